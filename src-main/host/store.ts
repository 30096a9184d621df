import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import envPaths from 'env-paths';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
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

/** The per-user default for `--data`: e.g. ~/.local/share/stammtisch/table on Linux. */
export function defaultDataDir(): string {
  return join(envPaths('stammtisch', { suffix: '' }).data, 'table');
}

export const SeatRecord = z.object({
  kind: z.enum(['empty', 'human', 'bot']),
  name: z.string().nullable(),
  level: z.string().nullable(),
  tokenHash: z.string().nullable(),
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
  endedBy: z.literal('host').optional(),
  /** Level of later bots and stand-ins (absent in tables saved before it existed). */
  botLevel: z.string().optional(),
});
export type Sidecar = z.infer<typeof Sidecar>;

export interface Saved {
  sidecar: Sidecar;
  record: TableRecord | null;
}

export class TableStore {
  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
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
    for (const line of readFileSync(path, 'utf8').split('\n')) {
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
   * the event loop, which is what the journal avoids.)
   */
  saveAction(record: TableRecord, newRounds: number): void {
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
    try {
      appendFileSync(join(this.dir, JOURNAL_FILE), lines.join('\n') + '\n');
    } catch (e) {
      this.onError(e as Error);
    }
    this.saveRecord(record, newRounds > 0);
  }

  /**
   * record.json rewritten atomically (temp file + rename) off the event
   * loop. Writes are serialised and coalesced: while one is under way, or
   * within `burstMs` of the last one, only the newest record waits — a
   * table of people gets a rewrite per action, a burst of bot moves one per
   * `burstMs` (each rewrite costs about a millisecond of CPU on ext4).
   * `durable` asks for an fsync and skips the wait (round ends, start, shutdown).
   */
  saveRecord(record: TableRecord, durable = false): void {
    this.pending = record;
    this.durable ||= durable;
    if (durable) this.wake?.();
    this.writing ??= this.drain();
  }

  /** Resolves when everything handed to saveRecord is on disk. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  /** Where write errors go (the host logs them); a failed write is retried with the next action. */
  onError: (e: Error) => void = () => {};

  /** Least time between two background rewrites of record.json (the journal has every action at once). */
  burstMs = 200;

  private pending: TableRecord | null = null;
  private durable = false;
  private writing: Promise<void> | null = null;
  private lastWrite = -Infinity;
  private wake: (() => void) | null = null;

  private async drain(): Promise<void> {
    while (this.pending) {
      const wait = this.lastWrite + this.burstMs - performance.now();
      if (wait > 0 && !this.durable) {
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          setTimeout(resolve, wait).unref();
        });
        this.wake = null;
      }
      this.lastWrite = performance.now();
      // Serialised when written, so a burst of actions costs one write.
      const json = JSON.stringify(this.pending);
      const fsync = this.durable;
      this.pending = null;
      this.durable = false;
      try {
        await writeFileAtomic(join(this.dir, RECORD_FILE), json, { fsync });
      } catch (e) {
        this.onError(e as Error);
      }
    }
    this.writing = null;
  }

  /**
   * After a take-back the record holds less than record.json and the
   * journal: the journal is replaced (atomically, synchronously) by one line
   * `{"record": …}` with the whole kept record, the base that load() starts
   * from whatever record.json holds; then record.json is rewritten durably.
   */
  rewrite(record: TableRecord): void {
    try {
      writeFileAtomic.sync(join(this.dir, JOURNAL_FILE), JSON.stringify({ record }) + '\n', { fsync: true });
    } catch (e) {
      this.onError(e as Error);
    }
    this.saveRecord(record, true);
  }

  saveSidecar(sidecar: Sidecar): void {
    writeFileAtomic.sync(join(this.dir, SIDECAR_FILE), JSON.stringify(sidecar, null, 1), { fsync: true });
  }

  /** Moves a finished game's record out of the way before a new game starts here. */
  archive(tableId: string): void {
    rmSync(join(this.dir, JOURNAL_FILE), { force: true });
    const recPath = join(this.dir, RECORD_FILE);
    if (!existsSync(recPath)) return;
    const dest = join(this.dir, 'finished');
    mkdirSync(dest, { recursive: true });
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
