import { describe, expect, it } from 'vitest';
import { declaration, strength } from '../../../shared/games/doppelkopf/bots-heuristic';
import { HARD_CALLS } from '../../../shared/games/doppelkopf/bots-search';
import { type Card, parseCard } from '../../../shared/games/doppelkopf/cards';
import { view } from '../../../shared/games/doppelkopf/view';
import { healthy, start } from './craft';

/** Kontra's own threshold in the counted calls (`CallPolicy.kontra`, issue 30): absent, Kontra is said as Re without a Clubs Queen. */
const cardsOf = (names: string[]): Card[] => names.map((n) => parseCard(n)!);

describe('Doppelkopf: the counted Kontra', () => {
  // Seat 0 holds no Clubs Queen: it is Kontra. Both Dullen, four Queens, two Jacks: a strong hand.
  const hand = ['hearts-10', 'hearts-10', 'spades-Q', 'spades-Q', 'hearts-Q', 'diamonds-Q', 'clubs-J', 'spades-J', 'clubs-A', 'spades-A', 'hearts-A', 'hearts-K'];
  const v = view(healthy(start([hand, [], [], []])), 0);
  const s = strength(cardsOf(hand), v, null);

  it('says Kontra from `re` + 1 without its own threshold, and only from `kontra` with it', () => {
    expect(v.legal).toContainEqual(expect.objectContaining({ type: 'announce', announcement: 'kontra' }));
    expect(s).toBeGreaterThanOrEqual(HARD_CALLS.re + 1);
    const cards = cardsOf(hand);
    expect(declaration(v, cards, HARD_CALLS)).toMatchObject({ announcement: 'kontra' });
    expect(declaration(v, cards, { ...HARD_CALLS, kontra: s })).toMatchObject({ announcement: 'kontra' });
    expect(declaration(v, cards, { ...HARD_CALLS, kontra: s + 1 })).toBeNull();
    // Re is not touched by it: the same strength, a Clubs Queen in place of a Jack, Re side.
    const reHand = hand.map((c) => (c === 'spades-J' ? 'clubs-Q' : c));
    const rv = view(healthy(start([reHand, [], [], []])), 0);
    expect(declaration(rv, cardsOf(reHand), { ...HARD_CALLS, kontra: 99 })).toMatchObject({ announcement: 're' });
  });
});
