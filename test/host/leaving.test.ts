import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTable, type RunningTable, type StartTableOptions } from '../../src-main/host/index';
import { TestClient } from './client';

/** Leaving and coming back (issue 27), through real sockets: docs/protocol.md "Leaving". */
const running: RunningTable[] = [];
const clients: TestClient[] = [];
const dirs: string[] = [];
afterEach(async () => {
  const invalid = clients.flatMap((c) => c.invalid);
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  expect(invalid).toEqual([]);
});

async function open(options: Partial<StartTableOptions> = {}): Promise<RunningTable> {
  const dir = mkdtempSync(join(tmpdir(), 'stammtisch-leaving-'));
  dirs.push(dir);
  const t = await startTable({
    game: 'dubbe', seats: 3, bots: 2, options: { rounds: 3 }, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: 'leaving',
    dataDir: dir, graceMs: 150, bot: { delayMs: 5 }, ...options,
  });
  running.push(t);
  return t;
}

async function client(t: RunningTable, hello: Record<string, unknown>) {
  const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
  clients.push(c);
  return { c, welcome: await c.join(hello) };
}

type View = { seat: number | null; awaiting: number[]; legal: { seat: number; type: string }[] };

/** Plays the first legal action whenever its seat is awaited (paced: the host rate-limits). */
function autoPlay(c: TestClient): void {
  let latest: unknown = null;
  const onState = (msg: { type: string; seq: number; view: View | null; table: { over: boolean } }) => {
    if (msg.type !== 'state' || !msg.view) return;
    latest = msg;
    const view = msg.view;
    if (msg.table.over || view.seat === null || !view.awaiting.includes(view.seat) || view.legal.length === 0) return;
    const { seat: _s, ...action } = view.legal[0]!;
    setTimeout(() => { if (latest === msg) c.send({ type: 'action', id: msg.seq, action }); }, 10);
  };
  c.onMessage((m) => onState(m as unknown as Parameters<typeof onState>[0]));
  // The state it has now may already await it.
  const last = c.lastState();
  if (last) onState(last as unknown as Parameters<typeof onState>[0]);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const until = async (cond: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
};
const actions = (t: RunningTable) => t.table.match!.record.rounds.flatMap((r) => r.actions as { seat: number; by?: string }[]);

describe('a seat taken and left before the start', () => {
  it('is free again: the game waits for everyone seated to be there, and the next person gets the seat', async () => {
    const t = await open({ seats: 4, bots: 1, options: { rounds: 4 }, graceMs: 60_000 });
    const anna = await client(t, { name: 'Anna' });
    const ghost = await client(t, { name: 'Ghost' });
    expect(ghost.welcome.seat).toBe(1);
    ghost.c.close();
    await anna.c.next('state', (m) => m.table.seats[1]!.name === 'Ghost' && m.table.seats[1]!.connected === false);
    const bert = await client(t, { name: 'Bert' });
    expect(bert.welcome.seat).toBe(2);
    await bert.c.next('state');
    // Every seat is taken, but Ghost is not there: the game does not start (before: it did, with a stand-in for Ghost).
    expect(t.table.started).toBe(false);
    expect(t.table.publicInfo().free).toBe(1);
    // Before: `table-full`.
    const carl = await client(t, { name: 'Carl' });
    expect(carl.welcome.seat).toBe(1);
    const st = await carl.c.next('state', (m) => m.table.started);
    expect(st.table.seats.map((s) => [s.name, s.connected, s.botStandIn ?? false]))
      .toEqual([['Anna', true, false], ['Carl', true, false], ['Bert', true, false], ['Bot 4', true, false]]);
    // Ghost's old token holds nothing now.
    const back = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(back);
    await back.hello({ name: 'Ghost', token: ghost.welcome.token });
    expect(await back.next('error')).toMatchObject({ code: 'bad-token', fatal: true });
  });
});

describe('the host fills a seat left before the start with a bot', () => {
  it('seatBot takes it (fill with bots), and the game starts', async () => {
    const t = await open({ seats: 4, bots: 1, options: { rounds: 4 }, graceMs: 60_000 });
    const host = await client(t, { name: 'Host', admin: t.adminToken });
    const ghost = await client(t, { name: 'Ghost' });
    ghost.c.close();
    await host.c.next('state', (m) => m.table.seats[1]!.name === 'Ghost' && m.table.seats[1]!.connected === false);
    // What "Fill empty seats with bots" sends: the empty seat and Ghost's.
    host.c.send({ type: 'seatBot', seat: 1 });
    host.c.send({ type: 'seatBot', seat: 2 });
    const st = await host.c.next('state', (m) => m.table.started);
    expect(st.table.seats.map((x) => x.name)).toEqual(['Host', 'Bot 2', 'Bot 3', 'Bot 4']);
  });
});

describe('going home before the start', () => {
  it('frees the seat at once: its token dies, the next person sits there', async () => {
    const t = await open({ seats: 3, bots: 1, graceMs: 60_000 });
    const anna = await client(t, { name: 'Anna' });
    anna.c.send({ type: 'goHome' });
    const st = await anna.c.next('state', (m) => m.table.seats[0]!.kind === 'empty');
    expect(st.table.started).toBe(false);
    const bert = await client(t, { name: 'Bert' });
    expect(bert.welcome.seat).toBe(0);
    const back = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(back);
    await back.hello({ name: 'Anna', token: anna.welcome.token });
    expect(await back.next('error')).toMatchObject({ code: 'bad-token' });
  });
});

describe('alone against bots', () => {
  it('kept: the bots do not play on while nobody sits there, also after the grace time; back with the token, they go on', async () => {
    const t = await open();
    const anna = await client(t, { name: 'Anna', admin: t.adminToken });
    await anna.c.next('state', (m) => m.table.started);
    autoPlay(anna.c);
    await until(() => t.table.seq >= 6, 10_000, 'a few actions');
    anna.c.close();
    await until(() => t.table.seats[0]!.connections === 0, 2000, 'Anna to be gone');
    const seq = t.table.seq;
    await sleep(800); // > graceMs (150) + several bot pauses (5)
    expect(t.table.seq).toBe(seq);
    expect(t.table.over).toBe(false);
    expect(t.table.info().seats[0]).toMatchObject({ name: 'Anna', connected: false });

    const back = await client(t, { name: 'Anna', token: anna.welcome.token });
    expect(back.welcome.seat).toBe(0);
    autoPlay(back.c);
    await until(() => t.table.seq > seq + 3, 10_000, 'the game to go on');
    // Every action at Anna's seat is Anna's own: no stand-in played while she was away.
    expect(actions(t).filter((a) => a.seat === 0 && a.by !== undefined)).toEqual([]);
  });

  it('ended: "I\'m going home" alone ends the game early, saved so (record.json meta.endedBy), for every page', async () => {
    const t = await open();
    const anna = await client(t, { name: 'Anna' });
    const watcher = await client(t, { name: 'Zaungast', spectate: true });
    await anna.c.next('state', (m) => m.table.started);
    autoPlay(anna.c);
    await until(() => t.table.seq >= 4, 10_000, 'a few actions');
    anna.c.send({ type: 'goHome' });
    for (const c of [anna.c, watcher.c]) {
      const st = await c.next('state', (m) => m.table.over);
      expect(st.table.endedBy).toBe('left');
    }
    await t.table.flush();
    const record = JSON.parse(readFileSync(join(t.dataDir!, 'record.json'), 'utf8')) as { meta: { endedBy?: string } };
    expect(record.meta.endedBy).toBe('left');
    const sidecar = JSON.parse(readFileSync(join(t.dataDir!, 'table.json'), 'utf8')) as { endedBy?: string };
    expect(sidecar.endedBy).toBe('left');
  });
});

describe('leaving with people: the host chooses', () => {
  async function threePeople(absent: 'stand-in' | 'wait') {
    const t = await open({ seats: 3, bots: 1, absent });
    const host = await client(t, { name: 'Host', admin: t.adminToken });
    const anna = await client(t, { name: 'Anna' });
    await host.c.next('state', (m) => m.table.started);
    expect(host.c.lastState()!.table.absent).toBe(absent);
    autoPlay(host.c);
    return { t, host, anna };
  }

  it('stand-in after the grace time: the bot plays Anna\'s seat, and the record marks those actions as the stand-in\'s', async () => {
    const { t, host, anna } = await threePeople('stand-in');
    autoPlay(anna.c);
    await until(() => actions(t).some((a) => a.seat === 1), 10_000, 'Anna to play');
    anna.c.close();
    await host.c.next('state', (m) => m.table.seats[1]!.botStandIn === true, 5000);
    await until(() => actions(t).some((a) => a.seat === 1 && a.by === 'stand-in'), 10_000, 'the stand-in to play');
    const mine = actions(t).filter((a) => a.seat === 1);
    // Anna's own actions are unmarked, the stand-in's marked; bot seats are bots, not stand-ins.
    expect(mine.some((a) => a.by === undefined)).toBe(true);
    const botSeat = actions(t).filter((a) => a.seat === 2);
    expect(botSeat.length).toBeGreaterThan(0);
    expect(botSeat.every((a) => a.by === 'bot')).toBe(true);
    await t.table.flush();
    const journal = readFileSync(join(t.dataDir!, 'journal.jsonl'), 'utf8');
    expect(journal).toContain('"by":"stand-in"');
  });

  it('wait: the table pauses at Anna\'s turn and says she is missing; the host lets a stand-in play from the table', async () => {
    const { t, host, anna } = await threePeople('wait');
    anna.c.close();
    const waiting = await host.c.next('state', (m) => (m.table.missing ?? []).includes(1), 10_000);
    expect(waiting.table.seats[1]).toMatchObject({ name: 'Anna', connected: false });
    expect(waiting.table.seats[1]!.botStandIn).toBeUndefined();
    const seq = t.table.seq;
    await sleep(600); // > graceMs: still no stand-in
    expect(t.table.seq).toBe(seq);
    expect(t.table.seats[1]!.standIn).toBe(false);

    host.c.send({ type: 'absent', absent: 'stand-in' });
    await host.c.next('state', (m) => m.table.absent === 'stand-in' && m.table.seats[1]!.botStandIn === true);
    await until(() => t.table.seq > seq, 5000, 'the stand-in to play');
    expect(actions(t).filter((a) => a.seat === 1).at(-1)!.by).toBe('stand-in');
    const saved = JSON.parse(readFileSync(join(t.dataDir!, 'table.json'), 'utf8')) as { absent?: string };
    expect(saved.absent).toBeUndefined(); // stand-in is the default, not written
  });

  it('wait, then the host ends the game: over for everyone, ended by the host', async () => {
    const { t, host, anna } = await threePeople('wait');
    const guest = await client(t, { name: 'Zaungast', spectate: true });
    guest.c.send({ type: 'absent', absent: 'stand-in' });
    expect(await guest.c.next('error')).toMatchObject({ code: 'not-admin' });
    anna.c.close();
    await host.c.next('state', (m) => (m.table.missing ?? []).includes(1), 10_000);
    host.c.send({ type: 'endGame' });
    for (const c of [host.c, guest.c]) expect((await c.next('state', (m) => m.table.over)).table.endedBy).toBe('host');
    expect(t.table.bots.thinking).toBe(0);
  });

  it('"I\'m going home": the seat is played by a stand-in, the person watches, and the host can give the seat to someone who asks', async () => {
    const { t, host, anna } = await threePeople('wait');
    anna.c.send({ type: 'goHome' });
    const st = await host.c.next('state', (m) => m.table.seats[1]!.gone === true);
    expect(st.table.seats[1]).toMatchObject({ name: 'Anna', kind: 'human', botStandIn: true, gone: true });
    expect(st.table.over).toBe(false);
    // Anna's connection stays as a spectator: it cannot act for the seat any more.
    const view = await anna.c.next('state', (m) => m.view !== null && (m.view as unknown as { seat: number | null }).seat === null);
    expect(view.table.seats[1]!.gone).toBe(true);
    anna.c.send({ type: 'action', action: { type: 'play', card: 'blue-1' } });
    expect(await anna.c.next('error')).toMatchObject({ code: 'spectator' });
    // Wait policy or not: nobody is coming back to this seat, the stand-in plays.
    const seq = t.table.seq;
    await until(() => actions(t).some((a, i) => i >= seq && a.seat === 1 && a.by === 'stand-in'), 10_000, 'the stand-in to play');

    const carl = await client(t, { name: 'Carl', spectate: true });
    carl.c.send({ type: 'askSeat' });
    const asked = await host.c.next('state', (m) => (m.table.requests?.length ?? 0) > 0);
    host.c.send({ type: 'giveSeat', request: asked.table.requests![0]!.id, seat: 1 });
    expect((await carl.c.next('welcome', (m) => m.seat === 1)).seat).toBe(1);
    const given = await host.c.next('state', (m) => m.table.seats[1]!.name === 'Carl');
    expect(given.table.seats[1]).toEqual({ name: 'Carl', kind: 'human', connected: true });
  });

  it('a table whose people are all away stops its bots and stand-ins', async () => {
    const { t, host, anna } = await threePeople('stand-in');
    autoPlay(anna.c);
    await until(() => t.table.seq >= 4, 10_000, 'a few actions');
    host.c.close();
    anna.c.close();
    await until(() => t.table.seats.every((s) => s.connections === 0), 2000, 'everyone to be gone');
    await sleep(400); // the grace time passes: stand-ins would be due
    const seq = t.table.seq;
    await sleep(600);
    expect(t.table.seq).toBe(seq);
  });
});
