import { isUtf8 } from 'node:buffer';
import sodium from 'libsodium-wrappers';
import { TAG_BYTES, type AeadFactory } from '../../shared/protocol/secure/channel';

/**
 * ChaCha20-Poly1305 (IETF) from libsodium, compiled to WebAssembly: the same
 * frames as node:crypto's and the pages' noble (test/protocol/cpace.test.ts).
 * The host and the bot client seal with it because a frame's first cipher
 * call after idle — every action's, at a table's pace — costs a fraction of
 * OpenSSL's: no cipher object per frame, a few kilobytes of code to bring
 * into the caches (docs/benchmarks.md "The cipher's cold path").
 *
 * libsodium starts asynchronously (its WebAssembly is compiled once): this
 * module waits for it when it is loaded, so `sodiumAead` is ready for use
 * wherever it is imported.
 */
await sodium.ready;

export const sodiumAead: AeadFactory = (key) => {
  const k = Uint8Array.from(key);
  return {
    seal: (nonce, text) => sodium.crypto_aead_chacha20poly1305_ietf_encrypt(text, null, null, nonce, k),
    open(nonce, sealed) {
      if (sealed.length < TAG_BYTES) return null;
      let body: Uint8Array;
      try {
        body = sodium.crypto_aead_chacha20poly1305_ietf_decrypt(null, sealed, null, nonce, k);
      } catch {
        return null;
      }
      return isUtf8(body) ? Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8') : null;
    },
  };
};
