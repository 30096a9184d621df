import { describe, expect, it } from 'vitest';
import { doppelkopf, type DoppelkopfView } from '../../../shared/games/doppelkopf';
import { parseCard } from '../../../shared/games/doppelkopf/cards';
import { foxAwareCard, foxCare } from '../../../shared/games/doppelkopf/bots-fox';
import { situationFromState } from '../../../shared/games/doppelkopf/bots-heuristic';
import { cardsPlayed, midGame } from './midgame';

/**
 * Clear Fox (♦ Ace) positions from lost Foxes seen in duplicate play
 * (bench/doppelkopf-fox.ts --why): the Fox thrown into a trick the other
 * party has already won with a higher card, and the Fox kept back when a
 * partner's trick is sure.
 */

// Seats 0 and 1 showed both Clubs Queens in trick 1: they are Re, 2 and 3 Kontra.
// Trick 2: Re's Clubs Jack, Re's Hearts Queen, the partner's Diamonds Ten; seat 3 last, with the Fox and the Diamonds Queen.
const lostLast = () => midGame({
  me: 3,
  mine: ['diamonds-Q', 'diamonds-A', 'clubs-K', 'clubs-10', 'clubs-A', 'hearts-A', 'hearts-K', 'hearts-9', 'spades-A', 'spades-K', 'spades-10'],
  leader1: 0, first: ['clubs-Q', 'clubs-Q', 'diamonds-9', 'diamonds-9'],
  leader: 0, trick: ['clubs-J', 'hearts-Q', 'diamonds-10'],
});
// The same trick 1; trick 2 led by Re's Spades Queen, Re's partner adds the Diamonds King; seat 2 (Kontra) third, the next seat (3) is a partner who cannot be counted on.
const lostThird = () => midGame({
  me: 2,
  mine: ['diamonds-Q', 'diamonds-A', 'clubs-K', 'clubs-10', 'clubs-A', 'hearts-A', 'hearts-K', 'hearts-9', 'spades-A', 'spades-K', 'spades-10'],
  leader1: 0, first: ['clubs-Q', 'clubs-Q', 'diamonds-9', 'diamonds-9'],
  leader: 0, trick: ['spades-Q', 'diamonds-K'],
});
// Trick 1 from seat 3: seat 1 showed a Clubs Queen, seat 0 holds the other: 0 and 1 are Re.
// Trick 2: the partner (1) leads a Dulle, the others add Jacks; seat 0 last, with the Fox, the Diamonds Ten and the Clubs Queen.
const smearLast = () => midGame({
  me: 0,
  mine: ['clubs-Q', 'diamonds-A', 'diamonds-10', 'hearts-J', 'clubs-A', 'clubs-10', 'clubs-K', 'spades-A', 'spades-10', 'hearts-A', 'hearts-K'],
  leader1: 3, first: ['diamonds-K', 'diamonds-9', 'clubs-Q', 'diamonds-9'],
  leader: 1, trick: ['hearts-10', 'diamonds-J', 'spades-J'],
});

// Seats 2 and 3 showed both Clubs Queens in trick 1 (Re). Trick 2: the partner (2) leads the Diamonds Ten; seat 3 second,
// the Fox would take the trick for now, but both Kontra players are still to come.
const overtaken = () => midGame({
  me: 3,
  mine: ['diamonds-A', 'diamonds-K', 'hearts-Q', 'clubs-A', 'clubs-10', 'clubs-K', 'spades-A', 'spades-10', 'spades-K', 'hearts-A', 'hearts-K'],
  leader1: 0, first: ['diamonds-9', 'diamonds-9', 'clubs-Q', 'clubs-Q'],
  leader: 2, trick: ['diamonds-10'],
});

describe('Doppelkopf bots keep the Fox', () => {
  it('the positions are what they say: parties known to the seat, the Fox legal with another card', () => {
    for (const s of [lostLast(), lostThird(), smearLast(), overtaken()]) {
      const v = doppelkopf.view(s, s.turn) as DoppelkopfView;
      expect(v.parties.every((p) => p !== null)).toBe(true);
      expect(v.legal.some((a) => a.type === 'play' && a.card === 'diamonds-A')).toBe(true);
      expect(v.legal.filter((a) => a.type === 'play').length).toBeGreaterThan(1);
    }
  });

  it('medium and hard do not throw the Fox into a trick the other party has already won with a higher card', () => {
    for (const kind of ['medium', 'hard']) {
      expect(cardsPlayed(lostLast(), kind, 60, 6)).not.toContain('diamonds-A');
      expect(cardsPlayed(lostThird(), kind, 60, 6)).not.toContain('diamonds-A');
    }
  });

  it('medium and hard smear the Fox on a partner\'s sure trick', () => {
    for (const kind of ['medium', 'hard']) expect(cardsPlayed(smearLast(), kind, 60, 6)).toEqual(new Array(6).fill('diamonds-A'));
  });

  it('a soloist is left to the search: in a Diamonds solo the Fox may be led to draw trumps', () => {
    const solo = midGame({
      me: 0, contract: { kind: 'solo', solo: 'diamonds', soloist: 0 },
      mine: ['diamonds-A', 'hearts-10', 'clubs-Q', 'spades-Q', 'clubs-J', 'spades-J', 'diamonds-10', 'diamonds-K', 'clubs-A', 'spades-A', 'hearts-A'],
      leader1: 1, first: ['hearts-9', 'hearts-9', 'hearts-K', 'hearts-A'],
      leader: 0, trick: [],
    });
    expect(foxCare(situationFromState(solo, 0), true)).toEqual({ smear: false, avoid: false });
  });

  it('medium and hard do not put the Fox where it wins for now but both opponents are still to come', () => {
    for (const kind of ['medium', 'hard']) expect(cardsPlayed(overtaken(), kind, 60, 6)).not.toContain('diamonds-A');
  });

  it('the playouts\' card rule does the same (the sampled parties are known to it)', () => {
    for (const s of [lostLast(), lostThird(), overtaken()]) expect(foxAwareCard(situationFromState(s, s.turn), true)).not.toBe(parseCard('diamonds-A'));
    const smear = smearLast();
    expect(foxAwareCard(situationFromState(smear, smear.turn), true)).toBe(parseCard('diamonds-A'));
  });
});
