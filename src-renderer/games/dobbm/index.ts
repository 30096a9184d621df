import { lazyPart } from '../../lazy/lazyPart';
import DobbmOptionsForm from './DobbmOptionsForm.vue';

/** Dobbm's table (loaded when a Dobbm table opens) and lobby options form, as `games/index.ts` registers them. */
export const dobbmUi = { table: lazyPart(() => import('./DobbmTable.vue')), options: DobbmOptionsForm };
