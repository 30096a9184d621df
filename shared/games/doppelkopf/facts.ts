import type { Level, Party } from './scoring';
import type { DoppelkopfState } from './state';

/* Facts of a game that the core and its scoring variants both read: a leaf, so no import cycle runs through them. */

/** A party's highest announcement so far (0: none). */
export function partyLevel(state: DoppelkopfState, party: Party): Level {
  return state.announcements.reduce((m, a) => (a.party === party && a.level > m ? a.level : m), 0 as Level);
}

/** The game's type as the record and `replay` name it. */
export function gameType(state: DoppelkopfState, solo: boolean): string {
  const c = state.contract!;
  if (c.kind === 'solo') return `solo${c.solo[0]!.toUpperCase()}${c.solo.slice(1)}`;
  if (c.kind === 'marriage') return solo ? 'marriageSolo' : c.last ? 'marriageLast' : 'marriage';
  if (c.kind === 'ramsch') return 'ramsch';
  if (c.kind === 'normal') return solo ? 'silentSolo' : 'normal';
  return c.kind;
}
