import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Action } from '../../shared/engine/game';
import type { ThinkBudget } from '../../shared/bots/types';

/** What a worker gets: only the seat's view, never the table. */
export interface BotJob {
  id: number;
  game: string;
  level: string | null;
  view: object;
  seed: string;
  label: string;
  budget?: ThinkBudget;
}

export type BotAnswer = { id: number; action: Action | null } | { id: number; error: string };

export type BotResult = { ok: true; action: Action | null } | { ok: false; reason: string };

interface Pending {
  job: BotJob;
  /** Checked when a worker frees up: a job the table has moved past is dropped unsent. */
  stale: () => boolean;
  done: (r: BotResult) => void;
}

interface Slot {
  worker: Worker;
  job: Pending | null;
  timer: NodeJS.Timeout | null;
}

export interface BotPoolOptions {
  /** Threads (default: STAMMTISCH_BOT_WORKERS, else 1; at most the cores). */
  size?: number;
  /** A decision that takes longer fails (its thread is replaced). */
  timeoutMs?: number;
}

/**
 * Search bots think for up to a second per decision; on the main thread that
 * would freeze every table and client in the process. This pool runs their
 * decisions in worker threads, one job per thread at a time, queued in
 * order. Threads start on first use, are replaced after a crash or a
 * timeout, and never keep the process alive.
 */
export class BotPool {
  readonly size: number;
  readonly timeoutMs: number;
  private readonly slots: (Slot | null)[];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  /** Threads started so far (replacements included). */
  started = 0;

  constructor(options: BotPoolOptions = {}) {
    const env = Number(process.env.STAMMTISCH_BOT_WORKERS);
    const wanted = options.size ?? (Number.isInteger(env) && env > 0 ? env : 1);
    this.size = Math.max(1, Math.min(wanted, availableParallelism()));
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.slots = Array.from({ length: this.size }, () => null);
  }

  /** Decisions running or waiting. */
  get busy(): number {
    return this.slots.filter((s) => s?.job).length + this.queue.length;
  }

  /** Resolves with the bot's action, or `ok: false` (crash, timeout, error, closed pool); never rejects. */
  decide(job: Omit<BotJob, 'id'>, stale: () => boolean = () => false): Promise<BotResult> {
    if (this.closed) return Promise.resolve({ ok: false, reason: 'the bot pool is closed' });
    return new Promise((done) => {
      this.queue.push({ job: { ...job, id: this.nextId++ }, stale, done });
      this.pump();
    });
  }

  /**
   * Start the threads now rather than on the first decision: loading the
   * engine in a thread takes about a second, which the first search bot
   * move of a table would otherwise wait for.
   */
  warm(): void {
    if (this.closed) return;
    for (let i = 0; i < this.slots.length; i++) if (!this.slots[i]) this.spawn(i);
  }

  /** Ends every thread; open decisions fail. */
  async close(): Promise<void> {
    this.closed = true;
    for (const p of this.queue.splice(0)) p.done({ ok: false, reason: 'the bot pool is closed' });
    await Promise.all(this.slots.map((s, i) => {
      if (!s) return undefined;
      this.slots[i] = null;
      this.finish(s, { ok: false, reason: 'the bot pool is closed' });
      return s.worker.terminate();
    }));
  }

  /** For tests and diagnostics: the thread working on a decision, if any. */
  busyWorker(): Worker | null {
    return this.slots.find((s) => s?.job)?.worker ?? null;
  }

  private pump(): void {
    for (let i = 0; i < this.slots.length && this.queue.length > 0; i++) {
      if (this.slots[i]?.job) continue;
      let next: Pending | undefined;
      while ((next = this.queue.shift()) && next.stale()) next.done({ ok: true, action: null });
      if (!next) return;
      const slot = this.slots[i] ?? this.spawn(i);
      slot.job = next;
      slot.timer = setTimeout(() => this.fail(i, slot, `no answer within ${this.timeoutMs} ms`), this.timeoutMs);
      slot.worker.ref();
      slot.worker.postMessage(next.job);
    }
  }

  private spawn(i: number): Slot {
    const { url, execArgv } = workerEntry();
    const worker = new Worker(url, { execArgv, name: `stammtisch-bot-${i}` });
    this.started++;
    const slot: Slot = { worker, job: null, timer: null };
    worker.unref();
    worker.on('message', (answer: BotAnswer) => {
      if (!slot.job || slot.job.job.id !== answer.id) return;
      this.finish(slot, 'error' in answer ? { ok: false, reason: answer.error } : { ok: true, action: answer.action });
      worker.unref();
      this.pump();
    });
    worker.on('error', (e) => this.fail(i, slot, `the bot thread crashed: ${e.message}`));
    worker.on('exit', (code) => this.fail(i, slot, `the bot thread exited (code ${code})`));
    this.slots[i] = slot;
    return slot;
  }

  private finish(slot: Slot, result: BotResult): void {
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    const job = slot.job;
    slot.job = null;
    job?.done(result);
  }

  /** The thread is gone or stuck: answer its job, drop it, start afresh on the next job. */
  private fail(i: number, slot: Slot, reason: string): void {
    if (this.slots[i] !== slot) return;
    this.slots[i] = null;
    this.finish(slot, { ok: false, reason });
    void slot.worker.terminate();
    if (!this.closed) this.pump();
  }
}

/**
 * The worker's entry: from the sources (tsx, vitest) a small .mjs that
 * registers tsx inside the thread; in the electron-vite bundle the
 * botWorker.js it emits beside the main entry.
 */
function workerEntry(): { url: URL; execArgv: string[] } {
  const here = import.meta.url;
  if (here.endsWith('.ts')) return { url: new URL('./botWorkerTsx.mjs', here), execArgv: [] };
  for (const rel of ['./botWorker.js', '../botWorker.js', './botWorker.mjs', '../botWorker.mjs']) {
    const url = new URL(rel, here);
    if (existsSync(fileURLToPath(url))) return { url, execArgv: [] };
  }
  throw new Error(`the bot thread (botWorker.js) is missing beside ${fileURLToPath(here)}`);
}

let shared: BotPool | null = null;

/** One pool per process: every table's bots share the same threads. */
export function sharedBotPool(): BotPool {
  shared ??= new BotPool();
  return shared;
}
