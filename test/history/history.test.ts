import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { History } from '../../src-main/history/history';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');
let dir: string;
let recs: string[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'history-'));
  await run(process.execPath, [join(root, 'bin', 'stammtisch.js'), 'selfplay', '--game', 'dubbe', '--bots', 'random', '--games', '3', '--seed', 'hi', '--out', join(dir, 'recs')]);
  recs = (await readdir(join(dir, 'recs'))).sort().map((f) => join(dir, 'recs', f));
}, 60_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the history index', () => {
  it('follows the files: new, changed and vanished records; damaged ones listed and kept; the index rebuilt when damaged', async () => {
    const data = join(dir, 'data');
    const games = join(data, 'history', 'games');
    await mkdir(games, { recursive: true });
    await cp(recs[0]!, join(games, 'a.json'));
    let h = await History.open(data);
    expect(h.games().map((g) => g.path)).toEqual([join(games, 'a.json')]);

    // A new record, and a file that is no record.
    await cp(recs[1]!, join(games, 'b.json'));
    await writeFile(join(games, 'junk.json'), 'nonsense');
    await h.sync();
    expect(h.games()).toHaveLength(2);
    expect(h.problems()).toEqual([{ path: join(games, 'junk.json'), status: 'unknown', error: expect.stringMatching(/not JSON/) }]);

    // A record changed in place (other names) is read again.
    const rec = JSON.parse(await readFile(join(games, 'b.json'), 'utf8')) as { players: string[] };
    rec.players = ['W', 'X', 'Y', 'Z'];
    await writeFile(join(games, 'b.json'), JSON.stringify(rec));
    await utimes(join(games, 'b.json'), new Date(), new Date(Date.now() + 5000));
    await h.sync();
    expect(h.stats().map((s) => s.name)).toEqual(expect.arrayContaining(['W', 'X', 'Y', 'Z']));

    // A vanished record leaves the history.
    await rm(join(games, 'a.json'));
    await h.sync();
    expect(h.games()).toHaveLength(1);
    h.close();

    // A damaged index is set aside (not deleted) and rebuilt from the records.
    await writeFile(join(data, 'history', 'index.sqlite'), 'garbage');
    h = await History.open(data);
    expect(h.games()).toHaveLength(1);
    expect(h.problems()).toHaveLength(1);
    expect((await readdir(join(data, 'history'))).some((f) => f.startsWith('index.sqlite.damaged-'))).toBe(true);
    h.close();
    // Deleting the index loses nothing.
    await rm(join(data, 'history', 'index.sqlite'));
    h = await History.open(data);
    expect(h.games()).toHaveLength(1);
    expect(existsSync(join(games, 'junk.json'))).toBe(true);
    h.close();
  });

  it('keeps an added record once, without overwriting a file of the same name', async () => {
    const data = join(dir, 'data2');
    const h = await History.open(data);
    const text = await readFile(recs[0]!, 'utf8');
    const a = await h.add(text, 'abend.json');
    const b = await h.add(text, 'abend.json');
    expect(b.id).toBe(a.id);
    const c = await h.add(await readFile(recs[1]!, 'utf8'), 'abend.json');
    expect(c.path).toBe(join(data, 'history', 'games', 'abend-2.json'));
    await expect(h.add('{"format":"stammtisch-record/1"}', 'x')).rejects.toThrow();
    expect(await readdir(join(data, 'history', 'games'))).toEqual(['abend-2.json', 'abend.json']);
    h.close();
  });
});

describe('the history under concurrent looks', () => {
  it('syncs one at a time (several requests at once)', async () => {
    const data = join(dir, 'data3');
    const games = join(data, 'history', 'games');
    await mkdir(games, { recursive: true });
    const h = await History.open(data);
    for (const [i, f] of recs.entries()) await cp(f, join(games, `${i}.json`));
    const results = await Promise.all([h.sync(), h.sync(), h.sync(), h.add(await readFile(recs[0]!, 'utf8'), 'x')]);
    expect(results[0]).toEqual({ added: 3, removed: 0 });
    expect(h.games()).toHaveLength(3);
    h.close();
  });
});
