/**
 * Duplicate play for `stammtisch selfplay --duplicate`: every deal (one seed)
 * is played once per rotation of the seats, so each entry of `--bots` holds
 * every seat's cards once and card luck cancels. The unit of independence is
 * the deal: all its rotations are folded into one number per kind (and one
 * difference) before any interval is computed.
 */

export interface Interval {
  mean: number;
  ci95: [number, number];
}

export interface DuplicateSummary {
  deals: number;
  kinds: Record<string, Interval>;
  diff: ({ a: string; b: string } & Interval) | null;
}

/** Two-sided 97.5 % quantiles of Student's t for 1..30 degrees of freedom. */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11,
  2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
];

/** t quantile for a 95 % two-sided interval; beyond 30 df the Cornish-Fisher expansion around z (error < 1e-3). */
export function t975(df: number): number {
  if (df < 1) return Number.NaN;
  if (df <= 30) return T975[df - 1]!;
  const z = 1.959964;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df ** 2);
}

/** Mean and 95 % t-interval of independent values (one per deal). */
export function tInterval(values: number[]): Interval {
  const n = values.length;
  const mean = values.reduce((x, y) => x + y, 0) / n;
  if (n < 2) return { mean: round(mean), ci95: [round(mean), round(mean)] };
  const variance = values.reduce((x, v) => x + (v - mean) ** 2, 0) / (n - 1);
  const half = t975(n - 1) * Math.sqrt(variance / n);
  return { mean: round(mean), ci95: [round(mean - half), round(mean + half)] };
}

/**
 * Collects each deal's rotations. `entry[slot]` is the `--bots` entry a slot
 * belongs to (the last named entry fills the remaining slots); `kinds[slot]`
 * its kind. In rotation r, seat s is held by slot (s + r) mod N.
 */
export class DuplicateTally {
  private readonly perDeal: { kind: Map<string, number[]>; entry: number[][] }[] = [];

  constructor(
    private readonly kinds: string[],
    private readonly entry: number[],
  ) {}

  /** Net points of one rotation's game, by seat. */
  add(deal: number, rotation: number, net: number[]): void {
    const n = this.kinds.length;
    const d = (this.perDeal[deal] ??= { kind: new Map(), entry: [] });
    for (let s = 0; s < n; s++) {
      const slot = (s + rotation) % n;
      const kind = this.kinds[slot]!;
      if (!d.kind.has(kind)) d.kind.set(kind, []);
      d.kind.get(kind)!.push(net[s]!);
      (d.entry[this.entry[slot]!] ??= []).push(net[s]!);
    }
  }

  summary(): DuplicateSummary {
    const avg = (xs: number[]) => xs.reduce((x, y) => x + y, 0) / xs.length;
    const deals = this.perDeal.filter(Boolean);
    const kinds: Record<string, Interval> = {};
    for (const kind of new Set(this.kinds)) kinds[kind] = tInterval(deals.map((d) => avg(d.kind.get(kind)!)));
    // The first two entries of --bots, as slots (so `easy,easy` compares two different players, not a kind with itself).
    const hasTwo = this.entry.includes(1);
    const diff = hasTwo
      ? { a: this.kinds[this.entry.indexOf(0)]!, b: this.kinds[this.entry.indexOf(1)]!, ...tInterval(deals.map((d) => avg(d.entry[0]!) - avg(d.entry[1]!))) }
      : null;
    return { deals: deals.length, kinds, diff };
  }
}

const round = (x: number): number => Math.round(x * 1000) / 1000;
