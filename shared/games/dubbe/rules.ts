import { atSeat, copyLine, type ExplainLine } from '../../engine/explain';
import { accept, RecordError, refuse, type Outcome } from '../../engine/errors';
import type { Deal, Seat, Status } from '../../engine/game';
import { shuffled, type Rng } from '../../engine/rng';
import {
  cardName, deckFor, HAND_SIZE, handCount, maxValue, parseCard, suitIndex, suitOf, SUITS, TRICKS_PER_ROUND, valueOf,
  type Card, type Suit,
} from './cards';
import type { DubbeOptions } from './options';
import {
  AAGEWWER, CHARACTER_SIGN, CHARACTERS, JAMMERLABBE, JO_LOSSEN, JO_LOSSEN_VALUE,
  type CharacterState, type CompletedTrick, type DubbeState, type PlayedCard, type RoundScore, update,
} from './state';
import type { DubbeAction } from './actions';

const zeros = (n: number): number[] => new Array<number>(n).fill(0);
const noCharacters = (): CharacterState[] => CHARACTERS.map(() => ({ suit: null, die: 0, owner: null }));

export function begin(n: number, options: DubbeOptions): DubbeState {
  return {
    n, options, round: -1, phase: 'deal', dealer: 0, hands: [], dummy: [], turn: 0, trick: [], tricks: [],
    characters: noCharacters(), blackDie: null, roundScore: { plus: zeros(n), minus: zeros(n) }, history: [],
    lastRound: null,
  };
}

/** First dealer drawn at random; afterwards the deal moves one seat left. */
export function deal(state: DubbeState, rng: Rng): Deal {
  const dealer = state.round < 0 ? rng.int(0, state.n - 1) : (state.dealer + 1) % state.n;
  const deck = shuffled(deckFor(state.n), rng);
  const hands: string[][] = [];
  for (let h = 0; h < handCount(state.n); h++) {
    hands.push(deck.slice(h * HAND_SIZE, (h + 1) * HAND_SIZE).map(cardName));
  }
  return { dealer, hands };
}

/** Start a round from a deal, checking it is a proper deal for this table. */
export function startRound(state: DubbeState, deal: Deal): DubbeState {
  const { n } = state;
  const r = state.round + 1;
  if (state.phase !== 'deal') throw new RecordError(`round ${r}: the previous round is not finished`);
  const dealer = deal.dealer;
  if (!Number.isInteger(dealer) || dealer < 0 || dealer >= n) {
    throw new RecordError(`round ${r}: dealer ${dealer} is not a seat of this ${n}-player table`);
  }
  if (state.round >= 0 && dealer !== (state.dealer + 1) % n) {
    throw new RecordError(`round ${r}: the dealer must be seat ${(state.dealer + 1) % n}, left of the last dealer, not ${dealer}`);
  }
  const expectedHands = handCount(n);
  if (!Array.isArray(deal.hands) || deal.hands.length !== expectedHands) {
    throw new RecordError(
      `round ${r}: ${n} players need ${expectedHands} hands${n === 2 ? ' (two and the dummy)' : ''}, the record has ${deal.hands?.length ?? 0}`,
    );
  }
  const top = maxValue(n);
  const seen = new Map<Card, number>();
  const hands: Card[][] = deal.hands.map((hand, h) => {
    if (hand.length !== HAND_SIZE) throw new RecordError(`round ${r}: hand ${h} has ${hand.length} cards, every hand has ${HAND_SIZE}`);
    return hand.map((name) => {
      const card = parseCard(name);
      if (card === undefined) throw new RecordError(`round ${r}: unknown card "${name}" in hand ${h}`);
      if (valueOf(card) > top) {
        throw new RecordError(`round ${r}: card "${name}" in hand ${h} is not in the ${n}-player deck (values 1..${top})`);
      }
      const before = seen.get(card);
      if (before !== undefined) throw new RecordError(`round ${r}: duplicate card "${name}" in hands ${before} and ${h}`);
      seen.set(card, h);
      return card;
    });
  });
  return update(state, {
    round: r,
    phase: 'trump',
    dealer,
    hands: hands.slice(0, n),
    dummy: n === 2 ? hands[2]! : [],
    turn: (dealer + 1) % n,
    trick: [],
    tricks: [],
    characters: noCharacters(),
    blackDie: null,
    roundScore: { plus: zeros(n), minus: zeros(n) },
  });
}

