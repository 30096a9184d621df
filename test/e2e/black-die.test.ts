import { describe, expect, it } from 'vitest';
import { browserAndApp, person, screenshot } from './browser';
import { assertNoHiddenCards, playRoundByKeyboard } from './dubbe-play';
import type { DubbeView } from '../../shared/games/dubbe';

// A fixed seed: the same deal and bot moves every run. A bot reaches for a trick it may collect
// after 0.6 to 0.9 s (not the usual test 0.15 to 0.3 s), so Mario's grab is a race he can win
// on any deal, not on a lucky one.
const env = browserAndApp({ seed: 'black-die-e2e', bot: { delayMs: 0, raceMs: [600, 900] } });

describe('alone against bots, in German, with the black die', () => {
  it('one click opens a full table; a grab costs the black die; the Jammerlabbe owner collects by keyboard', async () => {
    const mario = await person(env.browser, 'de-DE');
    await mario.page.goto(env.app.url);
    await mario.page.fill('input[name="playerName"]', 'Mario');
    await mario.page.selectOption('select[name="seats"]', '3');
    await mario.page.check('input[name="blackDie"]');
    await mario.page.click('[data-testid="solo"]');
    await mario.page.waitForSelector('.dubbe');
    const table = env.app.hosted()[0]!.table;
    expect(table.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot']);
    expect(await mario.page.locator('[data-testid="black-die"]').innerText()).toContain('Schwarzer Würfel: noch bei niemandem');

    const report = await playRoundByKeyboard(mario.page, { grabOnce: 'Mario' });
    expect(report.cards).toBe(15);
    expect(report.grabbed).toBe(true);
    const results = table.match!.results() as { rounds: { plus: number[]; minus: number[] }[] };
    const last = (table.match!.view(0) as unknown as DubbeView).lastRound;
    await screenshot(mario.page, 'round-end-black-die');

    const summary = await mario.page.locator('[data-testid="round-summary"]').innerText();
    expect(summary).toContain('Runde 1 ist vorbei');
    // Bots never grab, so the die stayed with Mario at value 1, and it counts as minus points.
    expect(last!.blackDie).toEqual({ holder: 0, value: 1 });
    expect(summary).toContain('Mario hat den schwarzen Würfel (1).');
    const row = await mario.page.locator('[data-testid="round-summary"] tbody tr').first().locator('td').allInnerTexts();
    expect(row).toEqual([`+${results.rounds[0]!.plus[0]}`, `−${results.rounds[0]!.minus[0]}`, String(results.rounds[0]!.plus[0]! - results.rounds[0]!.minus[0]!)]);
    expect(assertNoHiddenCards(mario.frames)).toBeGreaterThan(15);
    expect(mario.errors).toEqual([]);
  }, 120_000);
});
