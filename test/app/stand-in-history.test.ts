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

type Frame = { type: string; seq: number; table: { over: boolean }; view: { seat: number | null; awaiting: number[]; legal: { seat: number; type: string }[] } | null };

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
    let mine = 0;
    const left = new Promise<void>((resolve) => {
      anna.onMessage((m) => {
        const msg = m as unknown as Frame;
        const v = msg.view;
        if (msg.type !== 'state' || msg.table.over || !v || v.seat === null || !v.awaiting.includes(v.seat) || !v.legal.length || mine >= 2) return;
        mine++;
        const { seat: _s, ...action } = v.legal[0]!;
        anna.send({ type: 'action', id: msg.seq, action });
        if (mine === 2) setTimeout(() => { anna.close(); resolve(); }, 50);
      });
    });
    await anna.join({ name: 'Anna' });
    // Berta stays and plays her seat (a table where everyone is away holds its bots: issue 27).
    const berta = await TestClient.open(`ws://127.0.0.1:${table.port}/`);
    clients.push(berta);
    berta.onMessage((m) => {
      const msg = m as unknown as Frame;
      const v = msg.view;
      if (msg.type !== 'state' || msg.table.over || !v || v.seat === null || !v.awaiting.includes(v.seat) || !v.legal.length) return;
      const { seat: _s, ...action } = v.legal[0]!;
      berta.send({ type: 'action', id: msg.seq, action });
    });
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
