import { describe, expect, it } from 'vitest';
import { nameKey } from '../../src-main/host/names';

describe('names that read the same compare the same', () => {
  it('case, compatibility forms and look-alike letters from other scripts do not count', () => {
    const same = [
      ['Gast', 'G\u0430st'], // Cyrillic а
      ['Anna', 'ANNA'],
      ['Anna', '\u0410nn\u0430'],
      ['Birgit', 'B\u0399RGIT'], // Greek capital iota
      ['Birgit', '\u0412irgit'], // Cyrillic capital ve
      ['Birgit', 'B\u0456rgit'], // Cyrillic small i
      ['Tim', 'Tirn'],
      ['Paul', 'Ｐａｕｌ'], // full-width
    ];
    for (const [a, b] of same) expect(nameKey(b!), `${a} / ${b}`).toBe(nameKey(a!));
  });

  it('different names stay different, umlauts included', () => {
    const different = [['Müller', 'Muller'], ['Anna', 'Anne'], ['Jürgen', 'Jurgen'], ['Bot 2', 'Bot 3']];
    for (const [a, b] of different) expect(nameKey(b!), `${a} / ${b}`).not.toBe(nameKey(a!));
  });
});
