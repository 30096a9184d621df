import { existsSync, readFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { writeFileAtomic } from '../host/atomicFile';
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js';

/**
 * The history index: SQLite compiled to WebAssembly (sql.js, the .wasm ships
 * inside the npm package, nothing native). One row per record file; the
 * records stay the truth, so a missing or damaged index is simply rebuilt.
 */
/** 3: summaries say who acted per seat and which seats are bots (issue 27); 4: and who else held a seat (`sitters`). */
export const INDEX_VERSION = 4;

let sqlJs: Promise<SqlJsStatic> | null = null;
function sql(): Promise<SqlJsStatic> {
  const wasm = createRequire(import.meta.url).resolve('sql.js/dist/sql-wasm.wasm');
  sqlJs ??= initSqlJs({ locateFile: () => wasm });
  return sqlJs;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS files (
  path TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime REAL NOT NULL,
  status TEXT NOT NULL, -- 'ok' | 'damaged' | 'unknown'
  error TEXT, game TEXT, date REAL, hash TEXT,
  summary TEXT, -- what lists and statistics need (small)
  detail TEXT -- options and the running score, for one game at a time
);
CREATE INDEX IF NOT EXISTS files_date ON files (status, date);
CREATE TABLE IF NOT EXISTS seats (path TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, game TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS seats_name ON seats (name);
CREATE INDEX IF NOT EXISTS seats_path ON seats (path);
`;

export interface IndexDb {
  db: Database;
  /** Whether it was opened from disk (false: new, or rebuilt after damage). */
  loaded: boolean;
  save(): Promise<void>;
  close(): void;
}

/** Opens the index at `file` (or in memory for null). A damaged or older index is set aside and rebuilt. */
export async function openIndex(file: string | null): Promise<IndexDb> {
  const SQL = await sql();
  let db: Database | null = null;
  let loaded = false;
  if (file && existsSync(file)) {
    try {
      db = new SQL.Database(readFileSync(file));
      const v = db.exec("SELECT value FROM meta WHERE key = 'version'")[0]?.values[0]?.[0];
      if (v !== String(INDEX_VERSION)) throw new Error(`index version ${String(v)}`);
      loaded = true;
    } catch {
      db?.close();
      db = null;
      // Kept for a look, never deleted; the index is rebuilt from the records.
      try { renameSync(file, `${file}.damaged-${Date.now()}`); } catch { /* read-only: rebuild in memory */ }
    }
  }
  db ??= new SQL.Database();
  db.run(SCHEMA);
  db.run("INSERT OR REPLACE INTO meta VALUES ('version', ?)", [String(INDEX_VERSION)]);
  return {
    db,
    loaded,
    async save() {
      if (file) await writeFileAtomic(file, db.export(), true);
    },
    close: () => db.close(),
  };
}
