import { describe, expect, it } from 'vitest';
import { doppelkopf } from '../../shared/games/doppelkopf';
import { startRound } from '../../shared/games/doppelkopf/rules';
import type { DoppelkopfState } from '../../shared/games/doppelkopf/state';
import { fill, p, position, run } from '../games/doppelkopf/craft';
import { dobbleMoments, doppelkopfMoments } from '../../src-renderer/games/common/moments';
import { momentMessages } from '../../src-renderer/games/common/moment-messages';
import { expectSameMessages } from './messages-check';

/**
 * The special moments (issue 17) found between two consecutive views of one
 * seat: a Fox caught, a Doppelkopf (a trick of 40 or more), Karlchen, and
 * the symbol game's next mini-game with who chose it.
 */
const moments = (a: DoppelkopfState, b: DoppelkopfState, seat: number) => doppelkopfMoments(doppelkopf.view(a, seat), doppelkopf.view(b, seat));

/** k earlier tricks of no interest (seat 2 wins each with a Diamonds King). */
const filler = (k: number) => Array.from({ length: k }, () => ({ leader: 0, cards: ['spades-9', 'spades-9', 'spades-K', 'spades-K'] }));

describe('Doppelkopf moments', () => {
  it('a Fox caught by the other side is said when the trick is taken and both parties are known', () => {
    // Seat 0 and seat 3 show the Clubs Queens (Re): seat 1 (Kontra) loses its Fox to seat 0.
    const s = run(position({ hands: [['clubs-Q', 'spades-9'], ['diamonds-A', 'spades-9'], ['diamonds-9', 'spades-A'], ['clubs-Q', 'spades-10']] }),
      p(0, 'clubs-Q'), p(1, 'diamonds-A'), p(2, 'diamonds-9'));
    const done = run(s, p(3, 'clubs-Q'));
    expect(moments(s, done, 2)).toEqual([{ code: 'foxCaught', params: { seat: 0, from: 1 } }]);
    // Said once: not again on the next view.
    expect(moments(done, run(done, p(0, 'spades-9')), 2)).toEqual([]);
  });

  it('a Fox taken while the parties are unknown is said once they show, never before', () => {
    // Seat 0 takes seat 1's Fox with the Dulle; seat 2 (Re: a Clubs Queen in hand) cannot tell 0's or 1's party yet.
    const s = run(position({ hands: [['hearts-10', 'clubs-Q'], ['diamonds-A', 'spades-9'], ['diamonds-9', 'clubs-Q'], ['diamonds-K', 'spades-10']] }),
      p(0, 'hearts-10'), p(1, 'diamonds-A'), p(2, 'diamonds-9'));
    const done = run(s, p(3, 'diamonds-K'));
    expect(moments(s, done, 2)).toEqual([]);
    // Seat 0 leads the other Clubs Queen: 0 and 2 are Re, so 1 is Kontra and the catch is known.
    expect(moments(done, run(done, p(0, 'clubs-Q')), 2)).toEqual([{ code: 'foxCaught', params: { seat: 0, from: 1 } }]);
    // Seat 3 (Kontra, no Queen) still cannot tell seat 1's party (it might hold the other Queen): nothing for it.
    expect(moments(done, run(done, p(0, 'clubs-Q')), 3)).toEqual([]);
  });

  it('a trick of 40 or more is a Doppelkopf', () => {
    const s = run(position({ hands: [['spades-A'], ['spades-A'], ['spades-10', 'spades-9'], ['spades-10']] }), p(0, 'spades-A'), p(1, 'spades-A'), p(2, 'spades-10'));
    expect(moments(s, run(s, p(3, 'spades-10')), 1)).toEqual([{ code: 'doppelkopf', params: { seat: 0 } }]);
  });

  it('the last trick: Karlchen and a Fox caught in it are said from the game\'s record, also when the next deal has already come', () => {
    // Eleven tricks done; seat 0 (Re) wins the last with the Clubs Jack and catches seat 1's Fox.
    const s = run(position({
      hands: [['clubs-J'], ['diamonds-A'], ['diamonds-9'], ['diamonds-K']],
      tricks: [{ leader: 0, cards: ['clubs-Q', 'spades-9', 'spades-9', 'clubs-Q'] }, ...filler(10).map((t) => ({ ...t, leader: 0 }))],
      options: { karlchen: true },
    }), p(0, 'clubs-J'), p(1, 'diamonds-A'), p(2, 'diamonds-9'));
    const over = run(s, p(3, 'diamonds-K'));
    expect(over.phase).toBe('deal');
    const want = [{ code: 'foxCaught', params: { seat: 0, from: 1 } }, { code: 'karlchen', params: { seat: 0 } }];
    expect(moments(s, over, 2)).toEqual(want);
    const next = startRound(over, { dealer: 0, hands: fill([[], [], [], []], { dealer: 0 }) });
    expect(moments(s, next, 2)).toEqual(want);
    expect(moments(over, next, 2)).toEqual([]);
  });

  it('a marriage finding its partner is still said', () => {
    const s = run(position({ hands: [['spades-9', 'clubs-Q'], ['spades-A'], ['spades-10'], ['spades-K']], contract: { kind: 'marriage', seat: 0, partner: null, clarifiedAfter: null } }),
      p(0, 'spades-9'), p(1, 'spades-A'), p(2, 'spades-10'));
    expect(moments(s, run(s, p(3, 'spades-K')), 2)).toEqual([{ code: 'marriagePartner', params: { seat: 0, to: 1 } }]);
  });
});

describe('symbol game moments', () => {
  const base = { game: 'dobble', tiebreak: false, score: { played: [] } };
  it('the next mini-game and who chose it', () => {
    const choosing = { ...base, phase: 'choose', chooser: 2, miniGame: null };
    const next = { ...base, phase: 'play', chooser: null, miniGame: 'well' };
    expect(dobbleMoments(choosing, next)).toEqual([{ code: 'miniGameChosen', params: { game: 'well', seat: 2 } }]);
    expect(dobbleMoments(next, { ...next })).toEqual([]);
    // Without the choosing view in between: the finished mini-game's explanation names the chooser.
    const told = { ...next, score: { played: [{ explain: [{ code: 'chooses', params: { seat: 1 } }] }] } };
    expect(dobbleMoments({ ...base, phase: 'play', miniGame: 'tower', round: 0 }, { ...told, round: 1 })).toEqual([{ code: 'miniGameChosen', params: { game: 'well', seat: 1 } }]);
  });

  it('a play-off is said as one', () => {
    const before = { ...base, phase: 'play', chooser: null, miniGame: 'tower' };
    expect(dobbleMoments(before, { ...base, phase: 'play', chooser: null, miniGame: 'duel', tiebreak: true })).toEqual([{ code: 'tiebreak', params: { game: 'duel' } }]);
  });
});

describe('moment texts', () => {
  it('German and English say the same moments with the same placeholders', () => {
    expectSameMessages(momentMessages.de, momentMessages.en);
    expect(momentMessages.de.doppelkopf.foxCaught).toMatch(/^Fuchs gefangen/);
    expect(momentMessages.en.doppelkopf.foxCaught).toMatch(/^Fox caught/);
  });
});
