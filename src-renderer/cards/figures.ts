/**
 * Court figures, drawn in the project: the upper half of a double-headed
 * court card in a 56×62 box (the card's centre line is y = 62); the lower
 * half is the same drawing turned round. Colours of the clothes come from
 * the card (--robe, --robe2), so one drawing serves all four suits.
 */
const SKIN = '#f7dcc0';
const GOLD = '#e9b83a';
const LINE = 'stroke="#2a1d12" stroke-width="0.9" stroke-linejoin="round"';

const face = (y = 27) => `<ellipse cx="28" cy="${y}" rx="7.2" ry="8.4" fill="${SKIN}" ${LINE}/>`
  + `<circle cx="25.4" cy="${y - 1}" r="0.95" fill="#2a1d12"/><circle cx="30.6" cy="${y - 1}" r="0.95" fill="#2a1d12"/>`
  + `<path d="M26 ${y + 4} Q28 ${y + 5.2} 30 ${y + 4}" fill="none" stroke="#a8453a" stroke-width="0.9" stroke-linecap="round"/>`;

/** Shoulders and robe down to the centre line, with a gold trim and a middle band. */
const robe = (collar = GOLD) => `<path d="M3 62 L7 45 Q14 37 28 36 Q42 37 49 45 L53 62 Z" fill="var(--robe)" ${LINE}/>`
  + `<path d="M22 37 L28 62 L34 37" fill="var(--robe2)" ${LINE}/>`
  + `<path d="M14 40 Q28 48 42 40 L40 36.5 Q28 43 16 36.5 Z" fill="${collar}" ${LINE}/>`
  + `<path d="M7 45 L4 58 M49 45 L52 58" fill="none" stroke="${GOLD}" stroke-width="1.6"/>`
  + '<circle cx="28" cy="50" r="1.2" fill="#fff"/><circle cx="28" cy="56" r="1.2" fill="#fff"/>';

const king = robe()
  + `<path d="M46 9 L43.5 61" stroke="${GOLD}" stroke-width="2.2" stroke-linecap="round"/><circle cx="46" cy="8" r="2.6" fill="${GOLD}" ${LINE}/>`
  + face()
  + `<path d="M20.5 29 Q21 43 28 45 Q35 43 35.5 29 Q32 33 28 33 Q24 33 20.5 29 Z" fill="#8b5a2b" ${LINE}/>`
  + `<path d="M25.5 33 Q28 31.5 30.5 33" fill="none" stroke="#5b3a1a" stroke-width="1.2"/>`
  + `<path d="M19.5 20 L19 8.5 L23.5 13.5 L28 6 L32.5 13.5 L37 8.5 L36.5 20 Z" fill="${GOLD}" ${LINE}/>`
  + '<circle cx="28" cy="15.5" r="1.6" fill="#c8202a"/><circle cx="22.3" cy="17" r="1" fill="#1d4f9a"/><circle cx="33.7" cy="17" r="1" fill="#1d4f9a"/>';

const queen = `<path d="M18.5 30 Q16 14 28 14.5 Q40 14 37.5 30 L39.5 41 Q28 37 16.5 41 Z" fill="#6a3d1c" ${LINE}/>`
  + robe('#f5f0e0')
  + face()
  + `<path d="M20.5 21 Q22 16 28 16.5 Q34 16 35.5 21 Q31 18.5 28 19 Q25 18.5 20.5 21 Z" fill="#6a3d1c"/>`
  + `<path d="M20 17.5 Q28 9 36 17.5 L34.5 18.5 Q28 13.5 21.5 18.5 Z" fill="${GOLD}" ${LINE}/>`
  + '<circle cx="28" cy="11.7" r="1.6" fill="#c8202a"/>'
  + `<path d="M10 60 L11 47" stroke="#2f7a2a" stroke-width="1.4"/><circle cx="11" cy="45" r="3.2" fill="#d3242c" ${LINE}/><circle cx="11" cy="45" r="1.1" fill="${GOLD}"/>`;

