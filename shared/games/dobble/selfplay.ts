import type { Game, Seat } from '../../engine/game';
import { Match } from '../../engine/match';
import { createRng, randomSeed } from '../../engine/rng';
import { dobble } from './index';
import type { DobbleView } from './view';

export interface DobbleSelfplayOptions {
  /** Bot level per seat: 'random' | 'easy' | 'medium' | 'hard'. */
  levels: string[];
  /** Player names (default: the levels numbered). */
  players?: string[];
  /** Raw game options, e.g. { miniGame: 'well' }. */
  options?: Record<string, unknown>;
  seed?: string;
}

export interface DobbleSelfplayResult {
  match: Match;
  /** Simulated ms played, summed over rounds. */
  simulatedMs: number;
  claims: number;
}

/** A tournament that never ends means a bug; no real game comes near this. */
const MAX_STEPS = 200_000;

/**
 * Plays a whole game with bots on a simulated clock: every awaited seat
 * gets a timer of its bot's `reactionMs`, the earliest fires (ties in seat
 * order, as if they arrived so), its action is stamped with the simulated
 * time as `at` and applied. A change of the table restarts every seat's
 * search; a wrong claim restarts only the claimant's, after its lock. This
 * is how the host drives bots in real time, without the waiting.
 */
export function playDobble(opts: DobbleSelfplayOptions): DobbleSelfplayResult {
  const seed = opts.seed ?? randomSeed();
  const players = opts.players ?? opts.levels.map((l, i) => `${l}-${i + 1}`);
  const game = dobble as unknown as Game;
  const match = Match.create(game, players, opts.options ?? {}, seed, { bots: opts.levels.slice() });
  const rng = createRng(seed, 'selfplay');
  const botFor = (s: Seat) => game.bots[opts.levels[s]!] ?? game.bots.random!;
  let timers = new Map<Seat, { at: number; key: string }>();
  let round = -1;
  let now = 0;
  let simulatedMs = 0;
  let claims = 0;
  for (let step = 0; match.status().phase !== 'gameOver'; step++) {
    if (step > MAX_STEPS) throw new Error(`selfplay did not finish in ${MAX_STEPS} steps (seed ${seed})`);
    if (match.record.rounds.length - 1 !== round) {
      round = match.record.rounds.length - 1;
      simulatedMs += now;
      now = 0;
      timers = new Map();
    }
    const { awaiting } = match.status();
    for (const seat of awaiting) {
      const v = match.view(seat) as DobbleView;
      const key = `${v.phase}/${v.version}/${v.lockedUntil[seat]}`;
      if (timers.get(seat)?.key === key) continue;
      const start = Math.max(now, v.lockedUntil[seat]!);
      const delay = botFor(seat).reactionMs?.(v, rng) ?? 0;
      timers.set(seat, { at: start + Math.max(0, Math.round(delay)), key });
    }
    for (const seat of [...timers.keys()]) if (!awaiting.includes(seat)) timers.delete(seat);
    let next: Seat | null = null;
    for (const [seat, t] of timers) if (next === null || t.at < timers.get(next)!.at) next = seat;
    if (next === null) throw new Error(`selfplay stuck: nobody to act (seed ${seed})`);
    const timer = timers.get(next)!;
    timers.delete(next);
    now = Math.max(now, timer.at);
    const action = botFor(next).decide(match.view(next), rng);
    if (action === null) continue;
    const stamped = action.type === 'claim' ? { ...action, at: now } : action;
    const out = match.act(stamped);
    if (out.ok && action.type === 'claim') claims++;
  }
  simulatedMs += now;
  return { match, simulatedMs, claims };
}
