import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stammtischOnce } from './processes';
import { Match } from '../../shared/engine/match';
import { doppelkopf } from '../../shared/games/doppelkopf';

const bin = stammtischOnce;

/** The records contract of issue 28 for the Genscher: bots make it in `selfplay`, `replay` scores the record as the table did. */
describe('selfplay and replay with the Genscher', () => {
  let dir = '';
  afterAll(async () => { if (dir) await rm(dir, { recursive: true, force: true }); });

  it('bots genschern in selfplay; each record replays with the scores the table had', { timeout: 120_000 }, async () => {
    dir = await mkdtemp(join(tmpdir(), 'selfplay-genscher-'));
    const options = { games: 24, genscher: 'normal', genscherAnnounced: 'notAfterOwn' };
    const res = await bin('selfplay', '--game', 'doppelkopf', '--players', '4', '--bots', 'easy,random', '--games', '1', '--seed', 'genscher-cli', '--options', JSON.stringify(options), '--out', dir);
    expect(res.code, res.stderr).toBe(0);
    const files = (await readdir(dir)).filter((f) => f.endsWith('.json'));
    expect(files).toHaveLength(1);
    const file = join(dir, files[0]!);
    const record = JSON.parse(await readFile(file, 'utf8'));
    expect(record.options).toMatchObject(options);
    const made = record.rounds.flatMap((r: { actions: { type: string }[] }) => r.actions).filter((a: { type: string }) => a.type === 'genscher');
    expect(made.length).toBeGreaterThan(0);
    const replayed = await bin('replay', file);
    expect(replayed.code, replayed.stderr).toBe(0);
    const out = JSON.parse(replayed.stdout);
    // The same record through the engine here: the parties switched where a Genscher was made, and replay prints them.
    const { match } = Match.fromRecord(doppelkopf, record);
    expect(out).toEqual({ ok: true, ...JSON.parse(JSON.stringify(match.results())) });
    // Each game with a Genscher: the replay's Re party is the Genscher and the partner named.
    let checked = 0;
    record.rounds.forEach((r: { actions: { type: string; seat?: number; partner?: number }[] }, i: number) => {
      const g = r.actions.find((x) => x.type === 'genscher');
      if (!g) return;
      const row = out.rounds.find((x: { round: number }) => x.round === i);
      expect([...row.re].sort()).toEqual([g.seat, g.partner].sort());
      checked++;
    });
    expect(checked).toBe(made.length);
  });
});
