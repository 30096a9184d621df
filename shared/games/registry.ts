import type { Game } from '../engine/game';
import { dubbe } from './dubbe';
import { dobbm } from './dobbm';
import { dobble } from './dobble';
import { doppelkopf } from './doppelkopf';

/** Every game the app knows, by the id used in records and on the command line. */
export const games: Record<string, Game> = {
  dubbe: dubbe as unknown as Game,
  dobbm: dobbm as unknown as Game,
  dobble: dobble as unknown as Game,
  doppelkopf: doppelkopf as unknown as Game,
};

export function getGame(id: string): Game | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
