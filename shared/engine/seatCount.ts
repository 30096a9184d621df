import { RecordError } from './errors';
import type { Game } from './game';

/** A record (or a table) for a number of players the game is not played by: a RecordError, before any state is built for them. */
export function checkSeatCount(game: Pick<Game, 'id' | 'seats'>, n: number): void {
  if (n < game.seats.min || n > game.seats.max) {
    throw new RecordError(`${game.id} is played by ${game.seats.min} to ${game.seats.max} players, not ${n}`);
  }
}
