import type { StatsHook, StatsInput } from '../engine/stats';
import * as dobble from './dobble/stats';
import * as dobbm from './dobbm/stats';
import * as doppelkopf from './doppelkopf/stats';
import * as dubbe from './dubbe/stats';

/** What a game tells the statistics: its own counters per seat, and the points per seat of each finished round. */
export interface GameStatsModule {
  stats: StatsHook;
  roundPoints: (input: StatsInput<any>) => number[][];
}

/**
 * Each game's statistics module (`shared/games/<game>/stats.ts`), by game
 * id, registered here rather than on the Game object so the rules stay
 * untouched. A game without one still counts games, wins and points.
 */
export const statsModules: Record<string, GameStatsModule> = { dubbe, dobbm, dobble, doppelkopf };

export function getStatsModule(id: string): GameStatsModule | undefined {
  return Object.hasOwn(statsModules, id) ? statsModules[id] : undefined;
}
