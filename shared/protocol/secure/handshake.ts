import { hkdf } from '@noble/hashes/hkdf.js';
import { hmac } from '@noble/hashes/hmac.js';
import { sha256, sha512 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from 'zod';
import { type AeadFactory, Channel } from './channel';
import { calculateGenerator, CpaceParty, intermediateKey, lvCat, nobleX25519, type Sha512, transcriptIr, type X25519 } from './cpace';
import { normalizeCode } from './code';

/**
 * The handshake that opens every table connection (docs/protocol.md
 * "Security"). CPace with the table code as the password (an open table: the
 * empty password), host first:
 *
 *   host → client  `challenge` (plain JSON): table id, sid, locked, the host's share
 *   client → host  `pake` (plain JSON): the client's share and its key confirmation
 *   then both ways: sealed binary frames (channel.ts), starting with `hello`
 *
 * Neither share depends on the code in a way a listener can test (each is a
 * fresh random multiple of the code's generator), so a recorded handshake
 * checks no guess; an active guesser learns one guess per exchange with
 * the host, and the host counts them.
 */
const HOST_AD = utf8ToBytes('stammtisch host');
const CLIENT_AD = utf8ToBytes('stammtisch client');
const KEYS_INFO = utf8ToBytes('stammtisch channel v1');
const CONFIRM = utf8ToBytes('stammtisch client confirms');

const Hex32 = z.string().regex(/^[0-9a-f]{64}$/);

/** What a client answers the host's `challenge` with (before it, nothing; after it, only sealed frames). */
export const PakeMessage = z.object({
  type: z.literal('pake'),
  protocol: z.number().int(),
  /** False: the client has no code (a locked table refuses it without counting a guess). */
  code: z.boolean(),
  share: Hex32,
  confirm: Hex32,
});
export type PakeMessage = z.infer<typeof PakeMessage>;

/**
 * The primitives of the handshake: noble's pure JS (`nobleCrypto`: pages, no
 * Web Crypto on plain http://) or node:crypto's (`src-main/host/nodeHandshakeCrypto.ts`:
 * the host, the app and `stammtisch bot`). The same functions either way
 * (test/protocol/cpace.test.ts runs a handshake across the two).
 */
export interface HandshakeCrypto {
  x25519: X25519;
  sha512: Sha512;
  /** HKDF-SHA-512 (RFC 5869) with no salt (HashLen zeros): `length` bytes. */
  hkdfSha512(ikm: Uint8Array, info: Uint8Array, length: number): Uint8Array;
  /** HMAC-SHA-256: 32 bytes. */
  hmacSha256(key: Uint8Array, data: Uint8Array): Uint8Array;
}

export const nobleCrypto: HandshakeCrypto = {
  x25519: nobleX25519,
  sha512,
  hkdfSha512: (ikm, info, length) => hkdf(sha512, ikm, undefined, info, length),
  hmacSha256: (key, data) => hmac(sha256, key, data),
};

/** The handshake fields of the host's `challenge` (shared/protocol/messages.ts). */
export interface ChallengeFields {
  table: string;
  /** The session id: 16 random bytes, hex. */
  nonce: string;
  locked: boolean;
  /** The host's CPace share, hex. */
  share: string;
}

/** The channel identifier: binds the keys to this table's id (a look-alike table with another id gets other keys). */
const channelId = (tableId: string) => lvCat(utf8ToBytes('stammtisch'), utf8ToBytes(tableId));
const password = (code: string | null) => utf8ToBytes(code === null ? '' : normalizeCode(code));

function keys(sid: Uint8Array, k: Uint8Array, hostShare: Uint8Array, clientShare: Uint8Array, c: HandshakeCrypto) {
  const isk = intermediateKey(sid, k, transcriptIr(hostShare, HOST_AD, clientShare, CLIENT_AD), c.sha512);
  const okm = c.hkdfSha512(isk, KEYS_INFO, 96);
  return {
    confirm: bytesToHex(c.hmacSha256(okm.subarray(0, 32), CONFIRM)),
    toHost: okm.slice(32, 64),
    toClient: okm.slice(64, 96),
  };
}

function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The host's side of one connection's handshake. */
export class HostHandshake {
  readonly challenge: ChallengeFields;
  private readonly sid: Uint8Array;
  private readonly party: CpaceParty;
  private readonly crypto: HandshakeCrypto;

  /** `code`: the table code (null: an open table, the empty password); `crypto`: the host passes node:crypto's. */
  constructor(tableId: string, code: string | null, crypto: HandshakeCrypto = nobleCrypto) {
    this.crypto = crypto;
    this.sid = randomBytes(16);
    this.party = new CpaceParty(calculateGenerator(password(code), channelId(tableId), this.sid, crypto.sha512), crypto.x25519);
    this.challenge = { table: tableId, nonce: bytesToHex(this.sid), locked: code !== null, share: bytesToHex(this.party.share) };
  }

  /** The client's `pake`: its channel, or why not ('bad-share': of low order; 'wrong-code': the confirmation does not check). */
  finish(msg: PakeMessage, aead: AeadFactory): { ok: true; channel: Channel } | { ok: false; why: 'bad-share' | 'wrong-code' } {
    const clientShare = hexToBytes(msg.share);
    const k = this.party.secret(clientShare);
    if (!k) return { ok: false, why: 'bad-share' };
    const kk = keys(this.sid, k, this.party.share, clientShare, this.crypto);
    if (!sameHex(kk.confirm, msg.confirm)) return { ok: false, why: 'wrong-code' };
    return { ok: true, channel: new Channel(kk.toClient, kk.toHost, aead) };
  }
}

/**
 * The client's side: its `pake` answer and its channel, for the host's
 * `challenge` and the code it was given (null: none). Throws on a host
 * share of low order. `crypto`: pages run noble's, the app and bots node:crypto's.
 */
export function answerChallenge(challenge: ChallengeFields, code: string | null, protocol: number, aead: AeadFactory, crypto: HandshakeCrypto = nobleCrypto): { message: PakeMessage; channel: Channel } {
  const useCode = challenge.locked && code !== null && normalizeCode(code) !== '';
  const sid = hexToBytes(challenge.nonce);
  const party = new CpaceParty(calculateGenerator(password(useCode ? code : null), channelId(challenge.table), sid, crypto.sha512), crypto.x25519);
  const hostShare = hexToBytes(challenge.share);
  const k = party.secret(hostShare);
  if (!k) throw new Error('the host sent an invalid handshake share');
  const kk = keys(sid, k, hostShare, party.share, crypto);
  return {
    message: { type: 'pake', protocol, code: useCode, share: bytesToHex(party.share), confirm: kk.confirm },
    channel: new Channel(kk.toHost, kk.toClient, aead),
  };
}
