import type { Seat } from '../../engine/game';
import { pick, type Rng } from '../../engine/rng';
import type { SearchAdapter } from '../../bots/types';
import type { DubbeAction } from './actions';
import { cardName } from './cards';
import { heuristicCard } from './bots-heuristic';
import { sampler } from './determinize';
import { apply, legalActions, playableCards, status } from './rules';
import type { DubbeState } from './state';
import type { DubbeView } from './view';

/** Each seat's net points this round, relative to the others' average: what the search maximises. */
export function roundPayoff(state: DubbeState): number[] {
  const { plus, minus } = state.roundScore;
  const net = plus.map((p, s) => p - minus[s]!);
  const sum = net.reduce((a, b) => a + b, 0);
  const others = Math.max(1, state.n - 1);
  return net.map((v) => v - (sum - v) / others);
}

/** Playouts follow the quick heuristic, with some randomness so they cover more than one line. */
export function heuristicRollout(randomShare: number) {
  return (state: DubbeState, seat: Seat, legal: DubbeAction[], rng: Rng): DubbeAction => {
    if (state.phase !== 'play' || rng.next() < randomShare) return pick(legal, rng);
    const playable = playableCards(state, seat);
    const card = heuristicCard({ n: state.n, seat, characters: state.characters, trick: state.trick, playable }, rng);
    return { seat, type: 'play', card: cardName(card) };
  };
}

const actionKey = (a: DubbeAction): string =>
  a.type === 'play' ? a.card : a.type === 'declareTrump' ? `trump:${a.suit}` : a.type;

/** Dubbe for the generic search: sampled hands, round payoff, optional heuristic playouts. */
export function dubbeSearch(rollout?: SearchAdapter<DubbeState, DubbeAction, DubbeView>['rollout']): SearchAdapter<DubbeState, DubbeAction, DubbeView> {
  return {
    game: { apply, legalActions, status },
    determinize: sampler,
    utility: roundPayoff,
    utilityScale: 8,
    rollout,
    key: actionKey,
  };
}

/** `hard`'s search (its name in shared/games/search-adapters.ts: a search pool's threads rebuild it from there). */
export const hardAdapter = dubbeSearch(heuristicRollout(0.2));

/** The adapters a search pool's thread may be asked to run (shared/bots/root-parallel.ts), by name. */
export const dubbeSearchAdapters = { 'dubbe/hard': hardAdapter };
