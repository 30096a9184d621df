import { isUtf8 } from 'node:buffer';
import { createCipheriv, createDecipheriv, type DecipherChaCha20Poly1305 } from 'node:crypto';
import { TAG_BYTES, type AeadFactory } from '../../shared/protocol/secure/channel';

/**
 * ChaCha20-Poly1305 from node:crypto (OpenSSL), a cipher object per frame:
 * what the host and the bot client sealed with until they moved to
 * libsodium (src-main/host/sodiumAead.ts; docs/benchmarks.md "The cipher's
 * cold path"). Kept for the benches that compare the two.
 */
const OPTIONS = { authTagLength: TAG_BYTES } as const;
const ALGORITHM = 'chacha20-poly1305';

export const nodeAead: AeadFactory = (key) => {
  const k = Buffer.from(key);
  return {
    seal(nonce, text) {
      const c = createCipheriv(ALGORITHM, k, nonce, OPTIONS);
      const body = c.update(text, 'utf8');
      const tail = c.final();
      const tag = c.getAuthTag();
      const frame = Buffer.allocUnsafe(body.length + tail.length + TAG_BYTES);
      frame.set(body, 0);
      if (tail.length > 0) frame.set(tail, body.length);
      frame.set(tag, body.length + tail.length);
      return frame;
    },
    open(nonce, sealed) {
      if (sealed.length < TAG_BYTES) return null;
      const end = sealed.length - TAG_BYTES;
      let body: Buffer;
      try {
        const d: DecipherChaCha20Poly1305 = createDecipheriv(ALGORITHM, k, nonce, OPTIONS);
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
