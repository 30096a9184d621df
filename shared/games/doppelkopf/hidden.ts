import type { Seat } from '../../engine/game';
import { redistribute, replaceCards } from '../../engine/hidden';
import type { Rng } from '../../engine/rng';
import type { DoppelkopfState } from './state';

/**
 * Game.swapHidden: the hands of the other players in the game redistributed
 * (an Ouvert-Null soloist's open hand excepted), the hands "as dealt" kept in
 * line. Only while reservations are asked or cards are played: in the poverty
 * exchange the cards passed are known to those who passed them.
 */
export function swapHidden(state: DoppelkopfState, seat: Seat | null, rng: Rng): DoppelkopfState {
  if (state.phase !== 'reserve' && state.phase !== 'play') return state;
  const c = state.contract;
  const open = c?.kind === 'solo' && c.solo.endsWith('Ouvert') && state.phase === 'play' ? c.soloist : null;
  // A poverty game: the poor player and the taker know the cards that went between them.
  if (c?.kind === 'poverty') return state;
  const hidden = state.active.filter((s) => s !== seat && s !== open);
  if (hidden.length < 2) return state;
  const hands = redistribute(state.hands, hidden, rng);
  const dealt = state.dealt.map((d, s) => (hidden.includes(s) ? replaceCards(d, state.hands[s]!, hands[s]!) : d.slice()));
  return { ...state, hands, dealt };
}
