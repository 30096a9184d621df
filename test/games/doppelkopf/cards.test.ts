import { describe, expect, it } from 'vitest';
import { CARD_NAMES, cardName, deck, parseCard, sumPoints } from '../../../shared/games/doppelkopf/cards';
import { ranking, trickWinner, trumpOrder, TRUMP, type TrumpMode } from '../../../shared/games/doppelkopf/order';

const names = (mode: TrumpMode, dullen = true) => trumpOrder(mode, dullen).map(cardName).reverse();
const tw = (cards: string[], mode: TrumpMode = 'normal', second = true) =>
  trickWinner(cards.map((c, seat) => ({ seat, card: parseCard(c)! })), ranking(mode, true), second);

describe('Doppelkopf cards', () => {
  it('has 48 cards with the Nines and 40 without, 240 card points either way', () => {
    expect(deck(true)).toHaveLength(48);
    expect(deck(false)).toHaveLength(40);
    expect(sumPoints(deck(true))).toBe(240);
    expect(sumPoints(deck(false))).toBe(240);
  });

  it('names every card <suit>-<rank> and reads the names back', () => {
    expect(CARD_NAMES).toHaveLength(24);
    expect(new Set(CARD_NAMES).size).toBe(24);
    for (const n of CARD_NAMES) expect(cardName(parseCard(n)!)).toBe(n);
    expect(parseCard('clubs-Q')).toBeDefined();
    expect(parseCard('hearts-7')).toBeUndefined();
  });
});

describe('trump orders', () => {
  it('normal game: Dullen, Queens, Jacks, then Diamonds A 10 K 9', () => {
    expect(names('normal')).toEqual([
      'hearts-10', 'clubs-Q', 'spades-Q', 'hearts-Q', 'diamonds-Q', 'clubs-J', 'spades-J', 'hearts-J', 'diamonds-J',
      'diamonds-A', 'diamonds-10', 'diamonds-K', 'diamonds-9',
    ]);
  });

  it('without Dullen the Hearts Ten is a plain Hearts card', () => {
    expect(names('normal', false)[0]).toBe('clubs-Q');
    expect(ranking('normal', false).follow[parseCard('hearts-10')!]).toBe(2);
  });

  it('suit solos put the suit in place of Diamonds; in a Hearts solo the Dulle stays on top', () => {
    expect(names('clubs').slice(-4)).toEqual(['clubs-A', 'clubs-10', 'clubs-K', 'clubs-9']);
    expect(names('hearts')).toEqual([
      'hearts-10', 'clubs-Q', 'spades-Q', 'hearts-Q', 'diamonds-Q', 'clubs-J', 'spades-J', 'hearts-J', 'diamonds-J',
      'hearts-A', 'hearts-K', 'hearts-9',
    ]);
    // In a Clubs solo the Diamonds are a plain suit.
    expect(ranking('clubs', true).follow[parseCard('diamonds-A')!]).toBe(3);
  });

  it('Queens and Jacks solos: only those four kinds, Clubs highest; plain suits A 10 K (Q/J) 9', () => {
    expect(names('queens')).toEqual(['clubs-Q', 'spades-Q', 'hearts-Q', 'diamonds-Q']);
    expect(names('jacks')).toEqual(['clubs-J', 'spades-J', 'hearts-J', 'diamonds-J']);
    expect(tw(['hearts-J', 'hearts-10', 'hearts-9', 'hearts-K'], 'queens')).toBe(1);
    expect(tw(['hearts-J', 'hearts-9', 'spades-A', 'hearts-Q'], 'queens')).toBe(3);
  });

  it('meatless: no trump at all, every suit A 10 K Q J 9', () => {
    expect(names('meatless')).toEqual([]);
    expect(ranking('meatless', true).follow.includes(TRUMP)).toBe(false);
    expect(tw(['clubs-J', 'clubs-Q', 'hearts-A', 'clubs-9'], 'meatless')).toBe(1);
  });
});

describe('trick winner', () => {
  it('trump beats any plain card; a discard of another suit never wins', () => {
    expect(tw(['clubs-A', 'diamonds-9', 'clubs-10', 'spades-A'])).toBe(1);
    expect(tw(['spades-K', 'hearts-A', 'spades-9', 'clubs-A'])).toBe(0);
  });

  it('of two equal cards the first played wins', () => {
    expect(tw(['clubs-A', 'clubs-A', 'clubs-K', 'clubs-9'])).toBe(0);
    expect(tw(['diamonds-9', 'clubs-Q', 'clubs-Q', 'spades-Q'])).toBe(1);
  });

  it('the second Dulle beats the first, unless the option says it loses', () => {
    expect(tw(['hearts-10', 'clubs-Q', 'hearts-10', 'diamonds-9'], 'normal', true)).toBe(2);
    expect(tw(['hearts-10', 'clubs-Q', 'hearts-10', 'diamonds-9'], 'normal', false)).toBe(0);
  });
});
