import { describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import { dobble, type DobbleView } from '../../shared/games/dobble';
import { CARDS, commonSymbol, parseCard } from '../../shared/games/dobble/deck';
import { SYMBOLS } from '../../shared/games/dobble/symbols';
import { de, en } from '../../src-renderer/games/dobble/messages';
import { cardSymbols, faceCards, lockLeft, matchTyped, parseTyped, targetFor } from '../../src-renderer/games/dobble/view';
import { expectSameMessages } from './messages-check';

const table = (miniGame: string, n: number, seed = 'ui') =>
  Match.create(dobble as never, Array.from({ length: n }, (_, i) => `P${i}`), { miniGame }, seed);
const viewOf = (m: Match, seat: number | null) => m.view(seat) as unknown as DobbleView;
const card = (name: string) => parseCard(name)!;

describe('which cards a seat searches from and names targets on', () => {
  it('Tower and Well: own card searched, the middle is the one target, nobody else’s card shown', () => {
    for (const mg of ['tower', 'well']) {
      const v = viewOf(table(mg, 4), 2);
      const f = faceCards(v);
      expect(f.map((x) => [x.key, x.role])).toEqual([['seat2', 'search'], ['centre', 'target']]);
      expect(f[1]!.target).toBeUndefined();
    }
  });

  it('Hot Potato: own card searched, the others’ cards are targets by seat', () => {
    const f = faceCards(viewOf(table('hotPotato', 3), 1));
    expect(f.map((x) => [x.key, x.role, x.target])).toEqual([['seat0', 'target', 0], ['seat1', 'search', undefined], ['seat2', 'target', 2]]);
  });

  it('Poisoned Gift: the middle is searched, own card only shown, the others’ are targets', () => {
    const f = faceCards(viewOf(table('poisonedGift', 3), 0));
    expect(f.map((x) => [x.key, x.role, x.target])).toEqual([['centre', 'search', undefined], ['seat0', 'shown', undefined], ['seat1', 'target', 1], ['seat2', 'target', 2]]);
  });

  it('Catch Them All: the middle is searched, outer cards are targets by slot', () => {
    const f = faceCards(viewOf(table('catchThemAll', 3), 0));
    expect(f.map((x) => [x.key, x.role, x.target])).toEqual([['centre', 'search', undefined], ['outer0', 'target', 0], ['outer1', 'target', 1], ['outer2', 'target', 2]]);
  });

  it('a spectator is shown the cards, none to claim on', () => {
    const f = faceCards(viewOf(table('hotPotato', 3), null));
    expect(f.every((x) => x.role === 'shown')).toBe(true);
    expect(f).toHaveLength(3);
  });
});

describe('claims: the target and typed names', () => {
  it('targetFor finds the card where the named symbol matches', () => {
    const v = viewOf(table('catchThemAll', 4, 'target'), 0);
    const centre = card(v.centre!);
    v.outer.forEach((o, i) => {
      const s = commonSymbol(centre, card(o!));
      const onOthers = v.outer.filter((x, j) => j !== i && CARDS[card(x!)]!.includes(s)).length;
      expect(targetFor(v, s)).toBe(onOthers ? undefined : i);
    });
  });

  it('parseTyped splits a target number from the letters', () => {
    expect(parseTyped('2 ka')).toEqual({ target: 1, prefix: 'ka' });
    expect(parseTyped('3kat')).toEqual({ target: 2, prefix: 'kat' });
    expect(parseTyped('Katze')).toEqual({ target: null, prefix: 'Katze' });
  });

  it('matchTyped: names in the reader’s language first, umlauts as ae/oe/ue, the search card’s symbols before the rest', () => {
    const v = viewOf(table('tower', 2, 'typed'), 0);
    const mine = cardSymbols(v.tops[0]);
    const both = [...mine, ...cardSymbols(v.centre)];
    for (const id of mine) {
      const s = SYMBOLS.find((x) => x.id === id)!;
      expect(matchTyped(s.de, v, 'de')[0]).toBe(id);
      expect(matchTyped(s.en.toUpperCase(), v, 'en')[0]).toBe(id);
      const folded = s.de.toLowerCase().replace('ä', 'ae').replace('ö', 'oe').replace('ü', 'ue');
      expect(matchTyped(folded, v, 'de')).toContain(id);
    }
    // Only what lies on the table is offered.
    const absent = SYMBOLS.find((s) => !both.includes(s.id))!;
    expect(matchTyped(absent.de, v, 'de')).not.toContain(absent.id);
    expect(matchTyped('', v, 'de')).toEqual([]);
  });

  it('lockLeft counts from the view’s clock', () => {
    const v = viewOf(table('tower', 2), 0);
    expect(lockLeft({ ...v, clock: 1000, lockedUntil: [2500, 0] }, 0)).toBe(1500);
    expect(lockLeft({ ...v, clock: 3000, lockedUntil: [2500, 0] }, 0)).toBe(0);
  });
});

describe('Dobble strings', () => {
  it('German and English have the same keys, placeholders and plural forms, none empty', () => {
    expectSameMessages(de, en);
  });

  it('a rule hint for every mini-game and the duel; an error text for the rules’ refusals', () => {
    expect(Object.keys(en.hints).sort()).toEqual(['catchThemAll', 'duel', 'hotPotato', 'poisonedGift', 'tower', 'well']);
    expect(Object.keys(en.errors)).toEqual(expect.arrayContaining(['locked', 'too-late', 'no-cards']));
  });
});
