import type { Action, Seat, View } from '../engine/game';
import { pick, type Rng } from '../engine/rng';
import type { SearchAdapter, ThinkBudget } from './types';

interface Node<A> {
  key: string;
  action: A | null;
  /** The seat that took `action`; its payoff is what this node accumulates. */
  mover: Seat;
  visits: number;
  /** How often this action was legal when its parent was visited (ISMCTS's "availability"). */
  avail: number;
  reward: number;
  children: Node<A>[];
}

export interface SearchOptions extends ThinkBudget {
  /** UCB exploration constant, on payoffs divided by the adapter's utilityScale. */
  explore?: number;
  /** Clock for the think cap; injectable so tests need no real time. */
  now?: () => number;
}

export interface SearchResult<A> {
  action: A;
  iterations: number;
  /** Root statistics, best first: for debugging and tests. */
  stats: { key: string; visits: number; mean: number }[];
}

const defaultKey = (a: Action): string => JSON.stringify(a);
const clock = (): number => globalThis.performance.now();

/**
 * Single-observer information-set MCTS (Cowling, Powley & Whitehouse 2012).
 * Each iteration samples one full state consistent with the view, walks the
 * shared tree choosing only among actions legal in that sample (UCB with
 * availability counts), expands one node, plays out with the adapter's
 * policy and credits every node with the payoff of the seat that moved there.
 * Works for any turn-based game: the seat to move is `status().awaiting[0]`.
 */
export function ismcts<S, A extends Action, V extends View<A>>(
  adapter: SearchAdapter<S, A, V>,
  view: V,
  rng: Rng,
  options: SearchOptions = {},
): SearchResult<A> {
  const legal = view.legal;
  if (view.seat === null || legal.length === 0) throw new Error('ismcts: nothing to decide in this view');
  const key = adapter.key ?? defaultKey;
  const { game } = adapter;
  const terminal = adapter.isTerminal ?? ((s: S) => game.status(s).phase !== 'play');
  const explore = options.explore ?? 0.7;
  const scale = adapter.utilityScale;
  const iterations = options.iterations ?? (options.thinkMs === undefined ? 1000 : Number.POSITIVE_INFINITY);
  const now = options.now ?? clock;
  const deadline = options.thinkMs === undefined ? Number.POSITIVE_INFINITY : now() + options.thinkMs;

  const sample = adapter.determinize(view);
  const root: Node<A> = { key: '', action: null, mover: view.seat, visits: 0, avail: 0, reward: 0, children: [] };
  const path: Node<A>[] = [];
  let done = 0;
  while (done < iterations && (done === 0 || now() < deadline)) {
    done++;
    let state = sample(rng);
    let node = root;
    path.length = 0;
    // Selection and expansion.
    while (!terminal(state)) {
      const actor = game.status(state).awaiting[0];
      if (actor === undefined) break;
      const moves = game.legalActions(state, actor);
      if (moves.length === 0) break;
      const untried: A[] = [];
      const known: Node<A>[] = [];
      for (const a of moves) {
        const k = key(a);
        const child = node.children.find((c) => c.key === k);
        if (child) {
          child.avail++;
          known.push(child);
        } else untried.push(a);
      }
      let next: Node<A>;
      if (untried.length > 0) {
        const a = pick(untried, rng);
        next = { key: key(a), action: a, mover: actor, visits: 0, avail: 1, reward: 0, children: [] };
        node.children.push(next);
      } else {
        next = known[0]!;
        let best = Number.NEGATIVE_INFINITY;
        for (const c of known) {
          const ucb = c.reward / c.visits / scale + explore * Math.sqrt(Math.log(c.avail) / c.visits);
          if (ucb > best) { best = ucb; next = c; }
        }
      }
      state = step(adapter, state, next.action!);
      path.push(next);
      node = next;
      if (next.visits === 0) break;
    }
    // Playout.
    state = adapter.playout ? adapter.playout(state, rng) : playOut(adapter, state, rng);
    const payoff = adapter.utility(state);
    for (const n of path) {
      n.visits++;
      n.reward += payoff[n.mover]!;
    }
  }

  const stats = root.children
    .map((c) => ({ key: c.key, visits: c.visits, mean: c.visits ? c.reward / c.visits : 0 }))
    .sort((a, b) => b.visits - a.visits || b.mean - a.mean);
  const byKey = new Map(legal.map((a) => [key(a), a]));
  const best = stats.find((s) => byKey.has(s.key));
  return { action: best ? byKey.get(best.key)! : legal[0]!, iterations: done, stats };
}

/**
 * The playout step by step through the full rules: at each position the
 * adapter's `rollout` (default: a uniformly random move) picks among
 * `legalActions`, and `apply` makes it. An adapter's fast `playout` must
 * reach the same state with the same draws from `rng`.
 */
export function playOut<S, A extends Action, V extends View<A>>(adapter: SearchAdapter<S, A, V>, start: S, rng: Rng): S {
  const { game } = adapter;
  const terminal = adapter.isTerminal ?? ((s: S) => game.status(s).phase !== 'play');
  let state = start;
  while (!terminal(state)) {
    const actor = game.status(state).awaiting[0];
    if (actor === undefined) break;
    const moves = game.legalActions(state, actor);
    if (moves.length === 0) break;
    state = step(adapter, state, adapter.rollout ? adapter.rollout(state, actor, moves, rng) : pick(moves, rng));
  }
  return state;
}

function step<S, A extends Action, V extends View<A>>(adapter: SearchAdapter<S, A, V>, state: S, action: A): S {
  const out = adapter.game.apply(state, action);
  // A refused action here means the determinization or the policy is wrong, not the player.
  if (!out.ok) throw new Error(`search: sampled state refused ${JSON.stringify(action)}: ${out.error.message}`);
  return out.state;
}
