import { nameKey } from './names';
import type { SeatState } from './seats';

/** The name a bot gets at seat `seat` (0-based). */
export const botName = (seat: number): string => `Bot ${seat + 1}`;

/** The seated name `name` reads the same as (people, bots, and the "Bot N" names bots get), or null. */
export function nameTaken(seats: readonly SeatState[], name: string): string | null {
  const key = nameKey(name);
  for (const s of seats) if (s.name !== null && nameKey(s.name) === key) return s.name;
  for (let i = 0; i < seats.length; i++) if (nameKey(botName(i)) === key) return botName(i);
  return null;
}

/** A suggestion: the name with the first free number. */
export function freeName(seats: readonly SeatState[], name: string): string {
  for (let n = 2; n < 100; n++) {
    const candidate = `${name.slice(0, 29)} ${n}`;
    if (!nameTaken(seats, candidate)) return candidate;
  }
  return `${name.slice(0, 26)} ${Date.now() % 1000}`;
}
