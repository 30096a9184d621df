/* The solo ids: a leaf module, so the core and its variants (weimar/) share them without an import cycle. */

/** The solos a player may declare, by the id used in actions and options. */
export const SOLOS = [
  'queens', 'jacks', 'clubs', 'spades', 'hearts', 'diamonds', 'meatless',
  // Weimar preset (docs/weimar.md): Null games, the Dullen solo and a Trumpfsolo separate from Schell (Diamonds).
  'nullMeatless', 'nullMeatlessOuvert', 'nullTrump', 'nullTrumpOuvert', 'dullen', 'trump',
] as const;
/** The solos of the standard game (the default of `solos`). */
export const STANDARD_SOLOS: SoloId[] = ['queens', 'jacks', 'clubs', 'spades', 'hearts', 'diamonds', 'meatless'];
export const isNullSolo = (s: SoloId): boolean => s.startsWith('null');
export type SoloId = (typeof SOLOS)[number];
