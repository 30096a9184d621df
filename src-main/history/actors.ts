import { actedBy, type TableRecord } from '../../shared/engine/record';
import type { SeatActions } from '../../shared/protocol/history';

export type { SeatActions };

/** The names the host gives bots (`Bot 1` … `Bot N`, by seat); it refuses them to people (table.ts `nameTaken`). */
const isHostBotName = (name: string, seats: number): boolean => {
  const m = /^Bot (\d+)$/.exec(name);
  return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= seats;
};

export function seatActions(record: TableRecord): SeatActions[] {
  const out = record.players.map(() => ({ own: 0, standIn: 0, bot: 0 }));
  for (const round of record.rounds) {
    for (const a of round.actions) {
      const seat = (a as { seat?: unknown }).seat;
      const counts = typeof seat === 'number' ? out[seat] : undefined;
      if (!counts) continue;
      const by = actedBy(a);
      if (by === 'bot') counts.bot++;
      else if (by === 'stand-in') counts.standIn++;
      else counts.own++;
    }
  }
  return out;
}

/**
 * Which seats are bots, not people (issue 27: a bot is a bot whatever its
 * name): every recorded action of the seat is marked `by: "bot"`, or the
 * seat has a name the host gives bots only (`Bot 2`; also in records written
 * before the marks existed).
 */
export function botSeats(record: TableRecord, acted: SeatActions[] = seatActions(record)): boolean[] {
  return record.players.map((name, s) => {
    const a = acted[s]!;
    return (a.bot > 0 && a.own === 0 && a.standIn === 0) || isHostBotName(name, record.players.length);
  });
}
