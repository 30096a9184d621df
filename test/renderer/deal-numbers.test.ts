import { describe, expect, it } from 'vitest';
import { gameNumber } from '../../src-renderer/games/doppelkopf/view';
import { dealNumber } from '../../src-renderer/games/dobbm/view';
import { seatDirection, placeOf } from '../../src-renderer/games/common/tableLayout';

describe('game and deal numbers agree with the status bar after thrown-in deals', () => {
  it('Doppelkopf: a thrown-in deal is the game that would have been; the next scored one keeps its number', () => {
    const games = [{ scored: true }, { scored: false }, { scored: true }];
    // Status bar: "Game {gamesPlayed + 1}" while the thrown-in deal is redealt: 2.
    expect(games.map((_, i) => gameNumber(games, i))).toEqual([1, 2, 2]);
  });

  it('Dobbm: an all-pass deal does not count; the Mußrunde counts its own deals', () => {
    const history = [
      { declarer: 0, mussrunde: false }, { declarer: null, mussrunde: false }, { declarer: 2, mussrunde: false },
      { declarer: 1, mussrunde: true }, { declarer: 3, mussrunde: true },
    ];
    expect(history.map((_, i) => dealNumber(history, i))).toEqual([1, 2, 2, 1, 2]);
  });
});

describe('seats around the table', () => {
  it('the reader at the bottom, then left, across, right (clockwise)', () => {
    expect([0, 1, 2, 3].map((k) => seatDirection(k, 4))).toEqual([{ x: 0, y: 1 }, { x: -1, y: 0 }, { x: 0, y: -1 }, { x: 1, y: 0 }]);
    expect(placeOf(1, 2, 4)).toBe(3);
    expect(placeOf(2, 2, 4)).toBe(0);
  });
});
