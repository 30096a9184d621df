import { ristretto255 } from '@noble/curves/ed25519.js';
import { chacha20poly1305 } from '@noble/ciphers/chacha.js';
import { hmac } from '@noble/hashes/hmac.js';
import { scrypt } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { Channel, frameNonce, nobleAead } from '../../shared/protocol/secure/channel';
import { calculateGenerator, CpaceParty, generatorString, intermediateKey, transcriptIr } from '../../shared/protocol/secure/cpace';
import { answerChallenge, HostHandshake, type PakeMessage } from '../../shared/protocol/secure/handshake';
import { nodeAead } from '../../src-main/host/nodeAead';

const hex = (s: string) => hexToBytes(s.replace(/\s+/g, ''));

describe('CPace on ristretto255 (draft-irtf-cfrg-cpace, appendix B.3 vectors)', () => {
  // The draft's inputs: PRS "Password", CI "oc" || lv("B_responder") || lv("A_initiator"), sid, ADa "ADa", ADb "ADb".
  const prs = utf8ToBytes('Password');
  const ci = hex('6f630b425f726573706f6e6465720b415f696e69746961746f72');
  const sid = hex('7e4b4791d6a8ef019b936c79fb7f2c57');

  it('gives the draft\'s generator string, generator, shares, secret and ISK', () => {
    expect(bytesToHex(generatorString(prs, ci, sid))).toBe(
      '11435061636552697374726574746f3235350850617373776f726464' + '00'.repeat(100)
      + '1a6f630b425f726573706f6e6465720b415f696e69746961746f72107e4b4791d6a8ef019b936c79fb7f2c57',
    );
    const g = calculateGenerator(prs, ci, sid);
    expect(bytesToHex(g.toBytes())).toBe('a6fc82c3b8968fbb2e06fee81ca858586dea50d248f0c7ca6a18b0902a30b36b');
    const a = new CpaceParty(g, hex('da3d23700a9e5699258aef94dc060dfda5ebb61f02a5ea77fad53f4ff0976d08'));
    const b = new CpaceParty(g, hex('d2316b454718c35362d83d69df6320f38578ed5984651435e2949762d900b80d'));
    expect(bytesToHex(a.share)).toBe('d40fb265a7abeaee7939d91a585fe59f7053f982c296ec413c624c669308f87a');
    expect(bytesToHex(b.share)).toBe('08bcf6e9777a9c313a3db6daa510f2d398403319c2341bd506a92e672eb7e307');
    const k = a.secret(b.share)!;
    expect(bytesToHex(k)).toBe('e22b1ef7788f661478f3cddd4c600774fc0f41e6b711569190ff88fa0e607e09');
    expect(bytesToHex(b.secret(a.share)!)).toBe(bytesToHex(k));
    const isk = intermediateKey(sid, k, transcriptIr(a.share, utf8ToBytes('ADa'), b.share, utf8ToBytes('ADb')));
    expect(bytesToHex(isk)).toBe(
      '4c5469a16b2364c4b944ebc1a79e51d1674ad47db26e8718154f59faebfaa52d8346f30aa58377117eb20d527f2cbc5c76381f7fd372e89df8239f87f2e02ed1',
    );
  });

  it('aborts on an invalid share or the identity (draft B.3.11)', () => {
    const a = new CpaceParty(calculateGenerator(prs, ci, sid));
    expect(a.secret(hex('2b3c6b8c4f3800e7aef6864025b4ed79bd599117e427c41bd47d93d654b4a51c'))).toBeNull();
    expect(a.secret(new Uint8Array(32))).toBeNull();
  });
});

describe('the channel', () => {
  it('node:crypto and noble seal the same frames; a replayed, reordered or altered frame does not open', () => {
    const k1 = new Uint8Array(32).fill(7);
    const k2 = new Uint8Array(32).fill(9);
    const sender = new Channel(k1, k2, nodeAead);
    const receiver = new Channel(k2, k1, nobleAead);
    const f0 = sender.seal('{"type":"state","n":0}');
    const f1 = sender.seal('{"type":"state","n":1}');
    expect(bytesToHex(f0)).toBe(bytesToHex(chacha20poly1305(k1, frameNonce(0)).encrypt(utf8ToBytes('{"type":"state","n":0}'))));
    // Frame 2^32 + 5: the counter's high half lands in the nonce too.
    expect(bytesToHex(frameNonce(2 ** 32 + 5))).toBe('000000000000000100000005');
    // Not UTF-8 inside a good tag: refused by both.
    const bad = chacha20poly1305(k1, frameNonce(0)).encrypt(Uint8Array.of(0xff, 0xfe));
    expect(nodeAead(k1).open(frameNonce(0), bad)).toBeNull();
    expect(nobleAead(k1).open(frameNonce(0), bad)).toBeNull();
    expect(nodeAead(k1).open(frameNonce(0), f0)).toBe('{"type":"state","n":0}');
    expect(receiver.open(f0)).toBe('{"type":"state","n":0}');
    // Replay of frame 0 where frame 1 is due.
    const replayed = new Channel(k2, k1, nobleAead);
    replayed.open(f0);
    expect(replayed.open(f0)).toBeNull();
    // Reordered: frame 1 first.
    expect(new Channel(k2, k1, nobleAead).open(f1)).toBeNull();
    const altered = Uint8Array.from(f1);
    altered[3]! ^= 1;
    expect(receiver.open(altered)).toBeNull();
  });
});