const jack = robe()
  + `<path d="M47 4 L44 61" stroke="#6b4a2a" stroke-width="1.8" stroke-linecap="round"/><path d="M47 3 L50.5 10 L47 12.5 L43.5 10 Z" fill="#c9ced6" ${LINE}/>`
  + `<path d="M20.5 24 Q20 32 22 35 L21 24 Z M35.5 24 Q36 32 34 35 L35 24 Z" fill="#9a6a33" ${LINE}/>`
  + face()
  + `<path d="M18 22 Q19 11 29 11 Q39 11 39.5 21 Q29 17.5 18 22 Z" fill="var(--robe2)" ${LINE}/>`
  + `<path d="M33 13 Q41 4 47 8 Q41 8 36 15 Z" fill="${GOLD}" ${LINE}/>`;

/** Ober and Unter: Landsknecht figures; the Ober with a broad feathered hat and moustache. */
const ober = robe()
  + `<path d="M47 19 L44 61" stroke="#6b4a2a" stroke-width="1.8" stroke-linecap="round"/>`
  + face(28)
  + `<path d="M23.5 32.2 Q28 30.2 32.5 32.2" fill="none" stroke="#6a3d1c" stroke-width="1.6" stroke-linecap="round"/>`
  + `<path d="M13 22 Q28 14 43 22 Q40 24 28 21.5 Q16 24 13 22 Z" fill="var(--robe2)" ${LINE}/>`
  + `<path d="M20 20 Q20 10 28 10 Q36 10 36 20 Z" fill="var(--robe2)" ${LINE}/>`
  + `<path d="M34 13 Q40 2 50 4 Q42 7 37 16 Z" fill="#f5f0e0" ${LINE}/><path d="M33 15 Q35 6 43 3" fill="none" stroke="#c8202a" stroke-width="1.2"/>`;

const unter = robe()
  + `<path d="M47 16 L44 61" stroke="#6b4a2a" stroke-width="1.8" stroke-linecap="round"/>`
  + face(29)
  + `<path d="M20.5 25 Q21 15 28 15 Q35 15 35.5 25 Q33 21 28 21 Q23 21 20.5 25 Z" fill="#b07a3a" ${LINE}/>`
  + `<path d="M19 21 Q20 12.5 28 12.5 Q36 12.5 37 21 L33 19.5 Q28 18 23 19.5 Z" fill="var(--robe2)" ${LINE}/>`;

export type Figure = 'king' | 'queen' | 'jack' | 'ober' | 'unter';
export const FIGURES: Record<Figure, string> = { king, queen, jack, ober, unter };

/** The Sau of the German deck (the Daus): a small standing sow, 60×34 box. */
export const SOW = `<g ${LINE}>`
  + '<path d="M8 16 Q4 10 7 7 Q9 9 8 13" fill="none" stroke="#d98a8a" stroke-width="1.6"/>'
  + '<rect x="13" y="24" width="5" height="9" rx="1.5" fill="#e9a3a3"/><rect x="40" y="24" width="5" height="9" rx="1.5" fill="#e9a3a3"/>'
  + '<ellipse cx="30" cy="18" rx="22" ry="11" fill="#f4b8b8"/>'
  + '<rect x="20" y="25" width="5" height="8" rx="1.5" fill="#f4b8b8"/><rect x="33" y="25" width="5" height="8" rx="1.5" fill="#f4b8b8"/>'
  + '<circle cx="50" cy="15" r="8" fill="#f4b8b8"/>'
  + '<ellipse cx="57" cy="17" rx="3.2" ry="4" fill="#e9a3a3"/><circle cx="56.2" cy="16" r="0.7" fill="#2a1d12"/><circle cx="57.8" cy="18" r="0.7" fill="#2a1d12"/>'
  + '<path d="M46 8 L48 1.5 L52 8 Z" fill="#e9a3a3"/><circle cx="51.5" cy="12.5" r="1" fill="#2a1d12" stroke="none"/></g>';
