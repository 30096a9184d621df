import type { Component } from 'vue';
import DubbeOptionsForm from './dubbe/DubbeOptionsForm.vue';
import DubbeTable from './dubbe/DubbeTable.vue';

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
};

export const gameUi = (id: string): GameUi | undefined => (Object.hasOwn(gameUis, id) ? gameUis[id] : undefined);
