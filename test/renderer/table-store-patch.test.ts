import { createPinia, setActivePinia } from 'pinia';
import { describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/protocol/messages';
import { useTableStore } from '../../src-renderer/stores/table';

/**
 * The app's and phone page's store with protocol 5 (docs/protocol.md "State
 * and patch"): a patch changes only the fields it carries, and one that does
 * not build on the state held is never applied (the store asks `resync` and
 * keeps what it had until the whole state comes).
 */
const table = { id: 't', name: 'T', game: 'dubbe', options: {}, seats: [], locked: false, started: true, over: false, results: null } as unknown as Extract<ServerMessage, { type: 'state' }>['table'];

describe('the table store and patches', () => {
  it('applies a patch to the state it names and refuses one that does not fit', () => {
    setActivePinia(createPinia());
    const s = useTableStore();
    s.receive({ type: 'state', seq: 4, v: 10, table, view: { game: 'dubbe', hand: ['red-1', 'red-2'], round: 0, tricks: [] } });
    s.receive({ type: 'patch', seq: 5, v: 11, base: 10, view: { hand: ['red-2'] }, replyTo: 3 });
    expect(s.seq).toBe(5);
    expect(s.view).toEqual({ game: 'dubbe', hand: ['red-2'], round: 0, tricks: [] });
    expect(s.table).toEqual(table);
    // Built on a state this store never got (one lost in between): not applied.
    s.receive({ type: 'patch', seq: 7, v: 13, base: 12, view: { hand: [] }, table: { ...table, over: true } });
    expect(s.seq).toBe(5);
    expect(s.view).toEqual({ game: 'dubbe', hand: ['red-2'], round: 0, tricks: [] });
    expect(s.table!.over).toBe(false);
    // The whole state (the host's answer to resync), then patches of it.
    s.receive({ type: 'state', seq: 7, v: 13, table, view: { game: 'dubbe', hand: [], round: 1, tricks: [] } });
    s.receive({ type: 'patch', seq: 8, v: 14, base: 13, view: { round: 2 }, gone: ['tricks'], table: { ...table, over: true } });
    expect(s.view).toEqual({ game: 'dubbe', hand: [], round: 2 });
    expect(s.table!.over).toBe(true);
  });
});
