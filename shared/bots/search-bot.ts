import type { Action, View } from '../engine/game';
import type { Rng } from '../engine/rng';
import { ismcts, type SearchOptions } from './ismcts';
import { rootParallel, searchPool } from './root-parallel';
import { decisionCap, noteDecision } from './deadline';
import type { SearchAdapter, ThinkBudget, TunableBot } from './types';

export interface SearchBotConfig<V extends View> extends SearchOptions {
  /**
   * Decide without searching when this returns an action (e.g. collecting a
   * trick, or a move a heuristic settles); null to search.
   */
  shortcut?: (view: V, rng: Rng) => V['legal'][number] | null;
  /** An action taken unasked in a seat the game does not wait for (`Bot.volunteer`). */
  volunteer?: (view: V, rng: Rng) => V['legal'][number] | null;
  /**
   * Spread the search over this thread's search pool (root-parallel.ts):
   * `name` is the adapter's name in shared/games/search-adapters.ts, so a
   * worker thread rebuilds the same adapter; `shares` (default: the pool's
   * threads + 1, 1 without a pool) fixes how the decision is cut, and with
   * it the result for a given seed. With one share the search is the plain
   * single-thread `ismcts`, decision for decision.
   *
   * Such a bot also keeps one deadline per decision (deadline.ts): the
   * decision should end by `thinkMs + overrunMs` (default 200 ms) from the
   * moment `decide` was called; the cap counts from then and shrinks by the
   * overshoot recent decisions showed, and the caller stops waiting for the
   * threads at that deadline. Only a decision that reaches its cap is
   * affected (a seeded decision with a fixed iteration count that ends
   * before it is the same as ever).
   */
  parallel?: {
    name: string; shares?: number; overrunMs?: number;
    /** Every share runs the full `iterations` (more search in about the same time) instead of a share of them. */
    each?: boolean;
  };
}

/** How far past its think cap a decision on the pool may end by default (hard: 750 ms cap, so within 950 ms). */
export const DEFAULT_OVERRUN_MS = 200;

/**
 * A bot that searches with ISMCTS from the view alone. It waits (null) when
 * the table does not wait for its seat, and answers a forced move at once.
 */
export function searchBot<S, A extends Action, V extends View<A> & { awaiting?: number[] }>(
  kind: string,
  adapter: SearchAdapter<S, A, V>,
  config: SearchBotConfig<V>,
): TunableBot<V> {
  const budget: ThinkBudget = { iterations: config.iterations, thinkMs: config.thinkMs };
  return {
    kind,
    budget,
    ...(config.volunteer ? { volunteer: config.volunteer } : {}),
    withBudget(next: ThinkBudget) {
      const set = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined));
      return searchBot(kind, adapter, { ...config, ...set });
    },
    decide(view, rng) {
      // A bot on the pool keeps one deadline for the whole decision: its cap counts from here (deadline.ts).
      const startedAt = Date.now();
      if (view.seat === null || view.legal.length === 0) return null;
      if (view.awaiting && !view.awaiting.includes(view.seat)) return null;
      if (view.legal.length === 1) return view.legal[0]!;
      const quick = config.shortcut?.(view, rng);
      if (quick) return quick;
      const { parallel } = config;
      if (parallel) {
        const shares = parallel.shares ?? (searchPool()?.threads ?? 0) + 1;
        const overrun = parallel.overrunMs ?? DEFAULT_OVERRUN_MS;
        const cap = config.thinkMs === undefined ? undefined : decisionCap(config.thinkMs, overrun);
        const action = shares > 1
          ? rootParallel(adapter, parallel.name, view, rng, { ...config, thinkMs: cap, shares, startedAt, ...(parallel.each ? { perShare: config.iterations } : {}), ...(config.thinkMs === undefined ? {} : { limitAt: startedAt + config.thinkMs + overrun }) }).action
          : ismcts(adapter, view, rng, { ...config, thinkMs: cap === undefined ? undefined : Math.max(1, cap - (Date.now() - startedAt)) }).action;
        if (cap !== undefined) noteDecision(cap, Date.now() - startedAt);
        return action;
      }
      return ismcts(adapter, view, rng, config).action;
    },
  };
}
