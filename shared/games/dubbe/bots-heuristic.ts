import type { Seat } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { maxValue, suitOf, SUITS, valueOf, type Card, type Suit } from './cards';
import { trickWinner } from './rules';
import { AAGEWWER, JO_LOSSEN, type CharacterState, type PlayedCard } from './state';

/** What a quick heuristic needs to pick a card: all of it public or the player's own. */
export interface TrickContext {
  n: number;
  seat: Seat;
  characters: readonly CharacterState[];
  trick: readonly PlayedCard[];
  playable: readonly Card[];
}

/**
 * What winning a trick led in `suit` is worth, by the character that suit
 * belongs to (or will belong to, if it is led for the first time): plus
 * characters are wanted, minus characters are not, Jo Lossen mildly.
 */
export function suitWish(characters: readonly CharacterState[], suit: Suit): number {
  let idx = characters.findIndex((c) => c.suit === suit);
  if (idx < 0) idx = characters.findIndex((c) => c.suit === null);
  switch (idx) {
    case AAGEWWER: return -1;
    case 1: return 1;
    case 2: return -1;
    case JO_LOSSEN: return 0.5;
    case 4: return 1;
    default: return 0;
  }
}

const wins = (ctx: TrickContext, card: Card): boolean =>
  trickWinner([...ctx.trick, { seat: ctx.seat, card }], ctx.characters[AAGEWWER]!.suit) === ctx.seat;

const lowest = (cards: readonly Card[]): Card => cards.reduce((a, b) => (valueOf(b) < valueOf(a) ? b : a));
const highest = (cards: readonly Card[]): Card => cards.reduce((a, b) => (valueOf(b) > valueOf(a) ? b : a));

/**
 * A quick, sensible card: take tricks in plus suits as cheaply as is safe,
 * duck tricks in minus suits under the highest card that still loses, and
 * lead high in plus suits, low in minus suits.
 */
export function heuristicCard(ctx: TrickContext, rng: Rng): Card {
  const { playable } = ctx;
  if (playable.length === 1) return playable[0]!;
  const trump = ctx.characters[AAGEWWER]!.suit;
  if (ctx.trick.length === 0) {
    const top = maxValue(ctx.n);
    let best: Card[] = [];
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const c of playable) {
      const wish = suitWish(ctx.characters, suitOf(c));
      const v = valueOf(c) / top;
      const score = wish > 0 ? wish * v : wish < 0 ? -wish * (1 - v) * 0.8 : 0.1;
      if (score > bestScore + 1e-9) { best = [c]; bestScore = score; } else if (Math.abs(score - bestScore) <= 1e-9) best.push(c);
    }
    return best[rng.int(0, best.length - 1)]!;
  }
  const led = suitOf(ctx.trick[0]!.card);
  const last = ctx.trick.length === ctx.n - 1;
  const winning = playable.filter((c) => wins(ctx, c));
  const losing = playable.filter((c) => !wins(ctx, c));
  const nonTrump = (cards: readonly Card[]): readonly Card[] => {
    const rest = cards.filter((c) => suitOf(c) !== trump);
    return rest.length ? rest : cards;
  };
  if (suitWish(ctx.characters, led) > 0) {
    if (winning.length === 0) return lowest(nonTrump(losing));
    if (last) return lowest(winning);
    const inSuit = winning.filter((c) => suitOf(c) === led);
    return inSuit.length ? highest(inSuit) : lowest(winning);
  }
  if (losing.length > 0) return highest(nonTrump(losing));
  return last ? highest(winning) : lowest(winning);
}

/** Trump: the longest suit, strongest on ties. */
export function heuristicTrump(hand: readonly Card[], n: number): Suit {
  const top = maxValue(n);
  let best = 0;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < SUITS.length; s++) {
    const mine = hand.filter((c) => suitOf(c) === s);
    const score = mine.length * 2 + mine.reduce((a, c) => a + valueOf(c) / top, 0);
    if (score > bestScore) { bestScore = score; best = s; }
  }
  return best;
}
