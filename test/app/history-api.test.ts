import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../src-main/app/server';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
let app: AppServer;
let dir: string;
let recs: string;

const get = async (path: string) => {
  const res = await fetch(new URL(path, app.url));
  return { status: res.status, body: (await res.json()) as any };
};
const post = async (path: string, body: unknown) => {
  const res = await fetch(new URL(path, app.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as any };
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'history-api-'));
  recs = join(dir, 'recs');
  await run(process.execPath, [join(root, 'bin', 'stammtisch.js'), 'selfplay', '--game', 'doppelkopf', '--bots', 'random', '--games', '1', '--seed', 'api', '--options', '{"games":2}', '--out', recs]);
  app = await startAppServer({ port: 0, webRoot: null, browse: false, tableDefaults: { port: 0, mdns: false, bot: { delayMs: 0 } }, dataDir: join(dir, 'data') });
}, 120_000);
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the history API', () => {
  it('keeps an opened record, lists it, replays it step by step with every hand, and refuses what is no record', async () => {
    const text = await readFile(join(recs, 'doppelkopf-0001.json'), 'utf8');
    const added = await post('/api/history/import', { name: 'abend.json', text });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.game).toBe('doppelkopf');
    // Kept once: the same record again gives the same game.
    expect((await post('/api/history/import', { name: 'again.json', text })).body.id).toBe(added.body.id);
    expect(await readdir(join(dir, 'data', 'history', 'games'))).toEqual(['abend.json']);

    const list = await get('/api/history');
    expect(list.body.games.map((g: { id: string }) => g.id)).toEqual([added.body.id]);
    const replay = await get(`/api/history/games/${added.body.id}/replay`);
    expect(replay.status).toBe(200);
    const record = JSON.parse(text) as { rounds: { actions: unknown[] }[] };
    expect(replay.body.steps.length).toBe(record.rounds.reduce((a, r) => a + r.actions.length + 1, 0));
    expect(replay.body.steps[0].hands.every((h: string[]) => h.length === 12)).toBe(true);
    expect(replay.body.steps.some((s: { summary: unknown }) => s.summary)).toBe(true);

    const bad = await post('/api/history/import', { name: 'x.json', text: '{"hello":1}' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/not a game record/);
  });

  it('the replay viewer refuses what the import refuses, cleanly: a record of 999 players is no game record (400, not 500)', async () => {
    const record = JSON.parse(await readFile(join(recs, 'doppelkopf-0001.json'), 'utf8')) as { players: string[]; rounds: unknown[] };
    const players = Array.from({ length: 999 }, (_, i) => `P${i}`);
    const seats: Record<string, string> = { doppelkopf: '4 to 6', dubbe: '2 to 5', dobbm: '4 to 5', dobble: '2 to 8' };
    for (const game of Object.keys(seats)) {
      const text = JSON.stringify({ ...record, game, players, options: {}, rounds: game === 'doppelkopf' ? record.rounds : [] });
      for (const path of ['/api/history/replay', '/api/history/import']) {
        const res = await post(path, { name: 'many.json', text });
        expect(res.status, `${game} ${path}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.error, path).toBe(`not a game record: ${game} is played by ${seats[game]} players, not 999`);
      }
    }
  });

  it('statistics per player, merging two names of one person', async () => {
    const before = await get('/api/history/stats');
    const names = before.body.players.map((p: { name: string }) => p.name);
    expect(names).toEqual(['random 1', 'random 2', 'random 3', 'random 4']);
    expect((await post('/api/history/merge', { alias: 'random 2', name: 'random 1' })).status).toBe(200);
    const after = await get('/api/history/stats');
    const one = after.body.players.find((p: { name: string }) => p.name === 'random 1');
    expect(one.games).toBe(2);
    expect(one.aliases).toEqual(['random 2']);
    expect((await get('/api/history?player=random%202')).body.games.length).toBe(1);
  });

  it('a game the app hosts lands in the history when it is over', { timeout: 120_000 }, async () => {
    const res = await post('/api/tables', { game: 'dubbe', seats: 2, name: 'Bots', bots: 2, options: { rounds: 2 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const until = Date.now() + 90_000;
    let found = false;
    while (!found && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 300));
      found = (await get('/api/history?game=dubbe')).body.games.length === 1;
    }
    expect(found).toBe(true);
  });
});
