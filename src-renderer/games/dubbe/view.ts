import type { DubbeView } from '../../../shared/games/dubbe/view';

export type { DubbeView };
export type { CharacterView, TrickView } from '../../../shared/games/dubbe/view';
export type { DubbeAction } from '../../../shared/games/dubbe/actions';

/** Places for a ranking: equal scores share a place (1, 1, 3). */
export function ranking(net: number[]): { seat: number; net: number; place: number }[] {
  const rows = net.map((v, seat) => ({ seat, net: v, place: 0 })).sort((a, b) => b.net - a.net || a.seat - b.seat);
  rows.forEach((r, i) => { r.place = i > 0 && rows[i - 1]!.net === r.net ? rows[i - 1]!.place : i + 1; });
  return rows;
}

/**
 * The trick to show: the one being played; before the next card, the last
 * finished one (so people see who took it), which with the black die lies
 * there until it is collected.
 */
export function visibleTrick(v: DubbeView): { cards: { seat: number; card: string }[]; winner: number | null } {
  const last = v.tricks[v.tricks.length - 1];
  if (v.phase === 'collect' || (v.trick.length === 0 && last)) return { cards: last?.cards ?? [], winner: last?.winner ?? null };
  return { cards: v.trick, winner: null };
}

/** Index in `history` of the round that ended last (null before the first one ends). */
export const finishedRound = (v: DubbeView): number | null => (v.score.history.length > 0 ? v.score.history.length - 1 : null);
