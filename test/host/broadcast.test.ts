import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

/**
 * How a change goes out (issue 21): each seat's view computed and
 * serialized once, the same text to every connection of that seat (all
 * spectators share one), and the state answering an action sent to the
 * acting connection before anyone else's.
 */
const running: RunningTable[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
});

async function client(t: RunningTable): Promise<TestClient> {
  const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
  clients.push(c);
  return c;
}

interface ServerSide { seat: number | null; channel: { seal: (text: string) => Uint8Array } }

describe('broadcast of a change', () => {
  it('answers the actor first, computes each view once, and sends all spectators one text', async () => {
    const t = await startTable({ game: 'dubbe', seats: 4, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, dataDir: null, seed: 'broadcast' });
    running.push(t);
    const players = [];
    for (let i = 0; i < 4; i++) {
      const c = await client(t);
      c.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: `P${i}` });
      await c.next('welcome');
      players.push(c);
    }
    for (let i = 0; i < 3; i++) {
      const c = await client(t);
      c.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: `S${i}`, spectate: true });
      await c.next('welcome');
    }
    await Promise.all(players.map((p) => p.next('state', (m) => m.seq === 0 && (m.view as { legal?: unknown[] } | null) !== null)));

    // What the server hands each connection's channel to seal, in order, from now on.
    const sent: { seat: number | null; text: string }[] = [];
    for (const c of (t.server as unknown as { clients: Set<ServerSide> }).clients) {
      const seal = c.channel.seal.bind(c.channel);
      c.channel.seal = (text: string) => {
        sent.push({ seat: c.seat, text });
        return seal(text);
      };
    }
    let views = 0;
    const view = t.table.view.bind(t.table);
    t.table.view = (seat) => { views++; return view(seat); };

    // Whoever's turn it is acts: a few actions, so seats other than the first to join act too.
    for (let n = 0; n < 6; n++) {
      const seat = t.table.match!.status().awaiting[0]!;
      const { seat: _s, ...action } = t.table.match!.legal(seat)[0] as { seat: number; type: string };
      sent.length = 0;
      views = 0;
      players[seat]!.send({ type: 'action', id: 500 + n, action });
      await players[seat]!.next('state', (m) => m.replyTo === 500 + n);
      // After the first state, each connection gets what changed since its last (docs/protocol.md "State and patch").
      const states = sent.filter((s) => s.text.startsWith('{"type":"patch"'));
      expect(states).toHaveLength(7);
      expect(states[0]!.seat).toBe(seat);
      expect(states[0]!.text).toContain(`"replyTo":${500 + n}`);
      // Four seats and the spectators: five views, whatever the number of connections.
      expect(views).toBe(5);
      const watching = states.filter((s) => s.seat === null).map((s) => s.text);
      expect(new Set(watching).size).toBe(1);
    }
  });
});
