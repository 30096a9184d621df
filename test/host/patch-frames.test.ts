import { afterEach, describe, expect, it } from 'vitest';
import { Channel } from '../../shared/protocol/secure/channel';
import { patchState, type PatchMessage, type StateMessage } from '../../shared/protocol/stateFrames';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

/**
 * Protocol 5 (docs/protocol.md "State and patch"): after a connection's
 * first whole state, each change comes as what changed since the last one
 * it was sent. Every patch must make exactly the seat's view of that moment;
 * a client that lost its state asks `resync` and gets the whole state.
 */
const running: RunningTable[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
});

interface ServerSide { seat: number | null; channel: { seal: (text: string) => Uint8Array } }

async function table(seed: string): Promise<RunningTable> {
  const t = await startTable({ game: 'dubbe', seats: 3, bots: 1, options: { rounds: 3, blackDie: true }, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, dataDir: null, seed, bot: { delayMs: 0, raceMs: [0, 0] }, rate: { burst: 1000, perSecond: 1000 } });
  running.push(t);
  return t;
}

async function join(t: RunningTable, hello: Record<string, unknown>): Promise<TestClient> {
  const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
  clients.push(c);
  await c.join(hello);
  return c;
}

async function until(cond: () => boolean, ms = 10_000): Promise<void> {
  const end = performance.now() + ms;
  while (!cond()) {
    if (performance.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Acts if its last state awaits it: the first states may have come before it listened. */
function kick(c: TestClient): void {
  const v = c.lastState()?.view as { seat: number; awaiting: number[]; legal: { seat: number }[] } | null | undefined;
  if (v && v.awaiting.includes(v.seat) && v.legal.length) {
    const { seat: _s, ...action } = v.legal[0]!;
    c.send({ type: 'action', id: 1, action });
  }
}

describe('state and patch frames', () => {
  it('every patch of a whole game makes exactly the seat\'s view and table of its moment, for players and a spectator', async () => {
    const t = await table('patch-frames');
    // Each text the host seals for a connection, checked against the table the moment it is sealed.
    let checked = 0;
    let patchBytes = 0;
    let wholeBytes = 0;
    const problems: string[] = [];
    const held = new WeakMap<Channel, StateMessage | null>();
    const seal = Channel.prototype.seal;
    Channel.prototype.seal = function (this: Channel, text: string) {
      const c = [...(t.server as unknown as { clients: Set<ServerSide> }).clients].find((x) => x.channel === this);
      const msg = JSON.parse(text) as StateMessage | PatchMessage;
      if (c && (msg.type === 'state' || msg.type === 'patch')) {
        const whole = msg.type === 'state' ? msg : patchState(held.get(this), msg);
        if (!whole) problems.push(`a patch that does not fit the state held: ${text.slice(0, 120)}`);
        else {
          expect(whole.view).toEqual(JSON.parse(JSON.stringify(t.table.view(c.seat))));
          expect(whole.table).toEqual(JSON.parse(JSON.stringify(t.table.info())));
          checked++;
          if (msg.type === 'patch') {
            patchBytes += text.length;
            // What the whole state would have been.
            wholeBytes += JSON.stringify({ type: 'state', seq: whole.seq, v: whole.v, table: whole.table, view: whole.view }).length;
          }
        }
        held.set(this, whole);
      }
      return seal.call(this, text);
    };
    try {
      const a = await join(t, { name: 'A' });
      const b = await join(t, { name: 'B' });
      const w = await join(t, { name: 'W', spectate: true });
      const playing = [a.playsFirstLegal(), b.playsFirstLegal()];
      for (const c of [a, b]) kick(c);
      await w.next('state', (m) => m.table.over, 30_000);
      await Promise.race([Promise.all(playing), new Promise((r) => setTimeout(r, 100))]);
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(3 * 100);
      // Each client saw patches and never had to ask again; what it holds is the host's last view.
      for (const [c, seat] of [[a, 0], [b, 1], [w, null]] as const) {
        expect(c.patches).toBeGreaterThan(100);
        expect(c.resyncs).toBe(0);
        expect(c.invalid).toEqual([]);
        expect(c.lastState()!.view).toEqual(JSON.parse(JSON.stringify(t.table.view(seat))));
      }
      // The point of it: a fraction of the bytes (and of what is sealed and written).
      expect(patchBytes).toBeLessThan(wholeBytes / 3);
    } finally {
      Channel.prototype.seal = seal;
    }
  }, 40_000);

  it('a client that lost its state asks again and gets the whole state, then patches of it', async () => {
    const t = await table('patch-resync');
    const a = await join(t, { name: 'A' });
    const b = await join(t, { name: 'B' });
    void a.playsFirstLegal();
    void b.playsFirstLegal();
    for (const c of [a, b]) kick(c);
    await until(() => t.table.seq >= 10);
    a.forgetState();
    const at = a.received.length;
    await a.next('state', (m) => m.table.over, 15_000);
    expect(a.resyncs).toBe(1);
    expect(a.invalid).toEqual([]);
    // After the resync a whole state came (the count of patches shows the rest came as patches again).
    const after = a.received.slice(at).filter((m) => m.type === 'state');
    expect(after.length).toBeGreaterThan(20);
    expect(a.patches).toBeGreaterThan(after.length - 5);
    expect(a.lastState()!.view).toEqual(JSON.parse(JSON.stringify(t.table.view(0))));
  }, 20_000);

  it('applies a patch only to the state it names, and keeps every field a field', () => {
    const held: StateMessage = { type: 'state', seq: 3, v: 7, table: { id: 't' } as StateMessage['table'], view: { game: 'dubbe', hand: ['a'], round: 1 } };
    const patch: PatchMessage = { type: 'patch', seq: 4, v: 8, base: 7, view: { hand: ['b'], __proto__x: 1 }, gone: ['round'], replyTo: 5 };
    expect(patchState(held, patch)).toEqual({ type: 'state', seq: 4, v: 8, table: { id: 't' }, view: { game: 'dubbe', hand: ['b'], __proto__x: 1 }, replyTo: 5 });
    expect(patchState(held, { ...patch, base: 6 })).toBeNull();
    expect(patchState(null, patch)).toBeNull();
    expect(patchState({ ...held, view: null }, patch)).toBeNull();
    const proto = patchState(held, JSON.parse('{"type":"patch","seq":4,"v":8,"base":7,"view":{"__proto__":{"polluted":1}}}') as PatchMessage)!;
    expect(Object.getPrototypeOf(proto.view)).toBe(Object.prototype);
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
  });
});
