import { describe, expect, it } from 'vitest';
import type { DoppelkopfView } from '../../shared/games/doppelkopf';
import { browserAndApp, openAndSit, person, screenshot, type Person } from './browser';
import { assertNoHiddenCards, playGameByClicks, playGameByKeyboard, summary } from './doppelkopf-play';

const env = browserAndApp({ seed: 'doppelkopf-table-e2e' });

interface Results {
  rounds: { scored: boolean; points: number[]; cardPoints: { re: number; kontra: number } | null; re: number[]; kontra: number[] }[];
  totals: { points: number[]; minus?: number[] };
}

/**
 * Opens a table alone against bots. The lobby's own create call is another
 * engineer's (it is changing), so the table is opened by the lobby API with
 * the options the form shows, and the person sits down from the lobby list.
 */
async function openAlone(p: Person, name: string, preset: 'standard' | 'weimar'): Promise<void> {
  // Weimar at 10 ct per minus point (default 0.1): after one game the payments differ from the 1 € minimum.
  const options = preset === 'weimar' ? { preset, centsPerPoint: 10 } : { preset };
  await openAndSit(env.app, p, name, { game: 'doppelkopf', seats: 4, name: `${name}s Tisch`, options, bots: 3 }, '.doppelkopf');
}

const shownHand = (p: Person) => p.page.locator('.hand button.card-button').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card));

/** Dismisses summaries of thrown-in deals until a scored game has ended; returns its index. */
async function untilScored(p: Person, results: () => Results, play: (page: Person['page']) => Promise<unknown>): Promise<number> {
  for (;;) {
    await play(p.page);
    const r = results();
    const last = r.rounds.length - 1;
    if (r.rounds[last]!.scored) return last;
    await p.page.click('[data-testid="next-game"]');
  }
}

