/**
 * Decision time of a search level in play, the way the host runs it
 * (issue 30: p99 ≤ 1 s per decision): `--level` (default `hard`) in every
 * seat, whole games by selfplay, every decision timed around `decide`
 * (reservations, announcements and cards alike; forced moves answered
 * without a search are counted apart). `--threads N` installs a search pool
 * of N worker threads in this process as the host's bot thread does
 * (`--threads 0`: the search on this thread alone). Start-up as in the host:
 * the pool's threads are started and JIT-warmed (shared/games/search-warmup.ts)
 * and this thread runs the same warm-up, then play begins (`--cold`: none of
 * that, the threads start at the first decision that asks for them, as
 * before issue 30's warm pool). Prints one JSON line: the start-up time, the
 * first decision and the first `--first` card decisions one by one (the
 * cold start), then p50, p95, p99
 * and max over all real decisions and per phase, and `uptime`'s load at
 * start and end. `--out FILE` appends the line to FILE.
 *
 *   nice -n 15 npx tsx bench/decision-latency.ts --game doppelkopf --threads 1 --deals 4 --seed lat1 [--cold] [--options JSON] [--out FILE]
 */
import { parseArgs } from 'node:util';
import type { Bot, View } from '../shared/engine/game';
import { playGame } from '../shared/bots/play';
import { getGame } from '../shared/games/registry';
import { candidateBots } from '../shared/games/doppelkopf/bots-candidates';
import { RunLog, startSearchPool } from './support/runLog';
import { warmSearches } from '../shared/games/search-warmup';
import { decisionCap, recentOvershoot } from '../shared/bots/deadline';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'doppelkopf' },
    level: { type: 'string', default: 'hard' },
    threads: { type: 'string', default: '0' },
    deals: { type: 'string', default: '4' },
    seed: { type: 'string', default: 'lat1' },
    options: { type: 'string' },
    first: { type: 'string', default: '8' },
    cold: { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});
const log = new RunLog(values.out);
const game = getGame(values.game!);
if (!game) throw new Error(`unknown game ${values.game}`);
// Doppelkopf's bench candidates (bots-candidates.ts, issue 30) may be timed as well.
const level = game.bots[values.level!] ?? (values.game === 'doppelkopf' ? candidateBots[values.level!] : undefined);
if (!level) throw new Error(`${values.game} has no level ${values.level}`);
const defaults: Record<string, object> = { doppelkopf: { games: 1 }, dubbe: { rounds: 4 }, dobbm: { hands: 2 } };
const options = game.options(values.options ? JSON.parse(values.options) : defaults[values.game!] ?? {}, 4);

const threads = Number(values.threads);
let startup: Record<string, unknown> = { cold: values.cold };
const pool = await startSearchPool(threads, { warm: false });
if (pool) {
  if (!values.cold) {
    const s0 = performance.now();
    pool.warm();
    const local = warmSearches();
    const ready = await pool.whenReady(60_000);
    startup = { ...startup, warmMs: Math.round(performance.now() - s0), localWarmMs: local, ready };
  }
} else if (!values.cold) {
  const s0 = performance.now();
  startup = { ...startup, localWarmMs: warmSearches(), warmMs: Math.round(performance.now() - s0) };
}

interface Timed { ms: number; phase: string; forced: boolean }
const times: Timed[] = [];
const timed: Bot = {
  ...level,
  decide(view: View, rng) {
    const s = performance.now();
    const action = level.decide(view, rng);
    if (action) times.push({ ms: performance.now() - s, phase: String((view as { phase?: unknown }).phase ?? '?'), forced: view.legal.length === 1 });
    return action;
  },
};

const stats = (xs: number[]): Record<string, number> => {
  const s = xs.slice().sort((a, b) => a - b);
  const q = (p: number): number => Math.round(s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0);
  return { n: s.length, mean: Math.round(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length)), p50: q(0.5), p95: q(0.95), p99: q(0.99), max: Math.round(s[s.length - 1] ?? 0), over1s: s.filter((x) => x > 1000).length };
};

const firstDecisions: number[] = [];
let firstAny = 0;
for (let d = 0; d < Number(values.deals); d++) {
  playGame(game, [timed, timed, timed, timed], { seed: `${values.seed}/${d}`, options });
  if (d === 0) {
    // The cold start: the first searched card decisions after the start (and the very first decision of any kind).
    firstDecisions.push(...times.filter((t) => !t.forced && t.phase === 'play').slice(0, Number(values.first)).map((t) => Math.round(t.ms)));
    firstAny = Math.round(times.find((t) => !t.forced)?.ms ?? 0);
  }
}
const real = times.filter((t) => !t.forced);
const phases = [...new Set(real.map((t) => t.phase))];
log.emit({
  game: values.game, level: values.level, threads, seed: values.seed, deals: Number(values.deals), startup, firstAny, firstPlay: firstDecisions,
  decisions: stats(real.map((t) => t.ms)),
  byPhase: Object.fromEntries(phases.map((p) => [p, stats(real.filter((t) => t.phase === p).map((t) => t.ms))])),
  forced: stats(times.filter((t) => t.forced).map((t) => t.ms)),
  // deadline.ts at the end: the last capped decisions' overshoot past their cap, and the cap a 750 ms search would get now.
  overshoot: stats(recentOvershoot()), capNow: decisionCap(750, 200),
});
process.exit(0);
