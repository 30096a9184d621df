import { connect as tcpConnect, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { Channel, nobleAead } from '../../shared/protocol/secure/channel';
import { answerChallenge } from '../../shared/protocol/secure/handshake';
import { startTable, type RunningTable, type StartTableOptions } from '../../src-main/host/index';
import type { TableServer } from '../../src-main/host/server';
import { TestClient } from './client';

// A guest cannot exhaust the host: slow readers, silent sockets, no-op floods, too many connections.

const running: RunningTable[] = [];
const clients: TestClient[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  for (const s of sockets.splice(0)) s.destroy();
  await Promise.all(running.splice(0).map((t) => t.close()));
});

async function open(options: Partial<StartTableOptions> = {}): Promise<RunningTable> {
  const t = await startTable({ game: 'dubbe', seats: 3, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: 'limits', dataDir: null, ...options });
  running.push(t);
  return t;
}

async function client(t: RunningTable): Promise<TestClient> {
  const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
  clients.push(c);
  return c;
}

const serverOf = (t: RunningTable): TableServer => (t as unknown as { server: TableServer }).server;

/**
 * A WebSocket client done by hand on a raw TCP socket, so the test decides when (if ever) it reads.
 * It reads the host's challenge, answers the handshake, and from then on reads nothing; `sendText` seals.
 */
async function rawClient(port: number): Promise<{ socket: Socket; sendText: (text: string) => void; sendPong: () => void; closed: Promise<void> }> {
  const socket = tcpConnect(port, '127.0.0.1');
  sockets.push(socket);
  socket.setNoDelay(true);
  await new Promise<void>((resolve, reject) => { socket.once('connect', resolve); socket.once('error', reject); });
  const key = randomBytes(16).toString('base64');
  socket.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
  const challenge = await new Promise<string>((resolve, reject) => {
    let got = Buffer.alloc(0);
    const onData = (d: Buffer) => {
      got = Buffer.concat([got, d]);
      const end = got.indexOf('\r\n\r\n');
      if (end < 0) return;
      if (!got.subarray(0, 12).toString('latin1').startsWith('HTTP/1.1 101')) {
        socket.off('data', onData);
        reject(new Error(got.toString('latin1')));
        return;
      }
      // The first frame (text, unmasked): the challenge.
      const f = got.subarray(end + 4);
      if (f.length < 2) return;
      const short = f[1]! & 0x7f;
      const [len, at] = short < 126 ? [short, 2] : [f.length >= 4 ? f.readUInt16BE(2) : Infinity, 4];
      if (f.length < at + len) return;
      socket.off('data', onData);
      resolve(f.subarray(at, at + len).toString('utf8'));
    };
    socket.on('data', onData);
  });
  const { message, channel } = answerChallenge(JSON.parse(challenge), null, PROTOCOL_VERSION, nobleAead);
  // Reading stops here for good: nothing the host sends is taken off the socket.
  socket.pause();
  const frame = (opcode: number, payload: Buffer) => {
    const mask = randomBytes(4);
    const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]!));
    const len = payload.length;
    const head = len < 126 ? Buffer.from([0x80 | opcode, 0x80 | len])
      : Buffer.from([0x80 | opcode, 0x80 | 126, len >> 8, len & 0xff]);
    socket.write(Buffer.concat([head, mask, masked]));
  };
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  frame(0x1, Buffer.from(JSON.stringify(message)));
  return { socket, sendText: (text) => frame(0x2, Buffer.from(channel.seal(text))), sendPong: () => frame(0xa, Buffer.alloc(0)), closed };
}

