import { randomBytes } from 'node:crypto';
import { accessSync, chmodSync, closeSync, constants, existsSync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, truncateSync, writeSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import envPaths from 'env-paths';
import { z } from 'zod';
import { DIR_MODE, removeTempFiles, SAVE_MODE, writeFileAtomic, writeFileAtomicSync } from './atomicFile';
import { lockDataDir } from './hostLock';
import { parseRecordText, type RecordRound, type TableRecord } from '../../shared/engine/record';
import type { Action } from '../../shared/engine/game';

/**
 * The data directory of one table (documented in docs/protocol.md):
 * `record.json` is the game's table record, `table.json` the sidecar with
 * what a restart needs besides it (seats, token hashes, table code), and
 * `journal.jsonl` every accepted action and deal, one JSON line each.
 */
export const RECORD_FILE = 'record.json';
export const JOURNAL_FILE = 'journal.jsonl';
export const SIDECAR_FILE = 'table.json';
export const SIDECAR_FORMAT = 'stammtisch-table/1';

/** Where tables without `--data` are saved, one directory each: e.g. ~/.local/share/stammtisch/tables on Linux. */
export function defaultDataRoot(): string {
  return join(envPaths('stammtisch', { suffix: '' }).data, 'tables');
}

/** A new table's own directory under the default, so two tables on one laptop never share one. */
export function defaultDataDir(): string {
  const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
  return join(defaultDataRoot(), `${stamp}-${randomBytes(3).toString('hex')}`);
}

export const SeatRecord = z.object({
  kind: z.enum(['empty', 'human', 'bot']),
  name: z.string().nullable(),
  level: z.string().nullable(),
  tokenHash: z.string().nullable(),
  /** A seat held by a bot client over the network (a `human` seat by rights: token, grace, stand-in), shown as a bot. */
  botClient: z.boolean().optional(),
  /** The person went home for good ("I'm going home"): a stand-in plays the seat, no token holds it. */
  gone: z.boolean().optional(),
});
export type SeatRecord = z.infer<typeof SeatRecord>;

export const Sidecar = z.object({
  format: z.literal(SIDECAR_FORMAT),
  tableId: z.string(),
  name: z.string(),
  game: z.string(),
  options: z.record(z.string(), z.unknown()),
  seed: z.string(),
  code: z.string().nullable(),
  seats: z.array(SeatRecord),
  /** Set once the game began: record.json then holds it. */
  started: z.boolean(),
  /** The game ended early: `host` ended it, or everyone `left` (went home). */
  endedBy: z.enum(['host', 'left']).optional(),
  /** What a seat whose person is away does (people.ts): a stand-in after the grace time, or the table waits; absent: `stand-in`. */
  absent: z.enum(['stand-in', 'wait']).optional(),
  /** Level of later bots and stand-ins (absent in tables saved before it existed). */
  botLevel: z.string().optional(),
  /** Every seat may ask for tips (the lobby's "Tips allowed", `stammtisch host --tips`); absent: off. */
  tips: z.boolean().optional(),
  /** The bots' pace chosen when the table was opened (`--bot-pace`, the lobby); absent: the host's own pauses. */
  botPace: z.enum(['slow', 'normal', 'fast']).optional(),
});
export type Sidecar = z.infer<typeof Sidecar>;

export interface Saved {
  sidecar: Sidecar;
  record: TableRecord | null;
}

/** What the table is told about saving: `failing` while what it holds is not all on disk. */
export type SaveStatus = { failing: false } | { failing: true; error: string };

const SAVE_FILES = [RECORD_FILE, SIDECAR_FILE, JOURNAL_FILE];

/** Errors of a read-only or unwritable place, said in words (not ENOENT from a later step). */
function describeFsError(e: NodeJS.ErrnoException, dir: string): Error {
  if (e.code === 'EROFS') return new Error(`the data directory ${dir} is on a read-only file system: choose another with --data`);
  if (e.code === 'EACCES' || e.code === 'EPERM') return new Error(`the data directory ${dir} is not writable (${e.code}): choose another with --data`);
  if (e.code === 'ENOSPC') return new Error(`no space left for the data directory ${dir}`);
  return e;
}

/** mkdir -p, but a read-only or unwritable parent is reported as such (recursive mkdir says ENOENT on EROFS). */
function makeDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    let parent = dirname(dir);
    while (!existsSync(parent) && dirname(parent) !== parent) parent = dirname(parent);
    accessSync(parent, constants.W_OK);
    throw e;
  }
}

/**
 * The save files of one table. Saving never throws at the table: a failed
 * save leaves the good files as they were, the table goes on from memory
 * with `status.failing` set, and the store retries (a full rewrite of
 * record.json and table.json) until the disk takes it again.
 */
export class TableStore {
  private readonly unlock: () => void;

