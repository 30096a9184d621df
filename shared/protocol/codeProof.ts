import { hmac } from '@noble/hashes/hmac.js';
import { scrypt, scryptAsync } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/**
 * Proof of the table code (docs/protocol.md, "Joining a locked table"): the
 * code never travels. key = scrypt(CODE, "stammtisch-code/" + tableId),
 * proof = hex(HMAC-SHA-256(key, nonce + tableId)). Pure JS (@noble/hashes),
 * so a phone on plain http:// (no Web Crypto there) computes the same as the
 * host. scrypt makes every guess against a recorded proof cost milliseconds.
 */
export const CODE_KDF = { N: 8192, r: 8, p: 1, dkLen: 32 } as const;

/** Codes are case-insensitive; spaces around them do not count. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

const salt = (tableId: string) => `stammtisch-code/${tableId}`;

/** The key a code gives for one table (blocking; the host uses node:crypto's equivalent). */
export function codeKey(code: string, tableId: string): Uint8Array {
  return scrypt(normalizeCode(code), salt(tableId), CODE_KDF);
}

/** Same key without freezing a page for the fraction of a second it takes. */
export function codeKeyAsync(code: string, tableId: string): Promise<Uint8Array> {
  return scryptAsync(normalizeCode(code), salt(tableId), CODE_KDF);
}

/** What a client sends as `hello.proof` for the host's `challenge`. */
export function codeProof(key: Uint8Array, nonce: string, tableId: string): string {
  return bytesToHex(hmac(sha256, key, utf8ToBytes(nonce + tableId)));
}
