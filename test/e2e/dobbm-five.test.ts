import { describe, expect, it } from 'vitest';
import { browserAndApp, person, CALM } from './browser';
import { assertNoHiddenCards, playHandByClicks, summary } from './dobbm-play';
import type { DobbmView } from '../../shared/games/dobbm';

// Bots a little slower than instant, so the person sees (and the test checks) the deal they sit out.
const env = browserAndApp({ seed: 'dobbm-five-e2e', bot: { delayMs: 60, raceMs: [150, 300] } });

describe('Dobbm at five: the dealer sits out', () => {
  it('a Mußrunde-only session in English: each seat deals once and sits that deal out, paying like a defender', async () => {
    const p = await person(env.browser, 'en-US', { width: 1100, height: 900 }, CALM);
    const page = p.page;
    // Counts each time the "you sit this deal out" notice appears. Bots may play a whole deal
    // while a summary is open, so a polling loop could miss it; an observer does not.
    await page.addInitScript(() => {
      const w = window as unknown as { holidayNotices: number };
      w.holidayNotices = 0;
      let shown = false;
      new MutationObserver(() => {
        const now = document.querySelector('[data-testid="holiday"]') !== null;
        if (now && !shown) w.holidayNotices++;
        shown = now;
      }).observe(document, { subtree: true, childList: true });
    });
    await page.goto(env.app.url);
    await page.fill('input[name="playerName"]', 'Bea');
    await page.selectOption('select[name="game"]', 'dobbm');
    await page.selectOption('select[name="seats"]', '5');
    await page.fill('input[name="hands"]', '0');
    await page.press('input[name="hands"]', 'Tab');
    await page.click('[data-testid="solo"]');
    await page.waitForSelector('.dobbm');
    const label = await page.locator('.hand button.card-button').first().getAttribute('aria-label');
    expect(label).toMatch(/^(Sow|Ten|King|Ober|Unter|Nine|Eight|Seven|Six) of (Hearts|Leaves|Acorns|Bells), /);
    // A Mußrunde-only session: nothing left to call.
    expect(await page.locator('[data-testid="muss-call"]').count()).toBe(0);

    let holidays = 0;
    for (let hand = 0; hand < 8 && (await page.locator('[data-testid="ranking"]').count()) === 0; hand++) {
      const r = await playHandByClicks(page);
      const res = env.app.hosted()[0]!.table.match!.results() as { rounds: { dealer: number; outcome: string; payments: number[] }[] };
      // The deal whose summary the page shows: the bots may already have finished the next one.
      const last = res.rounds[hand]!;
      if (last.dealer === 0) {
        holidays++;
        expect(r.cards).toBe(0);
        // The holidaying dealer pays or receives like each defender.
        const paid = await summary(page).locator('tbody td').allInnerTexts();
        expect(paid.map(Number)).toEqual(last.payments);
        if (last.outcome !== 'draw') expect(last.payments[0]).not.toBe(0);
      } else expect(r.cards).toBe(8);
      await page.click('[data-testid="next-hand"]');
    }
    await page.locator('[data-testid="ranking"]').waitFor();
    const v = env.app.hosted()[0]!.table.match!.view(0) as unknown as DobbmView;
    expect(v.mussPlayed).toBe(5);
    expect(holidays).toBe(1);
    // The notice showed for the deal the person sat out (the last deal may end before it renders).
    const notices = await page.evaluate(() => (window as unknown as { holidayNotices: number }).holidayNotices);
    const lastDealer = (env.app.hosted()[0]!.table.match!.results() as { rounds: { dealer: number }[] }).rounds.at(-1)!.dealer;
    expect(notices).toBe(lastDealer === 0 ? notices : 1);
    expect(notices).toBeLessThanOrEqual(1);
    const totals = await page.locator('[data-testid="sheet"] tfoot td').allInnerTexts();
    expect(totals.map(Number)).toEqual(v.totals);
    expect(assertNoHiddenCards(p.frames)).toBeGreaterThan(30);
    expect(p.errors).toEqual([]);
  }, 120_000);
});
