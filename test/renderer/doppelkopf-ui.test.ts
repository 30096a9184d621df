import { describe, expect, it } from 'vitest';
import { doppelkopfMessages } from '../../src-renderer/games/doppelkopf/messages';
import { cardName, fullName, isTrumpCard, specialName } from '../../src-renderer/games/doppelkopf/cards';
import { lineLabel, minusOf, running, visibleTrick } from '../../src-renderer/games/doppelkopf/view';
import { doppelkopf } from '../../shared/games/doppelkopf';
import { RESERVATIONS } from '../../shared/games/doppelkopf/state';
import { Match } from '../../shared/engine/match';
import type { DoppelkopfView } from '../../shared/games/doppelkopf/view';
import { expectSameMessages, leaves } from './messages-check';

describe('Doppelkopf table strings', () => {
  const de = leaves(doppelkopfMessages.de);

  it('German and English have the same keys, placeholders and plural forms, none empty', () => {
    expectSameMessages(doppelkopfMessages.de, doppelkopfMessages.en);
  });

  it('name every reservation the game knows', () => {
    for (const r of RESERVATIONS) expect(de.has(`reservations.${r}`), r).toBe(true);
  });
});

const context = (contract: DoppelkopfView['contract'], over: Partial<DoppelkopfView['options']> = {}) =>
  ({ contract, options: { ...doppelkopf.options({}, 4), ...over } }) as Pick<DoppelkopfView, 'contract' | 'options'>;

describe('card names', () => {
  it('are German by default as said at the table, English on request', () => {
    expect(cardName('clubs-Q', 'de')).toBe('Kreuz-Dame');
    expect(cardName('spades-J', 'de')).toBe('Pik-Bube');
    expect(cardName('diamonds-A', 'de')).toBe('Karo-Ass');
    expect(cardName('hearts-K', 'de')).toBe('Herz-König');
    expect(cardName('clubs-9', 'de')).toBe('Kreuz-Neun');
    expect(cardName('clubs-Q', 'en')).toBe('Queen of Clubs');
  });

  it('call the Dulle, Fuchs and Karlchen by name only where they matter', () => {
    const normal = context({ kind: 'normal' });
    expect(fullName('hearts-10', normal, 'de')).toBe('Herz-Zehn (Dulle)');
    expect(fullName('diamonds-A', normal, 'de')).toBe('Karo-Ass (Fuchs)');
    expect(fullName('clubs-J', normal, 'de')).toBe('Kreuz-Bube (Karlchen)');
    expect(fullName('diamonds-A', normal, 'en')).toBe('Ace of Diamonds (Fox)');
    // A Queens solo: the Ten of Hearts is a plain card, no extra points at all.
    const queens = context({ kind: 'solo', solo: 'queens', soloist: 1 });
    expect(specialName('hearts-10', queens, 'de')).toBeNull();
    expect(specialName('diamonds-A', queens, 'de')).toBeNull();
    // Without Dullen the Ten of Hearts is plain.
    expect(specialName('hearts-10', context({ kind: 'normal' }, { dullen: false }), 'de')).toBeNull();
  });

  it('mark trumps by the game being played', () => {
    expect(isTrumpCard('diamonds-9', context(null))).toBe(true);
    expect(isTrumpCard('clubs-A', context(null))).toBe(false);
    expect(isTrumpCard('diamonds-9', context({ kind: 'solo', solo: 'clubs', soloist: 0 }))).toBe(false);
    expect(isTrumpCard('clubs-A', context({ kind: 'solo', solo: 'clubs', soloist: 0 }))).toBe(true);
    expect(isTrumpCard('clubs-Q', context({ kind: 'solo', solo: 'meatless', soloist: 0 }))).toBe(false);
  });
});

describe('view helpers against a real game', () => {
  it('show the trick being played, else the last one with its winner; sheets add up', () => {
    const match = Match.create(doppelkopf as never, ['A', 'B', 'C', 'D'], {}, 'ui-test');
    const t = (k: string) => k;
    // Bots' random answers until a few tricks are on the table.
    let guard = 0;
    while ((match.view(0) as unknown as DoppelkopfView).tricks.length < 2 && guard++ < 200) {
      const v = match.view(0) as unknown as DoppelkopfView;
      const seat = v.awaiting[0]!;
      const legal = (match.view(seat) as unknown as DoppelkopfView).legal.filter((a) => a.type !== 'announce');
      match.act(legal.find((a) => a.type === 'reserve' && a.reservation === 'healthy') ?? legal[0]!);
    }
    const v = match.view(0) as unknown as DoppelkopfView;
    const shown = visibleTrick(v);
    if (v.trick.length === 0) {
      expect(shown.winner).toBe(v.tricks.at(-1)!.winner);
      expect(shown.cards).toEqual(v.tricks.at(-1)!.cards);
    } else {
      expect(shown).toMatchObject({ winner: null, cards: v.trick, number: v.tricks.length + 1 });
    }
    expect(lineLabel(t, () => false, 'kontra-2')).toBe('2. doppelkopf.lines.kontra');
    expect(minusOf([-30, 0, 30])).toEqual([30, 0, -30]);
    expect(running([{ points: [1, -1] }, { points: [2, -2] }] as never, 2)).toEqual([[1, -1], [3, -3]]);
  });
});
