import { ed25519 } from '@noble/curves/ed25519.js';
import { chacha20poly1305 } from '@noble/ciphers/chacha.js';
import { hmac } from '@noble/hashes/hmac.js';
import { scrypt } from '@noble/hashes/scrypt.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, randomBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { createCipheriv, createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Channel, frameNonce, nobleAead, type AeadFactory } from '../../shared/protocol/secure/channel';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { calculateGenerator, CpaceParty, generatorString, intermediateKey, nobleX25519, transcriptIr } from '../../shared/protocol/secure/cpace';
import { answerChallenge, HostHandshake, nobleCrypto, type PakeMessage } from '../../shared/protocol/secure/handshake';
import { sodiumAead } from '../../src-main/host/sodiumAead';
import { nodeHandshakeCrypto } from '../../src-main/host/nodeHandshakeCrypto';
import { nodeX25519 } from '../../src-main/host/nodeX25519';

const hex = (s: string) => hexToBytes(s.replace(/\s+/g, ''));

// The host, the app and bots run node:crypto's X25519 and hashes, pages noble's.
const SUITES = { noble: nobleCrypto, 'node:crypto': nodeHandshakeCrypto } as const;

describe.each(Object.entries(SUITES))('CPace on X25519 with %s (draft-irtf-cfrg-cpace, appendix B.1 vectors)', (_, c) => {
  const x = c.x25519;
  // The draft's inputs: PRS "Password", CI "\nAinitiator\nBresponder", sid, ADa "ADa", ADb "ADb".
  const prs = utf8ToBytes('Password');
  const ci = utf8ToBytes('\nAinitiator\nBresponder');
  const sid = hex('7e4b4791d6a8ef019b936c79fb7f2c57');

  it('gives the draft\'s generator string, generator, shares, secret and ISK', () => {
    expect(bytesToHex(generatorString(prs, ci, sid))).toBe(
      '0843506163653235350850617373776f72646d' + '00'.repeat(109)
      + '160a41696e69746961746f720a42726573706f6e646572107e4b4791d6a8ef019b936c79fb7f2c57',
    );
    const g = calculateGenerator(prs, ci, sid, c.sha512);
    expect(bytesToHex(g)).toBe('4e6098733061c0e8486611a904fe5edb049804d26130a44131a6229e55c5c321');
    const a = new CpaceParty(g, x, hex('45acf93116ae5d3dae995a7c627df2924321a8e857d9a200807131e38839b0c2'));
    const b = new CpaceParty(g, x, hex('a145e914b347002d298ce2051394f0ed68cf3623dfe5db082c78ffa5a667acdc'));
    expect(bytesToHex(a.share)).toBe('6f7fd31863b18b0cc9830fc842c60dea80120ccf2fd375498225e45a52065361');
    expect(bytesToHex(b.share)).toBe('e1b730a4956c0f853d96c5d125cebeeea46952c07c6f66da65bd9ffd2f71a462');
    const k = a.secret(b.share)!;
    expect(bytesToHex(k)).toBe('2a905bc5f0b93ee72ac4b6ea8723520941adfc892935bf6f86d9e199befa6024');
    expect(bytesToHex(b.secret(a.share)!)).toBe(bytesToHex(k));
    const isk = intermediateKey(sid, k, transcriptIr(a.share, utf8ToBytes('ADa'), b.share, utf8ToBytes('ADb')), c.sha512);
    expect(bytesToHex(isk)).toBe(
      '99a9e0ff35acb94ad8af1cd6b32ac409dc7d00557ccd9a7d19d3b4629e5f1f084f9332096162438c7ecc78331b4eda17e1a229a47182eccc9ea58cd9cdcd8e9a',
    );
  });

  it('aborts on low-order points, non-canonical ones with bit 255 set included, and computes the others (draft B.1.10)', () => {
    const s = hex('af46e36bf0527c9d3b16154b82465edd62144c0ac1fc5a18506a2244ba449aff');
    const ff = (first: string, last: string) => first + 'ff'.repeat(30) + last;
    const vectors: [string, string | null][] = [
      ['00'.repeat(32), null],
      ['01' + '00'.repeat(31), null],
      [ff('ec', '7f'), null],
      ['e0eb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b800', null],
      ['5f9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f1157', null],
      [ff('ed', '7f'), null],
      [ff('da', 'ff'), 'd8e2c776bbacd510d09fd9278b7edcd25fc5ae9adfba3b6e040e8d3b71b21806'],
      [ff('ee', '7f'), null],
      [ff('db', 'ff'), 'c85c655ebe8be44ba9c0ffde69f2fe10194458d137f09bbff725ce58803cdb38'],
      [ff('d9', 'ff'), 'db64dafa9b8fdd136914e61461935fe92aa372cb056314e1231bc4ec12417456'],
      ['cdeb7a7c3b41b8ae1656e3faf19fc46ada098deb9c32b1fd866205165f49b880', 'e062dcd5376d58297be2618c7498f55baa07d7e03184e8aada20bca28888bf7a'],
      ['4c9c95bca3508c24b1d0b1559c83ef5b04445cc4581c8e86d8224eddd09f11d7', '993c6ad11c4c29da9a56f7691fd0ff8d732e49de6250b6c2e80003ff4629a175'],
    ];
    const party = new CpaceParty(calculateGenerator(prs, ci, sid, c.sha512), x, s);
    for (const [u, q] of vectors) expect([u, party.secret(hex(u)) && bytesToHex(party.secret(hex(u))!)]).toEqual([u, q]);
    expect(party.secret(new Uint8Array(31))).toBeNull();
  });

  it('the host refuses a low-order share as \'bad-share\', not as a wrong code; a client refuses a low-order host share', () => {
    const host = new HostHandshake('T4bLe1d', 'KNEIPE7', c);
    const { message } = answerChallenge(host.challenge, 'KNEIPE7', PROTOCOL_VERSION, nobleAead, c);
    expect(host.finish({ ...message, share: 'ec' + 'ff'.repeat(30) + '7f' }, nobleAead)).toEqual({ ok: false, why: 'bad-share' });
    // A client answering a low-order host share throws instead of sealing under a key anyone knows.
    expect(() => answerChallenge({ ...host.challenge, share: '01' + '00'.repeat(31) }, 'KNEIPE7', PROTOCOL_VERSION, nobleAead, c)).toThrow();
  });
});

