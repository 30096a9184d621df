import type { Game, Results } from './game';
import { RecordError } from './errors';
import { checkSeatCount } from './seatCount';
import type { TableRecord } from './record';

/**
 * Per-seat counters a game reports for the statistics (docs/cli.md,
 * `stammtisch stats`): numbers, or one level of named numbers (e.g. cards
 * won per mini-game). Counters are summed over a person's games.
 */
export type SeatStats = Record<string, number | Record<string, number>>;

/** What a game's stats hook sees: the record, its results, and each record round's first and last state. */
export interface StatsInput<S = unknown> {
  record: TableRecord;
  results: Results;
  /** One entry per record round: the state right after the deal and after its last recorded action. */
  rounds: { start: S; end: S }[];
}

export type StatsHook<S = any> = (input: StatsInput<S>) => SeatStats[];

export type Replayed<S = unknown> =
  | { ok: true; input: StatsInput<S>; over: boolean }
  | { ok: false; message: string };

/**
 * Replays a record like `replay` does (the same checks as Match.fromRecord),
 * keeping each round's first and last state for the game's stats hook.
 * Throws RecordError for an invalid record; a refused action gives `{ ok: false }`.
 */
export function replayForStats<S>(game: Game<S>, record: TableRecord): Replayed<S> {
  if (record.game !== game.id) throw new RecordError(`record is for game "${record.game}", not "${game.id}"`);
  const n = record.players.length;
  checkSeatCount(game, n);
  const options = game.options(record.options, n);
  const schema = game.actionSchema(n, options);
  let state = game.begin(n, options);
  const rounds: { start: S; end: S }[] = [];
  for (let r = 0; r < record.rounds.length; r++) {
    const phase = game.status(state).phase;
    if (r > 0 && phase === 'play') throw new RecordError(`round ${r - 1} is unfinished, but round ${r} follows it`);
    if (phase === 'gameOver') throw new RecordError(`the game is over after ${r} rounds, but the record has ${record.rounds.length}`);
    const { actions, ...deal } = record.rounds[r]!;
    state = game.startRound(state, deal);
    const start = state;
    for (let a = 0; a < actions.length; a++) {
      const parsed = schema.safeParse(actions[a]);
      if (!parsed.success) throw new RecordError(`round ${r}, action ${a}: ${parsed.error.issues[0]!.message}`);
      const out = game.apply(state, parsed.data);
      if (!out.ok) return { ok: false, message: `round ${r}, action ${a}: ${out.error.message}` };
      state = out.state;
    }
    rounds.push({ start, end: state });
  }
  // As Match.fromRecord: a record of an older version of the rules may end where those rules ended the game.
  if (rounds.length > 0 && game.recordEnds && game.status(state).phase === 'roundOver') state = game.recordEnds(state);
  return { ok: true, over: game.status(state).phase === 'gameOver', input: { record, results: game.results(state), rounds } };
}
