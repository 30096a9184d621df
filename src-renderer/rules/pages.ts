import dubbeDe from '../../docs/rules/dubbe.de.md?raw';
import dubbeEn from '../../docs/rules/dubbe.en.md?raw';
import doppelkopfDe from '../../docs/rules/doppelkopf.de.md?raw';
import doppelkopfEn from '../../docs/rules/doppelkopf.en.md?raw';
import weimarDe from '../../docs/rules/weimar.de.md?raw';
import weimarEn from '../../docs/rules/weimar.en.md?raw';
import dobbmDe from '../../docs/rules/dobbm.de.md?raw';
import dobbmEn from '../../docs/rules/dobbm.en.md?raw';
import dobbleDe from '../../docs/rules/dobble.de.md?raw';
import dobbleEn from '../../docs/rules/dobble.en.md?raw';
import type { Lang, PageId } from './pageIds';

export { isPage, PAGES, type Lang, type PageId } from './pageIds';

/** The rules pages' texts, the same files docs/ links to (docs/rules/). */
export const SOURCES: Record<PageId, Record<Lang, string>> = {
  dubbe: { de: dubbeDe, en: dubbeEn },
  doppelkopf: { de: doppelkopfDe, en: doppelkopfEn },
  weimar: { de: weimarDe, en: weimarEn },
  dobbm: { de: dobbmDe, en: dobbmEn },
  dobble: { de: dobbleDe, en: dobbleEn },
};

/** Whose cards a page's `@cards` lines name (the Weimar evening is played with Doppelkopf cards). */
export const CARD_GAME: Record<PageId, 'dubbe' | 'doppelkopf' | 'dobbm' | 'dobble'> = {
  dubbe: 'dubbe', doppelkopf: 'doppelkopf', weimar: 'doppelkopf', dobbm: 'dobbm', dobble: 'dobble',
};

