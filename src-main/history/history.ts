import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeFileAtomic } from '../host/atomicFile';
import { parseRecordText, type TableRecord } from '../../shared/engine/record';
import { aggregate, canonicalName, type Aliases, type PlayerStats } from './aggregate';
import { openIndex, type IndexDb } from './db';
import type { Problem } from '../../shared/protocol/history';
import { SkippedFile, summarize, type GameDetail, type GameSummary } from './summary';

/**
 * The app's history (docs/history.md): every record under DATA/history/games
 * (finished games the app hosted, records a person opened or dropped) and
 * every DATA/…/finished/*.json the host archived; indexed in
 * DATA/history/index.sqlite. Records are never changed or deleted here.
 */
export const HISTORY_DIR = 'history';
export const GAMES_DIR = 'games';
export const INDEX_FILE = 'index.sqlite';
export const ALIASES_FILE = 'aliases.json';

/** The app's data dir (Linux: ~/.local/share/stammtisch/app): one definition, with the tables it hosts. */
export { defaultAppDataDir } from '../app/tableDirs';

export interface HistoryEntry extends GameSummary {
  /** The record file (absolute). */
  path: string;
  /** Stable id for the API: a hash of the path. */
  id: string;
}

export type { Problem } from '../../shared/protocol/history';

export interface Filter {
  /** Games where this person sat (aliases merged). */
  player?: string;
  game?: string;
}

const idOf = (path: string) => createHash('sha1').update(path).digest('base64url').slice(0, 16);

/** Content identity: the same game kept twice (the app's copy and the host's archive) counts once. */
const hashOf = (r: TableRecord) => createHash('sha1').update(JSON.stringify([r.game, r.players, r.options, r.meta?.seed ?? null, r.rounds])).digest('hex');

/** Record files under a directory: `*.json`, at most `depth` levels down; what cannot be read is ignored. */
async function jsonFiles(dir: string, depth: number, out: string[], only?: (path: string) => boolean): Promise<void> {
  let entries;
  try { entries = await readdir(dir, { withFileTypes: true }); } catch { return; }
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory() && depth > 0) await jsonFiles(p, depth - 1, out, only);
    else if (e.isFile() && e.name.endsWith('.json') && (!only || only(p))) out.push(p);
  }
}

const statOf = (p: string) => {
  try { return statSync(p); } catch { return null; }
};

export class History {
  private constructor(
    /** null: an ad-hoc history of given files only (the CLI with FILE arguments). */
    readonly dataDir: string | null,
    private readonly index: IndexDb,
    private readonly extra: string[],
  ) {}

  /** The app's history in `dataDir`; `files` (files or directories) are indexed on top. */
  static async open(dataDir: string | null, files: string[] = []): Promise<History> {
    const dir = dataDir ? resolve(dataDir) : null;
    if (dir) mkdirSync(join(dir, HISTORY_DIR, GAMES_DIR), { recursive: true });
    const index = await openIndex(dir && files.length === 0 ? join(dir, HISTORY_DIR, INDEX_FILE) : null);
    const h = new History(dir, index, files.map((f) => resolve(f)));
    await h.sync();
    return h;
  }

  get gamesDir(): string | null {
    return this.dataDir ? join(this.dataDir, HISTORY_DIR, GAMES_DIR) : null;
  }

  /** Every record file this history consists of. */
  async sources(): Promise<string[]> {
    const out: string[] = [];
    if (this.extra.length) {
      for (const p of this.extra) {
        const s = statOf(p);
        if (s?.isDirectory()) await jsonFiles(p, 4, out);
        else out.push(p);
      }
      return out;
    }
    if (!this.dataDir) return out;
    await jsonFiles(this.gamesDir!, 0, out);
    // The host's archive: DATA/table/finished/*.json, DATA/tables/<id>/finished/*.json, …
    const inFinished = (p: string) => /[\\/]finished[\\/][^\\/]+\.json$/.test(p);
    for (const e of await readdir(this.dataDir, { withFileTypes: true }).catch(() => [])) {
      if (e.isDirectory() && e.name !== HISTORY_DIR) await jsonFiles(join(this.dataDir, e.name), 2, out, inFinished);
    }
    return out;
  }

