import { isUtf8 } from 'node:buffer';
import { createCipheriv, createDecipheriv, type CipherChaCha20Poly1305, type DecipherChaCha20Poly1305 } from 'node:crypto';
import { TAG_BYTES, type Aead, type AeadFactory } from '../../shared/protocol/secure/channel';

/**
 * ChaCha20-Poly1305 from node:crypto (OpenSSL): the same frames as the pages'
 * pure-JS one (test/protocol/cpace.test.ts checks both ways), at a fraction
 * of the host's CPU per state. Node cannot re-key a cipher with a new nonce,
 * so each frame gets its own; what is cut is every copy around it: the text
 * goes into the cipher as a string (no separate UTF-8 buffer) and the frame
 * is put together once (docs/benchmarks.md "Encrypted channel").
 *
 * `nodeAead` also creates the next frame's cipher ahead of time, off the path
 * (the channel's `next` hint; docs/benchmarks.md "The cipher's cold path"):
 * that saves ~6–8 µs of a cold call's 30–60 (the first call after idle stays
 * ~110–160 µs either way). A prepared cipher is used only
 * for exactly the nonce and direction it was created for, and only once;
 * any other call creates its own just in time as `nodeAeadJustInTime` does.
 */
const OPTIONS = { authTagLength: TAG_BYTES } as const;
const ALGORITHM = 'chacha20-poly1305';

/** How often a call found its cipher prepared (`…Ahead`) or created one (`…JustInTime`), since the process started. */
export const aheadCounts = { sealAhead: 0, sealJustInTime: 0, openAhead: 0, openJustInTime: 0 };

function sealWith(c: CipherChaCha20Poly1305, text: string): Uint8Array {
  const body = c.update(text, 'utf8');
  const tail = c.final();
  const tag = c.getAuthTag();
  // One allocation and copies, not Buffer.concat's (cheaper on a cold path).
  const frame = Buffer.allocUnsafe(body.length + tail.length + TAG_BYTES);
  frame.set(body, 0);
  if (tail.length > 0) frame.set(tail, body.length);
  frame.set(tag, body.length + tail.length);
  return frame;
}

/** The text, or null: `d` is created for this frame's nonce, the frame has at least a tag's bytes. */
function openWith(d: DecipherChaCha20Poly1305, sealed: Uint8Array): string | null {
  const end = sealed.length - TAG_BYTES;
  let body: Buffer;
  try {
    d.setAuthTag(sealed.subarray(end));
    body = d.update(sealed.subarray(0, end));
    const tail = d.final();
    if (tail.length > 0) body = Buffer.concat([body, tail]);
  } catch {
    return null;
  }
  return isUtf8(body) ? body.toString('utf8') : null;
}

/** Every call creates its cipher when it is made (as before the preparation; kept for bench/net-cipher-cold.ts). */
export const nodeAeadJustInTime: AeadFactory = (key) => {
  const k = Buffer.from(key);
  return {
    seal: (nonce, text) => sealWith(createCipheriv(ALGORITHM, k, nonce, OPTIONS), text),
    open(nonce, sealed) {
      if (sealed.length < TAG_BYTES) return null;
      let d: DecipherChaCha20Poly1305;
      try {
        d = createDecipheriv(ALGORITHM, k, nonce, OPTIONS);
      } catch {
        return null;
      }
      return openWith(d, sealed);
    },
  };
};

/**
 * One direction's next frame: the hinted nonce (copied into `nonce`, `hinted`) and, once
 * prepared, the cipher created for exactly it. Whatever changes `nonce` or `hinted` empties `ready`.
 */
interface Slot<T> {
  readonly nonce: Buffer;
  hinted: boolean;
  ready: T | null;
}
const NONCE_BYTES = 12;
const newSlot = <T>(): Slot<T> => ({ nonce: Buffer.alloc(NONCE_BYTES), hinted: false, ready: null });

