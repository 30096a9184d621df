/**
 * Pooling duplicate level runs (issue 30, bench/doppelkopf-level-pool.ts):
 * several runs of bench/doppelkopf-level.ts on disjoint deals, counted as one
 * sample of deals. A run written with `--deal-lines` gives every deal's value
 * exactly; an older run has only its running lines, whose last one holds the
 * mean and 95 % t-interval over its deals: from those the count, sum and
 * sum of squared deviations are recovered (the interval's half width is
 * t975(n − 1)·sd/√n), exact up to the printed rounding to 0.001. Moments
 * combine exactly (Chan et al.), so the pooled interval is the one
 * `tInterval` gives over all deals, up to that rounding.
 */
import { t975, type Interval } from '../src-main/cli/duplicate';

/** A sample's count, sum and sum of squared deviations from its mean. */
export interface Moments {
  n: number;
  sum: number;
  ss: number;
}

export const noMoments: Moments = { n: 0, sum: 0, ss: 0 };

/** The moments of values known one by one. */
export function momentsOf(xs: readonly number[]): Moments {
  const n = xs.length;
  const sum = xs.reduce((x, y) => x + y, 0);
  const mean = n ? sum / n : 0;
  return { n, sum, ss: xs.reduce((x, v) => x + (v - mean) ** 2, 0) };
}

/** The moments behind a printed `tInterval` over `n` values. */
export function momentsFromInterval(n: number, iv: Interval): Moments {
  if (n < 2) return { n, sum: iv.mean * n, ss: 0 };
  const half = (iv.ci95[1] - iv.ci95[0]) / 2;
  const sd = (half / t975(n - 1)) * Math.sqrt(n);
  return { n, sum: iv.mean * n, ss: sd * sd * (n - 1) };
}

/** Two disjoint samples as one. */
export function pool(x: Moments, y: Moments): Moments {
  if (x.n === 0) return y;
  if (y.n === 0) return x;
  const n = x.n + y.n;
  const delta = y.sum / y.n - x.sum / x.n;
  return { n, sum: x.sum + y.sum, ss: x.ss + y.ss + (delta * delta * x.n * y.n) / n };
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

/** Mean and 95 % t-interval, as `tInterval` prints it. */
export function intervalOf(m: Moments): Interval {
  const mean = m.sum / m.n;
  if (m.n < 2) return { mean: round(mean), ci95: [round(mean), round(mean)] };
  const half = t975(m.n - 1) * Math.sqrt(m.ss / (m.n - 1) / m.n);
  return { mean: round(mean), ci95: [round(mean - half), round(mean + half)] };
}

/** A tally of the attribution (solos, announcements): count, mean, share won. */
export interface Said {
  n: number;
  mean: number;
  won: number;
}

/** Tallies by name pooled: counts add, means and shares weighted by count. */
export function poolSaid(xs: readonly Record<string, Said>[]): Record<string, Said> {
  const acc = new Map<string, { n: number; sum: number; won: number }>();
  for (const x of xs)
    for (const [k, t] of Object.entries(x)) {
      const a = acc.get(k) ?? { n: 0, sum: 0, won: 0 };
      a.n += t.n;
      a.sum += t.mean * t.n;
      a.won += t.won * t.n;
      acc.set(k, a);
    }
  return Object.fromEntries([...acc].sort((p, q) => q[1].n - p[1].n).map(([k, a]) => [k, { n: a.n, mean: round(a.sum / a.n), won: round(a.won / a.n) }]));
}
