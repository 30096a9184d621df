import { describe, expect, it } from 'vitest';
import { view } from '../../../shared/games/dobble/view';
import { matches } from '../../../shared/games/dobble/minigames';
import { cardName } from '../../../shared/games/dobble/deck';
import type { DobbleState } from '../../../shared/games/dobble/state';
import { must, playOut, rightClaim, started } from './craft';

/** Every card name a view mentions. */
const cardsIn = (v: unknown) => new Set(JSON.stringify(v).match(/"c\d+"/g)?.map((s) => s.slice(1, -1)) ?? []);
const names = (...cs: number[]) => new Set(cs.map(cardName));

describe('dobble views', () => {
  it('Tower: a player sees their own top card and the middle, nothing else', () => {
    const s = started(3, 'tower');
    const v = view(s, 1);
    expect(v.tops).toEqual([null, 'c1', null]);
    expect(v.centre).toBe('c3');
    expect(cardsIn(v)).toEqual(names(1, 3));
    expect(v.pileSizes).toEqual([1, 1, 1]);
    expect(v.centreSize).toBe(52);
    expect(cardsIn(view(s, null))).toEqual(names(3));
  });

  it('Well: own top and middle only; the cards below stay hidden', () => {
    const s = started(3, 'well');
    const seat = (s.dealer + 1) % 3;
    expect(cardsIn(view(s, seat))).toEqual(names(0, 54));
  });

  it('Hot Potato: all top cards are face up, the cards under them are not', () => {
    const s = must(started(3, 'hotPotato'), rightClaim(started(3, 'hotPotato'), 0, 10)!);
    const holder = s.board!.piles.findIndex((p) => p.length === 2);
    const v = view(s, 2);
    expect(v.tops[holder]).toBe('c0');
    expect(cardsIn(v)).toEqual(new Set(v.tops.filter((t): t is string => t !== null)));
    expect(cardsIn(v).has(cardName(holder))).toBe(false);
  });

  it('Catch Them All and Poisoned Gift: the middle and the face-up cards, never the stock', () => {
    expect(cardsIn(view(started(3, 'catchThemAll'), 0))).toEqual(names(0, 1, 2, 3));
    expect(cardsIn(view(started(3, 'poisonedGift'), 2))).toEqual(names(0, 1, 2, 3));
  });

  it('lists eight claims that do not give the answer away', () => {
    const s = started(4, 'tower');
    const v = view(s, 2);
    expect(v.legal).toHaveLength(8);
    const right = v.legal.filter((a) => a.type === 'claim' && matches(s.board!, 2, a.symbol).length > 0);
    expect(right).toHaveLength(1);
    expect(view(s, null).legal).toEqual([]);
  });

  it('hides all cards between mini-games and says who chooses', () => {
    const end: DobbleState = playOut(started(3, null), [0, 1, 1]);
    expect(end.phase).toBe('choose');
    const v = view(end, 0);
    expect(cardsIn(v)).toEqual(new Set());
    expect(v.chooser).toBe(2);
    expect(v.legal).toEqual([]);
    expect(view(end, 2).legal).toHaveLength(5);
    expect(v.score.totals).toEqual(v.score.played[0]!.points);
  });
});
