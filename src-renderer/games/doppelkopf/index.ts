import type { GameUi } from '../index';
import DoppelkopfOptionsForm from './DoppelkopfOptionsForm.vue';
import DoppelkopfTable from './DoppelkopfTable.vue';

export const doppelkopfUi: GameUi = { table: DoppelkopfTable, options: DoppelkopfOptionsForm };
