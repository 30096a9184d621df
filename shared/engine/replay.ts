import type { Game } from './game';
import { Match } from './match';
import { parseRecord } from './record';
import { RecordError } from './errors';

export type ReplayOutput =
  | ({ ok: true } & Record<string, unknown>)
  | { ok: false; error: { round: number; action: number; message: string } };

/**
 * Replay one parsed JSON value as documented in table-record.md. Throws
 * RecordError when it is not a valid record.
 */
export function replay(raw: unknown, lookup: (id: string) => Game | undefined): ReplayOutput {
  const record = parseRecord(raw);
  const game = lookup(record.game);
  if (!game) throw new RecordError(`unknown game "${record.game}"`);
  const { match, refused } = Match.fromRecord(game, record);
  if (refused) {
    return { ok: false, error: { round: refused.round, action: refused.action, message: refused.error.message } };
  }
  return { ok: true, ...match.results() };
}
