import { closeSync, fsyncSync, openSync, readdirSync, renameSync, rmSync, statSync, writeSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/**
 * Replace a save file so that a failed save never replaces a good one: the
 * data goes to a temp file beside it (mode 0600), its size is checked
 * against what was meant to be written, then it is renamed over the old
 * file. Any error (ENOSPC, EROFS, a short write) removes the temp file and
 * leaves the old file as it was. (write-file-atomic renamed a truncated
 * record into place on a full disk: issue 14.)
 */
export const SAVE_MODE = 0o600;
export const DIR_MODE = 0o700;

let counter = 0;
const tempFor = (path: string) => join(dirname(path), `.${basename(path)}.${process.pid}-${++counter}.tmp`);

/** Leftovers of a killed save: ours (`.NAME.PID-N.tmp`) and write-file-atomic's (`NAME.HASH`). */
export function isTempName(name: string, saveFiles: readonly string[]): boolean {
  if (/^\..+\.\d+-\d+\.tmp$/.test(name)) return true;
  return saveFiles.some((f) => name.startsWith(`${f}.`) && /^[0-9a-f]+$/.test(name.slice(f.length + 1)));
}

/** Removes leftover temp files; returns their names. */
export function removeTempFiles(dir: string, saveFiles: readonly string[]): string[] {
  const gone: string[] = [];
  for (const name of readdirSync(dir)) {
    if (!isTempName(name, saveFiles)) continue;
    rmSync(join(dir, name), { force: true });
    gone.push(name);
  }
  return gone;
}

export function writeFileAtomicSync(path: string, data: string | Uint8Array, fsync: boolean): void {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const temp = tempFor(path);
  let fd: number | null = null;
  try {
    fd = openSync(temp, 'wx', SAVE_MODE);
    for (let off = 0; off < bytes.length;) off += writeSync(fd, bytes, off, bytes.length - off);
    if (fsync) fsyncSync(fd);
    closeSync(fd);
    fd = null;
    checkSize(temp, statSync(temp).size, bytes.length);
    renameSync(temp, path);
  } catch (e) {
    if (fd !== null) try { closeSync(fd); } catch { /* already failing */ }
    rmSync(temp, { force: true });
    throw e;
  }
}

/**
 * `stillWanted`, when given, is asked just before the rename: false drops the
 * temp file (a newer save landed meanwhile, e.g. a synchronous one); the
 * rename is then synchronous, so no write can come between the check and it.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array, fsync: boolean, stillWanted?: () => boolean): Promise<void> {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const temp = tempFor(path);
  let fh: Awaited<ReturnType<typeof open>> | null = null;
  try {
    fh = await open(temp, 'wx', SAVE_MODE);
    // FileHandle.writeFile loops over short writes and rejects on ENOSPC.
    await fh.writeFile(bytes);
    if (fsync) await fh.sync();
    const { size } = await fh.stat();
    await fh.close();
    fh = null;
    checkSize(temp, size, bytes.length);
    if (!stillWanted) await rename(temp, path);
    else if (stillWanted()) renameSync(temp, path);
    else await rm(temp, { force: true });
  } catch (e) {
    await fh?.close().catch(() => {});
    await rm(temp, { force: true }).catch(() => {});
    throw e;
  }
}

function checkSize(temp: string, size: number, wanted: number): void {
  if (size !== wanted) throw new Error(`short write: ${temp} has ${size} of ${wanted} bytes`);
}
