import { describe, expect, it } from 'vitest';
import { tipReason } from '../../../shared/games/dobbm/tip';
import type { DobbmState } from '../../../shared/games/dobbm/state';
import { view } from '../../../shared/games/dobbm/view';
import { dealOf, pass, play, run, solo, started } from './craft';

/** Why a tip's card is good (issue 17), from the seat's view alone, in Dobbm positions. */
const reason = (s: DobbmState, seat: number, card: string) => {
  const v = view(s, seat);
  expect(v.legal).toContainEqual(play(seat, card));
  return tipReason(v, play(seat, card));
};

// Dealer 3; seat 0 plays Solo and leads; seats 1–3 defend together.
const hands = {
  0: ['laub-6', 'herz-sau', 'herz-zehn', 'herz-koenig', 'herz-ober', 'eichel-sau', 'schellen-sau', 'laub-koenig'],
  1: ['laub-ober', 'herz-6', 'eichel-zehn', 'eichel-koenig', 'eichel-ober', 'eichel-unter', 'eichel-9', 'eichel-8'],
  2: ['herz-7', 'herz-8', 'schellen-zehn', 'schellen-koenig', 'schellen-ober', 'schellen-unter', 'schellen-9', 'schellen-8'],
  3: ['laub-sau', 'laub-zehn', 'laub-7', 'laub-8', 'eichel-6', 'schellen-7', 'schellen-6', 'eichel-7'],
};
const inPlay = () => run(started(4, dealOf(4, 3, hands)), solo(0), pass(1), pass(2), pass(3));

describe('Dobbm tip reasons', () => {
  it('leads: a Sau the first time its suit goes round; the declarer draws trumps with a heart', () => {
    const s = inPlay();
    expect(reason(s, 0, 'eichel-sau').code).toBe('leadAce');
    expect(reason(s, 0, 'herz-sau').code).toBe('leadTrump');
    expect(reason(s, 0, 'laub-6')).toEqual({ code: 'lead', params: { card: 'laub-6' } });
  });

  it('a fellow defender holds the trick: points on it (Schmieren), or a cheap card', () => {
    const s = run(inPlay(), play(0, 'laub-6'), play(1, 'laub-ober'));
    expect(reason(s, 2, 'herz-7')).toMatchObject({ code: 'wins', params: { last: 0 } });
    const t = run(s, play(2, 'herz-7'));
    expect(reason(t, 3, 'laub-sau')).toEqual({ code: 'smear', params: { card: 'laub-sau', points: 11 } });
    expect(reason(t, 3, 'laub-7').code).toBe('partner');
  });

  it('the only card; the lowest that follows suit; a trick lost anyway', () => {
    const s = run(inPlay(), play(0, 'herz-sau'));
    expect(reason(s, 1, 'herz-6').code).toBe('only');
    const t = run(s, play(1, 'herz-6'));
    expect(reason(t, 2, 'herz-7').code).toBe('lost');
    const u = run(inPlay(), play(0, 'eichel-sau'));
    expect(reason(u, 1, 'eichel-8').code).toBe('lowestFollow');
  });

  it('a defender trumping the declarer\'s Sau: the fellow defender after him keeps its points or gives them', () => {
    const s = run(inPlay(), play(0, 'schellen-sau'), play(1, 'herz-6'), play(2, 'schellen-8'));
    expect(reason(s, 3, 'schellen-6').code).toBe('partner');
    const t = run(inPlay(), play(0, 'laub-6'), play(1, 'laub-ober'), play(2, 'herz-8'));
    expect(reason(t, 3, 'laub-zehn')).toMatchObject({ code: 'smear', params: { points: 10 } });
  });

  it('bidding: the call is named', () => {
    const s = started(4, dealOf(4, 3, hands));
    expect(tipReason(view(s, 0), solo(0))).toEqual({ code: 'call', params: { word: 'solo' } });
    expect(tipReason(view(s, 0), pass(0))).toEqual({ code: 'call', params: { word: 'weiter' } });
  });
});
