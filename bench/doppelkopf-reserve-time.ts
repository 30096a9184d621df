/**
 * How long `hard`'s reservation takes (bots-reserve.ts, cap 600 ms before
 * each further rung): `hard` answers the reservation of every seat of
 * `--deals` fresh deals (the seats before it answer as hard-2026-11b), and
 * the wall time of each answer is recorded. Prints one JSON line: n, mean,
 * p50, p99, max in ms, and how many answers were solos. Run it with the
 * load written down (`uptime`): on a shared machine the time is the load's.
 *
 *   nice -n 15 npx tsx bench/doppelkopf-reserve-time.ts --deals 50 --seed rt1 [--preset weimar]
 */
import { parseArgs } from 'node:util';
import { Match } from '../shared/engine/match';
import { createRng } from '../shared/engine/rng';
import { doppelkopf } from '../shared/games/doppelkopf';
import { hard202611bBot } from '../shared/games/doppelkopf/bots-reference';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';

const { values } = parseArgs({ options: { deals: { type: 'string', default: '50' }, seed: { type: 'string', default: 'rt1' }, preset: { type: 'string', default: 'standard' } } });
const options = values.preset === 'weimar' ? { preset: 'weimar', games: 1 } : { games: 1 };
const hard = doppelkopf.bots.hard!;
const ms: number[] = [];
let solos = 0;
for (let d = 0; d < Number(values.deals); d++) {
  const match = Match.create(doppelkopf, ['a', 'b', 'c', 'd'], options, `${values.seed}/${d}`);
  for (let k = 0; k < 4 && match.state.phase === 'reserve'; k++) {
    const seat = match.status().awaiting[0]!;
    const v = match.view(seat) as DoppelkopfView;
    const t = performance.now();
    const a = hard.decide(v, createRng(`${values.seed}/${d}`, `hard/${seat}`))!;
    ms.push(performance.now() - t);
    if (a.type === 'reserve' && a.reservation.startsWith('solo')) solos++;
    // The table goes on with hard-2026-11b's answer, so every seat is asked.
    const out = match.act(hard202611bBot.decide(v, createRng('x', String(k)))!);
    if (!out.ok) throw new Error(out.error.message);
  }
}
const s = ms.slice().sort((x, y) => x - y);
const at = (q: number) => Math.round(s[Math.min(s.length - 1, Math.floor(s.length * q))]!);
console.log(JSON.stringify({ preset: values.preset, seed: values.seed, n: s.length, meanMs: Math.round(s.reduce((x, y) => x + y, 0) / s.length), p50: at(0.5), p99: at(0.99), max: Math.round(s[s.length - 1]!), solos }));
