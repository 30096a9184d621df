import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..');

/** The real command: `npx stammtisch` as a user types it, or its bin script directly where npx's start-up would dominate. */
async function exec(cmd: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(cmd, args, { cwd: root, maxBuffer: 1 << 26 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}
const stammtisch = (...args: string[]) => exec('npx', ['stammtisch', ...args]);
const bin = (...args: string[]) => exec(process.execPath, [join(root, 'bin', 'stammtisch.js'), ...args]);

describe('stammtisch selfplay', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'selfplay-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints one JSON summary and writes records that replay', { timeout: 120_000 }, async () => {
    const out = join(dir, 'records');
    const res = await bin(
      'selfplay', '--game', 'dubbe', '--players', '3', '--bots', 'hard,easy,random', '--games', '3',
      '--rounds', '3', '--seed', 'cli', '--black-die', '--iterations', '10', '--out', out,
    );
    expect(res.code, res.stderr).toBe(0);
    const lines = res.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const summary = JSON.parse(lines[0]!);
    expect(summary).toMatchObject({
      game: 'dubbe', players: 3, games: 3, seed: 'cli', options: { rounds: 3, blackDie: true }, think: null, iterations: 10,
      searchThreads: { threads: 0, shares: 0 },
    });
    expect(Object.keys(summary.bots).sort()).toEqual(['easy', 'hard', 'random']);
    let shares = 0;
    for (const stats of Object.values(summary.bots) as Record<string, number>[]) {
      expect(Object.keys(stats).sort()).toEqual(['decisions', 'meanMs', 'meanNet', 'p99Ms', 'seatGames', 'winShare']);
      expect(stats.seatGames).toBe(3);
      expect(stats.decisions).toBeGreaterThan(3 * 3 * 15);
      expect(stats.p99Ms).toBeGreaterThanOrEqual(0);
      shares += stats.winShare! * stats.seatGames!;
    }
    // Every game has winners worth exactly one game in total.
    expect(shares).toBeCloseTo(3, 6);

    const files = (await readdir(out)).sort();
    expect(files).toEqual(['dubbe-0001.json', 'dubbe-0002.json', 'dubbe-0003.json']);
    const replayed = await stammtisch('replay', ...files.map((f) => join(out, f)));
    expect(replayed.code, replayed.stderr).toBe(0);
    const results = replayed.stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(results.map((r) => r.ok)).toEqual([true, true, true]);
    // The summary's mean net scores are the records' net scores, averaged by bot kind (seats rotate).
    const net: Record<string, number> = { hard: 0, easy: 0, random: 0 };
    for (const [g, f] of files.entries()) {
      const record = JSON.parse(await readFile(join(out, f), 'utf8'));
      expect(record.meta.selfplay).toEqual(['hard', 'easy', 'random'].map((_, s, k) => k[(s + g) % 3]));
      record.meta.selfplay.forEach((kind: string, s: number) => { net[kind]! += results[g].totals.net[s] / 3; });
    }
    for (const kind of Object.keys(net)) expect(summary.bots[kind].meanNet).toBeCloseTo(net[kind]!, 2);
  });

  it('is reproducible from its seed with a fixed iteration count', { timeout: 120_000 }, async () => {
    const args = ['selfplay', '--players', '2', '--bots', 'medium,hard', '--games', '2', '--seed', 'again', '--iterations', '15'];
    const a = JSON.parse((await bin(...args, '--out', join(dir, 'a'))).stdout);
    const b = JSON.parse((await bin(...args, '--out', join(dir, 'b'))).stdout);
    for (const kind of ['medium', 'hard']) {
      expect(b.bots[kind].meanNet).toBe(a.bots[kind].meanNet);
      expect(b.bots[kind].winShare).toBe(a.bots[kind].winShare);
    }
    for (const f of ['dubbe-0001.json', 'dubbe-0002.json']) {
      expect(await readFile(join(dir, 'b', f), 'utf8')).toBe(await readFile(join(dir, 'a', f), 'utf8'));
    }
  });

  it('--threads 1: hard spreads its search over a search thread (the built worker entry) and a seeded result repeats', { timeout: 120_000 }, async () => {
    const args = ['selfplay', '--game', 'dobbm', '--bots', 'hard,easy', '--games', '1', '--seed', 'threads', '--iterations', '40', '--options', '{"hands":1}', '--threads', '1'];
    const runs = [await bin(...args), await bin(...args)];
    const [a, b] = runs.map((r) => {
      expect(r.code, r.stderr).toBe(0);
      return JSON.parse(r.stdout);
    });
    // The hard seat's searched card decisions sent their second share to the thread.
    expect(a.searchThreads.threads).toBe(1);
    expect(a.searchThreads.shares).toBeGreaterThan(5);
    expect(b.searchThreads).toEqual(a.searchThreads);
    for (const kind of ['hard', 'easy']) expect(b.bots[kind].meanNet).toBe(a.bots[kind].meanNet);
  });

  it('refuses bad arguments with exit code 2 and a reason', { timeout: 120_000 }, async () => {
    const cases: [string[], RegExp][] = [
      [['--bots', 'genius'], /no bot "genius".*random, easy, medium, hard/],
      [['--players', '7'], /2 to 5 players/],
      [['--game', 'skat'], /unknown game "skat"/],
      [['--games', '0'], /--games must be a positive whole number/],
      [['--rounds', '5', '--players', '4'], /not a multiple of 4/],
      [['--bogus'], /Unknown option '--bogus'/],
      [['--threads', 'two'], /--threads must be a whole number ≥ 0, not "two"/],
    ];
    for (const [args, reason] of cases) {
      const res = await bin('selfplay', ...args);
      expect(res.code, args.join(' ')).toBe(2);
      expect(res.stderr).toMatch(reason);
      expect(res.stdout).toBe('');
    }
  });
});
