import type { Action, Bot, Game, Seat } from '../engine/game';
import { Match } from '../engine/match';
import { createRng } from '../engine/rng';

export interface PlayedGame {
  match: Match;
  /** Milliseconds each seat's bot spent per decision, in order. */
  decisionMs: number[][];
}

export interface PlayOptions {
  seed: string;
  options?: unknown;
  players?: string[];
  /** Safety net against a game that never ends. */
  maxActions?: number;
  now?: () => number;
  /**
   * The label of each seat's random stream (default: the seat itself).
   * Duplicate play ties a bot's stream to its entry in `--bots`, so the same
   * kind in another seat is a fresh player, not a replay of the seat before.
   */
  streams?: number[];
}

/**
 * Play one whole game with a bot in every seat, through `Match` so the
 * record is exactly what `replay` accepts. Each decision gets its own
 * generator labelled by seat and move number, so a game is reproducible
 * from its seed whatever the bots do with their randomness.
 */
export function playGame(game: Game, bots: Bot[], opts: PlayOptions): PlayedGame {
  const players = opts.players ?? bots.map((b, s) => `${b.kind} ${s + 1}`);
  const match = Match.create(game, players, opts.options ?? {}, opts.seed, { selfplay: bots.map((b) => b.kind) });
  const now = opts.now ?? (() => globalThis.performance.now());
  const decisionMs: number[][] = bots.map(() => []);
  const maxActions = opts.maxActions ?? 100_000;
  let moves = 0;
  let askedAt = -1;
  const stream = (seat: Seat): number => opts.streams?.[seat] ?? seat;
  while (match.status().phase !== 'gameOver') {
    // Seats that may act unasked (e.g. a joker) get one chance per position, before the awaited seat moves.
    if (askedAt !== moves) {
      askedAt = moves;
      if (volunteer(match, bots, opts.seed, moves, stream)) {
        moves++;
        continue;
      }
    }
    const seat: Seat | undefined = match.status().awaiting[0];
    if (seat === undefined) throw new Error(`${game.id}: the game waits for nobody but is not over`);
    if (moves >= maxActions) throw new Error(`${game.id}: no end after ${maxActions} actions`);
    const view = match.view(seat);
    const t0 = now();
    const action = bots[seat]!.decide(view, createRng(opts.seed, `bot/${stream(seat)}/${moves}`)) as Action | null;
    decisionMs[seat]!.push(now() - t0);
    if (action === null) throw new Error(`${game.id}: bot "${bots[seat]!.kind}" at seat ${seat} did not move when it had to`);
    const out = match.act(action);
    if (!out.ok) {
      throw new Error(`${game.id}: bot "${bots[seat]!.kind}" at seat ${seat} chose an illegal action ${JSON.stringify(action)}: ${out.error.message}`);
    }
    moves++;
  }
  return { match, decisionMs };
}

/** Ask each bot in an optional seat whether it acts now; true if one did. */
function volunteer(match: Match, bots: Bot[], seed: string, moves: number, stream: (seat: Seat) => number): boolean {
  for (const seat of match.status().optional ?? []) {
    const bot = bots[seat]!;
    if (!bot.volunteer) continue;
    const action = bot.volunteer(match.view(seat), createRng(seed, `volunteer/${stream(seat)}/${moves}`)) as Action | null;
    if (action === null) continue;
    const out = match.act(action);
    if (!out.ok) throw new Error(`${match.game.id}: bot "${bot.kind}" at seat ${seat} volunteered an illegal action ${JSON.stringify(action)}: ${out.error.message}`);
    return true;
  }
  return false;
}