describe('Doppelkopf, standard rules: one person against three bots', () => {
  let anna: Person;
  const hosted = () => env.app.hosted().find((h) => h.table.game.id === 'doppelkopf' && h.table.match?.record.options.preset !== 'weimar')!;
  const results = () => hosted().table.match!.results() as unknown as Results;

  it('opens from the lobby form with Doppelkopf options, in German', async () => {
    anna = await person(env.browser, 'de-DE');
    await anna.page.goto(env.app.url);
    await anna.page.selectOption('select[name="game"]', 'doppelkopf');
    // The options form shows the defaults of the preset.
    expect(await anna.page.isChecked('input[name="withNines"]')).toBe(true);
    expect(await anna.page.inputValue('input[name="games"]')).toBe('16');
    expect(await anna.page.isChecked('input[name="againstTheQueens"]')).toBe(true);
    // The Weimar preset brings its own defaults.
    await anna.page.selectOption('select[name="preset"]', 'weimar');
    expect(await anna.page.inputValue('input[name="games"]')).toBe('48');
    expect(await anna.page.isChecked('input[name="againstTheQueens"]')).toBe(false);
    // Bock is off in the preset (the booklet names no trigger); switched on in the evening settings, its triggers show.
    expect(await anna.page.isChecked('input[name="bock"]')).toBe(false);
    expect(await anna.page.locator('[data-testid="bock-triggers"]').count()).toBe(0);
    await anna.page.check('input[name="bock"]');
    expect(await anna.page.isChecked('input[name="bockTrigger-tie"]')).toBe(true);
    expect(await anna.page.isChecked('input[name="bockTrigger-bothAnnounced"]')).toBe(true);
    expect(await anna.page.isChecked('input[name="bockTrigger-soloLost"]')).toBe(false);
    await anna.page.check('input[name="bockTrigger-soloLost"]');
    await anna.page.uncheck('input[name="bockTrigger-tie"]');
    expect(await anna.page.isChecked('input[name="bockTrigger-tie"]')).toBe(false);
    expect(await anna.page.isChecked('input[name="soloExtras"]')).toBe(false);
    // I.1①: the Spielsatz is the stake, cents per minus point; the card set is its own option.
    expect(await anna.page.locator('[data-testid="weimar-evening"] label', { hasText: 'Spielsatz (Cent je Minuspunkt)' }).count()).toBe(1);
    // ... and the evening: Ramsch round, meal break and closing time in games (0: by the buttons), minus points, rate.
    const evening = anna.page.locator('[data-testid="weimar-evening"]');
    expect(await evening.isVisible()).toBe(true);
    expect(await anna.page.isChecked('input[name="ramsch"]')).toBe(true);
    expect(await anna.page.inputValue('input[name="mealBreakAfter"]')).toBe('0');
    expect(await anna.page.inputValue('input[name="closingAfter"]')).toBe('0');
    expect(await anna.page.inputValue('input[name="base"]')).toBe('10');
    expect(await anna.page.inputValue('input[name="centsPerPoint"]')).toBe('0.1');
    await anna.page.fill('input[name="closingAfter"]', '30');
    expect(await anna.page.inputValue('input[name="closingAfter"]')).toBe('30');
    await screenshot(anna.page, 'doppelkopf-lobby-weimar');
    const size = anna.page.viewportSize()!;
    await anna.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(anna.page, 'doppelkopf-lobby-weimar-phone');
    await anna.page.setViewportSize(size);
    await anna.page.selectOption('select[name="preset"]', 'standard');
    expect(await evening.count()).toBe(0);
    await anna.page.uncheck('input[name="withNines"]');
    expect(await anna.page.isChecked('input[name="withNines"]')).toBe(false);
    await anna.page.check('input[name="withNines"]');
    await screenshot(anna.page, 'doppelkopf-lobby');
    await openAlone(anna, 'Anna', 'standard');
    expect(hosted().table.match!.record.options).toMatchObject({ preset: 'standard', withNines: true, games: 16 });
  });

  it('shows the own hand as the view sorts it, German card names, suits with symbols and names', async () => {
    const view = hosted().table.match!.view(0) as unknown as DoppelkopfView;
    expect(await shownHand(anna)).toEqual(view.hand);
    expect(view.hand).toHaveLength(12);
    const labels = await anna.page.locator('.hand button.card-button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
    for (const l of labels) expect(l).toMatch(/^(Kreuz|Pik|Herz|Karo)-(Neun|Bube|Dame|König|Zehn|Ass)/);
    // Each card draws its suit's sign (the French deck by default), in the corner index and the middle.
    const signs = await anna.page.locator('.hand .card use').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('href')).filter((h) => h?.startsWith('#st-sign-')))]);
    expect(signs.length).toBeGreaterThan(0);
    for (const h of signs) expect(h).toMatch(/^#st-sign-fr-(clubs|spades|hearts|diamonds)$/);
    await screenshot(anna.page, 'doppelkopf-table');
  });

  it('plays a whole game by clicks; the summary and the sheet show the real score', async () => {
    const g = await untilScored(anna, results, playGameByClicks);
    const r = results().rounds[g]!;
    await screenshot(anna.page, 'doppelkopf-game-end');
    const s = summary(anna.page);
    expect(await s.locator('[data-testid="summary-card-points"]').innerText()).toBe(`Augen: Re ${r.cardPoints!.re} : Kontra ${r.cardPoints!.kontra}`);
    expect(r.cardPoints!.re + r.cardPoints!.kontra).toBe(240);
    const cells = await s.locator('tbody td').allInnerTexts();
    expect(cells).toEqual(r.points.map((p) => (p > 0 ? `+${p}` : p < 0 ? `−${-p}` : '0')));
    await anna.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(anna.page, 'doppelkopf-game-end-phone');
    await anna.page.setViewportSize({ width: 1100, height: 900 });
    await anna.page.click('[data-testid="next-game"]');
    await expect.poll(() => s.count()).toBe(0);
    const totals = await anna.page.locator('[data-testid="score-sheet"] tfoot td').allInnerTexts();
    expect(totals).toEqual(results().totals.points.map((p) => (p > 0 ? `+${p}` : p < 0 ? `−${-p}` : '0')));
  }, 120_000);

  it('plays the next game by keyboard, reads a refusal, switches card names to English', async () => {
    await anna.page.selectOption('select[name="cardNames"]', 'en');
    const labels = await anna.page.locator('.hand button.card-button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
    for (const l of labels) expect(l).toMatch(/^(Nine|Jack|Queen|King|Ten|Ace) of (Clubs|Spades|Hearts|Diamonds)/);
    const before = results().rounds.length;
    const report = await playGameByKeyboard(anna.page);
    expect(results().rounds.length).toBe(before + 1);
    expect(report.cards).toBeGreaterThan(0);
    // The interface is German; the suit is named in the card-name language chosen (English now).
    if (report.refusal !== null) expect(report.refusal).toMatch(/^Nicht erlaubt: Farbe bedienen: (Trumpf|Clubs|Spades|Hearts|Diamonds) wurde ausgespielt und du hast \1\./);
    // The summary holds the focus: Enter closes it.
    expect(await anna.page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid)).toBe('next-game');
    await anna.page.keyboard.press('Enter');
    await expect.poll(() => summary(anna.page).count()).toBe(0);
    await anna.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(anna.page, 'doppelkopf-table-phone');
    expect(await anna.page.locator('[data-testid="score-sheet"] tbody tr').count()).toBe(results().rounds.length);
  }, 120_000);

  it('never sent the page a card it may not see', () => {
    expect(assertNoHiddenCards(anna.frames)).toBeGreaterThan(40);
    expect(anna.errors).toEqual([]);
  });
});

