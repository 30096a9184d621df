import { describe, expect, it } from 'vitest';
import type { DobbmView } from '../../shared/games/dobbm';
import type { DoppelkopfView } from '../../shared/games/doppelkopf';
import { browserAndApp, openAndSit, person, screenshot, startTestApp, CALM } from './browser';
import { playGameByClicks, summary } from './doppelkopf-play';
import { problems } from './table-fit';
import { assertNoHiddenCards, playRoundByKeyboard } from './dubbe-play';

const env = browserAndApp({ seed: 'game-end-e2e' });

describe('a short two-player game to its end', () => {
  it('reveals the dummy after each round and ends with the ranking', async () => {
    // Two rounds (a multiple of the two seats) keep the test short; the lobby form offers the rulebook's lengths.
    const anna = await person(env.browser, 'en-US', undefined, CALM);
    await openAndSit(env.app, anna, 'Anna', { game: 'dubbe', seats: 2, name: 'Kurz', options: { rounds: 2 }, bots: 1 }, '.dubbe');

    for (let round = 1; round <= 2; round++) {
      const report = await playRoundByKeyboard(anna.page);
      expect(report.cards).toBe(15);
      const summary = anna.page.locator('[data-testid="round-summary"]');
      expect(await summary.locator('h2').innerText()).toBe(`Round ${round} is over`);
      // The dummy hand lay face down all round; now everyone sees it.
      expect(await summary.locator('.dummy-cards [data-card]').count()).toBe(15);
      if (round === 2) await screenshot(anna.page, 'game-end-summary');
      // The summary holds the focus, so Enter closes it.
      expect(await anna.page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))).toContain('data-testid="next-round"');
      await anna.page.keyboard.press('Enter');
      await expect.poll(() => summary.count()).toBe(0);
    }

    const results = env.app.hosted()[0]!.table.match!.results() as { totals: { net: number[] }; winners: number[] };
    await anna.page.waitForSelector('[data-testid="ranking"]');
    await screenshot(anna.page, 'game-end');
    const winners = results.winners.map((s) => ['Anna', 'Bot 2'][s]).join(', ');
    expect(await anna.page.locator('[data-testid="ranking"] .winners').innerText()).toBe(`Winner${results.winners.length > 1 ? 's' : ''}: ${winners}`);
    const rows = await anna.page.locator('[data-testid="ranking"] tbody tr').evaluateAll((trs) => trs.map((tr) => tr.querySelector('th')!.textContent));
    const order = [0, 1].sort((a, b) => results.totals.net[b]! - results.totals.net[a]! || a - b).map((s) => ['Anna', 'Bot 2'][s]);
    expect(rows).toEqual(order);
    expect(await anna.page.locator('.hand').count()).toBe(0);
    expect(assertNoHiddenCards(anna.frames)).toBeGreaterThan(30);
    expect(anna.errors).toEqual([]);
  }, 180_000);
});

describe('five at a Doppelkopf table: the deal-end summary while the next deal runs on', () => {
  it('stays on its game while the bots play the deal I sit out; that deal\'s summary follows, then my next deal', async () => {
    // Seed five-summary-1: seat 4 deals the first game, so I (seat 0) deal, and sit out, the second.
    const app = await startTestApp({ seed: 'five-summary-1' });
    const p = await person(env.browser, 'de-DE', undefined, CALM);
    try {
      const id = await openAndSit(app, p, 'Hans', { game: 'doppelkopf', seats: 5, name: 'Fünf', options: { preset: 'standard' }, bots: 4 }, '.doppelkopf');
      const hosted = app.hosted().find((h) => h.table.id === id)!;
      const view = () => hosted.table.match!.view(0) as DoppelkopfView;
      expect(view().dealer).toBe(4);
      await playGameByClicks(p.page);
      const heading = summary(p.page).locator('h2');
      await expect.poll(() => heading.innerText()).toMatch(/^Spiel 1 (vorbei|eingemischt)$/);
      // The host plays on: the second game, without me, to its end (the bots do not wait for my reading).
      await expect.poll(() => view().score.games.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
      expect(view().score.games[1]!.dealer).toBe(0);
      // Longer than its last trick lies on the table (TableLayout's hold): the summary I read is still game 1's.
      await p.page.waitForTimeout(2200);
      expect(await summary(p.page).count()).toBe(1);
      expect(await heading.innerText()).toMatch(/^Spiel 1 (vorbei|eingemischt)$/);
      await screenshot(p.page, 'dk5-summary-while-next-deal');
      await summary(p.page).locator('button.primary').click();
      // The game I sat out has its own summary next; closing it shows the table's deal now: mine, with my cards.
      await expect.poll(() => heading.innerText()).toMatch(/^Spiel 2 (vorbei|eingemischt)$/);
      await summary(p.page).locator('button.primary').click();
      await expect.poll(() => summary(p.page).count()).toBe(0);
      await expect.poll(() => p.page.locator('.hand button.card-button').count()).toBe(12);
      await p.page.locator('[data-testid="reserve"] button').first().waitFor();
      expect(p.errors).toEqual([]);
    } finally {
      await p.context.close();
      await app.close();
    }
  }, 90_000);
});

describe('Dobbm on a phone held sideways, in German', () => {
  it('a called Mußrunde and the contract of a bot: every fact of the status line whole (they were cut to Spi…)', async () => {
    const p = await person(env.browser, 'de-DE', { width: 844, height: 390 }, CALM);
    try {
      const id = await openAndSit(env.app, p, 'Hannelore', { game: 'dobbm', seats: 4, name: 'Stubai', options: {}, bots: 3 }, '.dobbm');
      const view = () => env.app.hosted().find((h) => h.table.id === id)!.table.match!.view(0) as DobbmView;
      await p.page.click('[data-testid="call-mussrunde"]');
      await p.page.click('[data-testid="call-mussrunde-yes"]');
      await p.page.locator('[data-testid="muss-called"]').waitFor();
      // I pass (and stay content): a bot declares; its contract joins the status line.
      for (let i = 0; i < 20 && !(view().declarer !== null && view().phase === 'play'); i++) {
        const pass = p.page.locator('.call-panel button[data-call="pass"]');
        if (await pass.count()) await pass.click().catch(() => {});
        await p.page.waitForTimeout(250);
      }
      await p.page.locator('[data-testid="contract"]').waitFor();
      await p.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const found = (await p.page.evaluate(problems, ['.game-frame .decisions', true] as [string, boolean])).filter((f) => f.startsWith('status'));
      await screenshot(p.page, 'dobbm-status-844x390-de');
      expect(found).toEqual([]);
      expect(p.errors).toEqual([]);
    } finally {
      await p.context.close();
    }
  }, 60_000);
});
