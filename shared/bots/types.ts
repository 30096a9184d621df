import type { Action, Bot, Game, Seat, View } from '../engine/game';
import type { Rng } from '../engine/rng';

/**
 * How long a search bot may think. A fixed `iterations` count makes the
 * decision a pure function of (view, rng seed); `thinkMs` is a wall-clock
 * cap on top, which under CPU load can stop the search earlier and so trades
 * reproducibility for a guaranteed answer time.
 */
export interface ThinkBudget {
  iterations?: number;
  thinkMs?: number;
}

/**
 * A bot whose think budget can be changed. Backward compatible with the
 * engine's `Bot`: callers that know nothing of budgets just call `decide`.
 */
export interface TunableBot<V extends View = View> extends Bot<V> {
  readonly budget: Readonly<ThinkBudget>;
  withBudget(budget: ThinkBudget): TunableBot<V>;
}

export function isTunable<V extends View>(bot: Bot<V>): bot is TunableBot<V> {
  return typeof (bot as Partial<TunableBot<V>>).withBudget === 'function';
}

/**
 * What a game supplies so the generic search can play it. Everything
 * game-specific is here: how to fill in the hidden cards from a view, what
 * the outcome is worth to each seat, and optionally a better-than-random
 * playout policy.
 */
export interface SearchAdapter<S, A extends Action, V extends View<A>> {
  game: Pick<Game<S, A, unknown, V>, 'apply' | 'legalActions' | 'status'>;
  /**
   * A sampler of full states consistent with everything `view` shows (own
   * hand, public history, inferred voids), the hidden cards drawn from the
   * rng; what the view tells is worked out once per decision. The search
   * never sees the true state, only such samples.
   */
  determinize(view: V): (rng: Rng) => S;
  /** Payoff per seat where the search stops; larger is better. */
  utility(state: S): number[];
  /** Typical spread of `utility`, so the exploration constant works across games. */
  utilityScale: number;
  /** Where a playout stops; default: the round is over (status phase is not 'play'). */
  isTerminal?(state: S): boolean;
  /** Playout policy; default: a uniformly random legal action. */
  rollout?(state: S, seat: Seat, legal: A[], rng: Rng): A;
  /**
   * A fast playout: from `state` on to where playouts stop, taking exactly
   * the moves and drawing exactly the numbers from `rng` that the step-by-step
   * playout (`playOut` in ismcts.ts: `legalActions`, `rollout`, `apply`)
   * would, so a seeded search decides the same, only cheaper. Must not
   * change `state`. Default: `playOut`.
   */
  playout?(state: S, rng: Rng): S;
  /** Identity of an action across determinizations; default: JSON text. */
  key?(action: A): string;
}
