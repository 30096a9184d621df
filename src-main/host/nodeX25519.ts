import { createPrivateKey, createPublicKey, diffieHellman, type KeyObject } from 'node:crypto';
import type { X25519 } from '../../shared/protocol/secure/cpace';

/**
 * X25519 from node:crypto (OpenSSL) for the host's and the bot client's
 * CPace: the same function as noble's (test/protocol/cpace.test.ts checks
 * the draft's vectors, low-order and non-canonical points included, on
 * both) at a fraction of the CPU per join (docs/benchmarks.md "Encrypted
 * channel"). Raw scalar and u-coordinate go in as JWK: OpenSSL's DER
 * decoders cost ~10× more (~0.5 ms for a PKCS#8 key). Any 32-byte u is
 * accepted, as in RFC 7748.
 */
const b64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64url');
/** Node's JWK import insists on an `x` for a private key but derives the public key from `d`: the base point 9 stands in. */
const BASE_X = b64(Uint8Array.of(9, ...new Uint8Array(31)));

/**
 * The private key of a scalar array already imported: a CPace party uses its
 * scalar twice (its share, then the secret), and the import costs a scalar
 * multiplication of its own (OpenSSL derives the public key). Keyed by the
 * array itself, with the bytes it had then (an array changed since is imported anew).
 */
const imported = new WeakMap<Uint8Array, { bytes: Uint8Array; key: KeyObject }>();
const same = (a: Uint8Array, b: Uint8Array) => a.length === b.length && a.every((x, i) => x === b[i]);

export const nodeX25519: X25519 = (scalar, u) => {
  if (scalar.length !== 32 || u.length !== 32) return null;
  try {
    const known = imported.get(scalar);
    let privateKey = known && same(known.bytes, scalar) ? known.key : null;
    if (!privateKey) {
      privateKey = createPrivateKey({ key: { kty: 'OKP', crv: 'X25519', d: b64(scalar), x: BASE_X }, format: 'jwk' });
      // A copy of its own (Buffer.from would put the secret into Node's shared pool).
      imported.set(scalar, { bytes: new Uint8Array(scalar), key: privateKey });
    }
    const publicKey = createPublicKey({ key: { kty: 'OKP', crv: 'X25519', x: b64(u) }, format: 'jwk' });
    // OpenSSL refuses an all-zero result (a low-order u): the draft's abort.
    return new Uint8Array(diffieHellman({ privateKey, publicKey }));
  } catch {
    return null;
  }
};
