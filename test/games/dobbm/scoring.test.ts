import { describe, expect, it } from 'vitest';
import { basePayment, countPoints, settle, stockerlAmount } from '../../../shared/games/dobbm/scoring';
import { legalActions } from '../../../shared/games/dobbm/rules';
import { dealOf, discard, dob, pass, playOut, run, started } from './craft';

describe('Dobbm settlement: the worked examples of the text', () => {
  it('in a 60 Schilling game each card point of an ordinary game is worth 1 Schilling, in a Solo 2', () => {
    for (let pts = 0; pts <= 120; pts++) {
      expect(settle(4, 0, 'dob', 0, pts, 60).perDefender).toBe(Math.abs(pts - 60));
      expect(settle(4, 0, 'solo', 0, pts, 60).perDefender).toBe(2 * Math.abs(pts - 60));
    }
  });

  it('72 points, ordinary game, Schwacher and Retour: 48 from each defender, 144 at four, 192 at five; Solo 288 / 384', () => {
    const four = settle(4, 0, 'dob', 2, 72, 60);
    expect(four.perDefender).toBe(48);
    expect(four.payments).toEqual([144, -48, -48, -48]);
    const five = settle(5, 2, 'dob', 2, 72, 60);
    expect(five.payments).toEqual([-48, -48, 192, -48, -48]);
    expect(settle(4, 0, 'solo', 2, 72, 60).payments[0]).toBe(288);
    expect(settle(5, 0, 'solo', 2, 72, 60).payments[0]).toBe(384);
  });

  it("the 12 Schilling table: 61-65 wins 1, 66-70 wins 2, 71-75 wins 3; 55-59 pays 1, 50-54 pays 2, 45-49 pays 3", () => {
    const rows: [number, number, number][] = [[61, 65, 1], [66, 70, 2], [71, 75, 3], [55, 59, -1], [50, 54, -2], [45, 49, -3]];
    for (const [from, to, each] of rows) {
      for (let pts = from; pts <= to; pts++) {
        const s = settle(4, 1, 'dob', 0, pts, 12);
        expect(s.payments[0], `declarer with ${pts}`).toBe(-each);
        expect(s.payments[1]).toBe(3 * each);
      }
    }
    // "etc.": every five points more cost one Schilling more, rounded up.
    for (let pts = 0; pts <= 120; pts++) expect(basePayment(pts - 60, 12)).toBe(Math.ceil(Math.abs(pts - 60) / 5));
  });

  it('rounding comes before doubling: 76 in a Solo at 12 wins 8 from each, 16 with a Schwacher', () => {
    expect(settle(4, 0, 'solo', 0, 76, 12).perDefender).toBe(8);
    expect(settle(4, 0, 'solo', 1, 76, 12).perDefender).toBe(16);
  });

  it('at 6 Schilling every started 10 points cost 1', () => {
    expect(basePayment(1, 6)).toBe(1);
    expect(basePayment(10, 6)).toBe(1);
    expect(basePayment(11, 6)).toBe(2);
    expect(basePayment(60, 6)).toBe(6);
  });

  it('60 each is a draw (eingestellt): no payment, even when doubled', () => {
    const s = settle(5, 3, 'solo', 3, 60, 60);
    expect(s.outcome).toBe('draw');
    expect(s.payments.every((p) => p === 0)).toBe(true);
  });

  it('a Match is worth what the stake says: 60 points, the stake itself per defender', () => {
    for (const stake of [6, 12, 60, 120, 240]) {
      expect(settle(4, 0, 'dob', 0, 120, stake).perDefender).toBe(stake);
      expect(settle(4, 0, 'dob', 0, 0, stake).perDefender).toBe(stake);
    }
  });

  it('a Stockerl is worth 10 points of an ordinary game: 2 at 12, 10 at 60', () => {
    expect([6, 12, 60, 120, 240].map(stockerlAmount)).toEqual([1, 2, 10, 20, 40]);
  });

  it('payments always sum to zero', () => {
    for (const n of [4, 5]) for (const pts of [0, 13, 59, 60, 61, 120]) for (const stake of [6, 12, 60]) {
      const s = settle(n, 1, 'solo', 1, pts, stake);
      expect(s.payments.reduce((a, b) => a + b, 0)).toBe(0);
    }
  });
});

describe('Dobbm card points', () => {
  it('the Dobb counts for the declarer, but a declarer without a trick loses it to the defenders', () => {
    const trick = (winner: number, ...cards: number[]) => ({ leader: 0, winner, cards: cards.map((card, seat) => ({ seat, card })) });
    // Herz Sau (11) + Laub Zehn (10) to the declarer, the rest 0; Dobb: Schellen König (4).
    const dobb = [3 * 9 + 2];
    expect(countPoints([trick(0, 0, 9 + 1, 8, 17)], 0, dobb)).toEqual({ declarer: 25, defenders: 0, match: 'declarer' });
    expect(countPoints([trick(1, 0, 9 + 1, 8, 17)], 0, dobb)).toEqual({ declarer: 0, defenders: 25, match: 'defenders' });
    expect(countPoints([trick(0, 0, 8, 7, 6), trick(2, 9 + 1, 17, 16, 15)], 0, dobb)).toEqual({ declarer: 15, defenders: 10, match: null });
  });

  it('played out: a declarer who loses every trick pays a full Match, the discard going to the defenders', () => {
    // Seat 0 plays an ordinary game with nothing: no heart, only low Laub and Eichel; the Dobb holds 14 points of Schellen.
    const deal = dealOf(4, 3, { 0: ['laub-9', 'laub-8', 'laub-7', 'laub-6', 'eichel-9', 'eichel-8', 'eichel-7', 'eichel-6'] },
      ['schellen-zehn', 'schellen-koenig', 'schellen-9', 'schellen-8']);
    let s = run(started(4, deal, { stake: 60 }), dob(0), pass(1), pass(2), pass(3));
    s = run(s, discard(0, 'schellen-zehn', 'schellen-koenig', 'schellen-9', 'schellen-8'), pass(1), pass(2), pass(3));
    s = playOut(s, legalActions);
    const h = s.history[0]!;
    expect(h.match).toBe('defenders');
    expect(h.points).toEqual({ declarer: 0, defenders: 120 });
    expect(h.perDefender).toBe(60);
    expect(h.payments).toEqual([-180, 60, 60, 60]);
    expect(s.nextDealer).toBe(0);
  });
});
