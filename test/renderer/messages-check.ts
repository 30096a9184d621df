import { expect } from 'vitest';

/** Every string of a nested message table, by its dotted key. */
export function leaves(obj: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v as object, key)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * German and English tables must have the same keys, none empty, and the
 * same placeholders and number of plural forms (vue-i18n's ` | `) per key:
 * otherwise one language shows a raw key, a blank or a stray `{n}`.
 */
export function expectSameMessages(de: object, en: object): void {
  const d = leaves(de);
  const e = leaves(en);
  expect([...d.keys()].sort()).toEqual([...e.keys()].sort());
  for (const [k, v] of e) {
    expect(v.trim(), k).not.toBe('');
    expect(d.get(k)!.trim(), k).not.toBe('');
    expect(placeholders(d.get(k)!), k).toEqual(placeholders(v));
    expect(d.get(k)!.split(' | ').length, k).toBe(v.split(' | ').length);
  }
}
