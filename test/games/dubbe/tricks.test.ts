import { describe, expect, it } from 'vitest';
import { apply, legalActions, playableCards } from '../../../shared/games/dubbe/rules';
import { cardName } from '../../../shared/games/dubbe/cards';
import { p, position, run } from './craft';

// Trick-taking rules of the German rulebook ("Ausspielregeln", "Gewinn eines Stichs").
describe('Dubbe tricks', () => {
  it('the highest card of the led suit wins; a discard never wins', () => {
    const s = position({ hands: [['blue-5'], ['blue-7'], ['green-9']], trump: 'red', lead: 0 });
    const end = run(s, p(0, 'blue-5'), p(1, 'blue-7'), p(2, 'green-9'));
    expect(end.tricks[0]!.winner).toBe(1);
    expect(end.turn).toBe(1); // the winner leads next
  });

  it('any trump beats the led suit, and the highest trump wins', () => {
    const s = position({ hands: [['blue-9'], ['red-2'], ['red-1']], trump: 'red', lead: 0 });
    expect(run(s, p(0, 'blue-9'), p(1, 'red-2'), p(2, 'red-1')).tricks[0]!.winner).toBe(1);
    const low = position({ hands: [['blue-9'], ['green-8'], ['red-1']], trump: 'red', lead: 0 });
    expect(run(low, p(0, 'blue-9'), p(1, 'green-8'), p(2, 'red-1')).tricks[0]!.winner).toBe(2);
  });

  it('a trump led is followed like any suit and the highest trump wins', () => {
    const s = position({ hands: [['red-3'], ['red-8'], ['red-5']], trump: 'red', lead: 0 });
    expect(run(s, p(0, 'red-3'), p(1, 'red-8'), p(2, 'red-5')).tricks[0]!.winner).toBe(1);
  });

  it('must follow suit when able: the refusal names the rule and changes nothing', () => {
    const s = run(position({ hands: [['blue-5', 'green-1'], ['blue-7', 'red-3'], ['green-9', 'yellow-4']], trump: 'red', lead: 0 }), p(0, 'blue-5'));
    const before = structuredClone(s);
    const out = apply(s, p(1, 'red-3'));
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.error.code).toBe('must-follow-suit');
      expect(out.error.message).toMatch(/Follow suit/);
      expect(out.error.message).toMatch(/blue/);
    }
    expect(s).toEqual(before);
    expect(playableCards(s, 1).map(cardName)).toEqual(['blue-7']);
  });

  it('a player without the led suit may trump or discard', () => {
    const s = run(position({ hands: [['blue-5', 'green-1'], ['red-3', 'green-2'], ['blue-9', 'yellow-4']], trump: 'red', lead: 0 }), p(0, 'blue-5'));
    expect(playableCards(s, 1).map(cardName).sort()).toEqual(['green-2', 'red-3']);
    expect(apply(s, p(1, 'green-2')).ok).toBe(true);
    expect(apply(s, p(1, 'red-3')).ok).toBe(true);
  });

  it('refuses out-of-turn plays and cards not in hand', () => {
    const s = position({ hands: [['blue-5'], ['blue-7'], ['green-9']], trump: 'red', lead: 0 });
    const wrongSeat = apply(s, p(1, 'blue-7'));
    expect(wrongSeat.ok || wrongSeat.error.code).toBe('not-your-turn');
    const notHeld = apply(s, p(0, 'blue-7'));
    expect(notHeld.ok || notHeld.error.code).toBe('not-in-hand');
    expect(legalActions(s, 1)).toEqual([]);
  });

  it('Jo Lossen: his owner need not follow suit, except in his own suit', () => {
    // Jo Lossen holds green and belongs to seat 1.
    const base = {
      hands: [['blue-5', 'green-5'], ['blue-7', 'green-2', 'yellow-2'], ['blue-9', 'green-9']],
      trump: 'red',
      lead: 0,
      characters: { joLossen: { suit: 'green', die: 3, owner: 1 } },
    };
    const blueLed = run(position(base), p(0, 'blue-5'));
    expect(playableCards(blueLed, 1).map(cardName).sort()).toEqual(['blue-7', 'green-2', 'yellow-2']);
    expect(apply(blueLed, p(1, 'yellow-2')).ok).toBe(true);
    const greenLed = run(position(base), p(0, 'green-5'));
    const out = apply(greenLed, p(1, 'yellow-2'));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error.message).toMatch(/Jo Lossen/);
    expect(playableCards(greenLed, 1).map(cardName)).toEqual(['green-2']);
    // Others stay bound to follow suit.
    expect(playableCards(run(blueLed, p(1, 'yellow-2')), 2).map(cardName)).toEqual(['blue-9']);
  });
});
