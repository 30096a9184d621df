import type { Component } from 'vue';
import { lazyPart } from '../lazy/lazyPart';
import DobbleOptionsForm from './dobble/DobbleOptionsForm.vue';
import DobbmOptionsForm from './dobbm/DobbmOptionsForm.vue';
import DoppelkopfOptionsForm from './doppelkopf/DoppelkopfOptionsForm.vue';
import DubbeOptionsForm from './dubbe/DubbeOptionsForm.vue';

/**
 * The UI of each game: its table (props `view`, `names`, `notes`, `refusal`; emits
 * `act`) and its lobby options form (v-model of the options, prop `seats`).
 * A table is its own file, fetched when a table of that game opens (or ahead,
 * `preloadTable`), so a page carries only the game it shows; the forms are
 * small and the lobby needs them all.
 */
export interface GameUi {
  table: Component;
  options: Component;
  /** Turn-based: a move can be taken back and the bots paused (not in a real-time game). */
  turnBased?: boolean;
}

const tableFiles = {
  dubbe: () => import('./dubbe/DubbeTable.vue'),
  dobbm: () => import('./dobbm/DobbmTable.vue'),
  dobble: () => import('./dobble/DobbleTable.vue'),
  doppelkopf: () => import('./doppelkopf/DoppelkopfTable.vue'),
};

export const gameUis: Record<string, GameUi> = {
  dubbe: { table: lazyPart(tableFiles.dubbe), options: DubbeOptionsForm, turnBased: true },
  dobbm: { table: lazyPart(tableFiles.dobbm), options: DobbmOptionsForm, turnBased: true },
  dobble: { table: lazyPart(tableFiles.dobble), options: DobbleOptionsForm },
  doppelkopf: { table: lazyPart(tableFiles.doppelkopf), options: DoppelkopfOptionsForm, turnBased: true },
};

export const gameUi = (id: string): GameUi | undefined => (Object.hasOwn(gameUis, id) ? gameUis[id] : undefined);

/** Fetches a game's table file ahead: the table screen asks as soon as it knows the game, before the first deal. */
export function preloadTable(id: string): void {
  // A failed fetch is said by the table itself when it is shown (lazyPart retries and offers a reload).
  if (Object.hasOwn(tableFiles, id)) tableFiles[id as keyof typeof tableFiles]().catch(() => {});
}
