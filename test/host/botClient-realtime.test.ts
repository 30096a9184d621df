import { afterEach, describe, expect, it } from 'vitest';
import type { DobbleAction } from '../../shared/games/dobble';
import { SKILLS } from '../../shared/games/dobble/bots';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { runBotClient } from '../../src-main/host/botClient';
import { TestClient } from './client';

const running: RunningTable[] = [];
const clients: TestClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
type Claim = Extract<DobbleAction, { type: 'claim' }>;

describe('`stammtisch bot` (the bot client) in the symbol game', () => {
  it('joins as a bot that others see as one, and claims with its level\'s reaction time, not at once', async () => {
    const t = await startTable({
      game: 'dobble', seats: 2, options: { miniGame: 'tower' }, port: 0, listen: '127.0.0.1',
      mdns: false, webRoot: null, seed: 'bot-client-rt', dataDir: null,
    });
    running.push(t);
    const person = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(person);
    await person.join({ name: 'Anna' });
    const notes: string[] = [];
    const bot = runBotClient({ url: `ws://127.0.0.1:${t.port}/`, name: 'Robo', level: 'hard', onNote: (n) => notes.push(n) });
    // The person sees seat 1 taken by a bot, not by a person.
    const seen = await person.next('state', (m) => m.table.seats[1]!.kind !== 'empty', 5000);
    expect(seen.table.seats[1]).toMatchObject({ name: 'Robo', kind: 'bot', connected: true });
    expect(t.table.info().seats.map((s) => s.kind)).toEqual(['human', 'bot']);

    // The person waits; the bot takes cards, each at least the hard level's reaction time after the table last changed.
    const claims = () => (t.table.match?.record.rounds.at(-1)?.actions ?? []) as Claim[];
    const end = performance.now() + 15_000;
    while (claims().length < 3 && performance.now() < end) await sleep(20);
    const ats = claims().map((c) => c.at);
    expect(ats.length, notes.join('\n')).toBeGreaterThanOrEqual(3);
    expect(claims().every((c) => c.seat === 1)).toBe(true);
    const gaps = ats.map((at, i) => at - (i === 0 ? 0 : ats[i - 1]!));
    // (less a few ms: timers run off libuv's cached loop time, the host stamps from performance.now())
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(SKILLS.hard.floor - 20);
    person.ws.terminate();
    t.table.endGame();
    expect((await bot).code).toBe(0);
  }, 30_000);
});
