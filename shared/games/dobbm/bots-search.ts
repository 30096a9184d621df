import type { Seat } from '../../engine/game';
import { pick, type Rng } from '../../engine/rng';
import type { SearchAdapter } from '../../bots/types';
import { searchBot } from '../../bots/search-bot';
import { playOut } from '../../bots/ismcts';
import type { DobbmAction } from './actions';
import { cardName, type Card } from './cards';
import { BOT_DOUBLE_BELOW, bidByRule, easyBot, heuristicCard, heuristicDiscard, worthDouble, type PlaySituation } from './bots';
import { sampler } from './determinize';
import { cardPlayout } from './playout';
import { apply, doublingLimit, legalActions, playableCards, status } from './rules';
import type { DobbmState } from './state';
import type { DobbmView } from './view';

/**
 * This hand's payments per seat, relative to the others' average, in card
 * points (stake-free): what the search maximises. Payments are zero-sum, so
 * this is the seat's own payment times n/(n-1).
 */
export function handPayoff(state: DobbmState): number[] {
  const last = state.history[state.history.length - 1];
  if (!last || state.phase === 'bid' || state.phase === 'play' || state.phase === 'double' || state.phase === 'discard') {
    return new Array<number>(state.n).fill(0);
  }
  const pay = last.payments.map((p) => (p * 60) / state.options.stake);
  const sum = pay.reduce((a, b) => a + b, 0);
  const others = Math.max(1, state.n - 1);
  return pay.map((v) => v - (sum - v) / others);
}

/** The card rule of thumb's inputs, read from a (sampled) state: there every trick is known. */
export function situationFromState(state: DobbmState, seat: Seat): PlaySituation {
  const seen = new Set<Card>();
  for (const t of state.tricks) for (const p of t.cards) seen.add(p.card);
  for (const p of state.trick) seen.add(p.card);
  return {
    seat,
    declarer: state.declarer,
    players: state.active.length,
    hand: state.hands[seat]!,
    playable: playableCards(state, seat),
    trick: state.trick,
    seen,
  };
}

/** The easy bot's move, read straight from a (sampled) state: no view, no list of legal discards. */
export function ruleOfThumb(state: DobbmState, seat: Seat, rng: Rng): DobbmAction {
  const hand = state.hands[seat]!;
  switch (state.phase) {
    case 'bid': {
      const open = new Set<DobbmAction['type']>(state.mussrunde ? ['dob', 'solo'] : state.contract === null ? ['pass', 'dob', 'solo'] : ['pass', 'solo']);
      return { seat, type: bidByRule(hand, open) };
    }
    case 'discard':
      return { seat, type: 'discard', cards: heuristicDiscard(hand, state.options.heartSowCoversItself, rng).map(cardName) };
    case 'double': {
      const free = state.doubles < Math.min(BOT_DOUBLE_BELOW, doublingLimit(state));
      return { seat, type: free && worthDouble(hand, seat === state.declarer) ? 'double' : 'pass' };
    }
    default:
      return { seat, type: 'play', card: cardName(heuristicCard(situationFromState(state, seat))) };
  }
}

/**
 * Playouts follow the easy bot's rules of thumb, with some random cards so
 * they cover more than one line. Moves are read straight from the state
 * (no view is built), so a playout is cheap.
 */
export function heuristicRollout(randomShare: number) {
  return (state: DobbmState, seat: Seat, legal: DobbmAction[], rng: Rng): DobbmAction => {
    if (state.phase === 'play' && randomShare > 0 && rng.next() < randomShare) return pick(legal, rng);
    return ruleOfThumb(state, seat, rng);
  };
}

/**
 * `heuristicRollout(randomShare)` as a fast playout (`SearchAdapter.playout`):
 * the same cards and random draws, without the rules' checks per card
 * (playout.ts). Outside card play, step by step through the rules.
 */
export function fastPlayout(randomShare: number) {
  const stepwise = dobbmSearch(heuristicRollout(randomShare));
  return (state: DobbmState, rng: Rng): DobbmState =>
    state.phase === 'play' ? cardPlayout(state, randomShare, rng) : playOut(stepwise, state, rng);
}

const key = (a: DobbmAction): string =>
  a.type === 'play' ? a.card : a.type === 'discard' ? `discard:${a.cards.slice().sort().join(',')}` : a.type;

type Adapter = SearchAdapter<DobbmState, DobbmAction, DobbmView>;

export function dobbmSearch(rollout?: Adapter['rollout'], playout?: Adapter['playout']): Adapter {
  return {
    game: { apply, legalActions, status },
    determinize: sampler,
    utility: handPayoff,
    utilityScale: 40,
    rollout,
    ...(playout ? { playout } : {}),
    key,
  };
}

/**
 * Bidding, the discard and doubling by the easy bot's rules of thumb; only
 * the cards are searched. Searching the calls in the tree was weaker than
 * the rules (hard lost to easy): with a few hundred iterations the tree
 * tries a new random discard on almost every visit after "i dob", and the
 * doubling multiplies the noise. Weighing the bids by flat Monte Carlo with
 * rule-of-thumb playouts was no better than the rules either (see
 * docs/benchmarks.md).
 */
export function shortcut(v: DobbmView, rng: Rng): DobbmAction | null {
  if (v.phase !== 'play') return easyBot.decide(v, rng);
  return null;
}

/**
 * A casual player: looks ahead a little (15 iterations, half-random
 * playouts). At 120 iterations with 30 % random cards it played the cards as
 * well as `hard` (the card search gains little past a few dozen iterations), so
 * the two levels could not be told apart by duplicate play (docs/bots.md).
 */
export const mediumBot = searchBot('medium', dobbmSearch(heuristicRollout(0.5), fastPlayout(0.5)), { iterations: 15, thinkMs: 400, shortcut });

/** `hard`'s card search (its name in shared/games/search-adapters.ts: a search pool's threads rebuild it from there). */
export const hardAdapter = dobbmSearch(heuristicRollout(0.15), fastPlayout(0.15));

/** The adapters a search pool's thread may be asked to run (shared/bots/root-parallel.ts), by name. */
export const dobbmSearchAdapters = { 'dobbm/hard': hardAdapter };

/**
 * Searches more. The fixed iteration count keeps a seeded decision
 * reproducible; the time cap only bites on a busy machine. Where a search
 * pool is installed the 600 iterations are cut into threads + 1 shares
 * (root-parallel.ts). The cap is 750 ms like Doppelkopf's `hard`, so a whole
 * decision stays within a second (docs/bots.md, *Latency*).
 */
export const hardBot = searchBot('hard', hardAdapter, { iterations: 600, thinkMs: 750, shortcut, parallel: { name: 'dobbm/hard' } });
