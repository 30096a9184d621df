/**
 * How Dubbe's cards look: only presentation (symbols, order of suits as the
 * view sends them). Which card may be played is the host's `legal` list.
 */
import type { FaceArt } from '../../cards/art';

export const SUIT_ORDER = ['blue', 'brown', 'yellow', 'green', 'red'] as const;
export type SuitName = (typeof SUIT_ORDER)[number];

/** A shape per suit, so suits differ without colour (and in print); the cards draw the same shapes (src-renderer/cards/signs.ts). */
export const SUIT_SYMBOL: Record<SuitName, string> = {
  blue: '◆',
  brown: '■',
  yellow: '●',
  green: '▲',
  red: '♥',
};

export interface CardFace {
  name: string;
  suit: SuitName;
  value: number;
}

export function face(name: string): CardFace {
  const dash = name.lastIndexOf('-');
  return { name, suit: name.slice(0, dash) as SuitName, value: Number(name.slice(dash + 1)) };
}

export const isSuit = (s: unknown): s is SuitName => typeof s === 'string' && (SUIT_ORDER as readonly string[]).includes(s);

// The number sits in the suit's shape: lower in the triangle, a little higher in the heart.
const VALUE_Y: Record<SuitName, number> = { blue: 77, brown: 77, yellow: 77, green: 86, red: 73 };

/** How a card is drawn: its shape's sprite id, and the number on the shape over the suit's pattern. */
export function drawing(name: string): { sign: string; art: FaceArt } {
  const f = face(name);
  return { sign: `db-${f.suit}`, art: { kind: 'dubbe', value: f.value, pattern: `st-pat-${f.suit}`, valueY: VALUE_Y[f.suit] } };
}
