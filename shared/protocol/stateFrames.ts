import type { ServerMessage } from './messages';

export type StateMessage = Extract<ServerMessage, { type: 'state' }>;
export type PatchMessage = Extract<ServerMessage, { type: 'patch' }>;

/**
 * The whole state a `patch` makes of the state a client holds, or null when
 * it does not fit (no state yet, or not the one the patch builds on: the
 * client then asks `resync` and waits for a whole `state`). Used by every
 * client: the app and phone page, `stammtisch bot` and the tests' client
 * (docs/protocol.md "State and patch").
 */
export function patchState(held: StateMessage | null | undefined, patch: PatchMessage): StateMessage | null {
  if (!held || held.v !== patch.base || held.view === null) return null;
  // Own data properties only (a field named "__proto__" stays a field).
  const view: Record<string, unknown> = { ...held.view, ...patch.view };
  for (const key of patch.gone ?? []) delete view[key];
  const state: StateMessage = { type: 'state', seq: patch.seq, v: patch.v, table: patch.table ?? held.table, view: view as StateMessage['view'] };
  if (patch.replyTo !== undefined) state.replyTo = patch.replyTo;
  if (patch.whyNot !== undefined) state.whyNot = patch.whyNot;
  return state;
}
