import type { Action, View } from '../engine/game';
import type { Rng } from '../engine/rng';
import { ismcts, type SearchOptions } from './ismcts';
import type { SearchAdapter, ThinkBudget, TunableBot } from './types';

export interface SearchBotConfig<V extends View> extends SearchOptions {
  /**
   * Decide without searching when this returns an action (e.g. collecting a
   * trick, or a move a heuristic settles); null to search.
   */
  shortcut?: (view: V, rng: Rng) => V['legal'][number] | null;
  /** An action taken unasked in a seat the game does not wait for (`Bot.volunteer`). */
  volunteer?: (view: V, rng: Rng) => V['legal'][number] | null;
}

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
      if (view.seat === null || view.legal.length === 0) return null;
      if (view.awaiting && !view.awaiting.includes(view.seat)) return null;
      if (view.legal.length === 1) return view.legal[0]!;
      const quick = config.shortcut?.(view, rng);
      if (quick) return quick;
      return ismcts(adapter, view, rng, config).action;
    },
  };
}
