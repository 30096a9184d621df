import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, shuffled } from '../../shared/engine/rng';

const draw = (seed: string, label: string, n = 20) => {
  const rng = createRng(seed, label);
  return Array.from({ length: n }, () => rng.int(0, 1000));
};

describe('seeded RNG', () => {
  it('the same seed and label give the same sequence; another label or seed another one', () => {
    expect(draw('table', 'deal/0')).toEqual(draw('table', 'deal/0'));
    expect(draw('table', 'deal/0')).not.toEqual(draw('table', 'deal/1'));
    expect(draw('table', 'deal/0')).not.toEqual(draw('other', 'deal/0'));
  });

  it('int stays within its bounds and next within [0, 1)', () => {
    fc.assert(fc.property(fc.string(), fc.integer({ min: -50, max: 50 }), fc.integer({ min: 0, max: 100 }), (seed, min, span) => {
      const rng = createRng(seed);
      for (let i = 0; i < 20; i++) {
        const x = rng.int(min, min + span);
        expect(x).toBeGreaterThanOrEqual(min);
        expect(x).toBeLessThanOrEqual(min + span);
        const f = rng.next();
        expect(f).toBeGreaterThanOrEqual(0);
        expect(f).toBeLessThan(1);
      }
    }));
  });

  it('shuffles a copy into a permutation, reproducibly', () => {
    const deck = Array.from({ length: 60 }, (_, i) => i);
    const a = shuffled(deck, createRng('s', 'x'));
    expect(a).not.toEqual(deck);
    expect([...a].sort((x, y) => x - y)).toEqual(deck);
    expect(shuffled(deck, createRng('s', 'x'))).toEqual(a);
    expect(deck[0]).toBe(0);
  });

  it('spreads values evenly enough for dealing (each of 5 values within 10% of its share over 50,000 draws)', () => {
    const rng = createRng('fair');
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < 50_000; i++) counts[rng.int(0, 4)]!++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(1000);
  });
});
