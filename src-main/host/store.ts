import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import envPaths from 'env-paths';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { parseRecordText, type TableRecord } from '../../shared/engine/record';

/**
 * The data directory of one table (documented in docs/protocol.md):
 * `record.json` is the game's table record, `table.json` the sidecar with
 * what a restart needs besides it (seats, token hashes, table code).
 */
export const RECORD_FILE = 'record.json';
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
    }
    return { sidecar, record };
  }

  /**
   * Written before any client hears of the change. Per action: a temp file
   * renamed over the record (atomic on POSIX), no fsync — a killed process
   * loses nothing, the page cache survives it — and a third of the cost of
   * write-file-atomic, which does the durable saves (round ends, shutdown).
   */
  saveRecord(record: TableRecord, durable = false): void {
    const path = join(this.dir, RECORD_FILE);
    if (durable) {
      writeFileAtomic.sync(path, JSON.stringify(record), { fsync: true });
      return;
    }
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(record));
    renameSync(tmp, path);
  }

  saveSidecar(sidecar: Sidecar): void {
    writeFileAtomic.sync(join(this.dir, SIDECAR_FILE), JSON.stringify(sidecar, null, 1), { fsync: true });
  }

  /** Moves a finished game's record out of the way before a new game starts here. */
  archive(tableId: string): void {
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
