export interface Moment { code: string; params?: Record<string, string | number> }

/**
 * Each game's special moments, found by comparing two consecutive views of
 * the same seat (public to it by definition). Texts: `moments.<game>.<code>`.
 */
type V = Record<string, any>;

/** Dubbe: a character changes hands (its owner before and after). */
export function dubbeMoments(prev: V, next: V): Moment[] {
  if (prev.round !== next.round || !Array.isArray(prev.characters) || !Array.isArray(next.characters)) return [];
  return next.characters.flatMap((c: V, i: number) => {
    const before = prev.characters[i];
    return before && before.owner !== null && c.owner !== null && before.owner !== c.owner
      ? [{ code: `character-${c.id}`, params: { from: before.owner, to: c.owner, die: c.die } }]
      : [];
  });
}

/** Doppelkopf: a marriage finds its partner. */
export function doppelkopfMoments(prev: V, next: V): Moment[] {
  const a = prev.contract;
  const b = next.contract;
  return b?.kind === 'marriage' && a?.kind === 'marriage' && a.partner == null && b.partner != null
    ? [{ code: 'marriagePartner', params: { seat: b.seat, to: b.partner } }]
    : [];
}

/** Dobbm: someone takes the Dobb (an ordinary game) or plays a Solo. */
export function dobbmMoments(prev: V, next: V): Moment[] {
  return prev.contract == null && next.contract != null && next.declarer != null
    ? [{ code: next.contract === 'dob' ? 'dobbTaken' : 'solo', params: { seat: next.declarer } }]
    : [];
}

/** Symbol game: a new mini-game starts. */
export function dobbleMoments(prev: V, next: V): Moment[] {
  return next.miniGame && prev.miniGame !== next.miniGame ? [{ code: 'miniGame', params: { game: next.miniGame } }] : [];
}
