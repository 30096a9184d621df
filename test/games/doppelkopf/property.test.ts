import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import { replay } from '../../../shared/engine/replay';
import { getGame } from '../../../shared/games/registry';
import { doppelkopf } from '../../../shared/games/doppelkopf';
import type { GameRecord } from '../../../shared/games/doppelkopf/state';
import { playedMatch, recordOf } from './craft';

const OPTION_SETS = [{}, { withNines: false }, { secondDulle: 'beatsExceptLastTrick', povertyPass: 'three', bock: true, bockTriggers: ['tie', 'bothAnnounced', 'soloLost'] }] as const;

describe('Doppelkopf properties (bot games from random seeds)', () => {
  it('games never throw; 240 card points per game; game points sum to zero; the dealer at five scores 0', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.constantFrom(4, 5), fc.constantFrom(...OPTION_SETS), (seed, n, options) => {
      const m = playedMatch(n, seed, { ...options, games: 3 });
      const history = m.state.history as GameRecord[];
      expect(m.status().phase).toBe('gameOver');
      for (const g of history.filter((h) => h.scored)) {
        expect(g.cardPoints!.re + g.cardPoints!.kontra).toBe(240);
        expect(g.points.reduce((a, b) => a + b, 0)).toBe(0);
        expect(g.re.length + g.kontra.length).toBe(4);
        if (n === 5) expect(g.points[g.dealer]).toBe(0);
      }
    }), { numRuns: 12 });
  });

  it('a view shows no card the seat may not see', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 120 }), (seed, stop) => {
      const m = playedMatch(4, seed, { games: 1 }, stop);
      const st = m.state;
      for (let seat = 0; seat < 4; seat++) {
        const v = JSON.stringify(doppelkopf.view(st, seat));
        const parsed = JSON.parse(v);
        // Own hand only: the hands of the others appear nowhere, as sizes only.
        expect(parsed.hand).toHaveLength(st.hands[seat]!.length);
        expect(v).not.toMatch(/"hands"|"dealt"|"povertyCards"/);
        for (const [s, r] of (parsed.reservations as (string | null)[]).entries()) {
          if (s !== seat && r !== null) expect(['healthy', 'reservation']).toContain(r);
        }
      }
      // Swapping cards between the hidden hands of seats 1 and 2 changes nothing seat 0 or a spectator sees.
      const a = st.hands[1]!.findIndex((c) => !st.hands[2]!.includes(c));
      if (a >= 0 && st.hands[2]!.length > 0) {
        const x = st.hands[1]![a]!;
        const y = st.hands[2]![0]!;
        const swapIn = (h: readonly number[], from: number, to: number) => { const c = h.slice(); c[c.indexOf(from)] = to; return c; };
        const hands = st.hands.slice();
        hands[1] = swapIn(hands[1]!, x, y);
        hands[2] = swapIn(hands[2]!, y, x);
        const dealt = st.dealt.slice();
        dealt[1] = swapIn(dealt[1]!, x, y);
        dealt[2] = swapIn(dealt[2]!, y, x);
        const other = { ...st, hands, dealt };
        expect(doppelkopf.view(other, 0)).toEqual(doppelkopf.view(st, 0));
        expect(doppelkopf.view(other, null)).toEqual(doppelkopf.view(st, null));
      }
      const spectator = doppelkopf.view(st, null);
      expect(spectator.hand).toBeNull();
      expect(spectator.legal).toEqual([]);
    }), { numRuns: 20 });
  });

  it('replaying a record rebuilds the same state, and replay() reports the same results', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 400 }), (seed, stop) => {
      const m = playedMatch(4, seed, { games: 2 }, stop);
      const { match, refused } = Match.fromRecord(doppelkopf, recordOf(m));
      expect(refused).toBeUndefined();
      expect(match.state).toEqual(m.state);
      const out = replay(recordOf(m), getGame);
      expect(out).toEqual({ ok: true, ...JSON.parse(JSON.stringify(m.results())) });
    }), { numRuns: 10 });
  });
});
