import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: codes are read aloud and typed on phones.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 7 characters of 31: 34.7 bits, still quick to read out and type. */
export const TABLE_CODE_LENGTH = 7;

export function newTableCode(length = TABLE_CODE_LENGTH): string {
  let code = '';
  for (let i = 0; i < length; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
