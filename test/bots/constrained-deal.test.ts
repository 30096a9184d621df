import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { constrainedDealer, dealConstrained } from '../../shared/bots/constrained-deal';
import { referenceDeal } from './constrained-deal.reference';
import { createRng } from '../../shared/engine/rng';

const group = (c: number): number => c >> 4;

describe('dealConstrained', () => {
  it('gives every holder exactly its size, every card once, and never a card of a void group', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }), { minLength: 4, maxLength: 4 }),
        fc.string(),
        (holderCount, voidLists, seed) => {
          const cards: number[] = [];
          for (let s = 0; s < 5; s++) for (let v = 1; v <= 6; v++) cards.push((s << 4) | v);
          const base = Math.floor(cards.length / holderCount);
          const sizes = Array.from({ length: holderCount }, (_, i) => base + (i < cards.length - base * holderCount ? 1 : 0));
          const holders = sizes.map((size, i) => ({ size, void: new Set(voidLists[i]) }));
          const out = dealConstrained(cards, group, holders, createRng(seed, 'deal'));
          if (out === null) {
            // Null only when no deal exists: some set of suits has more cards than the holders that accept them.
            let blocked = false;
            for (let mask = 1; mask < 32; mask++) {
              const suits = [0, 1, 2, 3, 4].filter((s) => mask & (1 << s));
              const need = cards.filter((c) => suits.includes(group(c))).length;
              const cap = holders.filter((h) => suits.some((s) => !h.void.has(s))).reduce((a, h) => a + h.size, 0);
              if (need > cap) blocked = true;
            }
            expect(blocked).toBe(true);
            return;
          }
          expect(out.map((h) => h.length)).toEqual(sizes);
          expect(out.flat().sort((a, b) => a - b)).toEqual(cards);
          out.forEach((hand, i) => hand.forEach((c) => expect(holders[i]!.void.has(group(c))).toBe(false)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds the one deal a tight set of voids allows', () => {
    // A lacks suit 0, B lacks suit 1: all of suit 0 must go to B and C, all of suit 1 to A and C.
    const cards = [0x01, 0x02, 0x03, 0x11, 0x12, 0x13];
    const holders = [
      { size: 3, void: new Set([0]) },
      { size: 3, void: new Set([1]) },
    ];
    for (let i = 0; i < 20; i++) {
      const out = dealConstrained(cards, group, holders, createRng(i, 'tight'))!;
      expect(out[0]!.sort()).toEqual([0x11, 0x12, 0x13]);
      expect(out[1]!.sort()).toEqual([0x01, 0x02, 0x03]);
    }
  });

  it('returns null when the voids rule out every deal', () => {
    const holders = [{ size: 2, void: new Set([0]) }, { size: 1, void: new Set([0]) }];
    expect(dealConstrained([0x01, 0x02, 0x11], group, holders, createRng(1))).toBeNull();
  });
});

describe('constrainedDealer (worked out once per decision)', () => {
  it('deals exactly what the original sampler dealt from the same rng, voids or not, feasible or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }),
        fc.array(fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 4 }), { minLength: 5, maxLength: 5 }),
        fc.integer({ min: 10, max: 30 }),
        fc.string(),
        (holderCount, voidLists, count, seed) => {
          const cards: number[] = [];
          for (let s = 0; s < 5; s++) for (let v = 1; v <= 6; v++) cards.push((s << 4) | v);
          const some = cards.slice(0, count);
          const base = Math.floor(some.length / holderCount);
          const sizes = Array.from({ length: holderCount }, (_, i) => base + (i < some.length - base * holderCount ? 1 : 0));
          const holders = sizes.map((size, i) => ({ size, void: new Set(voidLists[i]) }));
          const dealer = constrainedDealer(some, group, holders);
          const a = createRng(seed, 'same');
          const b = createRng(seed, 'same');
          for (let k = 0; k < 3; k++) expect(dealer(a)).toEqual(referenceDeal(some, group, holders, b));
          expect(a.next()).toBe(b.next());
        },
      ),
      { numRuns: 300, seed: 5 },
    );
  });
});
