import type { Rng } from '../../engine/rng';
import type { TunableBot } from '../../bots/types';
import type { DoppelkopfAction } from './actions';
import { parseCard, type Card } from './cards';
import { playable } from './playout';
import { rankingOf } from './parties';
import type { DoppelkopfState } from './state';
import { scoreEndingOf, solveScore } from './bots-endgame-score';
import { playLine } from './bots-endgame-playout';
import { gamePayoff, shortcutWith } from './bots-search';
import type { CallPolicy } from './bots-heuristic';
import { sampler } from './determinize';
import type { DoppelkopfView } from './view';

/**
 * Perfect-information Monte Carlo for the score at the root (issue 30):
 * with at most `tricks` cards in hand, each legal card is played on
 * `samples` sampled deals (determinize.ts, the same deals for every card)
 * and the rest solved exactly for the score (`solveScore`); the line is
 * played through the rules and the seat's payoff of the finished game
 * (`gamePayoff`, so deals where the parties or the solo factor differ
 * compare in one unit) averaged. Null where a sampled deal's score is
 * unknown to the solver (Ramsch, Null, an open marriage) or nothing to choose.
 */
export function exactEndingCard(view: DoppelkopfView, rng: Rng, tricks: number, samples: number): DoppelkopfAction | null {
  if (view.phase !== 'play' || view.seat === null || !view.awaiting.includes(view.seat)) return null;
  const seat = view.seat;
  const plays = view.legal.filter((a): a is Extract<DoppelkopfAction, { type: 'play' }> => a.type === 'play');
  if ((view.hand?.length ?? 99) > tricks || plays.length < 2) return null;
  const sample = sampler(view);
  const sums = plays.map(() => 0);
  for (let i = 0; i < samples; i++) {
    const world = sample(rng);
    for (const [k, a] of plays.entries()) {
      const card = parseCard(a.card)!;
      const after = playLine(world, [card]);
      if (after.phase !== 'play') { sums[k]! += gamePayoff(after)[seat]!; continue; }
      const e = scoreEndingOf(after, seat);
      if (!e) return null;
      let end = playLine(after, solveScore(e).line);
      // Where the line stops the score is settled: any legal cards finish the game.
      while (end.phase === 'play') end = playLine(end, [firstPlayable(end)]);
      sums[k]! += gamePayoff(end)[seat]!;
    }
  }
  let best = 0;
  for (let k = 1; k < plays.length; k++) if (sums[k]! > sums[best]!) best = k;
  return plays[best]!;
}

/** A legal card of the seat to play (the first the rules allow). */
function firstPlayable(state: DoppelkopfState): Card {
  return playable(state.hands[state.turn]!, state.trick, rankingOf(state))[0]!;
}

/**
 * `bot` with the last `tricks` tricks chosen by `exactEndingCard` on
 * `samples` deals instead of the search; announcements still by `policy`'s
 * count first. A candidate (bots-candidates.ts), not a level.
 */
export function withExactEnding(bot: TunableBot<DoppelkopfView>, policy: CallPolicy, tricks: number, samples: number): TunableBot<DoppelkopfView> {
  const counted = shortcutWith(policy);
  return {
    ...bot,
    withBudget: (budget) => withExactEnding(bot.withBudget(budget), policy, tricks, samples),
    decide(view, rng) {
      if (view.phase === 'play' && view.seat !== null && view.awaiting.includes(view.seat) && (view.hand?.length ?? 99) <= tricks) {
        const said = counted(view);
        if (said) return said;
        const card = exactEndingCard(view, rng, tricks, samples);
        if (card) return card;
      }
      return bot.decide(view, rng);
    },
  };
}
