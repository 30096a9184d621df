import { appendFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { setSearchPool } from '../../shared/bots/root-parallel';
import { WorkerSearchPool } from '../../shared/bots/search-pool';

/**
 * What every long bench prints: JSON lines, each stamped with the machine's
 * load at the start and now (the box is shared, so a number without its
 * load means little), the seconds so far and the time; `--out FILE`
 * appends every line to FILE as well (a run stopped by its time bound
 * still leaves its running lines).
 */
export class RunLog {
  private readonly load0 = load();
  private readonly t0 = performance.now();

  constructor(private readonly out?: string) {}

  /** Prints `fields` with the load and time stamp added, and appends the line to the out file. */
  emit(fields: Record<string, unknown>): void {
    const line = JSON.stringify({
      ...fields,
      load: { start: this.load0, now: load() },
      seconds: Math.round((performance.now() - this.t0) / 100) / 10,
      at: new Date().toISOString(),
    });
    console.log(line);
    if (this.out) appendFileSync(this.out, line + '\n');
  }
}

/** `uptime`'s three load averages, one decimal. */
export function load(): number[] {
  return loadavg().map((x) => Math.round(x * 10) / 10);
}

/** Decision times: count, mean and 99th percentile in whole ms. */
export function timing(xs: readonly number[]): { n: number; mean: number; p99: number } {
  const s = xs.slice().sort((x, y) => x - y);
  return { n: s.length, mean: Math.round(s.reduce((x, y) => x + y, 0) / Math.max(1, s.length)), p99: Math.round(s[Math.floor(s.length * 0.99)] ?? 0) };
}

/** `--threads N`: a search pool of N worker threads in this process, as the host's bot thread installs one. */
export async function startSearchPool(threads: number, options: { warm?: boolean } = {}): Promise<WorkerSearchPool | null> {
  if (threads <= 0) return null;
  const pool = new WorkerSearchPool({ threads, entry: new URL('../../src-main/host/botWorkerTsx.mjs', import.meta.url) });
  if (options.warm !== false) await pool.whenReady(60_000);
  setSearchPool(pool);
  return pool;
}
