/**
 * Dubbe's cards: five suits, values 1..15. Inside the engine a card is the
 * number suit*16 + value (cheap to compare and copy); records, views and
 * messages use the text form "blue-3".
 */
export const SUITS = ['blue', 'brown', 'yellow', 'green', 'red'] as const;
export type SuitName = (typeof SUITS)[number];
/** 0..4, the index into SUITS. */
export type Suit = number;
export type Card = number;

export const HAND_SIZE = 15;
export const TRICKS_PER_ROUND = 15;

export const suitOf = (card: Card): Suit => card >> 4;
export const valueOf = (card: Card): number => card & 15;
export const makeCard = (suit: Suit, value: number): Card => (suit << 4) | value;

/** Highest card value used with n players (clarifications: 9, 9, 12, 15). */
export function maxValue(players: number): number {
  return players <= 3 ? 9 : players === 4 ? 12 : 15;
}

/** Hands dealt: one per player, plus the face-down dummy with 2 players. */
export function handCount(players: number): number {
  return players === 2 ? 3 : players;
}

export function deckFor(players: number): Card[] {
  const top = maxValue(players);
  const deck: Card[] = [];
  for (let s = 0; s < SUITS.length; s++) for (let v = 1; v <= top; v++) deck.push(makeCard(s, v));
  return deck;
}

// Names are built once, so the hot path never concatenates or hashes a fresh string.
const names: string[] = [];
const byName = new Map<string, Card>();
for (let s = 0; s < SUITS.length; s++) {
  for (let v = 1; v <= 15; v++) {
    names[makeCard(s, v)] = `${SUITS[s]}-${v}`;
    byName.set(names[makeCard(s, v)]!, makeCard(s, v));
  }
}

export function cardName(card: Card): string {
  return names[card]!;
}

/** The card for a name like "green-7", or undefined if there is no such card in the box. */
export function parseCard(name: string): Card | undefined {
  return byName.get(name);
}

export function deckNames(players: number): string[] {
  return deckFor(players).map(cardName);
}

export function suitIndex(name: string): Suit {
  return SUITS.indexOf(name as SuitName);
}

/** Sort by suit, then value: how a hand is shown. */
export const byCard = (a: Card, b: Card): number => a - b;
