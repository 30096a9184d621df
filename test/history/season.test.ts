import { describe, expect, it } from 'vitest';
import { himmelfahrtstag, season } from '../../src-main/history/season';
import type { GameSummary } from '../../src-main/history/summary';

const evening = (id: string, day: string, players: string[], cents: number[], places: number[]): GameSummary & { id: string } => ({
  id, game: 'doppelkopf', kind: 'doppelkopf:weimar', date: Date.parse(`${day}T20:00:00`), players, over: true, endedBy: null,
  rounds: 30, winners: [0], points: cents.map((c) => -c * 10), seats: players.map(() => ({})),
  settlement: { centsPerPoint: 0.1, minimumCents: 100, seats: cents.map((c, s) => ({ place: places[s]!, cents: c })) },
});

describe('the Weimar season', () => {
  it('Himmelfahrtstag is 39 days after Easter', () => {
    expect(himmelfahrtstag(2024)).toBe('2024-05-09');
    expect(himmelfahrtstag(2025)).toBe('2025-05-29');
    expect(himmelfahrtstag(2026)).toBe('2026-05-14');
  });

  it('sums the evenings and lets the absent members pay the average of those present on Himmelfahrtstag (I.17②)', () => {
    const v = season([
      evening('a', '2026-03-05', ['Birgit', 'Hauri', 'Mario', 'Uschi'], [250, 100, 400, 100], [2, 1, 4, 1]),
      evening('h', '2026-05-14', ['Birgit', 'Hauri', 'Klaus', 'Mario'], [300, 100, 200, 600], [3, 1, 2, 4]),
      evening('x', '2025-05-29', ['Birgit', 'Zoe', 'Hauri', 'Mario'], [300, 100, 200, 600], [3, 1, 2, 4]),
    ], 2026, { Klaus: 'Roter Klaus' });
    expect(v.himmelfahrtstag).toBe('2026-05-14');
    expect(v.evenings.map((e) => e.id)).toEqual(['a', 'h']);
    expect(v.members).toEqual(['Birgit', 'Hauri', 'Mario', 'Roter Klaus', 'Uschi']);
    expect(v.himmelfahrt!.averageCents).toBe(300); // (300+100+200+600)/4
    expect(v.himmelfahrt!.absent).toEqual(['Uschi']);
    expect(v.himmelfahrt!.payments.Uschi).toEqual({ cents: 300, absent: true });
    expect(v.himmelfahrt!.payments.Mario).toEqual({ cents: 600, absent: false });
    expect(v.totals).toEqual({ Birgit: 550, Hauri: 200, Mario: 1000, 'Roter Klaus': 200, Uschi: 400 });
  });

  it('no Himmelfahrtstag evening yet: no payment that day', () => {
    const v = season([evening('a', '2026-03-05', ['A', 'B', 'C', 'D'], [100, 100, 100, 100], [1, 1, 1, 1])], 2026);
    expect(v.himmelfahrt).toBeNull();
    expect(v.totals).toEqual({ A: 100, B: 100, C: 100, D: 100 });
  });
});
