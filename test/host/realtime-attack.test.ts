import { afterEach, describe, expect, it } from 'vitest';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { seenAttack } from '../support/seenAttack';

const running: RunningTable[] = [];
const sockets: { terminate(): void }[] = [];

afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await Promise.all(running.splice(0).map((t) => t.close()));
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the symbol game against a hostile guest', () => {
  it('a client that names every symbol after each change with `seen` one version back is locked', async () => {
    const t = await startTable({
      game: 'dobble', seats: 2, bots: 1, botLevel: 'hard', options: { miniGame: 'tower' }, port: 0, listen: '127.0.0.1',
      mdns: false, webRoot: null, seed: 'seen-attack', dataDir: null,
    });
    running.push(t);
    const attack = seenAttack(`ws://127.0.0.1:${t.port}/`);
    sockets.push(attack.ws);
    await attack.opened;
    // Until the attacker is locked or the game is over (today: it takes every card, never locked).
    const end = performance.now() + 30_000;
    while (attack.stats.locks === 0 && !t.table.over && performance.now() < end) await sleep(20);
    expect(attack.stats.seat).toBe(0);
    expect(attack.stats.sent).toBeGreaterThan(0);
    expect(attack.stats.locks).toBeGreaterThan(0);
    // The lock is the table's own, in its true state.
    expect((t.table.match!.state as { lockedUntil: number[] }).lockedUntil[0]).toBeGreaterThan(0);
  }, 40_000);
});
