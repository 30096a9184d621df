import { describe, expect, it } from 'vitest';
import { chipNames } from '../../src-renderer/games/common/chipName';

describe('chipNames: names short enough for a chip on a phone', () => {
  it('keeps short names, cuts long ones to six letters and a dot', () => {
    expect(chipNames(['Ada', 'Bot 2', 'Hannelore-Sophie', 'Gliggsridder'])).toEqual(['Ada', 'Bot 2', 'Hannel.', 'Gliggs.']);
  });
  it('a name of seven letters stays whole (a dot would save nothing)', () => {
    expect(chipNames(['Brigitt', 'Brigitte'])).toEqual(['Brigitt', 'Brigit.']);
  });
  it('two names that would read the same keep more letters', () => {
    expect(chipNames(['Christiane', 'Christine-M', 'Bot 3'])).toEqual(['Christia.', 'Christin.', 'Bot 3']);
    // One letter more would be the whole name: then the whole name.
    expect(chipNames(['Christian', 'Christine'])).toEqual(['Christian', 'Christine']);
  });
  it('counts letters, not UTF-16 units', () => {
    expect(chipNames(['Jürgen-Ölaf'])).toEqual(['Jürgen.']);
    expect(chipNames(['😀😀😀😀😀😀😀😀'])).toEqual(['😀😀😀😀😀😀.']);
  });
});
