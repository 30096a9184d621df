import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserAndApp, openAndSit, person, screenshot, CALM } from './browser';
import { playRoundByClicks } from './dubbe-play';
import { playGameByClicks, summary } from './doppelkopf-play';
import { playHandByClicks } from './dobbm-play';

const env = browserAndApp({ seed: 'score-explanation-e2e', bot: { delayMs: 0, raceMs: [40, 80] } });

/** The explanation's lines as shown: code, sentence, points by seat. */
async function shownLines(page: Page, dialog: string) {
  return page.locator(`${dialog} [data-testid="explain-line"]`).evaluateAll((els) => els.map((e) => ({
    code: (e as HTMLElement).dataset.code!,
    text: e.textContent!.trim(),
    points: (e as HTMLElement).dataset.points ? (e as HTMLElement).dataset.points!.split(',').map(Number) : null,
  })));
}

function sumBySeat(lines: { points: number[] | null }[], n: number): number[] {
  const sum = new Array<number>(n).fill(0);
  for (const l of lines) l.points?.forEach((p, s) => { sum[s]! += p; });
  return sum;
}

/** No untranslated key or empty parameter reached the screen. */
function readable(lines: { text: string }[]): void {
  for (const l of lines) {
    expect(l.text).not.toMatch(/explain\.|doppelkopf\.|dubbe\.|\{\w+\}|undefined|NaN/);
    expect(l.text.length).toBeGreaterThan(4);
  }
}

describe('every score explained on the summary screens', () => {
  it('a Dubbe round: the lines (in German) add up to the net points the summary shows', async () => {
    const p = await person(env.browser, 'de-DE', undefined, CALM);
    const id = await openAndSit(env.app, p, 'Birgit', { game: 'dubbe', seats: 3, name: 'Erklärt', options: {}, bots: 2 }, '.dubbe');
    await playRoundByClicks(p.page);
    const dialog = '[data-testid="round-summary"]';
    await p.page.waitForSelector(`${dialog} [data-testid="score-explanation"]`);
    const net = (await p.page.locator(`${dialog} tbody tr td:nth-child(4)`).allInnerTexts()).map(Number);
    const lines = await shownLines(p.page, dialog);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(sumBySeat(lines, 3)).toEqual(net);
    readable(lines);
    expect(lines.map((l) => l.code)).toContain('held');
    // The screen shows what replay reports for the round.
    const hosted = env.app.hosted().find((h) => h.table.id === id)!;
    const round = (hosted.table.match!.results().rounds as { explain: { code: string; points: number[] }[] }[])[0]!;
    expect(lines.map((l) => [l.code, l.points])).toEqual(round.explain.map((l) => [l.code, l.points]));
    await screenshot(p.page, 'explain-dubbe');
    await p.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(p.page, 'explain-dubbe-phone');
  }, 120_000);

  it('a Weimar game: the lines (in English) add up to the minus points shown, each with its booklet rule', async () => {
    const p = await person(env.browser, 'en-US', undefined, CALM);
    const id = await openAndSit(env.app, p, 'Clara', { game: 'doppelkopf', seats: 4, name: 'Explained', options: { preset: 'weimar' }, bots: 3 }, '.doppelkopf');
    await playGameByClicks(p.page);
    const dialog = '[data-testid="game-summary"]';
    await summary(p.page).locator('[data-testid="score-explanation"]').waitFor();
    const shown = await p.page.locator(`${dialog} td[data-seat]`).evaluateAll((tds) => tds.map((td) => Number(td.textContent!.trim())));
    const lines = await shownLines(p.page, dialog);
    const hosted = env.app.hosted().find((h) => h.table.id === id)!;
    const games = hosted.table.match!.results().rounds as { scored: boolean; points: number[]; explain: { code: string }[] }[];
    const last = games[games.length - 1]!;
    expect(last.scored, "the first deal was played out, not thrown in").toBe(true);
    {
      // Minus points are shown as positive numbers; the lines carry them negative, as game points.
      expect(sumBySeat(lines, 4).map((v) => -v + 0)).toEqual(shown);
      expect(lines.map((l) => l.code)).toEqual(last.explain.map((l) => l.code));
      expect(lines.some((l) => /\(booklet I\.\d+/.test(l.text))).toBe(true);
      readable(lines);
    }
    await screenshot(p.page, 'explain-weimar');
    await p.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(p.page, 'explain-weimar-phone');
  }, 180_000);

  it('a Dobbm hand: the lines (in German) add up to the payments shown', async () => {
    const p = await person(env.browser, 'de-DE', undefined, CALM);
    const id = await openAndSit(env.app, p, 'Vroni', { game: 'dobbm', seats: 4, name: 'Dobbm erklärt', options: {}, bots: 3 }, '.dobbm');
    await playHandByClicks(p.page);
    const dialog = '[data-testid="hand-summary"]';
    await p.page.waitForSelector(`${dialog} [data-testid="score-explanation"]`);
    const shown = (await p.page.locator(`${dialog} tbody tr[data-seat] td`).allInnerTexts()).map(Number);
    const lines = await shownLines(p.page, dialog);
    expect(sumBySeat(lines, 4)).toEqual(shown);
    readable(lines);
    const hosted = env.app.hosted().find((h) => h.table.id === id)!;
    const hands = hosted.table.match!.results().rounds as { explain: { code: string }[] }[];
    expect(lines.map((l) => l.code)).toEqual(hands[hands.length - 1]!.explain.map((l) => l.code));
    await screenshot(p.page, 'explain-dobbm');
    await p.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(p.page, 'explain-dobbm-phone');
  }, 180_000);
});
