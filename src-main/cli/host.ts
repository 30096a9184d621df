import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { getGame } from '../../shared/games/registry';
import { newTableCode, TABLE_CODE_LENGTH } from '../app/tableCode';
import { startTable, type RunningTable } from '../host/index';
import { defaultDataDir } from '../host/store';
import { BOT_PACES, type BotPace } from '../host/botDriver';
import { ABSENT_POLICIES, type AbsentPolicy } from '../host/people';

export const HOST_USAGE = `usage: stammtisch host [--game dubbe] [--seats N] [--bots K] [--rounds R] [--black-die] [--preset weimar]
                       [--port P] [--name "Table name"] [--data DIR] [--seed S] [--code CODE|auto]
                       [--bot-level LEVEL] [--bot-delay MS] [--bot-pace slow|normal|fast] [--grace SECONDS] [--listen ADDR]
                       [--absent stand-in|wait] [--tips] [--web DIR] [--no-mdns] [--json]
`;


function intOption(value: string | undefined, name: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new UsageError(`--${name} must be a whole number ≥ ${min}, not "${value}"`);
  return n;
}

class UsageError extends Error {}

/**
 * `stammtisch host`: opens a table and runs until SIGINT/SIGTERM (or
 * `quit` on stdin). Exit 0 after a clean stop, 1 when the table cannot be
 * opened, 2 for a wrong command line.
 */
