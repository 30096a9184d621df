import type { Component } from 'vue';
import DubbeOptionsForm from './dubbe/DubbeOptionsForm.vue';
import { dobbmUi } from './dobbm';
import { dobbleUi } from './dobble';
import { doppelkopfUi } from './doppelkopf';
import { lazyPart } from '../lazy/lazyPart';

/**
 * The UI of each game: its table (props `view`, `names`, `notes`, `refusal`; emits
 * `act`) and its lobby options form (v-model of the options, prop `seats`).
 * A table is its own chunk, loaded when a table of that game opens, so a
 * page carries only the game it shows (the forms are small and the lobby
 * needs them all).
 */
export interface GameUi {
  table: Component;
  options: Component;
  /** Turn-based: a move can be taken back and the bots paused (not in a real-time game). */
  turnBased?: boolean;
}

export const gameUis: Record<string, GameUi> = {
  dubbe: { table: lazyPart(() => import('./dubbe/DubbeTable.vue')), options: DubbeOptionsForm, turnBased: true },
  dobbm: { ...dobbmUi, turnBased: true },
  dobble: dobbleUi,
  doppelkopf: { ...doppelkopfUi, turnBased: true },
};

export const gameUi = (id: string): GameUi | undefined => (Object.hasOwn(gameUis, id) ? gameUis[id] : undefined);
