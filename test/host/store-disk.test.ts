import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { parseRecordText } from '../../shared/engine/record';
import { TableStore } from '../../src-main/host/store';
import { Table, type TableSettings } from '../../src-main/host/table';

/**
 * Saves on a full or read-only disk (issue 14). A real small tmpfs is
 * mounted for the full disk and remounted read-only for the read-only one
 * (chmod does not stop root); without mount rights those tests are skipped.
 */
const dirs: string[] = [];
const mounts: string[] = [];
const tables: Table[] = [];

afterEach(async () => {
  for (const t of tables.splice(0)) {
    t.close();
    await t.flush();
  }
});
afterAll(() => {
  for (const m of mounts) {
    try { execFileSync('umount', ['-l', m]); } catch { /* already gone */ }
  }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

function tmp(): string {
  const d = mkdtempSync(join(tmpdir(), 'stammtisch-disk-'));
  dirs.push(d);
  return d;
}

/** A fresh tmpfs of `size` (e.g. "64k"), or null when this process may not mount. */
function tmpfs(size: string): string | null {
  const d = tmp();
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0755`, 'tmpfs', d], { stdio: 'ignore' });
  } catch {
    return null;
  }
  mounts.push(d);
  return d;
}
const canMount = (() => {
  const d = tmpfs('16k');
  if (!d) return false;
  execFileSync('umount', [d]);
  mounts.pop();
  return true;
})();
const remount = (dir: string, mode: 'ro' | 'rw') => execFileSync('mount', ['-o', `remount,${mode}`, dir]);

/** Fills the file system of `dir` to the last byte; returns the filler's path. */
function fill(dir: string): string {
  const path = join(dir, 'filler');
  const chunk = Buffer.alloc(4096, 120);
  for (let i = 0; i < 100_000; i++) {
    try {
      writeFileSync(path, chunk, { flag: 'a' });
    } catch {
      break;
    }
  }
  for (let i = 0; i < 4096; i++) {
    try {
      writeFileSync(path, 'x', { flag: 'a' });
    } catch {
      return path;
    }
  }
  throw new Error('the disk did not fill');
}

function open(settings: Partial<TableSettings> & { dataDir: string }): Table {
  const t = new Table({ game: 'dubbe', seats: 3, seed: 'disk-test', graceMs: 60_000, saveRetryMs: 50, ...settings } as TableSettings);
  tables.push(t);
  return t;
}

/** Three people sit down: the game starts. */
function seatPeople(t: Table): void {
  for (const name of ['Anna', 'Bert', 'Cleo']) {
    const j = t.join({ name }, false);
    if (!j.ok) throw new Error(j.message);
    t.connect(j.seat!);
  }
}

/** `n` actions, each the first legal one of the awaited seat. */
function play(t: Table, n: number): void {
  for (let i = 0; i < n && !t.over; i++) {
    const seat = t.match!.status().awaiting[0]!;
    const out = t.act(seat, t.match!.legal(seat)[0] as { type: string });
    if (!out.ok) throw new Error(out.message);
  }
}

const actionsOf = (record: { rounds: { actions: unknown[] }[] }) => record.rounds.reduce((n, r) => n + r.actions.length, 0);

async function until(cond: () => boolean, ms: number, what: string): Promise<void> {
  const end = performance.now() + ms;
  while (!cond()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('save files are the owner\'s alone', () => {
  it('record.json, table.json and journal.jsonl are 0600 and the directory 0700, also one made earlier with 0755', async () => {
    const dir = join(tmp(), 'table');
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'notes.txt'), 'mine');
    const t = open({ dataDir: dir });
    seatPeople(t);
    play(t, 5);
    t.close();
    await t.flush();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of ['record.json', 'table.json', 'journal.jsonl']) expect(statSync(join(dir, f)).mode & 0o777, f).toBe(0o600);
  });

  it('a save from before (0644) is tightened when the table resumes', async () => {
    const dir = join(tmp(), 'table');
    const t = open({ dataDir: dir });
    seatPeople(t);
    play(t, 3);
    t.close();
    await t.flush();
    tables.pop();
    for (const f of ['record.json', 'table.json', 'journal.jsonl']) chmodSync(join(dir, f), 0o644);
    chmodSync(dir, 0o755);
    const again = open({ dataDir: dir });
    expect(again.resumed).toBe(true);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const f of ['record.json', 'table.json', 'journal.jsonl']) expect(statSync(join(dir, f)).mode & 0o777, f).toBe(0o600);
  });
});

describe('saves on a full or read-only disk', () => {
  it.skipIf(!canMount)('a full disk never replaces a good record; joins and actions go on from memory, the table is told, saving resumes when there is room', async () => {
    const disk = tmpfs('128k')!;
    const dir = join(disk, 'table');
    const t = open({ game: 'dubbe', seats: 4, dataDir: dir });
    const statuses: (string | undefined)[] = [t.info().saving];
    t.on('change', () => { if (statuses.at(-1) !== t.info().saving) statuses.push(t.info().saving); });
    for (const name of ['Anna', 'Bert', 'Cleo']) {
      const j = t.join({ name }, false);
      if (j.ok) t.connect(j.seat!);
    }
    await t.flush();
    const filler = fill(disk);
    // A join on the full disk: no crash, the seat is taken in memory.
    const late = t.join({ name: 'Dora' }, false);
    expect(late.ok).toBe(true);
    t.connect((late as { seat: number }).seat);
    expect(t.started).toBe(true);
    play(t, 40);
    await t.flush();
    expect(t.info().saving).toBe('failing');
    // Whatever is on disk is a whole, parsable file, never a truncated one.
    for (const f of readdirSync(dir)) {
      if (f.endsWith('.json')) expect(() => JSON.parse(readFileSync(join(dir, f), 'utf8')), f).not.toThrow();
    }
    rmSync(filler);
    await until(() => t.info().saving === undefined, 5000, 'saving to work again');
    expect(statuses).toEqual([undefined, 'failing', undefined]);
    play(t, 3);
    t.close();
    await t.flush();
    tables.pop();
    const onDisk = parseRecordText(readFileSync(join(dir, 'record.json'), 'utf8'));
    expect(actionsOf(onDisk)).toBe(actionsOf(t.match!.record));
    const again = open({ dataDir: dir });
    expect(again.resumed).toBe(true);
    expect(again.seats.map((s) => s.name)).toEqual(['Anna', 'Bert', 'Cleo', 'Dora']);
    expect(again.match!.record.rounds).toEqual(t.match!.record.rounds);
  });

  it.skipIf(!canMount)('a rewrite that finds only part of the room it needs (a short write) leaves the old record.json whole', async () => {
    const disk = tmpfs('64k')!;
    const store = new TableStore(join(disk, 'table'));
    try {
      const record = { format: 'stammtisch-record/1', game: 'dubbe', players: ['a', 'b'], options: {}, rounds: [], meta: { seed: 's' } };
      store.saveRecord(record as never, true);
      await store.flush();
      const good = readFileSync(join(disk, 'table', 'record.json'), 'utf8');
      // 12 KiB left; the new record needs 20 KiB: the first write() is short, the next one fails.
      writeFileSync(join(disk, 'filler'), Buffer.alloc(52 * 1024));
      store.saveRecord({ ...record, meta: { seed: 's', note: 'x'.repeat(20_000) } } as never, true);
      await store.flush();
      expect(readFileSync(join(disk, 'table', 'record.json'), 'utf8')).toBe(good);
      expect(readdirSync(join(disk, 'table')).filter((f) => f.includes('.tmp') || /\.json\.[0-9a-f]+$/.test(f))).toEqual([]);
    } finally {
      await (store as { close?: () => Promise<void> }).close?.();
    }
  });

  it.skipIf(!canMount)('a disk that turns read-only: the table goes on, says so, and resumes saving once it is writable', async () => {
    const disk = tmpfs('1m')!;
    const dir = join(disk, 'table');
    const t = open({ dataDir: dir });
    seatPeople(t);
    play(t, 2);
    await t.flush();
    remount(disk, 'ro');
    try {
      play(t, 10);
      expect(t.info().saving).toBe('failing');
      const spectator = t.join({ name: 'Zoe', spectate: true }, false);
      expect(spectator.ok).toBe(true);
    } finally {
      remount(disk, 'rw');
    }
    await until(() => t.info().saving === undefined, 5000, 'saving to work again');
    t.close();
    await t.flush();
    tables.pop();
    const again = open({ dataDir: dir });
    expect(actionsOf(again.match!.record)).toBe(12);
  });

  it.skipIf(!canMount)('a read-only data directory is named as such when the host starts', () => {
    const disk = tmpfs('64k')!;
    mkdirSync(join(disk, 'table'));
    remount(disk, 'ro');
    try {
      expect(() => open({ dataDir: join(disk, 'table') })).toThrow(/read-only/);
      expect(() => open({ dataDir: join(disk, 'new') })).toThrow(/read-only/);
    } finally {
      remount(disk, 'rw');
    }
  });
});

describe('starting on an old data directory', () => {
  it('removes temp files a killed save left behind', () => {
    const dir = tmp();
    const leftovers = ['record.json.1a2b3c4d', 'table.json.deadbeef', '.record.json.4242-7.tmp'];
    for (const f of leftovers) writeFileSync(join(dir, f), '{"tru');
    open({ dataDir: dir });
    for (const f of leftovers) expect(existsSync(join(dir, f)), f).toBe(false);
  });

  it('a hand-edited table.json that disagrees with record.json is a clear error at start', async () => {
    const dir = tmp();
    const t = open({ dataDir: dir });
    seatPeople(t);
    play(t, 3);
    t.close();
    await t.flush();
    tables.pop();
    const side = JSON.parse(readFileSync(join(dir, 'table.json'), 'utf8'));
    side.seats.push({ kind: 'empty', name: null, level: null, tokenHash: null });
    writeFileSync(join(dir, 'table.json'), JSON.stringify(side));
    expect(() => open({ dataDir: dir })).toThrow(/table\.json.*record\.json|record\.json.*table\.json/);
    side.seats.pop();
    side.game = 'doppelkopf';
    writeFileSync(join(dir, 'table.json'), JSON.stringify(side));
    expect(() => open({ dataDir: dir })).toThrow(/table\.json.*record\.json|record\.json.*table\.json/);
  });
});

describe('one host per data directory', () => {
  it('a second table on the same directory is refused, naming the process that holds it; after close it opens', async () => {
    const dir = tmp();
    const first = open({ dataDir: dir });
    expect(() => new Table({ game: 'dubbe', seats: 3, dataDir: dir })).toThrow(new RegExp(`process ${process.pid}\\b`));
    first.close();
    await first.flush();
    tables.pop();
    expect(open({ dataDir: dir }).resumed).toBe(true);
  });

  it('a lock left by a process that is gone is taken over', () => {
    const dir = tmp();
    // A pid that no process has: beyond the kernel's pid_max.
    writeFileSync(join(dir, 'host.lock'), JSON.stringify({ pid: 2 ** 22 + 1, hostname: hostname(), started: new Date(0).toISOString() }));
    expect(open({ dataDir: dir }).resumed).toBe(false);
  });
});
