/**
 * The history's promise (issue 20): opening the history and the statistics
 * of 5,000 games takes under a second. Builds a data dir of N records (clones
 * of real selfplay records of every game, with other names and dates), then
 * times, in this process: the first open (the index is built from the
 * records), and warm opens (index on disk: check every file, list the games
 * newest first, the per-player statistics). Command: docs/benchmarks.md.
 *
 *   npx tsx bench/history.ts [--games 5000] [--runs 5] [--keep DIR]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { History } from '../src-main/history/history';

const { values } = parseArgs({ options: { games: { type: 'string' }, runs: { type: 'string' }, keep: { type: 'string' } } });
const total = Number(values.games ?? 5000);
const runs = Number(values.runs ?? 5);
const root = join(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'bench-history-'));
const seeds = join(work, 'seeds');
const data = values.keep ?? join(work, 'data');

const plays: string[][] = [
  ['--game', 'dubbe', '--players', '4', '--games', '20'],
  ['--game', 'doppelkopf', '--players', '4', '--games', '10', '--options', '{"games":12}'],
  ['--game', 'doppelkopf', '--players', '5', '--games', '2', '--options', '{"preset":"weimar","closingAfter":20,"games":30}'],
  ['--game', 'dobbm', '--players', '4', '--games', '10', '--options', '{"hands":8}'],
  ['--game', 'dobble', '--players', '4', '--games', '10'],
];
plays.forEach((args, i) => {
  execFileSync(process.execPath, [join(root, 'bin', 'stammtisch.js'), 'selfplay', ...args, '--bots', 'random', '--seed', `bench${i}`, '--out', join(seeds, String(i))]);
});
const base = readdirSync(seeds).flatMap((d) => readdirSync(join(seeds, d)).map((f) => readFileSync(join(seeds, d, f), 'utf8')));
const people = ['Birgit', 'Roter Klaus', 'Hauri', 'Mario', 'Uschi', 'Bernd', 'Gisela', 'Heiner', 'Moni', 'Achim', 'Petra', 'Kalle'];
const dir = join(data, 'history', 'games');
mkdirSync(dir, { recursive: true });
const year = Date.UTC(2026, 0, 1);
for (let i = 0; i < total; i++) {
  const rec = JSON.parse(base[i % base.length]!) as { players: string[]; meta?: Record<string, unknown> };
  rec.players = rec.players.map((_, s) => people[(i * 7 + s * 5) % people.length]!);
  rec.meta = { ...rec.meta, seed: `bench/${i}`, finishedAt: new Date(year + i * 6_300_000).toISOString() };
  writeFileSync(join(dir, `g${String(i).padStart(5, '0')}.json`), JSON.stringify(rec));
}

async function open(): Promise<{ ms: number; games: number; players: number }> {
  const t0 = performance.now();
  const h = await History.open(data);
  const games = h.games();
  const stats = h.stats();
  const ms = performance.now() - t0;
  h.close();
  return { ms, games: games.length, players: stats.length };
}

const cold = await open();
const warm: number[] = [];
for (let r = 0; r < runs; r++) warm.push((await open()).ms);
warm.sort((a, b) => a - b);
const r1 = (x: number) => Math.round(x * 10) / 10;
console.log(JSON.stringify({
  games: cold.games, players: cold.players, distinctRecords: base.length,
  coldIndexMs: r1(cold.ms), warmMedianMs: r1(warm[Math.floor(warm.length / 2)]!), warmMaxMs: r1(warm[warm.length - 1]!), runs,
  loadAverage: r1(loadavg()[0]!),
}));
if (!values.keep) rmSync(work, { recursive: true, force: true });
