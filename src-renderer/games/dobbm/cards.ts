/**
 * How Dobbm's Tell-pattern cards look: only presentation. Which card may be
 * played or laid away is the host's `legal` list.
 */
import { RANK_POINTS, RANKS, SUITS } from '../../../shared/games/dobbm/cards';
import type { FaceArt } from '../../cards/art';
import { ROBES } from '../../cards/signs';

export type SuitName = (typeof SUITS)[number];
export type RankName = (typeof RANKS)[number];
export { SUITS, RANKS };

/**
 * A text sign per suit where a line of text names one (the cards themselves
 * carry the drawn German signs: acorn, leaf, heart, bell; src-renderer/cards/).
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

/** What the middle of the card shows: pips for 6 to 10, Unter, Ober and König as figures, the Sau with its sow. */
export function art(f: CardFace): FaceArt {
  const [robe, robe2] = ROBES[f.suit];
  switch (f.rank) {
    case 'sau': return { kind: 'sau' };
    case 'zehn': return { kind: 'pips', n: 10 };
    case 'koenig': return { kind: 'court', figure: 'king', robe, robe2 };
    case 'ober': return { kind: 'court', figure: 'ober', robe, robe2 };
    case 'unter': return { kind: 'court', figure: 'unter', robe, robe2 };
    default: return { kind: 'pips', n: Number(f.rank) };
  }
}
