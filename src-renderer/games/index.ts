import type { Component } from 'vue';
import DubbeOptionsForm from './dubbe/DubbeOptionsForm.vue';
import DubbeTable from './dubbe/DubbeTable.vue';
import { dobbmUi } from './dobbm';
import { dobbleUi } from './dobble';
import { doppelkopfUi } from './doppelkopf';

/**
 * The UI of each game: its table (props `view`, `names`, `notes`, `refusal`; emits
 * `act`) and its lobby options form (v-model of the options, prop `seats`).
 */
export interface GameUi {
  table: Component;
  options: Component;
}

export const gameUis: Record<string, GameUi> = {
  dubbe: { table: DubbeTable, options: DubbeOptionsForm },
  dobbm: dobbmUi,
  dobble: dobbleUi,
  doppelkopf: doppelkopfUi,
};

export const gameUi = (id: string): GameUi | undefined => (Object.hasOwn(gameUis, id) ? gameUis[id] : undefined);
