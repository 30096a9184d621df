import { describe, expect, it } from 'vitest';
import { cardGrid } from '../../src-renderer/games/dobble/cardGrid';

const opts = { gap: 12, caption: 20, max: 620 };

describe('cardGrid: round cards as large as the space allows', () => {
  it('two cards side by side on a wide screen, one above the other on a tall phone', () => {
    expect(cardGrid(2, 1200, 560, opts)).toEqual({ columns: 2, rows: 1, diameter: 540 });
    expect(cardGrid(2, 370, 600, opts)).toMatchObject({ columns: 1, rows: 2 });
    expect(cardGrid(2, 370, 600, opts).diameter).toBe(Math.floor((600 - 12) / 2 - 20));
  });

  it('four cards: a 2 × 2 square on a phone, a row on a wide screen; never larger than max', () => {
    expect(cardGrid(4, 370, 560, opts)).toMatchObject({ columns: 2, rows: 2 });
    expect(cardGrid(4, 1800, 500, opts)).toMatchObject({ columns: 4, rows: 1 });
    expect(cardGrid(2, 4000, 3000, opts).diameter).toBe(620);
  });

  it('every card fits: columns × diameter and rows × (diameter + caption) stay within the space', () => {
    for (let n = 1; n <= 9; n++) for (const [w, h] of [[360, 400], [844, 250], [1280, 600], [200, 900]]) {
      const g = cardGrid(n, w!, h!, opts);
      expect(g.columns * g.rows).toBeGreaterThanOrEqual(n);
      expect(g.columns * g.diameter + (g.columns - 1) * opts.gap).toBeLessThanOrEqual(w!);
      expect(g.rows * (g.diameter + opts.caption) + (g.rows - 1) * opts.gap).toBeLessThanOrEqual(h!);
    }
  });

  it('no space measured yet: no diameter (the cards keep their default size)', () => {
    expect(cardGrid(2, 0, 0, opts).diameter).toBe(0);
  });
});
