import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

/**
 * "Tips allowed" is a table setting (#17): kept in the table's sidecar
 * (table.json), so a host restart on the same data directory brings it back
 * without being told again; a table without it stays without.
 */
const running: RunningTable[] = [];
const clients: TestClient[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const tmp = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'stammtisch-tips-'));
  dirs.push(d);
  return d;
};

async function start(dataDir: string, extra: { tips?: boolean; game?: string; seats?: number } = {}): Promise<RunningTable> {
  const t = await startTable({
    game: extra.game ?? '', seats: extra.seats ?? 0, bots: 1, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, dataDir,
    ...(extra.tips !== undefined ? { tips: extra.tips } : {}),
  });
  running.push(t);
  return t;
}

let guests = 0;
async function tipsSeenByGuest(t: RunningTable): Promise<boolean | undefined> {
  const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
  clients.push(c);
  return (await c.join({ name: `Gast ${++guests}` })).table.tips;
}

describe('the tips setting survives a host restart', () => {
  it('tips on: table.json holds it; the restarted table (not told again) still allows tips', async () => {
    const dir = tmp();
    const first = await start(dir, { tips: true, game: 'dubbe', seats: 3 });
    expect(await tipsSeenByGuest(first)).toBe(true);
    expect(JSON.parse(readFileSync(join(dir, 'table.json'), 'utf8')).tips).toBe(true);
    await first.close();
    running.pop();
    const again = await start(dir);
    expect(again.resumed).toBe(true);
    expect(again.table.tips).toBe(true);
    expect(await tipsSeenByGuest(again)).toBe(true);
  });

  it('tips off: stays off after a restart; a restart told --tips turns them on and keeps that', async () => {
    const dir = tmp();
    const first = await start(dir, { game: 'dubbe', seats: 3 });
    expect(first.table.tips).toBe(false);
    await first.close();
    running.pop();
    const second = await start(dir);
    expect(second.table.tips).toBe(false);
    expect(await tipsSeenByGuest(second)).toBeUndefined();
    await second.close();
    running.pop();
    const third = await start(dir, { tips: true });
    expect(third.table.tips).toBe(true);
    await third.close();
    running.pop();
    expect((await start(dir)).table.tips).toBe(true);
  });
});