export async function hostCommand(args: string[], out: NodeJS.WritableStream, err: NodeJS.WritableStream): Promise<number> {
  let running: RunningTable;
  let json = false;
  let ownDir = false;
  try {
    const { values } = parseArgs({
      args,
      options: {
        game: { type: 'string', default: 'dubbe' },
        seats: { type: 'string' },
        bots: { type: 'string' },
        rounds: { type: 'string' },
        'black-die': { type: 'boolean' },
        preset: { type: 'string' },
        port: { type: 'string' },
        name: { type: 'string' },
        data: { type: 'string' },
        seed: { type: 'string' },
        code: { type: 'string' },
        'bot-level': { type: 'string' },
        'bot-delay': { type: 'string' },
        'bot-pace': { type: 'string' },
        tips: { type: 'boolean' },
        absent: { type: 'string' },
        grace: { type: 'string' },
        listen: { type: 'string' },
        web: { type: 'string' },
        'no-mdns': { type: 'boolean' },
        json: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    });
    if (values.help) {
      out.write(HOST_USAGE);
      return 0;
    }
    json = values.json ?? false;
    ownDir = values.data === undefined;
    const game = getGame(values.game!);
    if (!game) throw new UsageError(`unknown game "${values.game}"`);
    const seats = intOption(values.seats, 'seats', 1) ?? Math.min(4, game.seats.max);
    const rounds = intOption(values.rounds, 'rounds', 1);
    const port = intOption(values.port, 'port', 0);
    if (port !== undefined && port > 65535) throw new UsageError(`--port must be at most 65535`);
    const code = values.code === 'auto' ? newTableCode() : values.code;
    if (code !== undefined && !/^[A-Za-z0-9]{4,16}$/.test(code)) {
      throw new UsageError(`--code must be 4 to 16 letters or digits (or "auto" for ${TABLE_CODE_LENGTH} random ones): shorter codes are guessed too fast`);
    }
    const botPace = values['bot-pace'] as BotPace | undefined;
    if (botPace !== undefined && !BOT_PACES.includes(botPace)) throw new UsageError(`--bot-pace must be one of ${BOT_PACES.join(', ')}`);
    const absent = values.absent as AbsentPolicy | undefined;
    if (absent !== undefined && !ABSENT_POLICIES.includes(absent)) throw new UsageError(`--absent must be one of ${ABSENT_POLICIES.join(', ')}`);
    const options: Record<string, unknown> = {};
    if (rounds !== undefined) options.rounds = rounds;
    if (values['black-die']) options.blackDie = true;
    // House rules of a game (Doppelkopf: `weimar`); the game validates the name.
    if (values.preset !== undefined) options.preset = values.preset;
    running = await startTable({
      game: game.id,
      seats,
      bots: intOption(values.bots, 'bots', 0) ?? 0,
      options,
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.seed !== undefined ? { seed: values.seed } : {}),
      ...(code !== undefined ? { code } : {}),
      ...(values['bot-level'] !== undefined ? { botLevel: values['bot-level'] } : {}),
      bot: { delayMs: intOption(values['bot-delay'], 'bot-delay', 0) ?? 0 },
      ...(botPace !== undefined ? { botPace } : {}),
      // Only turns tips on: without the flag a resumed table keeps what it saved.
      ...(values.tips ? { tips: true } : {}),
      // Without it a resumed table keeps its saved policy; a new one lets a bot play (the lobby's default).
      ...(absent !== undefined ? { absent } : {}),
      graceMs: (intOption(values.grace, 'grace', 0) ?? 20) * 1000,
      // Without --data: a new directory for this table (two tables on one laptop never share one).
      dataDir: values.data ?? defaultDataDir(),
      ...(port !== undefined ? { port } : {}),
      ...(values.listen !== undefined ? { listen: values.listen } : {}),
      ...(values.web !== undefined ? { webRoot: values.web } : {}),
      ...(values['no-mdns'] ? { mdns: false } : {}),
    });
  } catch (e) {
    const usage = e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    err.write(`stammtisch host: ${(e as Error).message}\n${usage ? HOST_USAGE : ''}`);
    return usage ? 2 : 1;
  }

  const { table } = running;
  let reported = table.over;
  table.on('log', (line) => { if (!json) out.write(`${line}\n`); });
  // Saving problems reach a --json reader too: one JSON line on stderr each (stdout stays the machine's).
  if (json) {
    table.on('saveError', (error) => err.write(JSON.stringify({ event: 'saveFailed', dataDir: running.dataDir, error }) + '\n'));
    table.on('saving', (status) => {
      if (!status.failing) err.write(JSON.stringify({ event: 'saveResumed', dataDir: running.dataDir }) + '\n');
    });
  }
  table.on('change', () => {
    if (reported || !table.over) return;
    reported = true;
    const results = table.match?.results();
    if (json) out.write(JSON.stringify({ over: true, endedBy: table.endedBy ?? null, results }) + '\n');
    else out.write(`game over${table.endedBy === 'host' ? ' (ended by the host)' : table.endedBy === 'left' ? ' (ended early: everyone went home)' : ''}; winners: seats ${results?.winners.join(', ')}; record: ${running.dataDir}/record.json\n`);
  });

  return new Promise<number>((resolve) => {
    let stopping = false;
    const rl = createInterface({ input: process.stdin, terminal: false });
    const stop = (why: string) => {
      if (stopping) return;
      stopping = true;
      rl.close();
      process.stdin.destroy();
      if (!json) out.write(`${why}: saving and closing…\n`);
      running.close().then(() => resolve(0), (e: Error) => {
        err.write(`stammtisch host: ${e.message}\n`);
        resolve(1);
      });
    };
    // `on`, not `once`: a second signal while closing must still find our handler (not the default, which kills unsaved).
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
    // Announced only now: a SIGTERM right after the ready line must find its handler (not kill the host unsaved).
    if (json) {
      out.write(JSON.stringify({
        url: running.url, browserUrl: running.browserUrl, port: running.port, address: running.address, name: table.name,
        game: table.game.id, seats: table.seats.length, code: running.tableCode, dataDir: running.dataDir, resumed: running.resumed,
        tips: table.tips,
        botPace: table.botPace,
        absent: table.absent,
      }) + '\n');
    } else {
      const bots = table.seats.filter((s) => s.kind === 'bot').length;
      out.write(
        `Stammtisch: table "${table.name}" — ${table.game.title.en}, ${table.seats.length} seats (${bots} bots${table.botPace ? `, ${table.botPace} pace` : ''})`
        + `${running.resumed ? `, resumed from ${running.dataDir}` : ''}\n`
        + `  table:   ${running.url}\n`
        + `  browser: ${running.browserUrl}\n`
        + (running.tableCode ? `  code:    ${running.tableCode}\n` : '')
        + (table.tips ? `  tips:    every seat may ask for tips\n` : '')
        + `  absent:  ${table.absent === 'wait' ? 'the table waits for a person who leaves' : 'a bot plays for a person who leaves (after the grace time)'}\n`
        + `  data:    ${running.dataDir}${ownDir ? ' (resume this table with --data)' : ''}\n`
        + `Commands on stdin: bot SEAT [LEVEL] · remove SEAT · absent stand-in|wait · end · status · quit\n`,
      );
    }
    rl.on('line', (line) => {
      const [cmd, a, b] = line.trim().split(/\s+/);
      const seat = Number(a);
      const res = cmd === 'bot' ? table.seatBot(seat, b)
        : cmd === 'remove' ? table.removePlayer(seat)
          : cmd === 'end' ? table.endGame()
            : null;
      if (cmd === 'quit') return stop('quit');
      if (cmd === 'absent') {
        if (!ABSENT_POLICIES.includes(a as AbsentPolicy)) err.write(`absent: ${ABSENT_POLICIES.join(' or ')}, not "${a ?? ''}"\n`);
        else table.setAbsent(a as AbsentPolicy);
        return;
      }
      if (cmd === 'status') {
        // The public info, and what the host decided for people who leave.
        out.write(JSON.stringify({ ...table.publicInfo(), absent: table.absent }) + '\n');
        return;
      }
      if (res === null) {
        if (cmd) err.write(`unknown command "${cmd}": bot SEAT [LEVEL] · remove SEAT · absent stand-in|wait · end · status · quit\n`);
        return;
      }
      if (!res.ok) err.write(`${res.message}\n`);
    });
  });
}
