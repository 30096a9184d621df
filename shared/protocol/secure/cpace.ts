import { _map_to_curve_elligator2_curve25519, ed25519, x25519 } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * CPace on X25519 with SHA-512 (draft-irtf-cfrg-cpace, suite
 * CPACE-X25519-SHA512), initiator-responder setting. Only the draft's byte
 * layout is ours; Elligator 2 is the noble library's, and the hash and the
 * X25519 function are pluggable: the host runs node:crypto's (OpenSSL,
 * `src-main/host/nodeHandshakeCrypto.ts`, X25519 ~10× cheaper than pure JS,
 * SHA-512 far cheaper while the JIT is cold, as in a join), a phone page
 * noble's (no Web Crypto on plain http://). The draft's test vectors
 * (appendix B.1) are in test/protocol/cpace.test.ts, for both.
 */
const DSI = utf8ToBytes('CPace255');
const DSI_ISK = utf8ToBytes('CPace255_ISK');
/** SHA-512's input block size (H.s_in_bytes). */
const S_IN_BYTES = 128;
/** The field of Curve25519 (2^255 − 19). */
const Fp = ed25519.Point.Fp;

/**
 * X25519(scalar, u) of RFC 7748 (the scalar clamped, bit 255 of u ignored):
 * the u-coordinate of scalar·u, or null when that is all zeros (u of low
 * order: the draft's G.I, on which CPace aborts).
 */
export type X25519 = (scalar: Uint8Array, u: Uint8Array) => Uint8Array | null;

/** SHA-512 of the bytes (64 bytes): noble's by default, node:crypto's on the host (the same function, ~30× less CPU while cold). */
export type Sha512 = (data: Uint8Array) => Uint8Array;

/** noble's X25519 in pure JS (pages; the reference in the tests). */
export const nobleX25519: X25519 = (scalar, u) => {
  try {
    return x25519.scalarMult(scalar, u);
  } catch {
    // noble refuses an all-zero result (and nothing else for 32-byte inputs).
    return null;
  }
};

/** prepend_len: LEB128 length, then the bytes. */
export function prependLen(data: Uint8Array): Uint8Array {
  const len: number[] = [];
  let n = data.length;
  do {
    let b = n & 0x7f;
    n >>>= 7;
    if (n > 0) b |= 0x80;
    len.push(b);
  } while (n > 0);
  return concatBytes(Uint8Array.from(len), data);
}

export const lvCat = (...parts: Uint8Array[]): Uint8Array => concatBytes(...parts.map(prependLen));

/** generator_string(DSI, PRS, CI, sid, s_in_bytes): PRS padded with zeros to fill SHA-512's first block. */
export function generatorString(prs: Uint8Array, ci: Uint8Array, sid: Uint8Array): Uint8Array {
  const zpad = Math.max(0, S_IN_BYTES - 1 - prependLen(prs).length - prependLen(DSI).length);
  return lvCat(DSI, prs, new Uint8Array(zpad), ci, sid);
}

const leToBigint = (bytes: Uint8Array): bigint => {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
};

/**
 * The password's generator for this session, a u-coordinate: the first 32
 * bytes of SHA-512(generator_string), bit 255 cleared (decodeUCoordinate),
 * through Elligator 2 (RFC 9380's map_to_curve_elligator2_curve25519).
 */
export function calculateGenerator(prs: Uint8Array, ci: Uint8Array, sid: Uint8Array, hash: Sha512 = sha512): Uint8Array {
  const h = hash(generatorString(prs, ci, sid)).slice(0, 32);
  h[31]! &= 0x7f;
  const { xMn, xMd } = _map_to_curve_elligator2_curve25519(Fp.create(leToBigint(h)));
  // xMd ≠ 0 for every input (RFC 9380 6.7.1).
  let x = Fp.div(xMn, xMd);
  const out = new Uint8Array(32);
  for (let i = 0; i < 32; i++, x >>= 8n) out[i] = Number(x & 0xffn);
  return out;
}

/** transcript_ir(Ya, ADa, Yb, ADb). */
export const transcriptIr = (ya: Uint8Array, ada: Uint8Array, yb: Uint8Array, adb: Uint8Array): Uint8Array => concatBytes(lvCat(ya, ada), lvCat(yb, adb));

/** One party's run: its secret scalar and its share Y = X25519(y, g). */
export class CpaceParty {
  readonly share: Uint8Array;
  private readonly y: Uint8Array;
  private readonly x25519: X25519;

  /** `scalar` only for the draft's test vectors (G.sample_scalar: 32 random bytes, clamped by X25519). */
  constructor(generator: Uint8Array, x: X25519, scalar?: Uint8Array) {
    this.x25519 = x;
    this.y = scalar ?? randomBytes(32);
    const share = x(this.y, generator);
    // Zeros only from a low-order generator: 12 of 2^255 hash values; abort rather than run with it.
    if (!share) throw new Error('CPace: the generator is of low order');
    this.share = share;
  }

  /** K = X25519(y, Y_other) (scalar_mult_vfy): null when K is all zeros (the draft's abort) or the share is not 32 bytes. */
  secret(other: Uint8Array): Uint8Array | null {
    if (other.length !== 32) return null;
    return this.x25519(this.y, other);
  }
}

/** ISK = H(lv_cat(DSI || "_ISK", sid, K) || transcript_ir(Ya, ADa, Yb, ADb)): 64 bytes. */
export function intermediateKey(sid: Uint8Array, k: Uint8Array, transcript: Uint8Array, hash: Sha512 = sha512): Uint8Array {
  return hash(concatBytes(lvCat(DSI_ISK, sid, k), transcript));
}
