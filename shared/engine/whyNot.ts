import type { Outcome } from './errors';
import type { Action, Unplayable } from './game';

/**
 * The first-game mode's reasons straight from the rules: try each candidate
 * with the game's own `apply` and keep the refusals. So no rule is written
 * twice; a game only says which choices its player can see.
 */
export function refusalsOf<S, A extends Action>(apply: (state: S, action: A) => Outcome<S>, state: S, candidates: readonly A[]): Unplayable<A>[] {
  const out: Unplayable<A>[] = [];
  for (const action of candidates) {
    const r = apply(state, action);
    if (r.ok) continue;
    out.push(r.error.params ? { action, code: r.error.code, params: r.error.params } : { action, code: r.error.code });
  }
  return out;
}
