import { lazyPart } from '../../lazy/lazyPart';
import type { GameUi } from '../index';
import DobbleOptionsForm from './DobbleOptionsForm.vue';

/** The table is loaded when a symbol-game table opens: other games' pages do not carry it. */
export const dobbleUi: GameUi = { table: lazyPart(() => import('./DobbleTable.vue')), options: DobbleOptionsForm };
