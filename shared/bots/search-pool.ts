import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { setSearchPool, type SearchPool, type ShareJob, type ShareResult } from './root-parallel';

/**
 * Node only (imports worker_threads): the worker threads that take shares of
 * a root-parallel search (root-parallel.ts). `Bot.decide` is synchronous, so
 * the calling thread posts the shares, runs its own, and then blocks on
 * `Atomics.wait` until each worker has posted its result and bumped its
 * signal word; `receiveMessageOnPort` reads the result without the event
 * loop. The threads stay alive for the process (unref'd, so they never keep
 * it alive); they start when an entry warms the pool (a table with search
 * bots, `stammtisch bot`) or else at the first search that asks for them
 * (that search runs all its shares itself). A thread that is late is not
 * waited for: its share is left out and the thread takes no new share
 * until its late answer has come in (it is replaced only if it owes one
 * for `stuckMs`; starting a thread costs far more than a late share). A
 * thread that crashes is replaced at once, its share given up (the caller
 * then runs it itself if time is left).
 *
 * Entry points install the pool (`installSearchPool`): the host's bot
 * thread, `stammtisch bot`/`selfplay`, the benches. The worker's entry is
 * theirs to name (it must call `serveShares` from search-worker.ts), so
 * this module needs no bundler configuration of its own.
 */

interface Thread {
  worker: Worker;
  port: MessagePort;
  /** [0]: results posted so far; [1]: 1 once the thread has loaded and can take a share. */
  signal: Int32Array;
  /** Results already read off `signal[0]`. */
  seen: number;
  busy: boolean;
  dead: boolean;
  /** The share this thread was late with (its answer is dropped when it comes), and since when. */
  owes: { id: number; since: number } | null;
}

export interface SearchPoolOptions {
  /** Worker threads (default: STAMMTISCH_SEARCH_WORKERS, else the cores minus one). 0: no pool. */
  threads?: number;
  /** The worker's entry; it must serve shares (search-worker.ts `serveShares`). */
  entry: URL;
  execArgv?: string[];
  /** A thread that owes a late share this long is replaced (default 10 s). */
  stuckMs?: number;
}

export class WorkerSearchPool implements SearchPool {
  private readonly slots: (Thread | null)[];
  private nextId = 1;
  /** Threads started so far (replacements included). */
  started = 0;
  /** Shares a thread ran and answered in time (for `selfplay`'s summary and tests). */
  answered = 0;

  constructor(private readonly options: SearchPoolOptions & { threads: number }) {
    this.slots = Array.from({ length: options.threads }, () => null);
  }

  get threads(): number {
    return this.slots.length;
  }

  /** Starts every thread now (loading the engine takes a while; shares go only to threads that are ready). */
  warm(): void {
    for (let i = 0; i < this.slots.length; i++) if (!this.slots[i] || this.slots[i]!.dead) this.spawn(i);
  }

  /** Waits (async) until every thread is ready, or `ms` passed; for benches that want all cores from the first decision. */
  async whenReady(ms = 30_000): Promise<number> {
    this.warm();
    const until = Date.now() + ms;
    while (Date.now() < until && this.ready() < this.slots.length) await new Promise((r) => setTimeout(r, 20));
    return this.ready();
  }

  ready(): number {
    // Threads start at the first search that could use them (a table without search bots never pays for them).
    if (this.started === 0) this.warm();
    for (const t of this.slots) if (t?.owes) this.settle(t);
    return this.slots.filter((t) => t && !t.dead && !t.busy && Atomics.load(t.signal, 1) === 1).length;
  }

  run(jobs: ShareJob[], local: () => void, waitUntil: number): (ShareResult | null)[] {
    const out: (ShareResult | null)[] = jobs.map(() => null);
    const taken: { thread: Thread; at: number; id: number }[] = [];
    for (const t of this.slots) {
      if (taken.length === jobs.length) break;
      if (t?.owes) this.settle(t);
      if (!t || t.dead || t.busy || Atomics.load(t.signal, 1) !== 1) continue;
      const id = this.nextId++;
      t.busy = true;
      t.port.postMessage({ id, job: jobs[taken.length]! });
      taken.push({ thread: t, at: taken.length, id });
    }
    this.warm();
    try {
      local();
    } finally {
      for (const { thread, at, id } of taken) out[at] = this.collect(thread, id, waitUntil);
    }
    return out;
  }

