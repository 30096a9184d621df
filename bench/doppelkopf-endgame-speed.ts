/**
 * Playouts per second of `hard`'s card search with and without exact score
 * endings (issue 30: `doppelkopf/hard` against `doppelkopf/hard-endgame2`,
 * `…3`), one core, measured in one run: the same card-play views (seeded
 * `easy` games, every 4th card with a choice) searched by each adapter with
 * `--per` iterations and no time cap, the adapters taking turns round by
 * round so a change of the machine's load falls on all alike. Prints per
 * adapter the playouts per second (median of rounds) and the ratio to
 * `doppelkopf/hard`, overall and for views with ≤ 4 cards in hand.
 *
 *   nice -n 15 npx tsx bench/doppelkopf-endgame-speed.ts [--rounds 5] [--positions 24] [--per 500] [--seed egs1] [--adapters doppelkopf/hard,doppelkopf/hard-endgame2,doppelkopf/hard-endgame3] [--out FILE]
 */
import { parseArgs } from 'node:util';
import { Match } from '../shared/engine/match';
import { createRng } from '../shared/engine/rng';
import { ismcts } from '../shared/bots/ismcts';
import { doppelkopf, type DoppelkopfView } from '../shared/games/doppelkopf';
import { doppelkopfSearchAdapters } from '../shared/games/doppelkopf/bots-search';
import { RunLog } from './support/runLog';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    positions: { type: 'string', default: '24' },
    per: { type: 'string', default: '500' },
    seed: { type: 'string', default: 'egs1' },
    adapters: { type: 'string', default: 'doppelkopf/hard,doppelkopf/hard-endgame2,doppelkopf/hard-endgame3' },
    out: { type: 'string' },
  },
});
const names = values.adapters!.split(',');
const per = Number(values.per);

function positions(count: number): DoppelkopfView[] {
  const out: DoppelkopfView[] = [];
  const easy = doppelkopf.bots.easy!;
  for (let g = 0; out.length < count; g++) {
    const match = Match.create(doppelkopf, ['a', 'b', 'c', 'd'], doppelkopf.options({ games: 1 }, 4), `${values.seed}/${g}`);
    for (let moves = 0; match.status().phase !== 'gameOver' && out.length < count && moves < 200; moves++) {
      const seat = match.status().awaiting[0]!;
      const view = match.view(seat) as DoppelkopfView;
      if (view.phase === 'play' && view.legal.filter((a) => a.type === 'play').length > 1 && moves % 4 === 0) out.push(view);
      const a = easy.decide(view, createRng(values.seed!, `pos/${g}/${moves}`));
      if (!a) break;
      const r = match.act(a);
      if (!r.ok) throw new Error(r.error.message);
    }
  }
  return out;
}

const views = positions(Number(values.positions));
const late = (v: DoppelkopfView): boolean => (v.hand?.length ?? 12) <= 4;
const rates: Record<string, { all: number[]; late: number[] }> = Object.fromEntries(names.map((n) => [n, { all: [], late: [] }]));
const run = (name: string, round: number, only: (v: DoppelkopfView) => boolean): number => {
  const adapter = doppelkopfSearchAdapters[name]!;
  let playouts = 0;
  const t = performance.now();
  views.forEach((v, i) => { if (only(v)) playouts += ismcts(adapter, v, createRng(values.seed!, `r/${round}/${i}`), { iterations: per }).iterations; });
  return playouts / ((performance.now() - t) / 1000);
};
for (const n of names) run(n, -1, (v) => views.indexOf(v) < 4);
const log = new RunLog(values.out);
for (let round = 0; round < Number(values.rounds); round++) {
  for (const n of names) {
    rates[n]!.all.push(run(n, round, () => true));
    rates[n]!.late.push(run(n, round, late));
  }
}
const median = (xs: number[]): number => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const base = names[0]!;
log.emit({
  bench: 'doppelkopf-endgame-speed', seed: values.seed, positions: views.length, latePositions: views.filter(late).length, per, rounds: Number(values.rounds),
  playoutsPerSecond: Object.fromEntries(names.map((n) => [n, {
    all: Math.round(median(rates[n]!.all)), late: Math.round(median(rates[n]!.late)),
    ratioAll: Math.round((median(rates[n]!.all) / median(rates[base]!.all)) * 100) / 100,
    ratioLate: Math.round((median(rates[n]!.late) / median(rates[base]!.late)) * 100) / 100,
  }])),
});
process.exit(0);