  /** The saved table in `dir` as it is, without taking the directory (no lock, nothing changed): for tests and tools. */
  static peek(dir: string): Saved | null {
    return new TableStore(dir, true).load();
  }

  /** `peek`: only for `TableStore.peek`. */
  constructor(readonly dir: string, peek = false) {
    if (peek) {
      this.unlock = () => {};
      return;
    }
    try {
      makeDir(dir);
      // Tighten a directory made earlier (or with a wider umask): it holds the seed and every hand.
      chmodSync(dir, DIR_MODE);
      this.unlock = lockDataDir(dir);
    } catch (e) {
      throw describeFsError(e as NodeJS.ErrnoException, dir);
    }
    try {
      removeTempFiles(dir, SAVE_FILES);
      for (const f of SAVE_FILES) if (existsSync(join(dir, f))) chmodSync(join(dir, f), SAVE_MODE);
      const finished = join(dir, 'finished');
      if (existsSync(finished)) {
        chmodSync(finished, DIR_MODE);
        for (const f of readdirSync(finished)) chmodSync(join(finished, f), SAVE_MODE);
      }
    } catch (e) {
      this.unlock();
      throw describeFsError(e as NodeJS.ErrnoException, dir);
    }
  }

  /** The saved table, or null for a fresh directory. Throws with a clear message on a damaged file. */
  load(): Saved | null {
    const sidePath = join(this.dir, SIDECAR_FILE);
    if (!existsSync(sidePath)) return null;
    let sidecar: Sidecar;
    try {
      sidecar = Sidecar.parse(JSON.parse(readFileSync(sidePath, 'utf8')));
    } catch (e) {
      throw new Error(`${sidePath} is damaged (${(e as Error).message.split('\n')[0]}); move it away to start a new table`);
    }
    const recPath = join(this.dir, RECORD_FILE);
    let record: TableRecord | null = null;
    if (sidecar.started) {
      if (!existsSync(recPath)) throw new Error(`${recPath} is missing although ${SIDECAR_FILE} says the game began`);
      try {
        record = parseRecordText(readFileSync(recPath, 'utf8'));
      } catch (e) {
        throw new Error(`${recPath} is damaged (${(e as Error).message}); move it away to start a new table`);
      }
      this.replayJournal(record);
    }
    return { sidecar, record };
  }

  /**
   * Adds what the journal holds beyond record.json: the background write
   * of the record may not have landed when the process was killed.
   */
  private replayJournal(record: TableRecord): void {
    const path = join(this.dir, JOURNAL_FILE);
    if (!existsSync(path)) return;
    const text = readFileSync(path, 'utf8');
    this.journalBytes = Buffer.byteLength(text);
    for (const line of text.split('\n')) {
      let entry: JournalEntry;
      try {
        entry = JSON.parse(line) as JournalEntry;
      } catch {
        continue; // an empty or torn last line
      }
      const rounds = record.rounds;
      if ('record' in entry) {
        // A take-back's base (see rewrite): what stood then, whatever record.json holds.
        rounds.splice(0, rounds.length, ...entry.record.rounds);
      } else if ('deal' in entry) {
        if (entry.round === rounds.length) rounds.push({ ...entry.deal, actions: [] } as unknown as RecordRound);
      } else if (entry.round === rounds.length - 1 && entry.index === rounds[entry.round]!.actions.length) {
        rounds[entry.round]!.actions.push(entry.action);
      }
    }
  }

