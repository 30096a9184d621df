import { describe, expect, it } from 'vitest';
import { CARD_COUNT, CARDS, commonSymbol, parseCard, cardName } from '../../../shared/games/dobble/deck';
import { SYMBOLS, SYMBOL_IDS, symbolsByPrefix } from '../../../shared/games/dobble/symbols';
import { SYMBOL_ICONS, symbolSvg } from '../../../shared/games/dobble/icons';
import { cardLayout } from '../../../shared/games/dobble/layout';

describe('dobble deck', () => {
  it('has 55 cards of 8 different symbols out of 57', () => {
    expect(CARDS).toHaveLength(CARD_COUNT);
    expect(CARD_COUNT).toBe(55);
    expect(SYMBOLS).toHaveLength(57);
    for (const card of CARDS) {
      expect(card).toHaveLength(8);
      expect(new Set(card).size).toBe(8);
      for (const s of card) expect(SYMBOL_IDS).toContain(s);
    }
    expect(new Set(CARDS.flat()).size).toBe(57);
  });

  it('every two cards share exactly one symbol', () => {
    let pairs = 0;
    for (let a = 0; a < CARDS.length; a++) {
      for (let b = a + 1; b < CARDS.length; b++) {
        const shared = CARDS[a]!.filter((s) => CARDS[b]!.includes(s));
        expect(shared, `cards ${a} and ${b}`).toHaveLength(1);
        expect(commonSymbol(a, b)).toBe(shared[0]);
        pairs++;
      }
    }
    expect(pairs).toBe((55 * 54) / 2);
  });

  it('names cards c0..c54 and rejects anything else', () => {
    for (let c = 0; c < CARD_COUNT; c++) expect(parseCard(cardName(c))).toBe(c);
    for (const bad of ['c55', 'c-1', 'c01', 'x3', 'c', 'c3 ']) expect(parseCard(bad)).toBeUndefined();
  });

  it('gives every symbol a distinct id, German and English name, and an icon', () => {
    expect(new Set(SYMBOLS.map((s) => s.id)).size).toBe(57);
    expect(new Set(SYMBOLS.map((s) => s.de.toLowerCase())).size).toBe(57);
    expect(new Set(SYMBOLS.map((s) => s.en.toLowerCase())).size).toBe(57);
    expect(new Set(SYMBOLS.map((s) => s.icon)).size).toBe(57);
    for (const s of SYMBOLS) {
      expect(SYMBOL_ICONS[s.id]!.path).toMatch(/^M[\d .,MLHVCSQTAZmlhvcsqtaz-]+$/);
      expect(symbolSvg(s.id)).toContain(`fill="${s.color}"`);
    }
  });

  it('finds symbols by the first letters of either name', () => {
    expect(symbolsByPrefix('toten')).toEqual(['skull']);
    expect(symbolsByPrefix('SKU')).toEqual(['skull']);
    expect(symbolsByPrefix('schlue')).toEqual(['key']);
    expect(symbolsByPrefix('s', ['skull', 'cat', 'sun'])).toEqual(['skull', 'sun']);
    expect(symbolsByPrefix('  ')).toEqual([]);
  });

  it('lays out each card the same way every time, with varied sizes and rotations', () => {
    const looks = new Set<string>();
    for (let c = 0; c < CARD_COUNT; c++) {
      const layout = cardLayout(c);
      expect(layout).toEqual(cardLayout(c));
      expect(layout.map((p) => p.symbol).sort()).toEqual(CARDS[c]!.slice().sort());
      for (const p of layout) {
        expect(p.scale).toBeGreaterThanOrEqual(0.55);
        expect(p.scale).toBeLessThanOrEqual(1.2);
        expect(p.rotate).toBeGreaterThanOrEqual(0);
        expect(p.rotate).toBeLessThan(360);
        expect(Math.hypot(p.x, p.y)).toBeLessThanOrEqual(0.65);
      }
      expect(new Set(layout.map((p) => p.scale)).size).toBeGreaterThan(4);
      looks.add(JSON.stringify(layout.map((p) => [p.scale, p.rotate])));
    }
    expect(looks.size).toBe(CARD_COUNT);
  });
});
