import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

const running: RunningTable[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.close();
  for (const t of running.splice(0)) await t.close();
});

type View = { seat: number; awaiting: number[]; legal: { seat: number; type: string }[]; trick: { seat: number }[] };

describe('take-back over the protocol', () => {
  it('with two people: asking shows in TableInfo, the other agrees, the card is back; a spectator and a non-asked seat are refused', async () => {
    const t = await startTable({ game: 'dubbe', seats: 3, bots: 1, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: 'tb-proto', dataDir: null, bot: { delayMs: 60_000 } });
    running.push(t);
    const [anna, berta] = [await TestClient.open(`ws://127.0.0.1:${t.port}/`), await TestClient.open(`ws://127.0.0.1:${t.port}/`)];
    clients.push(anna, berta);
    anna.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Anna' });
    await anna.next('welcome');
    berta.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Berta' });
    await berta.next('welcome');
    const table = t.table;
    // People move through the table directly until one of them has a card in an unfinished trick.
    let who = -1;
    for (let i = 0; i < 40 && who < 0; i++) {
      const s = table.match!.status().awaiting[0]!;
      const legal = table.match!.legal(s)[0]! as { seat: number; type: string };
      const { seat: _s, ...action } = legal;
      expect(table.act(s, action).ok).toBe(true);
      const trick = (table.match!.view(null) as unknown as View).trick;
      if (s !== 2 && legal.type === 'play' && trick.some((p) => p.seat === s)) who = s;
    }
    expect(who).toBeGreaterThanOrEqual(0);
    const [asker, other] = who === 0 ? [anna, berta] : [berta, anna];
    const seq = table.seq;
    asker.send({ type: 'takeBack' });
    const asked = await other.next('state', (m) => !!m.table.takeBack);
    expect(asked.table.takeBack).toEqual({ seat: who, waitingFor: [1 - who] });
    // The asker cannot answer its own request.
    asker.send({ type: 'takeBackAnswer', accept: true });
    expect((await asker.next('error')).code).toBe('not-asked');
    other.send({ type: 'takeBackAnswer', accept: true });
    // Every state before the request also had seq ≤ seq: wait for the host, then read the newest.
    for (let i = 0; i < 200 && table.seq !== seq - 1; i++) await new Promise((r) => setTimeout(r, 5));
    expect(table.seq).toBe(seq - 1);
    await new Promise((r) => setTimeout(r, 50));
    const after = asker.received.filter((m) => m.type === 'state').at(-1)! as Extract<(typeof asker.received)[number], { type: 'state' }>;
    expect(after.seq).toBe(seq - 1);
    expect(after.table.takeBack).toBeNull();
    expect((after.view as unknown as View).awaiting).toEqual([who]);

    const watcher = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(watcher);
    watcher.send({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Zaungast', spectate: true });
    await watcher.next('welcome');
    watcher.send({ type: 'takeBack' });
    expect((await watcher.next('error')).code).toBe('spectator');
    // Pausing needs a person alone against bots.
    anna.send({ type: 'pauseBots', paused: true });
    expect((await anna.next('error', (m) => m.code === 'not-alone')).code).toBe('not-alone');
  });
});