export function status(state: DubbeState): Status {
  switch (state.phase) {
    case 'deal': return { phase: 'roundOver', awaiting: [] };
    case 'over': return { phase: 'gameOver', awaiting: [] };
    case 'collect': return { phase: 'play', awaiting: [state.characters[JAMMERLABBE]!.owner!] };
    default: return { phase: 'play', awaiting: [state.turn] };
  }
}

export const trumpSuit = (state: DubbeState): Suit | null => state.characters[AAGEWWER]!.suit;

/** The seat whose card may ignore the led suit: Jo Lossen's owner, except in his own suit. */
function isExempt(state: DubbeState, seat: Seat, led: Suit): boolean {
  const jo = state.characters[JO_LOSSEN]!;
  return jo.owner === seat && jo.suit !== led;
}

/** The cards `seat` may play now (empty if it is not their turn to play). */
export function playableCards(state: DubbeState, seat: Seat): Card[] {
  if (state.phase !== 'play' || state.turn !== seat) return [];
  const hand = state.hands[seat]!;
  if (state.trick.length === 0) return hand.slice();
  const led = suitOf(state.trick[0]!.card);
  if (isExempt(state, seat, led)) return hand.slice();
  const following = hand.filter((c) => suitOf(c) === led);
  return following.length > 0 ? following : hand.slice();
}

// Legal moves are listed millions of times by bots and benchmarks: share one frozen object per seat and card.
const playActions: DubbeAction[][] = [];
function playAction(seat: Seat, card: Card): DubbeAction {
  const bySeat = (playActions[seat] ??= []);
  return (bySeat[card] ??= Object.freeze({ seat, type: 'play', card: cardName(card) }) as DubbeAction);
}

export function legalActions(state: DubbeState, seat: Seat): DubbeAction[] {
  switch (state.phase) {
    case 'trump':
      return state.turn === seat ? SUITS.map((suit) => ({ seat, type: 'declareTrump', suit })) : [];
    case 'play':
      return playableCards(state, seat).map((card) => playAction(seat, card));
    case 'collect':
      // Anyone may reach for the trick; only the Jammerlabbe's owner may take it.
      return [{ seat, type: 'collect' }];
    default:
      return [];
  }
}

export function apply(state: DubbeState, action: DubbeAction): Outcome<DubbeState> {
  const { seat } = action;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.n) {
    return refuse('no-such-seat', `There is no seat ${seat} at this ${state.n}-player table.`);
  }
  switch (action.type) {
    case 'declareTrump': return declareTrump(state, seat, action.suit);
    case 'play': return play(state, seat, action.card);
    case 'collect': return collect(state, seat);
    default:
      return refuse('unknown-action', `Dubbe has no action "${(action as { type: string }).type}".`);
  }
}

function notNow(state: DubbeState): ReturnType<typeof refuse> {
  switch (state.phase) {
    case 'deal': return refuse('round-over', 'The round is over; the next one has not been dealt yet.');
    case 'over': return refuse('game-over', 'The game is over.');
    case 'trump': return refuse('trump-first', `Trump first: seat ${state.turn}, left of the dealer, names the trump suit before any card is played.`);
    case 'collect': return refuse(
      'trick-on-table',
      `Black die: the last trick stays on the table until the Jammerlabbe's owner (seat ${state.characters[JAMMERLABBE]!.owner}) collects it.`,
    );
    default: return refuse('not-now', 'That is not possible now.');
  }
}

