import { computed } from 'vue';
import { useI18n } from 'vue-i18n';

/**
 * Dates and numbers in the person's language, the same on every history
 * screen (issue 27: one screen said 11/25/2026, another 25/11/2026): the
 * interface language's conventions (de-DE, en-GB), as the rest of the app
 * (evening sheet, euros), never the browser's default.
 */
export const localeTag = (lang: string): string => (lang === 'de' ? 'de-DE' : 'en-GB');

export function useFormat() {
  const { locale } = useI18n();
  return computed(() => {
    const tag = localeTag(locale.value);
    const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
    const long = new Intl.DateTimeFormat(tag, { weekday: 'short', year: 'numeric', month: 'long', day: 'numeric' });
    const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit' });
    const month = new Intl.DateTimeFormat(tag, { month: 'short' });
    const num = new Intl.NumberFormat(tag, { maximumFractionDigits: 3 });
    const pct = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
    const ordinal = new Intl.PluralRules(tag, { type: 'ordinal' });
    const SUFFIX: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
    return {
      tag,
      /** "25.11.2026", "25 Nov 2026". */
      date: (ms: number) => day.format(ms),
      /** "Mi., 25. November 2026", "Wed, 25 November 2026". */
      longDate: (ms: number) => long.format(ms),
      time: (ms: number) => time.format(ms),
      /** Month `m` (0-11) in short. */
      month: (m: number) => month.format(new Date(2000, m, 1)),
      /** "-8,667", "-8.667"; anything not a number as it is. */
      num: (x: unknown) => (typeof x === 'number' ? num.format(x) : String(x)),
      /** 0.5 → "50 %", "50%". */
      percent: (x: number) => pct.format(x),
      /** A place: "2.", "2nd". */
      place: (n: number) => (tag.startsWith('de') ? `${n}.` : `${n}${SUFFIX[ordinal.select(n)] ?? 'th'}`),
    };
  });
}
