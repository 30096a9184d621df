/**
 * A candidate for `hard`'s reservations against the level's, at the level's
 * own card play (issue 30, thirteenth pass). Every deal's first game is
 * dealt to four `hard` seats (A); at each seat's reservation the candidate
 * is asked too, on the same view with the same random stream the seat would
 * get (playGame's `bot/<seat>/<move>`). Where the two answer differently
 * (the first such seat), the deal is played again (B) with that seat the
 * candidate and the others `hard`: B − A is what the candidate's answer
 * wins on that hand (same cards, same random streams; only the seat's
 * reservations differ). Deals where no seat would answer differently stop
 * after the reservations. `--base` names the reservations of A's seats
 * (default `plain`, the level's until this pass; `level`: as it is now).
 *
 * The reservations' time cap is dropped on both sides (worlds alone bound
 * it), so an answer does not depend on the machine's load; the card play
 * keeps `--think` as in the level runs.
 *
 * Prints JSON lines (`--out FILE` appends them too): with `--hand-lines`
 * one per hand (`{deal, seat, a, b, firstA, first, soloistA, soloistB,
 * worth}`: the answers, the game types A and B played and their soloists'
 * points where one seat played alone, B − A); a summary every
 * `--every` deals and at the end: the hands, B − A per hand with its 95 %
 * t-interval, per seat and game over every deal tried, and by pair of
 * answers.
 *
 *   nice -n 15 npx tsx bench/doppelkopf-reserve-vs.ts --candidate masters --deals 5000 --seed rv1 --iterations 3000 --think 150 --every 100 --hand-lines --out FILE
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../shared/engine/game';
import { createRng } from '../shared/engine/rng';
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
    candidate: { type: 'string', default: 'masters' },
    base: { type: 'string', default: 'plain' },
    deals: { type: 'string', default: '200' },
    from: { type: 'string', default: '0' },
    seed: { type: 'string', default: 'rv1' },
    iterations: { type: 'string', default: '3000' },
    think: { type: 'string', default: '150' },
    every: { type: 'string', default: '0' },
    'hand-lines': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

const uncapped: ReserveSearch = { ...HARD_RESERVE, capMs: undefined };
/**
 * The reservation searches compared, by name: `level` is `hard`'s as it is; `plain` is the one `hard` had until the
 * thirteenth pass (playouts without the master lead), the default base so that pass's runs repeat as typed.
 */
const SEARCHES: Record<string, ReserveSearch> = {
  level: uncapped,
  plain: { ...uncapped, masters: false },
  // The playouts lead a master first when nothing is trump, as the level's card search does (bots-trumpless.ts).
  masters: { ...uncapped, masters: true },
};
const searchOf = (name: string): ReserveSearch => {
  const found = SEARCHES[name];
  if (!found) throw new Error(`no reservation search "${name}" (${Object.keys(SEARCHES).join(', ')})`);
  return found;
};
const level = searchOf(values.base!);
const candidateSearch = searchOf(values.candidate!);

const options = doppelkopf.options({ games: 1 }, 4);
const budget = { iterations: Number(values.iterations), thinkMs: Number(values.think) };
const callsCap = Math.round(budget.thinkMs / 5); // as `hard`: its calls' cap is a fifth of the think budget
const hard = hardCalls(callsCap, { reserve: level }, budget, 'hard');
const candidate = hardCalls(callsCap, { reserve: candidateSearch }, budget, `hard-reserve-${values.candidate}`);

class Stop extends Error {}
interface Differ { seat: number; a: string; b: string }

/**
 * `hard` in every seat; at each first-game reservation the candidate is asked on the same view and stream. Once
 * the reservations are over with no answer different, the game stops (throws).
 */
function watching(seed: string, found: { differ: Differ | null; moves: number }): Bot<DoppelkopfView>[] {
  return [0, 1, 2, 3].map((seat) => ({
    ...hard,
    decide(view, rng) {
      const move = found.moves++;
      const first = view.score.games.length === 0;
      if ((!first || view.phase !== 'reserve') && !found.differ) throw new Stop();
      const a = hard.decide(view, rng) as DoppelkopfAction | null;
      if (first && !found.differ && a?.type === 'reserve') {
        const c = candidate.decide(view, createRng(seed, `bot/${seat}/${move}`)) as DoppelkopfAction | null;
        if (c?.type === 'reserve' && c.reservation !== a.reservation) found.differ = { seat, a: a.reservation, b: c.reservation };
      }
      return a;
    },
  }));
}

interface Hand { deal: number; seat: number; a: string; b: string; firstA: string; first: string; soloistA: number | null; soloistB: number | null; worth: number }
const hands: Hand[] = [];
const log = new RunLog(values.out);
const ci = (xs: number[]) => (xs.length > 1 ? { n: xs.length, ...tInterval(xs) } : { n: xs.length, mean: xs[0] ?? null });

function report(done: number): void {
  const pairs: Record<string, number[]> = {};
  for (const h of hands) (pairs[`${h.a}->${h.b}`] ??= []).push(h.worth);
  log.emit({
    seed: values.seed, base: values.base, candidate: values.candidate, from: Number(values.from), deals: done, iterations: budget.iterations, think: budget.thinkMs,
    worth: ci(hands.map((h) => h.worth)),
    perSeatGame: Math.round((hands.reduce((s, h) => s + h.worth, 0) / Math.max(1, done * 4)) * 1000) / 1000,
    pairs: Object.fromEntries(Object.entries(pairs).map(([k, xs]) => [k, ci(xs)])),
  });
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
  const found = { differ: null as Differ | null, moves: 0 };
  let a: ReturnType<typeof net> | null = null;
  try {
    a = net(watching(seed, found), seed);
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  if (a && found.differ) {
    const { seat } = found.differ;
    // The candidate's first answer in B must be the one it gave on A's view (same view, same stream): checked.
    let answered: string | null = null;
    const asked: Bot<DoppelkopfView> = {
      ...candidate,
      decide(view, rng) {
        const c = candidate.decide(view, rng) as DoppelkopfAction | null;
        if (answered === null && view.score.games.length === 0 && c?.type === 'reserve') answered = c.reservation;
        return c;
      },
    };
    const b = net([0, 1, 2, 3].map((s) => (s === seat ? asked : hard)), seed);
    if (answered !== found.differ.b) throw new Error(`deal ${d}: the candidate answered ${answered} in B, ${found.differ.b} on A's view`);
    const soloist = (g: GameRecord | undefined) => (g && g.re.length === 1 ? g.points[g.re[0]!]! : null);
    const hand: Hand = { deal: d, ...found.differ, firstA: a.first?.type ?? 'none', first: b.first?.type ?? 'none', soloistA: soloist(a.first), soloistB: soloist(b.first), worth: b.net[seat]! - a.net[seat]! };
    hands.push(hand);
    if (values['hand-lines']) log.emit({ seed: values.seed, ...hand });
  }
  if (every > 0 && (i + 1) % every === 0 && i + 1 < deals) report(i + 1);
}
report(deals);
process.exit(0);
