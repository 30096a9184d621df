import type { Action, View } from '../engine/game';
import { createRng, type Rng } from '../engine/rng';
import { ismcts, type SearchOptions, type SearchResult } from './ismcts';
import type { SearchAdapter } from './types';

/**
 * Root-parallel ISMCTS: a decision's search is cut into `shares`, each an
 * independent search from the same view on its own sampled worlds (its own
 * random stream, derived from the decision's rng), and the root statistics
 * are summed (visits, rewards); the most visited action wins. Shares run on
 * a pool of worker threads where one is installed (`setSearchPool`, Node
 * only: search-pool.ts), the rest, and all of them without a pool, on the
 * calling thread. With a fixed iteration count the result depends only on
 * the rng and the number of shares, not on where the shares ran.
 *
 * This module is pure (no Node imports): the renderer may import it, it
 * simply never has a pool.
 */

/** One share of a decision, as it crosses to a worker (structured clone). */
export interface ShareJob {
  /** The adapter's name in the worker's registry (search-adapters.ts), e.g. 'doppelkopf/hard'. */
  adapter: string;
  view: unknown;
  seed: string;
  label: string;
  iterations?: number;
  /** Absolute deadline, `Date.now()` ms (the threads share the wall clock, not `performance.now()`). */
  deadline?: number;
  explore?: number;
}

export interface ShareResult {
  iterations: number;
  stats: { key: string; visits: number; reward: number }[];
}

/** A pool that runs shares synchronously (the caller blocks until they are back or late). */
export interface SearchPool {
  /** Worker threads in the pool (fixed for the process; a bot's default shares are this + 1). */
  readonly threads: number;
  /** Threads ready to take a share now (the caller runs the rest itself). */
  ready(): number;
  /**
   * Runs `jobs` on the pool while `local()` runs on this thread; returns each
   * job's result, or null for one that failed or was not back by `waitUntil`
   * (`Date.now()` ms).
   */
  run(jobs: ShareJob[], local: () => void, waitUntil: number): (ShareResult | null)[];
}

let pool: SearchPool | null = null;

/** Installs (or with null removes) this thread's pool; search-pool.ts does it in Node. */
export function setSearchPool(p: SearchPool | null): void {
  pool = p;
}

export function searchPool(): SearchPool | null {
  return pool;
}

/** Runs one share on this thread. */
export function runShare<S, A extends Action, V extends View<A>>(adapter: SearchAdapter<S, A, V>, job: ShareJob): ShareResult {
  const rng = createRng(job.seed, job.label);
  const thinkMs = job.deadline === undefined ? undefined : Math.max(1, job.deadline - Date.now());
  const out = ismcts(adapter, job.view as V, rng, { iterations: job.iterations, thinkMs, ...(job.explore === undefined ? {} : { explore: job.explore }) });
  return { iterations: out.iterations, stats: out.stats.map((s) => ({ key: s.key, visits: s.visits, reward: s.mean * s.visits })) };
}

export interface RootParallelOptions extends SearchOptions {
  /** How many shares the decision is cut into (the result depends on this and the rng only). */
  shares: number;
  /** Iterations per share (default: `iterations / shares`, so the total stays `iterations`). */
  perShare?: number;
  /** Extra wait for a worker past the think cap before its share is given up (default 100 ms). */
  graceMs?: number;
  /**
   * When the decision began (`Date.now()` ms; default: now). The think cap
   * counts from here, so time spent before the search (the shortcut's
   * checks, a view copy) is inside it, and the caller stops waiting for the
   * threads at `startedAt + thinkMs + graceMs` at the latest: the whole
   * decision keeps one wall-clock deadline. Shares not back by then are left
   * out (the decision then differs from the same seed's decision without a
   * deadline: the one exception to "same seed, same shares, same result").
   */
  startedAt?: number;
  /** The decision's hard deadline (`Date.now()` ms): the caller never waits for a thread past it (search-bot.ts sets it). */
  limitAt?: number;
}

/**
 * The root-parallel search of one decision. `name` is the adapter's name in
 * search-adapters.ts, so a worker can rebuild the same adapter.
 */
export function rootParallel<S, A extends Action, V extends View<A>>(
  adapter: SearchAdapter<S, A, V>,
  name: string,
  view: V,
  rng: Rng,
  options: RootParallelOptions,
): SearchResult<A> & { shares: number; remote: number } {
  const shares = Math.max(1, Math.floor(options.shares));
  const per = options.perShare ?? (options.iterations === undefined ? undefined : Math.max(1, Math.ceil(options.iterations / shares)));
  // One draw from the decision's stream names all shares: the same rng gives the same shares.
  const seed = `rp/${rng.int(0, 2 ** 31 - 1)}`;
  const deadline = options.thinkMs === undefined ? undefined : (options.startedAt ?? Date.now()) + options.thinkMs;
  const jobs: ShareJob[] = Array.from({ length: shares }, (_, i) => ({
    adapter: name, view, seed, label: `share/${i}`,
    ...(per === undefined ? {} : { iterations: per }),
    ...(deadline === undefined ? {} : { deadline }),
    ...(options.explore === undefined ? {} : { explore: options.explore }),
  }));
  const p = shares > 1 ? pool : null;
  // Share 0 always runs here; as many others as the pool has threads ready go there.
  const remoteCount = p ? Math.min(shares - 1, p.ready()) : 0;
  const results: (ShareResult | null)[] = new Array(shares).fill(null);
  const local = (): void => { results[0] = runShare(adapter, jobs[0]!); };
  if (p && remoteCount > 0) {
    const waitUntil = Math.min(deadline === undefined ? Number.POSITIVE_INFINITY : deadline + (options.graceMs ?? 100), options.limitAt ?? Number.POSITIVE_INFINITY);
    const remote = p.run(jobs.slice(1, 1 + remoteCount), local, waitUntil);
    remote.forEach((r, i) => { results[1 + i] = r; });
  } else local();
  // The shares no thread took run here in turn (the same result, later); with a think cap, only while time is left.
  let remote = remoteCount;
  for (let i = 1; i < shares; i++) {
    if (results[i]) continue;
    if (i <= remoteCount) remote--;
    if (deadline !== undefined && Date.now() >= deadline) continue;
    results[i] = runShare(adapter, jobs[i]!);
  }
  return { ...merge(results.filter((r): r is ShareResult => r !== null), view.legal, adapter.key), shares, remote };
}

const defaultKey = (a: Action): string => JSON.stringify(a);

/** Sums the shares' root statistics; the most visited legal action (then the best mean) wins, as in `ismcts`. */
export function merge<A extends Action>(results: ShareResult[], legal: A[], keyOf: (a: A) => string = defaultKey): SearchResult<A> {
  const sum = new Map<string, { visits: number; reward: number }>();
  let iterations = 0;
  for (const r of results) {
    iterations += r.iterations;
    for (const s of r.stats) {
      const t = sum.get(s.key) ?? { visits: 0, reward: 0 };
      t.visits += s.visits;
      t.reward += s.reward;
      sum.set(s.key, t);
    }
  }
  const stats = [...sum].map(([key, t]) => ({ key, visits: t.visits, mean: t.visits ? t.reward / t.visits : 0 }))
    .sort((a, b) => b.visits - a.visits || b.mean - a.mean || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const byKey = new Map(legal.map((a) => [keyOf(a), a]));
  const best = stats.find((s) => byKey.has(s.key));
  return { action: best ? byKey.get(best.key)! : legal[0]!, iterations, stats };
}
