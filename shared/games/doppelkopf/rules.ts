import { RecordError, refuse, type Outcome } from '../../engine/errors';
import type { Deal, Seat, Status } from '../../engine/game';
import { shuffled, type Rng } from '../../engine/rng';
import { cardName, deck, handSize, NINE, parseCard, rankOf, type Card } from './cards';
import type { DoppelkopfAction } from './actions';
import { announce, announcementActions } from './announce';
import type { DoppelkopfOptions } from './options';
import { play, playableCards } from './play';
import { legalReservations, povertyAnswer, povertyPass, povertyPassChoices, povertyReturn, povertyReturnChoices, reserve } from './reserve';
import type { DoppelkopfState } from './state';
import { eveningEvent, joker, jokerActions } from './weimar/evening';
import { pigActions, sayPigs } from './pigs';
import { genscherActions, genschern } from './genscher';

export function begin(n: number, options: DoppelkopfOptions): DoppelkopfState {
  return {
    n, options, round: -1, phase: 'deal', dealer: 0, active: [], hands: [], dealt: [], reservations: [],
    contract: null, povertyCards: [], povertyDeclined: [], povertyReturnedTrumps: null, turn: 0, trick: [], tricks: [],
    announcements: [], gamesPlayed: 0, history: [], bock: [], ramschGame: false,
    evening: {
      jokers: new Array<number>(n).fill(options.jokers), freeJokers: options.freeJokers, lastFreeJoker: null, jokerThisGame: null,
      mealBreaks: 0, ramschLeft: 0, closing: false, solos: new Array<number>(n).fill(0), pflicht: null,
    },
  };
}

/**
 * Four play each game, from the dealer's left. At five the dealer sits out;
 * at six the dealer and the player opposite (three seats on) sit out, as
 * is usual at six-player tables, so the sitting pair changes every deal.
 */
export function activeSeats(n: number, dealer: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; out.length < 4; i++) {
    const s = (dealer + i) % n;
    if (n === 4 || (s !== dealer && !(n === 6 && s === (dealer + 3) % n))) out.push(s);
  }
  return out;
}

/** The dealer of the next deal: a thrown-in deal is dealt again by the same dealer. */
function nextDealer(state: DoppelkopfState): Seat {
  return state.contract?.kind === 'void' ? state.dealer : (state.dealer + 1) % state.n;
}

/** First dealer drawn at random; afterwards the deal moves one seat left. */
export function deal(state: DoppelkopfState, rng: Rng): Deal {
  const dealer = state.round < 0 ? rng.int(0, state.n - 1) : nextDealer(state);
  const cards = shuffled(deck(state.options.withNines), rng);
  const size = handSize(state.options.withNines);
  const active = activeSeats(state.n, dealer);
  const hands: string[][] = Array.from({ length: state.n }, () => []);
  active.forEach((seat, i) => { hands[seat] = cards.slice(i * size, (i + 1) * size).map(cardName); });
  return { dealer, hands };
}

/** Start a round from a deal, checking it is a proper deal for this table. */
export function startRound(state: DoppelkopfState, deal: Deal): DoppelkopfState {
  const { n, options } = state;
  const r = state.round + 1;
  if (state.phase !== 'deal') throw new RecordError(`round ${r}: the previous round is not finished`);
  const dealer = deal.dealer;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n) {
    throw new RecordError(`round ${r}: dealer ${dealer} is not a seat of this ${n}-player table`);
  }
  if (state.round >= 0 && dealer !== nextDealer(state)) {
    const why = state.contract?.kind === 'void' ? 'the last deal was thrown in, so the same dealer deals again' : 'left of the last dealer';
    throw new RecordError(`round ${r}: the dealer must be seat ${nextDealer(state)} (${why}), not ${dealer}`);
  }
  if (!Array.isArray(deal.hands) || deal.hands.length !== n) {
    throw new RecordError(`round ${r}: ${n} players need ${n} hands${n > 4 ? ' (empty for those sitting out)' : ''}, the record has ${deal.hands?.length ?? 0}`);
  }
  const size = handSize(options.withNines);
  const active = activeSeats(n, dealer);
  const counts = new Array<number>(24).fill(0);
  const hands: Card[][] = deal.hands.map((hand, h) => {
    const want = active.includes(h) ? size : 0;
    if (!Array.isArray(hand) || hand.length !== want) {
      throw new RecordError(`round ${r}: hand ${h} has ${hand?.length ?? 0} cards, it must have ${want}${want === 0 ? ' (it sits out this game)' : ''}`);
    }
    return hand.map((name) => {
      const card = parseCard(name);
      if (card === undefined) throw new RecordError(`round ${r}: unknown card "${name}" in hand ${h}`);
      if (!options.withNines && rankOf(card) === NINE) throw new RecordError(`round ${r}: "${name}" in hand ${h}, but this table plays without Nines`);
      if (++counts[card]! > 2) throw new RecordError(`round ${r}: "${name}" appears more than twice`);
      return card;
    });
  });
  const pflicht = pflichtSeat(state, active);
  return {
    ...state,
    evening: { ...state.evening, pflicht, jokerThisGame: null },
    ramschGame: state.evening.ramschLeft > 0 && pflicht === null,
    round: r,
    phase: 'reserve',
    dealer,
    active,
    hands,
    dealt: hands,
    reservations: new Array(n).fill(null),
    contract: null,
    povertyCards: [],
    povertyDeclined: [],
    povertyReturnedTrumps: null,
    turn: active[0]!,
    trick: [],
    tricks: [],
    announcements: [],
    pigs: null,
    genscher: null,
    // A thrown-in deal had no tricks: the one before it keeps its last trick.
    finalTrick: state.tricks.length > 0 ? { round: state.round, trick: state.tricks[state.tricks.length - 1]! } : state.finalTrick ?? null,
  };
}

