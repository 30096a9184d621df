import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SeatInfo } from '../../shared/protocol/messages';
import type { SeatRecord } from './store';

/** One seat at the table as the host keeps it. */
export interface SeatState extends SeatRecord {
  /** Live client connections holding this seat (a human may have a stale one for a moment). */
  connections: number;
  /** A dropped human's seat is played by a bot after the grace period. */
  standIn: boolean;
  graceTimer: NodeJS.Timeout | null;
}

export const emptySeat = (): SeatState => ({
  kind: 'empty', name: null, level: null, tokenHash: null, botClient: false, gone: false, connections: 0, standIn: false, graceTimer: null,
});

/** A person's seat whose person may come back (not a bot, not empty, not gone home). */
export const personSeat = (s: SeatRecord): boolean => s.kind === 'human' && !s.gone;

export const newToken = (): string => randomBytes(24).toString('base64url');
export const newId = (): string => randomBytes(6).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Constant-time comparison of a presented secret with the expected one. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `botLevel`: the table's bot level, which a stand-in plays at unless the seat has its own (botDriver: `level ?? botLevel`). */
export function seatInfo(s: SeatState, botLevel: string): SeatInfo {
  // A bot client keeps its seat like a person (token, grace period) but the others see a bot.
  const kind = s.kind === 'human' && s.botClient ? 'bot' : s.kind;
  const info: SeatInfo = { name: s.name, kind, connected: s.kind === 'bot' || s.connections > 0 };
  if (s.kind === 'bot') info.level = s.level ?? 'random';
  if (s.standIn) {
    info.botStandIn = true;
    info.level = s.level ?? botLevel;
  }
  if (s.gone) info.gone = true;
  return info;
}

export const seatRecord = (s: SeatState): SeatRecord => ({
  kind: s.kind, name: s.name, level: s.level, tokenHash: s.tokenHash, ...(s.botClient ? { botClient: true } : {}), ...(s.gone ? { gone: true } : {}),
});
