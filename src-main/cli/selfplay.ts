import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { RecordError } from '../../shared/engine/errors';
import type { Bot } from '../../shared/engine/game';
import { randomSeed } from '../../shared/engine/rng';
import { playGame } from '../../shared/bots/play';
import { playRealtime } from '../../shared/games/dobble/selfplay';
import { isTunable, type ThinkBudget } from '../../shared/bots/types';
import { games as registry, getGame } from '../../shared/games/registry';
import { DuplicateTally, type DuplicateSummary } from './duplicate';
import { installHostSearchPool } from '../host/searchThreads';

const USAGE = `usage: stammtisch selfplay [--game ID] [--players N] [--bots KIND,...] [--games G]
         [--rounds R] [--seed S] [--black-die] [--think MS] [--iterations N]
         [--options JSON] [--out DIR] [--mini-game NAME] [--preset weimar] [--duplicate]
         [--threads N]
Plays whole games between bots (seats rotate between games) and prints one JSON object.
--duplicate: every deal (--games of them) is played once per rotation of the seats.
--threads N: search bots spread each decision over N search threads besides this one
  (default 0: one thread, so a seeded result does not depend on the machine).
`;

export interface KindStats {
  /** Seat-games played by this kind (a kind in two seats counts twice per game). */
  seatGames: number;
  /** Mean final net score per seat-game; null if the game reports no net scores. */
  meanNet: number | null;
  /** Share of seat-games won, ties split evenly among the winners. */
  winShare: number;
  decisions: number;
  meanMs: number;
  p99Ms: number;
}

export interface SelfplaySummary {
  game: string;
  players: number;
  games: number;
  seed: string;
  options: unknown;
  think: number | null;
  iterations: number | null;
  /** Search threads besides the main one (`--threads`), and the shares they answered. */
  searchThreads: { threads: number; shares: number };
  bots: Record<string, KindStats>;
  seconds: number;
  /** Only with --duplicate. */
  duplicate?: DuplicateSummary;
}

class UsageError extends Error {}

/** `stammtisch selfplay`: exit 0 with the summary on stdout, 2 on a usage error. */
export async function selfplayCommand(args: string[], out: NodeJS.WritableStream, err: NodeJS.WritableStream): Promise<number> {
  try {
    const summary = await selfplay(args);
    out.write(JSON.stringify(summary) + '\n');
    return 0;
  } catch (e) {
    if (!(e instanceof UsageError || e instanceof RecordError)) throw e;
    err.write(`stammtisch selfplay: ${e.message}\n${USAGE}`);
    return 2;
  }
}

