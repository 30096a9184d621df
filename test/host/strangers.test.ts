import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('never travels: a hello carrying the code in clear does not join; a recorded handshake is worthless on the next connection', async () => {
    const t = await open({ code: 'KNEIPE7' });
    const a = await client(t);
    const ch = await a.challenge();
    expect(ch).toMatchObject({ protocol: PROTOCOL_VERSION, table: t.table.id, locked: true });
    expect(ch.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(ch.share).toMatch(/^[0-9a-f]{64}$/);
    a.sendClear({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Clear', code: 'KNEIPE7' });
    expect(await a.next('error')).toMatchObject({ code: 'handshake', fatal: true });
    const b = await client(t);
    expect((await b.join({ name: 'Birgit', code: 'kneipe7' })).seat).toBe(0);
    // b's handshake answer, recorded on the wire (e.g. by a look-alike table relaying), replayed on a new connection.
    const recorded = b.wire.find((f) => f.dir === 'out' && typeof f.data === 'string')!.data as string;
    expect(JSON.parse(recorded)).toMatchObject({ type: 'pake', code: true });
    const c = await client(t);
    await c.challenge();
    c.sendClear(recorded);
    expect(await c.next('error')).toMatchObject({ code: 'wrong-code', fatal: true });
  });

  it('wrong guesses from one address: a growing delay, then a pause; others are not affected', async () => {
    const policy = { free: 2, baseDelayMs: 300, maxDelayMs: 1000, pauseAfter: 4, pauseMs: 60_000 };
    const t = await open({ code: 'RIGHT77', guesses: policy });
    const guess = async (code: string) => {
      const c = await client(t);
      await c.hello({ name: `G${clients.length}`, code });
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
    await c.hello({ name: 'Late', code: 'RIGHT77' });
    const err = await c.next('error');
    expect(err).toMatchObject({ code: 'too-many-guesses', fatal: true });
    expect(err.message).toMatch(/from your address: try again in (5\d|60) s/);
    expect((await c.closed).code).toBe(4029);
    // Another address (another laptop) still joins with the right code at once.
    const other = new TestClient(`ws://127.0.0.1:${t.port}/`, { localAddress: '127.0.0.2' });
    clients.push(other);
    expect((await other.join({ name: 'Other', code: 'RIGHT77' })).seat).toBe(0);
    // At that rate (4 guesses a minute at best) a 7-character code lasts far beyond an evening.
    expect((31 ** 7 / 2) / (4 / 60) / 3600).toBeGreaterThan(24 * 365);
  });

  it('wrong guesses spread over many addresses share the table\'s budget (issue 29)', async () => {
    // Each address stays inside its own free typos; the table as a whole takes 3 wrong codes, then one a minute.
    const t = await open({ code: 'RIGHT77', guesses: { free: 5 }, tableGuesses: { burst: 3, refillMs: 60_000 } });
    const guess = async (address: string, code: string) => {
      const c = new TestClient(`ws://127.0.0.1:${t.port}/`, { localAddress: address });
      clients.push(c);
      await c.hello({ name: `G${clients.length}`, code });
      const m = await Promise.race([c.next('error'), c.next('welcome')]);
      c.ws.terminate();
      return m.type === 'error' ? `${m.code}: ${m.message}` : 'welcome';
    };
    const answers = [];
    for (let i = 2; i <= 7; i++) answers.push(await guess(`127.0.0.${i}`, `WRONG0${i}`));
    expect(answers.slice(0, 3)).toEqual(Array(3).fill('wrong-code: Wrong table code.'));
    for (const a of answers.slice(3)) expect(a).toMatch(/^too-many-guesses: Too many wrong table codes at this table: try again in (5\d|60) s/);
  });
});

describe('a guest who was at the table (issue 29)', () => {
  it('comes back at once while strangers\' guesses have used up the table\'s budget; a newcomer waits', async () => {
    const t = await open({ code: 'RIGHT77', guesses: { free: 5 }, tableGuesses: { burst: 2, refillMs: 60_000 } });
    const join = async (address: string, name: string, code: string) => {
      const c = new TestClient(`ws://127.0.0.1:${t.port}/`, { localAddress: address });
      clients.push(c);
      await c.hello({ name, code, spectate: true });
      const m = await Promise.race([c.next('error'), c.next('welcome')]);
      c.ws.terminate();
      return m.type === 'error' ? m.code : 'welcome';
    };
    expect(await join('127.0.0.20', 'Anna', 'RIGHT77')).toBe('welcome');
    expect(await join('127.0.0.21', 'X1', 'WRONG01')).toBe('wrong-code');
    expect(await join('127.0.0.22', 'X2', 'WRONG02')).toBe('wrong-code');
    expect(await join('127.0.0.23', 'Ben', 'RIGHT77')).toBe('too-many-guesses');
    // Anna's laptop woke up: her address proved the code here before.
    expect(await join('127.0.0.20', 'Anna', 'RIGHT77')).toBe('welcome');
  });
});

describe('bot clients at a locked table', () => {
  it('take the code from the share link\'s fragment; two bots both called "Bot" get names of their own', async () => {
    const t = await open({ code: 'BOTS234', bots: 1, options: { rounds: 3 } });
    const url = `http://127.0.0.1:${t.port}/#code=bots234`;
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
