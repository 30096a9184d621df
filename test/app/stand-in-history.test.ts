import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../src-main/app/server';
import { TestClient } from '../host/client';

/**
 * Issue 27, the whole way: the app hosts a table, a person plays a few
 * moves through a real socket and leaves, a stand-in finishes; the app keeps
 * the game in its history, and the statistics say it was the stand-in's
 * game (not the person's), with no line for the bots.
 */
let app: AppServer;
let dir: string;
const clients: TestClient[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'stand-in-history-'));
  app = await startAppServer({ port: 0, webRoot: null, browse: false, dataDir: join(dir, 'data'), tableDefaults: { port: 0, mdns: false, graceMs: 100, bot: { delayMs: 0 } } });
});
afterAll(async () => {
  for (const c of clients) c.ws.terminate();
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const get = async (path: string) => (await (await fetch(new URL(path, app.url))).json()) as any;


describe('a game a stand-in finished, in the app\'s history', () => {
  it('is listed with the stand-in\'s share and is not in the person\'s statistics', { timeout: 90_000 }, async () => {
    const res = await fetch(new URL('/api/tables', app.url), {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dubbe', seats: 3, name: 'Ersatz', bots: 1, options: { rounds: 3 } }),
    });
    const table = (await res.json()) as { port: number };
    expect(res.status, JSON.stringify(table)).toBe(200);
    const anna = await TestClient.open(`ws://127.0.0.1:${table.port}/`);
    clients.push(anna);
    // Anna plays her first 2 turns herself, then goes.
    const left = anna.playsFirstLegal(2).then(() => new Promise<void>((r) => setTimeout(() => { anna.close(); r(); }, 50)));
    await anna.join({ name: 'Anna' });
    // Berta stays and plays her seat (a table where everyone is away holds its bots: issue 27).
    const berta = await TestClient.open(`ws://127.0.0.1:${table.port}/`);
    clients.push(berta);
    void berta.playsFirstLegal();
    await berta.join({ name: 'Berta' });
    await left;
    let games: any[] = [];
    const until = Date.now() + 80_000;
    while (games.length === 0 && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 300));
      games = (await get('/api/history?game=dubbe')).games;
    }
    expect(games).toHaveLength(1);
    const g = games[0];
    expect(g.players).toEqual(['Anna', 'Berta', 'Bot 3']);
    expect(g.bots).toEqual([false, false, true]);
    expect(g.acted[0].own).toBe(2);
    expect(g.acted[0].standIn).toBeGreaterThan(2);
    const stats = await get('/api/history/stats');
    expect(stats.players.find((p: { name: string }) => p.name === 'Anna')).toEqual({ name: 'Anna', games: 0, wins: 0, winShare: 0, byStandIn: 1 });
    expect(stats.players.map((p: { name: string }) => p.name).sort()).toEqual(['Anna', 'Berta']);
    expect(stats.games[0].counted).toEqual([false, true, false]);
  });
});
