import { describe, expect, it } from 'vitest';
import { Table } from '../../src-main/host/index';
import type { DoppelkopfState } from '../../shared/games/doppelkopf';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('host bots act unasked where the game allows it (status().optional)', () => {
  it('a Weimar evening of six host bots: jokers are taken before a game\'s first card, and the evening ends by its schedule', async () => {
    const table = new Table({
      game: 'doppelkopf', seats: 6, bots: 6, botLevel: 'easy', seed: 'host-jokers',
      options: { preset: 'weimar', mealBreakAfter: 6, closingAfter: 24 }, bot: { delayMs: 0, raceMs: [0, 0] },
    });
    try {
      const logs: string[] = [];
      table.on('log', (l) => logs.push(l));
      const end = performance.now() + 60_000;
      while (!table.over && performance.now() < end) await sleep(20);
      expect(table.over).toBe(true);
      expect(logs).toEqual([]);
      const record = table.match!.record;
      const jokers = record.rounds.flatMap((r, round) => (r.actions as { type: string; seat: number }[])
        .map((a, i) => ({ a, i, round })).filter((x) => x.a.type === 'joker'));
      expect(jokers.length).toBeGreaterThan(0);
      for (const j of jokers) {
        const before = record.rounds[j.round]!.actions.slice(0, j.i) as { type: string }[];
        expect(before.some((a) => a.type === 'play')).toBe(false);
      }
      const st = table.match!.state as DoppelkopfState;
      expect(st.evening.closing).toBe(true);
      expect(st.evening.solos.every((k) => k >= 1)).toBe(true);
    } finally {
      table.close();
    }
  }, 90_000);
});