function declareTrump(state: DubbeState, seat: Seat, suitName: string): Outcome<DubbeState> {
  if (state.phase !== 'trump') {
    return state.phase === 'play' || state.phase === 'collect'
      ? refuse('trump-declared', `Trump is already ${SUITS[trumpSuit(state)!]} for this round.`)
      : notNow(state);
  }
  if (seat !== state.turn) {
    return refuse('not-declarer', `Declaring trump: seat ${state.turn}, left of the dealer, names trump, not seat ${seat}.`);
  }
  const suit = suitIndex(suitName);
  if (suit < 0) return refuse('no-such-suit', `"${suitName}" is not a suit; the suits are ${SUITS.join(', ')}.`);
  const characters = state.characters.slice();
  characters[AAGEWWER] = { suit, die: 1, owner: seat };
  // The trick is led by the player left of the declarer (with 2 players: the dealer).
  return accept(update(state, { phase: 'play', characters, turn: (state.dealer + 2) % state.n }));
}

function play(state: DubbeState, seat: Seat, name: string): Outcome<DubbeState> {
  if (state.phase !== 'play') return notNow(state);
  if (seat !== state.turn) return refuse('not-your-turn', `It is seat ${state.turn}'s turn to play, not seat ${seat}'s.`);
  const card = parseCard(name);
  const hand = state.hands[seat]!;
  const at = card === undefined ? -1 : hand.indexOf(card);
  if (at < 0) return refuse('not-in-hand', `Seat ${seat} does not hold ${name}.`);
  if (state.trick.length > 0) {
    const led = suitOf(state.trick[0]!.card);
    if (suitOf(card!) !== led && !isExempt(state, seat, led) && holdsSuit(hand, led)) {
      const jo = state.characters[JO_LOSSEN]!;
      const why = jo.owner === seat
        ? ` Jo Lossen frees his owner from following suit, except in his own suit (${SUITS[led]}).`
        : '';
      const params: Record<string, string | number> = jo.owner === seat ? { suit: SUITS[led]!, joLossen: 1 } : { suit: SUITS[led]! };
      return refuse('must-follow-suit', `Follow suit: ${SUITS[led]} was led and you hold ${SUITS[led]}.${why}`, params);
    }
  }
  const hands = state.hands.slice();
  hands[seat] = without(hand, at);
  const trick = [...state.trick, { seat, card: card! }];
  if (trick.length < state.n) {
    return accept(update(state, { hands, trick, turn: (seat + 1) % state.n }));
  }
  return accept(finishTrick(update(state, { hands }), trick));
}

function holdsSuit(hand: readonly Card[], suit: Suit): boolean {
  for (let i = 0; i < hand.length; i++) if (suitOf(hand[i]!) === suit) return true;
  return false;
}

function without(hand: readonly Card[], at: number): Card[] {
  const out = new Array<Card>(hand.length - 1);
  for (let i = 0, j = 0; i < hand.length; i++) if (i !== at) out[j++] = hand[i]!;
  return out;
}

/** The highest trump wins; with none, the highest card of the led suit. Discards never win. */
export function trickWinner(cards: readonly PlayedCard[], trump: Suit | null): Seat {
  const led = suitOf(cards[0]!.card);
  let best = cards[0]!;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i]!;
    const s = suitOf(c.card);
    const bestSuit = suitOf(best.card);
    if (s === trump ? bestSuit !== trump || c.card > best.card : bestSuit !== trump && s === led && c.card > best.card) best = c;
  }
  return best.seat;
}

function finishTrick(state: DubbeState, cards: PlayedCard[]): DubbeState {
  const winner = trickWinner(cards, trumpSuit(state));
  const led = suitOf(cards[0]!.card);
  const characters = state.characters.slice();
  const score: RoundScore = { plus: state.roundScore.plus.slice(), minus: state.roundScore.minus.slice(), lines: state.roundScore.lines };
  const held = characters.findIndex((c) => c.suit === led);
  if (held < 0) {
    // A suit led for the first time goes to the next free character.
    const next = characters.findIndex((c) => c.suit === null);
    characters[next] = { suit: led, die: next === JO_LOSSEN ? JO_LOSSEN_VALUE : 1, owner: winner };
  } else if (held === JO_LOSSEN) {
    characters[held] = { ...characters[held]!, owner: winner };
  } else {
    const c = characters[held]!;
    if (c.owner !== winner) bank(state.n, score, c.owner!, held, c.die, 'banked', { suit: SUITS[c.suit!]!, taker: winner });
    characters[held] = { suit: c.suit, die: c.die + 1, owner: winner };
  }
  const tricks = [...state.tricks, { leader: cards[0]!.seat, cards, winner }];
  const next = update(state, { characters, roundScore: score, tricks, trick: [], turn: winner });
  if (state.options.blackDie && characters[JAMMERLABBE]!.suit !== null) return update(next, { phase: 'collect' });
  return tricks.length === TRICKS_PER_ROUND ? endRound(next) : next;
}

