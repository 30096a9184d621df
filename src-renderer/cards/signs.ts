/**
 * The suit signs of every deck as SVG markup, drawn in a 100×100 box centred
 * on (50,50). They live once per page in the sprite (sprite.ts); a card
 * shows them with <use>, so a hand of twelve cards stays light.
 */

/** French suits (Doppelkopf): a four-colour deck as at German tournaments, so suits differ at a glance. */
export const FRENCH_INK = { clubs: '#151515', spades: '#1d6a3a', hearts: '#c8202a', diamonds: '#d0650c' } as const;
/** German suits (Dobbm, and Doppelkopf's German deck): keyed by the French suit they stand for too. */
export const GERMAN_INK = { eichel: '#6b4416', laub: '#2f7a2a', herz: '#c8202a', schellen: '#b07a00' } as const;
/** Dubbe's five colours (darker ink for text on white). */
export const DUBBE_INK = { blue: '#17468d', brown: '#5e3815', yellow: '#6d5200', green: '#215a23', red: '#9e1c1c' } as const;
export const DUBBE_FILL = { blue: '#1f5fbf', brown: '#7a4a1e', yellow: '#c99a10', green: '#2f7d32', red: '#c62828' } as const;

const HEART = 'M50 90 C38 78 8 60 8 34 C8 18 20 8 32 8 C41 8 47 13 50 20 C53 13 59 8 68 8 C80 8 92 18 92 34 C92 60 62 78 50 90 Z';

const french: Record<keyof typeof FRENCH_INK, string> = {
  hearts: `<path d="${HEART}" fill="${FRENCH_INK.hearts}"/>`,
  diamonds: `<path d="M50 4 Q66 28 86 50 Q66 72 50 96 Q34 72 14 50 Q34 28 50 4 Z" fill="${FRENCH_INK.diamonds}"/>`,
  spades: `<path d="M50 6 C60 22 92 40 92 62 C92 76 82 84 71 84 C62 84 56 79 53 73 C54 83 58 90 66 95 L34 95 C42 90 46 83 47 73 C44 79 38 84 29 84 C18 84 8 76 8 62 C8 40 40 22 50 6 Z" fill="${FRENCH_INK.spades}"/>`,
  clubs: `<g fill="${FRENCH_INK.clubs}"><circle cx="50" cy="28" r="20"/><circle cx="27" cy="60" r="20"/><circle cx="73" cy="60" r="20"/>`
    + '<path d="M44 40 L56 40 L56 62 C56 80 60 88 68 95 L32 95 C40 88 44 80 44 62 Z"/></g>',
};

/** Acorn, leaf, heart, bell as on Bavarian and Tell-pattern cards: two colours each, outlined, so they read without colour too. */
const german: Record<keyof typeof GERMAN_INK, string> = {
  herz: `<path d="${HEART}" fill="#d3242c" stroke="#7a0f14" stroke-width="3"/><path d="M26 22 C20 24 16 30 17 38" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>`,
  laub: '<g stroke="#1b4a17" stroke-width="3" stroke-linejoin="round">'
    + '<path d="M50 4 C62 18 88 30 86 56 C84 74 66 84 50 86 C34 84 16 74 14 56 C12 30 38 18 50 4 Z" fill="#3f9a36"/>'
    + '<path d="M50 86 L50 97" fill="none" stroke-width="5" stroke-linecap="round"/>'
    + '<path d="M50 16 L50 84 M50 40 L34 30 M50 40 L66 30 M50 56 L28 46 M50 56 L72 46 M50 70 L34 64 M50 70 L66 64" fill="none" stroke="#cfe8b0" stroke-width="2.5" stroke-linecap="round"/></g>',
  eichel: '<g stroke="#3a2206" stroke-width="3" stroke-linejoin="round">'
    + '<path d="M30 44 C28 68 38 88 50 96 C62 88 72 68 70 44 Z" fill="#e0a83a"/>'
    + '<path d="M22 46 C20 30 34 18 50 18 C66 18 80 30 78 46 C66 50 34 50 22 46 Z" fill="#6b4416"/>'
    + '<path d="M30 30 L40 46 M42 22 L54 48 M56 21 L66 46 M70 30 L60 47 M28 40 L72 40" fill="none" stroke="#a7753a" stroke-width="2"/>'
    + '<path d="M50 18 L52 6 L58 4" fill="none" stroke-width="4" stroke-linecap="round"/>'
    + '<path d="M42 58 C41 70 44 78 48 84" fill="none" stroke="#fff" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/></g>',
  schellen: '<g stroke="#5a3a00" stroke-width="3">'
    + '<circle cx="50" cy="56" r="36" fill="#f2c230"/>'
    + '<path d="M16 46 C36 54 64 54 84 46 L85 56 C64 64 36 64 15 56 Z" fill="#c8202a"/>'
    + '<path d="M34 80 C42 74 58 74 66 80" fill="none" stroke-width="4" stroke-linecap="round"/>'
    + '<circle cx="50" cy="84" r="4" fill="#5a3a00"/>'
    + '<path d="M42 20 C42 10 58 10 58 20" fill="none" stroke-width="5"/>'
    + '<path d="M30 34 C34 28 40 25 46 24" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/></g>',
};

/** Dubbe: one plain shape per colour (diamond, square, circle, triangle, heart), as on the game's cards. */
const dubbe: Record<keyof typeof DUBBE_FILL, string> = {
  blue: `<path d="M50 4 L92 50 L50 96 L8 50 Z" fill="${DUBBE_FILL.blue}"/>`,
  brown: `<rect x="10" y="10" width="80" height="80" rx="6" fill="${DUBBE_FILL.brown}"/>`,
  yellow: `<circle cx="50" cy="50" r="43" fill="${DUBBE_FILL.yellow}"/>`,
  green: `<path d="M50 6 L95 90 L5 90 Z" fill="${DUBBE_FILL.green}" stroke="${DUBBE_FILL.green}" stroke-width="4" stroke-linejoin="round"/>`,
  red: `<path d="${HEART}" fill="${DUBBE_FILL.red}"/>`,
};

export type FrenchSuit = keyof typeof french;
export type GermanSuit = keyof typeof german;
export type DubbeSuit = keyof typeof dubbe;

/** Every sign by its sprite id: "fr-clubs", "de-eichel", "db-blue". */
export const SIGNS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(french).map(([k, v]) => [`fr-${k}`, v])),
  ...Object.fromEntries(Object.entries(german).map(([k, v]) => [`de-${k}`, v])),
  ...Object.fromEntries(Object.entries(dubbe).map(([k, v]) => [`db-${k}`, v])),
};

/** The German suit that stands in for a French one (Kreuz → Eichel, Pik → Grün/Laub, Herz, Karo → Schellen). */
export const GERMAN_FOR: Record<FrenchSuit, GermanSuit> = { clubs: 'eichel', spades: 'laub', hearts: 'herz', diamonds: 'schellen' };

/** Clothes of the court figures per suit (robe, second colour): suit-coloured, with a contrasting inner robe. */
export const ROBES: Record<FrenchSuit | GermanSuit, [string, string]> = {
  clubs: ['#2b4f8e', '#c8202a'],
  spades: ['#2f7a3a', '#e9b83a'],
  hearts: ['#c8202a', '#2b4f8e'],
  diamonds: ['#d9861c', '#2f7a3a'],
  eichel: ['#7a4d1c', '#2b4f8e'],
  laub: ['#2f7a2a', '#c8202a'],
  herz: ['#c8202a', '#e9b83a'],
  schellen: ['#d9a21c', '#2f7a2a'],
};
