import { describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import { createI18n } from 'vue-i18n';
import { CARD_NAMES as DK_CARDS } from '../../shared/games/doppelkopf/cards';
import { DECK as DB_DECK, RANKS as DB_RANKS, SUITS as DB_SUITS } from '../../shared/games/dobbm/cards';
import { deckNames as dubbeDeck } from '../../shared/games/dubbe/cards';
import { cardName, drawing as dkDrawing, fullName, rankShort, suitName } from '../../src-renderer/games/doppelkopf/cards';
import { art as dobbmArt, face as dobbmFace } from '../../src-renderer/games/dobbm/cards';
import { drawing as dubbeDrawing } from '../../src-renderer/games/dubbe/cards';
import { deckChoice, DECKS } from '../../src-renderer/games/doppelkopf/deck';
import { followDeck, germanDeckMessages, pick } from '../../src-renderer/games/doppelkopf/deck-messages';
import { doppelkopfMessages } from '../../src-renderer/games/doppelkopf/messages';
import { gameMessages } from '../../src-renderer/games/messages';
import { FIGURES } from '../../src-renderer/cards/figures';
import { SIGNS } from '../../src-renderer/cards/signs';
import { pipLayout, pipSize } from '../../src-renderer/cards/pips';
import { spriteMarkup } from '../../src-renderer/cards/sprite';
import type { FaceArt } from '../../src-renderer/cards/art';
import { doppelkopf } from '../../shared/games/doppelkopf';
import type { DoppelkopfView } from '../../shared/games/doppelkopf/view';
import { expectSameMessages, leaves } from './messages-check';

const sprite = spriteMarkup();
const ids = new Set([...sprite.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));

/** A face can be drawn: its sign is in the sprite, a figure or pattern it names too, pips fit a layout. */
function expectDrawable(card: string, sign: string, art: FaceArt): void {
  expect(ids.has(`st-sign-${sign}`), `${card}: sign ${sign}`).toBe(true);
  if (art.kind === 'court') expect(ids.has(`st-fig-${art.figure}`), `${card}: ${art.figure}`).toBe(true);
  if (art.kind === 'pips') expect(pipLayout(art.n), card).toHaveLength(art.n);
  if (art.kind === 'dubbe') expect(ids.has(art.pattern), `${card}: ${art.pattern}`).toBe(true);
  if (art.kind === 'sau') expect(ids.has('st-sow')).toBe(true);
}

describe('every card of every game has a face', () => {
  it('Doppelkopf, both decks: 9 and 10 as pips, Jack/Queen/King or Unter/Ober/König as figures, Ace or Sau', () => {
    expect(DK_CARDS).toHaveLength(24);
    for (const deck of DECKS) {
      for (const card of DK_CARDS) {
        const d = dkDrawing(card, deck);
        expect(d.sign.startsWith(deck === 'german' ? 'de-' : 'fr-'), card).toBe(true);
        expectDrawable(card, d.sign, d.art);
      }
    }
    expect(dkDrawing('clubs-Q', 'french').art).toMatchObject({ kind: 'court', figure: 'queen' });
    expect(dkDrawing('clubs-Q', 'german')).toMatchObject({ sign: 'de-eichel', art: { kind: 'court', figure: 'ober' } });
    expect(dkDrawing('spades-J', 'german')).toMatchObject({ sign: 'de-laub', art: { kind: 'court', figure: 'unter' } });
    expect(dkDrawing('diamonds-A', 'german')).toMatchObject({ sign: 'de-schellen', art: { kind: 'sau' } });
    expect(dkDrawing('diamonds-A', 'french').art.kind).toBe('ace');
    expect(dkDrawing('hearts-10', 'french').art).toEqual({ kind: 'pips', n: 10 });
  });

  it('Dobbm: German signs on all 36, Sau with its sow, Ober and Unter as figures, 6 to 10 as pips', () => {
    expect(DB_DECK).toHaveLength(36);
    for (const s of DB_SUITS) for (const r of DB_RANKS) {
      const card = `${s}-${r}`;
      expectDrawable(card, `de-${s}`, dobbmArt(dobbmFace(card)));
    }
    expect(dobbmArt(dobbmFace('herz-sau'))).toEqual({ kind: 'sau' });
    expect(dobbmArt(dobbmFace('laub-ober'))).toMatchObject({ kind: 'court', figure: 'ober' });
    expect(dobbmArt(dobbmFace('eichel-unter'))).toMatchObject({ kind: 'court', figure: 'unter' });
    expect(dobbmArt(dobbmFace('schellen-6'))).toEqual({ kind: 'pips', n: 6 });
  });

  it('Dubbe: all five colours to 15, each with its shape and its pattern', () => {
    const cards = dubbeDeck(5);
    expect(cards).toHaveLength(75);
    const patterns = new Set<string>();
    for (const card of cards) {
      const d = dubbeDrawing(card);
      expectDrawable(card, d.sign, d.art);
      if (d.art.kind === 'dubbe') patterns.add(d.art.pattern);
    }
    expect(patterns.size).toBe(5);
  });

  it('pips stay clear of the corner indices (x 0–22 top left, 78–100 bottom right) and of each other', () => {
    for (let n = 1; n <= 10; n++) {
      const half = pipSize(n) / 2;
      const pips = pipLayout(n);
      for (const p of pips) {
        expect(p.x - half, `${n}`).toBeGreaterThanOrEqual(22);
        expect(p.x + half, `${n}`).toBeLessThanOrEqual(78);
        expect(p.y - half).toBeGreaterThanOrEqual(8);
        expect(p.y + half).toBeLessThanOrEqual(132);
      }
      for (const a of pips) for (const b of pips) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y), `${n}`).toBeGreaterThanOrEqual(half * 1.6);
    }
  });

  it('the sprite holds every sign and figure once, and the back', () => {
    for (const id of Object.keys(SIGNS)) expect(ids.has(`st-sign-${id}`)).toBe(true);
    for (const id of Object.keys(FIGURES)) expect(ids.has(`st-fig-${id}`)).toBe(true);
    expect(ids.has('st-back')).toBe(true);
    const all = [...sprite.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(all.length).toBe(new Set(all).size);
  });
});

