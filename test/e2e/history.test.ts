import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../src-main/app/server';
import { launchBrowser, person, screenshot, webRoot, CALM } from './browser';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const cli = async (...args: string[]) => (await run(process.execPath, [join(root, 'bin', 'stammtisch.js'), ...args], { maxBuffer: 1 << 26 })).stdout;

let browser: Browser;
let app: AppServer;
let dir: string;
/** The Himmelfahrtstag evening's payments per name, from `stammtisch replay`'s settlement. */
let hdayCents: Record<string, number>;
let dropped: string;
let opened: string;

/** One selfplay record with these names and this date, kept in the history's games dir. */
async function record(games: string, args: string[], players: string[], finishedAt: string, name: string): Promise<string> {
  const out = join(dir, 'gen', name);
  await cli('selfplay', ...args, '--bots', 'random', '--games', '1', '--out', out);
  const file = join(out, (await readdir(out))[0]!);
  const rec = JSON.parse(await readFile(file, 'utf8')) as { players: string[]; meta: Record<string, unknown> };
  rec.players = players;
  rec.meta = { ...rec.meta, finishedAt };
  const dest = join(games, `${name}.json`);
  await writeFile(dest, JSON.stringify(rec));
  return dest;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'e2e-history-'));
  const games = join(dir, 'data', 'history', 'games');
  await mkdir(games, { recursive: true });
  await record(games, ['--game', 'doppelkopf', '--seed', 'h1', '--options', '{"games":2}'], ['Birgit', 'Roter Klaus', 'Hauri', 'Mario'], '2026-05-02T21:30:00', 'doko');
  const weimar = (seed: string) => ['--game', 'doppelkopf', '--seed', seed, '--options', '{"preset":"weimar","closingAfter":3,"games":6}'];
  await record(games, weimar('h2'), ['Birgit', 'Hauri', 'Mario', 'Uschi'], '2026-03-05T23:00:00', 'weimar-march');
  const hday = await record(games, weimar('h3'), ['Birgit', 'Roter Klaus', 'Hauri', 'Mario'], '2026-05-14T22:00:00', 'weimar-himmelfahrt');
  const replayed = JSON.parse(await cli('replay', hday)) as { settlement: { seats: { cents: number }[] } };
  hdayCents = Object.fromEntries(['Birgit', 'Roter Klaus', 'Hauri', 'Mario'].map((n, s) => [n, replayed.settlement.seats[s]!.cents]));
  await writeFile(join(games, 'notes.json'), '{"not": "a record"}');
  // Two records not yet in the history: one to drop onto the window, one to open by file.
  const loose = join(dir, 'loose');
  await mkdir(loose, { recursive: true });
  dropped = await record(loose, ['--game', 'dubbe', '--seed', 'h4'], ['Birgit', 'Hauri', 'Mario', 'Uschi'], '2026-06-01T20:00:00', 'dropped');
  opened = await record(loose, ['--game', 'dobbm', '--seed', 'h5', '--options', '{"hands":4}'], ['Birgit', 'Hauri', 'Mario', 'Uschi'], '2026-06-02T20:00:00', 'opened');
  app = await startAppServer({ port: 0, webRoot, browse: false, dataDir: join(dir, 'data'), tableDefaults: { port: 0, mdns: false } });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('history, replay, statistics and the season', () => {
  it('lists the evenings, replays a Doppelkopf game forward and back, charts a player, and lets an absent member pay the average', { timeout: 240_000 }, async () => {
    const p = await person(browser, 'de-DE', { width: 1280, height: 800 }, CALM);
    const { page } = p;
    await page.goto(app.url);
    await page.click('[data-testid="nav-history"]');
    await page.waitForSelector('[data-testid="history-game"]');
    // Newest first: the Himmelfahrtstag evening, then the Doppelkopf of 2 May, then March.
    expect(await page.locator('[data-testid="history-game"]').evaluateAll((els) => els.map((e) => e.textContent))).toHaveLength(3);
    const kinds = await page.locator('[data-testid="history-game"] .kind').allTextContents();
    expect(kinds).toEqual(['Doppelkopf (Weimar)', 'Doppelkopf', 'Doppelkopf (Weimar)']);
    expect(await page.locator('[data-testid="history-problems"] summary').textContent()).toContain('(1)');
    await screenshot(page, 'history-games-desktop');
    // Filter by player: Uschi sat only in March.
    await page.selectOption('[data-testid="filter-player"]', 'Uschi');
    await expect.poll(() => page.locator('[data-testid="history-game"]').count()).toBe(1);
    await page.selectOption('[data-testid="filter-player"]', '');
    await expect.poll(() => page.locator('[data-testid="history-game"]').count()).toBe(3);

    // The replay of the standard Doppelkopf game.
    await page.locator('[data-testid="history-game"][data-game="doppelkopf"]').nth(1).locator('button').click();
    await page.waitForSelector('[data-testid="replay"]');
    const hand = (s: number) => page.locator(`[data-testid="replay-seat-${s}"] .hand`).getAttribute('data-count');
    expect(await Promise.all([0, 1, 2, 3].map(hand))).toEqual(['12', '12', '12', '12']);
    const step = () => page.locator('[data-testid="replay"]').getAttribute('data-step');
    let cards = 48;
    for (let i = 0; i < 12; i++) await page.click('[data-testid="replay-forward"]');
    expect(await step()).toBe('12');
    cards = (await Promise.all([0, 1, 2, 3].map(hand))).reduce((a, c) => a + Number(c), 0);
    expect(cards).toBeLessThan(48);
    const caption = await page.locator('[data-testid="replay-caption"]').textContent();
    await page.keyboard.press('ArrowRight');
    expect(await step()).toBe('13');
    for (let i = 0; i < 5; i++) await page.click('[data-testid="replay-back"]');
    await page.keyboard.press('ArrowRight');
    expect(await step()).toBe('9');
    await page.keyboard.press('ArrowRight'); await page.keyboard.press('ArrowRight'); await page.keyboard.press('ArrowRight');
    expect(await page.locator('[data-testid="replay-caption"]').textContent()).toBe(caption);
    expect((await Promise.all([0, 1, 2, 3].map(hand))).reduce((a, c) => a + Number(c), 0)).toBe(cards);
    await page.click('[data-testid="replay-back"]'); await page.click('[data-testid="replay-forward"]');
    // Jump to deal 2, then one step back: the end of deal 1 with its score.
    await page.selectOption('[data-testid="replay-deal"]', { value: '1' });
    await expect.poll(() => page.locator('[data-testid="replay"]').getAttribute('data-round')).toBe('1');
    await page.click('[data-testid="replay-back"]');
    await page.waitForSelector('[data-testid="replay-score"]');
    expect(await page.locator('[data-testid="replay-score"]').textContent()).toMatch(/Abrechnung der Runde/);
    expect(await Promise.all([0, 1, 2, 3].map(hand))).toEqual(['0', '0', '0', '0']);
    await screenshot(page, 'history-replay-score-desktop');
    // Autoplay moves on by itself, and stops.
    await page.selectOption('[data-testid="replay-deal"]', { value: '0' });
    const before = Number(await step());
    await page.click('[data-testid="replay-play"]');
    await expect.poll(async () => Number(await step()), { timeout: 10_000 }).toBeGreaterThan(before + 1);
    await page.click('[data-testid="replay-play"]');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'history-replay-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.click('[data-testid="replay-close"]');

    // A player's statistics with charts.
    await page.click('[data-testid="history-tab-stats"]');
    await page.click('[data-testid="stats-player-Hauri"]');
    await page.waitForSelector('[data-testid="chart-running"] canvas');
    await page.waitForSelector('[data-testid="chart-wins"] canvas');
    const painted = await page.locator('[data-testid="chart-running"] canvas').evaluate((c: HTMLCanvasElement) => {
      const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++;
      return { n, w: c.width };
    });
    expect(painted.w).toBeGreaterThan(100);
    expect(painted.n).toBeGreaterThan(1000);
    expect(await page.locator('[data-testid="stats-detail"]').textContent()).toMatch(/Pflichtsoli/);
    await screenshot(page, 'history-stats-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'history-stats-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The season: Uschi was not there on Himmelfahrtstag and pays the average of those present.
    await page.click('[data-testid="history-tab-season"]');
    await page.fill('[data-testid="season-year"]', '2026');
    await page.waitForSelector('[data-testid="season-himmelfahrt"]');
    expect(await page.locator('[data-testid="season-evening"]').count()).toBe(2);
    const avg = Math.round(Object.values(hdayCents).reduce((a, b) => a + b, 0) / 4);
    const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(avg / 100);
    expect((await page.locator('[data-testid="hday-Uschi"]').textContent())!.replace(/\s+/g, ' ')).toContain(euro.replace(/\s+/g, ' '));
    expect(await page.locator('[data-testid="hday-Uschi"]').textContent()).toContain('Ø');
    expect(await page.locator('[data-testid="hday-Hauri"]').textContent()).toContain('✓');
    expect(await page.locator('[data-testid="season-average"]').textContent()).toContain('Uschi');
    await screenshot(page, 'history-season-desktop');
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, 'history-season-print');
    await page.emulateMedia({ media: 'screen' });
    const download = page.waitForEvent('download');
    await page.click('[data-testid="season-csv"]');
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv.split('\n')[0]).toContain('Himmelfahrtstag 2026-05-14');
    expect(csv).toMatch(new RegExp(`"Uschi",[^\\n]*,${(avg / 100).toFixed(2)} \\(avg\\),`));
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'history-season-phone');
    expect(p.errors).toEqual([]);
    await p.context.close();
  });

  it('keeps a record dropped onto the lobby window and one opened by file, and shows them in the viewer', { timeout: 120_000 }, async () => {
    const p = await person(browser, 'en-US', { width: 1280, height: 800 }, CALM);
    const { page } = p;
    await page.goto(app.url);
    await page.waitForSelector('[data-testid="nav-history"]');
    const text = await readFile(dropped, 'utf8');
    await page.evaluate((t) => {
      const dt = new DataTransfer();
      dt.items.add(new File([t], 'abend.json', { type: 'application/json' }));
      const target = document.querySelector('main')!;
      target.dispatchEvent(new DragEvent('dragover', { dataTransfer: dt, bubbles: true, cancelable: true }));
      target.dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
    }, text);
    await page.waitForSelector('[data-testid="replay"]');
    expect(await page.locator('[data-testid="history-note"]').textContent()).toContain('“abend.json” is now in the history.');
    expect(await page.locator('[data-testid="replay"] h2').textContent()).toContain('Dubbe');
    await page.click('[data-testid="replay-close"]');
    await page.locator('[data-testid="history-file"]').setInputFiles(opened);
    await expect.poll(() => page.locator('[data-testid="history-note"]').textContent()).toContain('“opened.json” is now in the history.');
    await page.waitForSelector('[data-testid="replay"]');
    expect(await page.locator('[data-testid="replay"] h2').textContent()).toContain('Dobbm');
    await page.click('[data-testid="replay-close"]');
    expect(await page.locator('[data-testid="history-game"]').count()).toBe(5);
    // Merge two names of one person: Uschi counts as Birgit from now on.
    await page.click('.merge summary');
    await page.selectOption('[data-testid="merge-alias"]', { value: 'Uschi' });
    await page.selectOption('[data-testid="merge-into"]', { value: 'Birgit' });
    await page.click('[data-testid="merge-do"]');
    await expect.poll(() => page.locator('[data-testid="filter-player"] option').allTextContents()).not.toContain('Uschi');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'history-games-phone-en');
    await page.click('[data-testid="history-tab-stats"]');
    await expect.poll(() => page.locator('[data-testid="stats-player-Birgit"]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="stats-row"]').filter({ hasText: 'Birgit' }).textContent()).toContain('(Uschi)');
    expect((await readdir(join(dir, 'data', 'history', 'games'))).sort()).toEqual(
      ['abend.json', 'doko.json', 'notes.json', 'opened.json', 'weimar-himmelfahrt.json', 'weimar-march.json']);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});
