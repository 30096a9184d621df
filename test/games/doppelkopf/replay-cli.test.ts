import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { playedMatch, recordOf } from './craft';

const bin = join(__dirname, '../../../bin/stammtisch.js');

async function replay(file: string) {
  try {
    const { stdout } = await promisify(execFile)('node', [bin, 'replay', file]);
    return { code: 0, stdout };
  } catch (e) {
    const err = e as { code: number; stdout: string };
    return { code: err.code, stdout: err.stdout };
  }
}

describe('stammtisch replay, game doppelkopf', () => {
  const dir = mkdtempSync(join(tmpdir(), 'doko-replay-'));
  const m = playedMatch(5, 'cli-doko', { games: 2 });
  const record = recordOf(m);

  it('prints rounds with type, parties, card points and game points, totals and winners', async () => {
    const file = join(dir, 'good.json');
    writeFileSync(file, JSON.stringify(record));
    const out = await replay(file);
    expect(out.code).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(json).toEqual({ ok: true, ...JSON.parse(JSON.stringify(m.results())) });
    const scored = json.rounds.filter((r: { scored: boolean }) => r.scored);
    expect(scored).toHaveLength(2);
    for (const r of scored) {
      expect(r.cardPoints.re + r.cardPoints.kontra).toBe(240);
      expect(r.points).toHaveLength(5);
    }
    expect(json.totals.points).toHaveLength(5);
  });

  it('reports the first illegal action with its round and index', async () => {
    const bad = structuredClone(record);
    const round = bad.rounds.findIndex((r) => r.actions.some((a) => a.type === 'play'));
    const at = bad.rounds[round]!.actions.findIndex((a) => a.type === 'play');
    // The dealer at five sits out: a card from the dealer is refused.
    bad.rounds[round]!.actions[at] = { ...bad.rounds[round]!.actions[at]!, seat: bad.rounds[round]!.dealer };
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify(bad));
    const out = await replay(file);
    expect(out.code).toBe(1);
    const json = JSON.parse(out.stdout);
    expect(json.ok).toBe(false);
    expect(json.error).toMatchObject({ round, action: at });
    expect(json.error.message).toMatch(/sits it out/);
  });
});
