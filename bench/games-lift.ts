/**
 * What the worker threads could lift in Dubbe and Dobbm (issue 30, "the same
 * framework lifts Dubbe and Dobbm"): their `hard` searching `--factor` times
 * its iterations (what that many free cores search in the same time, by the
 * root-parallel split; bench/doppelkopf-playouts.ts measures the split's
 * real speed-up) against today's `hard`, by duplicate play: seats A B A B,
 * every deal in all four rotations (DuplicateTally, as `selfplay
 * --duplicate`). Prints one JSON line per `--every` deals and at the end:
 * A − B per deal (net points, 95 % t-interval), decision times, load.
 *
 *   nice -n 15 npx tsx bench/games-lift.ts --game dubbe --deals 20 --rounds 2 --factor 2 --seed lift1 [--every 5] [--out FILE]
 *
 * `--out FILE` appends every line to FILE as well (a run stopped early still leaves its running lines).
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../shared/engine/game';
import { playGame } from '../shared/bots/play';
import { isTunable } from '../shared/bots/types';
import { getGame } from '../shared/games/registry';
import { DuplicateTally } from '../src-main/cli/duplicate';
import { RunLog, timing } from './support/runLog';

const { values } = parseArgs({
  options: {
    game: { type: 'string', default: 'dubbe' },
    deals: { type: 'string', default: '20' },
    rounds: { type: 'string', default: '2' },
    factor: { type: 'string', default: '2' },
    seed: { type: 'string', default: 'lift1' },
    every: { type: 'string', default: '0' },
    out: { type: 'string' },
  },
});
const game = getGame(values.game!);
if (!game) throw new Error(`unknown game ${values.game}`);
const hard = game.bots.hard as Bot;
if (!isTunable(hard)) throw new Error(`${values.game}'s hard has no budget`);
const factor = Number(values.factor);
const lifted = hard.withBudget({ iterations: Math.round(hard.budget.iterations! * factor), thinkMs: 60_000 });
const today = hard.withBudget({ thinkMs: 60_000 });
const names = [`hard×${factor}`, 'hard', `hard×${factor}`, 'hard'];
const tally = new DuplicateTally(names, [0, 1, 0, 1]);
// `--rounds`: Dubbe's rounds, Dobbm's hands per session.
const options = game.options(values.game === 'dobbm' ? { hands: Number(values.rounds) } : { rounds: Number(values.rounds) }, 4);
const ms: Record<string, number[]> = { [names[0]!]: [], hard: [] };
const log = new RunLog(values.out);
const report = (done: number): void => {
  const { diff } = tally.summary();
  log.emit({ game: values.game, deals: done, rounds: Number(values.rounds), factor, seed: values.seed, iterations: { a: lifted.budget.iterations, b: today.budget.iterations }, diff, decisionMs: Object.fromEntries(Object.entries(ms).map(([k, v]) => [k, timing(v)])) });
};
for (let d = 0; d < Number(values.deals); d++) {
  for (let r = 0; r < 4; r++) {
    const slots = [0, 1, 2, 3].map((s) => (s + r) % 4);
    const bots = slots.map((slot) => (slot % 2 === 0 ? lifted : today));
    const played = playGame(game, bots, { seed: `${values.seed}/${d}`, options, streams: slots });
    slots.forEach((slot, s) => ms[names[slot]!]!.push(...played.decisionMs[s]!));
    tally.add(d, r, (played.match.results().totals as { net: number[] }).net);
  }
  if (Number(values.every) > 0 && (d + 1) % Number(values.every) === 0) report(d + 1);
}
report(Number(values.deals));
