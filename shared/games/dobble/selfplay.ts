import type { Action, Bot, Game, Seat } from '../../engine/game';
import { Match } from '../../engine/match';
import { createRng, randomSeed } from '../../engine/rng';
import { dobble } from './index';

export interface RealtimePlayOptions {
  seed: string;
  options?: unknown;
  players?: string[];
  /** Safety net against a game that never ends. */
  maxSteps?: number;
  /** The label of each seat's random streams (default: the seat; see PlayOptions.streams). */
  streams?: number[];
}

export interface RealtimePlayed {
  match: Match;
  /** Wall-clock ms each seat's bot spent per decision, in order. */
  decisionMs: number[][];
  /** Simulated ms played, summed over the rounds. */
  simulatedMs: number;
}

/** What a real-time view must carry for the driver (DobbleView has it). */
interface RealtimeView {
  round: number;
  phase: string;
  version: number;
  lockedUntil: number[];
}

/**
 * Plays a whole real-time game with bots on a simulated clock, through
 * `Match`, so the record is what `replay` accepts. Like the host: every
 * awaited seat gets a timer of its bot's `reactionMs`; the earliest fires
 * (equal times in seat order, as if they arrived so); the bot decides on
 * the view current then and its claim is stamped `at` = the simulated ms
 * since the round began. A change of the table restarts every seat's
 * search; a wrong claim restarts only the claimant's. No waiting: a
 * tournament takes a fraction of a second.
 */
export function playRealtime(game: Game, bots: Bot[], opts: RealtimePlayOptions): RealtimePlayed {
  const players = opts.players ?? bots.map((b, s) => `${b.kind} ${s + 1}`);
  const match = Match.create(game, players, opts.options ?? {}, opts.seed, { selfplay: bots.map((b) => b.kind) });
  const decisionMs: number[][] = bots.map(() => []);
  const maxSteps = opts.maxSteps ?? 200_000;
  let timers = new Map<Seat, { at: number; key: string }>();
  let round = -1;
  let now = 0;
  let simulatedMs = 0;
  let moves = 0;
  const stream = (seat: Seat): number => opts.streams?.[seat] ?? seat;
  for (let step = 0; match.status().phase !== 'gameOver'; step++) {
    if (step >= maxSteps) throw new Error(`${game.id}: no end after ${maxSteps} steps (seed ${opts.seed})`);
    if (match.record.rounds.length - 1 !== round) {
      round = match.record.rounds.length - 1;
      simulatedMs += now;
      now = 0;
      timers = new Map();
    }
    const { awaiting } = match.status();
    for (const seat of [...timers.keys()]) if (!awaiting.includes(seat)) timers.delete(seat);
    for (const seat of awaiting) {
      const view = match.view(seat);
      const v = view as unknown as RealtimeView;
      const key = `${v.round}/${v.phase}/${v.version}/${v.lockedUntil[seat]}`;
      if (timers.get(seat)?.key === key) continue;
      const delay = bots[seat]!.reactionMs?.(view, createRng(opts.seed, `react/${stream(seat)}/${step}`)) ?? 0;
      timers.set(seat, { at: now + Math.max(0, Math.round(delay)), key });
    }
    let next: Seat | null = null;
    for (const [seat, t] of timers) if (next === null || t.at < timers.get(next)!.at || (t.at === timers.get(next)!.at && seat < next)) next = seat;
    if (next === null) throw new Error(`${game.id}: the game waits for nobody but is not over`);
    const timer = timers.get(next)!;
    now = Math.max(now, timer.at);
    const t0 = globalThis.performance.now();
    const action = bots[next]!.decide(match.view(next), createRng(opts.seed, `bot/${stream(next)}/${moves}`)) as Action | null;
    decisionMs[next]!.push(globalThis.performance.now() - t0);
    moves++;
    if (action === null) { timers.delete(next); continue; }
    const stamped = 'at' in action ? { ...action, at: now } : action;
    const out = match.act(stamped);
    // Refused (e.g. still locked): look again after another reaction time.
    if (!out.ok) timers.set(next, { at: now + 1 + Math.round(bots[next]!.reactionMs?.(match.view(next), createRng(opts.seed, `retry/${stream(next)}/${step}`)) ?? 100), key: timer.key });
    else timers.delete(next);
  }
  simulatedMs += now;
  return { match, decisionMs, simulatedMs };
}

/** A game of Dobble between bots of the given levels ('random', 'easy', 'medium', 'hard'), one per seat. */
export function playDobble(opts: { levels: string[]; players?: string[]; options?: Record<string, unknown>; seed?: string }): RealtimePlayed {
  const bots = opts.levels.map((l) => {
    const bot = Object.hasOwn(dobble.bots, l) ? dobble.bots[l] : undefined;
    if (!bot) throw new Error(`dobble has no bot "${l}" (levels: ${Object.keys(dobble.bots).join(', ')})`);
    return bot;
  });
  return playRealtime(dobble as unknown as Game, bots as unknown as Bot[], {
    seed: opts.seed ?? randomSeed(), options: opts.options, players: opts.players ?? opts.levels.map((l, i) => `${l} ${i + 1}`),
  });
}
