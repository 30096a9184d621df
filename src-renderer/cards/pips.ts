/**
 * Where the pips of a number card sit on the 100×140 card, as on real
 * cards: two columns, a middle line for odd counts and the 7, 8 and 10.
 * Pips below the middle are drawn upside down (`turned`), as printed.
 */
export interface Pip { x: number; y: number; turned: boolean }

const L = 33;
const R = 67;
const M = 50;

const LAYOUTS: Record<number, [number, number][]> = {
  1: [[M, 70]],
  2: [[M, 28], [M, 112]],
  3: [[M, 28], [M, 70], [M, 112]],
  4: [[L, 28], [R, 28], [L, 112], [R, 112]],
  5: [[L, 28], [R, 28], [M, 70], [L, 112], [R, 112]],
  6: [[L, 28], [R, 28], [L, 70], [R, 70], [L, 112], [R, 112]],
  7: [[L, 28], [R, 28], [M, 49], [L, 70], [R, 70], [L, 112], [R, 112]],
  8: [[L, 28], [R, 28], [M, 49], [L, 70], [R, 70], [M, 91], [L, 112], [R, 112]],
  9: [[L, 26], [R, 26], [L, 55], [R, 55], [M, 70], [L, 85], [R, 85], [L, 114], [R, 114]],
  10: [[L, 26], [R, 26], [M, 41], [L, 55], [R, 55], [L, 85], [R, 85], [M, 99], [L, 114], [R, 114]],
};

export function pipLayout(n: number): Pip[] {
  const at = LAYOUTS[n];
  if (!at) throw new Error(`no pip layout for ${n}`);
  return at.map(([x, y]) => ({ x, y, turned: y > 70 }));
}

/** Size of one pip (its box is size × size): smaller when the card holds many. */
export const pipSize = (n: number): number => (n >= 9 ? 19 : n >= 7 ? 21 : 22);
