import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import { getGame } from '../../shared/games/registry';
import { startAppServer, type AppServer } from '../../src-main/app/server';

/**
 * The history on a disk that is full: a small tmpfs (needs root, as CI has;
 * skipped elsewhere). Nothing answers 500, a failed import leaves no file
 * behind, and once there is room again everything works.
 */
const root = typeof process.getuid === 'function' && process.getuid() === 0;
let dir = '';
let mounted = false;
let app: AppServer;

const post = async (path: string, body: unknown) => {
  const res = await fetch(new URL(path, app.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { error?: string; games?: unknown[]; problems?: unknown[] } };
};
const get = async (path: string) => {
  const res = await fetch(new URL(path, app.url));
  return { status: res.status, body: (await res.json()) as { games?: unknown[]; problems?: unknown[]; players?: unknown[] } };
};

/** A finished record of some size (a Dubbe game the random bots play). */
function record(seed: string): string {
  const m = Match.create(getGame('dubbe')!, ['Anna', 'Bert', 'Cleo'], { rounds: 3 }, seed);
  for (let i = 0; i < 5000 && m.status().phase !== 'gameOver'; i++) {
    m.act(m.legal(m.status().awaiting[0]!)[0]!);
    m.dealIfDue();
  }
  expect(m.status().phase).toBe('gameOver');
  return JSON.stringify(m.record);
}

beforeAll(async () => {
  if (!root) return;
  dir = mkdtempSync(join(tmpdir(), 'stammtisch-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]);
    mounted = true;
  } catch (e) {
    console.warn(`history-full-disk: skipped: cannot mount a tmpfs (${(e as Error).message})`);
    return;
  }
  mkdirSync(join(dir, 'data'));
  app = await startAppServer({ port: 0, webRoot: null, browse: false, dataDir: join(dir, 'data'), tableDefaults: { port: 0, mdns: false } });
});
afterAll(async () => {
  await app?.close();
  if (mounted) execFileSync('umount', [dir]);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!root)('the history on a full disk', () => {
  it('answers without 500s, keeps no truncated import, and works again once there is room', async (ctx) => {
    if (!mounted) ctx.skip();
    expect((await get('/api/history')).status).toBe(200);
    const text = record('full-1');
    // Fill the disk to the last block.
    const filler = join(dir, 'filler');
    try { writeFileSync(filler, Buffer.alloc(2 * 1024 * 1024)); } catch { /* ENOSPC: full now */ }
    const refused = await post('/api/history/import', { name: 'abend.json', text });
    expect(refused.status).toBe(507);
    expect(refused.body.error).toMatch(/disk is full/i);
    const games = join(dir, 'data', 'history', 'games');
    expect(readdirSync(games)).toEqual([]);
    for (const path of ['/api/history', '/api/history/stats', '/api/history/season?year=2026']) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
    }
    expect((await get('/api/history')).body.problems).toEqual([]);
    // Room again: the same import works and nothing is listed as damaged.
    rmSync(filler);
    const kept = await post('/api/history/import', { name: 'abend.json', text });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const list = await get('/api/history');
    expect(list.body.games).toHaveLength(1);
    expect(list.body.problems).toEqual([]);
    expect(JSON.parse(await readFile(join(games, 'abend.json'), 'utf8'))).toEqual(JSON.parse(text));
  });
});
