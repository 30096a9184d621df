import { DUBBE_FILL, SIGNS } from './signs';
import { FIGURES, SOW } from './figures';

/**
 * One hidden <svg> per page holds every suit sign, court figure, pattern
 * and the card back as <symbol>s; the cards refer to them with <use>. So a
 * hand of twelve cards is a few dozen small elements, not twelve copies of
 * every drawing. Not display:none: Chromium drops patterns of hidden SVGs.
 */
const ID = 'stammtisch-card-sprite';

/** Dubbe's background pattern per colour: stripes in a direction of their own, or dots (as before: shape and pattern, not colour alone). */
function dubbePatterns(): string {
  const stripes = { blue: 45, brown: 0, green: -45, red: 90 } as const;
  return Object.entries(DUBBE_FILL).map(([suit, fill]) => {
    if (suit === 'yellow') {
      return `<pattern id="st-pat-${suit}" width="9" height="9" patternUnits="userSpaceOnUse"><circle cx="4.5" cy="4.5" r="1.8" fill="${fill}" fill-opacity="0.28"/></pattern>`;
    }
    const angle = stripes[suit as keyof typeof stripes];
    return `<pattern id="st-pat-${suit}" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})"><rect width="2.4" height="9" fill="${fill}" fill-opacity="0.2"/></pattern>`;
  }).join('');
}

/** The back every game shares: a deep red lattice with a light frame and a medallion. */
const BACK = '<symbol id="st-back" viewBox="0 0 100 140">'
  + '<pattern id="st-pat-back" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
  + '<rect width="10" height="10" fill="#8e1d25"/><rect width="10" height="2" fill="#b8353d"/><rect width="2" height="10" fill="#b8353d"/><circle cx="6" cy="6" r="1.2" fill="#e9b83a"/></pattern>'
  + '<rect x="0.75" y="0.75" width="98.5" height="138.5" rx="7" fill="#fffdf8" stroke="#8d8d8d" stroke-width="1.5"/>'
  + '<rect x="6" y="6" width="88" height="128" rx="4" fill="url(#st-pat-back)"/>'
  + '<rect x="10" y="10" width="80" height="120" rx="3" fill="none" stroke="#e9b83a" stroke-width="1.2"/>'
  + '<ellipse cx="50" cy="70" rx="21" ry="27" fill="#8e1d25" stroke="#e9b83a" stroke-width="2"/>'
  + '<ellipse cx="50" cy="70" rx="15.5" ry="21" fill="none" stroke="#fffdf8" stroke-width="1"/>'
  // A beer mug for the regulars' table.
  + '<g stroke="#e9b83a" stroke-width="2" fill="none" stroke-linejoin="round"><path d="M41 60 L41 83 Q41 85 43 85 L55 85 Q57 85 57 83 L57 60 Z" fill="#8e1d25"/>'
  + '<path d="M57 65 Q64 65 64 72 Q64 79 57 79"/><path d="M40 60 Q40 53 46 55 Q49 51 53 54 Q58 53 58 60 Z" fill="#fffdf8" stroke-width="1.5"/>'
  + '<path d="M46 64 L46 80 M52 64 L52 80" stroke-width="1.5"/></g>'
  + '</symbol>';

export function spriteMarkup(): string {
  const signs = Object.entries(SIGNS).map(([id, body]) => `<symbol id="st-sign-${id}" viewBox="0 0 100 100">${body}</symbol>`).join('');
  const figures = Object.entries(FIGURES).map(([id, body]) => `<symbol id="st-fig-${id}" viewBox="0 0 56 62">${body}</symbol>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" id="${ID}" aria-hidden="true" focusable="false" width="0" height="0" style="position:absolute;width:0;height:0;overflow:hidden">`
    + `<defs>${dubbePatterns()}</defs>${signs}${figures}<symbol id="st-sow" viewBox="0 0 62 34">${SOW}</symbol>${BACK}</svg>`;
}

/** Puts the sprite into the page once (every card calls it; only the first does anything). */
export function ensureSprite(): void {
  if (typeof document === 'undefined' || document.getElementById(ID)) return;
  const holder = document.createElement('div');
  holder.innerHTML = spriteMarkup();
  document.body.prepend(holder.firstElementChild!);
}
