import { afterEach, describe, expect, it } from 'vitest';
import { BotPool, type BotJob, type BotResult } from '../../src-main/host/botPool';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

const running: RunningTable[] = [];
const clients: TestClient[] = [];
const pools: BotPool[] = [];

afterEach(async () => {
  const invalid = clients.flatMap((c) => c.invalid);
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
  await Promise.all(pools.splice(0).map((p) => p.close()));
  expect(invalid).toEqual([]);
});

/** The real bot threads, noting which level each seat's decisions were asked at. */
class WatchedPool extends BotPool {
  readonly levels = new Map<number, Set<string | null>>();
  override decide(job: Omit<BotJob, 'id'>, stale?: () => boolean): Promise<BotResult> {
    const seat = (job.view as { seat: number | null }).seat ?? -1;
    if (!this.levels.has(seat)) this.levels.set(seat, new Set());
    this.levels.get(seat)!.add(job.level);
    return super.decide(job, stale);
  }
}

type View = { seat: number | null; awaiting: number[]; legal: { seat: number; type: string }[] };

/** Plays the first legal action whenever its seat is awaited (paced: the host rate-limits). */
function autoPlay(c: TestClient): void {
  let latest: unknown = null;
  // The whole state the client holds (a patch applied), not the frame's text.
  c.onMessage((m) => {
    const msg = m as unknown as { type: string; seq: number; view: View | null; table: { over: boolean } };
    if (msg.type !== 'state' || !msg.view) return;
    latest = msg;
    const view = msg.view;
    if (msg.table.over || view.seat === null || !view.awaiting.includes(view.seat) || view.legal.length === 0) return;
    const { seat: _s, ...action } = view.legal[0]!;
    setTimeout(() => { if (latest === msg) c.send({ type: 'action', id: msg.seq, action }); }, 30);
  });
}

const until = async (cond: () => boolean, ms: number, what: string) => {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('a bot stands in for a dropped person', () => {
  it('at the table\'s bot level, marked as a stand-in with the person\'s name for everyone, until the person is back', async () => {
    const pool = new WatchedPool({ size: 1 });
    pools.push(pool);
    // The lobby's level is `medium` (a search bot: its decisions go through the pool, so the level is seen there).
    const t = await startTable({
      game: 'dubbe', seats: 3, bots: 1, botLevel: 'medium', options: { rounds: 3 }, port: 0, listen: '127.0.0.1', mdns: false,
      webRoot: null, seed: 'stand-in', dataDir: null, graceMs: 300, bot: { delayMs: 30, pool },
    });
    running.push(t);
    const open = async () => { const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`); clients.push(c); return c; };
    const anna = await open();
    const bert = await open();
    const watcher = await open();
    const wa = await anna.join({ name: 'Anna' });
    expect(wa.seat).toBe(0);
    await bert.join({ name: 'Bert' });
    await watcher.join({ name: 'Zaungast', spectate: true });
    await bert.next('state', (m) => m.table.started);
    autoPlay(bert);

    anna.close();
    // After the grace period every client sees seat 0 as Anna's, played by a bot at the table's level.
    const standIn = { name: 'Anna', kind: 'human', connected: false, botStandIn: true, level: 'medium' };
    for (const c of [bert, watcher]) {
      const st = await c.next('state', (m) => m.table.seats[0]!.botStandIn === true, 10_000);
      expect(st.table.seats[0]).toEqual(standIn);
    }
    expect(t.table.info().seats[0]).toEqual(standIn);
    // And that bot decides at that level.
    await until(() => pool.levels.has(0), 20_000, 'the stand-in to decide');
    expect([...pool.levels.get(0)!]).toEqual(['medium']);

    // Anna comes back with her token: the mark goes, for everyone.
    const back = await open();
    expect((await back.join({ name: 'Anna', token: wa.token })).seat).toBe(0);
    for (const c of [back, bert, watcher]) {
      const st = await c.next('state', (m) => m.table.seats[0]!.connected === true, 5000);
      expect(st.table.seats[0]).toEqual({ name: 'Anna', kind: 'human', connected: true });
    }
  }, 40_000);
});
