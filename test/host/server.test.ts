import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_MESSAGE_BYTES, PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { startTable, type RunningTable, type StartTableOptions } from '../../src-main/host/index';
import { TestClient } from './client';

const running: RunningTable[] = [];
const clients: TestClient[] = [];
const dirs: string[] = [];

afterEach(async () => {
  // Every message the host sent must have passed the protocol schema.
  const invalid = clients.flatMap((c) => c.invalid);
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  expect(invalid).toEqual([]);
});

function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), 'stammtisch-host-'));
  dirs.push(d);
  return d;
}

async function open(options: Partial<StartTableOptions> = {}): Promise<RunningTable> {
  const t = await startTable({
    game: 'dubbe', seats: 3, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: 'host-test', dataDir: tmp(), ...options,
  });
  running.push(t);
  return t;
}

async function client(t: RunningTable): Promise<TestClient> {
  const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
  clients.push(c);
  return c;
}

type View = { seat: number | null; awaiting: number[]; legal: { seat: number; type: string }[]; hand: string[] | null };

/** Cards still in the other seats' hands that appear anywhere in a client's view (must be none). */
function hiddenCardsIn(t: RunningTable, seat: number | null, view: unknown): string[] {
  // The last trick of the round before is public (played then); its cards may be in this round's hands.
  const text = JSON.stringify({ ...(view as object), finalTrick: null });
  const hidden: string[] = [];
  for (let s = 0; s < t.table.seats.length; s++) if (s !== seat) hidden.push(...(t.table.match!.view(s) as unknown as View).hand!);
  return hidden.filter((card) => text.includes(`"${card}"`));
}

/** Plays the first legal action whenever its seat is awaited; checks every view for leaks on the way. */
function autoPlay(t: RunningTable, c: TestClient, leaks: string[]): void {
  c.onMessage((msg) => {
    try { step(msg as Parameters<typeof step>[0]); } catch (e) { leaks.push(`autoPlay failed: ${(e as Error).stack}`); }
  });
  let latest: { type: string; seq: number; view: unknown; table: { over: boolean } } | null = null;
  const step = (msg: { type: string; code?: string; seq: number; view: unknown; table: { over: boolean } }) => {
    // Three automata play far faster than people: the host's rate limit drops some actions; act again a moment later.
    if (msg.type === 'error' && msg.code === 'rate-limited' && latest) {
      const again = latest;
      setTimeout(() => { if (latest === again) step(again); }, 250);
      return;
    }
    if (msg.type !== 'state' || !msg.view) return;
    latest = msg;
    const view = msg.view as View;
    if (msg.seq === t.table.seq) leaks.push(...hiddenCardsIn(t, view.seat, view));
    if (msg.table.over || view.seat === null || !view.awaiting.includes(view.seat) || view.legal.length === 0) return;
    const { seat: _s, ...action } = view.legal[0]!;
    // A short think: three automata at machine speed would run into the host's rate limit.
    setTimeout(() => { if (latest === msg) c.send({ type: 'action', id: msg.seq, action }); }, 20);
  };
}

