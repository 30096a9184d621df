/**
 * Search speed: ISMCTS iterations (one sampled world, one descent, one
 * playout each) per second with each game's `hard` adapter, over card-play
 * positions from seeded games of easy bots. Used by `npm run bench:bots`
 * (`--only playouts`); one JSON line per game. Faster search = a stronger
 * bot at the same time cap, so compare this before and after a change.
 */
import type { Action, Bot, Game, View } from '../shared/engine/game';
import { Match } from '../shared/engine/match';
import { createRng } from '../shared/engine/rng';
import { ismcts } from '../shared/bots/ismcts';
import type { SearchAdapter } from '../shared/bots/types';
import { getGame } from '../shared/games/registry';
import { dubbeSearch, heuristicRollout as dubbeRollout } from '../shared/games/dubbe/bots-search';
import { doppelkopfSearch, fastPlayout as dkFastPlayout, heuristicRollout as dkRollout } from '../shared/games/doppelkopf/bots-search';
import { dobbmSearch, fastPlayout as dobbmFastPlayout, heuristicRollout as dobbmRollout } from '../shared/games/dobbm/bots-search';

type AnyAdapter = SearchAdapter<unknown, Action, View<Action>>;
const ADAPTERS: [string, AnyAdapter, unknown][] = [
  ['dubbe', dubbeSearch(dubbeRollout(0.2)) as unknown as AnyAdapter, {}],
  ['doppelkopf', doppelkopfSearch(dkRollout(0.2), dkFastPlayout(0.2)) as unknown as AnyAdapter, { games: 1 }],
  ['dobbm', dobbmSearch(dobbmRollout(0.15), dobbmFastPlayout(0.15)) as unknown as AnyAdapter, { hands: 2, mussrunde: false }],
];

/** Up to `max` card-play views (more than one legal card) from seeded easy games. */
function positions(game: Game, options: unknown, max: number): View<Action>[] {
  const out: View<Action>[] = [];
  const easy = game.bots.easy as Bot;
  for (let g = 0; out.length < max && g < 20; g++) {
    const match = Match.create(game, ['a', 'b', 'c', 'd'], options, `playouts/${g}`);
    for (let step = 0; match.status().phase !== 'gameOver' && step < 2000; step++) {
      const seat = match.status().awaiting[0]!;
      const v = match.view(seat) as View<Action> & { phase?: string };
      if (v.phase === 'play' && v.legal.length > 1 && v.legal.every((a) => a.type === 'play') && step % 3 === 0 && out.length < max) out.push(v);
      const a = easy.decide(v, createRng(`playouts/${g}`, String(step)));
      if (!a || !match.act(a as Action).ok) break;
    }
  }
  return out;
}

export function playoutsPerSecond(iterations = 200, views = 24): { game: string; positions: number; iterations: number; seconds: number; playoutsPerSecond: number }[] {
  return ADAPTERS.map(([id, adapter, options]) => {
    const game = getGame(id)!;
    const vs = positions(game, game.options(options, 4), views);
    let done = 0;
    const t0 = performance.now();
    vs.forEach((v, i) => { done += ismcts(adapter, v, createRng('playouts', String(i)), { iterations }).iterations; });
    const seconds = (performance.now() - t0) / 1000;
    return { game: id, positions: vs.length, iterations: done, seconds: Math.round(seconds * 1000) / 1000, playoutsPerSecond: Math.round(done / seconds) };
  });
}
