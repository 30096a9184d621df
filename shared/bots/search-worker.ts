import { workerData } from 'node:worker_threads';
import type { MessagePort } from 'node:worker_threads';
import type { Action, View } from '../engine/game';
import { runShare, type ShareJob, type ShareResult } from './root-parallel';
import type { SearchAdapter } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyAdapter = SearchAdapter<any, Action, View>;

/** True in a thread started by search-pool.ts (its entry then serves shares instead of its usual work). */
export function isSearchThread(): boolean {
  return (workerData as { role?: string } | null)?.role === 'search';
}

/**
 * The worker side of search-pool.ts: takes shares on the port it was given,
 * runs each with the named adapter and posts the result, then bumps the
 * signal word so a caller blocked in `Atomics.wait` wakes up. `warmup`
 * runs first (a tiny search, so the first share is not slowed by the JIT);
 * the thread says it is ready only after it.
 */
export function serveShares(adapters: Record<string, AnyAdapter>, warmup?: () => void): void {
  const { port, signal } = workerData as { port: MessagePort; signal: Int32Array };
  // Compile the search's code before taking shares (the caller gives shares only to ready threads).
  try {
    warmup?.();
  } catch {
    // A failed warm-up only costs speed.
  }
  port.on('message', ({ id, job }: { id: number; job: ShareJob }) => {
    let answer: { id: number; result?: ShareResult; error?: string };
    try {
      const adapter = adapters[job.adapter];
      if (!adapter) throw new Error(`no search adapter "${job.adapter}"`);
      answer = { id, result: runShare(adapter, job) };
    } catch (e) {
      answer = { id, error: (e as Error).stack ?? String(e) };
    }
    port.postMessage(answer);
    Atomics.add(signal, 0, 1);
    Atomics.notify(signal, 0);
  });
  Atomics.store(signal, 1, 1);
}
