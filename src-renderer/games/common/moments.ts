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

/** Doppelkopf: a marriage finds its partner; extras as they become known (see `doppelkopfExtras`). */
export function doppelkopfMoments(prev: V, next: V): Moment[] {
  const a = prev.contract;
  const b = next.contract;
  const out: Moment[] = b?.kind === 'marriage' && a?.kind === 'marriage' && a.partner == null && b.partner != null
    ? [{ code: 'marriagePartner', params: { seat: b.seat, to: b.partner } }]
    : [];
  const before = doppelkopfExtras(prev);
  for (const [key, m] of doppelkopfExtras(next)) if (!before.has(key)) out.push(m);
  return out;
}

/**
 * The extras a seat can tell from its view, keyed by game, kind and trick
 * so each is said once: a Fox caught (the trick's winner and the Fox's
 * owner known to be of different parties: said when the trick is taken, or
 * later when the parties show), a Doppelkopf (a trick of 40 or more),
 * Karlchen (the last trick won with the Clubs Jack). The last trick of a
 * game may never be seen as a trick (the next deal comes with it), so the
 * finished game's record adds its own extras (`extra-*` explanation lines).
 */
function doppelkopfExtras(v: V): Map<string, Moment> {
  const out = new Map<string, Moment>();
  const add = (round: number, id: string, trick: number, params: Record<string, number>): void => {
    const code = id === 'fox' ? 'foxCaught' : id;
    out.set(`${round}/${code}/${trick}/${params.from ?? ''}`, { code, params });
  };
  const last = v.score?.games?.at(-1);
  for (const l of last?.explain ?? []) {
    const id = /^extra-(fox|doppelkopf|karlchen)$/.exec(l.code)?.[1];
    if (!id) continue;
    const t = l.params.trick as number;
    add(last.round, id, t, id === 'fox' ? { seat: l.params.seat, from: l.params.from } : { seat: l.params.seat });
  }
  const o = v.options ?? {};
  const kind = v.contract?.kind;
  // Fox and Karlchen count with the normal trumps only, never in a solo or Ramsch.
  const normal = kind === 'normal' || kind === 'marriage' || kind === 'poverty';
  const total = o.withNines === false ? 10 : 12;
  (v.tricks ?? []).forEach((t: V, i: number) => {
    const won = t.cards.find((c: V) => c.seat === t.winner)?.card;
    for (const c of t.cards) {
      const a = v.parties?.[c.seat];
      const b = v.parties?.[t.winner];
      if (o.foxCaught && normal && c.card === 'diamonds-A' && a && b && a !== b) add(v.round, 'fox', i + 1, { seat: t.winner, from: c.seat });
    }
    if (o.doppelkopf && t.points >= 40) add(v.round, 'doppelkopf', i + 1, { seat: t.winner });
    if (o.karlchen && normal && i + 1 === total && won === 'clubs-J') add(v.round, 'karlchen', i + 1, { seat: t.winner });
  });
  return out;
}

/** Dobbm: someone takes the Dobb (an ordinary game) or plays a Solo. */
export function dobbmMoments(prev: V, next: V): Moment[] {
  return prev.contract == null && next.contract != null && next.declarer != null
    ? [{ code: next.contract === 'dob' ? 'dobbTaken' : 'solo', params: { seat: next.declarer } }]
    : [];
}

/** Symbol game: a new mini-game starts (and who chose it: the chooser of the view before), or a play-off. */
export function dobbleMoments(prev: V, next: V): Moment[] {
  if (!next.miniGame || (prev.miniGame === next.miniGame && prev.round === next.round)) return [];
  if (next.tiebreak) return [{ code: 'tiebreak', params: { game: next.miniGame } }];
  // The finished mini-game's explanation names who chooses; the choosing view itself may have been skipped.
  const told = next.score?.played?.at(-1)?.explain?.find((l: V) => l.code === 'chooses')?.params?.seat;
  const seat = typeof told === 'number' ? told : prev.phase === 'choose' && typeof prev.chooser === 'number' ? prev.chooser : null;
  return seat === null
    ? [{ code: 'miniGame', params: { game: next.miniGame } }]
    : [{ code: 'miniGameChosen', params: { game: next.miniGame, seat } }];
}
