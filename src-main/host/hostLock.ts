import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { SAVE_MODE } from './atomicFile';

export const LOCK_FILE = 'host.lock';

interface LockInfo {
  pid: number;
  hostname: string;
  started: string;
}

/** Lock files of this process, removed when it exits (a killed process leaves a stale one, taken over later). */
const held = new Set<string>();
process.once('exit', () => { for (const path of held) rmSync(path, { force: true }); });

/**
 * One host per data directory: `host.lock` names the process that holds
 * it. A lock whose process is gone (same machine, no such pid) is stale and
 * taken over; a live one is an error that names the other process.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, LOCK_FILE);
  const mine: LockInfo = { pid: process.pid, hostname: hostname(), started: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    let fd: number;
    try {
      fd = openSync(path, 'wx', SAVE_MODE);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const other = readLock(path);
      if (other && holds(other, path)) {
        const where = other.hostname === mine.hostname ? '' : ` on ${other.hostname}`;
        throw new Error(
          `another host is using ${dir}: process ${other.pid}${where}, since ${other.started}. `
          + `Stop it first, or choose another --data directory${where ? ` (if that process is gone, delete ${path})` : ''}.`,
        );
      }
      rmSync(path, { force: true });
      continue;
    }
    try {
      writeSync(fd, JSON.stringify(mine));
    } finally {
      closeSync(fd);
    }
    held.add(path);
    return () => {
      if (!held.delete(path)) return;
      // Only our own lock: never one a later host took over.
      if (readLock(path)?.pid === mine.pid) rmSync(path, { force: true });
    };
  }
  throw new Error(`cannot take the lock ${path}: it keeps coming back`);
}

/** A damaged or empty lock (a crash while writing it) counts as stale. */
function readLock(path: string): LockInfo | null {
  try {
    const info = JSON.parse(readFileSync(path, 'utf8')) as LockInfo;
    return Number.isInteger(info.pid) && info.pid > 0 && typeof info.hostname === 'string' ? info : null;
  } catch {
    return null;
  }
}

/** Does the lock's process still run? On another machine we cannot tell: it does. */
function holds(info: LockInfo, path: string): boolean {
  if (info.hostname !== hostname()) return true;
  // Our own pid: a table of this process holds it, or a process before a reboot had our pid.
  if (info.pid === process.pid) return held.has(path);
  try {
    process.kill(info.pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