describe('Doppelkopf names follow the deck', () => {
  it('French: Kreuz/Pik/Herz/Karo, Bube/Dame/König/Ass; clubs/spades/hearts/diamonds in English', () => {
    expect(DK_CARDS.map((c) => suitName(c.split('-')[0] as 'clubs', 'de', 'french'))).toContain('Karo');
    expect(cardName('clubs-Q', 'de', 'french')).toBe('Kreuz-Dame');
    expect(cardName('spades-J', 'de', 'french')).toBe('Pik-Bube');
    expect(cardName('diamonds-A', 'en', 'french')).toBe('Ace of Diamonds');
    expect(rankShort('Q', 'de', 'french')).toBe('D');
    expect(rankShort('Q', 'en', 'french')).toBe('Q');
  });

  it('German: Eichel/Grün/Herz/Schellen with Unter, Ober, König, Sau; acorns/leaves/hearts/bells in English', () => {
    expect(['clubs', 'spades', 'hearts', 'diamonds'].map((s) => suitName(s as 'clubs', 'de', 'german'))).toEqual(['Eichel', 'Grün', 'Herz', 'Schellen']);
    expect(['clubs', 'spades', 'hearts', 'diamonds'].map((s) => suitName(s as 'clubs', 'en', 'german'))).toEqual(['Acorns', 'Leaves', 'Hearts', 'Bells']);
    expect(cardName('clubs-Q', 'de', 'german')).toBe('Eichel-Ober');
    expect(cardName('spades-J', 'de', 'german')).toBe('Grün-Unter');
    expect(cardName('diamonds-A', 'de', 'german')).toBe('Schellen-Sau');
    expect(cardName('hearts-10', 'de', 'german')).toBe('Herz-Zehn');
    expect(cardName('clubs-Q', 'en', 'german')).toBe('Ober of Acorns');
    expect(cardName('diamonds-9', 'en', 'german')).toBe('Nine of Bells');
    expect(rankShort('Q', 'de', 'german')).toBe('O');
    expect(rankShort('J', 'en', 'german')).toBe('U');
    const normal = { contract: { kind: 'normal' }, options: doppelkopf.options({}, 4) } as Pick<DoppelkopfView, 'contract' | 'options'>;
    expect(fullName('diamonds-A', normal, 'de', 'german')).toBe('Schellen-Sau (Fuchs)');
    expect(fullName('clubs-J', normal, 'en', 'german')).toBe('Unter of Acorns (Karlchen)');
  });

  it('every card has its own name in each deck and language', () => {
    for (const deck of DECKS) for (const lang of ['de', 'en'] as const) {
      const names = DK_CARDS.map((c) => cardName(c, lang, deck));
      expect(new Set(names).size, `${deck}/${lang}`).toBe(24);
    }
  });

  it('without a deck given, the chosen one (this browser\'s view setting) names the cards', () => {
    const before = deckChoice.deck;
    deckChoice.deck = 'german';
    expect(cardName('clubs-Q', 'de')).toBe('Eichel-Ober');
    deckChoice.deck = 'french';
    expect(cardName('clubs-Q', 'de')).toBe('Kreuz-Dame');
    deckChoice.deck = before;
  });

  it('the German-deck strings have the same keys and placeholders in both languages and overlay existing French ones', () => {
    expectSameMessages(germanDeckMessages.de, germanDeckMessages.en);
    for (const lang of ['de', 'en'] as const) {
      const french = leaves(pick(germanDeckMessages[lang], gameMessages[lang]));
      for (const [k, v] of leaves(germanDeckMessages[lang])) {
        const ph = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(ph(v), k).toEqual(ph(french.get(k)!));
        if (!k.includes('soloHearts') && !k.includes('soloMeatless')) expect(v, k).not.toBe(french.get(k));
      }
    }
    expect(doppelkopfMessages.de.deck.suits.german).toContain('Eichel');
    expect(doppelkopfMessages.en.deck.suits.german).toContain('acorns');
  });

  it('switching the deck rewrites the solo names and reasons in both languages, and back', async () => {
    const messages = structuredClone({ de: gameMessages.de, en: gameMessages.en }) as Record<string, Record<string, unknown>>;
    // Untyped on purpose: the app's full message schema is too deep for the checker here.
    const g = (createI18n as (o: object) => { global: { t: (k: string, p?: object) => string; locale: { value: string } } })({ legacy: false, locale: 'de', messages, missingWarn: false, fallbackWarn: false }).global;
    deckChoice.deck = 'french';
    followDeck(g as never);
    await nextTick();
    expect(g.t('doppelkopf.reservations.soloClubs')).toBe('Kreuzsolo');
    expect(g.t('doppelkopf.reservations.soloQueens')).toBe('Damensolo');
    deckChoice.deck = 'german';
    await nextTick();
    expect(g.t('doppelkopf.reservations.soloClubs')).toBe('Eichelsolo');
    expect(g.t('doppelkopf.reservations.soloQueens')).toBe('Obersolo');
    expect(g.t('doppelkopf.weimarSolos.soloDiamonds')).toBe('Schellsolo');
    expect(g.t('whyNot.doppelkopf.reservation-not-allowed.marriage')).toBe('Eine Hochzeit braucht beide Eichel-Ober.');
    g.locale.value = 'en';
    expect(g.t('doppelkopf.reservations.soloSpades')).toBe('Leaves solo');
    expect(g.t('moments.doppelkopf.karlchen', { seat: 'Jo' })).toBe('Karlchen: Jo wins the last trick with the Unter of Acorns');
    deckChoice.deck = 'french';
    await nextTick();
    expect(g.t('doppelkopf.reservations.soloSpades')).toBe('Spades solo');
    expect(g.t('whyNot.doppelkopf.reservation-not-allowed.marriage')).toBe('A marriage needs both Queens of Clubs.');
    g.locale.value = 'de';
    expect(g.t('doppelkopf.weimarSolos.soloClubs')).toBe('Kreuzsolo (Eichel)');
  });
});

describe('the deck setting is remembered in this browser', () => {
  it('French unless German was chosen; a choice is stored', async () => {
    const store = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => { store.set(k, v); } });
    try {
      vi.resetModules();
      const fresh = await import('../../src-renderer/games/doppelkopf/deck');
      expect(fresh.deckChoice.deck).toBe('french');
      fresh.deckChoice.deck = 'german';
      await nextTick();
      expect(store.get('stammtisch.doppelkopf.deck')).toBe('german');
      vi.resetModules();
      expect((await import('../../src-renderer/games/doppelkopf/deck')).deckChoice.deck).toBe('german');
    } finally {
      vi.unstubAllGlobals();
      // Test files share their modules (vitest.config.ts): the next file must get the deck module fresh, not this German one.
      vi.resetModules();
    }
  });
});
