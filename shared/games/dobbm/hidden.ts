import type { Seat } from '../../engine/game';
import { redistribute } from '../../engine/hidden';
import type { Rng } from '../../engine/rng';
import type { DobbmState } from './state';

/**
 * Game.swapHidden: the other seats' hands and the face-down cards in the
 * middle the viewer does not know (the Dobb until an ordinary game's
 * declarer picks it up; a discard, except for its declarer) redistributed.
 */
export function swapHidden(state: DobbmState, seat: Seat | null, rng: Rng): DobbmState {
  if (state.phase === 'deal' || state.phase === 'over') return state;
  const pickedUp = state.contract === 'dob' && state.phase !== 'bid';
  const middle = pickedUp ? state.discard : state.dobb;
  const middleHidden = !(pickedUp && seat === state.declarer);
  const holders = [...state.hands, middle];
  const hidden = holders.map((_, i) => i).filter((i) =>
    (i < state.n ? i !== seat && state.active.includes(i) : middleHidden) && holders[i]!.length > 0);
  if (hidden.length < 2) return state;
  const out = redistribute(holders, hidden, rng);
  const hands = out.slice(0, state.n);
  return pickedUp ? { ...state, hands, discard: out[state.n]! } : { ...state, hands, dobb: out[state.n]! };
}
