import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import envPaths from 'env-paths';
import { writeFileAtomicSync } from '../host/atomicFile';
import { z } from 'zod';

/**
 * Where the app keeps the tables it hosts (docs/ui.md, "What the app saves"):
 * `DATA/tables/<dir>/` holds what `stammtisch host --data` saves (record,
 * journal, sidecar) plus `host.json`: the port and the admin token, so a
 * restarted app reopens the table where the pages look for it and the
 * host's window gets its admin rights back.
 */
export const HOST_FILE = 'host.json';
export const HOST_FORMAT = 'stammtisch-app-table/1';

/** `npm start` without `--data`: the per-user data directory, e.g. ~/.local/share/stammtisch/app on Linux. */
export function defaultAppDataDir(): string {
  return join(envPaths('stammtisch', { suffix: '' }).data, 'app');
}

export const HostFile = z.object({
  format: z.literal(HOST_FORMAT),
  port: z.number().int().min(0).max(65535),
  admin: z.string().min(16),
  createdAt: z.string(),
  /** Set when the game is over or the table was ended: a restart leaves it closed. */
  finished: z.boolean().optional(),
  /** The bots' pace chosen in the lobby (the table's own save does not hold it). */
  botPace: z.enum(['slow', 'normal', 'fast']).optional(),
  /** "Tips allowed" chosen in the lobby (table.json holds it too; this copy says what the lobby asked for). */
  tips: z.boolean().optional(),
});
export type HostFile = z.infer<typeof HostFile>;

export interface SavedTableDir {
  dir: string;
  host: HostFile;
}

export class TableDirs {
  readonly root: string;

  constructor(readonly dataDir: string) {
    this.root = join(dataDir, 'tables');
    // Only this user may read the admin tokens and the hands in the records.
    mkdirSync(this.root, { recursive: true, mode: 0o700 });
  }

  /** A fresh directory for a new table: the time it was opened, readable in a file manager. */
  create(): string {
    const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
    const dir = join(this.root, `${stamp}-${randomBytes(3).toString('hex')}`);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    return dir;
  }

  /** Tables a restart reopens (oldest first); a damaged host.json is reported, not fatal. */
  unfinished(onProblem: (dir: string, message: string) => void = () => {}): SavedTableDir[] {
    const out: SavedTableDir[] = [];
    let names: string[] = [];
    try { names = readdirSync(this.root).sort(); } catch { return out; }
    for (const name of names) {
      const dir = join(this.root, name);
      const path = join(dir, HOST_FILE);
      if (!existsSync(path)) continue;
      try {
        const host = HostFile.parse(JSON.parse(readFileSync(path, 'utf8')));
        if (!host.finished) out.push({ dir, host });
      } catch (e) {
        onProblem(dir, `${path} is damaged (${(e as Error).message.split('\n')[0]})`);
      }
    }
    return out;
  }

  save(dir: string, host: HostFile): void {
    writeFileAtomicSync(join(dir, HOST_FILE), JSON.stringify(host, null, 1), true);
  }
}
