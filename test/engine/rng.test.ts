import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCipheriv, createHash, createHmac } from 'node:crypto';
import { Match } from '../../shared/engine/match';
import { createRng, randomSeed, shuffled, streamKey } from '../../shared/engine/rng';
import { dubbe } from '../../shared/games/dubbe';

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

/** The old seeding: FNV-1a over `${seed}/${label}`, 32 bits for any seed text. */
function fnv32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** Two different seeds whose old 32-bit hashes for `label` collide (a bounded birthday search). */
function fnvCollision(label: string): [string, string] {
  const seen = new Map<number, string>();
  let x = 0x9e3779b9;
  for (let i = 0; i < 400_000; i++) {
    // Scattered seed texts (xorshift): counting seeds share too much structure to collide.
    x ^= x << 13; x ^= x >>> 17; x ^= x << 5;
    const seed = `t-${(x >>> 0).toString(36)}-${i.toString(36)}`;
    const h = fnv32(`${seed}/${label}`);
    const other = seen.get(h);
    if (other !== undefined) return [other, seed];
    seen.set(h, seed);
  }
  throw new Error('no collision in 400,000 seeds');
}

describe('the generator cannot be worked out from what a seat sees (issue 14)', () => {
  it('seeds that collided under the old 32-bit hash give different deals', () => {
    const [a, b] = fnvCollision('deal/0');
    expect(a).not.toBe(b);
    expect(draw(a, 'deal/0', 40)).not.toEqual(draw(b, 'deal/0', 40));
    const deal = (seed: string) => Match.create(dubbe, ['A', 'B', 'C', 'D'], {}, seed).record.rounds[0]!.hands;
    expect(deal(a)).not.toEqual(deal(b));
  });

  it('every character of a long seed counts, also past what a 32-bit state can hold', () => {
    const long = 'x'.repeat(200);
    expect(draw(`${long}a`, 'deal/0')).not.toEqual(draw(`${long}b`, 'deal/0'));
    // Same text, different split between seed and label: different streams.
    expect(draw('ab', 'c')).not.toEqual(draw('a', 'bc'));
  });

  it('each stream is the ChaCha20 keystream under HMAC-SHA-256(SHA-256(domain + seed), label), checked with node:crypto', () => {
    const seed = 'reference seed';
    const label = 'deal/3';
    const seedKey = createHash('sha256').update(`stammtisch-rng/2\n${seed}`).digest();
    const key = createHmac('sha256', seedKey).update(label).digest();
    expect(Buffer.from(streamKey(seed, label))).toEqual(key);
    // node's chacha20 IV: 4-byte little-endian block counter + 12-byte nonce.
    const cipher = createCipheriv('chacha20', key, Buffer.alloc(16));
    const stream = cipher.update(Buffer.alloc(4 * 600));
    const words = Array.from({ length: 600 }, (_, i) => stream.readUInt32LE(4 * i));
    const rng = createRng(seed, label);
    // Range 2^32: every word is taken as it is, across several keystream chunks.
    expect(Array.from({ length: 600 }, () => rng.int(0, 2 ** 32 - 1))).toEqual(words);
  });

  it('draws in the biased tail are rejected, not folded onto small values', () => {
    const seed = 'reject';
    const key = createHmac('sha256', createHash('sha256').update(`stammtisch-rng/2\n${seed}`).digest()).update('r').digest();
    const stream = createCipheriv('chacha20', key, Buffer.alloc(16)).update(Buffer.alloc(4 * 2000));
    const range = 3 * 2 ** 30; // a quarter of all 32-bit words lies in the tail
    const limit = 2 ** 32 - (2 ** 32 % range);
    const expected: number[] = [];
    for (let i = 0; i < 2000 && expected.length < 200; i++) {
      const w = stream.readUInt32LE(4 * i);
      if (w < limit) expected.push(w % range);
    }
    const rng = createRng(seed, 'r');
    expect(Array.from({ length: 200 }, () => rng.int(0, range - 1))).toEqual(expected);
  });

  it('a record without a seed goes on with a secret one (not one made from the names), kept in the record', () => {
    const played = Match.create(dubbe, ['A', 'B', 'C'], {}, 'x');
    const { meta: _none, ...bare } = played.record;
    const a = Match.fromRecord(dubbe, structuredClone(bare) as typeof played.record).match;
    const b = Match.fromRecord(dubbe, structuredClone(bare) as typeof played.record).match;
    expect(a.seed).not.toBe(b.seed);
    expect(a.seed).not.toContain('A|B|C');
    expect(a.seed).toMatch(/^[0-9a-f]{32,}$/);
    expect(a.record.meta?.seed).toBe(a.seed);
  });

  it('a fresh table seed has at least 128 bits from the CSPRNG, not from Math.random', () => {
    const real = Math.random;
    Math.random = () => 0.5;
    try {
      const seeds = new Set(Array.from({ length: 1000 }, () => randomSeed()));
      expect(seeds.size).toBe(1000);
      for (const s of seeds) expect(s).toMatch(/^[0-9a-f]{32,}$/);
    } finally {
      Math.random = real;
    }
  });
});
