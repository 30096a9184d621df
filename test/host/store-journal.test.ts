import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import { getGame } from '../../shared/games/registry';
import { SIDECAR_FORMAT, TableStore } from '../../src-main/host/store';

/**
 * The saving path the host takes per action (issue 21): the journal is
 * appended through a file kept open, record.json is rewritten in the
 * background at most once per `burstMs`. What a killed host leaves
 * (record.json + journal, read by `TableStore.peek` without any flush)
 * must always be every action handed to the store.
 */
const dirs: string[] = [];
const stores: TableStore[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const game = getGame('dubbe')!;

function setup(): { dir: string; store: TableStore } {
  const dir = mkdtempSync(join(tmpdir(), 'stammtisch-journal-'));
  dirs.push(dir);
  const store = new TableStore(dir);
  stores.push(store);
  store.saveSidecar({
    format: SIDECAR_FORMAT, tableId: 't', name: 'T', game: 'dubbe', options: {}, seed: 's', code: null, started: true,
    seats: ['A', 'B'].map((name) => ({ kind: 'human' as const, name, level: null, tokenHash: null })),
  });
  return { dir, store };
}

/** `n` legal actions on `match`, each handed to the store as the table does. */
function play(match: Match, store: TableStore, n: number): void {
  for (let i = 0; i < n; i++) {
    const seat = match.status().awaiting[0]!;
    const rounds = match.record.rounds.length;
    const out = match.act(match.legal(seat)[0]!);
    if (!out.ok) throw new Error(out.error.message);
    store.saveAction(match.record, match.record.rounds.length - rounds);
  }
}

/** What a host killed now would come back with. */
const afterKill = (dir: string) => TableStore.peek(dir)!.record!.rounds;

describe('the journal, kept open', () => {
  it('a kill at any point loses no action: across a take-back (journal replaced) and a new game (journal removed)', async () => {
    const { dir, store } = setup();
    let match = Match.create(game, ['A', 'B'], {}, 'journal-1');
    store.saveRecordNow(match.record);
    play(match, store, 7);
    expect(afterKill(dir)).toEqual(match.record.rounds);

    // A take-back replaces journal.jsonl by a new file: later lines must go into that one.
    const rounds = match.record.rounds;
    match = match.truncated(rounds.length - 1, Math.max(0, rounds.at(-1)!.actions.length - 2));
    store.rewrite(match.record);
    play(match, store, 5);
    expect(afterKill(dir)).toEqual(match.record.rounds);

    // Play again: the journal is removed with the finished record; the new game's lines start a new one.
    await store.flush();
    store.archive('t');
    match = Match.create(game, ['A', 'B'], {}, 'journal-2');
    store.saveRecord(match.record, true);
    await store.flush();
    play(match, store, 6);
    expect(afterKill(dir)).toEqual(match.record.rounds);
    expect(readFileSync(join(dir, 'journal.jsonl'), 'utf8').trim().split('\n')).toHaveLength(6 + match.record.rounds.length - 1);
  });

  it('a burst of actions rewrites record.json at most once per burstMs, and flush() lands the newest at once', async () => {
    const { dir, store } = setup();
    const match = Match.create(game, ['A', 'B'], {}, 'journal-3');
    store.saveRecordNow(match.record);
    const inodes = new Set<number>();
    const started = performance.now();
    // An action every 10 ms for 0.6 s (within one round: a round end is written at once, durably).
    for (let i = 0; i < 60 && match.status().phase !== 'gameOver'; i++) {
      const rounds = match.record.rounds.length;
      play(match, store, 1);
      if (match.record.rounds.length !== rounds) break;
      inodes.add(statSync(join(dir, 'record.json')).ino);
      await new Promise((r) => setTimeout(r, 10));
    }
    // Each rewrite renames a new file into place: a new inode.
    const elapsed = performance.now() - started;
    expect(inodes.size).toBeLessThanOrEqual(1 + Math.ceil(elapsed / store.burstMs));
    await store.flush();
    // One more action just after a rewrite: the background write would wait burstMs; flush() does not.
    play(match, store, 1);
    await new Promise((r) => setTimeout(r, 20));
    play(match, store, 1);
    const t0 = performance.now();
    await store.flush();
    expect(performance.now() - t0).toBeLessThan(store.burstMs / 2);
    expect(JSON.parse(readFileSync(join(dir, 'record.json'), 'utf8')).rounds).toEqual(match.record.rounds);
  });

  it('table.json of every seat change is there at once for a killed host (its fsync runs after), and flush() waits for it', async () => {
    const { dir, store } = setup();
    store.saveRecordNow(Match.create(game, ['A', 'B'], {}, 'journal-4').record);
    const side = TableStore.peek(dir)!.sidecar;
    for (let i = 0; i < 5; i++) {
      store.saveSidecar({ ...side, name: `T${i}` });
      expect(TableStore.peek(dir)!.sidecar.name).toBe(`T${i}`);
    }
    await store.flush();
    expect(store.status).toEqual({ failing: false });
  });
});
