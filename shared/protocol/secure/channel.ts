import { chacha20poly1305 } from '@noble/ciphers/chacha.js';

/**
 * The encrypted channel after the handshake (docs/protocol.md "Security"):
 * every frame is one binary WebSocket message, ChaCha20-Poly1305 with a
 * key per direction and the frame's number as the nonce. The number is not
 * sent: both sides count, so a replayed, dropped, reordered or injected
 * frame fails authentication and ends the connection.
 */
export interface Aead {
  /** `text` as UTF-8, sealed: ciphertext then the 16-byte tag. */
  seal(nonce: Uint8Array, text: string): Uint8Array;
  /** The text; null when the tag does not check or the text is not UTF-8. */
  open(nonce: Uint8Array, sealed: Uint8Array): string | null;
}
/** libsodium's ChaCha20-Poly1305 in WebAssembly (host, bot CLI: src-main/host/sodiumAead.ts) or noble's pure JS (pages: no Web Crypto on plain http://). */
export type AeadFactory = (key: Uint8Array) => Aead;

/** Bytes a sealed frame has more than its text. */
export const TAG_BYTES = 16;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

export const nobleAead: AeadFactory = (key) => ({
  seal: (nonce, text) => chacha20poly1305(key, nonce).encrypt(encoder.encode(text)),
  open: (nonce, sealed) => {
    try {
      return decoder.decode(chacha20poly1305(key, nonce).decrypt(sealed));
    } catch {
      return null;
    }
  },
});

/** Writes frame number `n` into a 96-bit nonce: four zero bytes, then `n` as 64 bits big-endian. */
function writeNonce(nonce: Uint8Array, n: number): Uint8Array {
  // Byte by byte: a DataView per frame showed in the host's CPU profile.
  const hi = Math.floor(n / 2 ** 32);
  const lo = n >>> 0;
  nonce[4] = hi >>> 24; nonce[5] = (hi >>> 16) & 0xff; nonce[6] = (hi >>> 8) & 0xff; nonce[7] = hi & 0xff;
  nonce[8] = lo >>> 24; nonce[9] = (lo >>> 16) & 0xff; nonce[10] = (lo >>> 8) & 0xff; nonce[11] = lo & 0xff;
  return nonce;
}

/** The nonce of frame `n`. */
export function frameNonce(n: number): Uint8Array {
  return writeNonce(new Uint8Array(12), n);
}

/** One side's end of the channel: seals what it sends, opens what it receives, in order. */
export class Channel {
  private sent = 0;
  private received = 0;
  private readonly out: Aead;
  private readonly in: Aead;
  // One nonce buffer per direction, rewritten for each frame (both ciphers copy the nonce when they start; the counter never repeats).
  private readonly outNonce = new Uint8Array(12);
  private readonly inNonce = new Uint8Array(12);

  constructor(sendKey: Uint8Array, receiveKey: Uint8Array, aead: AeadFactory) {
    this.out = aead(sendKey);
    this.in = aead(receiveKey);
  }

  seal(text: string): Uint8Array {
    return this.out.seal(writeNonce(this.outNonce, this.sent++), text);
  }

  /** The frame's text, or null (forged, replayed, out of order, not UTF-8): the connection cannot go on. */
  open(frame: Uint8Array): string | null {
    return this.in.open(writeNonce(this.inNonce, this.received++), frame);
  }

  /** A frame dropped unread (rate limit, size): its number is used up all the same. */
  skip(): void {
    this.received++;
  }
}