/** One locked-table handshake as a listener records it: the challenge, the client's answer, the first sealed frame. */
function recordHandshake(code: string, tableId = 'T4bLe1d') {
  const host = new HostHandshake(tableId, code);
  const challenge = host.challenge;
  const { message, channel } = answerChallenge(challenge, code, 3, nobleAead);
  const out = host.finish(message, nobleAead);
  if (!out.ok) throw new Error('the handshake failed');
  const hello = channel.seal(JSON.stringify({ type: 'hello', protocol: 3, name: 'Birgit' }));
  // Only for the test's sanity check: the secret point, which takes the host's (or the client's) scalar.
  const k = (host as unknown as { party: CpaceParty }).party.secret(hexToBytes(message.share))!;
  return { challenge, message, hello, k };
}

/**
 * Everything a guesser can compute from a recorded transcript and a
 * candidate code without either side's secret scalar: the candidate's
 * generator, and every secret point it could try in place of K (the
 * shares, their sums and differences, the generator). With each it derives
 * the keys and checks the client's confirmation. True: the candidate checks.
 */
function offlineGuess(t: ReturnType<typeof recordHandshake>, candidate: string, extra: Uint8Array[] = []): boolean {
  const { Point } = ristretto255;
  const sid = hexToBytes(t.challenge.nonce);
  const g = calculateGenerator(utf8ToBytes(candidate), new Uint8Array([10, ...utf8ToBytes('stammtisch'), t.challenge.table.length, ...utf8ToBytes(t.challenge.table)]), sid);
  const yh = Point.fromBytes(hexToBytes(t.challenge.share));
  const yc = Point.fromBytes(hexToBytes(t.message.share));
  const ks = [g, yh, yc, yh.add(yc), yh.subtract(yc), yh.add(g), yc.add(g), yh.subtract(g), yc.subtract(g)];
  for (const k of [...ks.map((p) => p.toBytes()), ...extra]) {
    // The same derivation as handshake.ts, with a guessed K: rebuilt through a fake host whose secret is this K.
    const fake = new HostHandshake(t.challenge.table, candidate);
    Object.assign(fake, { sid, party: { share: hexToBytes(t.challenge.share), secret: () => k } });
    if (fake.finish(t.message, nobleAead).ok) return true;
  }
  return false;
}

describe('an offline guesser with a recorded handshake (issue 29)', () => {
  it('checks no guess: the right code and a wrong one look the same to it', () => {
    const t = recordHandshake('KNEIPE7');
    expect(offlineGuess(t, 'KNEIPE7')).toBe(false);
    expect(offlineGuess(t, 'WRONG42')).toBe(false);
    // The guesser's check is real: handed the secret point (which takes a scalar it does not have), the confirmation checks.
    expect(offlineGuess(t, 'KNEIPE7', [t.k])).toBe(true);
    expect(offlineGuess(t, 'WRONG42', [t.k])).toBe(true);
    // The check itself works: the host, who holds its scalar, tells the right code from a wrong one (one live exchange per guess).
    const host = new HostHandshake('T4bLe1d', 'KNEIPE7');
    const right = answerChallenge(host.challenge, 'KNEIPE7', 3, nobleAead).message;
    expect(host.finish(right, nobleAead).ok).toBe(true);
    const host2 = new HostHandshake('T4bLe1d', 'KNEIPE7');
    expect(host2.finish(answerChallenge(host2.challenge, 'WRONG42', 3, nobleAead).message, nobleAead)).toEqual({ ok: false, why: 'wrong-code' });
  });

  it('sees values that do not depend on the code: fresh random group elements each time, whatever the code', () => {
    // Same code twice: nothing repeats (no deterministic function of the code is sent) ...
    const a = recordHandshake('KNEIPE7');
    const b = recordHandshake('KNEIPE7');
    expect(a.challenge.share).not.toBe(b.challenge.share);
    expect(a.message.share).not.toBe(b.message.share);
    expect(a.message.confirm).not.toBe(b.message.confirm);
    // ... and every share is a valid element whichever code it came from (y·g is uniform in a prime-order group for any g ≠ 0),
    // so the only test of a code is a live exchange with the host, which counts it.
    for (const code of ['KNEIPE7', 'WRONG42']) {
      const t = recordHandshake(code);
      expect(() => ristretto255.Point.fromBytes(hexToBytes(t.challenge.share))).not.toThrow();
      expect(t.message.confirm).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('regression: the old scrypt proof (protocol 2) WAS checkable offline from one recorded hello', () => {
    // Protocol 2: proof = HMAC-SHA-256(scrypt(CODE, "stammtisch-code/" + table), nonce + table), sent with the nonce in clear.
    const kdf = { N: 8192, r: 8, p: 1, dkLen: 32 };
    const table = 'T4bLe1d';
    const nonce = 'bm9uY2Utb2YtdGhlLWNoYWxsZW5nZQ';
    const proof = (code: string) => bytesToHex(hmac(sha256, scrypt(code, `stammtisch-code/${table}`, kdf), utf8ToBytes(nonce + table)));
    const recorded = proof('KNEIPE7');
    const guesses = ['WRONG42', 'PROST', 'KNEIPE7'];
    expect(guesses.find((g) => proof(g) === recorded)).toBe('KNEIPE7');
    // The same guesser against a protocol-3 handshake finds nothing.
    const t = recordHandshake('KNEIPE7', table);
    expect(guesses.filter((g) => offlineGuess(t, g))).toEqual([]);
  }, 20_000);
});

export type { PakeMessage };
