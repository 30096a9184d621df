import type { Rng } from './rng';
import { shuffled } from './rng';

/**
 * Test support for `Game.swapHidden`: the cards of the `hidden` holders
 * pooled, shuffled and dealt back, each holder keeping its number of cards.
 * Holders not listed keep theirs. Returns new arrays; the input is untouched.
 */
export function redistribute<C>(holders: readonly (readonly C[])[], hidden: readonly number[], rng: Rng): C[][] {
  const pool = shuffled(hidden.flatMap((h) => holders[h]!.slice()), rng);
  const out = holders.map((h) => h.slice());
  let at = 0;
  for (const h of hidden) {
    const k = holders[h]!.length;
    out[h] = pool.slice(at, at + k);
    at += k;
  }
  return out;
}

/** A multiset difference and union of cards, for keeping "as dealt" hands in line with a swap. */
export function replaceCards<C>(all: readonly C[], remove: readonly C[], add: readonly C[]): C[] {
  const rest = all.slice();
  for (const c of remove) {
    const i = rest.indexOf(c);
    if (i >= 0) rest.splice(i, 1);
  }
  return [...rest, ...add];
}
