import { replayCommand } from './replay';

const USAGE = `usage: stammtisch <command> [options]

commands:
  replay FILE...     replay table records, one JSON line per file
`;

/** Dispatch a command line; returns the exit code. */
export async function runCli(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'replay':
      return replayCommand(rest, process.stdout, process.stderr);
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
