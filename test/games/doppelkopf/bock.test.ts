import { describe, expect, it } from 'vitest';
import { startRound } from '../../../shared/games/doppelkopf/rules';
import { fill, healthy, playOut, position } from './craft';

const filler = (k: number) => Array.from({ length: k }, () => ({ leader: 0, cards: ['diamonds-9', 'diamonds-9', 'diamonds-K', 'diamonds-K'] }));

/** A game ending with Re and Kontra both announced (a Bock trigger), then the next deal played out. */
function twoGames(options: Record<string, unknown>) {
  const first = playOut({
    ...position({
      hands: [['clubs-J'], ['diamonds-9'], ['spades-9'], ['hearts-9']],
      tricks: [{ leader: 0, cards: ['clubs-Q', 'spades-K', 'clubs-Q', 'spades-K'] }, ...filler(10)],
      options: { games: 10, ...options },
    }),
    announcements: [{ seat: 0, party: 're', level: 1 }, { seat: 1, party: 'kontra', level: 1 }],
  });
  const second = playOut(healthy(startRound(first, { dealer: 0, hands: fill([[], [], [], []], { dealer: 0 }) })));
  return { first, second };
}

describe('Bock rounds', () => {
  it('off by default: nothing doubles', () => {
    const { first, second } = twoGames({});
    expect(first.bock).toEqual([]);
    expect(second.history[1]!.bock).toBe(1);
  });

  it('Re and Kontra both announced: the next round at the table (one game per seat) counts double', () => {
    const { first, second } = twoGames({ bock: true });
    expect(first.history[0]!.bock).toBe(1);
    expect(first.bock).toEqual([1, 1, 1, 1]);
    const g = second.history[1]!;
    expect(g.bock).toBe(2);
    const solo = g.type === 'silentSolo' ? 3 : 1;
    expect(g.points[g.re[0]!]).toBe(2 * solo * g.value!.re);
    expect(second.bock).toEqual([1, 1, 1]);
  });
});
