import { effectScope, watch } from 'vue';
import { deckChoice, type Deck } from './deck';

/**
 * The interface strings that name Doppelkopf cards or suits, as they read
 * with the German-suited deck (Eichel, Grün, Herz, Schellen; Ober, Unter,
 * Sau): solo names, the first-game reasons about the Queens of Clubs, the
 * Karlchen moment, the tip about leading a Sau, the score line against the Obers. Laid over the French-deck strings while
 * this person looks at the German deck, so every place that shows them
 * (reservation panel, contract line, sheets, tips, summaries) follows
 * without knowing about decks. Same keys in both languages (tested).
 */
export const germanDeckMessages = {
  de: {
    doppelkopf: {
      reservations: { soloQueens: 'Obersolo', soloJacks: 'Untersolo', soloClubs: 'Eichelsolo', soloSpades: 'Grünsolo', soloHearts: 'Herzsolo', soloDiamonds: 'Schellensolo' },
      // The Weimar booklet's own words.
      weimarSolos: { soloClubs: 'Eichelsolo', soloSpades: 'Grünsolo', soloHearts: 'Herzsolo', soloDiamonds: 'Schellsolo', soloMeatless: 'Gammeln (fleischlos)' },
      lines: { 'against-queens': 'gegen die Alten (Eichel-Ober)' },
      genscher: {
        hint: 'Du spielst den ersten deiner beiden Schellen-Könige. Wer ist ab jetzt dein Partner? Ihr beide seid dann Re, für alle sichtbar.',
        hintOwn: 'Du spielst den ersten deiner beiden Schellen-Könige. Wer ist ab jetzt dein Partner? Ihr beide spielt dann in deiner bisherigen Partei, für alle sichtbar.',
      },
    },
    tip: { doppelkopf: { leadAce: 'Ein starker Bot würde mit {card} ausspielen: eine Sau geht beim ersten Mal in ihrer Farbe meist durch.', genscher: 'Ein starker Bot würde genschern: den ersten Schellen-König spielen und einen neuen Partner nennen.' } },
    whyNot: {
      doppelkopf: {
        'reservation-not-allowed': {
          marriage: 'Eine Hochzeit braucht beide Eichel-Ober.',
          throwMarriage: 'Eine Hochzeit einmischen geht nur mit beiden Eichel-Obern und genau drei Trümpfen (du hast {held}).',
        },
      },
    },
    moments: { doppelkopf: { karlchen: 'Karlchen: {seat} gewinnt den letzten Stich mit dem Eichel-Unter' } },
  },
  en: {
    doppelkopf: {
      reservations: { soloQueens: 'Ober solo', soloJacks: 'Unter solo', soloClubs: 'Acorns solo', soloSpades: 'Leaves solo', soloHearts: 'Hearts solo', soloDiamonds: 'Bells solo' },
      weimarSolos: { soloClubs: 'Acorns solo (Eichel)', soloSpades: 'Leaves solo (Grün)', soloHearts: 'Hearts solo', soloDiamonds: 'Bells solo (Schell)', soloMeatless: 'Meatless (Gammeln)' },
      lines: { 'against-queens': 'against the Obers of Acorns' },
      genscher: {
        hint: 'You play the first of your two Kings of Bells. Who is your partner from now on? The two of you are then Re, for everybody to see.',
        hintOwn: 'You play the first of your two Kings of Bells. Who is your partner from now on? The two of you then play in your party so far, for everybody to see.',
      },
    },
    tip: { doppelkopf: { leadAce: 'A strong bot would lead {card}: a Sow usually wins the first time its suit goes round.', genscher: 'A strong bot would make a Genscher: play the first King of Bells and name a new partner.' } },
    whyNot: {
      doppelkopf: {
        'reservation-not-allowed': {
          marriage: 'A marriage needs both Obers of Acorns.',
          throwMarriage: 'A marriage may be thrown in only with both Obers of Acorns and exactly three trumps (you hold {held}).',
        },
      },
    },
    moments: { doppelkopf: { karlchen: 'Karlchen: {seat} wins the last trick with the Unter of Acorns' } },
  },
};

type Tree = { [k: string]: string | Tree };
type Composer = { getLocaleMessage(locale: string): unknown; mergeLocaleMessage(locale: string, message: Tree): void };

/** The same keys' values in `from` (the French-deck strings, before any overlay). */
export function pick(shape: Tree, from: unknown): Tree {
  const out: Tree = {};
  for (const [k, v] of Object.entries(shape)) {
    const have = (from as Record<string, unknown> | undefined)?.[k];
    if (typeof v === 'string') {
      if (typeof have !== 'string') throw new Error(`deck names: no French string for ${k}`);
      out[k] = have;
    } else out[k] = pick(v, have);
  }
  return out;
}

let installed = false;

/**
 * Keeps the app's strings in step with the deck (once per page; the deck
 * switch calls it). The French strings are kept aside before the first overlay.
 */
export function followDeck(i18n: Composer): void {
  if (installed) return;
  installed = true;
  const langs = Object.keys(germanDeckMessages) as (keyof typeof germanDeckMessages)[];
  const french = Object.fromEntries(langs.map((l) => [l, pick(germanDeckMessages[l] as Tree, i18n.getLocaleMessage(l))])) as Record<string, Tree>;
  const apply = (deck: Deck) => {
    for (const l of langs) i18n.mergeLocaleMessage(l, deck === 'german' ? (germanDeckMessages[l] as Tree) : french[l]!);
  };
  // Detached: the overlay outlives the component that installed it.
  effectScope(true).run(() => watch(() => deckChoice.deck, apply, { immediate: true }));
}
