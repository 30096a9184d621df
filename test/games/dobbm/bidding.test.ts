import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../shared/games/dobbm/rules';
import { dealOf, dob, pass, refused, run, solo, started } from './craft';

const fresh = (n = 4, dealer = 3) => started(n, dealOf(n, dealer, {}));

describe('Dobbm bidding: one chance each, from the dealer\'s left', () => {
  it('starts left of the dealer and goes clockwise; nobody speaks twice', () => {
    const s = fresh(4, 1);
    expect(s.turn).toBe(2);
    expect(refused(s, pass(1))).toBe('not-your-turn');
    const after = run(s, pass(2), pass(3), dob(0));
    expect(after.turn).toBe(1);
    expect(refused(after, pass(2))).toBe('not-your-turn');
  });

  it('after "i dob" the others may only say Solo or "gut"', () => {
    const s = run(fresh(), dob(0));
    expect(legalActions(s, 1).map((a) => a.type)).toEqual(['pass', 'solo']);
    expect(refused(s, dob(1))).toBe('bid-too-low');
  });

  it('an ordinary game bid and left alone: the declarer takes the Dobb and must lay away', () => {
    const s = run(fresh(), pass(0), dob(1), pass(2), pass(3));
    expect(s.phase).toBe('discard');
    expect(s.declarer).toBe(1);
    expect(s.contract).toBe('dob');
    expect(s.hands[1]).toHaveLength(12);
    expect(s.hands[1]).toEqual(expect.arrayContaining(s.dobb.slice()));
  });

  it('Solo outbids an ordinary game; the Dobb stays face down and the doubling starts at once', () => {
    const s = run(fresh(), dob(0), solo(1));
    expect(s.declarer).toBe(1);
    expect(s.contract).toBe('solo');
    expect(s.phase).toBe('double');
    expect(s.hands[1]).toHaveLength(8);
    expect(s.turn).toBe(2);
  });

  it('all say weiter at four: thrown in, the same dealer deals again, nobody pays', () => {
    const s = run(fresh(4, 3), pass(0), pass(1), pass(2), pass(3));
    expect(s.phase).toBe('deal');
    expect(s.nextDealer).toBe(3);
    expect(s.history[0]).toMatchObject({ outcome: 'passed', declarer: null, stockerl: null, payments: [0, 0, 0, 0] });
    expect(s.played).toBe(0);
  });

  it('all say weiter at five: the deal passes left and the new dealer gets a Stockerl from everyone', () => {
    const s = run(started(5, dealOf(5, 4, {}), { stake: 12 }), pass(0), pass(1), pass(2), pass(3));
    expect(s.nextDealer).toBe(0);
    expect(s.history[0]!.stockerl).toEqual({ seat: 0, each: 2 });
    expect(s.history[0]!.payments).toEqual([8, -2, -2, -2, -2]);
  });

  it('the dealer on holiday neither bids nor doubles', () => {
    const s = started(5, dealOf(5, 2, {}));
    expect(legalActions(s, 2)).toEqual([]);
    expect(refused(s, pass(2))).toBe('sitting-out');
  });
});
