import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const bin = join(__dirname, '../../../bin/stammtisch.js');

describe('stammtisch selfplay --game dobble', () => {
  it('plays tournaments and single mini-games whose records replay', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dobble-selfplay-'));
    const { stdout } = await run('node', [bin, 'selfplay', '--game', 'dobble', '--players', '5', '--bots', 'hard,easy', '--games', '3', '--seed', 'cli', '--out', dir]);
    const summary = JSON.parse(stdout);
    expect(summary).toMatchObject({ game: 'dobble', players: 5, games: 3, options: { miniGame: null, miniGames: 5, lockMs: 2000 } });
    expect(summary.bots.hard.seatGames + summary.bots.easy.seatGames).toBe(15);
    expect(summary.bots.hard.winShare).toBeGreaterThan(summary.bots.easy.winShare);
    const single = JSON.parse((await run('node', [bin, 'selfplay', '--game', 'dobble', '--players', '2', '--games', '1', '--mini-game', 'Brunnen', '--out', join(dir, 'well')])).stdout);
    expect(single.options).toMatchObject({ miniGame: 'well', miniGames: 1 });
    const files = [...readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => join(dir, f)), join(dir, 'well', 'dobble-0001.json')];
    expect(files).toHaveLength(4);
    const replayed = (await run('node', [bin, 'replay', ...files])).stdout.trim().split('\n').map((l) => JSON.parse(l));
    expect(replayed.every((r) => r.ok === true && r.winners.length === 1)).toBe(true);
  }, 60_000);

  it('rejects an unknown mini-game with exit 2', async () => {
    const err = await run('node', [bin, 'selfplay', '--game', 'dobble', '--mini-game', 'Skat']).catch((e) => e);
    expect(err.code).toBe(2);
    expect(err.stderr).toContain('unknown mini-game "Skat"');
  }, 30_000);
});
