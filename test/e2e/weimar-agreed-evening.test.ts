import { describe, expect, it } from 'vitest';
import type { DoppelkopfView } from '../../shared/games/doppelkopf';
import { browserAndApp, openAndSit, person, screenshot, CALM } from './browser';
import { playGameByClicks, summary } from './doppelkopf-play';
import { createRng } from '../../shared/engine/rng';
import { doppelkopfBots } from '../../shared/games/doppelkopf/bots';

const env = browserAndApp({ seed: 'weimar-agreed-e2e', bot: { delayMs: 0, raceMs: [20, 40] } });

interface Results { rounds: { type: string; scored: boolean }[]; evening: { closing: boolean; solos: number[]; ramschLeft?: number } }

/** Issue 28: an evening agreed at 4 games with the meal break after 2 plays its Ramsch round and the owed Pflichtsolos before it ends. */
describe('a Weimar evening agreed in games', () => {
  it('4 games, meal break after 2: the Ramsch round is played whole, then the Pflichtsolos; the Ramsch summary shows card points, no parties', async () => {
    const clara = await person(env.browser, 'de-DE', undefined, CALM);
    const { page } = clara;
    const id = await openAndSit(env.app, clara, 'Clara', { game: 'doppelkopf', seats: 4, name: 'Kurzer Abend', options: { preset: 'weimar', games: 4, mealBreakAfter: 2 }, bots: 3 }, '.doppelkopf');
    const table = () => env.app.hosted().find((h) => h.table.id === id)!.table;
    const match = () => table().match!;
    const rounds = () => (match().results() as unknown as Results).rounds.length;
    const rng = createRng('weimar-agreed-clara');
    // Clara's games other than the first Ramsch game go through the host as her own moves (an easy bot's choice):
    // clicking 8-10 whole games cost ~2.5 minutes and showed nothing the Ramsch game and the end do not.
    const playThroughHost = async (): Promise<void> => {
      const before = rounds();
      const until = Date.now() + 60_000;
      while (rounds() === before && match().status().phase !== 'gameOver' && Date.now() < until) {
        const view = match().view(0) as unknown as DoppelkopfView;
        const action = view.legal.length ? doppelkopfBots.easy!.decide(view, rng) : null;
        if (action) expect(table().act(0, action as unknown as { type: string })).toEqual({ ok: true });
        else await new Promise((r) => setTimeout(r, 10));
      }
      expect(rounds() > before || match().status().phase === 'gameOver').toBe(true);
    };
    const closeSummaries = async (): Promise<void> => {
      // After an open summary only the latest deal's follows: two clicks at most, and a short wait for the next.
      for (let i = 0; i < 4; i++) {
        await page.waitForTimeout(150);
        if (!(await summary(page).count())) return;
        await page.click('[data-testid="next-game"]');
      }
      await expect.poll(() => summary(page).count()).toBe(0);
    };
    let sawRamsch = false;
    for (let deal = 0; deal < 20 && match().status().phase !== 'gameOver'; deal++) {
      if (sawRamsch || !(match().view(0) as unknown as DoppelkopfView).ramschGame) {
        await playThroughHost();
        continue;
      }
      await closeSummaries();
      await playGameByClicks(page);
      const last = (match().results() as unknown as Results).rounds.at(-1)!;
      if (last.type === 'ramsch') {
        sawRamsch = true;
        const s = summary(page);
        expect(await s.locator('[data-testid="summary-ramsch"]').innerText()).toBe('Ramsch: jeder spielt allein');
        expect(await s.locator('[data-testid="summary-parties"]').count()).toBe(0);
        expect(await s.locator('tbody .tag').count()).toBe(0);
        const pts = (await s.locator('td[data-card-points]').allInnerTexts()).map(Number);
        expect(pts.reduce((a, b) => a + b, 0)).toBe(240);
        expect(await s.locator('[data-testid="summary-announced"]').innerText()).not.toMatch(/noch/);
        await screenshot(page, 'weimar-agreed-ramsch-summary');
      }
    }
    await closeSummaries();
    expect(match().status().phase).toBe('gameOver');
    const state = match().state as unknown as { evening: { closing: boolean; solos: number[]; ramschLeft: number }; history: { type: string; scored: boolean }[] };
    expect(state.evening.ramschLeft).toBe(0);
    expect(state.evening.solos.every((k) => k >= 1)).toBe(true);
    expect(state.history.filter((g) => g.scored).length).toBeGreaterThan(6);
    expect(sawRamsch || state.history.slice(2).some((g) => g.type === 'durchmarsch')).toBe(true);
    const sheet = page.locator('[data-testid="evening-sheet"]');
    // The sheet shows the last game once its last trick's hold is over (the trick first, then the result).
    await expect.poll(() => sheet.locator('[data-col="owed"]').allInnerTexts(), { timeout: 5000 }).toEqual(['–', '–', '–', '–']);
    expect(await sheet.locator('.meta').innerText()).not.toMatch(/Ramschrunde/);
    const scored = state.history.filter((g) => g.scored).length;
    expect(await page.locator('.status .round').innerText()).toBe(`Spiel ${scored} (nach den vereinbarten 4: Ramschrunde und Pflichtsoli)`);
    await screenshot(page, 'weimar-agreed-end');
    expect((match().view(0) as unknown as DoppelkopfView).phase).toBe('over');
    expect(clara.errors).toEqual([]);
  }, 240_000);
});
