import type { Seat } from '../../engine/game';
import { pick, type Rng } from '../../engine/rng';
import type { SearchAdapter } from '../../bots/types';
import { searchBot } from '../../bots/search-bot';
import type { DobbmAction } from './actions';
import { BOT_DOUBLING_CAP, easyBot } from './bots';
import { sampler } from './determinize';
import { apply, legalActions, status } from './rules';
import type { DobbmState } from './state';
import { view, type DobbmView } from './view';

/** This hand's payments in card points (stake-free), per seat: what the search maximises. */
export function handPayoff(state: DobbmState): number[] {
  const last = state.history[state.history.length - 1];
  if (!last || state.phase === 'bid' || state.phase === 'play' || state.phase === 'double' || state.phase === 'discard') {
    return new Array<number>(state.n).fill(0);
  }
  return last.payments.map((p) => (p * 60) / state.options.stake);
}

/** Playouts follow the easy bot's rules of thumb, with some randomness so they cover more than one line. */
export function heuristicRollout(randomShare: number) {
  return (state: DobbmState, seat: Seat, legal: DobbmAction[], rng: Rng): DobbmAction => {
    if (state.phase === 'play' && rng.next() < randomShare) return pick(legal, rng);
    return easyBot.decide(view(state, seat), rng) ?? pick(legal, rng);
  };
}

const key = (a: DobbmAction): string =>
  a.type === 'play' ? a.card : a.type === 'discard' ? `discard:${a.cards.slice().sort().join(',')}` : a.type;

export function dobbmSearch(rollout?: SearchAdapter<DobbmState, DobbmAction, DobbmView>['rollout']): SearchAdapter<DobbmState, DobbmAction, DobbmView> {
  return {
    game: { apply, legalActions, status },
    determinize: sampler,
    utility: handPayoff,
    utilityScale: 60,
    rollout,
    key,
  };
}

/**
 * The discard has hundreds of choices: the rule of thumb decides it; so it
 * does past the bots' doubling cap. Bidding, doubling and play are searched.
 */
function shortcut(v: DobbmView, rng: Rng): DobbmAction | null {
  if (v.phase === 'discard') return easyBot.decide(v, rng);
  if (v.phase === 'double' && v.doubles >= BOT_DOUBLING_CAP) return v.legal.find((a) => a.type === 'pass') ?? null;
  return null;
}

/** Searches a little, with heuristic playouts. */
export const mediumBot = searchBot('medium', dobbmSearch(heuristicRollout(0.3)), { iterations: 120, thinkMs: 400, shortcut });

/** Searches more. The fixed iteration count keeps a seeded decision reproducible; the time cap only bites on a busy machine. */
export const hardBot = searchBot('hard', dobbmSearch(heuristicRollout(0.15)), { iterations: 600, thinkMs: 1500, shortcut });