  private syncing: Promise<unknown> = Promise.resolve();
  /** The index could not be written (a full disk): written again at the next sync. */
  private unsaved = false;

  /** Brings the index up to date with the files: new and changed ones are replayed, vanished ones dropped. One at a time. */
  sync(): Promise<{ added: number; removed: number }> {
    const next = this.syncing.then(() => this.syncNow(), () => this.syncNow());
    this.syncing = next.catch(() => {});
    return next;
  }

  private async syncNow(): Promise<{ added: number; removed: number }> {
    const db = this.index.db;
    const known = new Map<string, { size: number; mtime: number }>();
    for (const [path, size, mtime] of db.exec('SELECT path, size, mtime FROM files')[0]?.values ?? []) {
      known.set(path as string, { size: size as number, mtime: mtime as number });
    }
    const files = await this.sources();
    const seen = new Set<string>();
    let added = 0;
    let removed = 0;
    db.run('BEGIN');
    try {
      for (const path of files) {
        if (seen.has(path)) continue;
        seen.add(path);
        const s = statOf(path);
        const k = known.get(path);
        if (s && k && k.size === s.size && k.mtime === s.mtimeMs) continue;
        const text = s ? await readFile(path, 'utf8').catch((e: Error) => e) : new Error('cannot read the file');
        this.put(path, s?.size ?? 0, s?.mtimeMs ?? 0, text);
        added++;
      }
      for (const path of known.keys()) {
        if (seen.has(path)) continue;
        db.run('DELETE FROM files WHERE path = ?', [path]);
        db.run('DELETE FROM seats WHERE path = ?', [path]);
        removed++;
      }
      db.run('COMMIT');
    } catch (e) {
      db.run('ROLLBACK');
      throw e;
    }
    if (added || removed) this.all = null;
    if (added || removed || !this.index.loaded || this.unsaved) {
      // The index is a cache of the records: on a full disk it lives on in memory and is saved at the next chance.
      try {
        await this.index.save();
        this.unsaved = false;
      } catch {
        this.unsaved = true;
      }
    }
    return { added, removed };
  }

  private put(path: string, size: number, mtime: number, text: string | Error): void {
    const db = this.index.db;
    db.run('DELETE FROM seats WHERE path = ?', [path]);
    let summary: GameSummary | null = null;
    let problem: SkippedFile;
    try {
      if (text instanceof Error) throw new SkippedFile('unknown', `cannot read: ${text.message}`);
      const both = summarize(text, mtime || Date.now());
      summary = both.summary;
      const hash = hashOf(parseRecordText(text));
      db.run('INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?, NULL, ?, ?, ?, ?, ?)', [
        path, size, mtime, 'ok', summary.game, summary.date, hash, JSON.stringify(summary), JSON.stringify(both.detail),
      ]);
      summary.players.forEach((name, seat) => db.run('INSERT INTO seats VALUES (?, ?, ?, ?)', [path, seat, name, summary!.game]));
      return;
    } catch (e) {
      if (!(e instanceof SkippedFile)) throw e;
      problem = e;
    }
    db.run('INSERT OR REPLACE INTO files VALUES (?, ?, ?, ?, ?, NULL, NULL, NULL, NULL, NULL)', [path, size, mtime, problem.kind, problem.message]);
  }

