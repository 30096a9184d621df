import { Match } from '../../shared/engine/match';
import type { TableRecord } from '../../shared/engine/record';
import { getGame } from '../../shared/games/registry';
import type { Sidecar } from './store';

/** The first deal's dealer, when the game's deal names one. */
export function firstDealer(record: { rounds: unknown[] }): number | null {
  const d = (record.rounds[0] as { dealer?: unknown } | undefined)?.dealer;
  return typeof d === 'number' ? d : null;
}

/** A hand-edited table.json that does not fit the record: a clear error now, not a crash mid-game. */
export function checkSidecarAgrees(s: Sidecar, record: TableRecord, dir: string): void {
  const wrong: string[] = [];
  if (record.game !== s.game) wrong.push(`game "${s.game}" vs "${record.game}"`);
  if (record.players.length !== s.seats.length) wrong.push(`${s.seats.length} seats vs ${record.players.length} players`);
  const seed = record.meta?.seed;
  if (seed !== undefined && String(seed) !== s.seed) wrong.push('a different seed');
  const id = record.meta?.tableId;
  if (id !== undefined && id !== s.tableId) wrong.push(`table id "${s.tableId}" vs "${String(id)}"`);
  if (wrong.length) {
    throw new Error(`${dir}/table.json does not match ${dir}/record.json (${wrong.join('; ')}): restore the original table.json or move the directory away`);
  }
}

/** The saved game reached its end (a record the engine cannot replay counts as not over: the table reports it). */
export function savedGameOver(saved: { sidecar: Sidecar; record: TableRecord | null }): boolean {
  const game = getGame(saved.sidecar.game);
  if (!game || !saved.record) return false;
  try {
    const { match } = Match.fromRecord(game, saved.record);
    return match.status().phase === 'gameOver';
  } catch {
    return false;
  }
}