describe('a guest cannot exhaust the host', () => {
  it('closes a client that stops reading once its unsent data passes the bound; memory stays bounded', async () => {
    // Four fast bots play Doppelkopf: a state to every client after every card.
    // A bound of 256 KiB: since protocol 5 a change goes out as a patch of a few hundred bytes, so 1 MiB takes long to fill.
    const bound = 256 * 1024;
    const t = await open({ game: 'doppelkopf', seats: 4, bots: 4, bot: { delayMs: 0, raceMs: [0, 0] }, options: { preset: 'weimar' }, maxBufferedBytes: bound });
    const server = serverOf(t);
    const slow = await rawClient(t.port);
    slow.sendText(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Slow', spectate: true }));
    let maxBuffered = 0;
    // The largest frame the host sealed meanwhile (a whole Weimar state, asked for by `resync`).
    let maxFrame = 0;
    const seal = Channel.prototype.seal;
    Channel.prototype.seal = function (this: Channel, text: string) {
      const out = seal.call(this, text);
      maxFrame = Math.max(maxFrame, out.length);
      return out;
    };
    const started = Date.now();
    const heapBefore = process.memoryUsage().heapUsed;
    // It keeps answering (blind pongs, pings) so nothing but its unread data can give it away, and asks for the whole state again and again.
    const keepAlive = setInterval(() => { slow.sendPong(); slow.sendText('{"type":"ping"}'); slow.sendText('{"type":"resync"}'); }, 50);
    const watch = setInterval(() => { maxBuffered = Math.max(maxBuffered, server.maxBufferedAmount()); }, 5);
    try {
      await Promise.race([slow.closed, new Promise((_, reject) => setTimeout(() => reject(new Error(`not closed within 20 s; buffered up to ${maxBuffered} bytes`)), 20_000))]);
    } finally {
      clearInterval(keepAlive);
      clearInterval(watch);
      Channel.prototype.seal = seal;
    }
    expect(Date.now() - started).toBeLessThan(20_000);
    // The bound plus at most one frame (and its WebSocket header).
    expect(maxFrame).toBeGreaterThan(0);
    expect(maxBuffered).toBeLessThanOrEqual(bound + maxFrame + 16);
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(64 * 1024 * 1024);
    await expect.poll(() => server.connections, { timeout: 5000 }).toBe(0);
  }, 30_000);

  it('counts only pongs as alive: a client that talks but never answers a ping is cut', async () => {
    const t = await open({ heartbeatMs: 150 } as Partial<StartTableOptions>);
    const c = new TestClient(`ws://127.0.0.1:${t.port}/`, { autoPong: false });
    clients.push(c);
    const ws = c.ws;
    await new Promise((resolve) => ws.once('open', resolve));
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await c.hello({ name: 'Mute', spectate: true });
    const talk = setInterval(() => { if (ws.readyState === ws.OPEN) c.send('{"type":"ping"}'); }, 30);
    const cut = await Promise.race([closed.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000))]);
    clearInterval(talk);
    ws.terminate();
    expect(cut).toBe(true);
  });

  it('accepted actions do not refill the rate limit; a repeated meal break is refused', async () => {
    const t = await open({ game: 'doppelkopf', seats: 4, bots: 3, options: { preset: 'weimar' }, rate: { burst: 20, perSecond: 10 }, floodLimit: 1000 });
    const a = await client(t);
    await a.join({ name: 'Eater' });
    await a.next('state', (m) => m.table.started);
    for (let i = 0; i < 60; i++) a.send({ type: 'action', id: i, action: { type: 'evening', event: 'mealBreak' } });
    const err = await a.next('error', (m) => m.code === 'rate-limited', 5000);
    expect(err.code).toBe('rate-limited');
    const refusedRepeat = a.received.filter((m) => m.type === 'error' && m.code === 'meal-breaks-over');
    expect(refusedRepeat.length).toBeGreaterThan(0);
    const evening = (t.table.match!.state as unknown as { evening: { mealBreaks: number } }).evening;
    expect(evening.mealBreaks).toBe(2);
  });

  it('bounds connections per address and in total; the refused one is told so', async () => {
    const t = await open({ limits: { perAddress: 3, total: 100, spectators: 10 } } as Partial<StartTableOptions>);
    for (let i = 0; i < 3; i++) await client(t);
    const extra = await client(t);
    expect(await extra.next('error')).toMatchObject({ code: 'too-many-connections', fatal: true });
    expect((await extra.closed).code).toBe(4029);
    const t2 = await open({ limits: { perAddress: 10, total: 2, spectators: 10 } } as Partial<StartTableOptions>);
    await client(t2);
    await client(t2);
    const over = await client(t2);
    expect(await over.next('error')).toMatchObject({ code: 'host-busy', fatal: true });
    expect((await over.closed).code).toBe(4029);
  });

  it('bounds spectators per table', async () => {
    const t = await open({ limits: { perAddress: 100, total: 100, spectators: 2 } } as Partial<StartTableOptions>);
    for (let i = 0; i < 2; i++) await (await client(t)).join({ name: `Watch ${i}`, spectate: true });
    const third = await client(t);
    third.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Watch 3', spectate: true });
    expect(await third.next('error')).toMatchObject({ code: 'too-many-spectators', fatal: true });
    expect((await third.closed).code).toBe(4029);
    // A seat is still there for a player.
    expect((await (await client(t)).join({ name: 'Player' })).seat).toBe(0);
  });

  it('a seat taken in the lobby by someone who left is free again after the grace period', async () => {
    const t = await open({ graceMs: 200 });
    const a = await client(t);
    const b = await client(t);
    const wa = await a.join({ name: 'Gone' });
    await b.join({ name: 'Stays' });
    a.close();
    const freed = await b.next('state', (m) => m.table.seats[0]!.kind === 'empty', 3000);
    expect(freed.table.started).toBe(false);
    // Its token no longer holds a seat.
    const back = await client(t);
    back.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Gone', token: wa.token });
    expect((await back.next('error')).code).toBe('bad-token');
  });
});
