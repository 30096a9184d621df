import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { defaultAppDataDir, History } from '../history/history';

const USAGE = 'usage: stammtisch stats [--data DIR] [FILE|DIR]...\n';

/**
 * `stammtisch stats [--data DIR] [FILE|DIR]...` (docs/cli.md): one JSON line
 * per player over the records given, or over the app's history in DIR.
 * Exit 0: every file counted; 1: some file skipped (named on stderr); 2: usage.
 */
export async function statsCommand(argv: string[], out: NodeJS.WritableStream, err: NodeJS.WritableStream): Promise<number> {
  let values: { data?: string };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args: argv, options: { data: { type: 'string' } }, allowPositionals: true, strict: true }));
  } catch (e) {
    err.write(`stammtisch stats: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const missing = positionals.find((p) => !existsSync(p));
  if (missing) {
    err.write(`stammtisch stats: no such file or directory: ${missing}\n`);
    return 2;
  }
  // FILEs alone: no app data (no saved index, no merged names); with --data the names merged there apply.
  const dataDir = values.data ?? (positionals.length ? null : defaultAppDataDir());
  const history = await History.open(dataDir, positionals);
  try {
    const problems = history.problems();
    for (const p of problems) err.write(`${p.path}: skipped (${p.status}): ${p.error}\n`);
    const lines = history.stats().map((s) => JSON.stringify(s));
    if (lines.length) out.write(lines.join('\n') + '\n');
    return problems.length ? 1 : 0;
  } finally {
    history.close();
  }
}
