import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runBotClient, startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

// Issue 29: a listener on the network (here: a TCP relay that records every
// byte both ways) sees a whole locked game of two people, a bot client and a
// spectator, and finds no card, no seat token and no code in it.

const running: RunningTable[] = [];
const clients: TestClient[] = [];
const relays: Server[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  for (const s of sockets.splice(0)) s.destroy();
  for (const r of relays.splice(0)) r.close();
  await Promise.all(running.splice(0).map((t) => t.close()));
});

/** A listener on the wire: relays a port and keeps every byte that passes, both ways. */
async function wiretap(port: number): Promise<{ port: number; bytes: () => Buffer }> {
  const seen: Buffer[] = [];
  const relay = createServer((inbound) => {
    const outbound = connect(port, '127.0.0.1');
    sockets.push(inbound, outbound);
    inbound.on('data', (d) => { seen.push(d); outbound.write(d); });
    outbound.on('data', (d) => { seen.push(d); inbound.write(d); });
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
    inbound.on('error', () => outbound.destroy());
    outbound.on('error', () => inbound.destroy());
  });
  relays.push(relay);
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  return { port: (relay.address() as { port: number }).port, bytes: () => Buffer.concat(seen) };
}

type View = { seat: number | null; hand?: string[] | null; awaiting: number[]; legal: { seat: number; type: string }[] };

describe('a listener on the network (issue 29)', () => {
  it('records a whole locked game through the wire and finds no card, token or code in it', async () => {
    const t = await startTable({
      game: 'dubbe', seats: 3, bots: 1, options: { rounds: 3 }, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null,
      seed: 'wire-privacy', dataDir: null, code: 'KNEIPE7', bot: { delayMs: 0, raceMs: [0, 0] },
    });
    running.push(t);
    const tap = await wiretap(t.port);
    const url = `ws://127.0.0.1:${tap.port}/`;
    const cards = new Set<string>();
    const tokens: string[] = [];
    const noteView = (text: string) => {
      const msg = JSON.parse(text) as { type: string; token?: string | null; view?: View | null };
      if (msg.type === 'welcome' && msg.token) tokens.push(msg.token);
      for (const c of msg.view?.hand ?? []) cards.add(c);
    };

    const person = new TestClient(url);
    const watcher = new TestClient(url);
    clients.push(person, watcher);
    person.onText(noteView);
    // The whole state the client holds (a patch applied), not the frame's text.
    person.onMessage((m) => {
      const msg = m as unknown as { type: string; seq: number; view: View | null; table: { over: boolean } };
      if (msg.type !== 'state' || !msg.view || msg.table.over || msg.view.seat === null || !msg.view.awaiting.includes(msg.view.seat)) return;
      const { seat: _s, ...action } = msg.view.legal[0]!;
      person.send({ type: 'action', id: msg.seq, action });
    });
    await person.join({ name: 'Birgit', code: 'kneipe7' });
    await watcher.join({ name: 'Zaungast', code: 'KNEIPE7', spectate: true });
    // The `stammtisch bot` client, with the code from the share link's fragment.
    const bot = await runBotClient({ url: `http://127.0.0.1:${tap.port}/#code=KNEIPE7`, onMessage: noteView });
    expect(bot).toMatchObject({ code: 0, message: 'game over' });
    await watcher.next('state', (m) => m.table.over, 20_000);

    const wire = tap.bytes();
    const text = wire.toString('latin1');
    // The capture is real: the handshake's challenge is there in clear, and a whole game's worth of bytes.
    expect(text).toContain('"type":"challenge"');
    expect(wire.length).toBeGreaterThan(50_000);
    // Both players saw cards and got tokens; none of it, and not the code, is on the wire.
    expect(cards.size).toBeGreaterThanOrEqual(10);
    expect(tokens).toHaveLength(2);
    const found = [...cards, ...tokens, 'KNEIPE7', 'kneipe7', 'Kneipe7'].filter((s) => text.includes(s));
    expect(found).toEqual([]);
    // No state, hand or welcome in clear: after its handshake, every frame a client got was sealed (binary).
    for (const c of [person, watcher]) {
      const clearIn = c.wire.filter((f) => f.dir === 'in' && typeof f.data === 'string').map((f) => JSON.parse(f.data as string).type);
      expect(clearIn).toEqual(['challenge']);
      expect(c.wire.filter((f) => typeof f.data !== 'string').length).toBeGreaterThan(10);
    }
    expect(text).not.toMatch(/"type":"(state|welcome|hello|action)"/);
  }, 60_000);
});
