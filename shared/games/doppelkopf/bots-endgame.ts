import type { Seat } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import type { DoppelkopfAction } from './actions';
import { parseCard, pointsOf, type Card } from './cards';
import { sampler } from './determinize';
import { isNullSolo } from './options';
import type { DoppelkopfView } from './view';
import { trickWinner, type Played, type Ranking } from './order';
import { partyOf, rankingOf } from './parties';
import { playable } from './playout';
import type { DoppelkopfState } from './state';

/**
 * Exact play of the last tricks on one sampled deal (double dummy: every
 * hand open): alpha-beta over the remaining cards, one side maximising the
 * card points it takes from here on, the other minimising them. For the
 * endings of the search's playouts (issue 30); the value is card points,
 * not the game's score (extras and announcement thresholds are not in it).
 * Not yet used by a level: its strength gain is unmeasured (docs/bots.md).
 */
export interface Ending {
  hands: Card[][];
  /** The seats in play order (four). */
  order: readonly Seat[];
  trick: Played[];
  turn: Seat;
  r: Ranking;
  /** Tricks still to finish, the current one included. */
  tricksLeft: number;
  /** Does the second of two Dullen beat the first (in the last trick, and in the others)? */
  secondBeats: { last: boolean; other: boolean };
  /** The seats whose card points are maximised. */
  team: readonly boolean[];
}

/** The card points `team` takes from here on with best play by both sides, and the searched nodes. */
export function solveEnding(e: Ending): { points: number; nodes: number } {
  const hands = e.hands.map((h) => h.slice());
  const trick = e.trick.slice();
  let nodes = 0;
  const next = (s: Seat): Seat => e.order[(e.order.indexOf(s) + 1) % e.order.length]!;

  const search = (turn: Seat, left: number, alpha: number, beta: number): number => {
    nodes++;
    if (left === 0) return 0;
    const maximise = e.team[turn]!;
    const moves = playable(hands[turn]!, trick, e.r);
    let best = maximise ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    for (const c of moves) {
      const hand = hands[turn]!;
      hand.splice(hand.indexOf(c), 1);
      trick.push({ seat: turn, card: c });
      let value: number;
      if (trick.length === e.order.length) {
        const done = trick.slice();
        const winner = trickWinner(done, e.r, left === 1 ? e.secondBeats.last : e.secondBeats.other);
        let pts = 0;
        for (const p of done) pts += pointsOf(p.card);
        trick.length = 0;
        value = (e.team[winner] ? pts : 0) + search(winner, left - 1, alpha - (e.team[winner] ? pts : 0), beta - (e.team[winner] ? pts : 0));
        trick.push(...done);
      } else value = search(next(turn), left, alpha, beta);
      trick.pop();
      hand.push(c);
      if (maximise) {
        if (value > best) best = value;
        if (best > alpha) alpha = best;
      } else {
        if (value < best) best = value;
        if (best < beta) beta = best;
      }
      if (alpha >= beta) break;
    }
    return best;
  };
  const points = search(e.turn, e.tricksLeft, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY);
  return { points, nodes };
}

/** The ending of a state in card play, the party of `seat` maximising. */
export function endingOf(state: DoppelkopfState, seat: Seat): Ending {
  const o = state.options;
  // The seat to play has not played to this trick: its cards are the tricks left, this one included.
  const total = state.hands[state.turn]!.length;
  const mine = partyOf(state, seat);
  return {
    hands: state.hands.map((h) => h.slice()),
    order: state.active,
    trick: state.trick.slice(),
    turn: state.turn,
    r: rankingOf(state),
    tricksLeft: total,
    secondBeats: { last: o.secondDulle === 'beats', other: o.secondDulle !== 'loses' },
    team: Array.from({ length: state.n }, (_, s) => state.active.includes(s) && partyOf(state, s) === mine),
  };
}

/**
 * Perfect-information Monte Carlo for the last `tricks` tricks: each legal
 * card is solved exactly on `samples` sampled deals (determinize.ts) and
 * the card with the most card points for the seat's party on average is
 * played. Card points, not the score: Ramsch, Null and an undecided
 * marriage are left to the search (null).
 */
export function endgameCard(view: DoppelkopfView, rng: Rng, tricks: number, samples: number): DoppelkopfAction | null {
  if (view.phase !== 'play' || view.seat === null || !view.awaiting.includes(view.seat)) return null;
  const c = view.contract;
  if (!c || c.kind === 'ramsch' || (c.kind === 'solo' && isNullSolo(c.solo)) || (c.kind === 'marriage' && c.clarifiedAfter === null)) return null;
  const hand = view.hand ?? [];
  const plays = view.legal.filter((a): a is Extract<DoppelkopfAction, { type: 'play' }> => a.type === 'play');
  if (hand.length > tricks || plays.length < 2) return null;
  const sample = sampler(view);
  const sums = plays.map(() => 0);
  for (let i = 0; i < samples; i++) {
    const world = sample(rng);
    const base = endingOf(world, view.seat);
    plays.forEach((a, k) => {
      const card = parseCard(a.card)!;
      const hands = base.hands.map((h) => h.slice());
      hands[view.seat!]!.splice(hands[view.seat!]!.indexOf(card), 1);
      const trick = [...base.trick, { seat: view.seat!, card }];
      if (trick.length === base.order.length) {
        const winner = trickWinner(trick, base.r, base.tricksLeft === 1 ? base.secondBeats.last : base.secondBeats.other);
        let pts = 0;
        for (const p of trick) pts += pointsOf(p.card);
        sums[k]! += (base.team[winner] ? pts : 0) + solveEnding({ ...base, hands, trick: [], turn: winner, tricksLeft: base.tricksLeft - 1 }).points;
      } else {
        const next = base.order[(base.order.indexOf(view.seat!) + 1) % base.order.length]!;
        sums[k]! += solveEnding({ ...base, hands, trick, turn: next }).points;
      }
    });
  }
  let best = 0;
  for (let k = 1; k < plays.length; k++) if (sums[k]! > sums[best]!) best = k;
  return plays[best]!;
}
