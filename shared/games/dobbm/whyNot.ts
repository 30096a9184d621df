import type { Seat, Unplayable } from '../../engine/game';
import { refusalsOf } from '../../engine/whyNot';
import type { DobbmAction } from './actions';
import { cardName } from './cards';
import { apply } from './rules';
import type { DobbmState } from './state';

/** First-game mode: the cards in `seat`'s hand it may not play now, with `apply`'s reason (must-follow-suit, must-trump). */
export function whyNot(state: DobbmState, seat: Seat): Unplayable<DobbmAction>[] {
  if (state.phase !== 'play' || state.turn !== seat) return [];
  return refusalsOf(apply, state, state.hands[seat]!.map((c): DobbmAction => ({ seat, type: 'play', card: cardName(c) })));
}
