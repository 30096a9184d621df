import { accept, refuse, type Outcome } from '../../engine/errors';
import type { Seat } from '../../engine/game';
import { cardName, CLUBS_QUEEN, KING, NINE, parseCard, rankOf, type Card } from './cards';
import { isTrump, ranking } from './order';
import { countOf } from './parties';
import {
  precedence, reservationOfSolo, soloOfReservation, type Contract, type DoppelkopfState, type Reservation,
} from './state';
import { startPlay, voidGame } from './play';
import { isNullSolo } from './options';

const normalRanking = (state: DoppelkopfState) => ranking('normal', state.options.dullen);
const trumpsIn = (state: DoppelkopfState, hand: readonly Card[]): Card[] => hand.filter((c) => isTrump(normalRanking(state), c));

/** The answers this hand allows, "healthy" first. */
export function legalReservations(state: DoppelkopfState, seat: Seat): Reservation[] {
  const o = state.options;
  const hand = state.hands[seat]!;
  const out: Reservation[] = ['healthy'];
  const pflicht = state.evening.pflicht === seat;
  const solos = pflicht ? o.solos.filter((s) => !isNullSolo(s)) : o.solos;
  // Pflichtsolo (Weimar I.3): a solo, Null does not count. Ramsch round: only solos besides "healthy".
  if (pflicht) return solos.map(reservationOfSolo);
  if (state.ramschGame) return [...out, ...solos.map(reservationOfSolo)];
  const marriage = o.marriage && countOf(hand, CLUBS_QUEEN) === 2;
  if (marriage) out.push('marriage');
  if (marriage && o.marriageLast) out.push('marriageLast');
  if (marriage && o.throwMarriage && trumpsIn(state, hand).length === 3) out.push('throwMarriage');
  if (o.poverty && trumpsIn(state, hand).length <= o.povertyMaxTrumps) out.push('poverty');
  if (o.throwNines && hand.filter((c) => rankOf(c) === NINE).length >= 5) out.push('throwNines');
  if (o.throwKings && hand.filter((c) => rankOf(c) === KING).length >= 5) out.push('throwKings');
  for (const s of solos) out.push(reservationOfSolo(s));
  return out;
}

/**
 * Why this hand may not say `r` (a kind the table plays), with what the
 * sentence is about (`why`: the kind; `held`/`max`: counts in the own hand),
 * so the first-game mode can say it in the reader's language. Null: the table does not play it.
 */
function whyNotReservation(state: DoppelkopfState, hand: readonly Card[], r: Reservation): { text: string; params: Record<string, string | number> } | null {
  const o = state.options;
  const trumps = trumpsIn(state, hand).length;
  const count = (rank: number) => hand.filter((c) => rankOf(c) === rank).length;
  switch (r) {
    case 'marriage': return o.marriage ? { text: 'a marriage needs both Clubs Queens', params: { why: r } } : null;
    case 'marriageLast': return o.marriage && o.marriageLast ? { text: 'a marriage needs both Clubs Queens', params: { why: 'marriage' } } : null;
    case 'throwMarriage': return o.marriage && o.throwMarriage ? { text: 'throwing in a marriage needs both Clubs Queens and three trumps in all', params: { why: r, held: trumps } } : null;
    case 'poverty': return o.poverty ? { text: `poverty needs at most ${o.povertyMaxTrumps} trumps`, params: { why: r, max: o.povertyMaxTrumps, held: trumps } } : null;
    case 'throwNines': return o.throwNines ? { text: 'throwing in needs five Nines', params: { why: r, held: count(NINE) } } : null;
    case 'throwKings': return o.throwKings ? { text: 'throwing in needs five Kings', params: { why: r, held: count(KING) } } : null;
    default: return null;
  }
}

/**
 * First-game mode: the reservations `seat` may not say now although the
 * table plays them, to be shown greyed with `apply`'s reason. Those the
 * options switch off are never offered, so never explained; at a Pflichtsolo
 * only the Null solos (the ones that look possible), in the Ramsch round the
 * special kinds it leaves out.
 */
export function reservationCandidates(state: DoppelkopfState, seat: Seat): Reservation[] {
  const o = state.options;
  if (state.evening.pflicht === seat) return o.solos.filter(isNullSolo).map(reservationOfSolo);
  const out: Reservation[] = [];
  if (o.marriage) out.push('marriage');
  if (o.marriage && o.marriageLast) out.push('marriageLast');
  if (o.marriage && o.throwMarriage) out.push('throwMarriage');
  if (o.poverty) out.push('poverty');
  if (o.throwNines) out.push('throwNines');
  if (o.throwKings) out.push('throwKings');
  return out;
}

