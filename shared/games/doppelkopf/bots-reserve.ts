import type { Seat } from '../../engine/game';
import { createRng, type Rng } from '../../engine/rng';
import type { DoppelkopfAction } from './actions';
import { foxAwareCard } from './bots-fox';
import { withMasterLead } from './bots-trumpless';
import { biddingMove, chooseReservation, type CallPolicy, type Situation } from './bots-heuristic';
import { parseCard, type Card } from './cards';
import { sampler } from './determinize';
import { cardPlayout } from './playout';
import { apply } from './rules';
import { soloOfReservation, type DoppelkopfState, type Reservation } from './state';
import { view as viewOf, type DoppelkopfView } from './view';

/**
 * Reservations by what the hand wins when played (issue 30): from the seat's
 * view, sample the hidden cards (determinize.ts), play each legal answer
 * out on the same sampled deals (common random numbers: every answer meets
 * the same hands and the same random draws), and take the best mean score
 * under the table's scoring (`gamePayoff`: DDV points or Weimar minus
 * points, relative to the others). The other seats answer, and every
 * poverty step is taken, by the rules of thumb of `policy`; the cards are
 * played by the Fox-aware card rule with `randomShare` random cards
 * (playout.ts) and, with `masters`, a master led first without trumps: a
 * model of the search's play, not the search itself.
 *
 * Successive halving keeps it cheap (`rungs`). An answer other than the rules of
 * thumb's plain one (healthy, marriage, poverty, throw-in) must beat it by
 * its `margin` (game points per seat), calibrated by duplicate play kind by
 * kind (bench/doppelkopf-reserve.ts, docs/bots.md): playouts flatter some
 * solos, and a noisy best of many is biased upwards.
 */
export interface ReserveSearch {
  /**
   * Successive halving: every answer is played on the first rung's number
   * of sampled deals; after each rung only the answers whose score (mean
   * less margin) is within `within` of the best go on, at most `keep`, to
   * the next rung's number (deals counted from the start). The plain answer
   * always goes on (the yardstick of the margins).
   */
  rungs: { worlds: number; within: number; keep: number }[];
  randomShare: number;
  /** The playouts' card rule knows the parties only as each seat could at the table (playout.ts `publicParties`). */
  publicParties?: boolean;
  /** The playouts' leader cashes a master first when nothing is trump (bots-trumpless.ts), as the level's card search since issue 30's eleventh pass. */
  masters?: boolean;
  /** Per reservation (e.g. `soloJacks`), else `default`; `Infinity`: never chosen over the plain answer. */
  margin: Partial<Record<Reservation, number>> & { default: number };
  /** The others' answers and the poverty steps in the playouts. */
  policy: CallPolicy;
  /**
   * Answer a solo or a throw-in the count (`policy`) gives at once, without
   * playouts (not at a Pflichtsolo): by duplicate play the playouts' answer
   * lost where it dropped such a counted solo (docs/bots.md).
   */
  keepCounted?: boolean;
  /** Nothing more is played after this many ms (the answer stays within a second on a busy machine): the answers are compared on the deals played so far; the clock is injectable. */
  capMs?: number;
  now?: () => number;
}

/** The same search on fewer deals (at least 2 per rung): for small card budgets (tests, quick games). */
export function scaledReserve(o: ReserveSearch, share: number): ReserveSearch {
  if (share >= 1) return o;
  return { ...o, rungs: o.rungs.map((r) => ({ ...r, worlds: Math.max(2, Math.round(r.worlds * share)) })) };
}

export interface ReserveEstimate {
  reservation: Reservation;
  worlds: number;
  mean: number;
  /** Mean minus the plain answer's on the same worlds (0 for the plain answer itself). */
  gain: number;
}

type Reserve = Extract<DoppelkopfAction, { type: 'reserve' }>;

const strictFox = (sit: Situation): Card => foxAwareCard(sit, true);
const mastersFirst = withMasterLead(strictFox);

/** Points of the game just finished, for `me` relative to the others' average (as `gamePayoff`); 0 if none was finished. */
function payoffOf(state: DoppelkopfState, before: number, me: Seat): number {
  if (state.history.length <= before) return 0;
  const last = state.history[state.history.length - 1]!;
  const unit = state.options.scoring === 'weimar' ? state.options.base : 1;
  const sum = last.points.reduce((a, b) => a + b, 0);
  const v = last.points[me]!;
  return (v - (sum - v) / Math.max(1, state.n - 1)) / unit;
}

/** The other seats' reservations in a sampled deal, by the rules of thumb (they depend on their own hands only). */
export function othersAnswers(world: DoppelkopfState, me: Seat, policy: CallPolicy): Map<Seat, Reserve> {
  const out = new Map<Seat, Reserve>();
  for (const s of world.active) {
    if (s === me || world.reservations[s] !== null) continue;
    const v = viewOf({ ...world, turn: s }, s);
    const a = biddingMove(v, world.hands[s]!.slice(), policy);
    if (a?.type === 'reserve') out.set(s, a);
  }
  return out;
}

/** One sampled deal played out after `me` answers `action` (the others' reservations given, or by the rules of thumb). */
export function playReservation(world: DoppelkopfState, action: Reserve, policy: CallPolicy, randomShare: number, rng: Rng, fixed?: Map<Seat, Reserve>, publicParties = false, masters = false): number {
  const me = action.seat;
  const before = world.history.length;
  const first = apply(world, action);
  if (!first.ok) throw new Error(`reserve search: the sampled deal refused ${action.reservation}: ${first.error.message}`);
  let s = first.state;
  // The others' reservations, and every poverty step, by the rules of thumb.
  for (let guard = 0; guard < 40 && s.phase !== 'play' && s.history.length === before && s.phase !== 'deal' && s.phase !== 'over'; guard++) {
    const seat = s.turn;
    const known = s.phase === 'reserve' ? fixed?.get(seat) : undefined;
    const v = known ? null : viewOf(s, seat);
    const a = known ?? (v && (biddingMove(v, s.hands[seat]!.slice(), policy) ?? v.legal[0]));
    if (!a) break;
    const out = apply(s, a);
    if (!out.ok) throw new Error(`reserve search: ${JSON.stringify(a)} refused: ${out.error.message}`);
    s = out.state;
  }
  if (s.phase === 'play') s = cardPlayout(s, randomShare, masters ? mastersFirst : strictFox, rng, undefined, publicParties);
  return payoffOf(s, before, me);
}

