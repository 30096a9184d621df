import type { Seat, Unplayable } from '../../engine/game';
import { refusalsOf } from '../../engine/whyNot';
import type { DobbmAction } from './actions';
import { cardName } from './cards';
import { apply } from './rules';
import type { DobbmState } from './state';

/**
 * First-game mode, with `apply`'s reasons: in play the cards in `seat`'s hand
 * it may not play now (must-follow-suit, must-trump); in the bidding the calls
 * it may not say ("i dob" after a bid, "weiter" in the Mußrunde); in the
 * doubling a double over the table's limit. The laying away is explained by
 * its own panel (the Sau rule is always shown there), so nothing here.
 */
export function whyNot(state: DobbmState, seat: Seat): Unplayable<DobbmAction>[] {
  if (state.turn !== seat) return [];
  switch (state.phase) {
    case 'bid': return refusalsOf(apply, state, (['pass', 'dob', 'solo'] as const).map((type): DobbmAction => ({ seat, type })));
    case 'double': return refusalsOf(apply, state, (['pass', 'double'] as const).map((type): DobbmAction => ({ seat, type })));
    case 'play': return refusalsOf(apply, state, state.hands[seat]!.map((c): DobbmAction => ({ seat, type: 'play', card: cardName(c) })));
    default: return [];
  }
}
