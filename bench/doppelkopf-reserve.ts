/**
 * Calibrates reservations by playout (bots-reserve.ts) kind by kind, by
 * duplicate play. For every deal and seat the seat's reservation is
 * estimated by playouts with no margin (every answer's mean gain over the
 * plain one on the same sampled deals); where the best estimated answer
 * differs from `hard-2026-11b`'s counted one, the real deal is played twice
 * with the same search card play in every seat (`--iterations`, the other
 * seats and every other decision of this seat as `hard-2026-11b`) — once
 * with each answer — and that seat's net is compared (same cards, same
 * random streams). Prints one JSON line: per answer kind and per estimated
 * gain band the hands and the real gain per hand with its 95 % t-interval,
 * and for margins M the bids a bot with margin M would make that differ
 * from the counted ones, with their real gain; `--every K` adds a running
 * line every K deals; plus the estimate's time per decision (ms, p50/p99).
 *
 *   nice -n 15 npx tsx bench/doppelkopf-reserve.ts --deals 400 --seed res1 [--iterations 300] [--preset weimar] [--every 20]
 *     [--rungs 8:8:4,32:4:2,128:99:2] [--random 0.1] [--hands]   (successive halving: deals:within:keep per rung; --hands: each hand on stderr)
 *
 * A deal here is one game (`{"games":1}`); `--preset weimar` plays the
 * Weimar preset (minus points, its solos) instead of the DDV rules.
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../shared/engine/game';
import { playGame } from '../shared/bots/play';
import { doppelkopf } from '../shared/games/doppelkopf';
import { hardWith } from '../shared/games/doppelkopf/bots-search';
import { HARD_2026_11B_CALLS } from '../shared/games/doppelkopf/bots-reference';
import { chooseReservation } from '../shared/games/doppelkopf/bots-heuristic';
import { estimateReservations, type ReserveSearch } from '../shared/games/doppelkopf/bots-reserve';
import { parseCard } from '../shared/games/doppelkopf/cards';
import { createRng } from '../shared/engine/rng';
import type { DoppelkopfAction } from '../shared/games/doppelkopf/actions';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';
import { tInterval } from '../src-main/cli/duplicate';

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '200' },
    seed: { type: 'string', default: 'res1' },
    iterations: { type: 'string', default: '300' },
    every: { type: 'string', default: '0' },
    hands: { type: 'boolean', default: false },
    preset: { type: 'string', default: 'standard' },
    rungs: { type: 'string', default: '8:8:4,32:4:2,128:99:2' },
    random: { type: 'string', default: '0.1' },
  },
});

const iterations = Number(values.iterations);
const options = doppelkopf.options(values.preset === 'weimar' ? { preset: 'weimar', games: 1 } : { games: 1 }, 4);
const budget = { iterations, thinkMs: 60_000 };
const refBot = hardWith('ref', HARD_2026_11B_CALLS).withBudget(budget);
const search: ReserveSearch = {
  rungs: values.rungs!.split(',').map((r) => { const [worlds, within, keep] = r.split(':').map(Number); return { worlds: worlds!, within: within!, keep: keep! }; }),
  randomShare: Number(values.random),
  margin: { default: 0 }, policy: HARD_2026_11B_CALLS,
};

type Reserve = Extract<DoppelkopfAction, { type: 'reserve' }>;
class Stop extends Error {}

interface Probe { view: DoppelkopfView; ref: Reserve; top: Reserve; gain: number; gains: Record<string, number>; ms: number }

/** The seat's reservation view, the counted answer and the playout estimate; null if the game never asks this seat. */
function probe(seed: string, seat: number): Probe | null {
  let found: Probe | null = null;
  const asker: Bot<DoppelkopfView> = {
    kind: 'probe',
    decide(view, rng) {
      if (view.phase !== 'reserve') throw new Stop();
      if (view.seat === seat && view.awaiting.includes(seat)) {
        const hand = (view.hand ?? []).map((n) => parseCard(n)!);
        const reserve = view.legal.filter((a): a is Reserve => a.type === 'reserve');
        const ref = chooseReservation(view, hand, reserve, HARD_2026_11B_CALLS) as Reserve;
        const t = performance.now();
        const { choice, estimates } = estimateReservations(view, createRng(seed, `estimate/${seat}`), search);
        const ms = performance.now() - t;
        const gains = Object.fromEntries(estimates.map((e) => [e.reservation, Math.round(e.gain * 100) / 100]));
        found = { view, ref, top: choice, gain: gains[choice.reservation] ?? 0, gains, ms };
        throw new Stop();
      }
      return refBot.decide(view, rng);
    },
  };
  try {
    playGame(doppelkopf, [0, 1, 2, 3].map(() => asker), { seed, options });
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  return found;
}

/** The seat answers `answer` at its first reservation, otherwise plays as the reference. */
function answering(answer: Reserve, seat: number): Bot<DoppelkopfView> {
  return {
    kind: 'answer',
    decide(view, rng) {
      if (view.phase === 'reserve' && view.seat === seat && view.awaiting.includes(seat) && view.legal.some((a) => JSON.stringify(a) === JSON.stringify(answer))) return answer;
      return refBot.decide(view, rng);
    },
  };
}

interface Hand { top: string; ref: string; est: number; real: number }
const hands: Hand[] = [];
const ms: number[] = [];
const ci = (xs: number[]) => ({ n: xs.length, ...(xs.length > 1 ? tInterval(xs) : { mean: xs[0] ?? null }) });

function report(done: number): void {
  const byKind = new Map<string, Hand[]>();
  for (const h of hands) byKind.set(`${h.top}<-${h.ref}`, [...(byKind.get(`${h.top}<-${h.ref}`) ?? []), h]);
  const margins = [0, 0.5, 1, 2, 3, 4, 6];
  const atMargin = Object.fromEntries(margins.map((m) => {
    const bids = hands.filter((h) => h.est >= m);
    const kinds = new Map<string, number[]>();
    for (const h of bids) kinds.set(h.top, [...(kinds.get(h.top) ?? []), h.real]);
    // Over all deals and seats (a hand where the answers agree gains nothing): the gain per seat and game.
    const perSeatGame = Math.round((bids.reduce((x, h) => x + h.real, 0) / Math.max(1, done * 4)) * 1000) / 1000;
    return [m, { all: ci(bids.map((h) => h.real)), perSeatGame, kinds: Object.fromEntries([...kinds].map(([k, v]) => [k, ci(v)])) }];
  }));
  const sorted = ms.slice().sort((a, b) => a - b);
  console.log(JSON.stringify({
    preset: values.preset, deals: done, seed: values.seed, iterations, search: { rungs: values.rungs, random: search.randomShare },
    played: hands.length,
    kinds: Object.fromEntries([...byKind].map(([k, v]) => [k, { ...ci(v.map((h) => h.real)), est: Math.round((v.reduce((s, h) => s + h.est, 0) / v.length) * 100) / 100 }])),
    atMargin,
    estimateMs: { n: sorted.length, p50: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0), p99: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0), max: Math.round(sorted[sorted.length - 1] ?? 0) },
    seconds: Math.round((performance.now() - t0) / 100) / 10,
  }));
}

