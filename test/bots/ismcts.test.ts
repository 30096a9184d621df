import { describe, expect, it } from 'vitest';
import { ismcts } from '../../shared/bots/ismcts';
import { searchBot } from '../../shared/bots/search-bot';
import type { SearchAdapter } from '../../shared/bots/types';
import { accept, refuse } from '../../shared/engine/errors';
import type { View } from '../../shared/engine/game';
import { createRng } from '../../shared/engine/rng';

/**
 * A game that is not Dubbe, to show the search is game-agnostic: two seats
 * take 1 or 2 stones in turn; whoever takes the last stone wins.
 */
interface Nim { stones: number; turn: number; winner: number | null }
type Take = { seat: number; type: 'take'; n: number };
type NimView = View<Take> & { stones: number; awaiting: number[] };

const nim = {
  apply(s: Nim, a: Take) {
    if (a.seat !== s.turn || a.n > s.stones || s.winner !== null) return refuse('no', 'not legal');
    const stones = s.stones - a.n;
    return accept({ stones, turn: 1 - s.turn, winner: stones === 0 ? a.seat : null });
  },
  legalActions(s: Nim, seat: number): Take[] {
    if (s.winner !== null || seat !== s.turn) return [];
    return [1, 2].filter((n) => n <= s.stones).map((n) => ({ seat, type: 'take' as const, n }));
  },
  status(s: Nim) {
    return s.winner === null ? { phase: 'play' as const, awaiting: [s.turn] } : { phase: 'gameOver' as const, awaiting: [] };
  },
};
const adapter: SearchAdapter<Nim, Take, NimView> = {
  game: nim,
  determinize: (v) => () => ({ stones: v.stones, turn: v.seat!, winner: null }),
  utility: (s) => [s.winner === 0 ? 1 : -1, s.winner === 1 ? 1 : -1],
  utilityScale: 1,
};
const viewOf = (stones: number, seat: number): NimView => ({
  game: 'nim', seat, stones, awaiting: [seat], legal: nim.legalActions({ stones, turn: seat, winner: null }, seat),
});

describe('ismcts (generic)', () => {
  it('finds the winning move for whichever seat is to move', () => {
    // From 4 stones take 1 (leaving 3, a lost position for the opponent); from 5 take 2.
    expect(ismcts(adapter, viewOf(4, 0), createRng('a'), { iterations: 400 }).action.n).toBe(1);
    expect(ismcts(adapter, viewOf(5, 1), createRng('b'), { iterations: 400 }).action.n).toBe(2);
  });

  it('with a fixed iteration count the result depends only on the view and the seed', () => {
    const a = ismcts(adapter, viewOf(7, 0), createRng('s'), { iterations: 50 });
    const b = ismcts(adapter, viewOf(7, 0), createRng('s'), { iterations: 50 });
    expect(a.stats).toEqual(b.stats);
    expect(a.iterations).toBe(50);
  });

  it('stops at the think cap, measured on the clock it is given', () => {
    let t = 0;
    const now = (): number => (t += 10);
    const r = ismcts(adapter, viewOf(9, 0), createRng('t'), { thinkMs: 100, now });
    expect(r.iterations).toBeGreaterThan(0);
    expect(r.iterations).toBeLessThan(12);
  });

  it('a search bot waits when the table does not wait for it and takes a forced move at once', () => {
    const bot = searchBot('test', adapter, { iterations: 10 });
    expect(bot.decide({ ...viewOf(4, 0), awaiting: [1] }, createRng(1))).toBeNull();
    expect(bot.decide(viewOf(1, 0), createRng(1))).toEqual({ seat: 0, type: 'take', n: 1 });
    expect(bot.withBudget({ iterations: 5, thinkMs: undefined }).budget).toEqual({ iterations: 5, thinkMs: undefined });
  });
});