const nextActive = (state: DoppelkopfState, seat: Seat): Seat =>
  state.active[(state.active.indexOf(seat) + 1) % state.active.length]!;

export function reserve(state: DoppelkopfState, seat: Seat, r: Reservation): Outcome<DoppelkopfState> {
  if (state.phase !== 'reserve') return refuse('reservations-done', 'Reservations were asked for before the first card; that is over.');
  if (seat !== state.turn) {
    return refuse('not-your-turn', `Reservations are asked in turn from the dealer's left: it is seat ${state.turn}'s turn, not seat ${seat}'s.`);
  }
  if (!legalReservations(state, seat).includes(r)) {
    if (state.evening.pflicht === seat) return refuse('pflichtsolo', `Seat ${seat} must play its Pflichtsolo now (Null does not count).`);
    // I.8: in the Ramsch round the hand does not matter; only "healthy" or a solo may be said.
    if (state.ramschGame && soloOfReservation(r) === null) {
      return refuse('ramsch-round', `"${r}" is not possible in the Ramsch round: it allows only "healthy" or a solo.`);
    }
    const not = whyNotReservation(state, state.hands[seat]!, r);
    return refuse('reservation-not-allowed', `"${r}" is not possible here: ${not?.text ?? 'this table does not play it'}.`, not?.params);
  }
  const reservations = state.reservations.slice();
  reservations[seat] = r;
  const next = { ...state, reservations };
  if (state.active.every((s) => reservations[s] !== null)) return accept(resolve(next));
  return accept({ ...next, turn: nextActive(state, seat) });
}

/** The highest reservation wins; among equal ones the seat asked first. */
function resolve(state: DoppelkopfState): DoppelkopfState {
  const o = state.options;
  // Weimar: the highest solo in the booklet's order is played (options.solos is that order).
  const rank = (r: Reservation): number => {
    const solo = soloOfReservation(r);
    return precedence(r) * 100 + (solo && o.soloOrder === 'highest' ? o.solos.indexOf(solo) + 1 : 0);
  };
  let best: Seat | null = null;
  for (const s of state.active) {
    const r = state.reservations[s]!;
    if (precedence(r) > 0 && (best === null || rank(r) > rank(state.reservations[best]!))) best = s;
  }
  if (best === null) return startPlay({ ...state, contract: state.ramschGame ? { kind: 'ramsch' } : { kind: 'normal' } });
  const r = state.reservations[best]!;
  const solo = soloOfReservation(r);
  if (solo) {
    const contract: Contract = { kind: 'solo', solo, soloist: best };
    return startPlay({ ...state, contract }, o.soloLead === 'soloist' ? best : undefined);
  }
  if (r === 'throwNines' || r === 'throwKings' || r === 'throwMarriage') return voidGame({ ...state, contract: { kind: 'void', reason: r, seat: best } });
  if (r === 'poverty' && o.povertyMarriageThrowIn && state.active.some((s) => state.reservations[s] === 'marriage' || state.reservations[s] === 'marriageLast')) {
    // Weimar I.4③: a marriage at the same time leaves no clear partner for the pushed cards: Einmischen.
    return voidGame({ ...state, contract: { kind: 'void', reason: 'povertyMarriage', seat: best } });
  }
  if (r === 'poverty') return { ...state, contract: { kind: 'poverty', seat: best, taker: null }, phase: 'povertyPass', turn: best };
  return startPlay({ ...state, contract: { kind: 'marriage', seat: best, partner: null, clarifiedAfter: null, ...(r === 'marriageLast' ? { last: true } : {}) } });
}

/** Take named cards out of a hand (a multiset); null if the hand does not hold them. */
function takeOut(hand: readonly Card[], names: readonly string[]): { rest: Card[]; cards: Card[] } | null {
  const rest = hand.slice();
  const cards: Card[] = [];
  for (const name of names) {
    const c = parseCard(name);
    const at = c === undefined ? -1 : rest.indexOf(c);
    if (at < 0) return null;
    rest.splice(at, 1);
    cards.push(c!);
  }
  return { rest, cards };
}

/** How many cards the poor player lays out. */
function passCount(state: DoppelkopfState, hand: readonly Card[]): number {
  const t = trumpsIn(state, hand).length;
  return state.options.povertyPass === 'three' ? Math.max(3, t) : t;
}

