/**
 * Several runs of bench/doppelkopf-level.ts on disjoint deals as one sample
 * (issue 30, sixth pass): every deal counted once, the 95 % t-interval over
 * all deals for A's net and the difference A − B per seat and game, the
 * attribution table (categories with their deals, difference and share of
 * the pooled difference; solos and announcements per kind) and the decision
 * times per run. A run with `--deal-lines` is read deal by deal; an older one
 * from its last running line (bench/doppelkopf-pooling.ts: exact up to the
 * printed rounding); for a run that has both, the two are compared and the
 * largest gap printed. The runs must be of the same kinds, rules and budget
 * and must not share a deal. Prints one JSON line, then the tables as
 * Markdown.
 *
 *   npx tsx bench/doppelkopf-level-pool.ts bench/results/RUN1.jsonl bench/results/RUN2.jsonl [...]
 */
import { readFileSync } from 'node:fs';
import type { Interval } from '../src-main/cli/duplicate';
import { intervalOf, momentsFromInterval, momentsOf, noMoments, pool, poolSaid, type Moments, type Said } from './doppelkopf-pooling';

interface Summary {
  a: string;
  b: string;
  preset: string;
  seed: string;
  from: number;
  deals: number;
  games: number;
  iterations: string | null;
  think: string | null;
  aPerSeatGame: Interval;
  diffPerSeatGame: Interval;
  aDecisionMs: { n: number; mean: number; p99: number };
  bDecisionMs: { n: number; mean: number; p99: number };
  attribution: {
    categories: Record<string, { deals: number; diff: Interval; share: number }>;
    solos: { a: Record<string, Said>; b: Record<string, Said> };
    announcements: { a: Record<string, Said>; b: Record<string, Said> };
  };
  load: { start: number[]; now: number[] };
  seconds: number;
  at: string;
}
interface DealLine {
  seed: string;
  deal: number;
  games: number;
  a: number;
  diff: number;
  category: string;
  /** A's answer ← B's where they answered a hand's reservation differently (deal lines since 27 Nov 2026). */
  answered?: string;
}

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: npx tsx bench/doppelkopf-level-pool.ts RUN.jsonl [RUN.jsonl ...]');

interface Run {
  file: string;
  last: Summary;
  deals: number;
  games: number;
  source: 'deal lines' | 'running line';
  a: Moments;
  diff: Moments;
  categories: Map<string, Moments>;
  /** Reservation deals by what each kind answered (`A<-B`), from deal lines that carry it. */
  answered: Map<string, Moments>;
  dealIds: string[];
  /** For a run with deal lines: the largest gap between its pooled-from-summary and its exact interval. */
  check: number | null;
}

/** The deals' differences grouped by `key` (deals without one left out). */
function diffsBy(dealLines: DealLine[], key: (d: DealLine) => string | undefined): Map<string, Moments> {
  const groups = new Map<string, number[]>();
  for (const d of dealLines) {
    const k = key(d);
    if (k !== undefined) groups.set(k, [...(groups.get(k) ?? []), d.diff]);
  }
  return new Map([...groups].map(([k, xs]) => [k, momentsOf(xs)]));
}

function read(file: string): Run {
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const summaries = lines.filter((l) => 'diffPerSeatGame' in l) as unknown as Summary[];
  const last = summaries[summaries.length - 1];
  if (!last) throw new Error(`${file}: no running line`);
  const dealLines = lines.filter((l) => 'deal' in l && 'diff' in l) as unknown as DealLine[];
  if (dealLines.length > 0) {
    const diff = momentsOf(dealLines.map((d) => d.diff));
    const a = momentsOf(dealLines.map((d) => d.a));
    let check: number | null = null;
    if (last.deals === dealLines.length) {
      const x = intervalOf(momentsFromInterval(last.deals, last.diffPerSeatGame));
      const y = intervalOf(diff);
      check = Math.max(Math.abs(x.mean - y.mean), Math.abs(x.ci95[0] - y.ci95[0]), Math.abs(x.ci95[1] - y.ci95[1]));
    }
    return {
      file, last, deals: dealLines.length, games: dealLines.reduce((s, d) => s + d.games, 0), source: 'deal lines', a, diff,
      categories: diffsBy(dealLines, (d) => d.category),
      answered: diffsBy(dealLines, (d) => d.answered),
      dealIds: dealLines.map((d) => `${d.seed}/${d.deal}`), check,
    };
  }
  return {
    file, last, deals: last.deals, games: last.games, source: 'running line',
    a: momentsFromInterval(last.deals, last.aPerSeatGame), diff: momentsFromInterval(last.deals, last.diffPerSeatGame),
    categories: new Map(Object.entries(last.attribution.categories).map(([k, c]) => [k, momentsFromInterval(c.deals, c.diff)])),
    answered: new Map(),
    dealIds: Array.from({ length: last.deals }, (_, i) => `${last.seed}/${last.from + i}`), check: null,
  };
}

