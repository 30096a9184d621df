import unhomoglyph from 'unhomoglyph';

/**
 * Player names as the table shows them: one place cleans what a client sent.
 * Removed: control characters (C0, C1) and the invisible format characters
 * that turn text around or hide in it (bidi embeddings/overrides/isolates and
 * marks, zero-width spaces, word joiner, BOM, soft hyphen). Runs of white
 * space become one space.
 */
const INVISIBLE = /[\p{Cc}\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]/gu;

export function cleanName(raw: string): string {
  return raw.replace(/[\t\n\v\f\r]/g, ' ').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim().slice(0, 32);
}

/**
 * Names that read the same compare the same: compatibility forms, case,
 * joiners and look-alike letters (Unicode's confusables, the UTS #39
 * skeleton: a Cyrillic а is an a) do not count, so nobody sits down as a
 * twin of someone at the table. Capitals of other scripts first become the
 * Latin capital they look like (В is B; the skeleton writes every I-like
 * capital as l, so those become I), then case is folded, then the skeleton.
 */
export function nameKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    // Bounded: a hostile client may send many names; a table's own few stay warm.
    if (keys.size >= 512) keys.clear();
    keys.set(name, (key = computeKey(name)));
  }
  return key;
}

/**
 * nameKey's results: unhomoglyph is one regular expression of ~6000
 * alternatives (~0.2 ms a name), and every join compares the name with
 * each seat's and each bot's (docs/benchmarks.md "Encrypted channel").
 */
const keys = new Map<string, string>();

function computeKey(name: string): string {
  const plain = cleanName(name).normalize('NFKC').replace(/\u200D/g, '');
  const capitals = plain.replace(/[^\x00-\x7F]/gu, (c) => {
    if (c === c.toLocaleLowerCase('de')) return c;
    const looks = unhomoglyph(c);
    return looks === 'l' ? 'I' : looks;
  });
  return unhomoglyph(capitals.toLocaleLowerCase('de')).normalize('NFC');
}