export function povertyPass(state: DoppelkopfState, seat: Seat, names: string[]): Outcome<DoppelkopfState> {
  if (state.phase !== 'povertyPass') return refuse('not-now', 'No poverty is being laid out now.');
  if (seat !== state.turn) return refuse('not-poor', `Only the poor player, seat ${state.turn}, lays out cards.`);
  const hand = state.hands[seat]!;
  const need = passCount(state, hand);
  const out = takeOut(hand, names);
  if (!out) return refuse('not-in-hand', `Seat ${seat} does not hold all of ${names.join(', ')}.`);
  const trumps = trumpsIn(state, hand).length;
  if (names.length !== need || trumpsIn(state, out.cards).length !== trumps) {
    const what = state.options.povertyPass === 'three' ? `three cards (${need} if more trumps) with all ${trumps} trumps among them` : `exactly the ${trumps} trumps`;
    return refuse('poverty-cards', `Poverty: lay out ${what}.`);
  }
  const hands = state.hands.slice();
  hands[seat] = out.rest;
  return accept({ ...state, hands, povertyCards: out.cards, phase: 'povertyOffer', turn: nextActive(state, seat) });
}

export function povertyAnswer(state: DoppelkopfState, seat: Seat, take: boolean): Outcome<DoppelkopfState> {
  if (state.phase !== 'povertyOffer') return refuse('not-now', 'No poverty is on offer now.');
  if (seat !== state.turn) return refuse('not-your-turn', `The poverty is offered to seat ${state.turn} now, not to seat ${seat}.`);
  const c = state.contract as Extract<Contract, { kind: 'poverty' }>;
  if (take) {
    const hands = state.hands.slice();
    hands[seat] = [...hands[seat]!, ...state.povertyCards];
    return accept({ ...state, hands, contract: { ...c, taker: seat }, phase: 'povertyReturn' });
  }
  const povertyDeclined = [...state.povertyDeclined, seat];
  const next = nextActive(state, seat);
  // Weimar I.4①②: only the player asked decides, to play or to throw in (Einmischen).
  if (next === c.seat || state.options.povertyTakers === 'first') return accept(voidGame({ ...state, povertyDeclined, contract: { kind: 'void', reason: 'povertyRefused', seat: c.seat } }));
  return accept({ ...state, povertyDeclined, turn: next });
}

export function povertyReturn(state: DoppelkopfState, seat: Seat, names: string[]): Outcome<DoppelkopfState> {
  if (state.phase !== 'povertyReturn') return refuse('not-now', 'Nothing is to be given back now.');
  if (seat !== state.turn) return refuse('not-taker', `Only the taker, seat ${state.turn}, gives cards back.`);
  const need = state.povertyCards.length;
  if (names.length !== need) return refuse('poverty-cards', `Poverty: give back as many cards as you took, ${need}.`);
  const out = takeOut(state.hands[seat]!, names);
  if (!out) return refuse('not-in-hand', `Seat ${seat} does not hold all of ${names.join(', ')}.`);
  const c = state.contract as Extract<Contract, { kind: 'poverty' }>;
  const hands = state.hands.slice();
  hands[seat] = out.rest;
  hands[c.seat] = [...hands[c.seat]!, ...out.cards];
  return accept(startPlay({ ...state, hands, povertyReturnedTrumps: trumpsIn(state, out.cards).length }));
}

/** Distinct k-card choices from a hand, as sorted name lists. */
function choices(pool: readonly Card[], k: number): string[][] {
  const sorted = pool.slice().sort((a, b) => a - b);
  const out = new Map<string, string[]>();
  const pick: Card[] = [];
  const walk = (from: number): void => {
    if (pick.length === k) {
      const names = pick.map(cardName);
      out.set(names.join(','), names);
      return;
    }
    for (let i = from; i <= sorted.length - (k - pick.length); i++) {
      if (i > from && sorted[i] === sorted[i - 1]) continue;
      pick.push(sorted[i]!);
      walk(i + 1);
      pick.pop();
    }
  };
  walk(0);
  return [...out.values()];
}

export function povertyPassChoices(state: DoppelkopfState): string[][] {
  const hand = state.hands[state.turn]!;
  const trumps = trumpsIn(state, hand);
  const plain = hand.filter((c) => !trumps.includes(c));
  return choices(plain, passCount(state, hand) - trumps.length).map((rest) => [...trumps.map(cardName), ...rest]);
}

export function povertyReturnChoices(state: DoppelkopfState): string[][] {
  return choices(state.hands[state.turn]!, state.povertyCards.length);
}
