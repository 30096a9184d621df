import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { replay } from '../../shared/engine/replay';
import { getGame } from '../../shared/games/registry';
import { statsCommand } from '../../src-main/cli/stats';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { TestClient } from './client';

/**
 * Issue 27: a person plays a few moves and leaves, a stand-in bot finishes
 * the game. The record says which actions were the stand-in's and which the
 * bots', and `stammtisch stats` does not count the game as the person's, nor
 * the bots as people.
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

type Act = { seat: number; by?: string; who?: string };

const sink = () => {
  let text = '';
  return { stream: new Writable({ write(chunk, _e, cb) { text += String(chunk); cb(); } }), text: () => text };
};

describe('a game a stand-in finished', () => {
  it('is marked action by action in the record, and is not the person\'s game in the statistics', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stammtisch-standin-stats-'));
    dirs.push(dir);
    const t = await startTable({
      game: 'dubbe', seats: 3, bots: 1, options: { rounds: 3 }, port: 0, listen: '127.0.0.1', mdns: false,
      webRoot: null, seed: 'stand-in-stats', dataDir: dir, graceMs: 100, bot: { delayMs: 0 },
    });
    running.push(t);
    const anna = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(anna);
    // Anna plays her first 3 turns herself, then goes.
    const left = anna.playsFirstLegal(3).then(() => new Promise<void>((r) => setTimeout(() => { anna.close(); r(); }, 50)));
    await anna.join({ name: 'Anna' });
    // Berta stays and plays her seat (a table where everyone is away holds its bots: issue 27).
    const berta = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(berta);
    void berta.playsFirstLegal();
    await berta.join({ name: 'Berta' });
    await left;
    const end = Date.now() + 45_000;
    while (!t.table.over && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(t.table.over).toBe(true);

    const path = join(dir, 'record.json');
    const record = JSON.parse(readFileSync(path, 'utf8')) as { players: string[]; rounds: { actions: Act[] }[] };
    const actions = record.rounds.flatMap((r) => r.actions);
    const annas = actions.filter((a) => a.seat === 0);
    // Her own three first, unmarked; every later one the stand-in's.
    expect(annas.slice(0, 3).map((a) => a.by)).toEqual([undefined, undefined, undefined]);
    expect(annas.length).toBeGreaterThan(6);
    expect(annas.slice(3).every((a) => a.by === 'stand-in')).toBe(true);
    // Berta's own actions are unmarked; the bot's seat: every action the bot's.
    expect(actions.filter((a) => a.seat === 1).every((a) => a.by === undefined)).toBe(true);
    expect(actions.filter((a) => a.seat === 2).every((a) => a.by === 'bot')).toBe(true);
    // The marks change nothing for the rules: the record replays as before.
    const replayed = replay(record, getGame);
    expect(replayed.ok).toBe(true);

    const out = sink();
    const err = sink();
    expect(await statsCommand([path], out.stream, err.stream)).toBe(0);
    const lines = out.text().trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    // Anna and Berta are the people; the stand-in played most of Anna's game: not counted, said so.
    expect(lines.find((l) => l.name === 'Anna')).toEqual({ name: 'Anna', games: 0, wins: 0, winShare: 0, byStandIn: 1 });
    expect(lines.find((l) => l.name === 'Berta')).toMatchObject({ name: 'Berta', games: 1 });
    expect(lines.map((l) => l.name).sort()).toEqual(['Anna', 'Berta']);
  });
});

describe('a person who took over a bot\'s seat mid-game', () => {
  it('is named on their actions (`who`), and the statistics count the game for them, not for "Bot 3"', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stammtisch-takeover-stats-'));
    dirs.push(dir);
    const t = await startTable({
      game: 'dubbe', seats: 3, bots: 1, options: { rounds: 3 }, port: 0, listen: '127.0.0.1', mdns: false,
      webRoot: null, seed: 'takeover-stats', dataDir: dir, graceMs: 60_000, bot: { delayMs: 0 },
    });
    running.push(t);
    const url = `ws://127.0.0.1:${t.port}/`;
    const berta = await TestClient.open(url);
    const carl = await TestClient.open(url);
    const anna = await TestClient.open(url);
    clients.push(berta, carl, anna);
    // Berta (the host) and Carl play two turns each, so the bot's seat has played a little when Anna takes it.
    const bertaTwo = berta.playsFirstLegal(2);
    const carlTwo = carl.playsFirstLegal(2);
    await berta.join({ name: 'Berta', admin: t.adminToken });
    await carl.join({ name: 'Carl' });
    await Promise.all([bertaTwo, carlTwo]);
    await new Promise((r) => setTimeout(r, 200));
    const botBefore = t.table.match!.record.rounds.flatMap((r) => r.actions).filter((a) => a.seat === 2).length;
    expect(botBefore).toBeGreaterThan(0);

    await anna.join({ name: 'Anna', spectate: true });
    anna.send({ type: 'askSeat', seat: 2 });
    const asked = await berta.next('state', (m) => (m.table.requests?.length ?? 0) > 0);
    void anna.playsFirstLegal();
    berta.send({ type: 'giveSeat', request: asked.table.requests![0]!.id, seat: 2 });
    expect((await anna.next('welcome', (m) => m.seat === 2)).seat).toBe(2);
    void berta.playsFirstLegal();
    void carl.playsFirstLegal();
    const end = Date.now() + 45_000;
    while (!t.table.over && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    expect(t.table.over).toBe(true);

    const path = join(dir, 'record.json');
    const record = JSON.parse(readFileSync(path, 'utf8')) as { players: string[]; rounds: { actions: Act[] }[] };
    // The seat keeps its name in the record; each action says who sat there.
    expect(record.players).toEqual(['Berta', 'Carl', 'Bot 3']);
    const seat2 = record.rounds.flatMap((r) => r.actions).filter((a) => a.seat === 2);
    const botPart = seat2.slice(0, botBefore);
    const annaPart = seat2.slice(botBefore);
    expect(botPart.every((a) => a.by === 'bot' && a.who === undefined)).toBe(true);
    expect(annaPart.length).toBeGreaterThan(botBefore);
    expect(annaPart.every((a) => a.who === 'Anna' && a.by === undefined)).toBe(true);
    expect(record.rounds.flatMap((r) => r.actions).filter((a) => a.seat !== 2).every((a) => a.who === undefined)).toBe(true);
    expect(replay(record, getGame).ok).toBe(true);

    const out = sink();
    expect(await statsCommand([path], out.stream, sink().stream)).toBe(0);
    const lines = out.text().trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    // Anna played most of the seat's moves: the game is hers; the bot is nobody.
    expect(lines.map((l) => l.name).sort()).toEqual(['Anna', 'Berta', 'Carl']);
    expect(lines.find((l) => l.name === 'Anna')).toMatchObject({ games: 1 });
  });
});
