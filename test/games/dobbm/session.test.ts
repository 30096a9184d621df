import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import { dobbm } from '../../../shared/games/dobbm';
import type { DobbmAction } from '../../../shared/games/dobbm/actions';
import type { DobbmState } from '../../../shared/games/dobbm/state';
import { pass, refused } from './craft';

/** Drive a table: `bidder(state)` says who bids what; everything else takes the first legal action. */
function drive(m: Match<DobbmState>, bidder: (s: DobbmState) => DobbmAction['type'], steps = 10_000): void {
  while (m.status().phase !== 'gameOver' && steps-- > 0) {
    const seat = m.status().awaiting[0]!;
    const legal = m.legal(seat) as DobbmAction[];
    let action = legal[0]!;
    if (m.state.phase === 'bid') action = legal.find((a) => a.type === bidder(m.state)) ?? legal[0]!;
    if (m.state.phase === 'double') action = legal.find((a) => a.type === 'pass')!;
    const out = m.act(action);
    if (!out.ok) throw new Error(out.error.message);
  }
}

const players = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`);

describe('Dobbm session', () => {
  it('the declarer of one hand deals the next; at five the new dealer sits it out', () => {
    for (const n of [4, 5]) {
      const m = Match.create(dobbm, players(n), { hands: 6, mussrunde: false }, `who-deals-${n}`);
      // The last to speak always bids, so no hand is thrown in, and the declarer moves around.
      drive(m, (s) => (s.turn === s.active[3] ? 'dob' : 'pass'));
      const rounds = m.record.rounds;
      expect(rounds).toHaveLength(6);
      for (let r = 1; r < rounds.length; r++) {
        expect(rounds[r]!.dealer).toBe(m.state.history[r - 1]!.declarer);
        if (n === 5) expect(rounds[r]!.hands[rounds[r]!.dealer]).toEqual([]);
      }
      expect(m.status().phase).toBe('gameOver');
    }
  });

  it('thrown-in deals do not count towards the session; at four the same dealer deals again', () => {
    const m = Match.create(dobbm, players(4), { hands: 1, mussrunde: false }, 'thrown');
    let deals = 0;
    drive(m, (s) => (s.round < 3 ? 'pass' : s.turn === s.active[0] ? 'dob' : 'pass'));
    deals = m.record.rounds.length;
    expect(deals).toBe(4);
    expect(new Set(m.record.rounds.map((r) => r.dealer)).size).toBe(1);
    expect(m.results().rounds.map((r) => (r as { outcome: string }).outcome).slice(0, 3)).toEqual(['passed', 'passed', 'passed']);
  });

  it('thrown in at five: the deal passes left each time, with a Stockerl', () => {
    const m = Match.create(dobbm, players(5), { hands: 1, mussrunde: false, stake: 60 }, 'thrown5');
    drive(m, (s) => (s.round < 2 ? 'pass' : 'dob'));
    const [r0, r1, r2] = m.record.rounds;
    expect(r1!.dealer).toBe((r0!.dealer + 1) % 5);
    expect(r2!.dealer).toBe((r1!.dealer + 1) % 5);
    const h = m.state.history;
    expect(h[0]!.payments[r1!.dealer]).toBe(40);
    expect(h[1]!.payments[r2!.dealer]).toBe(40);
  });

  it('the Mußrunde: the player left of the dealer must play, the deal passes left, everyone declares once, then the session ends', () => {
    for (const n of [4, 5]) {
      const m = Match.create(dobbm, players(n), { hands: 2 }, `muss-${n}`);
      drive(m, (s) => (s.mussrunde ? 'solo' : s.turn === s.active[0] ? 'dob' : 'pass'), 20_000);
      expect(m.status().phase).toBe('gameOver');
      const muss = m.state.history.filter((h) => h.mussrunde);
      expect(muss).toHaveLength(n);
      expect(muss.map((h) => h.declarer).sort()).toEqual(Array.from({ length: n }, (_, i) => i));
      for (const h of muss) expect(h.declarer).toBe((h.dealer + 1) % n);
      expect(muss.every((h) => h.contract === 'solo')).toBe(true);
      expect(m.state.played).toBe(2);
      expect(refused(m.state, pass(0))).toBe('game-over');
    }
  });

  it('in the Mußrunde "weiter" is not allowed', () => {
    const m = Match.create(dobbm, players(4), { hands: 0 }, 'muss-only');
    const seat = m.status().awaiting[0]!;
    expect(m.state.mussrunde).toBe(true);
    expect(m.legal(seat).map((a) => a.type)).toEqual(['dob', 'solo']);
    expect(refused(m.state, pass(seat))).toBe('must-declare');
  });
});