describe('node:crypto\'s and noble\'s X25519 and hashes agree (host against a phone page)', () => {
  it('on random scalars and points, both ways through a whole handshake', () => {
    for (let i = 0; i < 8; i++) {
      const s = randomBytes(32);
      const u = nobleX25519(randomBytes(32), calculateGenerator(randomBytes(8), randomBytes(4), randomBytes(16)))!;
      expect(bytesToHex(nodeX25519(s, u)!)).toBe(bytesToHex(nobleX25519(s, u)!));
      // node:crypto's keeps the key it imported for a scalar array: one changed since is imported anew.
      s[i]! ^= 0x40;
      expect(bytesToHex(nodeX25519(s, u)!)).toBe(bytesToHex(nobleX25519(s, u)!));
    }
    for (let n = 0; n < 200; n += 37) {
      const data = randomBytes(n);
      const info = randomBytes(n % 50);
      expect(bytesToHex(nodeHandshakeCrypto.sha512(data))).toBe(bytesToHex(nobleCrypto.sha512(data)));
      expect(bytesToHex(nodeHandshakeCrypto.hkdfSha512(data, info, 96))).toBe(bytesToHex(nobleCrypto.hkdfSha512(data, info, 96)));
      expect(bytesToHex(nodeHandshakeCrypto.hmacSha256(data, info))).toBe(bytesToHex(nobleCrypto.hmacSha256(data, info)));
    }
    for (const [hostC, clientC] of [[nodeHandshakeCrypto, nobleCrypto], [nobleCrypto, nodeHandshakeCrypto]]) {
      const host = new HostHandshake('T4bLe1d', 'KNEIPE7', hostC);
      const { message, channel } = answerChallenge(host.challenge, 'kneipe7', PROTOCOL_VERSION, nobleAead, clientC);
      const out = host.finish(message, sodiumAead);
      expect(out.ok).toBe(true);
      if (out.ok) expect(out.channel.open(channel.seal('{"type":"hello"}'))).toBe('{"type":"hello"}');
    }
  });
});

