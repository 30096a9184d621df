import type { DubbeView } from '../../../shared/games/dubbe/view';
import type { LayoutSeat, LayoutTrick } from '../common/tableLayout';
import { TRICKS_PER_ROUND } from '../../../shared/games/dubbe/cards';

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

type Translate = (key: string, named?: Record<string, unknown>) => string;

/** Who sits where and what shows at each seat (names, bots and notes come from the table). */
export function layoutSeats(v: DubbeView, names: string[], bots: boolean[], notes: string[] | undefined, t: Translate): LayoutSeat[] {
  const counting = v.phase === 'play' || v.phase === 'collect';
  return names.map((name, s) => ({
    seat: s,
    name,
    bot: bots[s] ?? false,
    dealer: s === v.dealer,
    cards: v.handSizes[s] ?? 0,
    tricks: counting ? v.tricks.filter((x) => x.winner === s).length : null,
    turn: v.awaiting.includes(s),
    // The characters a seat owns are public: its role in the round.
    badges: v.characters.filter((c) => c.owner === s && c.suit !== null).map((c) => ({ text: t(`dubbe.characters.${c.id}`), kind: 'role' })),
    ...(notes?.[s] ? { note: notes[s] } : {}),
  }));
}

/** The trick for the table layout: the one being played, or the completed one still lying there. */
export function layoutTrick(v: DubbeView, names: string[], t: Translate): LayoutTrick {
  const shown = visibleTrick(v);
  const finished = shown.winner !== null;
  const leader = v.phase === 'play' && v.trick.length === 0 ? v.awaiting[0] ?? null : null;
  const caption = () => (finished ? t('table.layout.takes', { name: names[shown.winner!] })
    : leader !== null ? t('dubbe.leads', { name: names[leader] }) : shown.cards.length ? '' : t('dubbe.trickEmpty'));
  return { deal: v.round, number: finished ? v.tricks.length - 1 : v.tricks.length, cards: shown.cards, winner: shown.winner, caption };
}

/** The last trick of the round that ended last, as it lay on the table (the next round is dealt at once). */
export function endedTrick(v: DubbeView, names: string[], t: Translate): LayoutTrick | null {
  const f = v.finalTrick;
  return f && { deal: f.round, number: TRICKS_PER_ROUND - 1, cards: f.cards, winner: f.winner, caption: () => t('table.layout.takes', { name: names[f.winner] }) };
}

/** The last completed trick, for "Last trick": this round's, or before its first the last of the round before. */
export function lastTrick(v: DubbeView): LayoutTrick | null {
  const last = v.tricks[v.tricks.length - 1];
  if (last) return { deal: v.round, number: v.tricks.length - 1, cards: last.cards, winner: last.winner };
  const f = v.finalTrick;
  return f && { deal: f.round, number: TRICKS_PER_ROUND - 1, cards: f.cards, winner: f.winner };
}
