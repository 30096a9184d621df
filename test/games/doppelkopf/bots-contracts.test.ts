import { describe, expect, it } from 'vitest';
import { doppelkopf, type DoppelkopfView } from '../../../shared/games/doppelkopf';
import { cardsPlayed, midGame } from './midgame';

/**
 * The other games with the same care: in Ramsch and a Null nobody takes a
 * rich trick that can be ducked; in a marriage the Fox does not go to a
 * seat that may become the bride's partner with this very trick.
 */
const W = { preset: 'weimar' };
const first = ['hearts-9', 'hearts-9', 'hearts-K', 'hearts-K'];

// Ramsch: seat 3 last to a Spades trick of 14 points; the Spades Ace would take it (25), the other Nine ducks.
const ramsch = () => ({
  ...midGame({
    me: 3, contract: { kind: 'ramsch' }, options: W,
    mine: ['spades-A', 'spades-9', 'clubs-9', 'clubs-K', 'clubs-A', 'hearts-A', 'hearts-10', 'diamonds-9', 'diamonds-K', 'diamonds-10', 'diamonds-A'],
    leader1: 0, first,
    leader: 0, trick: ['spades-10', 'spades-K', 'spades-9'],
  }),
  ramschGame: true,
});
// Null (meatless, Weimar): the soloist (3) last to a Spades trick up to the King: the Queen ducks, the Ace would take it.
const nullSolo = () => midGame({
  me: 3, contract: { kind: 'solo', solo: 'nullMeatless', soloist: 3 }, options: W,
  mine: ['spades-A', 'spades-Q', 'clubs-9', 'clubs-J', 'clubs-Q', 'diamonds-9', 'diamonds-J', 'diamonds-Q', 'hearts-J', 'hearts-Q', 'diamonds-9'],
  leader1: 0, first,
  leader: 0, trick: ['spades-K', 'spades-9', 'spades-J'],
});
// Marriage of seat 1 (both Clubs Queens), who took trick 1 herself: the partner is not found yet. She leads the
// Diamonds Ten, seat 2 takes it with a Spades Queen and so would become her partner; seat 3 holds the Fox.
const marriage = () => midGame({
  me: 3, contract: { kind: 'marriage', seat: 1, partner: null, clarifiedAfter: null },
  others: { 1: ['clubs-Q', 'clubs-Q'] },
  mine: ['diamonds-A', 'diamonds-K', 'diamonds-9', 'clubs-A', 'clubs-10', 'clubs-K', 'spades-A', 'spades-10', 'spades-K', 'spades-9', 'clubs-9'],
  leader1: 0, first: ['hearts-9', 'hearts-A', 'hearts-9', 'hearts-K'],
  leader: 1, trick: ['diamonds-10', 'spades-Q'],
});

describe('Doppelkopf bots in Ramsch, Null and the marriage', () => {
  it('the positions are what they say', () => {
    const r = doppelkopf.view(ramsch(), 3) as DoppelkopfView;
    expect(r.contract).toEqual({ kind: 'ramsch' });
    expect(r.legal.filter((a) => a.type === 'play').map((a) => (a as { card: string }).card).sort()).toEqual(['spades-9', 'spades-A']);
    const n = doppelkopf.view(nullSolo(), 3) as DoppelkopfView;
    expect(n.legal.filter((a) => a.type === 'play').map((a) => (a as { card: string }).card).sort()).toEqual(['spades-A', 'spades-Q']);
    const m = doppelkopf.view(marriage(), 3) as DoppelkopfView;
    expect(m.parties).toEqual([null, 're', null, null]);
    expect(m.legal.filter((a) => a.type === 'play').map((a) => (a as { card: string }).card).sort()).toEqual(['diamonds-9', 'diamonds-A', 'diamonds-K']);
  });

  it('Ramsch: medium and hard duck a rich trick instead of taking it', () => {
    for (const kind of ['easy', 'medium', 'hard']) expect(cardsPlayed(ramsch(), kind, 60, 4)).toEqual(new Array(4).fill('spades-9'));
  });

  it('Null: the soloist ducks under the trick', () => {
    for (const kind of ['easy', 'medium', 'hard']) expect(cardsPlayed(nullSolo(), kind, 60, 4)).toEqual(new Array(4).fill('spades-Q'));
  });

  it('marriage: the Fox is not thrown into the trick that would make its winner the bride\'s partner', () => {
    for (const kind of ['easy', 'medium', 'hard']) expect(cardsPlayed(marriage(), kind, 60, 4)).not.toContain('diamonds-A');
  });
});
