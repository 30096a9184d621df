import {
  ACE, CLUBS, DIAMONDS, DULLE, FOX, HEARTS, JACK, KING, makeCard, NINE, QUEEN, rankOf, SPADES, suitOf, TEN, type Card,
} from './cards';
import type { SoloId } from './options';

/**
 * Which cards are trump and how everything ranks depends only on the kind of
 * game: `normal` (also marriage, poverty, silent solo and the Diamonds solo),
 * a suit solo, a Queens or Jacks solo, or meatless (no trump at all).
 */
export type TrumpMode = 'normal' | 'clubs' | 'spades' | 'hearts' | 'queens' | 'jacks' | 'meatless'
  // Weimar: only the Dullen are trump; a suit solo with only that suit as trump.
  | 'dullen' | 'clubsOnly' | 'spadesOnly' | 'heartsOnly' | 'diamondsOnly';

/** The "suit" a card counts as for following: 0..3 a plain suit, 4 trump. */
export const TRUMP = 4;

export interface Ranking {
  /** By card: TRUMP or its plain suit. */
  follow: number[];
  /** By card: higher beats lower within trump or within a plain suit. */
  strength: number[];
}

export function trumpMode(solo: SoloId | null, suitSolo: 'full' | 'suitOnly' = 'full'): TrumpMode {
  if (solo === null || solo === 'trump' || solo === 'nullTrump' || solo === 'nullTrumpOuvert') return 'normal';
  if (solo === 'nullMeatless' || solo === 'nullMeatlessOuvert') return 'meatless';
  if (solo === 'clubs' || solo === 'spades' || solo === 'hearts' || solo === 'diamonds') {
    if (suitSolo === 'suitOnly') return `${solo}Only`;
    return solo === 'diamonds' ? 'normal' : solo;
  }
  return solo;
}

/** The trumps from lowest to highest. */
export function trumpOrder(mode: TrumpMode, dullen: boolean): Card[] {
  const queens = [DIAMONDS, HEARTS, SPADES, CLUBS].map((s) => makeCard(s, QUEEN));
  const jacks = [DIAMONDS, HEARTS, SPADES, CLUBS].map((s) => makeCard(s, JACK));
  if (mode === 'queens') return queens;
  if (mode === 'jacks') return jacks;
  if (mode === 'meatless') return [];
  if (mode === 'dullen') return [DULLE];
  if (mode.endsWith('Only')) {
    const only = ({ clubsOnly: CLUBS, spadesOnly: SPADES, heartsOnly: HEARTS, diamondsOnly: DIAMONDS } as Record<string, number>)[mode]!;
    return [NINE, JACK, QUEEN, KING, TEN, ACE].map((r) => makeCard(only, r));
  }
  const suit = mode === 'normal' ? DIAMONDS : mode === 'clubs' ? CLUBS : mode === 'spades' ? SPADES : HEARTS;
  const suitTrumps = [NINE, KING, TEN, ACE].map((r) => makeCard(suit, r)).filter((c) => !(dullen && c === DULLE));
  return [...suitTrumps, ...jacks, ...queens, ...(dullen ? [DULLE] : [])];
}

/** Plain cards rank A, 10, K, (Q, J when they are not trump), 9. */
const PLAIN_STRENGTH = { [NINE]: 0, [JACK]: 1, [QUEEN]: 2, [KING]: 3, [TEN]: 4, [ACE]: 5 } as Record<number, number>;

const cache = new Map<string, Ranking>();

/**
 * House rules (docs/doppelkopf.md, "Additions"): cards raised above every
 * other trump this game, lowest first — the Schweine (both Foxes in one
 * hand), then the Hyperschweine (both Diamonds Nines or Kings). Only in the
 * normal trump order; every place that ranks cards goes through `ranking`,
 * the engine, the views and the bots' playouts alike.
 */
export function raisedCards(pigs: { schweine: number | null; hyper: number | null } | null | undefined, hyper: 'off' | 'nines' | 'kings'): Card[] {
  if (!pigs || pigs.schweine === null) return [];
  if (pigs.hyper === null || hyper === 'off') return [FOX];
  return [FOX, makeCard(DIAMONDS, hyper === 'nines' ? NINE : KING)];
}

export function ranking(mode: TrumpMode, dullen: boolean, raised: readonly Card[] = []): Ranking {
  const up = mode === 'normal' ? raised : [];
  const key = `${mode}/${dullen}/${up.join(',')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const order = [...trumpOrder(mode, dullen).filter((c) => !up.includes(c)), ...up];
  const follow: number[] = [];
  const strength: number[] = [];
  for (let c = 0; c < 24; c++) {
    const t = order.indexOf(c);
    follow.push(t >= 0 ? TRUMP : suitOf(c));
    strength.push(t >= 0 ? 100 + t : PLAIN_STRENGTH[rankOf(c)]!);
  }
  const r = { follow, strength };
  cache.set(key, r);
  return r;
}

export const isTrump = (r: Ranking, card: Card): boolean => r.follow[card] === TRUMP;

export interface Played {
  seat: number;
  card: Card;
}

/**
 * The highest trump wins, else the highest card of the suit led; of two
 * equal cards the first played wins, except the Dullen when the second one
 * is to beat the first.
 */
export function trickWinner(cards: readonly Played[], r: Ranking, secondDulleBeats: boolean): number {
  const led = r.follow[cards[0]!.card]!;
  let best = cards[0]!;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i]!;
    const f = r.follow[c.card]!;
    const bf = r.follow[best.card]!;
    const s = r.strength[c.card]!;
    const bs = r.strength[best.card]!;
    let wins: boolean;
    if (f === TRUMP) wins = bf !== TRUMP || s > bs || (s === bs && c.card === DULLE && secondDulleBeats);
    else wins = bf !== TRUMP && f === led && s > bs;
    if (wins) best = c;
  }
  return best.seat;
}
