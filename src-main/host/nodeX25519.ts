import { createPrivateKey, createPublicKey, diffieHellman } from 'node:crypto';
import type { X25519 } from '../../shared/protocol/secure/cpace';

/**
 * X25519 from node:crypto (OpenSSL) for the host's and the bot client's
 * CPace: the same function as noble's (test/protocol/cpace.test.ts checks
 * the draft's vectors, low-order points included, on both) at a fraction of
 * the CPU per join (docs/benchmarks.md "Encrypted channel"). The raw scalar
 * and u-coordinate go in through the fixed DER prefixes of RFC 8410
 * (PKCS#8 and SPKI for X25519); any 32-byte u is accepted, like RFC 7748.
 */
const PKCS8 = Buffer.from('302e020100300506032b656e04220420', 'hex');
const SPKI = Buffer.from('302a300506032b656e032100', 'hex');

export const nodeX25519: X25519 = (scalar, u) => {
  if (scalar.length !== 32 || u.length !== 32) return null;
  try {
    const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8, scalar]), format: 'der', type: 'pkcs8' });
    const publicKey = createPublicKey({ key: Buffer.concat([SPKI, u]), format: 'der', type: 'spki' });
    // OpenSSL refuses an all-zero result (a low-order u): the draft's abort.
    return new Uint8Array(diffieHellman({ privateKey, publicKey }));
  } catch {
    return null;
  }
};