describe('Doppelkopf, Weimar preset: the evening sheet', () => {
  let bert: Person;
  const hosted = () => env.app.hosted().find((h) => h.table.match?.record.options.preset === 'weimar')!;
  const results = () => hosted().table.match!.results() as unknown as Results & { evening: { mealBreaks: number; ramschLeft: number } };

  it('opens with the preset and shows the evening sheet', async () => {
    bert = await person(env.browser, 'de-DE');
    await openAlone(bert, 'Bert', 'weimar');
    expect(hosted().table.match!.record.options).toMatchObject({ preset: 'weimar', scoring: 'weimar' });
    const sheet = bert.page.locator('[data-testid="evening-sheet"]');
    await sheet.waitFor();
    expect(await sheet.locator('h2').innerText()).toContain('Abendzettel');
    expect(await sheet.locator('[data-col="jokers"]').allInnerTexts()).toEqual(['1', '1', '1', '1']);
    expect(await sheet.locator('[data-col="owed"]').allInnerTexts()).toEqual(['1', '1', '1', '1']);
  });

  it('says the meal break by keyboard; the sheet counts it and announces the Ramsch round', async () => {
    const button = bert.page.locator('[data-evening="mealBreak"]');
    await button.focus();
    await bert.page.keyboard.press('Enter');
    await expect.poll(() => results().evening.mealBreaks).toBe(1);
    await expect.poll(() => bert.page.locator('[data-testid="evening-sheet"] .meta').innerText()).toContain('Essenspausen: 1');
    expect(await bert.page.locator('[data-testid="evening-sheet"] .meta').innerText()).toContain('Ramschrunde: noch 4 Spiele');
  });

  it('plays a game; the sheet shows the minus points and the settlement, and prints alone', async () => {
    await untilScored(bert, results, playGameByClicks);
    await screenshot(bert.page, 'doppelkopf-weimar-game-end');
    await bert.page.click('[data-testid="next-game"]');
    const minus = results().totals.minus!;
    const sheet = bert.page.locator('[data-testid="evening-sheet"]');
    await expect.poll(() => sheet.locator('[data-col="minus"]').allInnerTexts()).toEqual(minus.map(String));
    // Settlement at the table's 10 ct per minus point, at least 1 €: the Olympic places from the minus points.
    const places = minus.map((m) => `${1 + minus.filter((o) => o < m).length}.`);
    expect(await sheet.locator('[data-col="place"]').allInnerTexts()).toEqual(places);
    const pays = await sheet.locator('[data-col="pays"]').allInnerTexts();
    expect(pays.map((p) => p.replace(/\s/g, ' '))).toEqual(minus.map((m) => `${(Math.max(100, m * 10) / 100).toFixed(2).replace('.', ',')} €`));
    await screenshot(bert.page, 'doppelkopf-weimar-sheet');
    // The print button calls window.print; the print stylesheet shows the sheet alone.
    await bert.page.evaluate(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed++; }; });
    await bert.page.click('[data-testid="print"]');
    expect(await bert.page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await bert.page.emulateMedia({ media: 'print' });
    expect(await bert.page.locator('.hand').evaluate((e) => getComputedStyle(e).visibility)).toBe('hidden');
    expect(await sheet.evaluate((e) => getComputedStyle(e).visibility)).toBe('visible');
    await screenshot(bert.page, 'doppelkopf-weimar-print');
    await bert.page.emulateMedia({ media: 'screen' });
    expect(assertNoHiddenCards(bert.frames)).toBeGreaterThan(20);
    expect(bert.errors).toEqual([]);
  }, 120_000);
});
