import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../shared/engine/replay';
import { getGame } from '../../../shared/games/registry';
import { playedRecord } from './played';

const exec = promisify(execFile);
const bin = join(__dirname, '../../../bin/stammtisch.js');

async function cli(files: string[]) {
  try {
    const { stdout, stderr } = await exec('node', [bin, 'replay', ...files]);
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

describe('Dobbm records and `stammtisch replay`', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dobbm-replay-'));
  const write = (name: string, content: unknown) => {
    const file = join(dir, name);
    writeFileSync(file, JSON.stringify(content));
    return file;
  };

  it('a record holds the Dobb beside the hands, and an empty hand for the dealer on holiday', () => {
    const { record } = playedRecord(5, 'rec-five');
    for (const r of record.rounds) {
      expect(r.dobb).toHaveLength(4);
      expect(r.hands[r.dealer]).toEqual([]);
    }
  });

  it('replays a whole session: rounds with the game\'s keys, net totals, winners; exit 0', async () => {
    const { match, record } = playedRecord(5, 'rec-good');
    const out = await cli([write('good.json', record)]);
    expect(out.code).toBe(0);
    const result = JSON.parse(out.stdout);
    expect(result.ok).toBe(true);
    expect(result.rounds).toHaveLength(record.rounds.length);
    expect(Object.keys(result.rounds[0]).sort()).toEqual(
      ['contract', 'dealer', 'declarer', 'dobb', 'doubles', 'explain', 'match', 'mussrunde', 'outcome', 'payments', 'perDefender', 'points', 'stockerl'],
    );
    expect(result.rounds.map((r: { dealer: number }) => r.dealer)).toEqual(record.rounds.map((r) => r.dealer));
    expect(result.totals.net).toEqual((match.results().totals as { net: number[] }).net);
    expect(result.totals.net.reduce((a: number, b: number) => a + b, 0)).toBe(0);
    const best = Math.max(...result.totals.net);
    expect(result.winners).toEqual(result.totals.net.flatMap((v: number, s: number) => (v === best ? [s] : [])));
  });

  it('a revoke in a record is refused with its round and action; exit 1', async () => {
    const { record } = playedRecord(4, 'rec-revoke');
    // Find a played card where the player could have followed suit, and swap in another suit's card from the same hand.
    let hit: { r: number; a: number } | null = null;
    for (let r = 0; r < record.rounds.length && !hit; r++) {
      const round = record.rounds[r]!;
      const actions = round.actions as { seat: number; type: string; card?: string }[];
      for (let a = 1; a < actions.length && !hit; a++) {
        const act = actions[a]!;
        const prev = actions[a - 1]!;
        if (act.type !== 'play' || prev.type !== 'play' || prev.seat === act.seat) continue;
        const led = prev.card!.split('-')[0];
        // Only the second card of a trick whose player followed suit.
        const trickStart = actions.slice(0, a).filter((x) => x.type === 'play').length % 4 === 1;
        if (!trickStart || act.card!.split('-')[0] !== led) continue;
        const later = actions.slice(a + 1).find((x) => x.seat === act.seat && x.type === 'play' && x.card!.split('-')[0] !== led && x.card!.split('-')[0] !== 'herz');
        if (later) {
          const swapped = later.card!;
          later.card = act.card;
          act.card = swapped;
          hit = { r, a };
        }
      }
    }
    expect(hit).not.toBeNull();
    const direct = replay(structuredClone(record), getGame);
    expect(direct).toEqual({ ok: false, error: { round: hit!.r, action: hit!.a, message: expect.stringMatching(/Follow suit/) } });
    const out = await cli([write('revoke.json', record)]);
    expect(out.code).toBe(1);
    expect(JSON.parse(out.stdout).error).toMatchObject({ round: hit!.r, action: hit!.a });
  });

  it('laying away the wrong number of cards is a rule break (the text\'s penalty), refused like any illegal action; exit 1', async () => {
    // A played session with an ordinary game, its discard cut to three cards (bounded search over a few sessions).
    let found: { record: ReturnType<typeof playedRecord>['record']; r: number; a: number } | null = null;
    for (let k = 0; k < 5 && !found; k++) {
      const { record } = playedRecord(4, `rec-discard-${k}`);
      record.rounds.forEach((round, r) => {
        const a = round.actions.findIndex((x) => (x as { type: string }).type === 'discard');
        if (!found && a >= 0) found = { record, r, a };
      });
    }
    expect(found).not.toBeNull();
    const { record, r, a } = found!;
    const act = record.rounds[r]!.actions[a] as unknown as { cards: string[] };
    act.cards = act.cards.slice(0, 3);
    const error = { round: r, action: a, message: expect.stringMatching(/wrong number of cards.*exactly 4.*not 3/) };
    expect(replay(structuredClone(record), getGame)).toEqual({ ok: false, error });
    const out = await cli([write('three.json', record)]);
    expect(out.code).toBe(1);
    expect(JSON.parse(out.stdout).error).toEqual(error);
    // Five cards likewise.
    act.cards = [...act.cards, ...record.rounds[r]!.hands[(record.rounds[r]!.actions[a] as { seat: number }).seat]!.filter((c) => !act.cards.includes(c)).slice(0, 2)];
    expect(replay(structuredClone(record), getGame)).toMatchObject({ ok: false, error: { round: r, action: a, message: expect.stringMatching(/not 5/) } });
  });

  it('a deal without its Dobb is not a valid record; exit 2', async () => {
    const { record } = playedRecord(4, 'rec-broken', { actions: 10 });
    delete (record.rounds[0] as { dobb?: unknown }).dobb;
    const out = await cli([write('broken.json', record)]);
    expect(out.code).toBe(2);
    expect(out.stderr).toMatch(/dobb/);
  });
});
