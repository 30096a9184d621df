import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { RecordError } from '../../../shared/engine/errors';
import { replay } from '../../../shared/engine/replay';
import type { TableRecord } from '../../../shared/engine/record';
import { getGame } from '../../../shared/games/registry';
import { playDobble } from '../../../shared/games/dobble/selfplay';
import { MINI_GAMES } from '../../../shared/games/dobble/options';

const roundTrip = (r: TableRecord): TableRecord => JSON.parse(JSON.stringify(r));

describe('dobble records', () => {
  const tournament = playDobble({ levels: ['hard', 'medium', 'easy', 'random'], seed: 'rec-1' });
  const record = roundTrip(tournament.match.record);

  it('replay rebuilds a tournament to the same results', () => {
    expect(replay(record, getGame)).toEqual({ ok: true, ...tournament.match.results() });
    expect(record.rounds.length).toBeGreaterThanOrEqual(5);
    expect(record.rounds[0]).toMatchObject({ miniGame: 'tower', players: [0, 1, 2, 3] });
    for (const round of record.rounds) {
      expect(round.deck as string[]).toHaveLength(55);
      expect(new Set(round.deck as string[]).size).toBe(55);
      const claims = round.actions.filter((a) => a.type === 'claim') as unknown as { at: number }[];
      expect(claims.length).toBeGreaterThan(0);
      // Stamped in arrival order: the round clock never goes back.
      claims.forEach((c, i) => i > 0 && expect(c.at).toBeGreaterThanOrEqual(claims[i - 1]!.at));
    }
    // Every mini-game but the last ends with the loser's choice of the next one.
    const main = record.rounds.filter((r) => !r.tiebreak);
    main.slice(0, -1).forEach((r, i) => {
      const choice = r.actions.at(-1) as unknown as { type: string; seat: number; miniGame: string };
      expect(choice.type).toBe('choose');
      expect(main[i + 1]).toMatchObject({ miniGame: choice.miniGame, dealer: choice.seat });
    });
  });

  it('replays every mini-game alone, with 2 to 8 players', () => {
    MINI_GAMES.forEach((miniGame, i) => {
      const levels = ['hard', 'easy', 'medium', 'random', 'hard', 'medium', 'easy', 'hard'].slice(0, 2 + ((i * 3) % 7));
      const played = playDobble({ levels, options: { miniGame }, seed: `alone-${miniGame}` });
      const out = replay(roundTrip(played.match.record), getGame);
      expect(out).toEqual({ ok: true, ...played.match.results() });
      expect((out as unknown as { rounds: { miniGame: string }[] }).rounds[0]!.miniGame).toBe(miniGame);
      expect((out as unknown as { winners: number[] }).winners).toHaveLength(1);
    });
  });

  it('reports the first claim stamped out of arrival order', () => {
    const bad = roundTrip(record);
    const actions = bad.rounds[0]!.actions as unknown as { at: number }[];
    const i = actions.findIndex((a, k) => k > 0 && a.at > actions[k - 1]!.at);
    actions[i]!.at = actions[i - 1]!.at - 1;
    expect(replay(bad, getGame)).toMatchObject({ ok: false, error: { round: 0, action: i } });
  });

  it('refuses a deal that is not the game\'s: a wrong deck, hands that do not follow, a missing choice', () => {
    const deck = roundTrip(record);
    (deck.rounds[0]!.deck as string[])[3] = (deck.rounds[0]!.deck as string[])[4]!;
    expect(() => replay(deck, getGame)).toThrow(/appears twice/);
    const hands = roundTrip(record);
    hands.rounds[0]!.hands[0] = ['c1'];
    hands.rounds[0]!.hands[1] = ['c0'];
    expect(() => replay(hands, getGame)).toThrow(RecordError);
    const choice = roundTrip(record);
    choice.rounds[0]!.actions.pop();
    expect(() => replay(choice, getGame)).toThrow(/unfinished/);
    const dealer = roundTrip(record);
    dealer.rounds[1]!.dealer = (dealer.rounds[1]!.dealer + 1) % 4;
    expect(() => replay(dealer, getGame)).toThrow(/dealer must be seat/);
  });

  it('`stammtisch replay` prints the results of a dobble record', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dobble-replay-'));
    const file = join(dir, 'game.json');
    writeFileSync(file, JSON.stringify(record));
    const { stdout } = await promisify(execFile)('node', [join(__dirname, '../../../bin/stammtisch.js'), 'replay', file]);
    const out = JSON.parse(stdout);
    expect(out).toEqual(JSON.parse(JSON.stringify({ ok: true, ...tournament.match.results() })));
    expect(out.totals).toHaveLength(4);
    expect(out.rounds[0]).toMatchObject({ miniGame: 'tower', points: expect.any(Array), cards: expect.any(Array) });
  }, 30_000);
});
