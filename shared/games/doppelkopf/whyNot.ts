import type { Seat, Unplayable } from '../../engine/game';
import { refusalsOf } from '../../engine/whyNot';
import { ANNOUNCEMENTS, type DoppelkopfAction } from './actions';
import { cardName } from './cards';
import { reservationCandidates } from './reserve';
import { pigCandidates } from './pigs';
import { apply } from './rules';
import type { DoppelkopfState } from './state';

/**
 * First-game mode: the cards in `seat`'s hand it may not play now (must-follow-suit,
 * `suit` 'trump' or a plain suit), and the announcements it may not make now
 * (too late, a stage before the own Re/Kontra, …), with `apply`'s reasons. The
 * other party's call ("wrong-party") is left out: that button is never its own.
 * "Schweine" / "Hyperschweine" of a pair it holds or held, where the table says
 * them: why not now (not in this game, Hyperschweine before the Schweine, a
 * card of the pair played unsaid).
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
  // Schweine / Hyperschweine of a pair the seat holds or held: said already needs no reason.
  const pigs = refusalsOf(apply, state, pigCandidates(state, seat)).filter((u) => u.code !== 'already-announced');
  return [...cards, ...calls.filter((u) => u.code !== 'wrong-party'), ...pigs];
}
