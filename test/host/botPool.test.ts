import { afterAll, describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import type { View } from '../../shared/engine/game';
import { dubbe } from '../../shared/games/dubbe';
import { BotPool } from '../../src-main/host/botPool';

const pool = new BotPool({ size: 1 });
afterAll(() => pool.close());

/** A Dubbe position where the bot has a real choice (not a forced move). */
function position(seed: string): { view: View; legal: string[] } {
  const m = Match.create(dubbe, ['a', 'b', 'c'], {}, seed);
  const seat = m.status().awaiting[0]!;
  return { view: m.view(seat) as View, legal: m.legal(seat).map((a) => JSON.stringify(a)) };
}

describe('bot thread pool', () => {
  it('answers with a legal action, the same one for the same seed and label', async () => {
    const { view, legal } = position('pool-a');
    // No time cap in reach: a seeded decision repeats only when no deadline hits (docs/bots.md, *Latency*).
    const job = { game: 'dubbe', level: 'hard', view, seed: 's', label: 'bot/0/0', budget: { iterations: 50, thinkMs: 60_000 } };
    const [one, two] = await Promise.all([pool.decide(job), pool.decide(job)]);
    expect(one.ok && two.ok).toBe(true);
    if (!one.ok || !two.ok) return;
    expect(legal).toContain(JSON.stringify(one.action));
    expect(two.action).toEqual(one.action);
  });

  it('drops a queued job the table has moved past without running it; errors come back as failures', async () => {
    const { view } = position('pool-b');
    const slow = pool.decide({ game: 'dubbe', level: 'hard', view, seed: 's', label: 'x', budget: { iterations: 1e9, thinkMs: 300 } });
    let ran = false;
    const stale = pool.decide({ game: 'no-such-game', level: 'hard', view, seed: 's', label: 'y' }, () => { ran = true; return true; });
    const bad = pool.decide({ game: 'no-such-game', level: 'hard', view, seed: 's', label: 'z' });
    expect(pool.busy).toBe(3);
    // The stale job would have failed (unknown game) had it been sent.
    expect(await stale).toEqual({ ok: true, action: null });
    expect(ran).toBe(true);
    expect((await slow).ok).toBe(true);
    const out = await bad;
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.reason).toContain('unknown game "no-such-game"');
    expect(pool.busy).toBe(0);
  });
});

describe('warming the pool', () => {
  it('warm() starts the threads at once; the first decision then starts none', async () => {
    const fresh = new BotPool({ size: 1 });
    try {
      fresh.warm();
      expect(fresh.started).toBe(1);
      fresh.warm();
      expect(fresh.started).toBe(1);
      const { view } = position('pool-warm');
      const out = await fresh.decide({ game: 'dubbe', level: 'hard', view, seed: 's', label: 'w', budget: { iterations: 10 } });
      expect(out.ok).toBe(true);
      expect(fresh.started).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('a table with search bots warms its pool; a table of random bots does not', async () => {
    const { Table } = await import('../../src-main/host/table');
    const pools = [new BotPool({ size: 1 }), new BotPool({ size: 1 })];
    const tables = [
      new Table({ game: 'dubbe', seats: 2, bots: 1, botLevel: 'hard', seed: 'warm-1', bot: { pool: pools[0] } }),
      new Table({ game: 'dubbe', seats: 2, bots: 1, botLevel: 'random', seed: 'warm-2', bot: { pool: pools[1] } }),
    ];
    try {
      expect(pools.map((p) => p.started)).toEqual([1, 0]);
    } finally {
      for (const t of tables) t.close();
      await Promise.all(pools.map((p) => p.close()));
    }
  });
});
