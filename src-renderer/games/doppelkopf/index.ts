import { lazyPart } from '../../lazy/lazyPart';
import type { GameUi } from '../index';
import DoppelkopfOptionsForm from './DoppelkopfOptionsForm.vue';

/** The table is loaded when a Doppelkopf table opens: other games' pages do not carry it. */
export const doppelkopfUi: GameUi = { table: lazyPart(() => import('./DoppelkopfTable.vue')), options: DoppelkopfOptionsForm };
