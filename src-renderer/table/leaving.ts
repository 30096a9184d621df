/** Leaving and coming back at the table (docs/ui.md "Leaving the table"): one import for the table screen. */
export { default as AwayNotice } from './AwayNotice.vue';
export { default as LeaveDialog } from './LeaveDialog.vue';
export { default as TableEnded } from './TableEnded.vue';
