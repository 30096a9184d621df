import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { codeKey, codeProof } from '../../shared/protocol/codeProof';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { newTableCode } from '../../src-main/app/tableCode';
import { runBotClient, startTable, type RunningTable, type StartTableOptions } from '../../src-main/host/index';
import { TestClient } from './client';

// Strangers and look-alikes stay out: foreign pages, code guessers, the code on the wire, look-alike names.

const running: RunningTable[] = [];
const clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
});

async function open(options: Partial<StartTableOptions> = {}): Promise<RunningTable> {
  const t = await startTable({ game: 'dubbe', seats: 3, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: 'strangers', dataDir: null, ...options });
  running.push(t);
  return t;
}

async function client(t: RunningTable, headers?: Record<string, string>): Promise<TestClient> {
  const c = new TestClient(`ws://127.0.0.1:${t.port}/`, headers ? { headers } : undefined);
  clients.push(c);
  await new Promise<void>((resolve, reject) => { c.ws.once('open', () => resolve()); c.ws.once('error', reject); });
  return c;
}

describe('a browser page from another origin', () => {
  it('is closed with foreign-origin (4004); own pages, the guest\'s own lobby and clients without Origin are not', async () => {
    const t = await open();
    const self = `127.0.0.1:${t.port}`;
    const cases: [Record<string, string> | undefined, boolean][] = [
      [undefined, true], // CLI, bots
      [{ Origin: `http://${self}` }, true], // the table's own page
      [{ Origin: 'http://localhost:47470' }, true], // the app's lobby on the guest's own laptop
      [{ Origin: `http://192.168.1.20:${t.port}`, Host: `192.168.1.20:${t.port}` }, true], // its page on the LAN
      [{ Origin: `http://laptop.local:${t.port}`, Host: `laptop.local:${t.port}` }, true],
      [{ Origin: 'http://evil.example' }, false],
      [{ Origin: 'null' }, false],
      // DNS rebinding: the page's name resolves to the table, Host and Origin agree, but it is a public name.
      [{ Origin: `http://rebind.evil.example:${t.port}`, Host: `rebind.evil.example:${t.port}` }, false],
      [{ Origin: `http://192.168.1.20:${t.port}`, Host: self }, false],
    ];
    for (const [headers, ok] of cases) {
      const c = await client(t, headers);
      if (ok) {
        expect((await c.join({ name: `P${clients.length}`, spectate: true })).seat, JSON.stringify(headers)).toBeNull();
      } else {
        expect(await c.next('error'), JSON.stringify(headers)).toMatchObject({ code: 'foreign-origin', fatal: true });
        expect((await c.closed).code).toBe(4004);
      }
    }
  });
});

