/**
 * How Dobbm's Tell-pattern cards look: only presentation. Which card may be
 * played or laid away is the host's `legal` list.
 */
import { RANK_POINTS, RANKS, SUITS } from '../../../shared/games/dobbm/cards';

export type SuitName = (typeof SUITS)[number];
export type RankName = (typeof RANKS)[number];
export { SUITS, RANKS };

/**
 * A shape per suit, so suits differ without colour: the French-suited
 * equivalents players know (Herz ♥, Laub = Pik ♠, Eichel = Kreuz ♣, Schellen = Karo ♦).
 */
export const SUIT_SYMBOL: Record<SuitName, string> = {
  herz: '♥',
  laub: '♠',
  eichel: '♣',
  schellen: '♦',
};

export interface CardFace {
  name: string;
  suit: SuitName;
  rank: RankName;
  points: number;
}

export function face(name: string): CardFace {
  const dash = name.indexOf('-');
  const suit = name.slice(0, dash) as SuitName;
  const rank = name.slice(dash + 1) as RankName;
  return { name, suit, rank, points: RANK_POINTS[RANKS.indexOf(rank)] ?? 0 };
}

export const isSuit = (s: unknown): s is SuitName => typeof s === 'string' && (SUITS as readonly string[]).includes(s);
