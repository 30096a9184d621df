/**
 * What a kind of solo that `hard` bids wins at `hard`'s own card play,
 * against what `hard` would have answered without that kind (issue 30:
 * "a choice the bot makes must win more than it costs", kind by kind).
 * Every deal's first game is dealt to four `hard` seats; where a seat's
 * reservation is one of `--kinds` (say `soloMeatless`) the deal is played
 * on twice: (A) as `hard` bid it, and (B) with that seat's bot not allowed
 * that kind (its margin infinite, so it gives its next best answer by the
 * same playouts: healthy, another solo, a marriage), the other three seats
 * `hard` in both. The seat's net A − B is the solo's worth on that hand
 * (same cards, same random streams; only that reservation differs). Deals
 * where no seat bids such a kind stop after the reservations, so the run
 * spends its time on the hands that matter.
 *
 * The reservations' time cap is dropped in both games (`capMs`; worlds
 * alone bound it), so the bid is the same in A as when it was found; the
 * card play keeps `--think` as in the level runs.
 *
 * Prints JSON lines (`--out FILE` appends them to FILE too): with
 * `--hand-lines` one per hand (`{deal, seat, kind, played, soloist, b,
 * worth}`: `played` whether A's game was that solo of that seat,
 * `soloist` the seat's points in A, `b` B's game type, `worth` A − B); a
 * summary every `--every` deals and at the end: per kind the hands, the
 * worth per hand with its 95 % t-interval, the soloist's points in A and
 * how often A's solo was won, and what B played instead.
 *
 *   nice -n 15 npx tsx bench/doppelkopf-solo-worth.ts --kinds soloMeatless,soloJacks --deals 2000 --seed sw1 --iterations 3000 --think 150 --every 50 --hand-lines --out FILE
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../shared/engine/game';
import { playGame } from '../shared/bots/play';
import { doppelkopf } from '../shared/games/doppelkopf';
import { hardCalls } from '../shared/games/doppelkopf/bots-candidates';
import { HARD_RESERVE } from '../shared/games/doppelkopf/bots-search';
import type { ReserveSearch } from '../shared/games/doppelkopf/bots-reserve';
import type { DoppelkopfAction } from '../shared/games/doppelkopf/actions';
import type { GameRecord } from '../shared/games/doppelkopf/state';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';
import { tInterval } from '../src-main/cli/duplicate';
import { RunLog } from './support/runLog';

const { values } = parseArgs({
  options: {
    kinds: { type: 'string', default: 'soloMeatless' },
    deals: { type: 'string', default: '200' },
    from: { type: 'string', default: '0' },
    seed: { type: 'string', default: 'sw1' },
    iterations: { type: 'string', default: '3000' },
    think: { type: 'string', default: '150' },
    every: { type: 'string', default: '0' },
    'hand-lines': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

const kinds = values.kinds!.split(',');
const options = doppelkopf.options({ games: 1 }, 4);
const budget = { iterations: Number(values.iterations), thinkMs: Number(values.think) };
const callsCap = Math.round(budget.thinkMs / 5); // as `hard`: its calls' cap is a fifth of the think budget
const reserve: ReserveSearch = { ...HARD_RESERVE, capMs: undefined };
const hard = hardCalls(callsCap, { reserve }, budget, 'hard');
const without = new Map(kinds.map((k) => [k, hardCalls(callsCap, { reserve: { ...reserve, margin: { ...reserve.margin, [k]: Number.POSITIVE_INFINITY } } }, budget, `hard-no-${k}`)]));

class Stop extends Error {}

/** `bot`, with every first-game reservation written into `said`; once the reservations are over, stops the game (throws) if no seat bid one of `kinds`. */
function watching(bot: Bot<DoppelkopfView>, said: (string | null)[]): Bot<DoppelkopfView> {
  return {
    ...bot,
    decide(view, rng) {
      const first = view.score.games.length === 0;
      // Past the first game's reservations (or past a first game thrown in) with none of the kinds bid: nothing to measure here.
      if ((!first || view.phase !== 'reserve') && !said.some((r) => r !== null && kinds.includes(r))) throw new Stop();
      const a = bot.decide(view, rng) as DoppelkopfAction | null;
      if (first && a?.type === 'reserve' && view.seat !== null) said[view.seat] = a.reservation;
      return a;
    },
  };
}

interface Hand { deal: number; seat: number; kind: string; played: boolean; soloist: number; won: boolean; b: string; worth: number }
const hands: Hand[] = [];
const log = new RunLog(values.out);
const ci = (xs: number[]) => (xs.length > 1 ? { n: xs.length, ...tInterval(xs) } : { n: xs.length, mean: xs[0] ?? null });
const round = (x: number) => Math.round(x * 100) / 100;

function report(done: number): void {
  const perKind = Object.fromEntries(kinds.map((k) => {
    const hs = hands.filter((h) => h.kind === k);
    const played = hs.filter((h) => h.played);
    const instead: Record<string, number> = {};
    for (const h of played) instead[h.b] = (instead[h.b] ?? 0) + 1;
    return [k, {
      worth: ci(played.map((h) => h.worth)),
      soloist: ci(played.map((h) => h.soloist)),
      won: played.length ? round(played.filter((h) => h.won).length / played.length) : null,
      instead,
      notPlayed: hs.length - played.length,
      // Over every seat of every deal tried (hands where nobody bid the kind gain nothing): what the kind adds per seat and game.
      perSeatGame: Math.round((played.reduce((s, h) => s + h.worth, 0) / Math.max(1, done * 4)) * 1000) / 1000,
    }];
  }));
  log.emit({ seed: values.seed, from: Number(values.from), deals: done, iterations: budget.iterations, think: budget.thinkMs, margin: reserve.margin, kinds: perKind });
}

const net = (bots: Bot<DoppelkopfView>[], seed: string) => {
  const played = playGame(doppelkopf, bots, { seed, options });
  const history = (played.match.state as { history: readonly GameRecord[] }).history;
  return { net: (played.match.results().totals as { net: number[] }).net, first: history[0] };
};

const deals = Number(values.deals);
const every = Number(values.every);
const from = Number(values.from);
for (let i = 0; i < deals; i++) {
  const d = from + i;
  const seed = `${values.seed}/${d}`;
  const said: (string | null)[] = [null, null, null, null];
  let a: ReturnType<typeof net> | null = null;
  try {
    a = net([0, 1, 2, 3].map(() => watching(hard, said)), seed);
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  if (a) {
    // The first seat that bid one of the kinds (a later seat's solo is not played: the first one is).
    const seat = said.findIndex((r) => r !== null && kinds.includes(r));
    const kind = said[seat]!;
    const played = a.first?.type === kind && a.first.re.length === 1 && a.first.re[0] === seat;
    const b = net([0, 1, 2, 3].map((s) => (s === seat ? without.get(kind)! : hard)), seed);
    const hand: Hand = { deal: d, seat, kind, played, soloist: a.first?.points[seat] ?? 0, won: (a.first?.points[seat] ?? 0) > 0, b: b.first?.type ?? 'none', worth: a.net[seat]! - b.net[seat]! };
    hands.push(hand);
    if (values['hand-lines']) log.emit({ seed: values.seed, ...hand });
  }
  if (every > 0 && (i + 1) % every === 0 && i + 1 < deals) report(i + 1);
}
report(deals);
process.exit(0);
