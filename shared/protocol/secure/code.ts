/** Codes are case-insensitive; spaces around them do not count. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}
