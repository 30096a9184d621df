import type { ZodType } from 'zod';
import type { Outcome } from './errors';
import type { Rng } from './rng';

/**
 * The one interface every game implements (Dubbe, Doppelkopf, Dobbm, the
 * real-time symbol game). The host, the network, the bots' search and the UI
 * shell only ever talk to a game through it, so no rule lives outside its
 * game folder. Modelled on boardgame.io's game object and `playerView`.
 *
 * All functions are pure: they never mutate their inputs, and all
 * randomness comes in through an Rng.
 */

/** Seats are numbered 0..n-1 clockwise. */
export type Seat = number;

/** Every action names the seat that takes it and a type; the rest is the game's. */
export interface Action {
  seat: Seat;
  type: string;
}

/** The start of a round as it is written into a record: everything but the actions. */
export interface Deal {
  dealer: Seat;
  hands: string[][];
  [extra: string]: unknown;
}

export interface Status {
  /**
   * `play`: the round is on and the game waits for actions;
   * `roundOver`: the round is complete and the next one needs a deal;
   * `gameOver`: nothing more can happen.
   */
  phase: 'play' | 'roundOver' | 'gameOver';
  /** Seats whose action the game waits for; several at once in real-time games. */
  awaiting: Seat[];
  /**
   * Seats the game does not wait for but that may act now (e.g. a Doppelkopf
   * joker to take the lead before the first card). Host bots in these seats
   * are asked once per change through `Bot.volunteer`.
   */
  optional?: Seat[];
}

/** What `replay` prints besides `ok`; games add their own keys. */
export interface Results {
  rounds: unknown[];
  totals: unknown;
  winners: Seat[];
  [extra: string]: unknown;
}

/** Every view carries who it is for and what that seat may do now. */
export interface View<A extends Action = Action> {
  game: string;
  /** The seat this view is for; null for a spectator. */
  seat: Seat | null;
  legal: A[];
}

export interface Game<S = any, A extends Action = Action, O = any, V extends View<A> = View<A>> {
  id: string;
  title: { de: string; en: string };
  seats: { min: number; max: number };
  /** Validate options from a record, the lobby or the command line and fill in defaults. Throws RecordError. */
  options(raw: unknown, seats: number): O;
  /** The shape of one action at this table (seat in range, cards of this deck). Legality is `apply`'s job. */
  actionSchema(seats: number, options: O): ZodType<A>;
  /** The table before the first deal. */
  begin(seats: number, options: O): S;
  /** Deal the next round (or the first) from a seeded generator. */
  deal(state: S, rng: Rng): Deal;
  /** Start a round from a deal (own or from a record). Throws RecordError if the deal is not valid here. */
  startRound(state: S, deal: Deal): S;
  /** The next state, or a rule error with the state untouched. */
  apply(state: S, action: A): Outcome<S>;
  legalActions(state: S, seat: Seat): A[];
  status(state: S): Status;
  /** The only place hidden information is removed. `null` gives the public (spectator) view. */
  view(state: S, seat: Seat | null): V;
  results(state: S): Results;
  /**
   * Test support (optional): a state that `seat` (null: a spectator) cannot
   * tell from `state`: the cards hidden from it redistributed among their
   * holders (the other seats' hands, face-down stacks), each keeping its
   * count. The conformance suite (test/games/conformance.test.ts) checks that
   * `view(state, seat)` does not change. Never called by the host or bots.
   */
  swapHidden?(state: S, seat: Seat | null, rng: Rng): S;
  /**
   * Optional: in one short reason, why `action` (a strong bot's choice for
   * `view.seat`) is good now, e.g. it wins the trick or saves points. From
   * the view alone, so a tip can never tell a hidden card. Codes are the
   * game's (renderer: `tip.<game>.<code>`).
   */
  tipReason?(view: V, action: A): TipReason;
  /**
   * Optional, for the first-game mode: when `seat` is to choose, each choice
   * it can see (e.g. a card in its hand) that `apply` would refuse, with that
   * rule error's code and params (renderer: `whyNot.<game>.<code>`). Must
   * depend only on what `view(state, seat)` shows (the conformance suite
   * checks it with `swapHidden`); empty when the seat has nothing to choose.
   */
  whyNot?(state: S, seat: Seat): Unplayable<A>[];
  /**
   * Optional: a record ends with its last round complete and no next deal
   * (`roundOver`). Today's Match deals the next round at once, so only an
   * older version of the rules ends a record there (e.g. a Weimar evening
   * that then ended at its agreed games); the game may close what that
   * version closed. Called by Match.fromRecord and replayForStats.
   */
  recordEnds?(state: S): S;
  /** Bots by level ('random', 'easy', 'medium', 'hard'); the host fills empty and dropped seats with them. */
  bots: Record<string, Bot<V>>;
}

/** A choice the rules refuse now, and why (a RuleError's code and params). */
export interface Unplayable<A extends Action = Action> {
  action: A;
  code: string;
  params?: Record<string, string | number>;
}

export interface TipReason {
  code: string;
  params?: Record<string, string | number>;
}

/** A bot decides from a view alone: it never sees the true state. */
export interface Bot<V extends View = View> {
  readonly kind: string;
  /** Choose an action for `view.seat`, or null to wait (e.g. not its turn). */
  decide(view: V, rng: Rng): V['legal'][number] | null;
  /**
   * Real-time games only (optional): how long after seeing `view` this bot
   * acts, in ms. The host waits that long on its clock (a simulation adds it
   * to a simulated one), then calls `decide` with the view current by then.
   */
  reactionMs?(view: V, rng: Rng): number;
  /**
   * For a seat in `status().optional` (optional): an action the bot takes
   * unasked, or null to let the moment pass. Must be cheap: it is asked
   * inline after every change.
   */
  volunteer?(view: V, rng: Rng): V['legal'][number] | null;
}