/** I.3④: after closing time (and the Ramsch round), the active seat with the fewest solos so far, ties in playing order from the dealer's left. */
function pflichtSeat(state: DoppelkopfState, active: readonly Seat[]): Seat | null {
  const e = state.evening;
  // The Ramsch round is played whole first (I.8②); the Pflichtsolos follow it.
  if (!e.closing || state.options.pflichtSolos === 0 || e.ramschLeft > 0) return null;
  const due = active.filter((s) => e.solos[s]! < state.options.pflichtSolos);
  if (due.length === 0) return null;
  return due.reduce((best, s) => (e.solos[s]! < e.solos[best]! ? s : best));
}

export function status(state: DoppelkopfState): Status {
  switch (state.phase) {
    case 'deal': return { phase: 'roundOver', awaiting: [] };
    case 'over': return { phase: 'gameOver', awaiting: [] };
    default: {
      const optional = jokerSeats(state);
      return optional.length ? { phase: 'play', awaiting: [state.turn], optional } : { phase: 'play', awaiting: [state.turn] };
    }
  }
}

/** Weimar: before the first card, the seats that could take the lead with a joker (cheap test first: status is hot). */
function jokerSeats(state: DoppelkopfState): Seat[] {
  if (state.phase !== 'play' || state.tricks.length > 0 || state.trick.length > 0 || state.evening.jokerThisGame !== null) return [];
  if (state.options.jokers === 0 && state.options.freeJokers === 0) return [];
  return state.active.filter((s) => s !== state.turn && jokerActions(state, s).length > 0);
}

export function legalActions(state: DoppelkopfState, seat: Seat): DoppelkopfAction[] {
  const mine = state.turn === seat;
  switch (state.phase) {
    case 'reserve':
      return mine ? legalReservations(state, seat).map((reservation) => ({ seat, type: 'reserve', reservation })) : [];
    case 'povertyPass':
      return mine ? povertyPassChoices(state).map((cards) => ({ seat, type: 'povertyPass', cards })) : [];
    case 'povertyOffer':
      return mine ? [true, false].map((a) => ({ seat, type: 'povertyAnswer', accept: a })) : [];
    case 'povertyReturn':
      return mine ? povertyReturnChoices(state).map((cards) => ({ seat, type: 'povertyReturn', cards })) : [];
    case 'play':
      return [
        ...playableCards(state, seat).map((card): DoppelkopfAction => ({ seat, type: 'play', card: cardName(card) })),
        ...announcementActions(state, seat),
        ...jokerActions(state, seat),
        ...pigActions(state, seat),
        ...genscherActions(state, seat),
      ];
    default:
      return [];
  }
}

export function apply(state: DoppelkopfState, action: DoppelkopfAction): Outcome<DoppelkopfState> {
  const { seat } = action;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.n) {
    return refuse('no-such-seat', `There is no seat ${seat} at this ${state.n}-player table.`);
  }
  if (state.phase === 'deal') return refuse('round-over', 'The game is over; the next one has not been dealt yet.');
  if (state.phase === 'over') return refuse('match-over', 'All games of this match have been played.');
  if (action.type === 'evening') return eveningEvent(state, action.event);
  if (!state.active.includes(seat)) {
    return refuse('sitting-out', seat === state.dealer ? `Seat ${seat} deals this game and sits it out.` : `Seat ${seat} sits this game out.`);
  }
  switch (action.type) {
    case 'reserve': return reserve(state, seat, action.reservation);
    case 'povertyPass': return povertyPass(state, seat, action.cards);
    case 'povertyAnswer': return povertyAnswer(state, seat, action.accept);
    case 'povertyReturn': return povertyReturn(state, seat, action.cards);
    case 'announce': return announce(state, seat, action.announcement);
    case 'play': return play(state, seat, action.card);
    case 'joker': return joker(state, seat, action.free);
    case 'pigs': return sayPigs(state, seat, action.pig);
    case 'genscher': return genschern(state, seat, action.partner);
    default:
      return refuse('unknown-action', `Doppelkopf has no action "${(action as { type: string }).type}".`);
  }
}

