/**
 * How Doppelkopf's cards look and are called: presentation only. Which card
 * may be played is the host's `legal` list; the hand arrives sorted.
 * Card names have their own language (German by default, as people say
 * them at the table), independent of the interface language.
 */
import { parseCard } from '../../../shared/games/doppelkopf/cards';
import { ranking, TRUMP, trumpMode } from '../../../shared/games/doppelkopf/order';
import type { DoppelkopfView } from './view';

export const SUITS = ['clubs', 'spades', 'hearts', 'diamonds'] as const;
export type Suit = (typeof SUITS)[number];
export type Rank = '9' | 'J' | 'Q' | 'K' | '10' | 'A';
export type NameLanguage = 'de' | 'en';

/** A symbol per suit, so suits differ without colour (and in print). */
export const SUIT_SYMBOL: Record<Suit, string> = { clubs: '♣', spades: '♠', hearts: '♥', diamonds: '♦' };

const SUIT_NAME: Record<NameLanguage, Record<Suit, string>> = {
  de: { clubs: 'Kreuz', spades: 'Pik', hearts: 'Herz', diamonds: 'Karo' },
  en: { clubs: 'Clubs', spades: 'Spades', hearts: 'Hearts', diamonds: 'Diamonds' },
};
const RANK_NAME: Record<NameLanguage, Record<Rank, string>> = {
  de: { '9': 'Neun', J: 'Bube', Q: 'Dame', K: 'König', '10': 'Zehn', A: 'Ass' },
  en: { '9': 'Nine', J: 'Jack', Q: 'Queen', K: 'King', '10': 'Ten', A: 'Ace' },
};
/** What the corner of a card shows. */
const RANK_SHORT: Record<NameLanguage, Record<Rank, string>> = {
  de: { '9': '9', J: 'B', Q: 'D', K: 'K', '10': '10', A: 'A' },
  en: { '9': '9', J: 'J', Q: 'Q', K: 'K', '10': '10', A: 'A' },
};
/** The cards that have a name of their own at the table. */
const SPECIAL: Record<NameLanguage, Record<string, string>> = {
  de: { 'hearts-10': 'Dulle', 'diamonds-A': 'Fuchs', 'clubs-J': 'Karlchen' },
  en: { 'hearts-10': 'Dulle', 'diamonds-A': 'Fox', 'clubs-J': 'Karlchen' },
};

export interface CardFace {
  name: string;
  suit: Suit;
  rank: Rank;
}

export function face(name: string): CardFace {
  const dash = name.indexOf('-');
  return { name, suit: name.slice(0, dash) as Suit, rank: name.slice(dash + 1) as Rank };
}

export const suitName = (suit: Suit, lang: NameLanguage): string => SUIT_NAME[lang][suit];
export const rankShort = (rank: Rank, lang: NameLanguage): string => RANK_SHORT[lang][rank];

/** "Kreuz-Dame", "Queen of Clubs". */
export function cardName(name: string, lang: NameLanguage): string {
  const f = face(name);
  return lang === 'de' ? `${SUIT_NAME.de[f.suit]}-${RANK_NAME.de[f.rank]}` : `${RANK_NAME.en[f.rank]} of ${SUIT_NAME.en[f.suit]}`;
}

/** The special name where it matters in this game (Dulle while it is trump; Fuchs and Karlchen where extra points count). */
export function specialName(name: string, v: Pick<DoppelkopfView, 'contract' | 'options'>, lang: NameLanguage): string | null {
  const s = SPECIAL[lang][name];
  if (!s) return null;
  if (name === 'hearts-10') return v.options.dullen && isTrumpCard(name, v) ? s : null;
  const c = v.contract;
  const extrasCount = c === null || c.kind === 'normal' || c.kind === 'marriage' || c.kind === 'poverty';
  if (name === 'diamonds-A') return extrasCount && v.options.foxCaught ? s : null;
  return extrasCount && v.options.karlchen ? s : null;
}

/** Full name for labels: "Herz-Zehn (Dulle)". */
export function fullName(name: string, v: Pick<DoppelkopfView, 'contract' | 'options'>, lang: NameLanguage): string {
  const special = specialName(name, v, lang);
  return special ? `${cardName(name, lang)} (${special})` : cardName(name, lang);
}

/** Whether a card is trump in the game being played (the game's own order, for grouping the hand). */
export function isTrumpCard(name: string, v: Pick<DoppelkopfView, 'contract' | 'options'>): boolean {
  const card = parseCard(name);
  if (card === undefined) return false;
  const c = v.contract;
  const mode = trumpMode(c?.kind === 'solo' ? c.solo : null, v.options.suitSolo);
  return ranking(mode, v.options.dullen).follow[card] === TRUMP;
}

const NAMES_KEY = 'stammtisch.doppelkopf.cardNames';

export function storedNameLanguage(): NameLanguage {
  try {
    return globalThis.localStorage?.getItem(NAMES_KEY) === 'en' ? 'en' : 'de';
  } catch {
    return 'de';
  }
}

export function storeNameLanguage(lang: NameLanguage): void {
  try { globalThis.localStorage?.setItem(NAMES_KEY, lang); } catch { /* private mode: the choice lasts this page */ }
}
