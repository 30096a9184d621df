import { parseArgs } from 'node:util';
import { browseTables } from '../host/mdns';

export const TABLES_USAGE = 'usage: stammtisch tables [--timeout SECONDS]\n';

/**
 * `stammtisch tables`: browse mDNS for `--timeout` seconds (default 3), then
 * print one JSON line per table. Exit 0 (also when none was found), 2 for a
 * wrong command line.
 */
export async function tablesCommand(args: string[], out: NodeJS.WritableStream, err: NodeJS.WritableStream): Promise<number> {
  let timeout: number;
  try {
    const { values } = parseArgs({ args, options: { timeout: { type: 'string', default: '3' } }, strict: true });
    timeout = Number(values.timeout);
    if (!Number.isFinite(timeout) || timeout <= 0 || timeout > 600) throw new Error(`--timeout must be seconds between 0 and 600, not "${values.timeout}"`);
  } catch (e) {
    err.write(`stammtisch tables: ${(e as Error).message}\n${TABLES_USAGE}`);
    return 2;
  }
  const tables = await browseTables(timeout * 1000);
  for (const t of tables) {
    out.write(JSON.stringify({
      name: t.name, host: t.host, address: t.address, port: t.port, game: t.game, seats: t.seats, free: t.free,
      protocol: t.protocol, locked: t.locked, id: t.id, url: t.url, lookAlike: t.lookAlike,
    }) + '\n');
    if (t.lookAlike) err.write(`warning: table id ${t.id} is announced at more than one address (${t.address}:${t.port} is one): one of them is a look-alike; ask the host for the right address\n`);
  }
  if (tables.length === 0) err.write(`no tables found within ${timeout} s\n`);
  return 0;
}
