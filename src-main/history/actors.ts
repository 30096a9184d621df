import { actedAs, actedBy, type TableRecord } from '../../shared/engine/record';
import type { SeatActions, Sitter } from '../../shared/protocol/history';

export type { SeatActions, Sitter };

/** The names the host gives bots (`Bot 1` … `Bot N`, by seat); it refuses them to people (table.ts `nameTaken`). */
const isHostBotName = (name: string, seats: number): boolean => {
  const m = /^Bot (\d+)$/.exec(name);
  return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= seats;
};

const count = (into: SeatActions, action: unknown): void => {
  const by = actedBy(action);
  if (by === 'bot') into.bot++;
  else if (by === 'stand-in') into.standIn++;
  else into.own++;
};

/** Per seat, the actions taken while the seat's own name (`players[seat]`) held it: no `who` mark. */
export function seatActions(record: TableRecord): SeatActions[] {
  const out = record.players.map(() => ({ own: 0, standIn: 0, bot: 0 }));
  for (const round of record.rounds) {
    for (const a of round.actions) {
      const seat = (a as { seat?: unknown }).seat;
      const counts = typeof seat === 'number' ? out[seat] : undefined;
      if (!counts || actedAs(a) !== null) continue;
      count(counts, a);
    }
  }
  return out;
}

/** Whoever else held a seat during the game (the `who` marks), with their actions there; in order of first action. */
export function seatSitters(record: TableRecord): Sitter[] {
  const out = new Map<string, Sitter>();
  for (const round of record.rounds) {
    for (const a of round.actions) {
      const seat = (a as { seat?: unknown }).seat;
      const who = actedAs(a);
      if (who === null || typeof seat !== 'number' || seat < 0 || seat >= record.players.length) continue;
      const key = `${seat}\u0000${who}`;
      let s = out.get(key);
      if (!s) out.set(key, (s = { seat, name: who, own: 0, standIn: 0, bot: 0, isBot: false }));
      count(s, a);
    }
  }
  // A sitter is a bot like a seat is: all its actions a bot's, or a name the host gives bots only.
  return [...out.values()].map((s) => ({ ...s, isBot: (s.bot > 0 && s.own === 0 && s.standIn === 0) || isHostBotName(s.name, record.players.length) }));
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