/** The plain answer the rules of thumb give without any solo (null at a Pflichtsolo: only solos are legal). */
function plainAnswer(view: DoppelkopfView, hand: Card[], options: Reserve[], policy: CallPolicy): Reserve | null {
  const plain = options.filter((a) => soloOfReservation(a.reservation) === null);
  if (plain.length === 0) return null;
  return chooseReservation(view, hand, plain, { ...policy, solo: Number.POSITIVE_INFINITY }) as Reserve;
}

/** Every legal answer's estimate, best first by its score after the margin; `choice` is the answer to give. */
export function estimateReservations(view: DoppelkopfView, rng: Rng, o: ReserveSearch): { choice: Reserve; estimates: ReserveEstimate[] } {
  const options = view.legal.filter((a): a is Reserve => a.type === 'reserve');
  if (options.length === 0) throw new Error('reserve search: no reservation to choose');
  const hand = (view.hand ?? []).map((n) => parseCard(n)!);
  const plain = plainAnswer(view, hand, options, o.policy);
  if (options.length === 1) return { choice: options[0]!, estimates: [] };
  if (o.keepCounted && plain) {
    const counted = chooseReservation(view, hand, options, o.policy) as Reserve;
    if (counted.reservation !== plain.reservation || counted.reservation.startsWith('throw')) return { choice: counted, estimates: [] };
  }
  const sample = sampler(view);
  const seed = `${rng.int(0, 2 ** 31 - 1)}/${rng.int(0, 2 ** 31 - 1)}`;
  const worlds: DoppelkopfState[] = [];
  const world = (i: number): DoppelkopfState => {
    while (worlds.length <= i) worlds.push(sample(createRng(seed, `deal/${worlds.length}`)));
    return worlds[i]!;
  };
  const sums = new Map<Reservation, number[]>(options.map((a) => [a.reservation, []]));
  const others = new Map<number, Map<Seat, Reserve>>();
  const now = o.now ?? (() => performance.now());
  const deadline = o.capMs === undefined ? Number.POSITIVE_INFINITY : now() + o.capMs;
  let late = false;
  const run = (a: Reserve, to: number): void => {
    const out = sums.get(a.reservation)!;
    for (let i = out.length; i < to && !late; i++) {
      const w = world(i);
      let fixed = others.get(i);
      if (!fixed) others.set(i, (fixed = othersAnswers(w, view.seat!, o.policy)));
      out.push(playReservation(w, a, o.policy, o.randomShare, createRng(seed, `play/${i}`), fixed, o.publicParties, o.masters));
      // The clock is read every second deal; past the cap nothing more is played.
      if ((i & 1) === 1 && now() > deadline) late = true;
    }
  };
  const mean = (xs: number[]): number => xs.reduce((x, y) => x + y, 0) / Math.max(1, xs.length);
  const margin = (r: Reservation): number => (plain && r === plain.reservation ? 0 : plain ? o.margin[r] ?? o.margin.default : 0);
  // Answers are compared on the deals all of them were played on (the same deals, the same draws).
  const score = (r: Reservation, k = sums.get(r)!.length): number => mean(sums.get(r)!.slice(0, k)) - margin(r);
  let alive = options.filter((a) => Number.isFinite(margin(a.reservation)) || a === plain);
  for (const rung of o.rungs) {
    for (const a of alive) run(a, rung.worlds);
    if (late) break;
    const top = Math.max(...alive.map((a) => score(a.reservation)));
    const next = alive.filter((a) => score(a.reservation) >= top - rung.within).sort((x, y) => score(y.reservation) - score(x.reservation)).slice(0, rung.keep);
    if (plain && !next.includes(plain)) next.push(plain);
    alive = next;
    if (alive.length <= 1) break;
  }
  const n = (r: Reservation): number => sums.get(r)!.length;
  const plainMean = (k: number): number => (plain ? mean(sums.get(plain.reservation)!.slice(0, k)) : 0);
  const estimates = options.map((a) => ({
    reservation: a.reservation,
    worlds: n(a.reservation),
    mean: mean(sums.get(a.reservation)!),
    gain: plain ? mean(sums.get(a.reservation)!) - plainMean(n(a.reservation)) : 0,
  }));
  // Past the cap some answers have fewer deals: all are compared on the common ones (none: the plain answer).
  const common = Math.min(...alive.map((a) => n(a.reservation)));
  const contenders = alive.filter((a) => Number.isFinite(score(a.reservation, common)));
  const fallback = (): Reserve => plain ?? (chooseReservation(view, hand, options, o.policy) as Reserve);
  const best = common === 0 || contenders.length === 0 ? fallback() : contenders.reduce((b, a) => (score(a.reservation, common) > score(b.reservation, common) ? a : b));
  estimates.sort((x, y) => score(y.reservation) - score(x.reservation));
  return { choice: best, estimates };
}

/** The answer alone (for `shortcut`). */
export function reservationByPlayout(view: DoppelkopfView, rng: Rng, o: ReserveSearch): DoppelkopfAction {
  return estimateReservations(view, rng, o).choice;
}
