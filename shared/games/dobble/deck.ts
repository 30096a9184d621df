import { SYMBOL_IDS } from './symbols';

/**
 * The deck as a projective plane of order 7: 57 points are the symbols,
 * 57 lines are the possible cards, 8 points on every line, and every two
 * lines meet in exactly one point. The real game prints 55 of the 57
 * cards; we leave out the last two lines built (any 55 keep the property).
 */
export const ORDER = 7;
export const SYMBOLS_PER_CARD = ORDER + 1;
export const CARD_COUNT = 55;

/** Point numbering: (x, y) -> 7x + y for the affine 49, then 49 + slope m (0..6), then 56 = the vertical direction. */
function planeLines(): number[][] {
  const q = ORDER;
  const lines: number[][] = [];
  for (let m = 0; m < q; m++) {
    for (let b = 0; b < q; b++) {
      const line: number[] = [];
      for (let x = 0; x < q; x++) line.push(x * q + ((m * x + b) % q));
      line.push(q * q + m);
      lines.push(line);
    }
  }
  for (let c = 0; c < q; c++) {
    const line: number[] = [];
    for (let y = 0; y < q; y++) line.push(c * q + y);
    line.push(q * q + q);
    lines.push(line);
  }
  const atInfinity: number[] = [];
  for (let m = 0; m <= q; m++) atInfinity.push(q * q + m);
  lines.push(atInfinity);
  return lines;
}

/** CARDS[c] = the 8 symbol ids on card c. */
export const CARDS: readonly (readonly string[])[] = planeLines()
  .slice(0, CARD_COUNT)
  .map((line) => line.map((p) => SYMBOL_IDS[p]!));

export const CARD_NAMES: readonly string[] = CARDS.map((_, c) => `c${c}`);

const symbolSets = CARDS.map((card) => new Set(card));

export type Card = number;

/** `c12` -> 12; undefined for anything that is not a card of this deck. */
export function parseCard(name: string): Card | undefined {
  const m = /^c(0|[1-9]\d?)$/.exec(name);
  if (!m) return undefined;
  const c = Number(m[1]);
  return c < CARD_COUNT ? c : undefined;
}

export const cardName = (c: Card): string => `c${c}`;

export const hasSymbol = (c: Card, symbol: string): boolean => symbolSets[c]!.has(symbol);

/** The one symbol two different cards share. */
export function commonSymbol(a: Card, b: Card): string {
  for (const s of CARDS[a]!) if (symbolSets[b]!.has(s)) return s;
  throw new Error(`cards ${a} and ${b} share no symbol`);
}
