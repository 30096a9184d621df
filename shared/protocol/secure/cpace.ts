import { ristretto255, ristretto255_hasher } from '@noble/curves/ed25519.js';
import { sha512 } from '@noble/hashes/sha2.js';
import { concatBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * CPace on ristretto255 with SHA-512 (draft-irtf-cfrg-cpace, suite
 * CPACE-RISTR255-SHA512), initiator-responder setting. Only the draft's
 * byte layout is ours; the group and the hash are the noble libraries'
 * (pure JS: a phone on plain http:// has no Web Crypto). The draft's test
 * vectors (appendix B.3) are in test/protocol/cpace.test.ts.
 */
const { Point } = ristretto255;
const DSI = utf8ToBytes('CPaceRistretto255');
const DSI_ISK = utf8ToBytes('CPaceRistretto255_ISK');
/** SHA-512's input block size (H.s_in_bytes). */
const S_IN_BYTES = 128;
/** Group order of ristretto255. */
const ORDER = Point.Fn.ORDER;

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

/** The password's generator g for this session. */
export function calculateGenerator(prs: Uint8Array, ci: Uint8Array, sid: Uint8Array): InstanceType<typeof Point> {
  return ristretto255_hasher.deriveToCurve!(sha512(generatorString(prs, ci, sid)));
}

function scalarFromLE(bytes: Uint8Array): bigint {
  let n = 0n;
  for (let i = bytes.length - 1; i >= 0; i--) n = (n << 8n) | BigInt(bytes[i]!);
  return n;
}

/** G.sample_scalar: uniform, never zero. */
function sampleScalar(): bigint {
  for (;;) {
    const y = scalarFromLE(randomBytes(64)) % ORDER;
    if (y !== 0n) return y;
  }
}

/** transcript_ir(Ya, ADa, Yb, ADb). */
export const transcriptIr = (ya: Uint8Array, ada: Uint8Array, yb: Uint8Array, adb: Uint8Array): Uint8Array => concatBytes(lvCat(ya, ada), lvCat(yb, adb));

/** One party's run: its secret scalar and its share Y = y·g. */
export class CpaceParty {
  readonly share: Uint8Array;
  private readonly y: bigint;

  /** `scalar` only for the draft's test vectors (little-endian bytes). */
  constructor(generator: InstanceType<typeof Point>, scalar?: Uint8Array) {
    this.y = scalar ? scalarFromLE(scalar) % ORDER : sampleScalar();
    this.share = generator.multiply(this.y).toBytes();
  }

  /**
   * K = y·Y_other (scalar_mult_vfy): null when the other share is not a
   * valid ristretto255 encoding or K is the identity (the draft's abort).
   */
  secret(other: Uint8Array): Uint8Array | null {
    let point: InstanceType<typeof Point>;
    try {
      point = Point.fromBytes(other);
    } catch {
      return null;
    }
    const k = point.multiply(this.y);
    return k.is0() ? null : k.toBytes();
  }
}

/** ISK = H(lv_cat(DSI || "_ISK", sid, K) || transcript_ir(Ya, ADa, Yb, ADb)): 64 bytes. */
export function intermediateKey(sid: Uint8Array, k: Uint8Array, transcript: Uint8Array): Uint8Array {
  return sha512(concatBytes(lvCat(DSI_ISK, sid, k), transcript));
}