const t0 = performance.now();
const deals = Number(values.deals);
for (let d = 0; d < deals; d++) {
  const seed = `${values.seed}/${d}`;
  for (let seat = 0; seat < 4; seat++) {
    const p = probe(seed, seat);
    if (!p) continue;
    ms.push(p.ms);
    if (p.top.reservation === p.ref.reservation) continue;
    const net = (bot: Bot<DoppelkopfView>) => {
      const bots = [0, 1, 2, 3].map((x) => (x === seat ? bot : refBot));
      return (playGame(doppelkopf, bots, { seed, options }).match.results().totals as { net: number[] }).net[seat]!;
    };
    // The estimate's gain of the top answer over the counted one (the plain answer's gain is 0).
    const est = p.gain - (p.gains[p.ref.reservation] ?? 0);
    hands.push({ top: p.top.reservation, ref: p.ref.reservation, est, real: net(answering(p.top, seat)) - net(answering(p.ref, seat)) });
    // `--hands`: every played hand on stderr, so subsets (e.g. only where the count said healthy) can be summed afterwards.
    if (values.hands) console.error(JSON.stringify({ deal: d, seat, ...hands[hands.length - 1] }));
  }
  if (Number(values.every) > 0 && (d + 1) % Number(values.every) === 0 && d + 1 < deals) report(d + 1);
}
report(deals);
