import { describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import { dobble, type DobbleView } from '../../shared/games/dobble';
import { CARDS, commonSymbol, parseCard } from '../../shared/games/dobble/deck';
import { SYMBOLS } from '../../shared/games/dobble/symbols';
import { de, en } from '../../src-renderer/games/dobble/messages';
import { cardSymbols, enterPick, faceCards, lockLeft, matchTyped, parseTyped, targetFor, typedCandidates } from '../../src-renderer/games/dobble/view';
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

  /** A card (by name) holding every one of `has` and none of `not`. */
  const cardWith = (has: string[], not: string[] = [], but: string[] = []): string => {
    const i = CARDS.findIndex((c, j) => has.every((x) => c.includes(x)) && not.every((x) => !c.includes(x)) && !but.includes(`c${j}`));
    expect(i).toBeGreaterThanOrEqual(0);
    return `c${i}`;
  };
  const nameOf = (id: string) => SYMBOLS.find((x) => x.id === id)!;

  it('a typed claim keeps the table it was begun on: a symbol right there goes out with that version and its target', () => {
    // Hot Potato, seat 0 searches its own card M; at v the match lay on seat 1's card B.
    const base = viewOf(table('hotPotato', 3, 'typed-race'), 0);
    const mine = base.tops[0]!;
    const b = base.tops[1]!;
    const s = commonSymbol(card(mine), card(b));
    const v0 = { ...base, version: 4 };
    // Meanwhile seat 2 was first: seat 1 now holds a card where s lies nowhere, seat 2's new card shows s's neighbour only.
    const c1 = cardWith([], [s], [mine, b]);
    const other = cardSymbols(mine).find((x) => x !== s)!;
    const c2 = cardWith([other], [s], [mine, b, c1]);
    const v1 = { ...base, version: 5, tops: [mine, c1, c2] };
    const [first] = typedCandidates(nameOf(s).en, [v0, v1], 'en');
    expect(first).toMatchObject({ symbol: s, seen: 4, target: 1, onSearch: true });
    // A symbol that matches on the newest table goes out with the newest version and its target there.
    const now = typedCandidates(nameOf(other).en, [v0, v1], 'en').find((c) => c.symbol === other)!;
    expect(now).toMatchObject({ seen: 5, target: 2 });
  });

  it('typed candidates also offer what only an earlier table since typing began showed, after the newest table’s', () => {
    const base = viewOf(table('poisonedGift', 3, 'typed-gone'), 0);
    const centre = base.centre!;
    const s = cardSymbols(centre)[0]!;
    const v0 = { ...base, version: 2 };
    const gone = cardWith([], [s], [centre, ...base.tops.filter((x): x is string => !!x)]);
    const v1 = { ...base, version: 3, centre: gone, tops: base.tops.map((x) => (x && cardSymbols(x).includes(s) ? gone : x)) };
    expect(matchTyped(nameOf(s).en, v1, 'en')).not.toContain(s);
    expect(typedCandidates(nameOf(s).en, [v0, v1], 'en').map((c) => [c.symbol, c.seen])).toContainEqual([s, 2]);
  });

  it('Enter names a symbol only when the letters say which: one on the search card, a whole name, or one picked', () => {
    const both = cardWith(['snowman', 'snowflake']);
    const base = viewOf(table('tower', 2, 'typed-sno'), 0);
    const v = { ...base, tops: [both, base.tops[1] ?? null], centre: cardWith([], ['snowman', 'snowflake'], [both]) };
    const sno = typedCandidates('sno', [v], 'en');
    expect(sno.map((c) => c.symbol).sort()).toEqual(['snowflake', 'snowman']);
    expect(enterPick('sno', sno, null, 'en')).toBeNull();
    expect(enterPick('sno', sno, 1, 'en')?.symbol).toBe(sno[1]!.symbol);
    expect(enterPick('snowm', typedCandidates('snowm', [v], 'en'), null, 'en')?.symbol).toBe('snowman');
    // German: Schneemann / Schneeflocke share "schnee".
    const schnee = typedCandidates('schnee', [v], 'de');
    expect(enterPick('schnee', schnee, null, 'de')).toBeNull();
    expect(enterPick('Schneemann', typedCandidates('Schneemann', [v], 'de'), null, 'de')?.symbol).toBe('snowman');
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
