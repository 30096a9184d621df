/**
 * The meatless soloist's card play (issue 30, eleventh pass): on the hands
 * where `hard` bid a meatless solo (hand lines of bench/doppelkopf-solo-
 * worth.ts), the deal is played three times from the same seed:
 *   A  four `--base` seats (default `hard-plain`: `hard` before this pass);
 *   B  the soloist's seat `--candidate`, the defenders `--base`;
 *   C  the soloist `--base`, the three defenders `--candidate`.
 * Both are `hard` but for their card search (`CARDS` below).
 * The reservations are `hard`'s in every seat (the candidate differs only in
 * its card search, and the reservations' playouts do not use it; their time
 * cap is dropped as in the solo-worth run), so each game is the same solo;
 * a game that is not (checked) is left out and counted. B − A is what the
 * candidate gains as soloist, A − C what it gains as the defenders (both in
 * the soloist's game points, which the defenders pay a third each).
 *
 * Prints JSON lines (`--out FILE` appends them too): with `--hand-lines` one
 * per hand (`{seed, deal, seat, a, b, c}`: the soloist's points in each); a
 * summary every `--every` hands and at the end.
 *
 *   nice -n 15 npx tsx bench/doppelkopf-meatless-play.ts bench/results/doppelkopf-solo-worth-sw1.jsonl --candidate hard-masters --iterations 3000 --think 150 --every 20 --hand-lines --out FILE
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../shared/engine/game';
import { playGame } from '../shared/bots/play';
import { doppelkopf } from '../shared/games/doppelkopf';
import { hardCalls } from '../shared/games/doppelkopf/bots-candidates';
import { HARD_RESERVE } from '../shared/games/doppelkopf/bots-search';
import type { ReserveSearch } from '../shared/games/doppelkopf/bots-reserve';
import type { GameRecord } from '../shared/games/doppelkopf/state';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';
import { tInterval } from '../src-main/cli/duplicate';
import { RunLog } from './support/runLog';
import { readSoloWorth } from './support/soloWorthLines';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    candidate: { type: 'string', default: 'hard-masters' },
    base: { type: 'string', default: 'hard-plain' },
    kind: { type: 'string', default: 'soloMeatless' },
    iterations: { type: 'string', default: '3000' },
    think: { type: 'string', default: '150' },
    every: { type: 'string', default: '0' },
    limit: { type: 'string' },
    'hand-lines': { type: 'boolean', default: false },
    out: { type: 'string' },
  },
});

/**
 * The card searches compared (bots-search.ts adapters); everything else is `hard`'s. `hard-plain` is the one `hard`
 * had until this pass (the rule of thumb's lead in every game), the default base so the pass's runs repeat as typed.
 */
const CARDS: Record<string, string> = { 'hard-trumpless': 'doppelkopf/hard-trumpless', 'hard-masters': 'doppelkopf/hard-masters', 'hard-plain': 'doppelkopf/hard' };
const cardsOf = (name: string): string => {
  const cards = CARDS[name];
  if (!cards) throw new Error(`no card search "${name}" (${Object.keys(CARDS).join(', ')})`);
  return cards;
};

const kind = values.kind!;
const options = doppelkopf.options({ games: 1 }, 4);
const budget = { iterations: Number(values.iterations), thinkMs: Number(values.think) };
const callsCap = Math.round(budget.thinkMs / 5); // as `hard`: its calls' cap is a fifth of the think budget
const reserve: ReserveSearch = { ...HARD_RESERVE, capMs: undefined };
const hard = hardCalls(callsCap, { reserve, cards: cardsOf(values.base!) }, budget, values.base!);
const candidate = hardCalls(callsCap, { reserve, cards: cardsOf(values.candidate!) }, budget, values.candidate!);

const todo = positionals.flatMap((f) => readSoloWorth(f).hands.filter((h) => h.kind === kind && h.played));
const limit = values.limit === undefined ? todo.length : Number(values.limit);

interface Hand { seed: string; deal: number; seat: number; a: number; b: number; c: number }
const hands: Hand[] = [];
let other = 0;
const log = new RunLog(values.out);
const ci = (xs: number[]) => (xs.length > 1 ? { n: xs.length, ...tInterval(xs) } : { n: xs.length, mean: xs[0] ?? null });
const rate = (xs: number[]) => (xs.length ? Math.round((xs.filter((x) => x > 0).length / xs.length) * 100) / 100 : null);

function report(): void {
  log.emit({
    candidate: values.candidate, base: values.base, kind, files: positionals, hands: hands.length, other, iterations: budget.iterations, think: budget.thinkMs,
    soloist: { a: ci(hands.map((h) => h.a)), b: ci(hands.map((h) => h.b)), c: ci(hands.map((h) => h.c)) },
    won: { a: rate(hands.map((h) => h.a)), b: rate(hands.map((h) => h.b)), c: rate(hands.map((h) => h.c)) },
    // What the candidate gains as soloist (B − A) and as the defenders (A − C), in the soloist's points.
    asSoloist: ci(hands.map((h) => h.b - h.a)),
    asDefenders: ci(hands.map((h) => h.a - h.c)),
    // Both roles together (B − C): a seat is soloist in a quarter of these games and one of three defenders (a third of the points each) in the rest.
    both: ci(hands.map((h) => h.b - h.c)),
  });
}

/** The soloist's points in the deal's first game, or null if that game is not `kind` by `seat`. */
function soloist(bots: Bot<DoppelkopfView>[], seed: string, seat: number): number | null {
  const played = playGame(doppelkopf, bots, { seed, options });
  const first = (played.match.state as { history: readonly GameRecord[] }).history[0];
  if (!first || first.type !== kind || first.re.length !== 1 || first.re[0] !== seat) return null;
  return first.points[seat]!;
}

const every = Number(values.every);
for (const h of todo.slice(0, limit)) {
  const seed = `${h.seed}/${h.deal}`;
  const a = soloist([0, 1, 2, 3].map(() => hard), seed, h.seat);
  const b = soloist([0, 1, 2, 3].map((s) => (s === h.seat ? candidate : hard)), seed, h.seat);
  const c = soloist([0, 1, 2, 3].map((s) => (s === h.seat ? hard : candidate)), seed, h.seat);
  if (a === null || b === null || c === null) {
    other++;
    log.emit({ seed: h.seed, deal: h.deal, seat: h.seat, other: true });
    continue;
  }
  const hand = { seed: h.seed, deal: h.deal, seat: h.seat, a, b, c };
  hands.push(hand);
  if (values['hand-lines']) log.emit(hand);
  if (every > 0 && hands.length % every === 0) report();
}
report();
process.exit(0);