const runs = files.map(read);
const first = runs[0]!.last;
for (const r of runs) {
  for (const k of ['a', 'b', 'preset', 'iterations', 'think'] as const)
    if (r.last[k] !== first[k]) throw new Error(`${r.file}: ${k} ${r.last[k]} differs from ${runs[0]!.file}'s ${first[k]}`);
}
const seen = new Set<string>();
for (const r of runs)
  for (const id of r.dealIds) {
    if (seen.has(id)) throw new Error(`deal ${id} is in two runs`);
    seen.add(id);
  }

const a = runs.reduce((m, r) => pool(m, r.a), noMoments);
const diff = runs.reduce((m, r) => pool(m, r.diff), noMoments);
const poolMaps = (maps: Map<string, Moments>[]): Map<string, Moments> => {
  const out = new Map<string, Moments>();
  for (const m of maps) for (const [k, x] of m) out.set(k, pool(out.get(k) ?? noMoments, x));
  return out;
};
const categories = poolMaps(runs.map((r) => r.categories));
const answered = poolMaps(runs.map((r) => r.answered));
const deals = diff.n;
const games = runs.reduce((s, r) => s + r.games, 0);
const share = (m: Moments): number => Math.round((m.sum / deals) * 1000) / 1000;
const rows = (m: Map<string, Moments>) => Object.fromEntries([...m].sort((x, y) => y[1].n - x[1].n).map(([k, x]) => [k, { deals: x.n, diff: intervalOf(x), share: share(x) }]));
const pooled = {
  a: first.a, b: first.b, preset: first.preset, iterations: first.iterations, think: first.think, deals, games,
  runs: runs.map((r) => ({
    file: r.file, seed: r.last.seed, from: r.last.from, deals: r.deals, games: r.games, source: r.source, check: r.check,
    aPerSeatGame: intervalOf(r.a), diffPerSeatGame: intervalOf(r.diff),
    aDecisionMs: r.last.aDecisionMs, bDecisionMs: r.last.bDecisionMs, load: r.last.load, seconds: r.last.seconds, at: r.last.at,
  })),
  aPerSeatGame: intervalOf(a),
  diffPerSeatGame: intervalOf(diff),
  categories: rows(categories),
  answered: rows(answered),
  solos: { a: poolSaid(runs.map((r) => r.last.attribution.solos.a)), b: poolSaid(runs.map((r) => r.last.attribution.solos.b)) },
  announcements: { a: poolSaid(runs.map((r) => r.last.attribution.announcements.a)), b: poolSaid(runs.map((r) => r.last.attribution.announcements.b)) },
};
console.log(JSON.stringify(pooled));

const f = (x: number): string => (x > 0 ? '+' : x < 0 ? '−' : '') + Math.abs(x).toFixed(3);
const iv = (x: Interval): string => `${f(x.mean)} [${f(x.ci95[0])}, ${f(x.ci95[1])}]`;
const out: string[] = ['', '| run | deals (games) | net of A | difference A − B | read from |', '| --- | --- | --- | --- | --- |'];
for (const r of pooled.runs) out.push(`| ${r.seed} | ${r.deals} (${r.games}) | ${iv(r.aPerSeatGame)} | ${iv(r.diffPerSeatGame)} | ${r.source}${r.check === null ? '' : ` (gap to the running line's ${r.check.toFixed(3)})`} |`);
out.push(`| **pooled** | ${deals} (${games}) | ${iv(pooled.aPerSeatGame)} | **${iv(pooled.diffPerSeatGame)}** | |`);
out.push('', '| category | deals | difference per seat and game | share |', '| --- | --- | --- | --- |');
for (const [k, c] of Object.entries(pooled.categories)) out.push(`| ${k} | ${c.deals} | ${iv(c.diff)} | ${f(c.share)} |`);
if (answered.size > 0) {
  out.push('', `| reservation answered (${first.a} ← ${first.b}) | deals | difference per seat and game | share |`, '| --- | --- | --- | --- |');
  for (const [k, c] of Object.entries(pooled.answered)) out.push(`| ${k} | ${c.deals} | ${iv(c.diff)} | ${f(c.share)} |`);
}
const said = (side: 'a' | 'b', what: 'solos' | 'announcements'): string =>
  Object.entries(pooled[what][side]).map(([k, t]) => `${k} ${t.n} (${f(t.mean)}, won ${t.won.toFixed(2)})`).join(', ') || 'none';
out.push('', `solos ${first.a}: ${said('a', 'solos')}`, `solos ${first.b}: ${said('b', 'solos')}`);
out.push(`announcements ${first.a}: ${said('a', 'announcements')}`, `announcements ${first.b}: ${said('b', 'announcements')}`);
for (const r of pooled.runs) out.push(`decisions ${r.seed}: ${first.a} ${r.aDecisionMs.n}, mean ${r.aDecisionMs.mean} ms, p99 ${r.aDecisionMs.p99}; ${first.b} ${r.bDecisionMs.n}, mean ${r.bDecisionMs.mean} ms, p99 ${r.bDecisionMs.p99}; load ${r.load.start[0]} → ${r.load.now[0]}, ${r.seconds} s, ended ${r.at}`);
console.log(out.join('\n'));