/** Byte by byte: cheaper than Buffer#equals (a call into C++) for 12 bytes. */
function sameNonce(a: Buffer, b: Uint8Array): boolean {
  if (b.length !== NONCE_BYTES) return false;
  for (let i = 0; i < NONCE_BYTES; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * When the hinted ciphers are created (for benches: STAMMTISCH_CIPHER_AHEAD, read once):
 * `immediate` (default) at the end of the event loop's turn that gave the hint (one
 * setImmediate per process for all pending channels: no wake-up of its own); `timer` one
 * unref'd ~1 ms timer per process, which costs the host a wake-up of its own per burst
 * (docs/benchmarks.md "The cipher's cold path": more CPU per action, no better round trip);
 * `off` never (every call just in time).
 */
export const aheadMode: 'timer' | 'immediate' | 'off' = ((m) => (m === 'timer' || m === 'off' ? m : 'immediate'))(process.env.STAMMTISCH_CIPHER_AHEAD);

/** Aeads with a hinted nonce not yet prepared; one immediate (or timer) per process prepares them all. */
const pending = new Set<() => void>();
let timer: NodeJS.Timeout | null = null;
let immediate: NodeJS.Immediate | null = null;
const PREPARE_AFTER_MS = 1;

/** Creates every pending hinted cipher now (the immediate or timer does this; exported for tests and the bench). */
export function prepareAhead(): void {
  if (timer !== null) {
    clearTimeout(timer);
    timer = null;
  }
  if (immediate !== null) {
    clearImmediate(immediate);
    immediate = null;
  }
  for (const prepare of pending) prepare();
  pending.clear();
}

function schedule(prepare: () => void): void {
  pending.add(prepare);
  if (aheadMode === 'immediate') {
    if (immediate === null) {
      immediate = setImmediate(prepareAhead);
      immediate.unref();
    }
  } else if (timer === null) {
    timer = setTimeout(prepareAhead, PREPARE_AFTER_MS);
    timer.unref();
  }
}

/** The slot's cipher if it was created for exactly `nonce`; the slot is emptied either way (a cipher is used once). */
function take<T>(slot: Slot<T>, nonce: Uint8Array): T | null {
  const ready = slot.ready;
  const match = ready !== null && slot.hinted && sameNonce(slot.nonce, nonce);
  slot.ready = null;
  slot.hinted = false;
  return match ? ready : null;
}

export const nodeAead: AeadFactory = (key) => {
  if (aheadMode === 'off') return nodeAeadJustInTime(key);
  const k = Buffer.from(key);
  const jit = nodeAeadJustInTime(key);
  const out = newSlot<CipherChaCha20Poly1305>();
  const inn = newSlot<DecipherChaCha20Poly1305>();
  const prepare = () => {
    try {
      if (out.hinted && out.ready === null) out.ready = createCipheriv(ALGORITHM, k, out.nonce, OPTIONS);
      if (inn.hinted && inn.ready === null) inn.ready = createDecipheriv(ALGORITHM, k, inn.nonce, OPTIONS);
    } catch {
      // Nothing prepared: the calls create theirs just in time.
    }
  };
  const aead: Aead = {
    seal(nonce, text) {
      const c = take(out, nonce);
      if (c === null) {
        aheadCounts.sealJustInTime++;
        return jit.seal(nonce, text);
      }
      aheadCounts.sealAhead++;
      return sealWith(c, text);
    },
    open(nonce, sealed) {
      const d = take(inn, nonce);
      if (sealed.length < TAG_BYTES) return null;
      if (d === null) {
        aheadCounts.openJustInTime++;
        return jit.open(nonce, sealed);
      }
      aheadCounts.openAhead++;
      return openWith(d, sealed);
    },
    next(nonce, dir) {
      // A copy: the channel rewrites its nonce buffer for every frame.
      const slot = dir === 'seal' ? out : inn;
      slot.ready = null;
      slot.hinted = nonce.length === NONCE_BYTES;
      if (!slot.hinted) return;
      slot.nonce.set(nonce);
      schedule(prepare);
    },
  };
  return aead;
};