const positiveInt = (name: string, text: string | undefined, fallback?: number): number => {
  if (text === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required`);
    return fallback;
  }
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new UsageError(`--${name} must be a positive whole number, not "${text}"`);
  return n;
};

export async function selfplay(args: string[]): Promise<SelfplaySummary> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      options: {
        game: { type: 'string', default: 'dubbe' },
        players: { type: 'string' },
        bots: { type: 'string', default: 'hard,random' },
        games: { type: 'string' },
        rounds: { type: 'string' },
        seed: { type: 'string' },
        'black-die': { type: 'boolean', default: false },
        'mini-game': { type: 'string' },
        preset: { type: 'string' },
        think: { type: 'string' },
        iterations: { type: 'string' },
        options: { type: 'string' },
        out: { type: 'string' },
        duplicate: { type: 'boolean', default: false },
        threads: { type: 'string', default: '0' },
      },
    }));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const game = getGame(values.game);
  if (!game) throw new UsageError(`unknown game "${values.game}" (known: ${Object.keys(registry).join(', ')})`);
  const players = positiveInt('players', values.players, Math.min(game.seats.max, Math.max(game.seats.min, 4)));
  if (players < game.seats.min || players > game.seats.max) {
    throw new UsageError(`${game.id} is played by ${game.seats.min} to ${game.seats.max} players, not ${players}`);
  }
  const count = positiveInt('games', values.games, 10);
  const threads = Number(values.threads);
  if (!Number.isInteger(threads) || threads < 0) throw new UsageError(`--threads must be a whole number ≥ 0, not "${values.threads}"`);
  const budget: ThinkBudget = {
    thinkMs: values.think === undefined ? undefined : positiveInt('think', values.think),
    iterations: values.iterations === undefined ? undefined : positiveInt('iterations', values.iterations),
  };
  const kinds = values.bots.split(',').map((k) => k.trim()).filter(Boolean);
  if (kinds.length === 0) throw new UsageError('--bots needs at least one bot kind');
  if (kinds.length > players) throw new UsageError(`--bots names ${kinds.length} bots for ${players} seats`);
  // The last kind named fills the remaining seats: "hard,random" is one hard bot against random ones.
  const named = kinds.length;
  while (kinds.length < players) kinds.push(kinds[kinds.length - 1]!);
  const bots = new Map<string, Bot>();
  for (const kind of kinds) {
    const bot = Object.hasOwn(game.bots, kind) ? game.bots[kind] : undefined;
    if (!bot) throw new UsageError(`${game.id} has no bot "${kind}" (levels: ${Object.keys(game.bots).join(', ')})`);
    bots.set(kind, isTunable(bot) ? bot.withBudget(budget) : bot);
  }
  let rawOptions: Record<string, unknown> = {};
  if (values.options !== undefined) {
    try {
      rawOptions = JSON.parse(values.options);
    } catch (e) {
      throw new UsageError(`--options is not JSON: ${(e as Error).message}`);
    }
    if (rawOptions === null || typeof rawOptions !== 'object' || Array.isArray(rawOptions)) throw new UsageError('--options must be a JSON object');
  }
  if (values.rounds !== undefined) rawOptions = { ...rawOptions, rounds: positiveInt('rounds', values.rounds) };
  if (values['black-die']) rawOptions = { ...rawOptions, blackDie: true };
  if (values['mini-game'] !== undefined) rawOptions = { ...rawOptions, miniGame: values['mini-game'] };
  if (values.preset !== undefined) rawOptions = { ...rawOptions, preset: values.preset };
  const options = game.options(rawOptions, players);
  const seed = values.seed ?? randomSeed();
  if (values.out !== undefined) await mkdir(values.out, { recursive: true });

  // The search pool (shared/bots/search-pool.ts): search bots with `parallel` cut each decision into threads + 1 shares.
  const pool = threads > 0 ? installHostSearchPool(threads) : null;
  if (threads > 0 && !pool) throw new UsageError('--threads: the search thread entry (botWorker) is missing from this build');
  // Ready before the first game, so every decision is cut alike from the start (the cut, not the timing, fixes a seeded result).
  if (pool) await pool.whenReady(60_000);
  const started = globalThis.performance.now();
  const acc = new Map<string, { seatGames: number; net: number; hasNet: boolean; wins: number; ms: number[] }>();
  for (const kind of new Set(kinds)) acc.set(kind, { seatGames: 0, net: 0, hasNet: true, wins: 0, ms: [] });
  const duplicate = values.duplicate;
  if (duplicate && count < 2) throw new UsageError('--duplicate needs --games 2 or more (the interval is over deals)');
  // Duplicate: deal d is played in every rotation r; seat s holds slot (s + r) mod N, whose bot keeps its own random stream.
  const tally = duplicate ? new DuplicateTally(kinds, kinds.map((_, slot) => Math.min(slot, named - 1))) : null;
  const rotations = duplicate ? players : 1;
  let played = 0;
  for (let g = 0; g < count; g++) {
    for (let r = 0; r < rotations; r++) {
      const turn = duplicate ? r : g;
      const slots = kinds.map((_, s) => (s + turn) % players);
      const seats = slots.map((slot) => kinds[slot]!);
      // Real-time games (bots with a reaction time) run on a simulated clock.
      const seatBots = seats.map((k) => bots.get(k)!);
      const play = seatBots.some((b) => b.reactionMs) ? playRealtime : playGame;
      const game1 = play(game, seatBots, { seed: `${seed}/${g}`, options, streams: duplicate ? slots : undefined });
      const results = game1.match.results();
      const net = netScores(results.totals);
      if (tally) {
        if (!net) throw new UsageError(`${game.id} reports no net scores, so --duplicate has nothing to compare`);
        tally.add(g, r, net);
      }
      seats.forEach((kind, s) => {
        const a = acc.get(kind)!;
        a.seatGames++;
        if (net) a.net += net[s]!;
        else a.hasNet = false;
        if (results.winners.includes(s)) a.wins += 1 / results.winners.length;
        a.ms.push(...game1.decisionMs[s]!);
      });
      played++;
      if (values.out !== undefined) {
        const file = join(values.out, `${game.id}-${String(played).padStart(4, '0')}.json`);
        await writeFile(file, JSON.stringify(game1.match.record, null, 1) + '\n');
      }
    }
  }
  const shares = pool?.answered ?? 0;
  // The threads are unref'd (they never keep the process alive); an in-process caller gets its thread back.
  await pool?.close();
  const stats: Record<string, KindStats> = {};
  for (const [kind, a] of acc) {
    const sorted = a.ms.slice().sort((x, y) => x - y);
    const mean = sorted.reduce((x, y) => x + y, 0) / Math.max(1, sorted.length);
    stats[kind] = {
      seatGames: a.seatGames,
      meanNet: a.hasNet ? round(a.net / a.seatGames) : null,
      winShare: round(a.wins / a.seatGames),
      decisions: sorted.length,
      meanMs: round(mean),
      p99Ms: round(sorted.length ? sorted[Math.ceil(sorted.length * 0.99) - 1]! : 0),
    };
  }
  return {
    game: game.id,
    players,
    games: played,
    seed,
    options,
    think: budget.thinkMs ?? null,
    iterations: budget.iterations ?? null,
    searchThreads: { threads, shares },
    bots: stats,
    seconds: round((globalThis.performance.now() - started) / 1000),
    ...(tally ? { duplicate: tally.summary() } : {}),
  };
}

/** Net score per seat: `totals.net` (Dubbe's shape) or `totals` itself when it is a list of numbers. */
function netScores(totals: unknown): number[] | null {
  const isNums = (x: unknown): x is number[] => Array.isArray(x) && x.every((v) => typeof v === 'number');
  if (isNums(totals)) return totals;
  const net = (totals as { net?: unknown } | null)?.net;
  return isNums(net) ? net : null;
}

const round = (x: number): number => Math.round(x * 1000) / 1000;

