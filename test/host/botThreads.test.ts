import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { BotPool } from '../../src-main/host/botPool';
import { startTable, Table, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

// A search bot that always thinks its full time: far longer than any answer the table owes.
const SLOW = { iterations: 1e9, thinkMs: 500 };
const pool = new BotPool({ size: 1 });
const running: RunningTable[] = [];
const tables: Table[] = [];
const clients: TestClient[] = [];
const dirs: string[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  for (const t of tables.splice(0)) t.close();
  await Promise.all(running.splice(0).map((t) => t.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
afterAll(() => pool.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(cond: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const end = performance.now() + timeoutMs;
  while (!cond()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
}

type View = { seat: number; awaiting: number[]; legal: { seat: number; type: string }[] };

describe('host bots think off the event loop', () => {
  it('while a hard bot thinks, another client gets pong and refusals at once; the game completes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stammtisch-bots-'));
    dirs.push(dir);
    const t = await startTable({
      game: 'dubbe', seats: 2, bots: 1, botLevel: 'hard', options: { rounds: 2 }, port: 0, listen: '127.0.0.1',
      mdns: false, webRoot: null, seed: 'threads', dataDir: dir, bot: { pool, budget: SLOW },
    });
    running.push(t);
    const logs: string[] = [];
    t.table.on('log', (l) => logs.push(l));
    const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(c);
    // The person plays the first legal action whenever awaited (listening before the welcome: the first state follows it at once).
    // The whole state the client holds (a patch applied), not the frame's text.
    c.onMessage((m) => {
      const msg = m as unknown as { type: string; seq: number; view: View | null; table: { over: boolean } };
      if (msg.type !== 'state' || !msg.view || msg.table.over || !msg.view.awaiting.includes(msg.view.seat) || msg.view.legal.length === 0) return;
      const { seat: _s, ...action } = msg.view.legal[0]!;
      c.send({ type: 'action', id: msg.seq, action });
    });

    await c.join({ name: 'Anna' });
    const rtts: number[] = [];
    let pingId = 0;
    while (rtts.length < 8) {
      await until(() => t.table.bots.thinking > 0 || t.table.over, 30_000, 'the bot to think');
      if (t.table.over) break;
      const seq = t.table.seq;
      // Measure only while the bot alone is awaited and really searches (a forced move is answered at once).
      if (t.table.match!.legal(1).length < 2 || t.table.match!.status().awaiting.includes(0)) {
        await until(() => t.table.seq !== seq || t.table.over, 30_000, 'the bot to move');
        continue;
      }
      const t0 = performance.now();
      const id = ++pingId;
      c.send({ type: 'ping', t: id });
      await c.next('pong', (m) => m.t === id, 5000);
      rtts.push(performance.now() - t0);
      const t1 = performance.now();
      // Not a card of this game: refused by the rules, the table unchanged.
      c.send({ type: 'action', id: 10_000 + id, action: { type: 'play', card: 'nope' } });
      await c.next('error', (m) => m.replyTo === 10_000 + id, 5000);
      rtts.push(performance.now() - t1);
      // Both answers came while that very decision was still running.
      expect(t.table.bots.thinking).toBeGreaterThan(0);
      expect(t.table.seq).toBe(seq);
      await until(() => t.table.seq !== seq || t.table.over, 30_000, 'the bot to move');
    }
    expect(rtts.length).toBe(8);
    // Think time is 500 ms; on the main thread every answer would wait for it.
    expect(Math.max(...rtts)).toBeLessThan(200);
    await until(() => t.table.over, 90_000, 'the game to end');
    expect(t.table.match!.status().phase).toBe('gameOver');
    // Every decision came from the thread (none fell back).
    expect(logs.filter((l) => l.startsWith('bot at seat'))).toEqual([]);
  }, 120_000);

  it('a crashed bot thread: the first legal action is played, logged, and the next thread takes over', async () => {
    const t = new Table({ game: 'dubbe', seats: 2, bots: 2, botLevel: 'hard', seed: 'crash', bot: { pool, budget: SLOW } });
    tables.push(t);
    const logs: string[] = [];
    t.on('log', (l) => logs.push(l));
    await until(() => t.bots.thinking > 0 && pool.busyWorker() !== null, 20_000, 'a decision');
    const seat = t.match!.status().awaiting[0]!;
    const first = t.match!.legal(seat)[0]!;
    const seq = t.seq;
    await pool.busyWorker()!.terminate();
    await until(() => t.seq > seq, 5000, 'the fallback move');
    expect(logs.some((l) => l.includes(`seat ${seat} gave no answer`) && l.includes('exited'))).toBe(true);
    // A bot's seat: its action is marked the bot's in the record (issue 27).
    expect(t.match!.record.rounds.flatMap((r) => r.actions).at(-1)).toEqual({ ...first, by: 'bot' });
    // A new thread answers the next decisions.
    await until(() => t.seq > seq + 1, 20_000, 'a move from the next thread');
  }, 60_000);

  it('a decision over the time limit: the first legal action, and the table goes on', async () => {
    const quick = new BotPool({ size: 1, timeoutMs: 100 });
    const t = new Table({ game: 'dubbe', seats: 2, bots: 2, botLevel: 'hard', seed: 'slow', bot: { pool: quick, budget: { iterations: 1e9, thinkMs: 5000 } } });
    tables.push(t);
    const logs: string[] = [];
    t.on('log', (l) => logs.push(l));
    try {
      await until(() => t.seq >= 2, 20_000, 'two moves');
      expect(logs.filter((l) => l.includes('no answer within 100 ms')).length).toBeGreaterThanOrEqual(1);
    } finally {
      await quick.close();
    }
  }, 60_000);

  it('the stammtisch CLI (plain Node + tsx, started elsewhere) thinks in the thread too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stammtisch-bots-cli-'));
    dirs.push(dir);
    const bin = fileURLToPath(new URL('../../bin/stammtisch.js', import.meta.url));
    const host = spawn(process.execPath, [bin, 'host', '--game', 'dubbe', '--seats', '2', '--bots', '2', '--bot-level', 'medium', '--rounds', '2',
      '--port', '0', '--listen', '127.0.0.1', '--no-mdns', '--data', join(dir, 'data')], { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    host.stdout.on('data', (d: Buffer) => { out += d.toString(); });
    host.stderr.on('data', (d: Buffer) => { out += d.toString(); });
    const exited = new Promise<number | null>((resolve) => host.on('exit', resolve));
    try {
      await until(() => out.includes('game over') || host.exitCode !== null, 60_000, 'the CLI game to end');
    } finally {
      host.stdin.end('quit\n');
    }
    expect(await exited).toBe(0);
    expect(out).toContain('game over');
    expect(out).not.toContain('gave no answer');
  }, 90_000);
});
