import type { Action, View } from '../engine/game';
import type { SearchAdapter } from '../bots/types';
import { doppelkopfSearchAdapters } from './doppelkopf/bots-search';
import { dubbeSearchAdapters } from './dubbe/bots-search';
import { dobbmSearchAdapters } from './dobbm/bots-search';

/**
 * Every search adapter a search pool's thread may run a share with
 * (shared/bots/root-parallel.ts), by the name the bot gives
 * (`searchBot(..., { parallel: { name } })`). Imported only by thread
 * entries, so no game imports it back.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const searchAdapters: Record<string, SearchAdapter<any, Action, View>> = {
  ...(doppelkopfSearchAdapters as Record<string, SearchAdapter<unknown, Action, View>>),
  ...(dubbeSearchAdapters as Record<string, SearchAdapter<unknown, Action, View>>),
  ...(dobbmSearchAdapters as Record<string, SearchAdapter<unknown, Action, View>>),
};
