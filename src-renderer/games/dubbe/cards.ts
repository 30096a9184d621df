/**
 * How Dubbe's cards look: only presentation (symbols, order of suits as the
 * view sends them). Which card may be played is the host's `legal` list.
 */
export const SUIT_ORDER = ['blue', 'brown', 'yellow', 'green', 'red'] as const;
export type SuitName = (typeof SUIT_ORDER)[number];

/** A shape per suit, so suits differ without colour (and in print). */
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
