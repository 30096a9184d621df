/**
 * A margin for a kind of solo, read on the hands of bench/doppelkopf-solo-worth.ts
 * (issue 30, docs/bots.md tenth pass). For every hand line of the given
 * files the seat's reservation is estimated again — the same deal, the same
 * earlier answers, the same view and random stream as when `hard` bid it
 * (the reservations' search is uncapped there, so this is deterministic) —
 * with the kind's margin at each M of `--margins` (every other answer at
 * `hard`'s own). A hand is *kept* at M where the answer is still that kind,
 * else *dropped*. Prints per file and kind, for each M: the kept bids'
 * soloist points (mean, interval, won) and the dropped hands' worth A − B
 * (what dropping them costs), and what the drop is worth per seat and game;
 * and checks that at `hard`'s margin every hand gives the bid it gave.
 *
 *   nice -n 15 npx tsx bench/doppelkopf-solo-worth-margins.ts bench/results/doppelkopf-solo-worth-sw1.jsonl bench/results/doppelkopf-solo-worth-sw2.jsonl [--margins 1,1.5,2,3,4] [--made '{"default":0.5}']
 *
 * `--made`: the reservations' margins of `hard` when the files were made
 * (JSON; default `hard`'s today). The files of seeds sw1 and sw2 were made
 * before the Jacks solo's margin went to 1, so they are read with
 * `--made '{"default":0.5}'`.
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../shared/engine/game';
import type { Rng } from '../shared/engine/rng';
import { playGame } from '../shared/bots/play';
import { doppelkopf } from '../shared/games/doppelkopf';
import { hardCalls } from '../shared/games/doppelkopf/bots-candidates';
import { HARD_RESERVE } from '../shared/games/doppelkopf/bots-search';
import { estimateReservations, type ReserveSearch } from '../shared/games/doppelkopf/bots-reserve';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';
import { intervalCell as fmt, readSoloWorth, type SoloWorthHand as HandLine } from './support/soloWorthLines';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    margins: { type: 'string', default: '1,1.5,2,3,4' },
    iterations: { type: 'string', default: '3000' },
    think: { type: 'string', default: '150' },
    made: { type: 'string' },
  },
});

// The bench's own `hard` (bench/doppelkopf-solo-worth.ts): only its reservations are asked here.
const budget = { iterations: Number(values.iterations), thinkMs: Number(values.think) };
const made = values.made ? (JSON.parse(values.made) as ReserveSearch['margin']) : HARD_RESERVE.margin;
const reserve: ReserveSearch = { ...HARD_RESERVE, margin: made, capMs: undefined };
const hard = hardCalls(Math.round(budget.thinkMs / 5), { reserve }, budget, 'hard');
const margins = values.margins!.split(',').map(Number);
const options = doppelkopf.options({ games: 1 }, 4);

class Stop extends Error {}

/** A generator that hands out again, call by call, what `rng` drew the first time. */
function replaying(rng: Rng): () => Rng {
  const drawn: number[] = [];
  return () => {
    let i = 0;
    const take = (draw: () => number): number => {
      if (i < drawn.length) return drawn[i++]!;
      const x = draw();
      drawn.push(x);
      i++;
      return x;
    };
    return { int: (min, max) => take(() => rng.int(min, max)), next: () => take(() => rng.next()) };
  };
}

/** The seat's answer at its first-game reservation with the kind's margin at each of `ms` (index 0: `hard`'s own). */
function answersAt(h: HandLine, ms: number[]): string[] {
  let out: string[] | null = null;
  const asker: Bot<DoppelkopfView> = {
    kind: 'asker',
    decide(view, rng) {
      if (view.score.games.length > 0 || view.phase !== 'reserve') throw new Stop();
      if (view.seat === h.seat) {
        const again = replaying(rng);
        out = ms.map((m) => estimateReservations(view, again(), { ...reserve, margin: { ...reserve.margin, [h.kind]: m } }).choice.reservation);
        throw new Stop();
      }
      return hard.decide(view, rng);
    },
  };
  try {
    playGame(doppelkopf, [0, 1, 2, 3].map(() => asker), { seed: `${h.seed}/${h.deal}`, options });
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  if (!out) throw new Error(`deal ${h.seed}/${h.deal}: seat ${h.seat} was never asked its reservation`);
  return out;
}

for (const file of positionals) {
  const read = readSoloWorth(file);
  const deals = read.deals;
  const hands = read.hands.filter((h) => h.played);
  const answered = hands.map((h) => ({ h, at: answersAt(h, [made[h.kind as keyof typeof made] ?? made.default, ...margins]) }));
  const mismatched = answered.filter((x) => x.at[0] !== x.h.kind).length;
  console.log(`\n${file}: ${deals} deals, ${hands.length} hands played; at the margins they were made with ${hands.length - mismatched} give the bid they gave, ${mismatched} do not`);
  for (const kind of [...new Set(hands.map((h) => h.kind))].sort()) {
    const ofKind = answered.filter((x) => x.h.kind === kind);
    console.log(`| ${kind} M | kept | kept: soloist | won | dropped | dropped: worth A − B | the drop per seat and game |`);
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    margins.forEach((m, j) => {
      const kept = ofKind.filter((x) => x.at[j + 1] === kind).map((x) => x.h);
      const dropped = ofKind.filter((x) => x.at[j + 1] !== kind).map((x) => x.h);
      const won = kept.filter((h) => h.won).length / Math.max(1, kept.length);
      const drop = -dropped.reduce((s, h) => s + h.worth, 0) / Math.max(1, 4 * deals);
      console.log(`| ${m} | ${kept.length} | ${fmt(kept.map((h) => h.soloist))} | ${won.toFixed(2)} | ${dropped.length} | ${fmt(dropped.map((h) => h.worth))} | ${drop >= 0 ? '+' : ''}${drop.toFixed(3)} |`);
    });
  }
}
process.exit(0);
