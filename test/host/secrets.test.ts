import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { randomSeed } from '../../shared/engine/rng';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

const running: RunningTable[] = [];
const clients: TestClient[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

type View = { seat: number | null; awaiting: number[]; legal: { seat: number; type: string }[] };

/** A client that keeps every frame as the host sent it (before any schema strips a field). */
async function rawClient(t: RunningTable, frames: string[]): Promise<TestClient> {
  const c = new TestClient(`ws://127.0.0.1:${t.port}/`);
  c.onText((text) => frames.push(text));
  await new Promise<void>((resolve, reject) => {
    c.ws.once('open', () => resolve());
    c.ws.once('error', reject);
  });
  clients.push(c);
  return c;
}

async function until(cond: () => boolean, ms: number, what: string): Promise<void> {
  const end = performance.now() + ms;
  while (!cond()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('the secret seed never leaves the host while the game runs', () => {
  it('no frame to a seat or a spectator, no /api/table or /api/record answer holds it', async () => {
    const seed = `s33d-${randomSeed()}`;
    const dir = mkdtempSync(join(tmpdir(), 'stammtisch-secret-'));
    dirs.push(dir);
    const t = await startTable({
      game: 'dubbe', seats: 3, bots: 1, options: { rounds: 3 }, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null,
      seed, dataDir: dir, bot: { delayMs: 0, raceMs: [0, 0] },
    });
    running.push(t);
    const frames: string[] = [];
    const people = [await rawClient(t, frames), await rawClient(t, frames)];
    const watcher = await rawClient(t, frames);
    for (const [i, c] of people.entries()) {
      // Each person plays the first legal action whenever awaited.
      // The whole state the client holds (a patch applied), not the frame's text.
      c.onMessage((m) => {
        const msg = m as unknown as { type: string; seq: number; view: View | null; table: { over: boolean } };
        if (msg.type !== 'state' || !msg.view || msg.table.over || msg.seq !== t.table.seq || !msg.view.awaiting.includes(i)) return;
        const { seat: _s, ...action } = msg.view.legal[0]!;
        c.send({ type: 'action', id: msg.seq, action });
      });
      await c.join({ name: `P${i}` });
    }
    await watcher.join({ name: 'W', spectate: true });
    await until(() => t.table.seq >= 40, 20_000, '40 actions');

    const base = `http://127.0.0.1:${t.port}`;
    const bodies = [await (await fetch(`${base}/api/table`)).text()];
    const record = await fetch(`${base}/api/record`);
    expect(record.status).toBe(409);
    bodies.push(await record.text());

    // The seed is on the host's disk (the save needs it), and nowhere a client reads.
    expect(readFileSync(join(dir, 'table.json'), 'utf8')).toContain(seed);
    expect(frames.length).toBeGreaterThan(40);
    const leaks = [...frames, ...bodies].filter((f) => f.includes(seed) || f.includes(seed.slice(5, 25)));
    expect(leaks).toEqual([]);
  }, 30_000);

  it('a client is told its action was accepted (the broadcast is sent) only once the action is in the journal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stammtisch-secret-'));
    dirs.push(dir);
    const t = await startTable({
      game: 'dubbe', seats: 2, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, dataDir: dir,
    });
    running.push(t);
    const frames: string[] = [];
    const [a, b] = [await rawClient(t, frames), await rawClient(t, frames)];
    await a.join({ name: 'A' });
    await b.join({ name: 'B' });
    await until(() => t.table.started, 5000, 'the game to start');
    const journal = () => (existsSync(join(dir, 'journal.jsonl')) ? readFileSync(join(dir, 'journal.jsonl'), 'utf8') : '').trim().split('\n').filter(Boolean).length;
    for (let i = 0; i < 6; i++) {
      const seat = t.table.match!.status().awaiting[0]!;
      const c = [a, b][seat]!;
      const { seat: _s, ...action } = t.table.match!.legal(seat)[0] as { seat: number; type: string };
      // The server writes the replies to the sockets in its 'change' listener: the journal at that moment counts.
      let linesWhenTold = -1;
      const onChange = (cause: { replyTo?: number }) => {
        if (cause.replyTo === 100 + i) linesWhenTold = journal();
      };
      t.table.on('change', onChange);
      const before = journal();
      c.send({ type: 'action', id: 100 + i, action });
      await c.next('state', (m) => m.replyTo === 100 + i, 5000);
      t.table.off('change', onChange);
      expect(linesWhenTold).toBeGreaterThan(before);
    }
  });
});