/** Bank a character's die for `seat` and write the line that says so (`banked` when it changed hands, `held` at the round's end, `joLossen`). */
function bank(n: number, score: RoundScore, seat: Seat, character: number, points: number, code: string, params: Record<string, string | number>): void {
  const sign = CHARACTER_SIGN[character]!;
  if (sign > 0) score.plus[seat]! += points;
  else score.minus[seat]! += points;
  const line: ExplainLine = { code, params: { character: CHARACTERS[character]!, seat, die: points, ...params }, points: atSeat(n, seat, sign * points) };
  score.lines = [...(score.lines ?? []), line];
}

function collect(state: DubbeState, seat: Seat): Outcome<DubbeState> {
  if (!state.options.blackDie) {
    return refuse('no-black-die', 'Collecting tricks by hand belongs to the black-die variant, which this table does not play.');
  }
  if (state.phase !== 'collect') {
    return state.phase === 'deal' || state.phase === 'over'
      ? notNow(state)
      : refuse('nothing-to-collect', 'There is no trick on the table to collect.');
  }
  if (seat !== state.characters[JAMMERLABBE]!.owner) {
    // An illicit grab: the black die comes to this player, one higher.
    const blackDie = { holder: seat, value: state.blackDie ? state.blackDie.value + 1 : 1 };
    return accept(update(state, { blackDie }));
  }
  const next = update(state, { phase: 'play' });
  return accept(next.tricks.length === TRICKS_PER_ROUND ? endRound(next) : next);
}

function endRound(state: DubbeState): DubbeState {
  const score: RoundScore = { plus: state.roundScore.plus.slice(), minus: state.roundScore.minus.slice(), lines: state.roundScore.lines };
  state.characters.forEach((c, i) => {
    if (c.owner === null) return;
    const suit = SUITS[c.suit!]!;
    if (i === JO_LOSSEN) bank(state.n, score, c.owner, i, JO_LOSSEN_VALUE, 'joLossen', { suit });
    else bank(state.n, score, c.owner, i, c.die, 'held', { suit });
  });
  if (state.blackDie) {
    const { holder, value } = state.blackDie;
    score.minus[holder]! += value;
    score.lines = [...(score.lines ?? []), { code: 'blackDie', params: { seat: holder, value }, points: atSeat(state.n, holder, -value) }];
  }
  const history = [...state.history, score];
  return update(state, {
    phase: history.length >= state.options.rounds ? 'over' : 'deal',
    roundScore: score,
    history,
    lastRound: {
      round: state.round, dealer: state.dealer, dummy: state.dummy.slice(), characters: state.characters.slice(), blackDie: state.blackDie, score,
      lastTrick: state.tricks[state.tricks.length - 1] ?? null,
    },
  });
}

export function results(state: DubbeState) {
  const plus = zeros(state.n);
  const minus = zeros(state.n);
  for (const r of state.history) {
    for (let s = 0; s < state.n; s++) {
      plus[s]! += r.plus[s]!;
      minus[s]! += r.minus[s]!;
    }
  }
  const net = plus.map((p, s) => p - minus[s]!);
  const best = Math.max(...net);
  return {
    rounds: state.history.map((r) => ({ plus: r.plus.slice(), minus: r.minus.slice(), explain: (r.lines ?? []).map(copyLine) })),
    totals: { plus, minus, net },
    winners: net.flatMap((v, s) => (v === best ? [s] : [])),
  };
}

export type { CompletedTrick };
