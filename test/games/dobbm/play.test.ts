import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../shared/games/dobbm/cards';
import { legalActions, trickWinner } from '../../../shared/games/dobbm/rules';
import { parseOptions } from '../../../shared/games/dobbm/options';
import { view } from '../../../shared/games/dobbm/view';
import { dealOf, pass, play, refused, run, solo, started } from './craft';

const trick = (...names: string[]) => names.map((n, seat) => ({ seat, card: parseCard(n)! }));

describe('Dobbm trick taking: Hearts permanently trumps', () => {
  it('the highest heart wins; without hearts the highest card of the suit led', () => {
    expect(trickWinner(trick('laub-6', 'laub-sau', 'herz-6', 'eichel-sau'))).toBe(2);
    expect(trickWinner(trick('laub-6', 'herz-unter', 'herz-ober', 'herz-6'))).toBe(2);
    expect(trickWinner(trick('laub-ober', 'laub-koenig', 'eichel-sau', 'laub-zehn'))).toBe(3);
    expect(trickWinner(trick('schellen-7', 'laub-sau', 'eichel-sau', 'schellen-8'))).toBe(3);
    expect(trickWinner(trick('herz-9', 'herz-zehn', 'herz-sau', 'herz-koenig'))).toBe(2);
  });
});

describe('Dobbm play', () => {
  // Dealer 3; seat 0 plays Solo and leads.
  const hands = {
    0: ['laub-sau', 'laub-6', 'herz-sau', 'herz-zehn', 'herz-koenig', 'herz-ober', 'eichel-sau', 'schellen-sau'],
    1: ['laub-zehn', 'herz-6', 'eichel-zehn', 'eichel-koenig', 'eichel-ober', 'eichel-unter', 'eichel-9', 'eichel-8'],
    2: ['herz-7', 'herz-8', 'schellen-zehn', 'schellen-koenig', 'schellen-ober', 'schellen-unter', 'schellen-9', 'schellen-8'],
    3: ['eichel-7', 'eichel-6', 'schellen-7', 'schellen-6', 'laub-7', 'laub-8', 'laub-9', 'laub-unter'],
  };
  const inPlay = () => run(started(4, dealOf(4, 3, hands)), solo(0), pass(1), pass(2), pass(3));

  it('the declarer leads to the first trick', () => {
    const s = inPlay();
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(0);
    expect(refused(s, play(1, 'laub-zehn'))).toBe('not-your-turn');
  });

  it('follow suit if possible; else play a heart; with neither, anything', () => {
    let s = run(inPlay(), play(0, 'laub-6'));
    expect(refused(s, play(1, 'eichel-9'))).toBe('must-follow-suit');
    expect(refused(s, play(1, 'herz-6'))).toBe('must-follow-suit');
    expect(legalActions(s, 1).map((a) => (a as { card: string }).card)).toEqual(['laub-zehn']);
    s = run(s, play(1, 'laub-zehn'));
    // Seat 2 has no Laub: a heart, not a Schellen.
    expect(refused(s, play(2, 'schellen-9'))).toBe('must-trump');
    expect(legalActions(s, 2).map((a) => (a as { card: string }).card).sort()).toEqual(['herz-7', 'herz-8']);
    s = run(s, play(2, 'herz-7'), play(3, 'laub-7'));
    expect(s.tricks[0]!.winner).toBe(2);
    expect(s.turn).toBe(2);
    // Seat 2 leads Schellen; seat 0 has the Sau and must follow; seat 1 has neither Schellen nor... one heart.
    s = run(s, play(2, 'schellen-8'), play(3, 'schellen-6'), play(0, 'schellen-sau'));
    expect(legalActions(s, 1).map((a) => (a as { card: string }).card)).toEqual(['herz-6']);
    s = run(s, play(1, 'herz-6'));
    expect(s.tricks[1]!.winner).toBe(1);
    // Seat 1 leads Eichel; seat 2 has no Eichel and hearts left (herz-8): must trump.
    s = run(s, play(1, 'eichel-8'));
    expect(refused(s, play(2, 'schellen-9'))).toBe('must-trump');
    s = run(s, play(2, 'herz-8'), play(3, 'eichel-6'), play(0, 'eichel-sau'));
    expect(s.tricks[2]!.winner).toBe(2);
    // Seat 1 holds neither Schellen nor a heart any more: any card will do.
    s = run(s, play(2, 'schellen-zehn'), play(3, 'schellen-7'), play(0, 'herz-ober'));
    expect(legalActions(s, 1)).toHaveLength(5);
    s = run(s, play(1, 'eichel-9'));
    expect(s.tricks[3]!.winner).toBe(0);
    expect(s.turn).toBe(0);
  });

  it('looking back: by default (the text) each side sees its own side\'s tricks and the last one; option all shows every trick', () => {
    expect(parseOptions({}, 4).lookBack).toBe('own');
    const tricksOf = (lookBack?: 'all' | 'own') => {
      const s = run(started(4, dealOf(4, 3, hands), lookBack ? { lookBack } : {}), solo(0), pass(1), pass(2), pass(3),
        play(0, 'laub-6'), play(1, 'laub-zehn'), play(2, 'herz-7'), play(3, 'laub-7'),
        play(2, 'schellen-8'), play(3, 'schellen-6'), play(0, 'schellen-sau'), play(1, 'herz-6'),
        play(1, 'eichel-8'), play(2, 'herz-8'), play(3, 'eichel-6'), play(0, 'eichel-sau'),
        play(2, 'schellen-zehn'), play(3, 'schellen-7'), play(0, 'herz-ober'), play(1, 'eichel-9'));
      // Winners: 2, 1, 2 (defenders), 0 (the declarer; the last trick).
      return (seat: number | null) => view(s, seat).tricks.map((t) => t.cards !== null);
    };
    const own = tricksOf();
    expect(own(0)).toEqual([false, false, false, true]);
    expect(own(1)).toEqual([true, true, true, true]);
    expect(own(null)).toEqual([false, false, false, true]);
    const all = tricksOf('all');
    expect(all(0)).toEqual([true, true, true, true]);
  });

  it('a card not in hand is refused, and nothing is played out of turn', () => {
    const s = inPlay();
    expect(refused(s, play(0, 'laub-zehn'))).toBe('not-in-hand');
    expect(refused(s, pass(0))).toBe('not-now');
  });
});