  /** Ends every thread (tests, benches). */
  async close(): Promise<void> {
    setSearchPoolIfOurs(this);
    await Promise.all(this.slots.map((t, i) => {
      this.slots[i] = null;
      if (!t) return undefined;
      t.dead = true;
      t.port.close();
      return t.worker.terminate();
    }));
  }

  private collect(t: Thread, id: number, waitUntil: number): ShareResult | null {
    for (;;) {
      const got = receiveMessageOnPort(t.port) as { message: { id: number; result?: ShareResult; error?: string } } | undefined;
      if (got) {
        t.seen++;
        if (got.message.id !== id) continue; // a late answer to a share given up before
        t.busy = false;
        if (got.message.result) this.answered++;
        return got.message.result ?? null;
      }
      if (t.dead) return null;
      const left = waitUntil - Date.now();
      if (left <= 0) {
        // Late: the decision goes on without this share; the thread is free again once its answer is in.
        t.owes = { id, since: Date.now() };
        return null;
      }
      Atomics.wait(t.signal, 0, t.seen, Math.min(left, 1000));
    }
  }

  /** Reads a late answer off a thread that owes one (non-blocking); replaces the thread if it owes it too long. */
  private settle(t: Thread): void {
    for (;;) {
      const got = receiveMessageOnPort(t.port) as { message: { id: number } } | undefined;
      if (!got) break;
      t.seen++;
      if (t.owes && got.message.id === t.owes.id) {
        t.owes = null;
        t.busy = false;
      }
    }
    if (t.owes && !t.dead && Date.now() - t.owes.since > (this.options.stuckMs ?? 10_000)) this.replace(t);
  }

  private replace(t: Thread): void {
    t.dead = true;
    t.port.close();
    void t.worker.terminate();
    const i = this.slots.indexOf(t);
    if (i >= 0) this.slots[i] = null;
  }

  private spawn(i: number): void {
    const { port1, port2 } = new MessageChannel();
    const signal = new Int32Array(new SharedArrayBuffer(8));
    const worker = new Worker(this.options.entry, {
      execArgv: this.options.execArgv ?? [],
      name: `stammtisch-search-${i}`,
      workerData: { role: 'search', port: port2, signal },
      transferList: [port2],
    });
    this.started++;
    const t: Thread = { worker, port: port1, signal, seen: 0, busy: false, dead: false, owes: null };
    worker.unref();
    port1.unref();
    const gone = (): void => {
      if (t.dead) return;
      t.dead = true;
      // Wake a caller waiting on this thread.
      Atomics.add(signal, 0, 1);
      Atomics.notify(signal, 0);
      if (this.slots[i] === t) this.slots[i] = null;
    };
    worker.on('error', gone);
    worker.on('exit', gone);
    this.slots[i] = t;
  }
}

let installed: WorkerSearchPool | null = null;

function setSearchPoolIfOurs(p: WorkerSearchPool): void {
  if (installed === p) {
    installed = null;
    setSearchPool(null);
  }
}

/** How many worker threads by default: STAMMTISCH_SEARCH_WORKERS, else the cores minus the calling thread. */
export function defaultSearchThreads(): number {
  const env = Number(process.env.STAMMTISCH_SEARCH_WORKERS);
  if (process.env.STAMMTISCH_SEARCH_WORKERS !== undefined && Number.isInteger(env) && env >= 0) return env;
  return Math.max(0, availableParallelism() - 1);
}

/**
 * This thread's pool, installed once (later calls return the same pool).
 * With 0 threads nothing is installed and searches run on the calling
 * thread alone (the graceful fallback).
 */
export function installSearchPool(options: SearchPoolOptions): WorkerSearchPool | null {
  if (installed) return installed;
  const threads = options.threads ?? defaultSearchThreads();
  if (threads <= 0) return null;
  installed = new WorkerSearchPool({ ...options, threads });
  setSearchPool(installed);
  return installed;
}
