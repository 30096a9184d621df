/**
 * What an exact score ending costs (issue 30, bots-endgame-score.ts): on
 * seeded deals (every reservation healthy, `--preset weimar` for Weimar)
 * the card play runs as the search's playout does (`cardPlayout`, `hard`'s
 * 20 % random cards with the strict Fox care) until `K` tricks are left, for
 * K = 1 … `--max`; there the ending is solved for the score (`solveScore`)
 * and, for comparison, played out by the heuristic. Prints per K the
 * searched nodes (mean, p99), µs per solve (mean, p99), µs of the heuristic
 * rest, and µs of a whole playout from the first card: so the playout's
 * cost with the solver at K is about whole − rest + solve.
 *
 *   nice -n 15 npx tsx bench/doppelkopf-endgame-cost.ts [--deals 300] [--max 5] [--seed egc1] [--preset weimar] [--out FILE]
 */
import { parseArgs } from 'node:util';
import { createRng } from '../shared/engine/rng';
import { doppelkopf, type DoppelkopfState } from '../shared/games/doppelkopf';
import { foxAwareCard } from '../shared/games/doppelkopf/bots-fox';
import { scoreEndingOf, solveScore } from '../shared/games/doppelkopf/bots-endgame-score';
import { cardPlayout } from '../shared/games/doppelkopf/playout';
import { RunLog } from './support/runLog';

const { values } = parseArgs({ options: { deals: { type: 'string', default: '300' }, max: { type: 'string', default: '5' }, seed: { type: 'string', default: 'egc1' }, preset: { type: 'string', default: 'standard' }, out: { type: 'string' } } });
const weimar = values.preset === 'weimar';
const options = doppelkopf.options(weimar ? { preset: 'weimar', games: 1 } : { games: 1 }, 4);
const card = (sit: Parameters<typeof foxAwareCard>[0]) => foxAwareCard(sit, true);

function started(d: number): DoppelkopfState | null {
  const table = doppelkopf.begin(4, options);
  let state = doppelkopf.startRound(table, doppelkopf.deal(table, createRng(`${values.seed}/${d}`, 'deal')));
  for (let guard = 0; guard < 20 && state.phase !== 'play'; guard++) {
    const seat = doppelkopf.status(state).awaiting[0];
    if (seat === undefined) return null;
    const legal = doppelkopf.legalActions(state, seat);
    const a = legal.find((x) => x.type === 'reserve' && x.reservation === 'healthy') ?? legal[0]!;
    const out = doppelkopf.apply(state, a);
    if (!out.ok) return null;
    state = out.state;
  }
  return state.phase === 'play' ? state : null;
}

const pct = (xs: number[], q: number): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length * q)] ?? 0;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const log = new RunLog(values.out);
const max = Number(values.max);
const whole: number[] = [];
const per: Record<number, { nodes: number[]; us: number[]; rest: number[] }> = {};
for (let k = 1; k <= max; k++) per[k] = { nodes: [], us: [], rest: [] };
// Two passes over the same deals: the first warms the JIT (its numbers are dropped), the second is measured.
const deals = Number(values.deals);
for (let i = 0; i < 2 * deals; i++) {
  const d = i % deals;
  const warm = i < deals;
  const s0 = started(d);
  if (!s0) continue;
  let t = performance.now();
  cardPlayout(s0, 0.2, card, createRng(`${values.seed}/${d}`, 'whole'));
  if (!warm) whole.push((performance.now() - t) * 1000);
  for (let k = 1; k <= max; k++) {
    const rng = createRng(`${values.seed}/${d}`, `k${k}`);
    // The playout's own position where the solver would take over (a copy: the playout goes on with its arrays).
    const got: { s: DoppelkopfState | null } = { s: null };
    cardPlayout(s0, 0.2, card, rng, { at: k, line: (x) => { got.s = { ...x, hands: x.hands.map((h) => h.slice()), trick: x.trick.slice(), tricks: x.tricks.slice() }; return null; } });
    const s = got.s;
    if (!s) continue;
    const e = scoreEndingOf(s, s.turn);
    if (!e) continue;
    if (warm) { solveScore(e); continue; }
    t = performance.now();
    const solved = solveScore(e);
    per[k]!.us.push((performance.now() - t) * 1000);
    per[k]!.nodes.push(solved.nodes);
    t = performance.now();
    cardPlayout(s, 0.2, card, rng);
    per[k]!.rest.push((performance.now() - t) * 1000);
  }
}
const r1 = (x: number): number => Math.round(x * 10) / 10;
log.emit({
  bench: 'doppelkopf-endgame-cost', preset: values.preset, seed: values.seed, deals: Number(values.deals), wholePlayoutUs: { mean: r1(mean(whole)), p99: r1(pct(whole, 0.99)) },
  byTricks: Object.fromEntries(Object.entries(per).map(([k, v]) => [k, { n: v.us.length, nodes: { mean: Math.round(mean(v.nodes)), p99: pct(v.nodes, 0.99) }, solveUs: { mean: r1(mean(v.us)), p99: r1(pct(v.us, 0.99)) }, heuristicRestUs: { mean: r1(mean(v.rest)) } }])),
});
