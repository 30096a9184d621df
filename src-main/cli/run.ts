import { botCommand } from './bot';
import { hostCommand } from './host';
import { replayCommand } from './replay';
import { selfplayCommand } from './selfplay';
import { statsCommand } from './stats';
import { tablesCommand } from './tables';

const USAGE = `usage: stammtisch <command> [options]

commands:
  replay FILE...     replay table records, one JSON line per file
  host ...           open a table on the network (see docs/cli.md)
  tables             list the tables on the network (mDNS)
  bot URL            join a table as a bot client
  selfplay ...       play bots against each other, print one JSON summary
  stats [FILE|DIR]   statistics per player over records or the app's history
`;

/** Dispatch a command line; returns the exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'replay':
      return replayCommand(rest, process.stdout, process.stderr);
    case 'host':
      return hostCommand(rest, process.stdout, process.stderr);
    case 'tables':
      return tablesCommand(rest, process.stdout, process.stderr);
    case 'bot':
      return botCommand(rest, process.stderr);
    case 'selfplay':
      return selfplayCommand(rest, process.stdout, process.stderr);
    case 'stats':
      return statsCommand(rest, process.stdout, process.stderr);
    case undefined:
    case '-h':
    case '--help':
    case 'help':
      process.stdout.write(USAGE);
      return command === undefined ? 2 : 0;
    default:
      process.stderr.write(`stammtisch: unknown command "${command}"\n${USAGE}`);
      return 2;
  }
}
