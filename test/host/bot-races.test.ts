import { afterEach, describe, expect, it } from 'vitest';
import { Table } from '../../src-main/host/index';

/**
 * A race (src-main/host/botDriver.ts, `raceMs`): a host bot is awaited while
 * another seat could act too (Dubbe's black die: anyone may reach for the
 * trick; Doppelkopf: anyone may announce). The bot waits a human-like pause
 * so a person has a fair chance. Against bots and bot clients alone there is
 * nobody to give that chance: the pause only slowed the table down (a
 * `stammtisch host` with bot clients took 14–39 s for a 4-round Dubbe
 * instead of 6).
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const RACE_MS = 3000;
const tables: Table[] = [];
afterEach(() => { for (const t of tables.splice(0)) t.close(); });

type Act = { type: string; seat?: number };
const actions = (t: Table): Act[] => t.match!.record.rounds.flatMap((r) => r.actions as Act[]);

describe('bots race only against people', () => {
  it('bots alone: a collect with the black die takes no race pause', async () => {
    const t = new Table({ game: 'dubbe', seats: 3, bots: 3, botLevel: 'random', seed: 'races/bots', options: { rounds: 3, blackDie: true }, bot: { delayMs: 0, raceMs: [RACE_MS, RACE_MS] } });
    tables.push(t);
    const end = performance.now() + RACE_MS - 500;
    while (!t.over && performance.now() < end) await sleep(10);
    const collects = actions(t).filter((a) => a.type === 'collect').length;
    expect(t.over, `the game ends before one race pause would (${collects} collects so far)`).toBe(true);
    expect(collects, 'the seed brings collects').toBeGreaterThan(0);
  });

  it('a person at the table: the bot that owns the Jammerlabbe waits the race pause before it collects', async () => {
    const race = 300;
    const t = new Table({ game: 'dubbe', seats: 2, bots: 1, botLevel: 'random', seed: 'races/person', options: { rounds: 2, blackDie: true }, bot: { delayMs: 0, raceMs: [race, race] } });
    tables.push(t);
    const joined = t.join({ name: 'Anna' }, false);
    expect(joined.ok).toBe(true);
    t.connect(0);
    const waits: number[] = [];
    let collectAt: number | null = null;
    const end = performance.now() + 20_000;
    while (!t.over && performance.now() < end) {
      const view = t.view(0) as { legal: Act[] } | null;
      const status = t.match!.status();
      const trickUp = status.awaiting.includes(1) && (view?.legal ?? []).some((a) => a.type === 'collect');
      if (trickUp && collectAt === null) collectAt = performance.now();
      const before = actions(t).length;
      // I play my turns at once, and never reach for a trick that is not mine.
      if (status.awaiting.includes(0) && view && view.legal.length > 0) t.act(0, view.legal[0]! as { type: string });
      await sleep(5);
      const fresh = actions(t).slice(before);
      if (collectAt !== null && fresh.some((a) => a.type === 'collect' && a.seat === 1)) {
        waits.push(performance.now() - collectAt);
        collectAt = null;
      } else if (collectAt !== null && !t.match!.status().awaiting.includes(1)) collectAt = null;
    }
    expect(t.over).toBe(true);
    expect(waits.length, 'the seed makes the bot collect').toBeGreaterThan(0);
    for (const w of waits) expect(w).toBeGreaterThanOrEqual(race - 20);
  }, 30_000);
});
