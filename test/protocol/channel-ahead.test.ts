import { chacha20poly1305 } from '@noble/ciphers/chacha.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { Channel, frameNonce, nobleAead, type Aead } from '../../shared/protocol/secure/channel';
import { aheadCounts, nodeAead, nodeAeadJustInTime, prepareAhead } from '../../src-main/host/nodeAead';

// nodeAead prepares the next frame's cipher ahead of time (issue 29, docs/benchmarks.md
// "The cipher's cold path"): a prepared cipher must only ever be used for exactly its nonce and
// direction, once; everything else takes the just-in-time path and gives the same bytes.

const k1 = new Uint8Array(32).fill(7);
const k2 = new Uint8Array(32).fill(9);
const pause = (ms = 8) => new Promise((resolve) => setTimeout(resolve, ms));
const hex = (b: Uint8Array) => bytesToHex(b);
const jit = (key: Uint8Array, n: number, text: string) => hex(nodeAeadJustInTime(key).seal(frameNonce(n), text));
const nextOf = (a: Aead) => {
  if (!a.next) throw new Error('nodeAead has no next()');
  return a.next.bind(a);
};

describe('the channel with ciphers prepared ahead', () => {
  it('node:crypto (prepared) and noble open each other\'s frames over many frames, with skips and pauses', async () => {
    const before = { ...aheadCounts };
    const host = new Channel(k1, k2, nodeAead);
    const page = new Channel(k2, k1, nobleAead);
    for (let i = 0; i < 60; i++) {
      const text = JSON.stringify({ type: 'state', i, pad: 'x'.repeat(i * 7) });
      const f = host.seal(text);
      expect(hex(f)).toBe(hex(chacha20poly1305(k1, frameNonce(i)).encrypt(utf8ToBytes(text))));
      if (i % 7 === 3) page.skip();
      else expect(page.open(f)).toBe(text);
      const back = JSON.stringify({ type: 'action', i });
      const g = page.seal(back);
      if (i % 11 === 5) host.skip();
      else expect(host.open(g)).toBe(back);
      if (i % 3 === 0) await pause();
    }
    // The preparation (immediate or timer) had time to run: prepared ciphers were used, both ways.
    expect(aheadCounts.sealAhead).toBeGreaterThan(before.sealAhead);
    expect(aheadCounts.openAhead).toBeGreaterThan(before.openAhead);
    // And without pauses (no time for the timer) it still works, just in time.
    for (let i = 60; i < 80; i++) {
      const text = `{"n":${i}}`;
      expect(page.open(host.seal(text))).toBe(text);
      expect(host.open(page.seal(text))).toBe(text);
    }
  });

  it('noble to node:crypto to noble: a channel pair of nodeAead on both ends', async () => {
    const a = new Channel(k1, k2, nodeAead);
    const b = new Channel(k2, k1, nodeAead);
    const plainB = new Channel(k2, k1, nobleAead);
    for (let i = 0; i < 30; i++) {
      const text = `frame ${i} ` + 'ä'.repeat(i);
      const f = a.seal(text);
      expect(b.open(f)).toBe(text);
      expect(plainB.open(f)).toBe(text);
      if (i % 2) await pause();
    }
  });

  it('a cipher prepared for one nonce is never used for another', () => {
    const a = nodeAead(k1);
    const next = nextOf(a);
    const text = '{"type":"state","n":5}';
    // Prepared for 5, then 6 sealed: the bytes of nonce 6, not 5's keystream.
    next(frameNonce(5), 'seal');
    prepareAhead();
    expect(hex(a.seal(frameNonce(6), text))).toBe(jit(k1, 6, text));
    expect(hex(a.seal(frameNonce(5), text))).toBe(jit(k1, 5, text));
    // The hint's buffer changes after the hint (the channel reuses its nonce buffer): the prepared
    // cipher is the hint's nonce at the time of the hint, and a seal of another nonce in that buffer gets its own.
    const buf = frameNonce(9);
    next(buf, 'seal');
    prepareAhead();
    buf.set(frameNonce(10));
    expect(hex(a.seal(buf, text))).toBe(jit(k1, 10, text));
    // Prepared for 11 both ways; the seal direction's cipher is not used to open, nor the other way round.
    next(frameNonce(11), 'seal');
    next(frameNonce(11), 'open');
    prepareAhead();
    const sealed11 = a.seal(frameNonce(11), text);
    expect(hex(sealed11)).toBe(jit(k1, 11, text));
    expect(a.open(frameNonce(11), sealed11)).toBe(text);
    // Used once: sealing 12 twice (a caller's reuse) gives 12's bytes twice, not a used-up or another cipher.
    next(frameNonce(12), 'seal');
    prepareAhead();
    expect(hex(a.seal(frameNonce(12), text))).toBe(jit(k1, 12, text));
    expect(hex(a.seal(frameNonce(12), text))).toBe(jit(k1, 12, text));
    // A hint replaced before the timer ran: the old one is not prepared or used.
    next(frameNonce(20), 'seal');
    prepareAhead();
    next(frameNonce(21), 'seal');
    expect(hex(a.seal(frameNonce(21), text))).toBe(jit(k1, 21, text));
    next(frameNonce(22), 'seal');
    prepareAhead();
    next(frameNonce(23), 'seal');
    expect(hex(a.seal(frameNonce(22), text))).toBe(jit(k1, 22, text));
  });

  it('a decipher prepared for one nonce does not open another\'s frame wrongly; out of order still opens', () => {
    const a = nodeAead(k1);
    const next = nextOf(a);
    const plain = nodeAeadJustInTime(k1);
    const f3 = plain.seal(frameNonce(3), 'three');
    const f4 = plain.seal(frameNonce(4), 'four');
    next(frameNonce(3), 'open');
    prepareAhead();
    expect(a.open(frameNonce(4), f4)).toBe('four');
    expect(a.open(frameNonce(3), f3)).toBe('three');
    next(frameNonce(3), 'open');
    prepareAhead();
    // Frame 4's bytes under nonce 3: does not open (prepared or not).
    expect(a.open(frameNonce(3), f4)).toBeNull();
    expect(a.open(frameNonce(3), f3)).toBe('three');
  });

  it('a tampered frame still fails to open with a prepared decipher, and the channel stops', async () => {
    const host = new Channel(k1, k2, nodeAead);
    const page = new Channel(k2, k1, nobleAead);
    const before = aheadCounts.openAhead;
    expect(host.open(page.seal('{"a":1}'))).toBe('{"a":1}');
    await pause();
    const f = Uint8Array.from(page.seal('{"a":2}'));
    f[2]! ^= 1;
    expect(host.open(f)).toBeNull();
    expect(aheadCounts.openAhead).toBeGreaterThan(before);
    // A short frame (less than a tag) too.
    await pause();
    const h2 = new Channel(k1, k2, nodeAead);
    await pause();
    expect(h2.open(new Uint8Array(5))).toBeNull();
    // A tag that checks around bytes that are not UTF-8.
    const h3 = new Channel(k1, k2, nodeAead);
    await pause();
    expect(h3.open(chacha20poly1305(k2, frameNonce(0)).encrypt(Uint8Array.of(0xff, 0xfe)))).toBeNull();
  });
});
