import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import { replay } from '../../../shared/engine/replay';
import { createRng, pick } from '../../../shared/engine/rng';
import { dobbm } from '../../../shared/games/dobbm';
import type { DobbmAction } from '../../../shared/games/dobbm/actions';
import { startRound } from '../../../shared/games/dobbm/deal';
import { apply, legalActions } from '../../../shared/games/dobbm/rules';
import type { DobbmState } from '../../../shared/games/dobbm/state';
import { view, type DobbmView } from '../../../shared/games/dobbm/view';
import { getGame } from '../../../shared/games/registry';
import { dealOf, dob, pass, playOut, refused, run, solo, started } from './craft';

const call = (seat: number): DobbmAction => ({ seat, type: 'callMussrunde' });

/** Finish the hand in progress: everyone still to bid passes, the doubling passes, the first legal card is played. */
function finishHand(s: DobbmState): DobbmState {
  while (s.phase === 'bid' || s.phase === 'discard' || s.phase === 'double') {
    const legal = legalActions(s, s.turn);
    s = run(s, legal.find((a) => a.type === 'pass') ?? legal[0]!);
  }
  return playOut(s, legalActions);
}

const players = (n: number) => Array.from({ length: n }, (_, i) => `P${i}`);

describe('Dobbm: calling the Mußrunde ("jetzt die Mußrunde")', () => {
  it('any seat may call it at any time of a deal; the deal goes on unchanged, the next deal is the Mußrunde', () => {
    // Dealer 3, 20 hands to play: seat 2 (not to speak) calls during the bidding.
    let s = started(4, dealOf(4, 3, {}), { hands: 20 });
    expect(s.turn).toBe(0);
    const before = s;
    s = run(s, call(2));
    expect(s).toEqual({ ...before, mussrundeCalled: true });
    expect(view(s, 0).mussrundeCalled).toBe(true);
    expect(view(s, 0).mayCallMussrunde).toBe(false);
    // Seat 1 bids an ordinary game and wins or loses it as usual; it counts as a played hand.
    s = finishHand(run(s, pass(0), dob(1)));
    expect(s.phase).toBe('deal');
    expect(s.history).toHaveLength(1);
    expect(s.history[0]).toMatchObject({ mussrunde: false, declarer: 1 });
    expect(s.played).toBe(1);
    // The declarer deals the next deal, the first of the Mußrunde: the player on the dealer's left must play.
    expect(s.nextDealer).toBe(1);
    s = startRound(s, dealOf(4, 1, {}));
    expect(s.mussrunde).toBe(true);
    expect(s.turn).toBe(2);
    expect(legalActions(s, 2).map((a) => a.type)).toEqual(['dob', 'solo']);
    expect(refused(s, pass(2))).toBe('must-declare');
    s = finishHand(run(s, solo(2)));
    expect(s.history[1]).toMatchObject({ mussrunde: true, dealer: 1, declarer: 2 });
    expect(s.mussPlayed).toBe(1);
    expect(s.nextDealer).toBe(2);
  });

  it('a called session ends after one Mußrunde deal per seat, the deal passing left', () => {
    let s = started(4, dealOf(4, 0, {}), { hands: 20 });
    s = finishHand(run(s, call(0), dob(1)));
    for (let k = 0; k < 4; k++) {
      expect(s.phase).toBe('deal');
      const dealer = s.nextDealer!;
      s = startRound(s, dealOf(4, dealer, {}));
      expect(s.mussrunde).toBe(true);
      s = finishHand(run(s, dob((dealer + 1) % 4)));
      expect(s.history.at(-1)).toMatchObject({ mussrunde: true, declarer: (dealer + 1) % 4 });
    }
    expect(s.phase).toBe('over');
    expect(s.played).toBe(1);
    expect(s.mussPlayed).toBe(4);
    expect(new Set(s.history.slice(1).map((h) => h.declarer)).size).toBe(4);
    expect(refused(s, call(1))).toBe('game-over');
  });

  it('called in a deal that is thrown in at four: the same dealer deals again, and that deal is the Mußrunde', () => {
    let s = started(4, dealOf(4, 2, {}), { hands: 20 });
    s = run(s, pass(3), call(1), pass(0), pass(1), pass(2));
    expect(s.history[0]).toMatchObject({ outcome: 'passed', mussrunde: false });
    expect(s.played).toBe(0);
    expect(s.nextDealer).toBe(2);
    s = startRound(s, dealOf(4, 2, {}));
    expect(s.mussrunde).toBe(true);
    expect(s.turn).toBe(3);
    expect(refused(s, pass(3))).toBe('must-declare');
  });

  it('at five: the dealer on holiday may call it; a thrown-in deal still pays the Stockerl and passes the deal left', () => {
    let s = started(5, dealOf(5, 4, {}), { hands: 20, stake: 12 });
    expect(refused(s, pass(4))).toBe('sitting-out');
    s = run(s, call(4));
    expect(s.mussrundeCalled).toBe(true);
    s = run(s, pass(0), pass(1), pass(2), pass(3));
    expect(s.history[0]).toMatchObject({ outcome: 'passed', stockerl: { seat: 0, each: 2 } });
    s = startRound(s, dealOf(5, 0, {}));
    expect(s.mussrunde).toBe(true);
    expect(s.turn).toBe(1);
    expect(legalActions(s, 1).map((a) => a.type)).toEqual(['dob', 'solo']);
  });

  it('called in the discard, the doubling or the play: the hand is finished as usual', () => {
    for (const when of ['discard', 'double', 'play'] as const) {
      let s = run(started(4, dealOf(4, 3, {}), { hands: 5 }), dob(0), pass(1), pass(2), pass(3));
      while (s.phase !== when) {
        const legal = legalActions(s, s.turn);
        s = run(s, legal.find((a) => a.type === 'pass') ?? legal[0]!);
      }
      if (when === 'play') s = run(s, legalActions(s, s.turn)[0]!);
      const turn = s.turn;
      const called = run(s, call((turn + 1) % 4));
      expect(called).toEqual({ ...s, mussrundeCalled: true });
      expect(called.turn).toBe(turn);
      s = finishHand(called);
      expect(s.history[0]).toMatchObject({ declarer: 0, mussrunde: false });
      expect(startRound(s, dealOf(4, 0, {})).mussrunde).toBe(true);
    }
  });

  it('refused once called, once begun, without a Mußrunde, and outside a deal', () => {
    const s = run(started(4, dealOf(4, 3, {}), { hands: 20 }), call(1));
    expect(refused(s, call(1))).toBe('mussrunde-called');
    expect(refused(s, call(3))).toBe('mussrunde-called');
    // In the Mußrunde, called or reached by `hands`.
    const muss = startRound(finishHand(run(s, dob(0))), dealOf(4, 0, {}));
    expect(refused(muss, call(2))).toBe('mussrunde-begun');
    expect(refused(started(4, dealOf(4, 3, {}), { hands: 0 }), call(0))).toBe('mussrunde-begun');
    // A table without a Mußrunde ends after its hands.
    const none = started(4, dealOf(4, 3, {}), { hands: 3, mussrunde: false });
    expect(refused(none, call(0))).toBe('no-mussrunde');
    expect(view(none, 0).mayCallMussrunde).toBe(false);
    // Between deals (never seen at a table: the next deal follows at once) nothing is accepted.
    expect(refused(finishHand(run(started(4, dealOf(4, 3, {}), { hands: 20 }), dob(0))), call(0))).toBe('round-over');
    // Every refusal names the rule.
    const out = apply(s, call(0));
    expect(!out.ok && out.error.message).toMatch(/already been called/);
  });

  it('calling it is never a legal move, so no bot ever says it; the view tells people whether they may', () => {
    const s = started(4, dealOf(4, 3, {}), { hands: 20 });
    for (let seat = 0; seat < 4; seat++) {
      expect(legalActions(s, seat).some((a) => a.type === 'callMussrunde')).toBe(false);
      expect(view(s, seat).mayCallMussrunde).toBe(true);
    }
    expect(view(s, null).mayCallMussrunde).toBe(false);
    // Bots at every seat play whole sessions and never call it.
    for (const kind of ['random', 'easy'] as const) {
      const m = Match.create(dobbm, players(5), { hands: 3 }, `bots-never-call-${kind}`);
      const rng = createRng('bots', kind);
      while (m.status().phase !== 'gameOver') {
        const seat = m.status().awaiting[0]!;
        const out = m.act(dobbm.bots[kind]!.decide(m.view(seat) as DobbmView, rng));
        if (!out.ok) throw new Error(out.error.message);
      }
      expect(m.record.rounds.flatMap((r) => r.actions).some((a) => a.type === 'callMussrunde')).toBe(false);
      expect((m.state as DobbmState).played).toBe(3);
    }
  });

  it('the call is in the record: replaying it gives the same session and results', () => {
    for (const n of [4, 5]) {
      const m = Match.create(dobbm, players(n), { hands: 20 }, `called-${n}`);
      const rng = createRng(`called-${n}`, 'play');
      let steps = 0;
      let calledIn = -1;
      while (m.status().phase !== 'gameOver') {
        const s = m.state as DobbmState;
        // Someone calls the Mußrunde in the middle of the third deal (or a later one, if that is thrown in).
        if (s.round >= 2 && s.phase === 'play' && s.tricks.length === 3 && !s.mussrundeCalled) {
          expect(m.act({ seat: (s.turn + 2) % n, type: 'callMussrunde' }).ok).toBe(true);
          calledIn = s.round;
        }
        const legal = m.legal(m.status().awaiting[0]!) as DobbmAction[];
        const bids = legal.filter((a) => a.type !== 'pass');
        const out = m.act(s.phase === 'bid' && bids.length > 0 && rng.next() < 0.5 ? pick(bids, rng) : pick(legal, rng));
        if (!out.ok) throw new Error(out.error.message);
        if (++steps > 5000) throw new Error('no end');
      }
      const state = m.state as DobbmState;
      expect(calledIn).toBeGreaterThanOrEqual(2);
      expect(state.mussrundeCalled).toBe(true);
      expect(state.mussPlayed).toBe(n);
      expect(state.history).toHaveLength(calledIn + 1 + n);
      expect(state.history.slice(0, calledIn + 1).every((h) => !h.mussrunde)).toBe(true);
      expect(state.history.slice(calledIn + 1).every((h) => h.mussrunde)).toBe(true);
      const calls = m.record.rounds.map((r) => r.actions.filter((a) => a.type === 'callMussrunde').length);
      expect(calls).toEqual(m.record.rounds.map((_, i) => (i === calledIn ? 1 : 0)));
      const record = JSON.parse(JSON.stringify(m.record));
      expect(replay(record, getGame)).toEqual({ ok: true, ...JSON.parse(JSON.stringify(m.results())) });
      const again = Match.fromRecord(dobbm, record);
      expect(again.refused).toBeUndefined();
      expect(JSON.stringify(again.match.state)).toBe(JSON.stringify(m.state));
      // Without the call the record does not hold up: the deal after it is no Mußrunde deal then.
      const uncalled = structuredClone(record);
      uncalled.rounds[calledIn].actions = uncalled.rounds[calledIn].actions.filter((a: { type: string }) => a.type !== 'callMussrunde');
      let differs: boolean;
      try {
        const r = Match.fromRecord(dobbm, uncalled);
        differs = r.refused !== undefined || JSON.stringify(r.match.state) !== JSON.stringify(m.state);
      } catch {
        differs = true;
      }
      expect(differs).toBe(true);
    }
  });
});
