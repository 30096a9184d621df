import { readFileSync } from 'node:fs';
import { RecordError } from '../../shared/engine/errors';
import { replay } from '../../shared/engine/replay';
import { getGame } from '../../shared/games/registry';

/**
 * `stammtisch replay FILE...`: one JSON line per file, in argument order.
 * Exit 0: all legal; 1: some action refused; 2: some file is not a valid
 * record (worst wins). Files are read and replayed one after the other,
 * all in this one process.
 */
export async function replayCommand(files: string[], out: NodeJS.WritableStream, err: NodeJS.WritableStream): Promise<number> {
  if (files.length === 0) {
    err.write('usage: stammtisch replay FILE...\n');
    return 2;
  }
  let code = 0;
  // Read one at a time, synchronously: for records (small, usually in the page cache) that costs
  // less CPU than promises and file handles, and never holds more than one text in memory.
  const readOne = (f: string): { t: string } | { e: Error } => {
    try {
      return { t: readFileSync(f, 'utf8') };
    } catch (e) {
      return { e: e as Error };
    }
  };
  const lines: string[] = [];
  for (let i = 0; i < files.length; i++) {
    const read = readOne(files[i]!);
    let line: string;
    try {
      if ('e' in read) throw new RecordError(`cannot read: ${read.e.message}`);
      let raw: unknown;
      try {
        raw = JSON.parse(read.t);
      } catch (e) {
        throw new RecordError(`not JSON: ${(e as Error).message}`);
      }
      const result = replay(raw, getGame);
      if (!result.ok) code = Math.max(code, 1);
      line = JSON.stringify(result);
    } catch (e) {
      if (!(e instanceof RecordError)) throw e;
      code = 2;
      err.write(`${files[i]}: not a valid record: ${e.message}\n`);
      line = JSON.stringify({ ok: false, invalid: e.message });
    }
    lines.push(line);
    if (lines.length >= 256) out.write(lines.splice(0).join('\n') + '\n');
  }
  if (lines.length) out.write(lines.join('\n') + '\n');
  return code;
}
