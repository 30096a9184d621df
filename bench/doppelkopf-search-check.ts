/**
 * The Doppelkopf search's results as a fingerprint, to show that a speed-up
 * changes no decision: `npx tsx bench/doppelkopf-search-check.ts > FILE`
 * in two trees (e.g. one unpacked with `git archive`), then `diff` the files.
 * One JSON line per position: the root statistics (visits and mean payoff
 * per card) of a seeded ISMCTS with `hard`'s playouts (20 % random cards,
 * the Fox care), 150 iterations, and `medium`'s and `hard`'s decisions at a
 * fixed iteration count. Positions: card play from seeded games of easy and
 * random bots (so solos, marriages, poverty and Weimar's Ramsch turn up),
 * standard and Weimar rules.
 */
import type { Action, Bot, View } from '../shared/engine/game';
import { Match } from '../shared/engine/match';
import { createRng } from '../shared/engine/rng';
import { ismcts } from '../shared/bots/ismcts';
import { getGame } from '../shared/games/registry';
import * as search from '../shared/games/doppelkopf/bots-search';
import { foxAwareCard } from '../shared/games/doppelkopf/bots-fox';
import type { Situation } from '../shared/games/doppelkopf/bots-heuristic';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';

const game = getGame('doppelkopf')!;
const strictFox = (sit: Situation) => foxAwareCard(sit, true);
// The fast playout where this tree has one (the check runs in trees from before it too).
type Playout = Parameters<typeof search.doppelkopfSearch>[1];
const fast = (search as unknown as { fastPlayout?: (share: number, card: typeof strictFox) => Playout }).fastPlayout;
const adapter = search.doppelkopfSearch(search.heuristicRollout(0.2, strictFox), fast?.(0.2, strictFox));
const medium = search.mediumBot.withBudget({ iterations: 60, thinkMs: 1e9 });
const hard = search.hardBot.withBudget({ iterations: 150, thinkMs: 1e9 });

let n = 0;
for (const [preset, kind] of [['standard', 'easy'], ['weimar', 'easy'], ['standard', 'random'], ['weimar', 'random']] as const) {
  const bot = game.bots[kind] as Bot;
  for (let g = 0; g < 6; g++) {
    const match = Match.create(game, ['a', 'b', 'c', 'd'], game.options({ preset, games: 2 }, 4), `check/${preset}/${kind}/${g}`);
    for (let step = 0; match.status().phase !== 'gameOver' && step < 400; step++) {
      const seat = match.status().awaiting[0]!;
      const v = match.view(seat) as DoppelkopfView;
      if (v.phase === 'play' && v.legal.filter((a) => a.type === 'play').length > 1 && step % 7 === 0) {
        const at = `${preset}/${kind}/${g}/${step}`;
        const root = ismcts(adapter, v, createRng('check', at), { iterations: 150 });
        const decided = { medium: medium.decide(v, createRng('medium', at)), hard: hard.decide(v, createRng('hard', at)) };
        console.log(JSON.stringify({ at, stats: root.stats, ...decided }));
        n++;
      }
      const a = bot.decide(v as View<Action>, createRng(`check/${g}`, String(step)));
      if (!a || !match.act(a as Action).ok) break;
    }
  }
}
console.error(`${n} positions`);
