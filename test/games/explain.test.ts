import { describe, expect, it } from 'vitest';
import { explainedPoints, type ExplainLine } from '../../shared/engine/explain';
import type { Game } from '../../shared/engine/game';
import { Match } from '../../shared/engine/match';
import { createRng } from '../../shared/engine/rng';
import { getGame } from '../../shared/games/registry';

/**
 * Every score explained (issue 17): for many random legal playouts of each
 * game, every finished round's explanation lines (`explain` in the replay
 * results) add up to exactly the points that round gave each seat. Random
 * play reaches the rare lines (missed stages, caught Dullen, Ramsch ties)
 * that bots avoid.
 */
type Round = { explain?: ExplainLine[] } & Record<string, unknown>;

/** The points a round gave each seat, as the game's results state them. */
const roundPoints: Record<string, (r: Round) => number[]> = {
  dubbe: (r) => (r.plus as number[]).map((p, s) => p - (r.minus as number[])[s]!),
  doppelkopf: (r) => r.points as number[],
  dobbm: (r) => r.payments as number[],
  dobble: (r) => r.points as number[],
};

function play(game: Game, n: number, raw: Record<string, unknown>, seed: string): Match {
  // Dubbe plays a multiple of the seats as rounds: one each here.
  const opts = game.id === 'dubbe' ? { ...raw, rounds: n } : raw;
  const m = Match.create(game, Array.from({ length: n }, (_, i) => `P${i}`), opts, seed);
  const rng = createRng(seed, 'explain');
  for (let i = 0; i < 20000 && m.status().phase !== 'gameOver'; i++) {
    const st = m.status();
    // Every seat's legal actions, not only the awaited ones: a Dubbe guest grabbing the trick earns the black die.
    const choices = Array.from({ length: n }, (_, s) => m.legal(s)).flat();
    // Mostly healthy: with a solo in nearly every random deal, Ramsch (nobody solos) would never come.
    const healthy = choices.find((a) => (a as { reservation?: string }).reservation === 'healthy');
    // Announcements rarely (else nearly every Doppelkopf game ends with nobody reaching what was said, and
    // "won" never comes); a Dobbm bid is passed half the time (else all-pass deals and their Stockerl never come).
    const quiet = choices.filter((a) => (a as { type: string }).type !== 'announce');
    const pass = choices.find((a) => (a as { type: string }).type === 'pass');
    const pick = healthy && rng.int(0, 9) > 0 ? healthy
      : pass && rng.int(0, 1) === 0 ? pass
        : quiet.length && quiet.length < choices.length && rng.int(0, 9) > 0 ? quiet[rng.int(0, quiet.length - 1)]!
          : choices[rng.int(0, choices.length - 1)]!;
    const out = m.act(pick);
    if (!out.ok) throw new Error(out.error.message);
  }
  expect(m.status().phase).toBe('gameOver');
  return m;
}

const cases: { id: string; n: number[]; raw: Record<string, unknown>; seeds: number; codes: string[] }[] = [
  { id: 'dubbe', n: [2, 3, 4, 5], raw: {}, seeds: 6, codes: ['banked', 'held', 'joLossen'] },
  { id: 'dubbe', n: [3, 4], raw: { blackDie: true }, seeds: 6, codes: ['banked', 'held', 'joLossen', 'blackDie'] },
  { id: 'doppelkopf', n: [4], raw: { games: 12 }, seeds: 6, codes: ['noWinner', 'extra-fox'] },
  { id: 'doppelkopf', n: [4], raw: { games: 12, bock: true, foxCaught: true, karlchen: true, doppelkopf: true }, seeds: 4, codes: ['bock', 'soloFactor', 'won'] },
  { id: 'dobbm', n: [4, 5], raw: { hands: 8 }, seeds: 6, codes: ['contract', 'stakeRow', 'won', 'lost', 'stockerl'] },
  { id: 'dobble', n: [2, 4], raw: { miniGames: 5 }, seeds: 2, codes: ['cards', 'chooses'] },
  { id: 'doppelkopf', n: [4, 5, 6], raw: { preset: 'weimar', games: 24, mealBreakAfter: 8 }, seeds: 3, codes: ['base', 'lost', 'kontra', 'stageMissed', 'ramschPlace', 'sitting'] },
];

describe('score explanations add up to the points', () => {
  for (const c of cases) {
    it(`${c.id} ${JSON.stringify(c.raw)} at ${c.n.join('/')} seats`, () => {
      let lines = 0;
      let rounds = 0;
      const seen = new Set<string>();
      for (const n of c.n) {
        for (let k = 0; k < c.seeds; k++) {
          const m = play(getGame(c.id)!, n, c.raw, `explain-${c.id}-${n}-${k}-${JSON.stringify(c.raw)}`);
          for (const [i, r] of (m.results().rounds as Round[]).entries()) {
            if (r.scored === false) continue;
            expect(r.explain, `round ${i} has an explanation`).toBeDefined();
            expect(explainedPoints(r.explain!, n), `round ${i}: ${JSON.stringify(r.explain)}`).toEqual(roundPoints[c.id]!(r));
            for (const l of r.explain!) expect(l.code).toMatch(/^[a-zA-Z][\w.-]*$/);
            lines += r.explain!.length;
            for (const l of r.explain!) seen.add(l.code);
            rounds++;
          }
        }
      }
      expect(rounds).toBeGreaterThan(10);
      expect(lines).toBeGreaterThanOrEqual(rounds);
      // The playouts reach the lines that matter most for this game.
      expect([...seen]).toEqual(expect.arrayContaining(c.codes));
    });
  }
});
