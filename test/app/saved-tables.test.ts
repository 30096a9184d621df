import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../src-main/app/server';
import type { HostedTable } from '../../shared/protocol/lobby';
import { TestClient } from '../host/client';

/** The app saves every table it opens under its data directory and reopens the unfinished ones (issue 15). */
const apps: AppServer[] = [];
const dirs: string[] = [];
const blockers: Server[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(apps.splice(0).map((a) => a.close()));
  for (const b of blockers.splice(0)) b.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function dataDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'stammtisch-app-data-'));
  dirs.push(d);
  return d;
}

async function app(data: string): Promise<AppServer> {
  const a = await startAppServer({ port: 0, webRoot: null, browse: false, dataDir: data, tableDefaults: { port: 0, mdns: false, listen: '127.0.0.1', bot: { delayMs: 0 } } });
  apps.push(a);
  return a;
}

async function create(a: AppServer, body: object): Promise<HostedTable> {
  const res = await fetch(`${a.url}api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return res.json() as Promise<HostedTable>;
}
const list = async (a: AppServer) => (await (await fetch(`${a.url}api/tables`)).json()) as HostedTable[];

describe('tables saved by the app', () => {
  it('each table gets its own directory (0700) with host.json (0600); a waiting table comes back with its seats, a seat token still works', async () => {
    const data = dataDir();
    const a = await app(data);
    const t = await create(a, { game: 'dubbe', seats: 3, bots: 1, name: 'Wartet' });
    const guest = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(guest);
    const welcome = await guest.join({ name: 'Gast' });
    const [dir] = readdirSync(join(data, 'tables'));
    const tableDir = join(data, 'tables', dir!);
    expect(statSync(tableDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(tableDir, 'host.json')).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(join(tableDir, 'host.json'), 'utf8'))).toMatchObject({ format: 'stammtisch-app-table/1', port: t.port, admin: t.admin });
    expect(existsSync(join(tableDir, 'table.json'))).toBe(true);
    guest.ws.terminate();
    await a.close();
    apps.pop();

    const b = await app(data);
    const back = await list(b);
    // The guest's seat counts as free while they are away before the start (issue 27): anyone who comes may take it.
    expect(back).toEqual([expect.objectContaining({ id: t.id, port: t.port, admin: t.admin, resumed: true, free: 2, started: false })]);
    const again = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(again);
    expect((await again.join({ name: 'Gast', token: welcome.token })).seat).toBe(welcome.seat);
    const host = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(host);
    expect(await host.join({ name: 'Host', admin: t.admin })).toMatchObject({ admin: true });
  });

  it('a taken port: the table comes back on another one, written back; an ended table does not come back', async () => {
    const data = dataDir();
    const a = await app(data);
    const moving = await create(a, { game: 'dubbe', seats: 2, name: 'Umzug' });
    const ended = await create(a, { game: 'dubbe', seats: 2, name: 'Ende' });
    expect((await fetch(`${a.url}api/tables/${ended.id}`, { method: 'DELETE' })).status).toBe(200);
    await a.close();
    apps.pop();
    // Someone else took the port meanwhile.
    const blocker = createServer();
    blockers.push(blocker);
    await new Promise<void>((resolve) => blocker.listen(moving.port, '127.0.0.1', resolve));

    const b = await app(data);
    const back = await list(b);
    expect(back.map((t) => t.id)).toEqual([moving.id]);
    expect(back[0]!.port).not.toBe(moving.port);
    const hostFiles = readdirSync(join(data, 'tables')).map((d) => JSON.parse(readFileSync(join(data, 'tables', d, 'host.json'), 'utf8')));
    expect(hostFiles.map((h) => h.port)).toContain(back[0]!.port);
    expect(hostFiles.filter((h) => h.finished).length).toBe(1);
  });

  it('"Tips allowed" from the lobby: in host.json and table.json, back after a restart, shown on the join info; off by default', async () => {
    const data = dataDir();
    const a = await app(data);
    const withTips = await create(a, { game: 'dubbe', seats: 3, bots: 1, name: 'Tipps', tips: true });
    const without = await create(a, { game: 'dubbe', seats: 3, bots: 1, name: 'Ohne' });
    expect(a.hosted().find((h) => h.table.id === withTips.id)!.table.tips).toBe(true);
    expect(a.hosted().find((h) => h.table.id === without.id)!.table.tips).toBe(false);
    const files = readdirSync(join(data, 'tables')).map((d) => ({
      host: JSON.parse(readFileSync(join(data, 'tables', d, 'host.json'), 'utf8')),
      table: JSON.parse(readFileSync(join(data, 'tables', d, 'table.json'), 'utf8')),
    }));
    const saved = files.find((f) => f.table.tableId === withTips.id)!;
    expect(saved.host.tips).toBe(true);
    expect(saved.table.tips).toBe(true);
    expect(files.find((f) => f.table.tableId === without.id)!.host.tips).toBeUndefined();
    const info = async (port: number) => (await (await fetch(`http://127.0.0.1:${port}/api/table`)).json()) as { tips?: boolean };
    expect((await info(withTips.port)).tips).toBe(true);
    expect((await info(without.port)).tips).toBe(false);
    await a.close();
    apps.pop();

    const b = await app(data);
    const back = b.hosted().find((h) => h.table.id === withTips.id)!;
    expect(back.table.tips).toBe(true);
    expect(b.hosted().find((h) => h.table.id === without.id)!.table.tips).toBe(false);
    // (A plain fetch here could reuse a kept-alive socket of the closed app: ask through the protocol.)
    const guest = await TestClient.open(`ws://127.0.0.1:${back.port}/`);
    clients.push(guest);
    expect((await guest.join({ name: 'Gast' })).table.tips).toBe(true);
    const bad = await fetch(`${b.url}api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'dubbe', seats: 3, name: 'x', tips: 'yes' }) });
    expect(bad.status).toBe(400);
  });

  it('without a data directory nothing is saved (tests, as before)', async () => {
    const a = await startAppServer({ port: 0, webRoot: null, browse: false, tableDefaults: { port: 0, mdns: false, listen: '127.0.0.1' } });
    apps.push(a);
    expect(a.dataDir).toBeNull();
    const t = await create(a, { game: 'dubbe', seats: 2, name: 'Flüchtig' });
    expect(a.hosted()[0]!.dataDir).toBeNull();
    expect(t.resumed).toBe(false);
  });
});
