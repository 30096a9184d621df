import { describe, expect, it } from 'vitest';
import { startRound } from '../../../shared/games/doppelkopf/rules';
import { parseOptions } from '../../../shared/games/doppelkopf/presets';
import { fill, healthy, playOut, position, start } from './craft';

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

describe('Bock in the Weimar preset (I.8⑦)', () => {
  const W = { preset: 'weimar' };

  it('off by default: the booklet never says what starts a Bock; the triggers stay options', () => {
    expect(parseOptions(W, 4)).toMatchObject({ bock: false, bockTriggers: ['tie', 'bothAnnounced'] });
    const { first } = twoGames(W);
    expect(first.bock).toEqual([]);
    expect(first.history[0]!.bock).toBe(1);
    // Switched on, the same game (Re and Kontra both said) starts a Bock round.
    const on = twoGames({ ...W, bock: true, bockTriggers: ['bothAnnounced'] });
    expect(on.first.bock).toEqual([1, 1, 1, 1]);
  });

  it('switched on, a Ramsch-round game pushes the pending Böcke back instead of using one up; the next game uses it', () => {
    const ramsch = healthy({ ...start([[], [], [], []], { ...W, bock: true }), ramschGame: true, bock: [1, 1] });
    expect(ramsch.contract).toEqual({ kind: 'ramsch' });
    const after = playOut(ramsch);
    expect(after.history.at(-1)!.bock).toBe(1);
    expect(after.bock).toEqual([1, 1]);
    const normal = playOut(healthy({ ...start([[], [], [], []], { ...W, bock: true }), bock: [1, 1] }));
    expect(normal.history.at(-1)!.bock).toBe(2);
    expect(normal.bock.slice(0, 1)).toEqual([1]);
  });
});
