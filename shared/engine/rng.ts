import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';

/**
 * All randomness comes from here. A generator is derived from the table's
 * seed plus a label ("deal/3", "bot/2/17"), so every random decision can be
 * reproduced without storing generator state.
 */
export interface Rng {
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [0, 1). */
  next(): number;
}

/** FNV-1a over the UTF-16 code units: turns any seed text into 32 bits. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

export function createRng(seed: string | number, label = ''): Rng {
  const gen = xoroshiro128plus(hash32(`${seed}/${label}`));
  return {
    int: (min, max) => uniformInt(gen, min, max),
    next: () => uniformInt(gen, 0, 0x3fffffff) / 0x40000000,
  };
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], rng: Rng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

export function pick<T>(items: readonly T[], rng: Rng): T {
  return items[rng.int(0, items.length - 1)]!;
}

/** A fresh seed for a new table when the user gives none. */
export function randomSeed(): string {
  return Math.floor(Math.random() * 2 ** 48).toString(36);
}
