/**
 * Calibrates announcements and Absagen by playout (bots-announce-search.ts)
 * against `hard`'s counted calls, by duplicate play with the same card
 * play. Every deal is played once with `hard` (counted calls) in every
 * seat (`--iterations`, no time cap, so the play depends on the seed only);
 * at each of a seat's decisions the candidate's call is asked as well. A
 * seat whose candidate call differs somewhere (says something the count
 * does not, or nothing where the count speaks) gets the deal replayed with
 * the candidate in that seat and `hard` in the others: the two games are
 * the same until that moment (the candidate's worlds are seeded from the
 * view, not the decision's generator), so the seat's net difference is
 * what the calls made. Hands whose calls agree differ by nothing.
 *
 * Prints JSON lines (bench/support/runLog.ts; `--out` appends them): the
 * gain per seat and game over all deals and seats with its 95 % t-interval
 * over deals, and per kind (the first differing call: `re|-` the
 * candidate said Re where the count said nothing, `-|re` the reverse) and
 * per change of the seat's final announcements the hands, the real gain
 * per hand with its interval and the mean estimated gain; plus the
 * estimate's time per decision. `--hands` prints every replayed hand.
 *
 *   nice -n 15 npx tsx bench/doppelkopf-calls-search.ts --deals 200 --seed cs1 [--iterations 100] [--preset weimar]
 *     [--worlds 64] [--margins re=0.5,kontra=0.5,no90=0.5,no60=0.5,no30=1,black=2] [--early inf] [--sampler plain|weighted] [--defer kontra] (--margins none: every kind by the count) [--every 10] [--out FILE] [--hands]
 *
 * `--latency`: instead, the candidate `hard-calls` as a level plays (full
 * budget and caps: 3000 iterations, 750 ms, the calls' 150 ms) in every
 * seat of `--deals` deals; prints its decision times (all, and those where
 * an announcement was open), mean and p99.
 *
 *   nice -n 15 npx tsx bench/doppelkopf-calls-search.ts --latency --deals 2 --seed lat1
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../shared/engine/game';
import { playGame } from '../shared/bots/play';
import { doppelkopf } from '../shared/games/doppelkopf';
import { HARD_CALLS, HARD_RESERVE, hardWith, shortcutWith } from '../shared/games/doppelkopf/bots-search';
import { callsWith, estimateCalls, SEARCH_CALLS, type CallSearch } from '../shared/games/doppelkopf/bots-announce-search';
import type { AnnouncementName, DoppelkopfAction } from '../shared/games/doppelkopf/actions';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';
import { tInterval } from '../src-main/cli/duplicate';
import { RunLog, timing } from './support/runLog';
import { candidateBots } from '../shared/games/doppelkopf/bots-candidates';

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '200' },
    seed: { type: 'string', default: 'cs1' },
    iterations: { type: 'string', default: '100' },
    preset: { type: 'string', default: 'standard' },
    worlds: { type: 'string' },
    margins: { type: 'string' },
    early: { type: 'string' },
    sampler: { type: 'string' },
    defer: { type: 'string' },
    every: { type: 'string', default: '0' },
    out: { type: 'string' },
    hands: { type: 'boolean', default: false },
    latency: { type: 'boolean', default: false },
  },
});

const margins = values.margins === 'none' ? {} : values.margins
  ? Object.fromEntries(values.margins.split(',').map((kv) => { const [k, v] = kv.split('='); return [k as AnnouncementName, Number(v)]; }))
  : SEARCH_CALLS.margin;
const early = values.early === undefined ? SEARCH_CALLS.early : values.early === 'inf' ? Number.POSITIVE_INFINITY : Number(values.early);
// No time cap anywhere: the same seed plays the same game on a busy and an idle machine.
const search: CallSearch = { ...SEARCH_CALLS, margin: margins, early, worlds: Number(values.worlds ?? SEARCH_CALLS.worlds), capMs: undefined, ...(values.defer ? { defer: values.defer.split(',') as AnnouncementName[] } : {}), ...(values.sampler ? { sampler: values.sampler as 'plain' | 'weighted' } : {}) };
const iterations = Number(values.iterations);
const options = doppelkopf.options(values.preset === 'weimar' ? { preset: 'weimar', games: 1 } : { games: 1 }, 4);
const budget = { iterations, thinkMs: 60_000 };
const reserve = { ...HARD_RESERVE, capMs: undefined };
const counted = shortcutWith(HARD_CALLS);
const calls = callsWith(search, counted);
const hard = hardWith('hard', HARD_CALLS, reserve, budget);
const candidate = hardWith('hard-calls', HARD_CALLS, reserve, budget, 'doppelkopf/hard', calls);
const log = new RunLog(values.out);

const name = (a: DoppelkopfAction | null): string => (a?.type === 'announce' ? a.announcement : '-');

interface Divergence { label: string; held: number; est: number }

/** `bot` in a seat, recording the seat's announcements (and, if `probe`, the first decision where the candidate's call differs). */
function recording(bot: Bot<DoppelkopfView>, said: string[], probe?: { out: Divergence | null; ms: number[] }): Bot<DoppelkopfView> {
  return {
    ...bot,
    decide(view, rng) {
      if (probe && !probe.out && view.phase === 'play' && view.seat !== null && view.awaiting.includes(view.seat)) {
        const t = performance.now();
        const mine = calls(view);
        probe.ms.push(performance.now() - t);
        const theirs = counted(view);
        if (name(mine) !== name(theirs)) {
          const est = mine?.type === 'announce' ? estimateCalls(view, search).find((e) => e.announcement === mine.announcement)?.gain ?? 0 : 0;
          probe.out = { label: `${name(mine)}|${name(theirs)}`, held: view.hand?.length ?? 0, est };
        }
      }
      const a = bot.decide(view, rng);
      if (a?.type === 'announce') said.push(`${a.announcement}@${view.hand?.length ?? 0}`);
      return a;
    },
  };
}

