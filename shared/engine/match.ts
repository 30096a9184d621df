import type { ZodType } from 'zod';
import { RecordError, refuse, type Outcome, type RuleError } from './errors';
import { checkSeatCount } from './seatCount';
import type { Action, Game, Results, Seat, Status, View } from './game';
import { RECORD_FORMAT, type RecordRound, type TableRecord } from './record';
import { createRng, randomSeed } from './rng';

/** Where replaying a record stopped: 0-based round and action index. */
export interface Refusal {
  round: number;
  action: number;
  error: RuleError;
}

/**
 * One game at one table: the game's state together with the record that
 * rebuilds it. Every accepted action is appended to the record, and a new
 * round is dealt from the seed as soon as the last one is complete, so the
 * record is always a complete save of the table.
 */
/**
 * Action schemas by game, seat count and options: building a zod schema
 * costs far more than using it, and replaying many records (or hosting
 * many tables) asks for the same few again and again.
 */
const schemas = new WeakMap<Game, Map<string, ZodType<Action>>>();
function actionSchemaFor(game: Game, n: number, options: unknown): ZodType<Action> {
  let byKey = schemas.get(game);
  if (!byKey) schemas.set(game, (byKey = new Map()));
  const key = `${n}/${JSON.stringify(options)}`;
  let schema = byKey.get(key);
  if (!schema) {
    schema = game.actionSchema(n, options) as ZodType<Action>;
    // Bounded: options are few in practice, but a long-running host must not grow without end.
    if (byKey.size >= 64) byKey.clear();
    byKey.set(key, schema);
  }
  return schema;
}

export class Match<S = unknown> {
  private readonly schema: ZodType<Action>;

  private constructor(
    readonly game: Game<S>,
    public state: S,
    readonly record: TableRecord,
    private readonly options: unknown,
  ) {
    this.schema = actionSchemaFor(game as Game, record.players.length, options);
  }

  static create<S>(
    game: Game<S>,
    players: string[],
    rawOptions: unknown = {},
    seed: string = randomSeed(),
    meta: Record<string, unknown> = {},
  ): Match<S> {
    checkSeatCount(game, players.length);
    const options = game.options(rawOptions, players.length);
    const record: TableRecord = {
      format: RECORD_FORMAT,
      game: game.id,
      players: players.slice(),
      options: options as Record<string, unknown>,
      rounds: [],
      meta: { ...meta, seed },
    };
    const match = new Match(game, game.begin(players.length, options), record, options);
    match.dealIfDue();
    return match;
  }

  /**
   * Rebuild a table from a record. Throws RecordError if the record is not
   * valid for this game; returns the first refused action, if any, with the
   * state as it was just before it.
   */
  static fromRecord<S>(game: Game<S>, record: TableRecord): { match: Match<S>; refused?: Refusal } {
    if (record.game !== game.id) throw new RecordError(`record is for game "${record.game}", not "${game.id}"`);
    const n = record.players.length;
    checkSeatCount(game, n);
    const options = game.options(record.options, n);
    const match = new Match(game, game.begin(n, options), { ...record, options: options as Record<string, unknown>, rounds: [] }, options);
    for (let r = 0; r < record.rounds.length; r++) {
      const round = record.rounds[r]!;
      const phase = game.status(match.state).phase;
      if (r > 0 && phase === 'play') {
        throw new RecordError(`round ${r - 1} is unfinished, but round ${r} follows it`);
      }
      if (phase === 'gameOver') {
        throw new RecordError(`the game is over after ${r} rounds, but the record has ${record.rounds.length}`);
      }
      const { actions, ...deal } = round;
      match.state = game.startRound(match.state, deal);
      match.record.rounds.push({ ...deal, actions: [] });
      for (let a = 0; a < actions.length; a++) {
        const parsed = match.schema.safeParse(actions[a]);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
          throw new RecordError(`round ${r}, action ${a}: ${issue.message}${where}`);
        }
        const out = game.apply(match.state, parsed.data);
        if (!out.ok) return { match, refused: { round: r, action: a, error: out.error } };
        match.state = out.state;
        match.currentRound().actions.push(actions[a]!);
      }
    }
    if (record.rounds.length > 0 && game.recordEnds && game.status(match.state).phase === 'roundOver') match.state = game.recordEnds(match.state);
    return { match };
  }

  get seats(): number {
    return this.record.players.length;
  }

  get seed(): string {
    const seed = this.record.meta?.seed;
    if (typeof seed === 'string' || typeof seed === 'number') return String(seed);
    // An imported record without a seed: a fresh secret one, kept in the record so later deals stay
    // reproducible (one derived from the players' names would let anyone at the table compute the deals).
    const fresh = randomSeed();
    this.record.meta = { ...this.record.meta, seed: fresh };
    return fresh;
  }

  /**
   * Check an untrusted action's shape, apply it, record it and deal on if a
   * round ended. `extra` keys (e.g. `at`) go into the record only.
   */
  act(input: unknown, extra: Record<string, unknown> = {}): Outcome<S> {
    const parsed = this.schema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
      return refuse('malformed-action', `Not an action of this game: ${where}${issue.message}`);
    }
    const out = this.game.apply(this.state, parsed.data);
    if (!out.ok) return out;
    this.state = out.state;
    this.currentRound().actions.push({ ...parsed.data, ...extra });
    this.dealIfDue();
    return out;
  }

  /** Where `seat`'s last recorded action is (0-based round and index), or null if it has none. */
  lastActionOf(seat: Seat): { round: number; index: number } | null {
    const rounds = this.record.rounds;
    for (let r = rounds.length - 1; r >= 0; r--) {
      const actions = rounds[r]!.actions;
      for (let a = actions.length - 1; a >= 0; a--) if ((actions[a] as { seat?: unknown }).seat === seat) return { round: r, index: a };
    }
    return null;
  }

  /**
   * The same table as it was just before action `index` of round `round`:
   * a new Match replayed from a copy of the record without that action,
   * those after it and later rounds (a take-back). This match is unchanged.
   */
  truncated(round: number, index: number): Match<S> {
    const rounds = this.record.rounds;
    if (!Number.isInteger(round) || round < 0 || round >= rounds.length || !Number.isInteger(index) || index < 0 || index > rounds[round]!.actions.length) {
      throw new RangeError(`no action ${index} in round ${round}`);
    }
    const kept = structuredClone({ ...this.record, rounds: rounds.slice(0, round + 1) });
    kept.rounds[round]!.actions.length = index;
    const { match, refused } = Match.fromRecord(this.game, kept);
    // The record replayed once already: a refusal now is a bug, not bad input.
    if (refused) throw new Error(`replaying the kept record refused round ${refused.round}, action ${refused.action}`);
    match.dealIfDue();
    return match;
  }

  /** Only the actions a seat could legally take now. */
  legal(seat: Seat): Action[] {
    return this.game.legalActions(this.state, seat);
  }

  status(): Status {
    return this.game.status(this.state);
  }

  view(seat: Seat | null): View {
    return this.game.view(this.state, seat);
  }

  results(): Results {
    return this.game.results(this.state);
  }

  /** Deal the next round once the current one is complete; a game that has not begun counts as complete. */
  dealIfDue(): void {
    if (this.game.status(this.state).phase !== 'roundOver') return;
    const index = this.record.rounds.length;
    const deal = this.game.deal(this.state, createRng(this.seed, `deal/${index}`));
    this.state = this.game.startRound(this.state, deal);
    this.record.rounds.push({ ...deal, actions: [] });
  }

  private currentRound(): RecordRound {
    return this.record.rounds[this.record.rounds.length - 1]!;
  }
}
