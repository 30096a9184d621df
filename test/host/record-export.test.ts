import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { replay } from '../../shared/engine/replay';
import { getGame } from '../../shared/games/registry';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

const running: RunningTable[] = [];
const clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const get = (t: RunningTable) => fetch(`http://127.0.0.1:${t.port}/api/record`);

describe('GET /api/record: the record as a download once the game is over', () => {
  it('404 before the game, 409 while it runs (it holds every hand), 200 with the record once the host ends it', async () => {
    const t = await startTable({ game: 'dubbe', seats: 2, bots: 1, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: 'export-1', dataDir: null });
    running.push(t);
    const before = await get(t);
    expect(before.status).toBe(404);
    expect((await before.json()).error).toMatch(/not started/);

    const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(c);
    await c.join({ name: 'Anna' });
    expect(t.table.started).toBe(true);
    const during = await get(t);
    expect(during.status).toBe(409);
    const body = await during.text();
    expect(body).toMatch(/once the game is over/);
    // Not a single card name in the refusal.
    expect(body).not.toMatch(/"hands"/);

    expect(t.table.endGame()).toEqual({ ok: true });
    const after = await get(t);
    expect(after.status).toBe(200);
    expect(after.headers.get('content-disposition')).toBe(`attachment; filename="stammtisch-dubbe-${t.table.id}.json"`);
    const record = await after.json();
    expect(record).toEqual(JSON.parse(JSON.stringify(t.table.match!.record)));
    expect(record.meta.endedBy).toBe('host');
  });

  it('a game the bots play to the end: `replay` of the download gives the table\'s results', async () => {
    const t = await startTable({
      game: 'doppelkopf', seats: 4, bots: 4, botLevel: 'easy', options: { preset: 'weimar', games: 3 }, port: 0, listen: '127.0.0.1',
      mdns: false, webRoot: null, seed: 'export-2', dataDir: null, bot: { delayMs: 0, raceMs: [0, 0] },
    });
    running.push(t);
    const end = performance.now() + 30_000;
    while (!t.table.over && performance.now() < end) await sleep(20);
    expect(t.table.over).toBe(true);
    const res = await get(t);
    expect(res.status).toBe(200);
    const out = replay(await res.json(), getGame);
    expect(out).toEqual({ ok: true, ...JSON.parse(JSON.stringify(t.table.match!.results())) });
  });

  it('a locked table\'s record: not over HTTP (it needs the code), only through the encrypted connection of someone who joined', async () => {
    const t = await startTable({ game: 'dubbe', seats: 2, bots: 1, code: 'ZAPF42', port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: 'export-3', dataDir: null });
    running.push(t);
    const c = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(c);
    await c.join({ name: 'Anna', code: 'ZAPF42' });
    c.send({ type: 'record' });
    expect((await c.next('error')).code).toBe('not-over');
    expect(t.table.endGame()).toEqual({ ok: true });
    const http = await get(t);
    expect(http.status).toBe(403);
    expect(await http.text()).not.toMatch(/"rounds"/);
    c.send({ type: 'record' });
    const got = await c.next('record');
    expect(got.file).toBe(`stammtisch-dubbe-${t.table.id}.json`);
    expect(got.record).toEqual(JSON.parse(JSON.stringify(t.table.match!.record)));
  });

  it('answers only requests that name this computer by address, localhost or a .local name (no DNS rebinding)', async () => {
    const t = await startTable({ game: 'dubbe', seats: 2, bots: 2, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: 'export-4', dataDir: null });
    running.push(t);
    expect(t.table.endGame()).toEqual({ ok: true });
    const ask = (host: string) => new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: t.port, path: '/api/record', headers: { host } }, (res) => { res.resume(); resolve(res.statusCode!); });
      req.on('error', reject);
      req.end();
    });
    expect(await ask('evil.example:80')).toBe(403);
    expect(await ask(`127.0.0.1:${t.port}`)).toBe(200);
    expect(await ask(`localhost:${t.port}`)).toBe(200);
    expect(await ask(`192.168.1.20:${t.port}`)).toBe(200);
    expect(await ask(`[fe80::1]:${t.port}`)).toBe(200);
    expect(await ask(`kueche.local:${t.port}`)).toBe(200);
  });
});
