/**
 * How Doppelkopf's cards look and are called: presentation only. Which card
 * may be played is the host's `legal` list; the hand arrives sorted.
 * Card names have their own language (German by default, as people say
 * them at the table), independent of the interface language.
 */
import { parseCard } from '../../../shared/games/doppelkopf/cards';
import { ranking, TRUMP, trumpMode } from '../../../shared/games/doppelkopf/order';
import type { DoppelkopfView } from './view';
import { deckChoice, type Deck } from './deck';
import type { FaceArt } from '../../cards/art';
import { GERMAN_FOR, ROBES, type GermanSuit } from '../../cards/signs';

export const SUITS = ['clubs', 'spades', 'hearts', 'diamonds'] as const;
export type Suit = (typeof SUITS)[number];
export type Rank = '9' | 'J' | 'Q' | 'K' | '10' | 'A';
export type NameLanguage = 'de' | 'en';

/** A text symbol per suit, for lines of text (the cards carry drawn signs, src-renderer/cards/). */
export const SUIT_SYMBOL: Record<Suit, string> = { clubs: '♣', spades: '♠', hearts: '♥', diamonds: '♦' };

/** The names follow the deck this person looks at (deck.ts) and the card-name language. */
const SUIT_NAME: Record<Deck, Record<NameLanguage, Record<Suit, string>>> = {
  french: {
    de: { clubs: 'Kreuz', spades: 'Pik', hearts: 'Herz', diamonds: 'Karo' },
    en: { clubs: 'Clubs', spades: 'Spades', hearts: 'Hearts', diamonds: 'Diamonds' },
  },
  german: {
    de: { clubs: 'Eichel', spades: 'Grün', hearts: 'Herz', diamonds: 'Schellen' },
    en: { clubs: 'Acorns', spades: 'Leaves', hearts: 'Hearts', diamonds: 'Bells' },
  },
};
const RANK_NAME: Record<Deck, Record<NameLanguage, Record<Rank, string>>> = {
  french: {
    de: { '9': 'Neun', J: 'Bube', Q: 'Dame', K: 'König', '10': 'Zehn', A: 'Ass' },
    en: { '9': 'Nine', J: 'Jack', Q: 'Queen', K: 'King', '10': 'Ten', A: 'Ace' },
  },
  // The German deck has no queens: the Ober stands for the Dame, the Unter for the Bube, the Sau for the Ass.
  german: {
    de: { '9': 'Neun', J: 'Unter', Q: 'Ober', K: 'König', '10': 'Zehn', A: 'Sau' },
    en: { '9': 'Nine', J: 'Unter', Q: 'Ober', K: 'King', '10': 'Ten', A: 'Sow' },
  },
};
/** What the corner of a card shows. */
const RANK_SHORT: Record<Deck, Record<NameLanguage, Record<Rank, string>>> = {
  french: {
    de: { '9': '9', J: 'B', Q: 'D', K: 'K', '10': '10', A: 'A' },
    en: { '9': '9', J: 'J', Q: 'Q', K: 'K', '10': '10', A: 'A' },
  },
  german: {
    de: { '9': '9', J: 'U', Q: 'O', K: 'K', '10': '10', A: 'S' },
    en: { '9': '9', J: 'U', Q: 'O', K: 'K', '10': '10', A: 'S' },
  },
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

export const suitName = (suit: Suit, lang: NameLanguage, deck: Deck = deckChoice.deck): string => SUIT_NAME[deck][lang][suit];
export const rankName = (rank: Rank, lang: NameLanguage, deck: Deck = deckChoice.deck): string => RANK_NAME[deck][lang][rank];
export const rankShort = (rank: Rank, lang: NameLanguage, deck: Deck = deckChoice.deck): string => RANK_SHORT[deck][lang][rank];

/** "Kreuz-Dame", "Queen of Clubs"; with the German deck "Eichel-Ober", "Ober of Acorns". */
export function cardName(name: string, lang: NameLanguage, deck: Deck = deckChoice.deck): string {
  const f = face(name);
  const suit = SUIT_NAME[deck][lang][f.suit];
  const rank = RANK_NAME[deck][lang][f.rank];
  return lang === 'de' ? `${suit}-${rank}` : `${rank} of ${suit}`;
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
export function fullName(name: string, v: Pick<DoppelkopfView, 'contract' | 'options'>, lang: NameLanguage, deck: Deck = deckChoice.deck): string {
  const special = specialName(name, v, lang);
  return special ? `${cardName(name, lang, deck)} (${special})` : cardName(name, lang, deck);
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

/** How a card is drawn in a deck: its sign's sprite id, and the middle (pips, figure, Ace or Sau). */
export function drawing(name: string, deck: Deck = deckChoice.deck): { sign: string; suit: Suit | GermanSuit; art: FaceArt } {
  const f = face(name);
  const suit = deck === 'german' ? GERMAN_FOR[f.suit] : f.suit;
  const [robe, robe2] = ROBES[suit];
  const sign = `${deck === 'german' ? 'de' : 'fr'}-${suit}`;
  const figures = deck === 'german' ? { J: 'unter', Q: 'ober', K: 'king' } as const : { J: 'jack', Q: 'queen', K: 'king' } as const;
  switch (f.rank) {
    case '9': return { sign, suit, art: { kind: 'pips', n: 9 } };
    case '10': return { sign, suit, art: { kind: 'pips', n: 10 } };
    case 'A': return { sign, suit, art: { kind: deck === 'german' ? 'sau' : 'ace' } };
    default: return { sign, suit, art: { kind: 'court', figure: figures[f.rank], robe, robe2 } };
  }
}
