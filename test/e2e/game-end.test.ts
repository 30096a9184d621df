import { describe, expect, it } from 'vitest';
import { browserAndApp, openAndSit, person, screenshot } from './browser';
import { assertNoHiddenCards, playRoundByKeyboard } from './dubbe-play';

const env = browserAndApp({ seed: 'game-end-e2e' });

describe('a short two-player game to its end', () => {
  it('reveals the dummy after each round and ends with the ranking', async () => {
    // Two rounds (a multiple of the two seats) keep the test short; the lobby form offers the rulebook's lengths.
    const anna = await person(env.browser);
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
