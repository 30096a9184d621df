/**
 * Playouts per second of `hard`'s card search (Doppelkopf, or `--game dubbe|dobbm`) spread over 1, 2, … cores
 * (root-parallel ISMCTS, shared/bots/root-parallel.ts, on a pool of worker
 * threads, shared/bots/search-pool.ts), measured in one run: the same
 * positions (card-play views from seeded `easy` games) are searched with
 * k shares for every k up to `os.availableParallelism()` (or `--cores`),
 * each share `--per` iterations without a time cap, k − 1 shares on worker
 * threads and one on this thread. The core counts take turns round by round
 * (1, 2, …, 1, 2, …), so a change of the machine's load falls on all of
 * them alike. One iteration is one playout. Prints one JSON line per round
 * and a summary: per k the playouts per second (total, median of rounds),
 * the speed-up over k = 1, and the decision time at `hard`'s 3000
 * iterations split over k shares; plus `uptime`'s load at start and end.
 *
 *   npm run bench:bots:cores -- [--rounds 5] [--positions 12] [--per 1500] [--cores N] [--seed cores1] [--game dubbe]
 *   nice -n 15 npx tsx bench/doppelkopf-playouts.ts --rounds 5 --positions 12 --per 1500
 */
import { loadavg, availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { Match } from '../shared/engine/match';
import { createRng } from '../shared/engine/rng';
import { rootParallel, setSearchPool } from '../shared/bots/root-parallel';
import { WorkerSearchPool } from '../shared/bots/search-pool';
import type { Action, View } from '../shared/engine/game';
import { getGame } from '../shared/games/registry';
import { searchAdapters } from '../shared/games/search-adapters';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    positions: { type: 'string', default: '12' },
    per: { type: 'string', default: '1500' },
    cores: { type: 'string' },
    seed: { type: 'string', default: 'cores1' },
    game: { type: 'string', default: 'doppelkopf' },
  },
});
const game = getGame(values.game!);
const adapterName = `${values.game}/hard`;
const hardAdapter = searchAdapters[adapterName];
if (!game || !hardAdapter) throw new Error(`no search adapter ${adapterName}`);
const easyBot = game.bots.easy!;
/** The level's iterations per decision (Doppelkopf 3000, Dubbe 800, Dobbm 600): `hardMs` is how long they take at the measured rate. */
const hardIterations = (game.bots.hard as { budget?: { iterations?: number } }).budget?.iterations ?? 3000;
const rounds = Number(values.rounds);
const per = Number(values.per);
const maxCores = Number(values.cores ?? availableParallelism());

/** Card-play views of the seat to move, spread over the game (every 4th card of seeded easy games). */
function positions(count: number): View[] {
  const out: View[] = [];
  for (let g = 0; out.length < count; g++) {
    const match = Match.create(game!, ['a', 'b', 'c', 'd'], game!.options(values.game === 'doppelkopf' ? { games: 1 } : {}, 4), `${values.seed}/${g}`);
    let moves = 0;
    while (match.status().phase !== 'gameOver' && out.length < count && moves < 2000) {
      const seat = match.status().awaiting[0]!;
      const view = match.view(seat) as View & { phase?: string; hand?: string[] };
      const card = (view.legal[0] as Action & { type?: string } | undefined)?.type === 'play';
      if (card && view.legal.length > 1 && moves % 4 === 0 && (view.hand?.length ?? 0) >= 4) out.push(view);
      const a = easyBot.decide(view, createRng(values.seed!, `pos/${g}/${moves}`));
      const r = match.act(a!);
      if (!r.ok) throw new Error(r.error.message);
      moves++;
    }
  }
  return out;
}

const load = () => loadavg().map((x) => Math.round(x * 10) / 10);
const load0 = load();
const views = positions(Number(values.positions));
const pools: (WorkerSearchPool | null)[] = [null];
for (let k = 2; k <= maxCores; k++) {
  const pool = new WorkerSearchPool({ threads: k - 1, entry: new URL('../src-main/host/botWorkerTsx.mjs', import.meta.url) });
  const ready = await pool.whenReady(60_000);
  if (ready < k - 1) throw new Error(`only ${ready} of ${k - 1} search threads started`);
  pools.push(pool);
}
// Warm-up: every pool searches every position once (JIT, caches), not counted.
for (let k = 1; k <= maxCores; k++) {
  setSearchPool(pools[k - 1]!);
  for (const [i, v] of views.entries()) rootParallel(hardAdapter, adapterName, v, createRng(values.seed!, `warm/${k}/${i}`), { shares: k, perShare: Math.min(per, 300) });
}
const rates: number[][] = Array.from({ length: maxCores }, () => []);
for (let round = 0; round < rounds; round++) {
  const line: Record<string, unknown> = { round };
  for (let k = 1; k <= maxCores; k++) {
    setSearchPool(pools[k - 1]!);
    let playouts = 0;
    let remote = 0;
    const t0 = performance.now();
    for (const [i, v] of views.entries()) {
      const r = rootParallel(hardAdapter, adapterName, v, createRng(values.seed!, `r/${round}/${i}`), { shares: k, perShare: per });
      playouts += r.iterations;
      remote += r.remote;
    }
    const s = (performance.now() - t0) / 1000;
    if (remote !== (k - 1) * views.length) console.error(`round ${round}, ${k} cores: only ${remote} of ${(k - 1) * views.length} shares ran on worker threads`);
    rates[k - 1]!.push(playouts / s);
    line[`cores${k}`] = Math.round(playouts / s);
  }
  line.load = load();
  console.log(JSON.stringify(line));
}
const median = (xs: number[]) => { const s = xs.slice().sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2; };
const base = median(rates[0]!);
console.log(JSON.stringify({
  game: values.game, hardIterations, seed: values.seed, positions: views.length, perShare: per, rounds, cores: availableParallelism(),
  playoutsPerSecond: Object.fromEntries(rates.map((r, i) => [i + 1, { median: Math.round(median(r)), speedup: Math.round((median(r) / base) * 100) / 100, hardMs: Math.round((hardIterations / median(r)) * 1000) }])),
  load: { start: load0, end: load() },
}));
setSearchPool(null);
await Promise.all(pools.map((p) => p?.close()));
