/**
 * Doppelkopf's cards: two French-suited Pinochle halves, every card twice.
 * Inside the engine a card is the number suit*6 + rank (both copies of a
 * card are the same number: they are indistinguishable); records, views and
 * messages use the text form "clubs-Q", "hearts-10", "diamonds-A".
 */
export const SUITS = ['clubs', 'spades', 'hearts', 'diamonds'] as const;
export type SuitName = (typeof SUITS)[number];
export const CLUBS = 0;
export const SPADES = 1;
export const HEARTS = 2;
export const DIAMONDS = 3;

/** Ranks in the order of their plain (non-trump) face value. */
export const RANKS = ['9', 'J', 'Q', 'K', '10', 'A'] as const;
export type RankName = (typeof RANKS)[number];
export const NINE = 0;
export const JACK = 1;
export const QUEEN = 2;
export const KING = 3;
export const TEN = 4;
export const ACE = 5;

/** Card points (Augen): 240 in a whole deck, with or without the Nines. */
export const RANK_POINTS = [0, 2, 3, 4, 10, 11] as const;

export type Card = number;

export const suitOf = (card: Card): number => Math.floor(card / 6);
export const rankOf = (card: Card): number => card % 6;
export const makeCard = (suit: number, rank: number): Card => suit * 6 + rank;
export const pointsOf = (card: Card): number => RANK_POINTS[rankOf(card)]!;

export const CLUBS_QUEEN = makeCard(CLUBS, QUEEN);
export const CLUBS_JACK = makeCard(CLUBS, JACK);
export const DULLE = makeCard(HEARTS, TEN);
export const FOX = makeCard(DIAMONDS, ACE);

export const CARD_NAMES: readonly string[] = Array.from({ length: 24 }, (_, c) => `${SUITS[suitOf(c)]}-${RANKS[rankOf(c)]}`);

const byName = new Map<string, Card>(CARD_NAMES.map((name, c) => [name, c]));

export const cardName = (card: Card): string => CARD_NAMES[card]!;

/** The card for a name like "hearts-10", or undefined if there is no such card. */
export const parseCard = (name: string): Card | undefined => byName.get(name);

/** The whole deck: 48 cards with the Nines, 40 without. */
export function deck(withNines: boolean): Card[] {
  const out: Card[] = [];
  for (let c = 0; c < 24; c++) {
    if (!withNines && rankOf(c) === NINE) continue;
    out.push(c, c);
  }
  return out;
}

export const handSize = (withNines: boolean): number => (withNines ? 12 : 10);

export const sumPoints = (cards: readonly Card[]): number => cards.reduce((s, c) => s + pointsOf(c), 0);
