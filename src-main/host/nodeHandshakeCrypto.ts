import { createHash, createHmac, hkdfSync } from 'node:crypto';
import type { HandshakeCrypto } from '../../shared/protocol/secure/handshake';
import { nodeX25519 } from './nodeX25519';

const NO_SALT = new Uint8Array(0);

/**
 * The handshake's hashes and X25519 from node:crypto (OpenSSL) for the host,
 * the app and `stammtisch bot`: the same functions as noble's (the draft's
 * vectors and a handshake across the two in test/protocol/cpace.test.ts).
 * A join runs each of them once, so noble's JS never gets optimized there:
 * cold, its SHA-512, HKDF and HMAC cost the host ~0.8 ms a join, OpenSSL's
 * ~0.04 ms (docs/benchmarks.md "Joins"). HKDF's empty salt is RFC 5869's
 * HashLen zeros (HMAC pads a key with zeros either way).
 */
export const nodeHandshakeCrypto: HandshakeCrypto = {
  x25519: nodeX25519,
  sha512: (data) => createHash('sha512').update(data).digest(),
  hkdfSha512: (ikm, info, length) => new Uint8Array(hkdfSync('sha512', ikm, NO_SALT, info, length)),
  hmacSha256: (key, data) => createHmac('sha256', key).update(data).digest(),
};