describe('table codes', () => {
  it('a generated code has at least 30 bits and only unambiguous characters', () => {
    const codes = Array.from({ length: 200 }, () => newTableCode());
    for (const c of codes) expect(c).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]+$/);
    expect(codes[0]!.length * Math.log2(31)).toBeGreaterThanOrEqual(30);
    expect(new Set(codes).size).toBe(200);
  });

  it('a code typed by the host has at least 4 characters', async () => {
    await expect(open({ code: 'AB1' })).rejects.toThrow(/at least 4 characters/);
    expect((await open({ code: 'ab12' })).tableCode).toBe('AB12');
  });

  it('never travels: a hello carrying the code in clear does not join; the proof is bound to the nonce', async () => {
    const t = await open({ code: 'KNEIPE7' });
    const a = await client(t);
    const ch = await a.challenge();
    expect(ch).toMatchObject({ protocol: PROTOCOL_VERSION, table: t.table.id, locked: true });
    expect(ch.nonce).toMatch(/^[\w-]{43}$/);
    a.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Clear', code: 'KNEIPE7' });
    expect(await a.next('error')).toMatchObject({ code: 'wrong-code', fatal: true });
    // A proof recorded on one connection (e.g. by a look-alike table relaying) is worthless on the next.
    const b = await client(t);
    const chB = await b.challenge();
    const proofB = codeProof(codeKey('kneipe7', t.table.id), chB.nonce, t.table.id);
    b.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Birgit', proof: proofB });
    expect((await b.next('welcome')).seat).toBe(0);
    const c = await client(t);
    c.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Replay', proof: proofB });
    expect((await c.next('error')).code).toBe('wrong-code');
    // The proof depends on the table id too: a look-alike with another id gets nothing reusable here.
    expect(codeProof(codeKey('KNEIPE7', 'other-id'), chB.nonce, 'other-id')).not.toBe(proofB);
  });

  it('wrong guesses from one address: a growing delay, then a pause; others are not affected', async () => {
    const policy = { free: 2, baseDelayMs: 300, maxDelayMs: 1000, pauseAfter: 4, pauseMs: 60_000 };
    const t = await open({ code: 'RIGHT77', guesses: policy });
    // Keys first: scrypt takes a while, and the delays are short here.
    const keys = new Map(['WRONG01', 'WRONG02', 'WRONG03', 'WRONG04', 'RIGHT77'].map((k) => [k, codeKey(k, t.table.id)]));
    const guess = async (code: string) => {
      const c = await client(t);
      const ch = await c.challenge();
      c.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: `G${clients.length}`, proof: codeProof(keys.get(code)!, ch.nonce, t.table.id) });
      const m = await Promise.race([c.next('error'), c.next('welcome')]);
      c.ws.terminate();
      return m.type === 'error' ? m.code : 'welcome';
    };
    expect(await guess('WRONG01')).toBe('wrong-code');
    expect(await guess('WRONG02')).toBe('wrong-code');
    // Two typos are free; the third wrong code must now wait 300 ms — even the right code.
    expect(await guess('RIGHT77')).toBe('too-many-guesses');
    await new Promise((r) => setTimeout(r, 350));
    expect(await guess('WRONG03')).toBe('wrong-code');
    expect(await guess('WRONG04')).toBe('too-many-guesses');
    await new Promise((r) => setTimeout(r, 650));
    expect(await guess('WRONG04')).toBe('wrong-code');
    // Four wrong codes: a pause of a minute, and the delay message says how long.
    await new Promise((r) => setTimeout(r, 1100));
    const c = await client(t);
    const ch = await c.challenge();
    c.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Late', proof: codeProof(keys.get('RIGHT77')!, ch.nonce, t.table.id) });
    const err = await c.next('error');
    expect(err).toMatchObject({ code: 'too-many-guesses', fatal: true });
    expect(err.message).toMatch(/try again in (5\d|60) s/);
    expect((await c.closed).code).toBe(4029);
    // Another address (another laptop) still joins with the right code at once.
    const other = new TestClient(`ws://127.0.0.1:${t.port}/`, { localAddress: '127.0.0.2' });
    clients.push(other);
    const chOther = await other.challenge();
    other.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Other', proof: codeProof(keys.get('RIGHT77')!, chOther.nonce, t.table.id) });
    expect((await other.next('welcome')).seat).toBe(0);
    // At that rate (4 guesses a minute at best) a 7-character code lasts far beyond an evening.
    expect((31 ** 7 / 2) / (4 / 60) / 3600).toBeGreaterThan(24 * 365);
  });
});

describe('bot clients at a locked table', () => {
  it('prove the code from the browser URL; two bots both called "Bot" get names of their own', async () => {
    const t = await open({ code: 'BOTS234', bots: 1, options: { rounds: 3 } });
    const url = `http://127.0.0.1:${t.port}/?code=bots234`;
    const results = await Promise.all([runBotClient({ url }), runBotClient({ url })]);
    expect(results.map((r) => r.code)).toEqual([0, 0]);
    // "Bot 2" and "Bot 3" are the names host bots get at seats 2 and 3: the second bot client skips to "Bot 4".
    expect(t.table.seats.map((s) => s.name).sort()).toEqual(['Bot', 'Bot 3', 'Bot 4']);
    const wrong = await runBotClient({ url: `ws://127.0.0.1:${t.port}/`, code: 'NOPE234' });
    expect(wrong).toMatchObject({ code: 1, message: expect.stringMatching(/wrong-code/) });
  }, 60_000);
});

describe('player names', () => {
  it('control characters and bidi overrides are removed; a name a seat or a bot already has is refused', async () => {
    const t = await open({ bots: 1, seats: 4 });
    const a = await client(t);
    const wa = await a.join({ name: 'Bir\u202Egit\u0007\u200B ' });
    expect(wa.table.seats[0]!.name).toBe('Birgit');
    // Look-alikes too: a Cyrillic і (U+0456), a Greek Ι for a capital i, "rn" for "m" would read as Birgit / Bot 4.
    for (const name of ['birgit', 'BIRGIT', 'Bir\u2066git', 'Bot 4', 'B\u0456rgit', 'B\u0399RGIT', 'Вirgit']) {
      const c = await client(t);
      await c.hello({ name });
      const err = await c.next('error');
      expect(err, name).toMatchObject({ code: 'name-taken', fatal: true });
      expect(err.message).toMatch(/pick another name/);
    }
    const only = await client(t);
    await only.hello({ name: '\u202E\u200F\u0001' });
    expect((await only.next('error')).code).toBe('bad-name');
    // Coming back to one's own seat is not a clash with oneself.
    a.ws.terminate();
    const back = await client(t);
    expect((await back.join({ name: 'Birgit', token: wa.token })).seat).toBe(0);
    expect((await (await client(t)).join({ name: 'Birgit 2' })).seat).toBe(1);
  });
});
