import { describe, expect, it } from 'vitest';
import { char, p, position, run } from './craft';

// "Würfelpunkte und Charakter am Ende eines Stichs zuweisen" and the Aagewwer example of the rulebook.
describe('Dubbe characters', () => {
  it('rulebook: the Aagewwer owner winning a trump trick raises the die from 1 to 2, nothing banked', () => {
    // Dealer 0; seat 1 declared red; seat 2 leads trump.
    const s = position({ hands: [['red-2'], ['red-9'], ['red-4']], trump: 'red', declarer: 1, lead: 2 });
    const end = run(s, p(2, 'red-4'), p(0, 'red-2'), p(1, 'red-9'));
    expect(char(end, 'aagewwer')).toEqual({ suit: 'red', die: 2, owner: 1 });
    expect(end.roundScore.minus).toEqual([0, 0, 0]);
  });

  it('rulebook: another player taking the trump trick makes the owner bank 1 minus; the new owner starts at 2', () => {
    const s = position({ hands: [['red-2'], ['red-4'], ['red-9']], trump: 'red', declarer: 1, lead: 2 });
    const end = run(s, p(2, 'red-9'), p(0, 'red-2'), p(1, 'red-4'));
    expect(char(end, 'aagewwer')).toEqual({ suit: 'red', die: 2, owner: 2 });
    expect(end.roundScore.minus).toEqual([0, 1, 0]);
  });

  it('a new suit led goes to the next character at die 1, owned by the winner; nothing is banked', () => {
    const s = position({ hands: [['blue-2'], ['blue-8'], ['blue-4']], trump: 'red', lead: 0 });
    const end = run(s, p(0, 'blue-2'), p(1, 'blue-8'), p(2, 'blue-4'));
    expect(char(end, 'weschwieschmaen')).toEqual({ suit: 'blue', die: 1, owner: 1 });
    expect(end.roundScore).toEqual({ plus: [0, 0, 0], minus: [0, 0, 0] });
  });

  it('characters are assigned in order: Weschwieschmän, Jammerlabbe, Jo Lossen (die 3), Gliggsridder', () => {
    const s = position({
      hands: [['blue-1', 'green-1', 'yellow-1', 'brown-1'], ['blue-2', 'green-2', 'yellow-2', 'brown-2'], ['blue-3', 'green-3', 'yellow-3', 'brown-3']],
      trump: 'red',
      lead: 0,
    });
    const end = run(
      s,
      p(0, 'blue-1'), p(1, 'blue-2'), p(2, 'blue-3'),
      p(2, 'green-3'), p(0, 'green-1'), p(1, 'green-2'),
      p(2, 'yellow-3'), p(0, 'yellow-1'), p(1, 'yellow-2'),
      p(2, 'brown-3'), p(0, 'brown-1'), p(1, 'brown-2'),
    );
    expect(char(end, 'weschwieschmaen')).toEqual({ suit: 'blue', die: 1, owner: 2 });
    expect(char(end, 'jammerlabbe')).toEqual({ suit: 'green', die: 1, owner: 2 });
    expect(char(end, 'joLossen')).toEqual({ suit: 'yellow', die: 3, owner: 2 });
    expect(char(end, 'gliggsridder')).toEqual({ suit: 'brown', die: 1, owner: 2 });
  });

  it('a trump played into another suit changes nothing for the Aagewwer, but the winner takes the led suit', () => {
    const s = position({ hands: [['blue-9'], ['red-1'], ['blue-3']], trump: 'red', declarer: 2, lead: 0 });
    const end = run(s, p(0, 'blue-9'), p(1, 'red-1'), p(2, 'blue-3'));
    expect(char(end, 'aagewwer')).toEqual({ suit: 'red', die: 1, owner: 2 });
    expect(char(end, 'weschwieschmaen')).toEqual({ suit: 'blue', die: 1, owner: 1 });
  });

  it('the owner winning his suit again raises the die; a new winner takes it after the old owner banks', () => {
    const s = position({
      hands: [['blue-1', 'blue-2', 'blue-3'], ['blue-9', 'blue-8', 'blue-4'], ['blue-5', 'blue-6', 'blue-7']],
      trump: 'red',
      lead: 0,
    });
    const t1 = run(s, p(0, 'blue-1'), p(1, 'blue-9'), p(2, 'blue-5'));
    expect(char(t1, 'weschwieschmaen')).toEqual({ suit: 'blue', die: 1, owner: 1 });
    const t2 = run(t1, p(1, 'blue-8'), p(2, 'blue-6'), p(0, 'blue-2'));
    expect(char(t2, 'weschwieschmaen')).toEqual({ suit: 'blue', die: 2, owner: 1 });
    expect(t2.roundScore.plus).toEqual([0, 0, 0]);
    const t3 = run(t2, p(1, 'blue-4'), p(2, 'blue-7'), p(0, 'blue-3'));
    expect(char(t3, 'weschwieschmaen')).toEqual({ suit: 'blue', die: 3, owner: 2 });
    expect(t3.roundScore.plus).toEqual([0, 2, 0]);
  });

  it('Jo Lossen changes hands without banking and keeps his die at 3', () => {
    const s = position({
      hands: [['green-1'], ['green-9'], ['green-3']],
      trump: 'red',
      lead: 0,
      characters: { joLossen: { suit: 'green', die: 3, owner: 0 } },
    });
    const end = run(s, p(0, 'green-1'), p(1, 'green-9'), p(2, 'green-3'));
    expect(char(end, 'joLossen')).toEqual({ suit: 'green', die: 3, owner: 1 });
    expect(end.roundScore).toEqual({ plus: [0, 0, 0], minus: [0, 0, 0] });
  });

  it('a player may own several characters at once', () => {
    const s = position({ hands: [['blue-9', 'green-9'], ['blue-1', 'green-1'], ['blue-2', 'green-2']], trump: 'red', lead: 0 });
    const end = run(s, p(0, 'blue-9'), p(1, 'blue-1'), p(2, 'blue-2'), p(0, 'green-9'), p(1, 'green-1'), p(2, 'green-2'));
    expect(char(end, 'weschwieschmaen').owner).toBe(0);
    expect(char(end, 'jammerlabbe')).toEqual({ suit: 'green', die: 1, owner: 0 });
  });
});
