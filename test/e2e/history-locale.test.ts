import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../src-main/app/server';
import { launchBrowser, person, screenshot, webRoot, CALM } from './browser';

/**
 * Issue 27 on the history screens: dates and numbers in the person's
 * language, the same on every screen; the replay shows the games' own cards
 * and card names as the table does (Doppelkopf: German names unless chosen
 * otherwise, nothing spilling out of the small cards); bots are nobody in the
 * statistics, a game a stand-in played in part or mostly says so, a game
 * ended early counts for nobody.
 */
const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
const cli = async (...args: string[]) => (await run(process.execPath, [join(root, 'bin', 'stammtisch.js'), ...args], { maxBuffer: 1 << 26 })).stdout;

let browser: Browser;
let app: AppServer;
let dir: string;
/** The stand-in's real share per record and seat (a share of whole actions). */
const shares: Record<string, Record<number, number>> = {};

type Rec = { players: string[]; meta: Record<string, unknown>; rounds: { actions: { seat: number; by?: string; who?: string }[] }[] };

/**
 * One selfplay record with these names and date; `standIn[seat]` = the share
 * of the seat's actions (its last ones) a stand-in took; `bots` the bot seats.
 */
async function record(games: string, args: string[], players: string[], finishedAt: string, name: string, marks: { bots?: number[]; standIn?: Record<number, number>; endedBy?: string; takeover?: { seat: number; name: string; share: number } } = {}): Promise<void> {
  const out = join(dir, 'gen', name);
  await cli('selfplay', ...args, '--bots', 'random', '--games', '1', '--out', out);
  const rec = JSON.parse(await readFile(join(out, (await readdir(out))[0]!), 'utf8')) as Rec;
  rec.players = players;
  rec.meta = { ...rec.meta, finishedAt, ...(marks.endedBy ? { endedBy: marks.endedBy } : {}) };
  const all = rec.rounds.flatMap((r) => r.actions);
  players.forEach((_, seat) => {
    const mine = all.filter((a) => a.seat === seat);
    if (marks.bots?.includes(seat)) for (const a of mine) a.by = 'bot';
    const share = marks.standIn?.[seat];
    if (!share) return;
    const taken = mine.slice(Math.round(mine.length * (1 - share)));
    for (const a of taken) a.by = 'stand-in';
    (shares[name] ??= {})[seat] = taken.length / mine.length;
  });
  // A person who took the seat over for its last `share` of actions: theirs, named by `who`.
  const t = marks.takeover;
  if (t) {
    const mine = all.filter((a) => a.seat === t.seat);
    for (const a of mine.slice(Math.round(mine.length * (1 - t.share)))) { delete a.by; a.who = t.name; }
  }
  await writeFile(join(games, `${name}.json`), JSON.stringify(rec));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'e2e-history-locale-'));
  const games = join(dir, 'data', 'history', 'games');
  await mkdir(games, { recursive: true });
  // 25 November 2026: 25.11.2026, never 11/25/2026 beside 25/11/2026.
  await record(games, ['--game', 'doppelkopf', '--seed', 'loc1', '--options', '{"games":2}'], ['Birgit', 'Hauri', 'Bot 3', 'Mario'], '2026-11-25T20:15:00', 'doko',
    { bots: [2], standIn: { 1: 0.4, 3: 0.8 } });
  await record(games, ['--game', 'dubbe', '--players', '3', '--seed', 'loc2', '--options', '{"rounds":3}'], ['Birgit', 'Hauri', 'Bot 3'], '2026-11-25T21:30:00', 'dubbe', { bots: [2] });
  await record(games, ['--game', 'doppelkopf', '--seed', 'loc3', '--options', '{"preset":"weimar","closingAfter":1,"games":4}'], ['Birgit', 'Hauri', 'Mario', 'Bot 4'], '2026-11-25T23:00:00', 'weimar', { bots: [3] });
  await record(games, ['--game', 'dubbe', '--players', '3', '--seed', 'loc4', '--options', '{"rounds":3}'], ['Birgit', 'Hauri', 'Bot 3'], '2026-11-24T20:00:00', 'ended', { bots: [2], endedBy: 'host' });
  // Mario took over the bot's seat for most of the game: the seat keeps its name, the actions say who sat there.
  await record(games, ['--game', 'dubbe', '--players', '3', '--seed', 'loc6', '--options', '{"rounds":3}'], ['Birgit', 'Hauri', 'Bot 3'], '2026-11-24T18:00:00', 'takeover', { bots: [2], takeover: { seat: 2, name: 'Mario', share: 0.7 } });
  // Everyone went home (the last person's goHome): its own words, not "not finished".
  await record(games, ['--game', 'dubbe', '--players', '3', '--seed', 'loc5', '--options', '{"rounds":3}'], ['Birgit', 'Hauri', 'Bot 3'], '2026-11-24T19:00:00', 'left', { bots: [2], endedBy: 'left' });
  app = await startAppServer({ port: 0, webRoot, browse: false, dataDir: join(dir, 'data'), tableDefaults: { port: 0, mdns: false } });
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Every part of every card in the replay lies inside its card (the small cards: "DIAMONDS" spilled out). */
const spills = (page: Page) => page.locator('[data-testid="replay"] .hand [data-card], [data-testid="replay-trick"] [data-card]').evaluateAll((cards) => {
  const out: string[] = [];
  for (const c of cards) {
    const box = c.getBoundingClientRect();
    for (const part of c.querySelectorAll('*')) {
      const r = part.getBoundingClientRect();
      if (r.width === 0 || getComputedStyle(part).display === 'none' || getComputedStyle(part).visibility === 'hidden') continue;
      if (r.left < box.left - 1 || r.right > box.right + 1 || r.top < box.top - 1 || r.bottom > box.bottom + 1) out.push(`${c.getAttribute('data-card')}: ${part.textContent}`);
    }
  }
  return out;
});

