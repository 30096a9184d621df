import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { installSearchPool, type WorkerSearchPool } from '../../shared/bots/search-pool';

/**
 * Installs this thread's search pool (shared/bots/search-pool.ts) for the
 * host's bot thread, `stammtisch bot`, `selfplay` and the benches. Its
 * threads run the bot thread's own entry (botWorker.ts), which serves
 * search shares when started with the 'search' role: from the sources
 * through the tsx shim, in a bundle the botWorker.js beside this code.
 * `threads` defaults to STAMMTISCH_SEARCH_WORKERS, else the cores minus
 * one; where the entry is missing the search stays on one thread.
 */
export function installHostSearchPool(threads?: number): WorkerSearchPool | null {
  const entry = searchEntry();
  if (!entry) return null;
  return installSearchPool({ entry, ...(threads === undefined ? {} : { threads }) });
}

function searchEntry(): URL | null {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return new URL('./botWorkerTsx.mjs', here);
  for (const rel of ['./botWorker.js', '../botWorker.js', './botWorker.mjs', '../botWorker.mjs']) {
    const url = new URL(rel, here);
    if (existsSync(fileURLToPath(url))) return url;
  }
  return null;
}
