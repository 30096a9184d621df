import { describe, expect, it } from 'vitest';
import { de } from '../../src-renderer/i18n/de';
import { en } from '../../src-renderer/i18n/en';
import { pickLocale } from '../../src-renderer/i18n';
import { expectSameMessages } from './messages-check';

describe('translations', () => {
  it('German and English have the same keys, placeholders and plural forms, none empty', () => {
    expectSameMessages(de, en);
  });

  it('name suits and characters as the rulebook does', () => {
    expect(Object.values(de.dubbe.suits)).toEqual(['blau', 'braun', 'gelb', 'grün', 'rot']);
    expect(Object.values(de.dubbe.characters)).toEqual(['Aagewwer', 'Weschwieschmän', 'Jammerlabbe', 'Jo Lossen', 'Gliggsridder']);
  });
});

describe('language choice', () => {
  it('is German where the system prefers German, else English; a stored choice wins', () => {
    expect(pickLocale(null, ['de-DE', 'en-US'])).toBe('de');
    expect(pickLocale(null, ['de-AT'])).toBe('de');
    expect(pickLocale(null, ['fr-FR', 'de-CH'])).toBe('de');
    expect(pickLocale(null, ['en-GB', 'de-DE'])).toBe('en');
    expect(pickLocale(null, ['fr-FR'])).toBe('en');
    expect(pickLocale(null, [])).toBe('en');
    expect(pickLocale('en', ['de-DE'])).toBe('en');
    expect(pickLocale('xx', ['de-DE'])).toBe('de');
  });
});
