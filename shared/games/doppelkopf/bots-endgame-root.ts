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
import { decisionCap, noteDecision } from '../../bots/deadline';
import { DEFAULT_OVERRUN_MS } from '../../bots/search-bot';
import type { DoppelkopfView } from './view';

/** Where the root solve must stop: after the deal in hand once `now()` reaches `at` (each deal is solved whole for every card). */
export interface SolveDeadline { at: number; now: () => number }

/**
 * Perfect-information Monte Carlo for the score at the root (issue 30):
 * with at most `tricks` cards in hand, each legal card is played on
 * `samples` sampled deals (determinize.ts, the same deals for every card)
 * and the rest solved exactly for the score (`solveScore`); the line is
 * played through the rules and the seat's payoff of the finished game
 * (`gamePayoff`, so deals where the parties or the solo factor differ
 * compare in one unit) averaged. With a `deadline`, no new deal is started
 * once it has passed (at least one deal is solved): the cards are compared
 * on the deals solved so far. Null where a sampled deal's score is unknown
 * to the solver (Ramsch, Null, an open marriage: known at the first deal)
 * or nothing to choose. `deals`: how many deals were solved.
 */
export function exactEnding(view: DoppelkopfView, rng: Rng, tricks: number, samples: number, deadline?: SolveDeadline): { action: DoppelkopfAction; deals: number } | null {
  if (view.phase !== 'play' || view.seat === null || !view.awaiting.includes(view.seat)) return null;
  const seat = view.seat;
  const plays = view.legal.filter((a): a is Extract<DoppelkopfAction, { type: 'play' }> => a.type === 'play');
  if ((view.hand?.length ?? 99) > tricks || plays.length < 2) return null;
  const sample = sampler(view);
  const sums = plays.map(() => 0);
  let deals = 0;
  for (let i = 0; i < samples; i++) {
    if (deals > 0 && deadline && deadline.now() >= deadline.at) break;
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
    deals++;
  }
  let best = 0;
  for (let k = 1; k < plays.length; k++) if (sums[k]! > sums[best]!) best = k;
  return { action: plays[best]!, deals };
}

/** `exactEnding`'s card without a deadline (all `samples` deals). */
export function exactEndingCard(view: DoppelkopfView, rng: Rng, tricks: number, samples: number): DoppelkopfAction | null {
  return exactEnding(view, rng, tricks, samples)?.action ?? null;
}

/** A legal card of the seat to play (the first the rules allow). */
function firstPlayable(state: DoppelkopfState): Card {
  return playable(state.hands[state.turn]!, state.trick, rankingOf(state))[0]!;
}

/**
 * `bot` with the last `tricks` tricks chosen by `exactEnding` on up to
 * `samples` deals instead of the search; the play phase's announcements
 * first by `calls` (a `CallPolicy`: its count). A candidate
 * (bots-candidates.ts), not a level.
 *
 * The solve is part of the decision's deadline, as the search is
 * (search-bot.ts, deadline.ts): it replaces the search at these cards, so
 * it gets the decision's whole cap — the bot's `thinkMs`, shortened by the
 * recent overshoot (`decisionCap`) — counted from the start of `decide`
 * (the calls included), and stops starting deals when it has passed; a
 * deal in hand is finished (under ~20 ms for 3 tricks: cost table in
 * docs/bots.md). Without a `thinkMs` all `samples` deals are solved.
 * `now`: an injectable clock (tests).
 */
export function withExactEnding(
  bot: TunableBot<DoppelkopfView>, calls: CallPolicy | ((view: DoppelkopfView) => DoppelkopfAction | null), tricks: number, samples: number,
  now: () => number = () => performance.now(),
): TunableBot<DoppelkopfView> {
  const said = typeof calls === 'function' ? calls : shortcutWith(calls);
  return {
    ...bot,
    withBudget: (budget) => withExactEnding(bot.withBudget(budget), calls, tricks, samples, now),
    decide(view, rng) {
      const startedAt = now();
      if (view.phase === 'play' && view.seat !== null && view.awaiting.includes(view.seat) && (view.hand?.length ?? 99) <= tricks) {
        const call = said(view);
        if (call) return call;
        const thinkMs = bot.budget.thinkMs;
        const cap = thinkMs === undefined ? undefined : decisionCap(thinkMs, DEFAULT_OVERRUN_MS);
        const solved = exactEnding(view, rng, tricks, samples, cap === undefined ? undefined : { at: startedAt + cap, now });
        if (solved) {
          if (cap !== undefined) noteDecision(cap, now() - startedAt);
          return solved.action;
        }
      }
      return bot.decide(view, rng);
    },
  };
}
