/** Shorter codes a guesser gets through in an evening even with the guess limit. */
export const MIN_CODE_LENGTH = 4;

/**
 * A table code as the host keeps it (trimmed, upper case), or null for an
 * open table; too short a code is an error. The code itself is checked by
 * the connection's handshake (shared/protocol/secure/handshake.ts).
 */
export function normCode(code: string | null): string | null {
  const c = code?.trim().toUpperCase();
  if (c && c.length < MIN_CODE_LENGTH) throw new Error(`a table code needs at least ${MIN_CODE_LENGTH} characters, not ${c.length}`);
  return c ? c : null;
}
