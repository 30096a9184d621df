/**
 * What the shared table layout shows: each trick game's view.ts maps its view
 * to these (the layout knows no game's rules).
 */
export interface LayoutSeat {
  seat: number;
  name: string;
  bot: boolean;
  dealer: boolean;
  /** Cards in hand; null for a seat that sits this deal out. */
  cards: number | null;
  /** Tricks won this deal; null where the game does not count them now. */
  tricks: number | null;
  /** Whose move the table waits for. */
  turn: boolean;
  /** Public party or role, what was said, … (short labels). */
  badges: { text: string; kind?: string }[];
  /** Away, or played by a bot for now. */
  note?: string;
}

export interface LayoutTrick {
  /** The deal (record round) it belongs to; with `number` it keys the cards. */
  deal?: number;
  /** Completed tricks before this one (0-based number of this trick): keys the cards. */
  number: number;
  cards: { seat: number; card: string }[];
  /** Set once the trick is complete. */
  winner: number | null;
  /**
   * Said under the trick: who leads, who took it and how many points. A
   * function, said at each render: a trick held on the table after the game
   * moved on is said in the language of the moment, not the one it was taken in.
   */
  caption?: () => string;
}

/**
 * Where a seat sits: `k` places after the reader (at the bottom) in playing
 * order, clockwise as at a German table (the next player on the left).
 * Returns the unit vector (x right, y down) from the middle of the table.
 */
export function seatDirection(k: number, n: number): { x: number; y: number } {
  const angle = ((90 + (k * 360) / n) * Math.PI) / 180;
  const round = (v: number) => Math.round(v * 1000) / 1000 + 0; // no -0
  return { x: round(Math.cos(angle)), y: round(Math.sin(angle)) };
}

/** Places after `bottom` in playing order (the reader, or seat 0 for a spectator). */
export const placeOf = (seat: number, bottom: number, n: number): number => (seat - bottom + n) % n;

/** Whether trick `a` came before trick `b` (earlier deal, or the same deal and a lower number). */
export const trickBefore = (a: LayoutTrick, b: LayoutTrick): boolean =>
  (a.deal ?? 0) < (b.deal ?? 0) || ((a.deal ?? 0) === (b.deal ?? 0) && a.number < b.number);

/** The same trick (deal and number). */
export const sameTrick = (a: LayoutTrick, b: LayoutTrick): boolean => (a.deal ?? 0) === (b.deal ?? 0) && a.number === b.number;
