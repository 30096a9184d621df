import type { Seat, Unplayable } from '../../engine/game';
import { refusalsOf } from '../../engine/whyNot';
import { ANNOUNCEMENTS, type DoppelkopfAction } from './actions';
import { cardName } from './cards';
import { reservationCandidates } from './reserve';
import { apply } from './rules';
import type { DoppelkopfState } from './state';

/**
 * First-game mode: the cards in `seat`'s hand it may not play now (must-follow-suit,
 * `suit` 'trump' or a plain suit), and the announcements it may not make now
 * (too late, a stage before the own Re/Kontra, …), with `apply`'s reasons. The
 * other party's call ("wrong-party") is left out: that button is never its own.
 * Before the cards: the reservations the table plays that this hand may not say
 * (a marriage without both Clubs Queens, …; `reservationCandidates`).
 */
export function whyNot(state: DoppelkopfState, seat: Seat): Unplayable<DoppelkopfAction>[] {
  if (state.turn !== seat) return [];
  if (state.phase === 'reserve') {
    return refusalsOf(apply, state, reservationCandidates(state, seat).map((reservation): DoppelkopfAction => ({ seat, type: 'reserve', reservation })));
  }
  if (state.phase !== 'play') return [];
  const distinct = [...new Set(state.hands[seat]!)];
  const cards = refusalsOf(apply, state, distinct.map((c): DoppelkopfAction => ({ seat, type: 'play', card: cardName(c) })));
  const calls = refusalsOf(apply, state, ANNOUNCEMENTS.map((announcement): DoppelkopfAction => ({ seat, type: 'announce', announcement })));
  return [...cards, ...calls.filter((u) => u.code !== 'wrong-party')];
}
