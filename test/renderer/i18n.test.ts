import { describe, expect, it } from 'vitest';
import { de } from '../../src-renderer/i18n/de';
import { en } from '../../src-renderer/i18n/en';
import { pickLocale } from '../../src-renderer/i18n';

function leaves(obj: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v as object, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  const e = leaves(en);
  const d = leaves(de);

  it('German and English have the same keys, none empty', () => {
    expect([...d.keys()].sort()).toEqual([...e.keys()].sort());
    for (const [k, v] of [...e, ...d]) expect(v.trim(), k).not.toBe('');
  });

  it('use the same placeholders and plural forms in both languages', () => {
    for (const [k, v] of e) {
      expect(placeholders(d.get(k)!), k).toEqual(placeholders(v));
      expect(d.get(k)!.split(' | ').length, k).toBe(v.split(' | ').length);
    }
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
