/**
 * Dobbm's 36 Tell-pattern cards. Inside the engine a card is the number
 * suit*9 + rank, rank 0 the Sau (highest) to 8 the Six; records, views and
 * messages use the text form "herz-sau", "laub-zehn", "schellen-6".
 */
export const SUITS = ['herz', 'laub', 'eichel', 'schellen'] as const;
export const RANKS = ['sau', 'zehn', 'koenig', 'ober', 'unter', '9', '8', '7', '6'] as const;
/** Card points by rank: Sau 11, Zehn 10, König 4, Ober 3, Unter 2, 9–6 nothing. */
export const RANK_POINTS = [11, 10, 4, 3, 2, 0, 0, 0, 0] as const;

export type SuitName = (typeof SUITS)[number];
export type Suit = number;
export type Card = number;

/** Hearts are permanently trumps. */
export const HEARTS: Suit = 0;
export const SAU_RANK = 0;
export const HAND_SIZE = 8;
export const DOBB_SIZE = 4;
export const TRICKS_PER_HAND = 8;
export const TOTAL_POINTS = 120;

export const suitOf = (card: Card): Suit => Math.floor(card / 9);
export const rankOf = (card: Card): number => card % 9;
export const makeCard = (suit: Suit, rank: number): Card => suit * 9 + rank;
export const pointsOf = (card: Card): number => RANK_POINTS[rankOf(card)]!;
export const isTrump = (card: Card): boolean => suitOf(card) === HEARTS;
export const isSau = (card: Card): boolean => rankOf(card) === SAU_RANK;

export const DECK: readonly Card[] = Array.from({ length: 36 }, (_, i) => i);

export function cardName(card: Card): string {
  return `${SUITS[suitOf(card)]}-${RANKS[rankOf(card)]}`;
}

const byName = new Map<string, Card>(DECK.map((c) => [cardName(c), c]));

/** The card for a name like "laub-ober", or undefined if there is no such card. */
export function parseCard(name: string): Card | undefined {
  return byName.get(name);
}

export const DECK_NAMES: readonly string[] = DECK.map(cardName);

export function points(cards: readonly Card[]): number {
  let sum = 0;
  for (const c of cards) sum += pointsOf(c);
  return sum;
}

/** How a hand is shown: hearts first, then Laub, Eichel, Schellen; high to low inside a suit. */
export const byCard = (a: Card, b: Card): number => a - b;
