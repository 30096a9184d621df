import { chacha20 } from '@noble/ciphers/chacha.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/**
 * All randomness comes from here. A generator is derived from the table's
 * seed plus a label ("deal/3", "bot/2/17"), so every random decision can be
 * reproduced without storing generator state.
 *
 * The construction is cryptographic (docs/protocol.md, "Security"): a seat
 * sees its own hand and the bots' choices, and must not be able to work out
 * the seed from them and so every other hand. The seed text is hashed
 * whole (SHA-256), each stream's key is HMAC-SHA-256(seed key, label), and
 * the stream is that key's ChaCha20 keystream; integers are drawn by
 * rejection sampling, so no value is more likely than another.
 */
export interface Rng {
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Float in [0, 1). */
  next(): number;
}

/** Changing the construction changes every seeded deal: the version is part of the key. */
const DOMAIN = 'stammtisch-rng/2\n';
const utf8 = new TextEncoder();
const NONCE = new Uint8Array(12);
/** Keystream bytes made at once: ChaCha20 is cheap per block, the call is not. A deal needs the small first chunk, a search bot many big ones. */
const FIRST_CHUNK = 256;
const CHUNK = 2048;
const ZEROS = new Uint8Array(CHUNK);
const TWO_32 = 2 ** 32;

/** Seed keys of the last few seeds: a table derives many streams from one seed. */
const seedKeys = new Map<string, Uint8Array>();

function seedKey(seed: string): Uint8Array {
  let key = seedKeys.get(seed);
  if (!key) {
    key = sha256(utf8.encode(DOMAIN + seed));
    if (seedKeys.size >= 16) seedKeys.delete(seedKeys.keys().next().value!);
    seedKeys.set(seed, key);
  }
  return key;
}

/** The 32-byte key of one stream: never the seed itself, and no stream's output tells another's. */
export function streamKey(seed: string | number, label = ''): Uint8Array {
  return hmac(sha256, seedKey(String(seed)), utf8.encode(label));
}

export function createRng(seed: string | number, label = ''): Rng {
  return rngFromKey(streamKey(seed, label));
}

/** The keystream's bytes are read as little-endian words; a big-endian machine swaps them. */
const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/** A generator over the ChaCha20 keystream of a 32-byte key. */
export function rngFromKey(key: Uint8Array): Rng {
  if (key.length !== 32) throw new Error(`an rng key has 32 bytes, not ${key.length}`);
  let bytes = new Uint8Array(FIRST_CHUNK);
  let words = new Uint32Array(bytes.buffer);
  let pos = words.length;
  let block = 0;
  const refill = (): void => {
    const size = block === 0 ? FIRST_CHUNK : CHUNK;
    if (bytes.length !== size) {
      bytes = new Uint8Array(size);
      words = new Uint32Array(bytes.buffer);
    }
    chacha20(key, NONCE, ZEROS.subarray(0, size), bytes, block);
    if (!LITTLE_ENDIAN) for (let i = 0; i < words.length; i++) words[i] = bswap(words[i]!);
    block += size / 64;
    pos = 0;
  };
  const u32 = (): number => {
    if (pos === words.length) refill();
    return words[pos++]!;
  };
  return {
    int(min, max) {
      const range = max - min + 1;
      if (range <= TWO_32 && range >= 1 && Number.isInteger(min) && Number.isInteger(max)) {
        // Uniform in [0, range): words in the biased tail above the last whole multiple are thrown away.
        const limit = TWO_32 - (TWO_32 % range);
        let x = u32();
        while (x >= limit) x = u32();
        return min + (x % range);
      }
      if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || max < min) {
        throw new RangeError(`rng.int needs whole numbers min ≤ max, not ${min}, ${max}`);
      }
      // Wider than 32 bits: a 53-bit draw, rejected above the largest multiple of the range.
      const limit = 2 ** 53 - (2 ** 53 % range);
      let x: number;
      do x = (u32() >>> 11) * TWO_32 + u32(); while (x >= limit);
      return min + (x % range);
    },
    next: () => ((u32() >>> 5) * 67108864 + (u32() >>> 6)) / 9007199254740992,
  };
}

function bswap(x: number): number {
  return (((x & 0xff) << 24) | ((x & 0xff00) << 8) | ((x >>> 8) & 0xff00) | (x >>> 24)) >>> 0;
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

/** A fresh seed for a new table when the user gives none: 160 bits from the platform's CSPRNG. */
export function randomSeed(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
