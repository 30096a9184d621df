import { describe, expect, it } from 'vitest';
import { browserAndApp, person, screenshot, type Person, CALM } from './browser';
import { assertNoHiddenCards, playHandByClicks, playHandByKeyboard, summary } from './dobbm-play';
import type { DobbmView } from '../../shared/games/dobbm';

const DESKTOP = { width: 1100, height: 900 };
const PHONE = { width: 390, height: 844 };

const env = browserAndApp({ seed: 'dobbm-session-e2e' });

interface HandRow { declarer: number | null; points: { declarer: number; defenders: number } | null; payments: number[]; outcome: string; perDefender: number }
const results = () => env.app.hosted()[0]!.table.match!.results() as { rounds: HandRow[]; totals: { net: number[] } };
const view = (seat: number) => env.app.hosted()[0]!.table.match!.view(seat) as unknown as DobbmView;

describe('Dobbm: one person against three bots, a whole session', () => {
  let anna: Person;

  it('opens a Dobbm table from the lobby with stake 12 and one hand before the Mußrunde', async () => {
    anna = await person(env.browser, 'de-DE', DESKTOP, CALM);
    anna.page.setDefaultTimeout(8000);
    await anna.page.goto(env.app.url);
    await anna.page.fill('input[name="playerName"]', 'Anna');
    await anna.page.selectOption('select[name="game"]', 'dobbm');
    await anna.page.selectOption('select[name="seats"]', '4');
    // The form starts at the game's defaults.
    expect(await anna.page.inputValue('select[name="stake"]')).toBe('60');
    expect(await anna.page.inputValue('input[name="hands"]')).toBe('20');
    expect(await anna.page.isChecked('input[name="mussrunde"]')).toBe(true);
    await anna.page.selectOption('select[name="stake"]', '12');
    await anna.page.fill('input[name="hands"]', '1');
    await anna.page.press('input[name="hands"]', 'Tab');
    await anna.page.click('[data-testid="solo"]');
    await anna.page.waitForSelector('.dobbm').catch(async (e) => { await screenshot(anna.page, 'dobbm-debug'); console.log(await anna.page.innerText('body'), anna.errors); throw e; });
    const table = env.app.hosted()[0]!.table;
    expect(table.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot', 'bot']);
    expect(table.match!.record.options).toMatchObject({ stake: 12, hands: 1, mussrunde: true });
  });

  it('shows her own eight cards with German Tell-pattern names, hearts as permanent trumps', async () => {
    const shown = await anna.page.locator('.hand button.card-button').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card));
    expect(shown).toEqual(view(0).hand);
    expect(shown).toHaveLength(8);
    const label = await anna.page.locator('.hand button.card-button').first().getAttribute('aria-label');
    expect(label).toMatch(/^(Herz|Laub|Eichel|Schellen) (Sau|Zehn|König|Ober|Unter|Neun|Acht|Sieben|Sechs), /);
    expect(await anna.page.locator('[data-testid="trump"]').innerText()).toContain('Herz ist immer Trumpf');
    await screenshot(anna.page, 'dobbm-table');
  });

  it('calls the Mußrunde during the first hand, after being asked once more; the header says so and the button goes', async () => {
    // With one hand before the Mußrunde the call changes nothing but the record: the session below runs as before.
    const page = anna.page;
    expect(await page.locator('[data-testid="muss-called"]').count()).toBe(0);
    expect(await page.locator('.deal').innerText()).toBe('Spiel 1 von 1');
    await page.click('[data-testid="call-mussrunde"]');
    expect(await page.locator('[data-testid="muss-call"]').innerText()).toContain('dann beginnt die Mußrunde: noch 4 Spiele');
    await screenshot(page, 'dobbm-mussrunde-ask');
    await page.click('[data-testid="call-mussrunde-no"]');
    expect(view(0).mussrundeCalled).toBe(false);
    expect(await page.locator('[data-testid="call-mussrunde"]').innerText()).toBe('Mußrunde ansagen');
    await page.click('[data-testid="call-mussrunde"]');
    await page.click('[data-testid="call-mussrunde-yes"]');
    await expect.poll(() => page.locator('[data-testid="muss-called"]').count()).toBe(1);
    expect(await page.locator('[data-testid="muss-called"]').innerText()).toBe('Mußrunde angesagt');
    expect(await page.locator('[data-testid="muss-called"]').getAttribute('title')).toBe('Die Mußrunde beginnt mit dem nächsten Spiel.');
    expect(await page.locator('[data-testid="muss-call"]').count()).toBe(0);
    await screenshot(page, 'dobbm-mussrunde-called');
    const record = env.app.hosted()[0]!.table.match!.record;
    expect(record.rounds[0]!.actions.filter((a) => a.type === 'callMussrunde')).toEqual([{ seat: 0, type: 'callMussrunde' }]);
    expect(view(1).mussrundeCalled).toBe(true);
  });

  it('plays a whole hand by mouse: bidding, laying away or doubling, eight cards; the summary shows the points and payments', async () => {
    const page = anna.page;
    let checked = 0;
    const report = await playHandByClicks(page, async () => {
      // The cards that stand up are exactly the host's legal plays.
      const up = await page.locator('.hand button[data-playable="true"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card).sort());
      const legal = view(0).legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])).sort();
      if (legal.length) { expect(up).toEqual(legal); checked++; }
    });
    expect(report.cards).toBe(8);
    expect(checked).toBe(8);
    expect(report.calls.length).toBeGreaterThan(0);
    const last = results().rounds.at(-1)!;
    await screenshot(page, 'dobbm-hand-end');
    const text = await summary(page).innerText();
    if (last.points) expect(text).toContain(`Spieler ${last.points.declarer}, Gegner ${last.points.defenders}`);
    const paid = await summary(page).locator('tbody td').allInnerTexts();
    expect(paid.map(Number)).toEqual(last.payments);
    await page.click('[data-testid="next-hand"]');
    await expect.poll(() => summary(page).count()).toBe(0);
  });

  it('plays by keyboard alone at phone width until she has bid and laid away by keyboard (her Mußrunde deal at the latest)', async () => {
    const page = anna.page;
    await page.setViewportSize(PHONE);
    await screenshot(page, 'dobbm-table-phone');
    const refusals: string[] = [];
    for (let hand = 0; ; hand++) {
      expect(hand).toBeLessThan(5);
      const report = await playHandByKeyboard(page);
      expect(report.cards).toBe(8);
      if (report.refusal) refusals.push(report.refusal);
      if (hand === 0) await screenshot(page, 'dobbm-hand-end-phone');
      // The summary has the focus: Enter closes it.
      await page.keyboard.press('Enter');
      await expect.poll(() => summary(page).count()).toBe(0);
      if (report.calls.includes('dob')) {
        expect(report.discarded).toHaveLength(4);
        break;
      }
    }
    for (const r of refusals) expect(r).toMatch(/^Nicht erlaubt: (Farbe bedienen|Kein \w+: dann musst du ein Herz)/);
    await page.setViewportSize(DESKTOP);
  });

  it('plays on by mouse through the Mußrunde to the end of the session; the sheet adds up to the host\'s totals', async () => {
    const page = anna.page;
    for (let hand = 0; hand < 12; hand++) {
      if ((await page.locator('[data-testid="ranking"]').count()) > 0) break;
      const r = await playHandByClicks(page);
      expect(r.cards).toBe(8);
      await page.click('[data-testid="next-hand"]');
    }
    await page.locator('[data-testid="ranking"]').waitFor();
    expect(await page.locator('[data-testid="muss-call"], [data-testid="muss-called"]').count()).toBe(0);
    const res = results();
    const v = view(0);
    expect(v.phase).toBe('over');
    expect(v.mussPlayed).toBe(4);
    expect(res.rounds.filter((r) => r.outcome !== 'passed')).toHaveLength(5);
    const totals = await page.locator('[data-testid="sheet"] tfoot td').allInnerTexts();
    expect(totals.map(Number)).toEqual(res.totals.net);
    expect(await page.locator('[data-testid="sheet"] tbody tr').count()).toBe(res.rounds.length);
    expect(await page.locator('[data-testid="sheet"] abbr.m').count()).toBe(4);
    await screenshot(page, 'dobbm-session-end');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'dobbm-session-end-phone');
  });

  it('never sent the page a card it may not see', () => {
    expect(assertNoHiddenCards(anna.frames)).toBeGreaterThan(40);
    expect(anna.errors).toEqual([]);
  });
});
