import { describe, expect, it } from 'vitest';
import { declaration, strength } from '../../../shared/games/doppelkopf/bots-heuristic';
import { HARD_CALLS } from '../../../shared/games/doppelkopf/bots-search';
import { parseCard } from '../../../shared/games/doppelkopf/cards';
import { view } from '../../../shared/games/doppelkopf/view';
import { healthy, start } from './craft';

/** Kontra's own threshold in the counted calls (`CallPolicy.kontra`, issue 30): absent, Kontra is said as Re without a Clubs Queen. */
describe('Doppelkopf: the counted Kontra', () => {
  // Seat 0 holds no Clubs Queen: it is Kontra. Both Dullen, four Queens, two Jacks: a strong hand.
  const hand = ['hearts-10', 'hearts-10', 'spades-Q', 'spades-Q', 'hearts-Q', 'diamonds-Q', 'clubs-J', 'spades-J', 'clubs-A', 'spades-A', 'hearts-A', 'hearts-K'];
  const v = view(healthy(start([hand, [], [], []])), 0);
  const s = strength(hand.map(parseCard), v, null);

  it('says Kontra from `re` + 1 without its own threshold, and only from `kontra` with it', () => {
    expect(v.legal).toContainEqual(expect.objectContaining({ type: 'announce', announcement: 'kontra' }));
    expect(s).toBeGreaterThanOrEqual(HARD_CALLS.re + 1);
    const cards = hand.map(parseCard);
    expect(declaration(v, cards, HARD_CALLS)).toMatchObject({ announcement: 'kontra' });
    expect(declaration(v, cards, { ...HARD_CALLS, kontra: s })).toMatchObject({ announcement: 'kontra' });
    expect(declaration(v, cards, { ...HARD_CALLS, kontra: s + 1 })).toBeNull();
    // Re is not touched by it: the same strength, a Clubs Queen in place of a Jack, Re side.
    const reHand = hand.map((c) => (c === 'spades-J' ? 'clubs-Q' : c));
    const rv = view(healthy(start([reHand, [], [], []])), 0);
    expect(declaration(rv, reHand.map(parseCard), { ...HARD_CALLS, kontra: 99 })).toMatchObject({ announcement: 're' });
  });
});
