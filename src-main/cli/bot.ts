import { closeSync, openSync, writeSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBotClient } from '../host/botClient';
import { installHostSearchPool } from '../host/searchThreads';

export const BOT_USAGE = 'usage: stammtisch bot ws://HOST:PORT [--name NAME] [--log FILE] [--delay MS] [--code CODE] [--level LEVEL]\n';

/**
 * `stammtisch bot URL`: a bot client in the first free seat. Exit 0 when
 * the game ended, 1 when the table is full, unreachable, refuses it, or is
 * lost for more than 60 s; 2 for a wrong command line.
 */
export async function botCommand(args: string[], err: NodeJS.WritableStream): Promise<number> {
  let values: { name?: string; log?: string; delay?: string; code?: string; level?: string };
  let url: string;
  try {
    const parsed = parseArgs({
      args,
      options: {
        name: { type: 'string' }, log: { type: 'string' }, delay: { type: 'string' }, code: { type: 'string' }, level: { type: 'string' },
      },
      strict: true,
      allowPositionals: true,
    });
    values = parsed.values;
    if (parsed.positionals.length !== 1) throw new Error('give exactly one table address');
    url = parsed.positionals[0]!;
    if (values.delay !== undefined && !(Number.isInteger(Number(values.delay)) && Number(values.delay) >= 0)) {
      throw new Error(`--delay must be milliseconds ≥ 0, not "${values.delay}"`);
    }
  } catch (e) {
    err.write(`stammtisch bot: ${(e as Error).message}\n${BOT_USAGE}`);
    return 2;
  }
  // A search bot spreads its decisions over the cores (shared/bots/search-pool.ts; STAMMTISCH_SEARCH_WORKERS=0: one thread).
  installHostSearchPool()?.warm();
  let log: number | null = null;
  try {
    if (values.log) log = openSync(values.log, 'a');
  } catch (e) {
    err.write(`stammtisch bot: cannot write the log: ${(e as Error).message}\n`);
    return 1;
  }
  try {
    const result = await runBotClient({
      url,
      name: values.name ?? 'Bot',
      delayMs: Number(values.delay ?? 0),
      ...(values.code !== undefined ? { code: values.code } : {}),
      ...(values.level !== undefined ? { level: values.level } : {}),
      // Written at once, so a killed bot's log is complete up to its end.
      ...(log !== null ? { onMessage: (text: string) => { if (log !== null) writeSync(log, text + '\n'); } } : {}),
      onNote: (text) => err.write(`bot: ${text}\n`),
    });
    err.write(`bot: ${result.message}${result.seat !== null ? ` (seat ${result.seat}, ${result.actions} actions)` : ''}\n`);
    return result.code;
  } catch (e) {
    err.write(`stammtisch bot: ${(e as Error).message}\n`);
    return 1;
  } finally {
    if (log !== null) closeSync(log);
    log = null;
  }
}
