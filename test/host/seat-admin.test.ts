import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTable, type RunningTable, type StartTableOptions } from '../../src-main/host/index';
import { TestClient } from './client';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';

/** The host runs the table (issue 15): seat requests, hand-over to a new device, play again. */
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
  const dir = mkdtempSync(join(tmpdir(), 'stammtisch-seat-admin-'));
  dirs.push(dir);
  const t = await startTable({
    game: 'dubbe', seats: 4, bots: 2, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: 'seat-admin', dataDir: dir,
    bot: { delayMs: 0 }, ...options,
  });
  running.push(t);
  return t;
}

async function client(t: RunningTable, hello: Record<string, unknown>): Promise<{ c: TestClient; welcome: Awaited<ReturnType<TestClient['join']>> }> {
  const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
  clients.push(c);
  return { c, welcome: await c.join(hello) };
}

describe('seat requests and hand-over', () => {
  it('Birgit on her phone asks for seat 2 back; a guest cannot give it; the host can: the laptop is told, its old token is dead', async () => {
    const t = await open();
    const host = await client(t, { name: 'Host', admin: t.adminToken });
    const laptop = await client(t, { name: 'Birgit' });
    expect(laptop.welcome.seat).toBe(1);
    await laptop.c.next('state', (m) => m.table.started);

    const phone = await client(t, { name: 'Birgit', spectate: true });
    expect(phone.welcome.seat).toBeNull();
    phone.c.send({ type: 'askSeat', seat: 1 });
    const asked = await host.c.next('state', (m) => (m.table.requests?.length ?? 0) > 0);
    const req = asked.table.requests![0]!;
    expect(req).toMatchObject({ name: 'Birgit', seat: 1 });

    // Guests cannot hand out seats.
    laptop.c.send({ type: 'giveSeat', request: req.id, seat: 1 });
    expect(await laptop.c.next('error')).toMatchObject({ code: 'not-admin' });

    host.c.send({ type: 'giveSeat', request: req.id, seat: 1 });
    const given = await phone.c.next('welcome', (m) => m.seat === 1);
    expect(given.token).toEqual(expect.any(String));
    expect(given.token).not.toBe(laptop.welcome.token);
    expect(await laptop.c.next('bye')).toMatchObject({ reason: 'replaced' });
    expect((await laptop.c.closed).code).toBe(4010);
    const after = await host.c.next('state', (m) => !m.table.requests && m.table.seats[1]!.connected);
    expect(after.table.seats[1]).toMatchObject({ kind: 'human', name: 'Birgit', connected: true });

    // The laptop's old token holds no seat any more; the phone's does (e.g. after a reload).
    const stale = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(stale);
    stale.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Birgit', token: laptop.welcome.token });
    expect(await stale.next('error')).toMatchObject({ code: 'bad-token', fatal: true });
    phone.c.ws.terminate();
    const again = await client(t, { name: 'Birgit', token: given.token });
    expect(again.welcome.seat).toBe(1);
  });

  it('the host gives a waiting person a stand-in bot\'s seat, or says no; a request goes when its asker leaves', async () => {
    const t = await open({ seats: 3, bots: 2 });
    const host = await client(t, { name: 'Host', admin: t.adminToken });
    await host.c.next('state', (m) => m.table.started);
    const anna = await client(t, { name: 'Anna', spectate: true });
    anna.c.send({ type: 'askSeat' });
    const req = (await host.c.next('state', (m) => (m.table.requests?.length ?? 0) > 0)).table.requests![0]!;
    expect(req).toMatchObject({ name: 'Anna', seat: null });
    host.c.send({ type: 'refuseSeat', request: req.id });
    expect(await anna.c.next('error')).toMatchObject({ code: 'seat-refused' });
    await host.c.next('state', (m) => !m.table.requests);

    anna.c.send({ type: 'askSeat', seat: 2 });
    const req2 = (await host.c.next('state', (m) => (m.table.requests?.length ?? 0) > 0)).table.requests![0]!;
    host.c.send({ type: 'giveSeat', request: req2.id, seat: 2 });
    expect(await anna.c.next('welcome', (m) => m.seat === 2)).toMatchObject({ seat: 2, admin: false });
    expect((await host.c.next('state', (m) => m.table.seats[2]!.kind === 'human')).table.seats[2]).toMatchObject({ name: 'Anna', connected: true });

    const ben = await client(t, { name: 'Ben', spectate: true });
    ben.c.send({ type: 'askSeat', seat: 1 });
    await host.c.next('state', (m) => m.table.requests?.[0]?.name === 'Ben');
    ben.c.ws.close();
    await host.c.next('state', (m) => !m.table.requests);
  });
});

