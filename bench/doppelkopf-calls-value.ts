/**
 * What `hard`'s announcements win, counterfactually (issue 30): `hard` in
 * all four seats plays each deal (one game, DDV or `--preset weimar` with
 * the evening's end the preset plays after it, as bench/doppelkopf-calls.ts),
 * every action recorded; at every announcement the same match is played
 * again from the actions before it with the announcing seat silent from
 * there on (`hardSilent`: no Re, Kontra or Absage; same reservations and
 * card search), the others unchanged, the same generators per move
 * (bench/doppelkopf-calls-value-parts.ts). A call's gain is the seat's net
 * points with it minus silent (DDV game points; Weimar minus points,
 * negated, so positive = paid less). Reported: per kind the count and the
 * mean gain per hand with a 95 % t-interval, and overall per seat and game
 * (each seat's first call: all its calls; summed over the seats, over 4 ×
 * the games) with its t-interval over deals. No time caps: the search by
 * `--iterations`, the calls by their worlds, the reservations by their
 * rungs, so a game repeats on a busy machine (`--check K` replays the arm
 * with the call for every K-th deal and counts whether it reproduced).
 *
 *   nice -n 15 npx tsx bench/doppelkopf-calls-value.ts --deals 400 --seed val2 [--preset ddv|weimar] [--iterations 100] [--from 0] [--every 10] [--check 0] [--weimar-off kontra,no90] [--out bench/results/FILE.jsonl]
 */
import { parseArgs } from 'node:util';
import { doppelkopf } from '../shared/games/doppelkopf';
import type { AnnouncementName } from '../shared/games/doppelkopf/actions';
import { hardCalls, hardSilent, WEIMAR_OFF } from '../shared/games/doppelkopf/bots-candidates';
import { HARD_RESERVE } from '../shared/games/doppelkopf/bots-search';
import { tInterval } from '../src-main/cli/duplicate';
import { RunLog } from './support/runLog';
import { dealValue, perSeatGame, type CallGain } from './doppelkopf-calls-value-parts';

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '20' },
    from: { type: 'string', default: '0' },
    seed: { type: 'string', default: 'val1' },
    preset: { type: 'string', default: 'ddv' },
    iterations: { type: 'string', default: '100' },
    every: { type: 'string', default: '10' },
    check: { type: 'string', default: '0' },
    'weimar-off': { type: 'string' },
    out: { type: 'string' },
  },
});

const weimar = values.preset === 'weimar';
const options = doppelkopf.options(weimar ? { preset: 'weimar', games: 1 } : { games: 1 }, 4);
const budget = { iterations: Number(values.iterations) };
const reserve = { ...HARD_RESERVE, capMs: undefined };
// `--weimar-off`: the kinds `hard` leaves out on Weimar's rules (default: the level's WEIMAR_OFF).
const off = values['weimar-off'] === undefined ? WEIMAR_OFF : (values['weimar-off'].split(',').filter(Boolean) as AnnouncementName[]);
const bot = hardCalls(null, { reserve, weimarOff: off }, budget);
const silent = hardSilent(null, { reserve }, budget);
const bots = [bot, bot, bot, bot];
const silents = [silent, silent, silent, silent];
const log = new RunLog(values.out);
const all: CallGain[] = [];
const perDeal: number[] = [];
let games = 0;
let checked = 0;
let reproduced = 0;

function report(done: number): void {
  const kinds: Record<string, unknown> = {};
  for (const k of [...new Set(all.map((c) => c.kind))]) {
    const g = all.filter((c) => c.kind === k).map((c) => c.gain);
    kinds[k] = { n: g.length, ...tInterval(g) };
  }
  const firsts = all.filter((c) => c.first);
  log.emit({
    bench: 'doppelkopf-calls-value', preset: values.preset, seed: values.seed, from: Number(values.from), deals: done, games, iterations: budget.iterations, weimarOff: weimar ? off : null,
    calls: all.length, announcingHands: firsts.length,
    perSeatGame: tInterval(perDeal), perHand: firsts.length ? tInterval(firsts.map((c) => c.gain)) : null,
    kinds, checked, reproduced,
  });
}

const deals = Number(values.deals);
const from = Number(values.from);
const every = Number(values.every);
const check = Number(values.check);
for (let i = 0; i < deals; i++) {
  const d = from + i;
  const v = dealValue(bots, silents, `${values.seed}/${d}`, options, () => check > 0 && d % check === 0);
  games += v.played.games;
  perDeal.push(perSeatGame(v));
  for (const c of v.calls) {
    all.push(c);
    if (c.reproduced !== undefined) {
      checked++;
      if (c.reproduced) reproduced++;
    }
  }
  log.emit({ seed: values.seed, deal: d, games: v.played.games, perSeatGame: perDeal[perDeal.length - 1], calls: v.calls.map(({ at, seat, kind, first, said, silent: s, gain, reproduced: r }) => ({ at, seat, kind, first, said, silent: s, gain, ...(r === undefined ? {} : { reproduced: r }) })) });
  if (every > 0 && (i + 1) % every === 0 && i + 1 < deals) report(i + 1);
}
report(deals);
process.exit(0);
