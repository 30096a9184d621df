import { isUtf8 } from 'node:buffer';
import sodium from 'libsodium-wrappers';
import { TAG_BYTES, type AeadFactory } from '../../shared/protocol/secure/channel';

/**
 * ChaCha20-Poly1305 (IETF) from libsodium, compiled to WebAssembly: the same
 * frames as node:crypto's and the pages' noble (test/protocol/cpace.test.ts).
 * The host and the bot client seal with it because a frame's first cipher
 * call after idle — every action's, at a table's pace — costs a fraction of
 * OpenSSL's: no cipher object per frame, a few kilobytes of code to bring
 * into the caches (docs/benchmarks.md "libsodium for the host and the bot
 * client").
 *
 * It calls libsodium's C functions directly on one scratch area of the
 * WebAssembly memory (key, nonce, text, frame) instead of through the
 * wrappers, which allocate and free four buffers and copy twice per call:
 * on a cold path every step counts. Frames are sealed and opened one at a
 * time (JavaScript is single-threaded; nothing here awaits), so one area
 * per process is enough. The argument lists follow libsodium-wrappers
 * 0.8.4's own calls (a 64-bit length is two 32-bit halves); the version is
 * pinned and the test above checks every frame against two other
 * implementations.
 *
 * libsodium starts asynchronously (its WebAssembly is compiled once): this
 * module waits for it when it is loaded, so `sodiumAead` is ready wherever
 * it is imported.
 */
await sodium.ready;

interface Raw {
  HEAPU8: Uint8Array;
  _malloc(bytes: number): number;
  _free(ptr: number): void;
  _crypto_aead_chacha20poly1305_ietf_encrypt(c: number, clenP: number, m: number, mlenLow: number, mlenHigh: number, ad: number, adlenLow: number, adlenHigh: number, nsec: number, npub: number, k: number): number;
  _crypto_aead_chacha20poly1305_ietf_decrypt(m: number, mlenP: number, nsec: number, c: number, clenLow: number, clenHigh: number, ad: number, adlenLow: number, adlenHigh: number, npub: number, k: number): number;
}
const raw = (sodium as unknown as { libsodium: Raw }).libsodium;

const KEY_BYTES = 32;
const NONCE_BYTES = 12;
const encoder = new TextEncoder();

/** The scratch area: key, nonce, then a text region and a frame region of `room` bytes each. */
let base = 0;
let room = 0;
function ensure(textBytes: number): void {
  if (textBytes <= room) return;
  let next = Math.max(4096, room);
  while (next < textBytes) next *= 2;
  const ptr = raw._malloc(KEY_BYTES + NONCE_BYTES + 2 * (next + TAG_BYTES));
  if (ptr === 0) throw new Error('libsodium: out of memory');
  if (base !== 0) raw._free(base);
  base = ptr;
  room = next;
}
ensure(4096);
const keyAt = () => base;
const nonceAt = () => base + KEY_BYTES;
const textAt = () => base + KEY_BYTES + NONCE_BYTES;
const frameAt = () => textAt() + room + TAG_BYTES;

/** Key and nonce into the scratch area (the heap view is read after any allocation: memory may grow). */
function setKeyNonce(heap: Uint8Array, key: Uint8Array, nonce: Uint8Array): void {
  if (nonce.length !== NONCE_BYTES) throw new Error('ChaCha20-Poly1305: a nonce is 12 bytes');
  heap.set(key, keyAt());
  heap.set(nonce, nonceAt());
}

export const sodiumAead: AeadFactory = (key) => {
  if (key.length !== KEY_BYTES) throw new Error('ChaCha20-Poly1305: a key is 32 bytes');
  const k = Uint8Array.from(key);
  return {
    seal(nonce, text) {
      // UTF-8 takes at most 3 bytes per UTF-16 unit.
      ensure(text.length * 3);
      const heap = raw.HEAPU8;
      setKeyNonce(heap, k, nonce);
      const { written } = encoder.encodeInto(text, heap.subarray(textAt(), textAt() + room));
      if (raw._crypto_aead_chacha20poly1305_ietf_encrypt(frameAt(), 0, textAt(), written, 0, 0, 0, 0, 0, nonceAt(), keyAt()) !== 0) {
        throw new Error('libsodium: sealing failed');
      }
      return heap.slice(frameAt(), frameAt() + written + TAG_BYTES);
    },
    open(nonce, sealed) {
      if (sealed.length < TAG_BYTES || nonce.length !== NONCE_BYTES) return null;
      const bytes = sealed.length - TAG_BYTES;
      ensure(bytes);
      const heap = raw.HEAPU8;
      setKeyNonce(heap, k, nonce);
      heap.set(sealed, frameAt());
      if (raw._crypto_aead_chacha20poly1305_ietf_decrypt(textAt(), 0, 0, frameAt(), sealed.length, 0, 0, 0, 0, nonceAt(), keyAt()) !== 0) return null;
      const body = Buffer.from(heap.buffer, heap.byteOffset + textAt(), bytes);
      return isUtf8(body) ? body.toString('utf8') : null;
    },
  };
};
