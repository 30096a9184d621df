import { describe, expect, it } from 'vitest';
import { optionMentions, renderRules, sections } from '../../src-renderer/rules/markdown';
import { CARD_GAME, PAGES, SOURCES } from '../../src-renderer/rules/pages';
import { rulesMessages } from '../../src-renderer/rules/messages';
import { rulesTarget } from '../../src-renderer/rules/target';
import { parseCard as dubbeCard } from '../../shared/games/dubbe/cards';
import { parseCard as doppelkopfCard } from '../../shared/games/doppelkopf/cards';
import { parseCard as dobbmCard } from '../../shared/games/dobbm/cards';
import { parseCard as dobbleCard } from '../../shared/games/dobble/deck';

const CARD_PARSERS: Record<string, (name: string) => unknown> = {
  dubbe: dubbeCard, doppelkopf: doppelkopfCard, dobbm: dobbmCard, dobble: dobbleCard,
};
const cardLines = (src: string): string[] => src.split('\n').filter((l) => l.startsWith('@cards '));

describe('rules markdown', () => {
  it('turns {#id}, @cards and {opt:key} into ids, card rows and anchors', () => {
    const segs = renderRules('# T {#top}\n\nText with Nines {opt:withNines}, more.\n\n@cards blue-1 red-2\n\n## Next {#next}\n\nSee [docs/x.md](../x.md) and [site](https://example.org).');
    expect(segs.map((s) => s.kind)).toEqual(['html', 'cards', 'html']);
    const [a, c, b] = segs as unknown as [{ html: string }, { cards: string[] }, { html: string }];
    expect(a.html).toContain('<h1 id="top">T</h1>');
    // No space left before the comma where the marker stood.
    expect(a.html).toContain('Nines<span class="opt-anchor" id="opt-withNines" data-option="withNines"></span>, more.');
    expect(c.cards).toEqual(['blue-1', 'red-2']);
    const [wrapped] = renderRules('the **Dullen**\n{opt:dullen}, the Queens') as unknown as [{ html: string }];
    expect(wrapped.html).toContain('<strong>Dullen</strong><span class="opt-anchor" id="opt-dullen" data-option="dullen"></span>, the Queens');
    expect(b.html).toContain('<h2 id="next">Next</h2>');
    // A link between docs files is plain text in the app; a web link opens outside.
    expect(b.html).toContain('<span class="doc-ref">docs/x.md</span>');
    expect(b.html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">site</a>');
  });

  it('never passes raw HTML through', () => {
    const [seg] = renderRules('<script>alert(1)</script> <b>x</b>') as unknown as [{ html: string }];
    expect(seg.html).not.toContain('<script>');
    expect(seg.html).toContain('&lt;script&gt;');
  });
});

describe('the rules pages', () => {
  for (const page of PAGES) {
    it(`${page}: German and English have the same sections, options and cards`, () => {
      const { de, en } = SOURCES[page];
      expect(sections(de).map((s) => s.id)).toEqual(sections(en).map((s) => s.id));
      expect([...optionMentions(de)].sort()).toEqual([...optionMentions(en)].sort());
      expect(cardLines(de)).toEqual(cardLines(en));
      expect(cardLines(de).length).toBeGreaterThan(0);
    });

    it(`${page}: every pictured card is a real card of the game`, () => {
      const parse = CARD_PARSERS[CARD_GAME[page]]!;
      for (const line of cardLines(SOURCES[page].de)) {
        for (const card of line.slice('@cards '.length).trim().split(/\s+/)) expect(parse(card), `${page}: ${card}`).not.toBeUndefined();
      }
    });
  }
});

describe('the rules screen strings', () => {
  it('has the same keys in German and English, and a title for every page', () => {
    const keys = (o: object, at = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${at}${k}.`) : [`${at}${k}`]));
    expect(keys(rulesMessages.de).sort()).toEqual(keys(rulesMessages.en).sort());
    for (const page of PAGES) expect(rulesMessages.de.rules.page[page] && rulesMessages.en.rules.page[page]).toBeTruthy();
  });
});

describe('where the rules open at a table', () => {
  it('follows the game, its options and the moment', () => {
    expect(rulesTarget('dubbe', {}, 3)).toEqual({ page: 'dubbe', section: undefined });
    expect(rulesTarget('dubbe', {}, 2)).toEqual({ page: 'dubbe', section: 'two-players' });
    expect(rulesTarget('dubbe', { blackDie: true }, 4)).toEqual({ page: 'dubbe', section: 'black-die' });
    expect(rulesTarget('doppelkopf', {})).toEqual({ page: 'doppelkopf', section: undefined });
    expect(rulesTarget('doppelkopf', { bock: true })).toEqual({ page: 'doppelkopf', section: 'options' });
    expect(rulesTarget('doppelkopf', { preset: 'weimar' })).toEqual({ page: 'weimar', section: undefined });
    expect(rulesTarget('doppelkopf', { preset: 'weimar' }, 4, { contract: { kind: 'ramsch' } })).toEqual({ page: 'weimar', section: 'ramsch' });
    expect(rulesTarget('doppelkopf', { preset: 'weimar' }, 4, { ramschGame: true, contract: null })).toEqual({ page: 'weimar', section: 'ramsch' });
    expect(rulesTarget('dobble', {}, 4, { miniGame: 'hotPotato' })).toEqual({ page: 'dobble', section: 'mini-hotPotato' });
    expect(rulesTarget('dobble', {}, 4, { miniGame: 'duel' })).toEqual({ page: 'dobble', section: 'mini-ties' });
    expect(rulesTarget('dobble', { miniGame: 'well' })).toEqual({ page: 'dobble', section: 'mini-well' });
    expect(rulesTarget('dobbm')).toEqual({ page: 'dobbm' });
    expect(rulesTarget('chess')).toBeNull();
    // Every section it names exists on the page.
    for (const [page, section] of [['dubbe', 'two-players'], ['dubbe', 'black-die'], ['doppelkopf', 'options'], ['weimar', 'ramsch'], ['dobble', 'mini-ties']] as const) {
      expect(sections(SOURCES[page].en).map((s) => s.id)).toContain(section);
    }
  });
});
