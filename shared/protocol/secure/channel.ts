import { chacha20poly1305 } from '@noble/ciphers/chacha.js';

/**
 * The encrypted channel after the handshake (docs/protocol.md "Security"):
 * every frame is one binary WebSocket message, ChaCha20-Poly1305 with a
 * key per direction and the frame's number as the nonce. The number is not
 * sent: both sides count, so a replayed, dropped, reordered or injected
 * frame fails authentication and ends the connection.
 */
export interface Aead {
  seal(nonce: Uint8Array, plaintext: Uint8Array): Uint8Array;
  /** Null when the tag does not check. */
  open(nonce: Uint8Array, sealed: Uint8Array): Uint8Array | null;
}
/** Node's native ChaCha20-Poly1305 (host, bot CLI) or noble's pure JS (pages: no Web Crypto on plain http://). */
export type AeadFactory = (key: Uint8Array) => Aead;

/** Bytes a sealed frame has more than its text. */
export const TAG_BYTES = 16;

export const nobleAead: AeadFactory = (key) => ({
  seal: (nonce, plaintext) => chacha20poly1305(key, nonce).encrypt(plaintext),
  open: (nonce, sealed) => {
    try {
      return chacha20poly1305(key, nonce).decrypt(sealed);
    } catch {
      return null;
    }
  },
});

/** 96-bit nonce: four zero bytes, then the frame number (64 bits, big-endian). */
export function frameNonce(n: number): Uint8Array {
  const nonce = new Uint8Array(12);
  new DataView(nonce.buffer).setBigUint64(4, BigInt(n));
  return nonce;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** One side's end of the channel: seals what it sends, opens what it receives, in order. */
export class Channel {
  private sent = 0;
  private received = 0;
  private readonly out: Aead;
  private readonly in: Aead;

  constructor(sendKey: Uint8Array, receiveKey: Uint8Array, aead: AeadFactory) {
    this.out = aead(sendKey);
    this.in = aead(receiveKey);
  }

  seal(text: string): Uint8Array {
    return this.out.seal(frameNonce(this.sent++), encoder.encode(text));
  }

  /** The frame's text, or null (forged, replayed, out of order, not UTF-8): the connection cannot go on. */
  open(frame: Uint8Array): string | null {
    const plain = this.in.open(frameNonce(this.received++), frame);
    if (!plain) return null;
    try {
      return decoder.decode(plain);
    } catch {
      return null;
    }
  }

  /** A frame dropped unread (rate limit, size): its number is used up all the same. */
  skip(): void {
    this.received++;
  }
}
