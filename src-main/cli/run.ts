// Each command is loaded when it runs: `replay` never pays for the network stack.
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
      return (await import('./replay')).replayCommand(rest, process.stdout, process.stderr);
    case 'host':
      return (await import('./host')).hostCommand(rest, process.stdout, process.stderr);
    case 'tables':
      return (await import('./tables')).tablesCommand(rest, process.stdout, process.stderr);
    case 'bot':
      return (await import('./bot')).botCommand(rest, process.stderr);
    case 'selfplay':
      return (await import('./selfplay')).selfplayCommand(rest, process.stdout, process.stderr);
    case 'stats':
      return (await import('./stats')).statsCommand(rest, process.stdout, process.stderr);
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
