/**
 * The parts of bench/doppelkopf-calls-value.ts (what hard's announcements
 * win, counterfactually; issue 30): a game loop as `playGame`'s that can
 * start from a recorded prefix of actions, and the gain of every call in a
 * recorded game against the same seat staying silent from that call on.
 */
import type { Action, Bot, Seat } from '../shared/engine/game';
import { Match } from '../shared/engine/match';
import { createRng } from '../shared/engine/rng';
import { doppelkopf } from '../shared/games/doppelkopf';
import type { DoppelkopfAction } from '../shared/games/doppelkopf/actions';
import type { DoppelkopfState } from '../shared/games/doppelkopf/state';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';

export interface Played {
  /** Every action of the match, in order (the prefix included). */
  actions: DoppelkopfAction[];
  /** Each seat's net points over the match (`results().totals.net`: DDV game points; Weimar minus points, negated). */
  net: number[];
  /** Games the match held (a Weimar deal can be several: the evening's end). */
  games: number;
}

/**
 * Play the match of `seed` with `bots`, as `playGame` (shared/bots/play.ts)
 * does it: the same generators (`bot/<seat>/<move>`, `volunteer/<seat>/<move>`),
 * volunteers asked once per position before the awaited seat. The first
 * `prefix.length` actions are taken from `prefix` without asking the bots;
 * `skip` moves more are counted as made (no action): the silent arm skips
 * the call's move number, so its later decisions draw from the same
 * generators as the arm with the call (common random numbers).
 */
export function playFrom(bots: Bot<DoppelkopfView>[], seed: string, options: unknown, prefix: readonly DoppelkopfAction[] = [], skip = 0, maxActions = 100_000): Played {
  const match = Match.create(doppelkopf, bots.map((b, s) => `${b.kind} ${s + 1}`), options, seed, { selfplay: bots.map((b) => b.kind) });
  const actions: DoppelkopfAction[] = [];
  for (const a of prefix) {
    const out = match.act(a);
    if (!out.ok) throw new Error(`calls-value: the prefix's action ${JSON.stringify(a)} was refused: ${out.error.message}`);
    actions.push(a);
  }
  let moves = prefix.length + skip;
  let askedAt = -1;
  while (match.status().phase !== 'gameOver') {
    if (askedAt !== moves) {
      askedAt = moves;
      const v = volunteered(match, bots, seed, moves);
      if (v) {
        actions.push(v);
        moves++;
        continue;
      }
    }
    const seat: Seat | undefined = match.status().awaiting[0];
    if (seat === undefined) throw new Error('calls-value: the game waits for nobody but is not over');
    if (moves >= maxActions) throw new Error(`calls-value: no end after ${maxActions} actions`);
    const action = bots[seat]!.decide(match.view(seat) as DoppelkopfView, createRng(seed, `bot/${seat}/${moves}`)) as DoppelkopfAction | null;
    if (action === null) throw new Error(`calls-value: bot "${bots[seat]!.kind}" at seat ${seat} did not move`);
    const out = match.act(action);
    if (!out.ok) throw new Error(`calls-value: bot "${bots[seat]!.kind}" at seat ${seat} chose an illegal action ${JSON.stringify(action)}: ${out.error.message}`);
    actions.push(action);
    moves++;
  }
  const net = (match.results().totals as { net: number[] }).net.slice();
  return { actions, net, games: (match.state as DoppelkopfState).history.length };
}

function volunteered(match: Match, bots: Bot<DoppelkopfView>[], seed: string, moves: number): DoppelkopfAction | null {
  for (const seat of match.status().optional ?? []) {
    const bot = bots[seat]!;
    if (!bot.volunteer) continue;
    const action = bot.volunteer(match.view(seat) as DoppelkopfView, createRng(seed, `volunteer/${seat}/${moves}`)) as DoppelkopfAction | null;
    if (action === null) continue;
    const out = match.act(action as Action);
    if (!out.ok) throw new Error(`calls-value: bot "${bot.kind}" at seat ${seat} volunteered an illegal action ${JSON.stringify(action)}: ${out.error.message}`);
    return action;
  }
  return null;
}

/** One announcement of the recorded match and what it won. */
export interface CallGain {
  /** Index of the announcement in the match's actions. */
  at: number;
  seat: Seat;
  kind: string;
  /** The seat's first announcement of the match: its gain is what all the seat's calls won. */
  first: boolean;
  /** The seat's net with the call (the recorded match) and silent from the call on. */
  said: number;
  silent: number;
  gain: number;
  /** When checked: the replay with nothing changed reproduced the recorded match. */
  reproduced?: boolean;
}

export interface DealValue {
  played: Played;
  calls: CallGain[];
}

/**
 * Play the match of `seed` with `bots` and, at every announcement, the same
 * match again from the actions before it with the announcing seat's bot
 * replaced by `silent[seat]` (which says nothing) from there on, everyone
 * else unchanged. The call's gain is the seat's net with it (the recorded
 * match) minus its net silent. `check`: also replay each call's arm with
 * the call (nothing changed) and note whether it reproduced the record.
 */
export function dealValue(bots: Bot<DoppelkopfView>[], silent: Bot<DoppelkopfView>[], seed: string, options: unknown, check: (at: number) => boolean = () => false): DealValue {
  const played = playFrom(bots, seed, options);
  const seen = new Set<Seat>();
  const calls: CallGain[] = [];
  played.actions.forEach((a, at) => {
    if (a.type !== 'announce') return;
    const seat = a.seat;
    const arm = bots.map((b, s) => (s === seat ? silent[s]! : b));
    const b = playFrom(arm, seed, options, played.actions.slice(0, at), 1);
    const said = played.net[seat]!;
    const gain: CallGain = { at, seat, kind: a.announcement, first: !seen.has(seat), said, silent: b.net[seat]!, gain: said - b.net[seat]! };
    if (check(at)) {
      const again = playFrom(bots, seed, options, played.actions.slice(0, at));
      gain.reproduced = JSON.stringify(again.actions) === JSON.stringify(played.actions) && again.net.every((v, s) => v === played.net[s]);
    }
    seen.add(seat);
    calls.push(gain);
  });
  return { played, calls };
}

/** The deal's gain of all calls per seat and game: each seat's first call's gain (silent from there: all its calls), summed, over 4 seats × games. */
export function perSeatGame(v: DealValue): number {
  const sum = v.calls.filter((c) => c.first).reduce((x, c) => x + c.gain, 0);
  return sum / (v.played.net.length * Math.max(1, v.played.games));
}
