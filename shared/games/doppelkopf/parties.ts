import type { Seat } from '../../engine/game';
import { CLUBS_QUEEN, type Card } from './cards';
import { raisedCards, ranking, trumpMode, type Ranking, type TrumpMode } from './order';
import type { DoppelkopfState } from './state';
import type { Party } from './scoring';

export const countOf = (cards: readonly Card[], card: Card): number => cards.filter((c) => c === card).length;

export function modeOf(state: DoppelkopfState): TrumpMode {
  const c = state.contract;
  return trumpMode(c && c.kind === 'solo' ? c.solo : null, state.options.suitSolo);
}

/** The card order of the game in play, Schweine and Hyperschweine included once they count (pigs.ts). */
export const rankingOf = (state: DoppelkopfState): Ranking =>
  ranking(modeOf(state), state.options.dullen, raisedCards(state.pigs, state.options.hyperschweine));

/** The seat that holds both Clubs Queens in a normal game without reservation: a silent solo. */
export function silentSoloist(state: DoppelkopfState): Seat | null {
  if (state.contract?.kind !== 'normal') return null;
  const s = state.active.find((seat) => countOf(state.dealt[seat]!, CLUBS_QUEEN) === 2);
  return s ?? null;
}

/** The true party of an active seat (null for the dealer sitting out or before the game is fixed). */
export function partyOf(state: DoppelkopfState, seat: Seat): Party | null {
  const c = state.contract;
  if (!c || !state.active.includes(seat)) return null;
  // A Genscher (genscher.ts): the Genscher and the partner named play as `team` from then on, the other two as the other party.
  const g = state.genscher;
  if (g) return (seat === g.seat || seat === g.partner) === (g.team === 're') ? 're' : 'kontra';
  switch (c.kind) {
    case 'solo': return seat === c.soloist ? 're' : 'kontra';
    case 'marriage': return seat === c.seat || seat === c.partner ? 're' : 'kontra';
    case 'poverty': return seat === c.seat || seat === c.taker ? 're' : 'kontra';
    case 'normal': return state.dealt[seat]!.includes(CLUBS_QUEEN) ? 're' : 'kontra';
    // Ramsch: everyone alone; announcements and scoring treat each seat by itself.
    case 'ramsch': return 'kontra';
    default: return null;
  }
}

/** Solo scoring: a declared solo, a silent solo, or a marriage that found no partner. */
export function isSoloGame(state: DoppelkopfState): boolean {
  const c = state.contract;
  if (!c) return false;
  if (c.kind === 'solo') return true;
  // A Genscher makes any game two against two, a silent solo too.
  if (state.genscher) return false;
  if (c.kind === 'marriage') return c.clarifiedAfter !== null && c.partner === null;
  return silentSoloist(state) !== null;
}

/**
 * The parties everybody can know from the table: declared games, Clubs
 * Queens played, announcements, and the rest once one side is complete.
 * `observer` adds what that seat knows from its own hand.
 */
export function knownParties(state: DoppelkopfState, observer: Seat | null): (Party | null)[] {
  const known: (Party | null)[] = new Array<Party | null>(state.n).fill(null);
  const c = state.contract;
  if (!c || c.kind === 'void' || c.kind === 'ramsch' || state.phase === 'reserve') return known;
  const set = (seat: Seat, p: Party): void => { known[seat] = p; };
  // The Genscher's choice is public at once: everybody knows both parties.
  if (state.genscher) {
    for (const s of state.active) set(s, partyOf(state, s)!);
    return known;
  }
  if (c.kind === 'solo' || c.kind === 'poverty' || (c.kind === 'marriage' && c.clarifiedAfter !== null)) {
    for (const s of state.active) set(s, partyOf(state, s)!);
    if (c.kind === 'poverty' && c.taker === null) known.fill(null);
    return known;
  }
  if (c.kind === 'marriage') {
    set(c.seat, 're');
    return known;
  }
  // Normal game: Re shows itself by a Clubs Queen or an announcement.
  const queensPlayed = new Map<Seat, number>();
  const plays = [...state.tricks.flatMap((t) => t.cards), ...state.trick];
  for (const p of plays) if (p.card === CLUBS_QUEEN) queensPlayed.set(p.seat, (queensPlayed.get(p.seat) ?? 0) + 1);
  for (const [seat] of queensPlayed) set(seat, 're');
  for (const a of state.announcements) set(a.seat, a.party);
  if (observer !== null && state.active.includes(observer)) set(observer, partyOf(state, observer)!);
  const soloShown = [...queensPlayed.values()].some((k) => k === 2)
    || (observer !== null && countOf(state.dealt[observer] ?? [], CLUBS_QUEEN) === 2);
  completeParties(known, state.active, soloShown);
  return known;
}

/**
 * A normal game's parties completed from those known (in place): two Re
 * known, or one seat shown to hold both Clubs Queens, make the rest Kontra;
 * three Kontra make the rest Re. (Also kept up card by card in playouts,
 * playout.ts.)
 */
export function completeParties(known: (Party | null)[], active: readonly Seat[], soloShown: boolean): void {
  const re = active.filter((s) => known[s] === 're').length;
  const kontra = active.filter((s) => known[s] === 'kontra').length;
  if (re === 2 || soloShown) for (const s of active) known[s] ??= 'kontra';
  // Two known Kontra do not make the other two Re: one of them may hold both Queens (a silent solo).
  if (kontra === 3) for (const s of active) known[s] ??= 're';
}