describe('asking under the name of someone seated (issue 29)', () => {
  it('the asker is shown a code from the host that only the host\'s prompt shows too; the prompt says the name is the seated person\'s', async () => {
    const t = await open();
    const host = await client(t, { name: 'Host', admin: t.adminToken });
    const birgit = await client(t, { name: 'Birgit' });
    expect(birgit.welcome.seat).toBe(1);
    await birgit.c.next('state', (m) => m.table.started);
    // Every text the seated Birgit and a bystander get, as opened from the channel.
    const seen: string[] = [];
    birgit.c.onText((x) => seen.push(x));
    const bystander = await client(t, { name: 'Carl', spectate: true });
    bystander.c.onText((x) => seen.push(x));

    // Someone else, under Birgit's name (a look-alike: Cyrillic і), asks for her seat; the real Birgit asks from her phone.
    const impostor = await client(t, { name: 'Bіrgit', spectate: true });
    impostor.c.send({ type: 'askSeat', seat: 1 });
    const asked = await impostor.c.next('seatAsked');
    expect(asked.code).toMatch(/^[0-9]{4}$/);
    const phone = await client(t, { name: 'Birgit', spectate: true });
    phone.c.send({ type: 'askSeat' });
    const phoneAsked = await phone.c.next('seatAsked');
    expect(phoneAsked.code).toMatch(/^[0-9]{4}$/);
    expect(phoneAsked.code).not.toBe(asked.code);

    const both = await host.c.next('state', (m) => (m.table.requests?.length ?? 0) === 2);
    const [first, second] = both.table.requests!;
    expect(first).toMatchObject({ id: asked.request, name: 'Bіrgit', seat: 1, code: asked.code, sameName: 1 });
    expect(second).toMatchObject({ id: phoneAsked.request, name: 'Birgit', seat: null, code: phoneAsked.code, sameName: 1 });
    // Someone with a name of their own is not flagged.
    const dora = await client(t, { name: 'Dora', spectate: true });
    dora.c.send({ type: 'askSeat' });
    const doraAsked = await dora.c.next('seatAsked');
    const three = await host.c.next('state', (m) => (m.table.requests?.length ?? 0) === 3);
    expect(three.table.requests![2]).toEqual({ id: doraAsked.request, name: 'Dora', seat: null, code: doraAsked.code });

    // Nobody but the host and each asker learns a code: not the seated Birgit, not a bystander.
    await birgit.c.next('state', (m) => (m.table.requests?.length ?? 0) === 3);
    await bystander.c.next('state', (m) => (m.table.requests?.length ?? 0) === 3);
    for (const code of [asked.code, phoneAsked.code, doraAsked.code]) expect(seen.filter((x) => x.includes(`"${code}"`))).toEqual([]);

    // The host gives the seat to the request whose code the person in the room shows.
    host.c.send({ type: 'giveSeat', request: phoneAsked.request, seat: 1 });
    expect(await phone.c.next('welcome', (m) => m.seat === 1)).toMatchObject({ seat: 1 });
  });
});

describe('play again', () => {
  it('after the game: same seats and options, a new id, the first dealer moves on, the finished record is kept; only the host may', async () => {
    const t = await open({ seats: 2, bots: 2, options: { rounds: 2 } });
    const host = await client(t, { name: 'Host', admin: t.adminToken, spectate: true });
    const guest = await client(t, { name: 'Guest', spectate: true });
    guest.c.send({ type: 'playAgain' });
    expect(await guest.c.next('error')).toMatchObject({ code: 'not-admin' });
    host.c.send({ type: 'playAgain' });
    expect(await host.c.next('error')).toMatchObject({ code: 'not-over' });

    const over = await host.c.next('state', (m) => m.table.over, 30_000);
    const firstId = over.table.id;
    await t.table.flush();
    const oldRecord = JSON.parse(readFileSync(join(t.dataDir!, 'record.json'), 'utf8'));
    host.c.send({ type: 'playAgain' });
    const next = await host.c.next('state', (m) => m.table.id !== firstId);
    expect(next.table).toMatchObject({ started: true, over: false, options: over.table.options, game: 'dubbe' });
    expect(next.table.seats.map((s) => s.name)).toEqual(over.table.seats.map((s) => s.name));
    expect(next.seq).toBeLessThanOrEqual(1);
    await t.table.flush();
    const archived = join(t.dataDir!, 'finished', `${firstId}.json`);
    expect(existsSync(archived)).toBe(true);
    expect(JSON.parse(readFileSync(archived, 'utf8')).rounds).toEqual(oldRecord.rounds);
    const newRecord = JSON.parse(readFileSync(join(t.dataDir!, 'record.json'), 'utf8'));
    expect(newRecord.meta.tableId).toBe(next.table.id);
    expect(newRecord.rounds[0].dealer).toBe((oldRecord.rounds[0].dealer + 1) % 2);
    // The new game plays to its end too.
    await host.c.next('state', (m) => m.table.over && m.table.id === next.table.id, 30_000);
  });
});
