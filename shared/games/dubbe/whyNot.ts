import type { Seat, Unplayable } from '../../engine/game';
import { refusalsOf } from '../../engine/whyNot';
import type { DubbeAction } from './actions';
import { cardName } from './cards';
import { apply } from './rules';
import type { DubbeState } from './state';

/** First-game mode: the cards in `seat`'s hand it may not play now, with `apply`'s reason (must-follow-suit). */
export function whyNot(state: DubbeState, seat: Seat): Unplayable<DubbeAction>[] {
  if (state.phase !== 'play' || state.turn !== seat) return [];
  return refusalsOf(apply, state, state.hands[seat]!.map((c): DubbeAction => ({ seat, type: 'play', card: cardName(c) })));
}
