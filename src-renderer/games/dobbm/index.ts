import DobbmOptionsForm from './DobbmOptionsForm.vue';
import DobbmTable from './DobbmTable.vue';

/** Dobbm's table and lobby options form, as `games/index.ts` registers them. */
export const dobbmUi = { table: DobbmTable, options: DobbmOptionsForm };
