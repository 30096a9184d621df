import { describe, expect, it } from 'vitest';
import { intervalOf, momentsFromInterval, momentsOf, pool, poolSaid } from '../../../bench/doppelkopf-pooling';
import { tInterval } from '../../../src-main/cli/duplicate';

// Deal values like a level run's: multiples of 1/4 and 1/2 between −6 and +6, from a fixed LCG.
function values(n: number, seed: number, shift: number): number[] {
  let x = seed;
  return Array.from({ length: n }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return Math.round(((x / 2 ** 31) * 12 - 6) * 4) / 4 + shift;
  });
}

describe('bench/doppelkopf-pooling: runs of the level bench pooled deal by deal', () => {
  const x = values(300, 7, 0.3);
  const y = values(300, 11, -0.2);
  const all = tInterval([...x, ...y]);

  it('pooling the runs\' exact values gives the interval over all deals', () => {
    expect(intervalOf(pool(momentsOf(x), momentsOf(y)))).toEqual(all);
  });

  it('pooling from the printed running lines (mean and interval to 0.001) gives it within 0.002', () => {
    const p = intervalOf(pool(momentsFromInterval(x.length, tInterval(x)), momentsFromInterval(y.length, tInterval(y))));
    expect(Math.abs(p.mean - all.mean)).toBeLessThanOrEqual(0.0015);
    expect(Math.abs(p.ci95[0] - all.ci95[0])).toBeLessThanOrEqual(0.0025);
    expect(Math.abs(p.ci95[1] - all.ci95[1])).toBeLessThanOrEqual(0.0025);
    // Not the naive average of the two intervals: the pooled one is narrower than either.
    expect(p.ci95[1] - p.ci95[0]).toBeLessThan(tInterval(x).ci95[1] - tInterval(x).ci95[0]);
  });

  it('a category with one deal or with all deals equal pools as values with no spread', () => {
    const one = momentsFromInterval(1, { mean: 10, ci95: [10, 10] });
    const same = momentsFromInterval(3, { mean: 0, ci95: [0, 0] });
    expect(intervalOf(pool(one, same))).toEqual(tInterval([10, 0, 0, 0]));
  });

  it('tallies of calls pool by count', () => {
    expect(poolSaid([{ re: { n: 3, mean: 2, won: 1 } }, { re: { n: 1, mean: -2, won: 0 }, no90: { n: 1, mean: 6, won: 1 } }])).toEqual({
      re: { n: 4, mean: 1, won: 0.75 },
      no90: { n: 1, mean: 6, won: 1 },
    });
  });
});