  aliases(): Aliases {
    if (!this.dataDir) return {};
    try {
      const raw = JSON.parse(readFileSync(join(this.dataDir, HISTORY_DIR, ALIASES_FILE), 'utf8')) as unknown;
      if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
        return Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'string')) as Aliases;
      }
    } catch { /* none yet */ }
    return {};
  }

  /** Merges `alias` into `name` (the same person); `name === alias` undoes a merge. */
  async mergeNames(alias: string, name: string): Promise<Aliases> {
    if (!this.dataDir) throw new Error('no data directory');
    const aliases = this.aliases();
    if (alias === name) delete aliases[alias];
    else {
      if (canonicalName(name, aliases) === alias) throw new Error(`"${name}" is already merged into "${alias}"`);
      aliases[alias] = name;
    }
    await writeFileAtomic(join(this.dataDir, HISTORY_DIR, ALIASES_FILE), JSON.stringify(aliases, null, 1), true);
    return aliases;
  }

  private all: HistoryEntry[] | null = null;

  /** The games, newest first; the same game found twice counts once. */
  games(filter: Filter = {}): HistoryEntry[] {
    if (!this.all) {
      const rows = this.index.db.exec("SELECT path, summary, hash FROM files WHERE status = 'ok' ORDER BY date DESC, path")[0]?.values ?? [];
      // The same game twice (the app's copy and the host's archive): the first path in name order stays.
      const keep = new Map<string, string>();
      for (const [path, , hash] of rows) {
        const k = keep.get(hash as string);
        if (k === undefined || (path as string) < k) keep.set(hash as string, path as string);
      }
      this.all = rows.filter(([path, , hash]) => keep.get(hash as string) === path)
        .map(([path, summary]) => ({ ...(JSON.parse(summary as string) as GameSummary), path: path as string, id: idOf(path as string) }));
    }
    const aliases = this.aliases();
    const who = filter.player === undefined ? null : canonicalName(filter.player, aliases);
    // Whoever sat: the seats' names and the people who took a seat over mid-game.
    const sat = (s: HistoryEntry) => [...s.players, ...(s.sitters ?? []).filter((x) => !x.isBot).map((x) => x.name)];
    return this.all.filter((s) => (!filter.game || s.game === filter.game) && (who === null || sat(s).some((p) => canonicalName(p, aliases) === who)));
  }

  /** Options and the running score of one game. */
  detail(id: string): GameDetail | null {
    const entry = this.games().find((g) => g.id === id);
    if (!entry) return null;
    const raw = this.index.db.exec('SELECT detail FROM files WHERE path = ?', [entry.path])[0]?.values[0]?.[0];
    return typeof raw === 'string' ? (JSON.parse(raw) as GameDetail) : null;
  }

  /** A game by id, with its record text (for the replay viewer). */
  async record(id: string): Promise<{ entry: HistoryEntry; text: string } | null> {
    const entry = this.games().find((g) => g.id === id);
    if (!entry) return null;
    return { entry, text: await readFile(entry.path, 'utf8') };
  }

  problems(): Problem[] {
    return (this.index.db.exec("SELECT path, status, error FROM files WHERE status != 'ok' ORDER BY path")[0]?.values ?? [])
      .map(([path, status, error]) => ({ path: path as string, status: status as Problem['status'], error: error as string }));
  }

  /** Per person, over the games the filter keeps. */
  stats(filter: Filter = {}): PlayerStats[] {
    return aggregate(this.games(filter), this.aliases());
  }

  /**
   * Keeps a record in DATA/history/games (a finished game the app hosted, or
   * one a person opened): never overwrites; the same game twice is kept once.
   * Throws SkippedFile when it is not a record that replays.
   */
  async add(text: string, name: string): Promise<HistoryEntry> {
    if (!this.gamesDir) throw new Error('no data directory');
    summarize(text, Date.now()).summary;
    const hash = hashOf(parseRecordText(text));
    const same = this.index.db.exec("SELECT path FROM files WHERE status = 'ok' AND hash = ?", [hash])[0]?.values[0]?.[0];
    if (typeof same === 'string') return this.games().find((g) => g.path === same) ?? this.games().find((g) => g.id === idOf(same))!;
    const safe = name.replace(/[^\w.-]+/g, '_').replace(/\.json$/i, '').slice(0, 60) || 'record';
    let path = join(this.gamesDir, `${safe}.json`);
    for (let i = 2; existsSync(path); i++) path = join(this.gamesDir, `${safe}-${i}.json`);
    // Whole or not at all: a full disk leaves no truncated record to be listed as damaged.
    await writeFileAtomic(path, text, true);
    await this.sync();
    return this.games().find((g) => g.path === path)!;
  }

  close(): void {
    this.index.close();
  }
}
