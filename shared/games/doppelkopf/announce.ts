import { accept, refuse, type Outcome } from '../../engine/errors';
import type { Seat } from '../../engine/game';
import { handSize } from './cards';
import { ANNOUNCEMENTS, type AnnouncementName, type DoppelkopfAction } from './actions';
import { partyOf } from './parties';
import { partyLevel } from './facts';
import type { Level } from './scoring';
import type { DoppelkopfState } from './state';
import { isNullSolo } from './options';

const levelOf = (a: AnnouncementName): Level => (a === 're' || a === 'kontra' ? 1 : (ANNOUNCEMENTS.indexOf(a) as Level));
const SPOKEN: Record<AnnouncementName, string> = { re: 'Re', kontra: 'Kontra', no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', black: 'schwarz' };

/**
 * The fewest cards a player must still hold to make an announcement of
 * this level: Re/Kontra with 11 of 12 (before playing the second card),
 * each further step one card later. A marriage moves the deadlines back by
 * the tricks it took to find the partner. An answer (Kontra on Re, Re on
 * Kontra) may come as late as the other side's next step would have been.
 */
export function cardsNeeded(state: DoppelkopfState, seat: Seat, level: Level): number {
  const party = partyOf(state, seat)!;
  const size = handSize(state.options.withNines);
  const c = state.contract!;
  const shift = c.kind === 'marriage' ? c.clarifiedAfter ?? 0 : 0;
  let need = size - level;
  const opp = partyLevel(state, party === 're' ? 'kontra' : 're');
  if (level === 1 && opp >= 1) need = Math.min(need, size - (opp + 1));
  return need - shift;
}

/** Why `seat` may not announce `a` now, or null if it may. */
function refusal(state: DoppelkopfState, seat: Seat, a: AnnouncementName): ReturnType<typeof refuse> | null {
  if (state.phase !== 'play') return refuse('not-now', 'Announcements are made while the cards are played.');
  const c = state.contract!;
  if (c.kind === 'marriage' && c.clarifiedAfter === null) {
    return refuse('marriage-unclear', 'Marriage: no announcements until the partner is found (or the marriage becomes a solo).');
  }
  if (c.kind === 'ramsch') {
    // Weimar I.8③: Kontra is allowed in Ramsch; each player's own Kontra doubles.
    if (a !== 'kontra') return refuse('ramsch-kontra', 'In Ramsch everyone plays alone: only "Kontra" may be said.');
    if (state.announcements.some((x) => x.seat === seat)) return refuse('already-announced', `Seat ${seat} has already said Kontra.`);
    const need = handSize(state.options.withNines) - 1;
    if (state.hands[seat]!.length < need) return refuse('too-late', `Too late for "Kontra": it must be said while holding at least ${need} cards.`, { need, held: state.hands[seat]!.length });
    return null;
  }
  const party = partyOf(state, seat)!;
  if ((a === 're' && party !== 're') || (a === 'kontra' && party !== 'kontra')) {
    return refuse('wrong-party', `Seat ${seat} plays ${party === 're' ? 'Re' : 'Kontra'} and cannot say "${SPOKEN[a]}".`);
  }
  const level = levelOf(a);
  const have = partyLevel(state, party);
  if (level >= 2 && c.kind === 'solo' && isNullSolo(c.solo)) return refuse('null-no-stages', 'A Null game has no stages to announce; only Re and Kontra.');
  // Weimar I.5②: a stage needs the party's own Kontra (Re) said before.
  if (level >= 2 && state.options.stageNeedsKontra && have < 1) {
    return refuse('stage-needs-kontra', `"${SPOKEN[a]}" needs your party's own "${party === 're' ? 'Re' : 'Kontra'}" first.`);
  }
  if (have >= level) return refuse('already-announced', `"${SPOKEN[a]}" is already covered by your party's announcements.`);
  if (level === 1 && state.options.announceDeadlines === 'table5and13') return tableDeadline(state, party, a);
  const need = cardsNeeded(state, seat, level);
  const held = state.hands[seat]!.length;
  if (held < need) {
    return refuse('too-late', `Too late for "${SPOKEN[a]}": it must be said while holding at least ${need} cards; seat ${seat} holds ${held}.`, { need, held });
  }
  return null;
}

/**
 * "Re bis zur 5. Karte, Kontra bis zur 13.": Re may be said before the 5th
 * card of the game is played, Kontra (and Re as an answer to Kontra) before
 * the 13th; a marriage moves both back by four cards per trick it took.
 */
function tableDeadline(state: DoppelkopfState, party: 're' | 'kontra', a: AnnouncementName): ReturnType<typeof refuse> | null {
  const c = state.contract!;
  const shift = c.kind === 'marriage' ? (c.clarifiedAfter ?? 0) * 4 : 0;
  const answering = party === 're' && partyLevel(state, 'kontra') >= 1;
  const limit = (party === 're' && !answering ? 5 : 13) + shift;
  const played = state.tricks.length * 4 + state.trick.length;
  if (played >= limit) return refuse('too-late', `Too late for "${SPOKEN[a]}": at this table it must be said before card ${limit} of the game is played.`, { limit, played });
  return null;
}

export function announce(state: DoppelkopfState, seat: Seat, a: AnnouncementName): Outcome<DoppelkopfState> {
  const no = refusal(state, seat, a);
  if (no) return no;
  const party = partyOf(state, seat)!;
  return accept({ ...state, announcements: [...state.announcements, { seat, party, level: levelOf(a) }] });
}

/** Announcements open to `seat` now (at any time during play, not only on its turn). */
export function announcementActions(state: DoppelkopfState, seat: Seat): DoppelkopfAction[] {
  if (state.phase !== 'play' || !state.active.includes(seat)) return [];
  return ANNOUNCEMENTS.filter((a) => refusal(state, seat, a) === null).map((announcement) => ({ seat, type: 'announce', announcement }));
}
