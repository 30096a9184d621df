import type { Seat } from '../../engine/game';
import { redistribute } from '../../engine/hidden';
import type { Rng } from '../../engine/rng';
import type { DubbeState } from './state';

/** Game.swapHidden: the other seats' hands and the face-down dummy (two players) redistributed. */
export function swapHidden(state: DubbeState, seat: Seat | null, rng: Rng): DubbeState {
  if (state.phase === 'deal' || state.phase === 'over') return state;
  const holders = [...state.hands, state.dummy];
  const hidden = holders.map((_, i) => i).filter((i) => i !== seat && holders[i]!.length > 0);
  if (hidden.length < 2) return state;
  const out = redistribute(holders, hidden, rng);
  return { ...state, hands: out.slice(0, state.hands.length), dummy: out[state.hands.length]! };
}
