import type { Action, Game, Seat, TipReason, View } from '../../shared/engine/game';
import type { Match } from '../../shared/engine/match';
import { sharedBotPool } from './botPool';
import { refuse, type Refusal } from './refusal';
import type { SeatState } from './seats';

/** What a tip needs of its table. */
export interface TipTable {
  readonly id: string;
  readonly game: Game;
  readonly seats: readonly SeatState[];
  readonly tips: boolean;
  readonly realtime: boolean;
  readonly match: Match | null;
  readonly over: boolean;
  readonly seq: number;
}

/**
 * What a hard bot would do now for `seat`, decided in a bot thread from
 * that seat's view alone (so it cannot tell a hidden card), and the
 * game's reason for it. Only when the table allows tips or every other
 * seat is a bot.
 */
export async function tipFor(table: TipTable, seat: Seat): Promise<{ ok: true; seq: number; action: Action; reason: TipReason | null } | Refusal> {
  // In a real-time game the bot's move is the answer to the race: no tips there, even alone.
  if (table.realtime) return refuse('no-tips', 'A real-time game has no tips: the tip would be the answer to the race.');
  const alone = table.seats.every((s, i) => i === seat || s.kind === 'bot');
  if (!table.tips && !alone) return refuse('tips-off', 'Tips are off at this table: only a player alone against bots, or a table that allows them, gets tips.');
  if (!table.match || table.over) return refuse('no-game', 'There is no game in play.');
  const seq = table.seq;
  const view = table.match.view(seat) as View;
  if (view.legal.length === 0) return refuse('nothing-to-choose', 'There is nothing for you to choose now.');
  const result = await sharedBotPool().decide(
    { game: table.game.id, level: 'hard', view, seed: `${table.id}/tip`, label: `${seq}/${seat}`, budget: { thinkMs: 300 } },
    () => table.seq !== seq,
  );
  if (table.seq !== seq) return refuse('tip-stale', 'The table moved on while the tip was being worked out; ask again.');
  const action = result.ok ? result.action : null;
  if (!action) return refuse('tip-failed', 'No tip this time; ask again.');
  return { ok: true, seq, action, reason: table.game.tipReason ? table.game.tipReason(view, action) : null };
}