interface Hand { deal: number; seat: number; label: string; change: string; est: number; real: number }
const hands: Hand[] = [];
const perDeal: number[] = [];
const ms: number[] = [];
const ci = (xs: number[]) => {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  if (xs.length < 2) return { n: xs.length, mean: xs[0] ?? null };
  const t = tInterval(xs);
  return { n: xs.length, mean: r(t.mean), ci95: t.ci95.map(r) };
};
const group = (key: (h: Hand) => string) => {
  const m = new Map<string, Hand[]>();
  for (const h of hands) m.set(key(h), [...(m.get(key(h)) ?? []), h]);
  return Object.fromEntries([...m].sort((a, b) => b[1].length - a[1].length).map(([k, v]) => [k, { ...ci(v.map((h) => h.real)), est: Math.round((v.reduce((s, h) => s + h.est, 0) / v.length) * 100) / 100 }]));
};

function report(done: number, final: boolean): void {
  const sorted = ms.slice().sort((a, b) => a - b);
  log.emit({
    bench: 'doppelkopf-calls-search', final, preset: values.preset, seed: values.seed, deals: done, iterations,
    search: { defer: search.defer ?? [], worlds: search.worlds, sampler: search.sampler ?? 'plain', margin: search.margin, early: Number.isFinite(early) ? early : 'inf', consider: search.consider },
    perSeatGame: ci(perDeal), replayed: hands.length,
    kinds: group((h) => h.label), changes: group((h) => h.change),
    estimateMs: { n: sorted.length, p50: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0), p99: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0), max: Math.round(sorted[sorted.length - 1] ?? 0) },
  });
}

const deals = Number(values.deals);
if (values.latency) {
  const level = candidateBots['hard-calls']!;
  const all: number[] = [];
  const open: number[] = [];
  const timed: Bot<DoppelkopfView> = {
    ...level,
    decide(view, rng) {
      const t = performance.now();
      const a = level.decide(view, rng);
      const ms = performance.now() - t;
      all.push(ms);
      if (view.legal.some((x) => x.type === 'announce')) open.push(ms);
      return a;
    },
  };
  for (let d = 0; d < deals; d++) playGame(doppelkopf, [timed, timed, timed, timed], { seed: `${values.seed}/${d}`, options });
  log.emit({ bench: 'doppelkopf-calls-search', latency: true, preset: values.preset, seed: values.seed, deals, decisions: timing(all), announceOpen: timing(open) });
  process.exit(0);
}
for (let d = 0; d < deals; d++) {
  const seed = `${values.seed}/${d}`;
  const said = [0, 1, 2, 3].map(() => [] as string[]);
  const probes = [0, 1, 2, 3].map(() => ({ out: null as Divergence | null, ms }));
  const base = playGame(doppelkopf, [0, 1, 2, 3].map((s) => recording(hard, said[s]!, probes[s])), { seed, options });
  const baseNet = (base.match.results().totals as { net: number[] }).net;
  let sum = 0;
  for (let seat = 0; seat < 4; seat++) {
    const div = probes[seat]!.out;
    if (!div) continue;
    const mine: string[] = [];
    const bots = [0, 1, 2, 3].map((s) => (s === seat ? recording(candidate, mine) : hard));
    const net = (playGame(doppelkopf, bots, { seed, options }).match.results().totals as { net: number[] }).net;
    const real = net[seat]! - baseNet[seat]!;
    sum += real;
    const strip = (xs: string[]) => xs.map((x) => x.split('@')[0]).join('+') || '-';
    const h: Hand = { deal: d, seat, label: div.label, change: `${strip(mine)}<-${strip(said[seat]!)}`, est: div.est, real };
    hands.push(h);
    if (values.hands) console.error(JSON.stringify({ ...h, held: div.held, candidate: mine, counted: said[seat] }));
  }
  perDeal.push(sum / 4);
  if (Number(values.every) > 0 && (d + 1) % Number(values.every) === 0 && d + 1 < deals) report(d + 1, false);
}
report(deals, true);
