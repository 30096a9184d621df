import { createI18n } from 'vue-i18n';
import { de } from './de';
import { en, type Messages } from './en';
import { gameMessages } from '../games/messages';
import * as historyMessages from '../history/messages';
import * as leavingMessages from '../table/leavingMessages';

/** The history screens' strings, under `history.` (src-renderer/history/messages.ts). */
const history: Record<'de' | 'en', Record<string, unknown>> = { de: { history: historyMessages.de }, en: { history: historyMessages.en } };
/** Leaving and coming back, under `leaving.` (src-renderer/table/leavingMessages.ts). */
const leaving = { de: { leaving: leavingMessages.de }, en: { leaving: leavingMessages.en } };

export const LOCALES = ['de', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
const KEY = 'stammtisch.locale';

/** A stored choice wins; otherwise German where the system/browser prefers German, English everywhere else. */
export function pickLocale(stored: string | null, preferred: readonly string[]): Locale {
  if (stored === 'de' || stored === 'en') return stored;
  for (const tag of preferred) {
    const lang = tag.toLowerCase().split('-')[0];
    if (lang === 'de') return 'de';
    if (lang === 'en') return 'en';
  }
  return 'en';
}

function storedLocale(): string | null {
  try { return localStorage.getItem(KEY); } catch { return null; }
}

export function createAppI18n(preferred: readonly string[] = navigator.languages ?? [navigator.language]) {
  const locale = pickLocale(storedLocale(), preferred);
  document.documentElement.lang = locale;
  return createI18n<[Messages], Locale, false>({
    legacy: false,
    locale,
    fallbackLocale: 'en',
    // Games other than Dubbe bring their own strings (see games/messages.ts).
    messages: { de: { ...gameMessages.de, ...history.de, ...leaving.de, ...de }, en: { ...gameMessages.en, ...history.en, ...leaving.en, ...en } },
    missingWarn: false,
    fallbackWarn: false,
  });
}

export function rememberLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  try { localStorage.setItem(KEY, locale); } catch { /* private mode: the choice lasts for this page */ }
}