describe('the channel', () => {
  it('libsodium and noble seal the same frames; a replayed, reordered or altered frame does not open', () => {
    const k1 = new Uint8Array(32).fill(7);
    const k2 = new Uint8Array(32).fill(9);
    const sender = new Channel(k1, k2, sodiumAead);
    const receiver = new Channel(k2, k1, nobleAead);
    const f0 = sender.seal('{"type":"state","n":0}');
    const f1 = sender.seal('{"type":"state","n":1}');
    expect(bytesToHex(f0)).toBe(bytesToHex(chacha20poly1305(k1, frameNonce(0)).encrypt(utf8ToBytes('{"type":"state","n":0}'))));
    // Frame 2^32 + 5: the counter's high half lands in the nonce too.
    expect(bytesToHex(frameNonce(2 ** 32 + 5))).toBe('000000000000000100000005');
    // Not UTF-8 inside a good tag: refused by both.
    const bad = chacha20poly1305(k1, frameNonce(0)).encrypt(Uint8Array.of(0xff, 0xfe));
    expect(sodiumAead(k1).open(frameNonce(0), bad)).toBeNull();
    expect(nobleAead(k1).open(frameNonce(0), bad)).toBeNull();
    expect(sodiumAead(k1).open(frameNonce(0), f0)).toBe('{"type":"state","n":0}');
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

describe('the channel with libsodium (the host and the bot client seal with it)', () => {
  // A third implementation to agree with: OpenSSL's, through node:crypto.
  const nodeCrypto: AeadFactory = (key) => ({
    seal(nonce, text) {
      const c = createCipheriv('chacha20-poly1305', key, nonce, { authTagLength: 16 });
      return Buffer.concat([c.update(text, 'utf8'), c.final(), c.getAuthTag()]);
    },
    open(nonce, sealed) {
      try {
        const d = createDecipheriv('chacha20-poly1305', key, nonce, { authTagLength: 16 });
        d.setAuthTag(sealed.subarray(sealed.length - 16));
        return Buffer.concat([d.update(sealed.subarray(0, sealed.length - 16)), d.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  });
  const AEADS = { sodium: sodiumAead, 'node:crypto': nodeCrypto, noble: nobleAead } as const;
  const texts = ['', 'x', '{"type":"action","id":1}', 'Kreuz-Dame, Grün-Ober, Schellen-Daus — ♣♠♥♦ 🂡', 'z'.repeat(63), 'z'.repeat(64), 'z'.repeat(65), JSON.stringify({ view: Array.from({ length: 300 }, (_, i) => i) }), 'Grün-Ober ♣'.repeat(3000)];

  it('seals byte for byte what node:crypto and noble seal, and each opens the others\' frames', () => {
    for (let round = 0; round < 20; round++) {
      const key = randomBytes(32);
      const nonce = randomBytes(12);
      for (const text of texts) {
        const frames = Object.fromEntries(Object.entries(AEADS).map(([n, a]) => [n, bytesToHex(a(key).seal(nonce, text))]));
        expect(frames.sodium, `${text.length} chars`).toBe(frames['node:crypto']);
        expect(frames.sodium).toBe(frames.noble);
        for (const [n, a] of Object.entries(AEADS)) {
          for (const [m, f] of Object.entries(frames)) expect(a(key).open(nonce, hexToBytes(f)), `${n} opens ${m}'s`).toBe(text);
        }
      }
    }
  });

  it('opens nothing altered, short, under another key or nonce, or not UTF-8 (null, no throw)', () => {
    const key = randomBytes(32);
    const nonce = randomBytes(12);
    const aead = sodiumAead(key);
    const frame = aead.seal(nonce, '{"type":"state","n":0}');
    for (let i = 0; i < frame.length; i++) {
      const altered = Uint8Array.from(frame);
      altered[i]! ^= 0x20;
      expect(aead.open(nonce, altered), `byte ${i} altered`).toBeNull();
    }
    expect(aead.open(nonce, frame.subarray(0, 15))).toBeNull();
    expect(aead.open(nonce, new Uint8Array(0))).toBeNull();
    expect(aead.open(nonce, frame.subarray(1))).toBeNull();
    expect(sodiumAead(randomBytes(32)).open(nonce, frame)).toBeNull();
    expect(aead.open(randomBytes(12), frame)).toBeNull();
    expect(aead.open(nonce, chacha20poly1305(key, nonce).encrypt(Uint8Array.of(0xff, 0xfe)))).toBeNull();
    expect(aead.open(nonce, frame)).toBe('{"type":"state","n":0}');
  });

  it('a host channel on libsodium talks to a page channel on noble both ways, frame after frame', () => {
    const k1 = randomBytes(32);
    const k2 = randomBytes(32);
    const host = new Channel(k1, k2, sodiumAead);
    const page = new Channel(k2, k1, nobleAead);
    for (let i = 0; i < 50; i++) {
      expect(page.open(host.seal(`{"type":"patch","v":${i}}`))).toBe(`{"type":"patch","v":${i}}`);
      expect(host.open(page.seal(`{"type":"action","id":${i}}`))).toBe(`{"type":"action","id":${i}}`);
    }
    const f = host.seal('once');
    expect(page.open(f)).toBe('once');
    expect(page.open(f)).toBeNull();
  });
});

/** One locked-table handshake as a listener records it: the challenge, the client's answer, the first sealed frame. */
function recordHandshake(code: string, tableId = 'T4bLe1d') {
  const host = new HostHandshake(tableId, code);
  const challenge = host.challenge;
  const { message, channel } = answerChallenge(challenge, code, PROTOCOL_VERSION, nobleAead);
  const out = host.finish(message, nobleAead);
  if (!out.ok) throw new Error('the handshake failed');
  const hello = channel.seal(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Birgit' }));
  // Only for the test's sanity check: the secret point, which takes the host's (or the client's) scalar.
  const k = (host as unknown as { party: CpaceParty }).party.secret(hexToBytes(message.share))!;
  return { challenge, message, hello, k };
}

/**
 * The Edwards point of a u-coordinate on Curve25519 (y = (u − 1)/(u + 1),
 * either sign: X25519 does not see it); throws when u is not on the curve.
 */
function onCurve(u: Uint8Array) {
  const p = 2n ** 255n - 19n;
  let n = 0n;
  for (let i = 31; i >= 0; i--) n = (n << 8n) | BigInt(u[i]!);
  const y = ((n - 1n + p) * ed25519.Point.Fp.inv((n + 1n) % p)) % p;
  const bytes = new Uint8Array(32);
  for (let i = 0, v = y; i < 32; i++, v >>= 8n) bytes[i] = Number(v & 0xffn);
  return ed25519.Point.fromBytes(bytes);
}

/**
 * Everything a guesser can compute from a recorded transcript and a
 * candidate code without either side's secret scalar: the candidate's
 * generator, and every secret point it could try in place of K (the
 * shares, their sums and differences, the generator). With each it derives
 * the keys and checks the client's confirmation. True: the candidate checks.
 */
function offlineGuess(t: ReturnType<typeof recordHandshake>, candidate: string, extra: Uint8Array[] = []): boolean {
  const sid = hexToBytes(t.challenge.nonce);
  const g = onCurve(calculateGenerator(utf8ToBytes(candidate), new Uint8Array([10, ...utf8ToBytes('stammtisch'), t.challenge.table.length, ...utf8ToBytes(t.challenge.table)]), sid));
  const yh = onCurve(hexToBytes(t.challenge.share));
  const yc = onCurve(hexToBytes(t.message.share));
  const ks = [g, yh, yc, yh.add(yc), yh.subtract(yc), yh.add(g), yc.add(g), yh.subtract(g), yc.subtract(g)];
  for (const k of [...ks.map((p) => ed25519.utils.toMontgomery(p.toBytes())), ...extra]) {
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
    const right = answerChallenge(host.challenge, 'KNEIPE7', PROTOCOL_VERSION, nobleAead).message;
    expect(host.finish(right, nobleAead).ok).toBe(true);
    const host2 = new HostHandshake('T4bLe1d', 'KNEIPE7');
    expect(host2.finish(answerChallenge(host2.challenge, 'WRONG42', PROTOCOL_VERSION, nobleAead).message, nobleAead)).toEqual({ ok: false, why: 'wrong-code' });
  });

  it('sees values that do not depend on the code: fresh random group elements each time, whatever the code', () => {
    // Same code twice: nothing repeats (no deterministic function of the code is sent) ...
    const a = recordHandshake('KNEIPE7');
    const b = recordHandshake('KNEIPE7');
    expect(a.challenge.share).not.toBe(b.challenge.share);
    expect(a.message.share).not.toBe(b.message.share);
    expect(a.message.confirm).not.toBe(b.message.confirm);
    // ... and every share is a valid element whichever code it came from (y·g, y a multiple of 8, is uniform in the prime-order subgroup for any g of large order),
    // so the only test of a code is a live exchange with the host, which counts it.
    for (const code of ['KNEIPE7', 'WRONG42']) {
      const t = recordHandshake(code);
      expect(() => onCurve(hexToBytes(t.challenge.share))).not.toThrow();
      expect(() => onCurve(hexToBytes(t.message.share))).not.toThrow();
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
    // The same guesser against a CPace handshake (protocol 3 on ristretto255, 4 on X25519) finds nothing.
    const t = recordHandshake('KNEIPE7', table);
    expect(guesses.filter((g) => offlineGuess(t, g))).toEqual([]);
  }, 20_000);
});

export type { PakeMessage };