describe('table host over real WebSockets', () => {
  it('seats people, starts when full, plays a whole black-die game; no view ever holds another hand', async () => {
    const t = await open({ options: { rounds: 3, blackDie: true } });
    const a = await client(t);
    const b = await client(t);
    const c = await client(t);
    const spectator = await client(t);
    const wa = await a.join({ name: 'Birgit' });
    expect(wa.seat).toBe(0);
    expect(wa.token).toMatch(/^[\w-]{20,}$/);
    expect((await a.next('state')).view).toBeNull();
    expect((await b.join({ name: 'Hauri' })).seat).toBe(1);
    const ws = await spectator.join({ name: 'Zuschauer', spectate: true });
    expect(ws.seat).toBeNull();
    expect(ws.token).toBeNull();
    const leaks: string[] = [];
    // Attached before the last join: the first state of the game may arrive with its welcome.
    for (const x of [a, b, c, spectator]) autoPlay(t, x, leaks);
    expect((await c.join({ name: 'Mario', seat: 2 })).seat).toBe(2);

    const first = await spectator.next('state', (m) => m.table.started);
    expect(first.view).toMatchObject({ game: 'dubbe', seat: null, hand: null });
    const end = await a.next('state', (m) => m.table.over, 60_000).catch((e: Error) => { throw new Error(`${e.message}; ${leaks.join('\n')}`); });
    expect(end.table.results).toMatchObject({ winners: expect.any(Array) });
    expect(leaks).toEqual([]);
    // Every client's view is its own seat's.
    for (const [x, seat] of [[a, 0], [b, 1], [c, 2]] as const) {
      for (const m of x.received) if (m.type === 'state' && m.view) expect(m.view.seat).toBe(seat);
    }
    await t.table.flush();
    const record = JSON.parse(readFileSync(join(t.dataDir!, 'record.json'), 'utf8'));
    expect(record.players).toEqual(['Birgit', 'Hauri', 'Mario']);
    expect(record.rounds).toHaveLength(3);
    const { replay } = await import('../../shared/engine/replay');
    const { getGame } = await import('../../shared/games/registry');
    expect(replay(record, getGame)).toMatchObject({ ok: true });
    expect(record.rounds.flatMap((r: { actions: unknown[] }) => r.actions)).toHaveLength(t.table.seq);
  }, 180_000);

  it('answers bad input with an error to that client only and leaves the table unchanged', async () => {
    const t = await open();
    const a = await client(t);
    const b = await client(t);
    a.send({ type: 'action', action: { type: 'play', card: 'red-1' } });
    expect(await a.next('error')).toMatchObject({ code: 'not-joined' });
    await a.join({ name: 'A' });
    await b.join({ name: 'B' });
    await t.table.seatBot(2);
    // The bot at seat 2 may move first; wait until the table waits for a person.
    const started = await a.next('state', (m) => m.table.started && !(m.view as unknown as View).awaiting.includes(2));
    const view = started.view as unknown as View & { phase: string };
    const seq = t.table.seq;
    const stateBefore = JSON.stringify(t.table.match!.state);
    const bCount = () => b.received.length;
    // B has heard of everything up to `seq` (its copy of a broadcast may come a moment after A's).
    await b.next('state', (m) => m.table.started && m.seq === seq);
    const before = bCount();

    const cases: [unknown, string][] = [
      ['{not json', 'bad-json'],
      [{ type: 'shout', text: 'hi' }, 'bad-message'],
      [{ type: 'action', id: 1 }, 'bad-message'],
      ['x'.repeat(MAX_MESSAGE_BYTES + 1), 'too-big'],
      [{ type: 'action', id: 2, action: { type: 'fly' } }, 'malformed-action'],
      [{ type: 'action', id: 3, action: { type: 'play', card: 'purple-99' } }, 'malformed-action'],
      [{ type: 'action', id: 4, action: { type: 'declareTrump', suit: 'red', seat: 1 } }, 'not-your-seat'],
      [{ type: 'hello', protocol: PROTOCOL_VERSION, name: 'again' }, 'already-joined'],
      [{ type: 'seatBot', seat: 1 }, 'not-admin'],
      [{ type: 'endGame' }, 'not-admin'],
    ];
    // Out of turn or against the rules, depending on where the seeded deal put the turn.
    const mine = view.awaiting.includes(0);
    const bHand = (t.table.match!.view(1) as unknown as View).hand!;
    if (view.phase === 'trump') {
      cases.push(mine
        ? [{ type: 'action', id: 5, action: { type: 'play', card: view.hand![0] } }, 'trump-first']
        : [{ type: 'action', id: 5, action: { type: 'declareTrump', suit: 'red' } }, 'not-declarer']);
    } else {
      cases.push(mine
        ? [{ type: 'action', id: 5, action: { type: 'play', card: bHand[0] } }, 'not-in-hand']
        : [{ type: 'action', id: 5, action: { type: 'play', card: view.hand![0] } }, 'not-your-turn']);
    }
    for (const [msg, code] of cases) {
      a.send(msg);
      const err = await a.next('error');
      expect(err.code, JSON.stringify(msg).slice(0, 80)).toBe(code);
      const id = typeof msg === 'object' && msg && 'id' in msg ? (msg as { id: number }).id : undefined;
      if (id !== undefined && code !== 'bad-message') expect(err.replyTo).toBe(id);
    }
    // B heard nothing of it; the round trip of a ping proves B's queue is drained.
    b.send({ type: 'ping', t: 7 });
    expect(await b.next('pong')).toEqual({ type: 'pong', t: 7 });
    expect(b.received.slice(before).map((m) => m.type)).toEqual(['pong']);
    expect(t.table.seq).toBe(seq);
    expect(JSON.stringify(t.table.match!.state)).toBe(stateBefore);
    // A frame that is not sealed for this connection (forged, replayed, garbage) ends it: its numbering is lost.
    a.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await a.next('error')).toMatchObject({ code: 'bad-frame', fatal: true });
    expect((await a.closed).code).toBe(4000);
  });

  it('throttles a flooding client, then drops it; the table keeps serving the others', async () => {
    const t = await open({ rate: { burst: 20, perSecond: 10 }, floodLimit: 100 });
    const a = await client(t);
    const b = await client(t);
    await a.join({ name: 'Flood' });
    await b.join({ name: 'Calm' });
    for (let i = 0; i < 400; i++) a.send({ type: 'ping', t: i });
    expect((await a.next('error')).code).toBe('rate-limited');
    expect((await a.closed).code).toBe(4008);
    expect(a.received.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(25);
    b.send({ type: 'ping', t: 1 });
    expect(await b.next('pong')).toEqual({ type: 'pong', t: 1 });
    const seat0 = await b.next('state', (m) => !m.table.seats[0]!.connected);
    expect(seat0.table.seats[0]).toMatchObject({ kind: 'human', name: 'Flood' });
  });

  it('gives a dropped seat back with its token; a bot stands in after the grace period', async () => {
    const t = await open({ graceMs: 300, bot: { delayMs: 30 } });
    const a = await client(t);
    const b = await client(t);
    const wa = await a.join({ name: 'Away' });
    await b.join({ name: 'Stays' });
    t.table.seatBot(2);
    const hand = ((await a.next('state', (m) => m.table.started)).view as unknown as View).hand;
    a.close();
    await b.next('state', (m) => m.table.seats[0]!.connected === false);
    // After the grace period a bot plays seat 0; B plays its own seat meanwhile.
    const leaks: string[] = [];
    autoPlay(t, b, leaks);
    await b.next('state', (m) => m.table.seats[0]!.botStandIn === true, 10_000);
    const seqAway = t.table.seq;
    const back = await client(t);
    const wb = await back.join({ name: 'Away', token: wa.token });
    expect(wb.seat).toBe(0);
    expect(wb.token).toBe(wa.token);
    const st = await back.next('state');
    expect(st.table.seats[0]).toEqual({ name: 'Away', kind: 'human', connected: true });
    const nowHand = (st.view as unknown as View).hand!;
    expect(nowHand.every((c) => hand!.includes(c))).toBe(true);
    expect(t.table.seq).toBeGreaterThanOrEqual(seqAway);
    // A wrong token is refused and closes the connection.
    const thief = await client(t);
    thief.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Thief', token: 'x'.repeat(32) });
    expect(await thief.next('error')).toMatchObject({ code: 'bad-token', fatal: true });
    expect((await thief.closed).code).toBe(4003);
    expect(leaks).toEqual([]);
  });

  it('a second connection with the same token replaces the first', async () => {
    const t = await open();
    const a = await client(t);
    const wa = await a.join({ name: 'Twice' });
    const a2 = await client(t);
    expect((await a2.join({ name: 'Twice', token: wa.token })).seat).toBe(0);
    expect(await a.next('bye')).toMatchObject({ reason: 'replaced' });
    expect((await a.closed).code).toBe(4010);
    const st = await a2.next('state');
    expect(st.table.seats[0]).toMatchObject({ connected: true });
  });

  it('host-only commands: seat a bot, remove a player (its token dies), end the game', async () => {
    const t = await open();
    const admin = await client(t);
    const p = await client(t);
    const wadm = await admin.join({ name: 'Host', spectate: true, admin: t.adminToken });
    expect(wadm.admin).toBe(true);
    const wp = await p.join({ name: 'Player' });
    expect(wp.admin).toBe(false);
    admin.send({ type: 'seatBot', seat: 0 });
    expect((await admin.next('error')).code).toBe('seat-taken');
    admin.send({ type: 'seatBot', seat: 1, level: 'hard' });
    await admin.next('state', (m) => m.table.seats[1]!.kind === 'bot');
    admin.send({ type: 'removePlayer', seat: 0 });
    expect(await p.next('bye')).toMatchObject({ reason: 'removed' });
    expect((await p.closed).code).toBe(4009);
    const freed = await admin.next('state', (m) => m.table.seats[0]!.kind === 'empty');
    expect(freed.table.started).toBe(false);
    const again = await client(t);
    again.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Player', token: wp.token });
    expect((await again.next('error')).code).toBe('bad-token');
    admin.send({ type: 'seatBot', seat: 0 });
    admin.send({ type: 'seatBot', seat: 2, level: 'random' });
    await admin.next('state', (m) => m.table.started);
    admin.send({ type: 'endGame' });
    const over = await admin.next('state', (m) => m.table.over);
    expect(over.table.endedBy).toBe('host');
    await t.table.flush();
    const record = JSON.parse(readFileSync(join(t.dataDir!, 'record.json'), 'utf8'));
    expect(record.meta.endedBy).toBe('host');
    // A wrong admin token is refused outright.
    const fake = await client(t);
    fake.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Fake', spectate: true, admin: 'nope' });
    expect((await fake.next('error')).code).toBe('bad-admin');
    expect((await fake.closed).code).toBe(4003);
  });

  it('a locked table needs its code; a full table and another protocol version are refused', async () => {
    const t = await open({ seats: 2, code: 'Ab12' });
    expect(t.tableCode).toBe('AB12');
    // The code rides in the fragment: a browser never sends it to the network.
    expect(t.browserUrl).toMatch(/\/#code=AB12$/);
    const noCode = await client(t);
    noCode.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'X' });
    expect(await noCode.next('error')).toMatchObject({ code: 'wrong-code', fatal: true });
    expect((await noCode.closed).code).toBe(4003);
    const wrong = await client(t);
    await wrong.hello({ name: 'X', code: 'ZZZZ' });
    expect((await wrong.next('error')).code).toBe('wrong-code');
    // A page from before the encrypted channel says hello in clear after the challenge: told to reload.
    const old = await client(t);
    await old.challenge();
    old.sendClear({ type: 'hello', protocol: 2, name: 'Old' });
    const refused = await old.next('error');
    expect(refused).toMatchObject({ code: 'protocol', fatal: true });
    expect(refused.message).toMatch(/reload the page/);
    expect((await old.closed).code).toBe(4000);
    const seated = [];
    for (const name of ['P1', 'P2']) {
      const welcome = await (await client(t)).join({ name, code: 'ab12' });
      expect(welcome.seat).not.toBeNull();
      seated.push(welcome);
    }
    // Coming back with a seat's token: the code opens the channel the token travels in; a token alone does not
    // (one captured somewhere is useless without the code), and a made-up token learns nothing about seats.
    const back = await client(t);
    await back.hello({ name: 'P1', token: seated[0]!.token, code: 'AB12' });
    expect(await back.next('welcome')).toMatchObject({ seat: seated[0]!.seat });
    const stolen = await client(t);
    await stolen.hello({ name: 'P1', token: seated[0]!.token });
    expect(await stolen.next('error')).toMatchObject({ code: 'wrong-code', fatal: true });
    const guess = await client(t);
    guess.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'X', token: 'not-a-token' });
    expect((await guess.next('error')).code).toBe('wrong-code');
    const third = await client(t);
    await third.hello({ name: 'P3', code: 'AB12' });
    expect(await third.next('error')).toMatchObject({ code: 'table-full', fatal: true });
    expect((await third.closed).code).toBe(4001);
  });

  it('serves /api/table and the browser UI with index.html fallback, never outside the web root', async () => {
    const web = tmp();
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>UI</title>');
    writeFileSync(join(web, 'app.js'), 'console.log(1)');
    const t = await open({ webRoot: web, bots: 1, name: 'Kneipe', code: 'Q7Q7' });
    const base = `http://127.0.0.1:${t.port}`;
    const info = await (await fetch(`${base}/api/table`)).json();
    expect(info).toEqual({
      name: 'Kneipe', game: 'dubbe', seats: 3, free: 2, protocol: PROTOCOL_VERSION, locked: true, started: false, over: false,
      players: [
        { name: null, kind: 'empty', connected: false },
        { name: null, kind: 'empty', connected: false },
        { name: 'Bot 3', kind: 'bot', connected: true, level: 'random' },
      ],
      // The join form shows the game's title and the table's options before joining.
      title: { de: 'Dubbe', en: 'Dubbe' },
      options: expect.objectContaining({ rounds: expect.any(Number), blackDie: false }),
      // And whether every seat may ask for tips (#17: shown with the options).
      tips: false,
    });
    expect(JSON.stringify(info)).not.toContain('Q7Q7');
    // The page's first question (lobby or table?) gets an answer, not a 404.
    expect(await (await fetch(`${base}/api/app`)).json()).toEqual({ app: 'stammtisch-table' });
    const unknown = await fetch(`${base}/api/tables`);
    expect(unknown.status).toBe(404);
    const js = await fetch(`${base}/app.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toBe('console.log(1)');
    expect(await (await fetch(`${base}/table/route?code=Q7Q7`)).text()).toContain('<title>UI</title>');
    const escape = await fetch(`${base}/..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).not.toContain('root:');
    const bare = await open({ webRoot: null });
    expect(await (await fetch(`http://127.0.0.1:${bare.port}/`)).text()).toContain('npm run build');
  });
});
