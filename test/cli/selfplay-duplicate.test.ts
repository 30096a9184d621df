import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');

async function selfplay(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [join(root, 'bin', 'stammtisch.js'), 'selfplay', ...args], { cwd: root, maxBuffer: 1 << 26 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

interface Interval { mean: number; ci95: [number, number] }
const contains = (i: Interval, x: number) => i.ci95[0] <= x && x <= i.ci95[1];

describe('stammtisch selfplay --duplicate', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'duplicate-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  // Every game: the JSON contract, and each deal's rotations start from the same cards (Dobble: the same shuffles).
  const cases: [string, string[]][] = [
    ['dubbe', ['--rounds', '4']],
    ['doppelkopf', ['--options', '{"games":1}']],
    ['dobbm', ['--options', '{"hands":2}']],
    ['dobble', ['--mini-game', 'well']],
  ];
  for (const [game, extra] of cases) {
    it(`${game}: one JSON line with deals, kinds and diff; every rotation of a deal gets the same cards`, { timeout: 120_000 }, async () => {
      const out = join(dir, game);
      const deals = 3;
      const res = await selfplay('--duplicate', '--game', game, '--players', '4', '--bots', 'easy,random', '--games', String(deals), '--seed', 'dup', ...extra, '--out', out);
      expect(res.code, res.stderr).toBe(0);
      const lines = res.stdout.trim().split('\n');
      expect(lines).toHaveLength(1);
      const s = JSON.parse(lines[0]!);
      expect(s.games).toBe(deals * 4);
      expect(Object.keys(s.duplicate).sort()).toEqual(['deals', 'diff', 'kinds']);
      expect(s.duplicate.deals).toBe(deals);
      expect(Object.keys(s.duplicate.kinds).sort()).toEqual(['easy', 'random']);
      for (const k of ['easy', 'random']) {
        const i = s.duplicate.kinds[k] as Interval;
        expect(Object.keys(i).sort()).toEqual(['ci95', 'mean']);
        expect(i.ci95).toHaveLength(2);
        expect(contains(i, i.mean)).toBe(true);
        // The kind's duplicate mean is its mean over all its seat-games (every deal has the same rotations).
        expect(i.mean).toBeCloseTo(s.bots[k].meanNet, 2);
      }
      expect(Object.keys(s.duplicate.diff).sort()).toEqual(['a', 'b', 'ci95', 'mean']);
      expect(s.duplicate.diff).toMatchObject({ a: 'easy', b: 'random' });
      expect(s.duplicate.diff.mean).toBeCloseTo(s.duplicate.kinds.easy.mean - s.duplicate.kinds.random.mean, 2);

      const files = (await readdir(out)).sort();
      expect(files).toHaveLength(deals * 4);
      for (let d = 0; d < deals; d++) {
        const records = await Promise.all(files.slice(d * 4, d * 4 + 4).map(async (f) => JSON.parse(await readFile(join(out, f), 'utf8'))));
        const deal = records.map((r) => JSON.stringify({ ...r.rounds[0], actions: undefined }));
        expect(new Set(deal).size).toBe(1);
        // Rotation r puts entry (s + r) mod 4 in seat s: the easy bot visits every seat once.
        expect(records.map((r) => r.meta.selfplay.indexOf('easy'))).toEqual([0, 3, 2, 1]);
      }
      // ...while different deals get different cards.
      const first = JSON.parse(await readFile(join(out, files[0]!), 'utf8'));
      const next = JSON.parse(await readFile(join(out, files[4]!), 'utf8'));
      expect(JSON.stringify(next.rounds[0].hands)).not.toBe(JSON.stringify(first.rounds[0].hands));
    });
  }

  it('luck cancels: the same kind against itself is zero within the interval (own random streams per entry)', { timeout: 180_000 }, async () => {
    const res = await selfplay('--duplicate', '--game', 'dubbe', '--players', '4', '--bots', 'random,random', '--games', '12', '--rounds', '4', '--seed', 'same');
    expect(res.code, res.stderr).toBe(0);
    const { duplicate } = JSON.parse(res.stdout);
    expect(Object.keys(duplicate.kinds)).toEqual(['random']);
    expect(duplicate.diff).toMatchObject({ a: 'random', b: 'random' });
    expect(contains(duplicate.diff, 0)).toBe(true);
    // Not a trivial zero: the first entry's bot keeps its own stream in every seat, so the games differ.
    expect(duplicate.diff.ci95[1] - duplicate.diff.ci95[0]).toBeGreaterThan(0);
  });

  it('detects a real difference with few deals: easy against random, the interval excludes zero', { timeout: 180_000 }, async () => {
    for (const [game, extra] of [['dubbe', ['--rounds', '4']], ['doppelkopf', ['--options', '{"games":4}']]] as const) {
      const res = await selfplay('--duplicate', '--game', game, '--players', '4', '--bots', 'easy,random', '--games', '8', '--seed', 'real', ...extra);
      expect(res.code, res.stderr).toBe(0);
      const { duplicate } = JSON.parse(res.stdout);
      expect(duplicate.deals).toBe(8);
      expect(duplicate.diff.ci95[0], `${game}: ${JSON.stringify(duplicate.diff)}`).toBeGreaterThan(0);
    }
  });

  it('refuses a single deal (no interval over one deal)', { timeout: 60_000 }, async () => {
    const res = await selfplay('--duplicate', '--games', '1', '--bots', 'easy,random');
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/--duplicate needs --games 2 or more/);
    expect(res.stdout).toBe('');
  });
});
