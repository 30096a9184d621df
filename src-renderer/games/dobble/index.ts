import type { GameUi } from '../index';
import DobbleOptionsForm from './DobbleOptionsForm.vue';
import DobbleTable from './DobbleTable.vue';

export const dobbleUi: GameUi = { table: DobbleTable, options: DobbleOptionsForm };
