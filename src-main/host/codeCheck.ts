import { createHmac, scryptSync } from 'node:crypto';
import { CODE_KDF, normalizeCode } from '../../shared/protocol/codeProof';
import { sameSecret } from './seats';

/** Shorter codes a guesser gets through in an evening even with the guess limit. */
export const MIN_CODE_LENGTH = 4;

/** A table code as the host keeps it (trimmed, upper case), or null for an open table; too short a code is an error. */
export function normCode(code: string | null): string | null {
  const c = code?.trim().toUpperCase();
  if (c && c.length < MIN_CODE_LENGTH) throw new Error(`a table code needs at least ${MIN_CODE_LENGTH} characters, not ${c.length}`);
  return c ? c : null;
}

/**
 * The host's side of the code proof (shared/protocol/codeProof.ts): a
 * locked table's `hello.proof` must be the HMAC of the connection's nonce
 * under the scrypt key of the table code. node:crypto computes the same
 * key as the pages; it is computed once per table id (scrypt is slow on purpose).
 */
export class CodeCheck {
  private key: { id: string; key: Buffer } | null = null;

  constructor(readonly code: string | null) {}

  /** True when `proof` answers `nonce` for the table `tableId` (an open table needs no proof). */
  proves(proof: string | undefined, nonce: string, tableId: string): boolean {
    if (this.code === null) return true;
    if (proof === undefined) return false;
    if (this.key?.id !== tableId) {
      this.key = {
        id: tableId,
        key: scryptSync(normalizeCode(this.code), `stammtisch-code/${tableId}`, CODE_KDF.dkLen, { N: CODE_KDF.N, r: CODE_KDF.r, p: CODE_KDF.p }),
      };
    }
    const expected = createHmac('sha256', this.key.key).update(nonce + tableId).digest('hex');
    return sameSecret(proof, expected);
  }
}
