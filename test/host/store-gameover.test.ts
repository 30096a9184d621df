import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import { parseRecordText } from '../../shared/engine/record';
import { getGame } from '../../shared/games/registry';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { SIDECAR_FORMAT, TableStore } from '../../src-main/host/store';
import { TestClient } from './client';

/**
 * Issue 27: record.json holds the whole game the moment the game is over.
 * Before, the last actions sat in the journal and record.json caught up by
 * the background rewrite up to `burstMs` (5 s) later: a Dubbe game seen over
 * at 244 actions was on disk as three rounds plus an empty fourth.
 */
const running: RunningTable[] = [];
const clients: TestClient[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

type Frame = { type: string; seq: number; table: { over: boolean }; view: { seat: number | null; awaiting: number[]; legal: { seat: number; type: string }[] } | null };

describe('record.json when the game is over', () => {
  it('is the whole game when the client hears the game is over (bots at delay 0, the background rewrite held back)', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stammtisch-gameover-'));
    dirs.push(dir);
    const t = await startTable({
      game: 'dubbe', seats: 3, bots: 2, options: { rounds: 3 }, port: 0, listen: '127.0.0.1', mdns: false,
      webRoot: null, seed: 'game-over-on-disk', dataDir: dir, bot: { delayMs: 0 },
    });
    running.push(t);
    const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(c);
    let seen: { frameSeq: number; text: string } | null = null;
    c.onMessage((m) => {
      const msg = m as unknown as Frame;
      if (msg.type !== 'state') return;
      if (msg.table.over) {
        // The moment the client hears it: read the file as it is, nothing flushed.
        seen ??= { frameSeq: msg.seq, text: readFileSync(join(dir, 'record.json'), 'utf8') };
        return;
      }
      const v = msg.view;
      if (!v || v.seat === null || !v.awaiting.includes(v.seat) || v.legal.length === 0) return;
      const { seat: _s, ...action } = v.legal[0]!;
      // Paced a little: the host rate-limits a client.
      setTimeout(() => c.send({ type: 'action', id: msg.seq, action }), 5);
    });
    await c.join({ name: 'Anna' });
    const end = Date.now() + 50_000;
    while (!seen && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    expect(seen, 'the game-over frame').not.toBeNull();
    const onDisk = parseRecordText(seen!.text);
    const played = t.table.match!.record;
    // Everything the table played, nothing missing at the end.
    expect(onDisk.rounds).toEqual(played.rounds);
    const { match, refused } = Match.fromRecord(getGame('dubbe')!, onDisk);
    expect(refused).toBeUndefined();
    expect(match.status().phase).toBe('gameOver');
    expect(onDisk.rounds).toHaveLength(3);
  });

  it('a game the host ends is on disk, marked ended by the host, when the client hears of it', { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stammtisch-ended-'));
    dirs.push(dir);
    const t = await startTable({
      game: 'dubbe', seats: 2, bots: 1, options: { rounds: 2 }, port: 0, listen: '127.0.0.1', mdns: false,
      webRoot: null, seed: 'ended-on-disk', dataDir: dir, bot: { delayMs: 0 },
    });
    running.push(t);
    const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(c);
    let seen: string | null = null;
    c.onMessage((m) => {
      const msg = m as unknown as Frame;
      if (msg.type === 'state' && msg.table.over) seen ??= readFileSync(join(dir, 'record.json'), 'utf8');
    });
    await c.join({ name: 'Anna' });
    await c.next('state', (m) => m.table.started);
    // Some play first, so the end has actions that only the journal holds.
    const end = Date.now() + 10_000;
    while (t.table.match!.record.rounds[0]!.actions.length < 3 && Date.now() < end) {
      const v = c.lastState()!.view as Frame['view'];
      if (v && v.seat !== null && v.awaiting.includes(v.seat) && v.legal.length) {
        const { seat: _s, ...action } = v.legal[0]!;
        c.send({ type: 'action', id: c.lastState()!.seq, action });
      }
      await new Promise((r) => setTimeout(r, 40));
    }
    expect(t.table.endGame()).toEqual({ ok: true });
    const until = Date.now() + 5000;
    while (!seen && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
    const onDisk = parseRecordText(seen!);
    expect(onDisk.meta?.endedBy).toBe('host');
    expect(onDisk.rounds).toEqual(t.table.match!.record.rounds);
  });

  it('a background write begun before the synchronous one is dropped, not renamed over it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stammtisch-race-'));
    dirs.push(dir);
    const store = new TableStore(dir);
    try {
      store.saveSidecar({
        format: SIDECAR_FORMAT, tableId: 't', name: 'T', game: 'dubbe', options: {}, seed: 's', code: null, started: true,
        seats: ['A', 'B'].map((name) => ({ kind: 'human' as const, name, level: null, tokenHash: null })),
      });
      const match = Match.create(getGame('dubbe')!, ['A', 'B'], {}, 'race');
      const older = structuredClone(match.record);
      for (let i = 0; i < 5; i++) match.act(match.legal(match.status().awaiting[0]!)[0]!);
      // The background write serialises `older` at once and goes off the event loop ...
      store.saveRecord(older, true);
      // ... and the game's end is written synchronously meanwhile.
      store.saveRecordNow(match.record);
      await store.flush();
      expect(parseRecordText(readFileSync(join(dir, 'record.json'), 'utf8')).rounds).toEqual(match.record.rounds);
    } finally {
      await store.close();
    }
  });
});
