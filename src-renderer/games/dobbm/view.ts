import type { DobbmView } from '../../../shared/games/dobbm/view';
import type { LayoutSeat, LayoutTrick } from '../common/tableLayout';
import { TRICKS_PER_HAND } from '../../../shared/games/dobbm/cards';
import type { DobbmAction } from '../../../shared/games/dobbm/actions';

export type { DobbmView, DobbmAction };
export type { HandResultView, TrickView } from '../../../shared/games/dobbm/view';

/** What a call is called at the table, by where it falls in the deal. */
export type CallWord = 'weiter' | 'gut' | 'dob' | 'solo' | 'lig' | 'schwacher' | 'retour' | 'spielZu';

export interface SpokenCall {
  seat: number;
  word: CallWord;
}

/**
 * The calls of this deal as people say them: bids ("weiter", "i dob",
 * "gut", "Solo"), the declarer's "i lig", then the doubling ("an Schwochn",
 * "Retour", "spiel zu"). The view lists bids and doubling calls in one row;
 * the bidding ends after one call in the Mußrunde, at a Solo, or after four.
 */
export function spokenCalls(v: Pick<DobbmView, 'calls' | 'mussrunde' | 'contract' | 'declarer' | 'phase'>): SpokenCall[] {
  const soloAt = v.calls.findIndex((c) => c.call === 'solo');
  const bidCount = Math.min(v.calls.length, v.mussrunde ? 1 : soloAt >= 0 ? soloAt + 1 : 4);
  const out: SpokenCall[] = [];
  let bid = false;
  for (const c of v.calls.slice(0, bidCount)) {
    if (c.call === 'pass') out.push({ seat: c.seat, word: bid ? 'gut' : 'weiter' });
    else { bid = true; out.push({ seat: c.seat, word: c.call === 'solo' ? 'solo' : 'dob' }); }
  }
  const discarded = v.contract === 'dob' && v.declarer !== null && (v.phase === 'double' || v.phase === 'play' || v.calls.length > bidCount);
  if (discarded) out.push({ seat: v.declarer!, word: 'lig' });
  let doubles = 0;
  for (const c of v.calls.slice(bidCount)) {
    if (c.call === 'double') out.push({ seat: c.seat, word: doubles++ === 0 ? 'schwacher' : 'retour' });
    else out.push({ seat: c.seat, word: c.seat === v.declarer ? 'gut' : 'spielZu' });
  }
  return out;
}

/** Cards this seat may play now (from the host's legal list). */
export const playableCards = (legal: DobbmAction[]): string[] => legal.flatMap((a) => (a.type === 'play' ? [a.card] : []));

/** The legal discards, each as a set of four names. */
const discards = (legal: DobbmAction[]): string[][] => legal.flatMap((a) => (a.type === 'discard' ? [a.cards] : []));

/** Whether the chosen cards are one of the discards the host allows. */
export function discardAllowed(legal: DobbmAction[], chosen: readonly string[]): boolean {
  return chosen.length === 4 && discards(legal).some((d) => chosen.every((c) => d.includes(c)));
}

/** Cards that can still complete an allowed discard together with the ones chosen so far. */
export function discardCandidates(legal: DobbmAction[], chosen: readonly string[]): string[] {
  const out = new Set<string>();
  for (const d of discards(legal)) if (chosen.every((c) => d.includes(c))) for (const c of d) out.add(c);
  return [...out];
}

/** Index in `history` of the deal that ended last (null before the first one ends). */
export const finishedHand = (v: DobbmView): number | null => (v.history.length > 0 ? v.history.length - 1 : null);

/** Places for the final standing: equal totals share a place (1, 1, 3). */
export function ranking(net: number[]): { seat: number; net: number; place: number }[] {
  const rows = net.map((v, seat) => ({ seat, net: v, place: 0 })).sort((a, b) => b.net - a.net || a.seat - b.seat);
  rows.forEach((r, i) => { r.place = i > 0 && rows[i - 1]!.net === r.net ? rows[i - 1]!.place : i + 1; });
  return rows;
}

type Translate = (key: string, named?: Record<string, unknown>) => string;

/** Who sits where and what shows at each seat: the declarer, the one who sits out ("feiert"). */
export function layoutSeats(v: DobbmView, names: string[], bots: boolean[], notes: string[] | undefined, t: Translate): LayoutSeat[] {
  return names.map((name, s) => {
    const badges: LayoutSeat['badges'] = [];
    if (s === v.sittingOut) badges.push({ text: t('dobbm.holiday'), kind: 'muted' });
    if (s === v.declarer && v.contract) badges.push({ text: v.contract === 'solo' ? `${t('dobbm.declarer')} · Solo` : t('dobbm.declarer'), kind: 'role' });
    return {
      seat: s,
      name,
      bot: bots[s] ?? false,
      dealer: s === v.dealer,
      cards: s === v.sittingOut ? null : v.handSizes[s] ?? 0,
      tricks: v.phase === 'play' && s !== v.sittingOut ? v.tricks.filter((x) => x.winner === s).length : null,
      turn: v.awaiting.includes(s),
      badges,
      ...(notes?.[s] ? { note: notes[s] } : {}),
    };
  });
}

/** The trick for the table layout: the one being played, or before the next card the last one taken. */
export function layoutTrick(v: DobbmView, names: string[], t: Translate): LayoutTrick {
  const last = v.tricks[v.tricks.length - 1];
  const leader = v.phase === 'play' && v.trick.length === 0 ? v.awaiting[0] ?? null : null;
  if (v.trick.length === 0 && last?.cards) {
    return { deal: v.round, number: v.tricks.length - 1, cards: last.cards, winner: last.winner, caption: () => t('table.layout.takes', { name: names[last.winner] }) };
  }
  const caption = () => (leader !== null ? t('dobbm.leads', { name: names[leader] }) : v.trick.length ? '' : t('dobbm.trickEmpty'));
  return { deal: v.round, number: v.tricks.length, cards: v.trick, winner: null, caption };
}

/** The last trick of the deal that ended last, as it lay on the table (the next deal follows at once). */
export function endedTrick(v: DobbmView, names: string[], t: Translate): LayoutTrick | null {
  const f = v.finalTrick;
  return f && { deal: f.round, number: TRICKS_PER_HAND - 1, cards: f.cards, winner: f.winner, caption: () => t('table.layout.takes', { name: names[f.winner] }) };
}

/** The last completed trick (always visible, also under `lookBack: own`); before this deal's first, the last of the deal before. */
export function lastTrick(v: DobbmView): LayoutTrick | null {
  const last = v.tricks[v.tricks.length - 1];
  if (last?.cards) return { deal: v.round, number: v.tricks.length - 1, cards: last.cards, winner: last.winner };
  const f = v.tricks.length === 0 ? v.finalTrick : null;
  return f && { deal: f.round, number: TRICKS_PER_HAND - 1, cards: f.cards, winner: f.winner };
}

/**
 * The number of deal `i` of the history as the status bar counts: a deal
 * nobody played (all passed) is dealt again as the same deal; the Mußrunde
 * counts its own deals.
 */
export function dealNumber(history: readonly { declarer: number | null; mussrunde: boolean }[], i: number): number {
  const muss = history[i]?.mussrunde ?? false;
  return history.slice(0, i).filter((h) => h.declarer !== null && h.mussrunde === muss).length + 1;
}