  /**
   * After every accepted action, before any client hears of it: the action
   * (and a new round's deal) is appended to the journal at once — an append
   * costs microseconds, and the page cache keeps it when the process is
   * killed — and record.json is rewritten atomically in the background.
   * (On ext4 a rename over a file flushes it: a millisecond per action on
   * the event loop, which is what the journal avoids.) While saving fails
   * the journal is left alone (a gap in it would hide every later line):
   * the next full rewrite of record.json catches up, then the journal
   * starts afresh.
   * `over`: this action ended the game. record.json is then written whole at
   * once (synchronously, fsynced) before anyone hears the game is over: a
   * finished game must not wait out `burstMs` to be whole on disk.
   */
  saveAction(record: TableRecord, newRounds: number, over = false): void {
    this.actions++;
    this.record = record;
    if (!this.recordBehind) {
      const lines: string[] = [];
      const last = record.rounds.length - 1;
      // The action ends the round before any new one: journal it first.
      const acted = last - newRounds;
      const round = record.rounds[acted]!;
      lines.push(JSON.stringify({ round: acted, index: round.actions.length - 1, action: round.actions[round.actions.length - 1] }));
      for (let r = acted + 1; r <= last; r++) {
        const { actions: _none, ...deal } = record.rounds[r]!;
        lines.push(JSON.stringify({ round: r, deal }));
      }
      const bytes = Buffer.from(lines.join('\n') + '\n', 'utf8');
      let fd: number | null = null;
      try {
        fd = this.journal();
        for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off, bytes.length - off);
        this.journalBytes += bytes.length;
      } catch (e) {
        // A torn line would glue onto the next one: cut the journal back to its last whole line.
        try { if (fd !== null) ftruncateSync(fd, this.journalBytes); } catch { /* the full rewrite will start it afresh */ }
        this.closeJournal();
        this.recordBehind = true;
        this.failed(e as Error);
      }
    }
    if (over) this.saveRecordNow(record);
    else this.saveRecord(record, newRounds > 0 || this.recordBehind);
  }

  /**
   * record.json now, before the game is announced (a table.json that says
   * "started" needs it). Never throws; a failure is retried.
   */
  saveRecordNow(record: TableRecord): void {
    this.record = record;
    // A background write under way holds an older record: it must not be renamed over this one.
    this.syncWrites++;
    try {
      writeFileAtomicSync(join(this.dir, RECORD_FILE), JSON.stringify(record), true);
      this.resetJournal();
    } catch (e) {
      this.recordBehind = true;
      this.failed(e as Error);
    }
  }

  /**
   * record.json rewritten atomically (temp file + rename) off the event
   * loop. Writes are serialised and coalesced: while one is under way, or
   * within `burstMs` of the last one, only the newest record waits: one
   * rewrite per `burstMs` at most (each costs about a millisecond of the
   * event loop; the journal has every action meanwhile).
   * `durable` asks for an fsync and skips the wait (round ends, start, shutdown).
   */
  saveRecord(record: TableRecord, durable = false): void {
    this.record = record;
    this.pending = record;
    this.durable ||= durable;
    if (durable) this.wake?.();
    this.writing ??= this.drain();
  }

  /**
   * table.json replaced atomically at once (a killed process leaves the new
   * one), and fsynced off the event loop right after: a guest's join must
   * not hold every table of the process for an fsync. flush() waits for it.
   */
  saveSidecar(sidecar: Sidecar): void {
    this.sidecar = sidecar;
    try {
      writeFileAtomicSync(join(this.dir, SIDECAR_FILE), JSON.stringify(sidecar, null, 1), false);
      this.sidecarBehind = false;
      this.recovered();
      this.sidecarDirty = true;
      this.sidecarSync ??= this.syncSidecar();
    } catch (e) {
      this.sidecarBehind = true;
      this.failed(e as Error);
    }
  }

  /** fsync of table.json, once for any number of saves made meanwhile. */
  private async syncSidecar(): Promise<void> {
    while (this.sidecarDirty) {
      this.sidecarDirty = false;
      try {
        // Opened for writing: Windows flushes only a handle that may write.
        const fh = await open(join(this.dir, SIDECAR_FILE), 'r+');
        try { await fh.sync(); } finally { await fh.close(); }
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
        this.sidecarBehind = true;
        this.failed(e as Error);
      }
    }
    this.sidecarSync = null;
  }

  /** Resolves when everything handed to saveRecord is on disk (or failed): a write waiting out `burstMs` goes at once. */
  async flush(): Promise<void> {
    this.hurry++;
    try {
      while (this.writing || this.sidecarSync) {
        this.wake?.();
        await this.writing;
        await this.sidecarSync;
      }
    } finally {
      this.hurry--;
    }
    // A quiet point: the journal is reopened by the next action (an open file would keep its disk from being remounted).
    this.closeJournal();
  }

  /**
   * journal.jsonl opened once for appending (an open and a close per
   * action cost more than the write); reopened after the file was replaced
   * or removed.
   */
  private journal(): number {
    this.journalFd ??= openSync(join(this.dir, JOURNAL_FILE), 'a', SAVE_MODE);
    return this.journalFd;
  }

  private closeJournal(): void {
    if (this.journalFd === null) return;
    try { closeSync(this.journalFd); } catch { /* nothing left to save through it */ }
    this.journalFd = null;
  }

  /** No more saves: stop retrying and give the directory free (after a last flush). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    await this.flush();
    this.closeJournal();
    this.unlock();
  }

  /** Gives the directory free at once, for a table that failed to open. */
  abandon(): void {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.closeJournal();
    this.unlock();
  }

  /** Every failed save (the host logs it). */
  onError: (e: Error) => void = () => {};
  /** Saving started or stopped failing. */
  onStatus: (status: SaveStatus) => void = () => {};

  get status(): SaveStatus {
    return this.failure ? { failing: true, error: this.failure.message } : { failing: false };
  }

  /**
   * Least time between two background rewrites of record.json: the journal
   * has every action at once, record.json is only where a restart starts
   * reading (each rewrite costs about a millisecond of the event loop).
   */
  burstMs = 5000;
  /** While saving fails: how often the full rewrite is tried again. */
  retryMs = 2000;

  private record: TableRecord | null = null;
  private sidecar: Sidecar | null = null;
  private pending: TableRecord | null = null;
  private durable = false;
  private writing: Promise<void> | null = null;
  private lastWrite = -Infinity;
  private wake: (() => void) | null = null;
  /** flush() is waiting: no pause between writes. */
  private hurry = 0;
  private journalFd: number | null = null;
  private sidecarDirty = false;
  private sidecarSync: Promise<void> | null = null;
  /** Accepted actions handed to saveAction: a rewrite catches up only if none came while it was written. */
  private actions = 0;
  /** Synchronous writes of record.json so far (saveRecordNow): a background write begun before one is dropped. */
  private syncWrites = 0;
  private journalBytes = 0;
  /** What the table holds is not all in record.json + journal: a full rewrite must land. */
  private recordBehind = false;
  private sidecarBehind = false;
  private failure: Error | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  private async drain(): Promise<void> {
    while (this.pending) {
      const wait = this.lastWrite + this.burstMs - performance.now();
      if (wait > 0 && !this.durable && !this.hurry) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, wait).unref();
        });
        this.wake = null;
      }
      this.lastWrite = performance.now();
      // Serialised when written, so a burst of actions costs one write.
      const json = JSON.stringify(this.pending);
      const fsync = this.durable || this.recordBehind;
      const actionsThen = this.actions;
      const syncWritesThen = this.syncWrites;
      this.pending = null;
      this.durable = false;
      try {
        await writeFileAtomic(join(this.dir, RECORD_FILE), json, fsync, () => this.syncWrites === syncWritesThen);
        // Caught up: the journal's lines are all in record.json; a fresh journal goes on from here.
        if (this.recordBehind && this.actions === actionsThen) this.resetJournal();
      } catch (e) {
        // The journal still has every action unless recordBehind: then the retry timer rewrites.
        if (this.recordBehind) this.failed(e as Error);
        else this.onError(e as Error);
      }
    }
    this.writing = null;
  }

  private resetJournal(): void {
    try {
      const path = join(this.dir, JOURNAL_FILE);
      if (existsSync(path)) truncateSync(path, 0);
      this.journalBytes = 0;
      this.recordBehind = false;
      this.recovered();
    } catch (e) {
      this.recordBehind = true;
      this.failed(e as Error);
    }
  }

  private failed(e: Error): void {
    this.onError(e);
    const was = this.failure;
    this.failure = e;
    if (!was) this.onStatus(this.status);
    this.scheduleRetry();
  }

  private recovered(): void {
    if (!this.failure || this.recordBehind || this.sidecarBehind) return;
    this.failure = null;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.onStatus(this.status);
  }

  private scheduleRetry(): void {
    if (this.retry || this.closed) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.sidecarBehind && this.sidecar) this.saveSidecar(this.sidecar);
      if (this.recordBehind && this.record) this.saveRecord(this.record, true);
      // Still failing after this round of tries: the next one is planned by failed().
      if (this.failure && !this.sidecarBehind && !this.recordBehind) this.recovered();
      else if (this.failure) this.scheduleRetry();
    }, this.retryMs);
    this.retry.unref();
  }

  /**
   * After a take-back the record holds less than record.json and the
   * journal: the journal is replaced (atomically, synchronously) by one line
   * `{"record": …}` with the whole kept record, the base that load() starts
   * from whatever record.json holds; then record.json is rewritten durably.
   * If that fails, saving counts as failing until a full rewrite lands.
   */
  rewrite(record: TableRecord): void {
    this.record = record;
    const line = JSON.stringify({ record }) + '\n';
    // The file is replaced: appends must go to the new one.
    this.closeJournal();
    try {
      writeFileAtomicSync(join(this.dir, JOURNAL_FILE), line, true);
      this.journalBytes = Buffer.byteLength(line);
    } catch (e) {
      this.recordBehind = true;
      this.failed(e as Error);
    }
    this.saveRecord(record, true);
  }

  /** Moves a finished game's record out of the way before a new game starts here. */
  archive(tableId: string): void {
    this.closeJournal();
    rmSync(join(this.dir, JOURNAL_FILE), { force: true });
    this.journalBytes = 0;
    const recPath = join(this.dir, RECORD_FILE);
    if (!existsSync(recPath)) return;
    const dest = join(this.dir, 'finished');
    mkdirSync(dest, { recursive: true, mode: DIR_MODE });
    renameSync(recPath, join(dest, `${tableId}.json`));
  }

  get recordPath(): string {
    return join(this.dir, RECORD_FILE);
  }
}

type JournalEntry =
  | { record: TableRecord }
  | { round: number; index: number; action: Action }
  | { round: number; deal: Omit<RecordRound, 'actions'> };