const LANGS = [
  { browser: 'de-DE' as const, tag: 'de-DE', suffix: 'de', day: '25.11.2026', long: '25. November 2026', withStandIn: 'davon 1 mit Ersatzspieler', byStandIn: '1 Spiel nicht gezählt: meist vom Ersatzspieler gespielt', notCounted: 'zählt nicht in der Statistik', standInMark: 'Ersatz', sitterMark: 'dann Mario', endedByHost: 'vom Gastgeber beendet', endedByLeft: 'beendet: alle sind heimgegangen', dubbeCard: /^(blau|braun|gelb|grün|rot) \d+$/ },
  { browser: 'en-US' as const, tag: 'en-GB', suffix: 'en', day: '25 Nov 2026', long: '25 November 2026', withStandIn: '1 of them with a stand-in', byStandIn: '1 game not counted: played mostly by a stand-in', notCounted: 'not in the statistics', standInMark: 'stand-in', sitterMark: 'then Mario', endedByHost: 'ended by the host', endedByLeft: 'ended: everyone went home', dubbeCard: /^(blue|brown|yellow|green|red) \d+$/ },
];

describe('the history screens in the person\'s language', () => {
  for (const L of LANGS) {
    it(`${L.suffix}: dates, numbers and card names, bots and stand-ins`, { timeout: 180_000 }, async () => {
      const p = await person(browser, L.browser, { width: 1280, height: 800 }, CALM);
      const { page } = p;
      await page.goto(app.url);
      await page.click('[data-testid="nav-history"]');
      await page.waitForSelector('[data-testid="history-game"]');

      // Games: the evening in words, the stand-in's share, the ended game not counted.
      const headers = await page.locator('[data-testid="evening"] h2').allTextContents();
      expect(headers[0]).toContain(L.long);
      expect(headers.join(' ')).not.toMatch(/\d+\/\d+\/\d{4}/);
      const marks = await page.locator('[data-testid="standin-mark"]').allTextContents();
      const pct = (x: number) => new Intl.NumberFormat(L.tag, { style: 'percent', maximumFractionDigits: 0 }).format(x);
      expect(marks.map((m) => m.replace(/\s+/g, ' ').trim())).toEqual([`· ${L.standInMark} ${pct(shares.doko![1]!)}`, `· ${L.standInMark} ${pct(shares.doko![3]!)}`].map((m) => m.replace(/\s+/g, ' ')));
      // The seat Mario took over says so beside "Bot 3".
      expect((await page.locator('[data-testid="sitter-mark"]').allTextContents()).map((m) => m.replace(/[\s·]+/g, ' ').trim())).toEqual([L.sitterMark]);
      // Its replay names Mario for his moves at that seat (near the end), not "Bot 3".
      await page.locator('[data-testid="history-game"]').filter({ has: page.locator('[data-testid="sitter-mark"]') }).locator('button').click();
      await page.waitForSelector('[data-testid="replay"]');
      await page.keyboard.press('End');
      let marioCaption = '';
      for (let i = 0; i < 12 && !marioCaption; i++) {
        const c = (await page.locator('[data-testid="replay-caption"]').textContent()) ?? '';
        if (c.startsWith('Mario')) marioCaption = c;
        else await page.click('[data-testid="replay-back"]');
      }
      expect(marioCaption).toMatch(/^Mario: /);
      await page.click('[data-testid="replay-close"]');
      // Each way of ending early in its own words, none of them "not finished"; none counted.
      const flags = await page.locator('[data-testid="ended-flag"]').allTextContents();
      expect(flags.map((f) => f.split(' · ')[0]!.trim()).sort()).toEqual([L.endedByHost, L.endedByLeft].sort());
      expect(flags.every((f) => f.includes(L.notCounted))).toBe(true);
      // The replay of the game everyone left says so too.
      await page.locator('[data-testid="history-game"]').filter({ hasText: L.endedByLeft }).locator('button').click();
      await page.waitForSelector('[data-testid="replay"]');
      expect(await page.locator('[data-testid="replay-ended"]').textContent()).toContain(L.endedByLeft);
      await screenshot(page, `history-locale-replay-left-${L.suffix}`);
      await page.click('[data-testid="replay-close"]');
      await screenshot(page, `history-locale-games-${L.suffix}-desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `history-locale-games-${L.suffix}-phone`);
      await page.setViewportSize({ width: 1280, height: 800 });

      // The Doppelkopf replay: DkCards with German names (the table's default), in English on choice; nothing spills.
      await page.locator('[data-testid="history-game"][data-game="doppelkopf"]').last().locator('button').click();
      await page.waitForSelector('[data-testid="replay"]');
      const seat0 = page.locator('[data-testid="replay-seat-0"] .hand');
      expect(await seat0.locator('[data-card]').count()).toBe(Number(await seat0.getAttribute('data-count')));
      const labels = () => seat0.locator('[data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      expect((await labels()).every((l) => /^(Kreuz|Pik|Herz|Karo)-(Neun|Bube|Dame|König|Zehn|Ass)/.test(l))).toBe(true);
      expect(await spills(page)).toEqual([]);
      // Forward to the first card played: its name as at the table.
      let played = '';
      for (let i = 0; i < 30 && !played; i++) {
        await page.click('[data-testid="replay-forward"]');
        const c = (await page.locator('[data-testid="replay-caption"]').textContent()) ?? '';
        if (/: (spielt|plays) /.test(c)) played = c;
      }
      expect(played).toMatch(/: (spielt|plays) (Kreuz|Pik|Herz|Karo)-(Neun|Bube|Dame|König|Zehn|Ass)$/);
      await screenshot(page, `history-locale-replay-dk-${L.suffix}-desktop`);
      await page.selectOption('[data-testid="replay-card-names"]', 'en');
      expect((await labels()).every((l) => /^(Nine|Jack|Queen|King|Ten|Ace) of (Clubs|Spades|Hearts|Diamonds)/.test(l))).toBe(true);
      expect(await spills(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `history-locale-replay-dk-en-names-${L.suffix}-phone`);
      expect(await spills(page)).toEqual([]);
      await page.selectOption('[data-testid="replay-card-names"]', 'de');
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.click('[data-testid="replay-close"]');

      // The Dubbe replay: Dubbe's own cards and names, the bot's moves said to be the bot's.
      await page.locator('[data-testid="history-game"][data-game="dubbe"]').first().locator('button').click();
      await page.waitForSelector('[data-testid="replay"]');
      const dubbeLabels = await page.locator('[data-testid="replay-seat-0"] .hand [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''));
      expect(dubbeLabels.length).toBeGreaterThan(3);
      expect(dubbeLabels.every((l) => L.dubbeCard.test(l))).toBe(true);
      expect(await page.locator('[data-testid="replay"] .chip').count()).toBe(0);
      let botCaption = '';
      for (let i = 0; i < 8 && !botCaption; i++) {
        await page.click('[data-testid="replay-forward"]');
        const c = (await page.locator('[data-testid="replay-caption"]').textContent()) ?? '';
        if (c.startsWith('Bot 3')) botCaption = c;
      }
      expect(botCaption).toMatch(/^Bot 3 \((Bot|bot)\): /);
      expect(await spills(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `history-locale-replay-dubbe-${L.suffix}-phone`);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.click('[data-testid="replay-close"]');

      // Statistics: people only; the stand-in's games said; dates and numbers in the language.
      await page.click('[data-testid="history-tab-stats"]');
      await page.waitForSelector('[data-testid="stats-row"]');
      const rows = await page.locator('[data-testid="stats-row"] td:first-child button').allTextContents();
      expect(rows).toEqual(['Birgit', 'Hauri', 'Mario']);
      expect(await page.locator('[data-testid="stats-row"]').filter({ hasText: 'Hauri' }).locator('[data-testid="stats-withStandIn"]').textContent()).toBe(L.withStandIn);
      expect(await page.locator('[data-testid="stats-row"]').filter({ hasText: 'Mario' }).locator('[data-testid="stats-byStandIn"]').textContent()).toBe(L.byStandIn);
      const api = (await (await fetch(new URL('/api/history/stats', app.url))).json()) as {
        players: { name: string; winShare: number; doppelkopf?: { meanPoints: number } }[];
        games: { kind: string; players: string[]; counted: boolean[] }[];
      };
      // Mario's takeover game is his (he played 70 % of the seat), in the statistics and for his charts.
      const takeover = api.games.find((g) => (g as { sitters?: unknown[] }).sitters) as unknown as { players: string[]; sitters: { seat: number; name: string; counted: boolean }[] };
      expect(takeover.players).toEqual(['Birgit', 'Hauri', 'Bot 3']);
      expect(takeover.sitters).toEqual([{ seat: 2, name: 'Mario', counted: true }]);
      // Per seat, whether the game is in that person's numbers (the charts use it): Birgit yes, Hauri with a stand-in yes, the bot and Mario no.
      expect(api.games.find((g) => g.kind === 'doppelkopf')!.counted).toEqual([true, true, false, false]);
      expect(api.games.find((g) => g.kind === 'dubbe' && g.players.includes('Bot 3') && g.counted[0] === false)).toBeTruthy();
      const birgit = api.players.find((x) => x.name === 'Birgit')!;
      expect((await page.locator('[data-testid="stats-row"]').filter({ hasText: 'Birgit' }).locator('td').nth(3).textContent())!.replace(/\s/g, ' '))
        .toBe(pct(birgit.winShare).replace(/\s/g, ' '));
      await page.click('[data-testid="stats-player-Birgit"]');
      await page.waitForSelector('[data-testid="stats-detail"]');
      const mean = await page.locator('[data-testid="mean-points"]').first().textContent();
      const firstKind = api.players.find((x) => x.name === 'Birgit')!;
      const kinds = Object.entries(firstKind).filter(([, v]) => v && typeof v === 'object' && 'meanPoints' in (v as object)).sort(([a], [b]) => (a < b ? -1 : 1));
      const wantMean = (kinds[0]![1] as { meanPoints: number | null }).meanPoints;
      expect(mean).toBe(wantMean === null ? '–' : new Intl.NumberFormat(L.tag, { maximumFractionDigits: 3 }).format(wantMean));
      const options = await page.locator('[data-testid="running-game"] option').allTextContents();
      expect(options.length).toBeGreaterThan(0);
      expect(options.every((o) => o.includes(L.day) || o.includes(L.tag === 'de-DE' ? '24.11.2026' : '24 Nov 2026'))).toBe(true);
      await screenshot(page, `history-locale-stats-${L.suffix}-desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `history-locale-stats-${L.suffix}-phone`);
      await page.setViewportSize({ width: 1280, height: 800 });

      // The season: the same date as everywhere, no bot in the cash box.
      await page.click('[data-testid="history-tab-season"]');
      await page.fill('[data-testid="season-year"]', '2026');
      await page.waitForSelector('[data-testid="season-evening"]');
      expect(await page.locator('[data-testid="season-evening"] th').first().textContent()).toContain(L.day);
      expect(await page.locator('[data-testid="season"]').textContent()).not.toContain('Bot 4');
      // Places as the language says them: "2." / "2nd".
      expect(await page.locator('[data-testid="season-evening"] td').first().textContent()).toMatch(L.tag === 'de-DE' ? /\([1-4]\.\)$/ : /\((1st|2nd|3rd|4th)\)$/);
      await screenshot(page, `history-locale-season-${L.suffix}-desktop`);
      await page.setViewportSize({ width: 390, height: 844 });
      await screenshot(page, `history-locale-season-${L.suffix}-phone`);
      expect(p.errors).toEqual([]);
      await p.context.close();
    });
  }
});
