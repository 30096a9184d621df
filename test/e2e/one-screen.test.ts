import { describe, expect, it } from 'vitest';
import { openAndSit } from './browser';
import { checkSizes, oneScreen, SHOWS, type OneScreenTable } from './one-screen-check';

/**
 * Issue 26, "one screen, every size": at every kind of decision moment a
 * trick game brings (my card, Dubbe's trump choice and its collecting with
 * the black die, a reservation, a solo chosen and played, the poverty's
 * panels, a bid, Dobbm's discard, "double or content?" and "retour?", an
 * announcement, the last trick, the deal's end, and consent to another
 * person's take-back) and at six
 * window sizes the document does not scroll, every card of my hand and
 * every enabled decision control lies wholly in the window with its centre
 * not covered, every seat and the trick are in view (the machinery:
 * test/e2e/one-screen-check.ts). Dubbe and Dobbm at five and the
 * Doppelkopf marriage: test/e2e/one-screen-more.test.ts.
 */

/** The tables, and the moments each must bring; across them every kind of moment of each game. */
const TABLES: OneScreenTable[] = [
  { label: 'dubbe-2', table: { game: 'dubbe', seats: 2, name: 'Zwei', options: { rounds: 2 }, bots: 1 }, root: '.dubbe', locale: 'en-US', want: ['trump', 'card', 'lastTrick', 'dealEnd'] },
  // With the black die: I own the Jammerlabbe and collect the tricks.
  { label: 'dubbe-4', table: { game: 'dubbe', seats: 4, name: 'Vier', options: { rounds: 4, blackDie: true }, bots: 3 }, root: '.dubbe', locale: 'en-US', want: ['trump', 'card', 'collect', 'lastTrick', 'dealEnd'] },
  // First deal: I am poor (the reservation "poverty", then my trumps passed); second: I choose a solo and play a card in it.
  { label: 'doppelkopf-4', table: { game: 'doppelkopf', seats: 4, name: 'Doko', options: { preset: 'standard' }, bots: 3 }, root: '.doppelkopf', locale: 'en-US',
    want: ['reservation', 'povertyPass', 'announcement', 'card', 'lastTrick', 'dealEnd', 'solo', 'soloCard'], deals: [2], firstDeal: ['reservation', 'povertyPass'] },
  // A bot is poor: I take its cards and give some back.
  { label: 'doppelkopf-5', table: { game: 'doppelkopf', seats: 5, name: 'Doko5', options: { preset: 'standard' }, bots: 4 }, root: '.doppelkopf', locale: 'de-DE',
    want: ['reservation', 'povertyOffer', 'povertyReturn', 'announcement', 'card', 'lastTrick', 'dealEnd'] },
  // The club's thirteen solos: the longest list of reservations, looked at open before I say "healthy".
  { label: 'weimar', table: { game: 'doppelkopf', seats: 4, name: 'Weimar', options: { preset: 'weimar' }, bots: 3 }, root: '.doppelkopf', locale: 'de-DE',
    want: ['reservation', 'povertyOffer', 'povertyReturn', 'announcement', 'card', 'lastTrick', 'dealEnd'], peekSolos: true },
  // First deal: I bid "i dob", lay four away and answer a double ("retour?"); second: a bot declares and asks me "double or content?".
  { label: 'dobbm', table: { game: 'dobbm', seats: 4, name: 'Dobbm', options: {}, bots: 3 }, root: '.dobbm', locale: 'de-DE',
    want: ['bid', 'discard', 'retour', 'card', 'lastTrick', 'dealEnd', 'double'], deals: [2], firstDeal: ['discard', 'retour'] },
];

const { env, tab, tableDefaults, report, table: atTable } = oneScreen(TABLES);

describe('one screen at every size (issue 26)', () => {
  for (const g of TABLES) atTable(g);

  // Two people at one table: Anna asks to take back her card, Berta is asked to consent (above her hand, at every size).
  it('take-back consent: the question and its answers in view, the hand too', async () => {
    const t0 = Date.now();
    tableDefaults.seed = 'one-screen/take-back';
    const [anna, berta] = await Promise.all([tab('en-US'), tab('de-DE')]);
    let id = '';
    try {
      id = await openAndSit(env.app, anna, 'Anna', { game: 'doppelkopf', seats: 4, name: 'Zurück', options: { preset: 'standard' }, bots: 2 }, '.table-screen');
      await berta.page.goto(env.app.url);
      await berta.page.fill('input[name="playerName"]', 'Berta');
      await berta.page.click(`[data-testid="rejoin-${id}"]`);
      await Promise.all([berta.page.locator('.doppelkopf').waitFor(), anna.page.locator('.doppelkopf').waitFor()]);
      const table = env.app.hosted().find((h) => h.table.id === id)!.table;
      expect(table.seats.map((s) => s.kind)).toEqual(['human', 'human', 'bot', 'bot']);
      type Host = { phase: string; awaiting: number[]; trick: { seat: number; card: string }[] };
      const host = () => table.match!.view(null) as unknown as Host;
      // Both healthy; each plays when awaited, until Anna's card lies in the trick and Berta (next) is awaited.
      const mine = (v: Host) => v.trick.find((c) => c.seat === 0);
      for (let i = 0; i < 200 && !(mine(host()) && host().awaiting[0] === 1); i++) {
        const v = host();
        const who = v.awaiting[0] === 0 ? anna.page : v.awaiting[0] === 1 ? berta.page : null;
        const act = who?.locator('[data-testid="reserve-healthy"], .hand button[data-playable="true"]').first();
        if (act && await act.count()) await act.evaluate((el) => (el as HTMLElement).click());
        await anna.page.waitForTimeout(40);
      }
      const card = mine(host())?.card;
      expect(card, 'Anna\'s card in the trick, Berta next').toBeTruthy();
      expect(host().awaiting).toEqual([1]);
      // Her hand as the host holds it (the page may still be taking the card out of it).
      const held = (table.match!.view(0) as unknown as { hand: string[] }).hand.length;
      await anna.page.locator('[data-testid="take-back"]').evaluate((el) => (el as HTMLElement).click());
      await anna.page.locator('[data-testid="take-back-waiting"]').waitFor({ state: 'attached' });
      await berta.page.locator(SHOWS.takeBack).waitFor();
      const failures: string[] = [];
      await checkSizes(berta.page, 'take-back', ['takeBack'], failures);
      // Berta agrees: the card is back in Anna's hand.
      await berta.page.locator(SHOWS.takeBack).click();
      await expect.poll(() => anna.page.locator('.hand button.card-button').count()).toBe(held + 1);
      expect(host().trick.some((c) => c.seat === 0)).toBe(false);
      report.push(`  take-back (${Math.round((Date.now() - t0) / 100) / 10} s): takeBack`);
      expect(failures).toEqual([]);
      expect([...anna.errors, ...berta.errors]).toEqual([]);
    } finally {
      await Promise.all([anna.page.close(), berta.page.close()]);
      if (id) await fetch(`${env.app.url}api/tables/${id}`, { method: 'DELETE' });
    }
  }, 60_000);
});
