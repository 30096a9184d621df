import type { Seat, Unplayable } from '../../engine/game';
import { refusalsOf } from '../../engine/whyNot';
import type { DoppelkopfAction } from './actions';
import { cardName } from './cards';
import { apply } from './rules';
import type { DoppelkopfState } from './state';

/** First-game mode: the cards in `seat`'s hand it may not play now, with `apply`'s reason (must-follow-suit, `suit` 'trump' or a plain suit). */
export function whyNot(state: DoppelkopfState, seat: Seat): Unplayable<DoppelkopfAction>[] {
  if (state.phase !== 'play' || state.turn !== seat) return [];
  const distinct = [...new Set(state.hands[seat]!)];
  return refusalsOf(apply, state, distinct.map((c): DoppelkopfAction => ({ seat, type: 'play', card: cardName(c) })));
}
