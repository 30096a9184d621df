import { isUtf8 } from 'node:buffer';
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { TAG_BYTES, type AeadFactory } from '../../shared/protocol/secure/channel';

/**
 * ChaCha20-Poly1305 from node:crypto (OpenSSL): the same frames as the pages'
 * pure-JS one (test/protocol/cpace.test.ts checks both ways), at a fraction
 * of the host's CPU per state. Node cannot re-key a cipher with a new nonce,
 * so each frame gets its own; what is cut is every copy around it: the text
 * goes into the cipher as a string (no separate UTF-8 buffer) and the frame
 * is put together once (docs/benchmarks.md "Encrypted channel").
 */
const OPTIONS = { authTagLength: TAG_BYTES } as const;

export const nodeAead: AeadFactory = (key) => {
  const k = Buffer.from(key);
  return {
    seal(nonce, text) {
      const c = createCipheriv('chacha20-poly1305', k, nonce, OPTIONS);
      const body = c.update(text, 'utf8');
      const tail = c.final();
      const tag = c.getAuthTag();
      return tail.length === 0 ? Buffer.concat([body, tag], body.length + TAG_BYTES) : Buffer.concat([body, tail, tag]);
    },
    open(nonce, sealed) {
      if (sealed.length < TAG_BYTES) return null;
      const end = sealed.length - TAG_BYTES;
      let body: Buffer;
      try {
        const d = createDecipheriv('chacha20-poly1305', k, nonce, OPTIONS);
        d.setAuthTag(sealed.subarray(end));
        body = d.update(sealed.subarray(0, end));
        const tail = d.final();
        if (tail.length > 0) body = Buffer.concat([body, tail]);
      } catch {
        return null;
      }
      return isUtf8(body) ? body.toString('utf8') : null;
    },
  };
};
