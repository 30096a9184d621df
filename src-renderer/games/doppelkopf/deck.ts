import { reactive, watch } from 'vue';

/**
 * Which deck this person sees at a Doppelkopf table: the French-suited one
 * (Kreuz, Pik, Herz, Karo; the default) or the German-suited one (Eichel,
 * Grün, Herz, Schellen; Ober for Dame, Unter for Bube, Sau for Ass), as
 * the Weimar club plays. A view setting of this browser, not a rule of the
 * table: remembered in localStorage for every table, like the first-game switch.
 */
export type Deck = 'french' | 'german';
export const DECKS: readonly Deck[] = ['french', 'german'];

const KEY = 'stammtisch.doppelkopf.deck';

function load(): Deck {
  try {
    return localStorage.getItem(KEY) === 'german' ? 'german' : 'french';
  } catch {
    return 'french';
  }
}

export const deckChoice = reactive<{ deck: Deck }>({ deck: load() });
watch(() => deckChoice.deck, (deck) => {
  try { localStorage.setItem(KEY, deck); } catch { /* private mode: the choice lasts this page */ }
});
