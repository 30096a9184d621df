import { RecordError } from '../../shared/engine/errors';
import { parseRecordText } from '../../shared/engine/record';
import { replayForStats } from '../../shared/engine/stats';
import type { GameSummary } from '../../shared/protocol/history';
import { getGame } from '../../shared/games/registry';
import { getStatsModule } from '../../shared/games/stats';
import { botSeats, seatActions, seatSitters } from './actors';

export type { GameSummary } from '../../shared/protocol/history';

/** What is kept beside the summary and read for one game at a time. */
export interface GameDetail {
  options: Record<string, unknown>;
  /** Points per seat of each finished round (the game's stats module), for the running score. */
  roundPoints: number[][];
}

/** Why a file is not in the statistics: not a record (`unknown`), or a record that does not replay (`damaged`). */
export class SkippedFile extends Error {
  constructor(readonly kind: 'damaged' | 'unknown', message: string) { super(message); }
}

const dateOf = (meta: Record<string, unknown> | undefined, fallback: number): number => {
  for (const key of ['finishedAt', 'date', 'at']) {
    const v = meta?.[key];
    const t = typeof v === 'number' ? v : typeof v === 'string' ? Date.parse(v) : NaN;
    if (Number.isFinite(t) && t > 0) return t;
  }
  return fallback;
};

/** Replays one record's text into its summary. Throws SkippedFile. */
export function summarize(text: string, fileTime: number): { summary: GameSummary; detail: GameDetail } {
  let record;
  try {
    record = parseRecordText(text);
  } catch (e) {
    throw new SkippedFile('unknown', (e as Error).message);
  }
  const game = getGame(record.game);
  if (!game) throw new SkippedFile('unknown', `unknown game "${record.game}"`);
  let replayed;
  try {
    replayed = replayForStats(game, record);
  } catch (e) {
    if (e instanceof RecordError) throw new SkippedFile('damaged', e.message);
    throw e;
  }
  if (!replayed.ok) throw new SkippedFile('damaged', `an action is refused: ${replayed.message}`);
  const { input, over } = replayed;
  const totals = input.results.totals as { net?: unknown } | unknown;
  const net = Array.isArray(totals) ? totals : (totals as { net?: unknown })?.net;
  const stats = getStatsModule(game.id);
  const settlement = (input.results.settlement ?? null) as GameSummary['settlement'];
  const options = game.options(record.options, record.players.length) as Record<string, unknown>;
  const preset = options.preset;
  const acted = seatActions(record);
  const sitters = seatSitters(record);
  const summary: GameSummary = {
    game: game.id,
    kind: typeof preset === 'string' && preset !== 'standard' ? `${game.id}:${preset}` : game.id,
    date: dateOf(record.meta, fileTime),
    players: record.players,
    over,
    endedBy: typeof record.meta?.endedBy === 'string' ? record.meta.endedBy : null,
    rounds: input.results.rounds.length,
    winners: input.results.winners,
    points: Array.isArray(net) && net.every((v) => typeof v === 'number') ? (net as number[]) : null,
    seats: stats ? stats.stats(input) : record.players.map(() => ({})),
    acted,
    bots: botSeats(record, acted),
    ...(sitters.length ? { sitters } : {}),
    settlement,
  };
  return { summary, detail: { options, roundPoints: stats ? stats.roundPoints(input) : [] } };
}
