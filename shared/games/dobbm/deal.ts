import { RecordError } from '../../engine/errors';
import type { Deal, Seat } from '../../engine/game';
import { shuffled, type Rng } from '../../engine/rng';
import { cardName, DECK, DOBB_SIZE, HAND_SIZE, parseCard, type Card } from './cards';
import type { DobbmOptions } from './options';
import type { DobbmState } from './state';

/** A Dobbm deal in a record: `hands[i]` is seat i's hand (empty for the dealer sitting out at five) and `dobb` the four middle cards. */
export interface DobbmDeal extends Deal {
  dobb: string[];
}

const BATCH = 4;

export function begin(n: number, options: DobbmOptions): DobbmState {
  return {
    n, options, round: -1, phase: 'deal', dealer: 0, active: [], hands: [], dobb: [], discard: [], mussrunde: false,
    calls: [], declarer: null, contract: null, doubles: 0, asked: 0, turn: 0, trick: [], tricks: [],
    played: 0, mussPlayed: 0, mussrundeCalled: false, history: [], nextDealer: null,
  };
}

/** The four seats in play, clockwise from the dealer's left; with five the dealer has a holiday. */
export function activeSeats(n: number, dealer: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i <= 4; i++) out.push((dealer + i) % n);
  return out;
}

/** The first dealer is drawn; after that the last declarer deals (or the pass-out / Mußrunde rule decides). */
export function deal(state: DobbmState, rng: Rng): DobbmDeal {
  const dealer = state.nextDealer ?? rng.int(0, state.n - 1);
  const deck = shuffled(DECK, rng);
  const hands: Card[][] = Array.from({ length: state.n }, () => []);
  let next = 0;
  // In batches of four, clockwise from the dealer's left, until the four players hold eight each.
  for (let round = 0; round < HAND_SIZE / BATCH; round++) {
    for (const seat of activeSeats(state.n, dealer)) {
      hands[seat]!.push(...deck.slice(next, next + BATCH));
      next += BATCH;
    }
  }
  return { dealer, hands: hands.map((h) => h.map(cardName)), dobb: deck.slice(next, next + DOBB_SIZE).map(cardName) };
}

/** Whether the next deal belongs to the Mußrunde: `hands` hands are played, or the table called it. */
export function mussrundeDue(state: DobbmState): boolean {
  return state.played >= state.options.hands || state.mussrundeCalled;
}

/** Whether the session is over before `state`'s next deal. */
export function sessionOver(state: DobbmState): boolean {
  return mussrundeDue(state) && (!state.options.mussrunde || state.mussPlayed >= state.n);
}

/** Start a deal (own or from a record), checking it is a proper deal at this point of the session. */
export function startRound(state: DobbmState, deal: Deal): DobbmState {
  const { n } = state;
  const r = state.round + 1;
  if (state.phase !== 'deal') throw new RecordError(`round ${r}: the previous deal is not finished`);
  const dealer = deal.dealer;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n) {
    throw new RecordError(`round ${r}: dealer ${dealer} is not a seat of this ${n}-player table`);
  }
  if (state.nextDealer !== null && dealer !== state.nextDealer) {
    throw new RecordError(`round ${r}: seat ${state.nextDealer} deals (${dealerReason(state)}), not seat ${dealer}`);
  }
  if (!Array.isArray(deal.hands) || deal.hands.length !== n) {
    throw new RecordError(`round ${r}: ${n} players need ${n} hands, the record has ${deal.hands?.length ?? 0}`);
  }
  const rawDobb = (deal as Partial<DobbmDeal>).dobb;
  if (!Array.isArray(rawDobb) || rawDobb.length !== DOBB_SIZE) {
    throw new RecordError(`round ${r}: the deal needs "dobb", the ${DOBB_SIZE} cards face down in the middle`);
  }
  const active = activeSeats(n, dealer);
  const seen = new Map<Card, string>();
  const parse = (names: unknown[], where: string): Card[] =>
    names.map((name) => {
      const card = typeof name === 'string' ? parseCard(name) : undefined;
      if (card === undefined) throw new RecordError(`round ${r}: unknown card ${JSON.stringify(name)} in ${where}`);
      const before = seen.get(card);
      if (before !== undefined) throw new RecordError(`round ${r}: duplicate card "${name}" in ${before} and ${where}`);
      seen.set(card, where);
      return card;
    });
  const hands = deal.hands.map((hand, s) => {
    const size = active.includes(s) ? HAND_SIZE : 0;
    if (!Array.isArray(hand) || hand.length !== size) {
      throw new RecordError(
        `round ${r}: hand ${s} has ${Array.isArray(hand) ? hand.length : 0} cards, it needs ${size}${size === 0 ? ' (the dealer sits out at five)' : ''}`,
      );
    }
    return parse(hand, `hand ${s}`);
  });
  const dobb = parse(rawDobb, 'the Dobb');
  if (sessionOver(state)) throw new RecordError(`round ${r}: the session is over, no more deals`);
  const mussrunde = mussrundeDue(state);
  return {
    ...state, round: r, phase: 'bid', dealer, active, hands, dobb, discard: [], mussrunde, calls: [],
    declarer: null, contract: null, doubles: 0, asked: 0, turn: active[0]!, trick: [], tricks: [], nextDealer: null,
    // A passed-out deal had no tricks: the one before it keeps its last trick.
    finalTrick: state.tricks.length > 0 ? { round: state.round, trick: state.tricks[state.tricks.length - 1]! } : state.finalTrick ?? null,
  };
}

function dealerReason(state: DobbmState): string {
  const last = state.history[state.history.length - 1];
  if (!last) return 'the first dealer';
  if (last.mussrunde) return 'Mußrunde: the deal passes left';
  if (last.declarer !== null) return `the last declarer deals`;
  return state.n === 5 ? 'thrown in at five: the deal passes left' : 'thrown in at four: the same dealer deals again';
}
