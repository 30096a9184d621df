import type { DoppelkopfView, TrickView } from '../../../shared/games/doppelkopf/view';
import type { LayoutSeat, LayoutTrick } from '../common/tableLayout';
import { handSize } from '../../../shared/games/doppelkopf/cards';
import type { DoppelkopfAction } from '../../../shared/games/doppelkopf/actions';
import type { GameRecord } from '../../../shared/games/doppelkopf/state';

export type { DoppelkopfView, TrickView, DoppelkopfAction, GameRecord };

type Translate = (key: string, named?: Record<string, unknown>) => string;

/**
 * The trick to show: the one being played; before its first card, the one
 * just finished (so people see who took it).
 */
export function visibleTrick(v: DoppelkopfView): { cards: { seat: number; card: string }[]; winner: number | null; points: number | null; number: number } {
  const last = v.tricks[v.tricks.length - 1];
  if (v.trick.length === 0 && last) return { cards: last.cards, winner: last.winner, points: last.points, number: v.tricks.length };
  return { cards: v.trick, winner: null, points: null, number: v.tricks.length + 1 };
}

/** Index in `score.games` of the game that ended last (null before the first). */
export const lastGameIndex = (v: DoppelkopfView): number | null => (v.score.games.length > 0 ? v.score.games.length - 1 : null);

/** Reservation or game-type label; the Weimar preset calls the suit solos by the Bavarian suits as its booklet does. */
export function reservationLabel(t: Translate, te: (key: string) => boolean, id: string, weimar: boolean): string {
  if (weimar && te(`doppelkopf.weimarSolos.${id}`)) return t(`doppelkopf.weimarSolos.${id}`);
  if (te(`doppelkopf.reservations.${id}`)) return t(`doppelkopf.reservations.${id}`);
  if (te(`doppelkopf.types.${id}`)) return t(`doppelkopf.types.${id}`);
  return id;
}

/** What is being played, as far as public. */
export function contractText(t: Translate, te: (key: string) => boolean, v: DoppelkopfView, names: string[]): string {
  const c = v.contract;
  const weimar = v.options.preset === 'weimar';
  if (!c) return t('doppelkopf.contractPending');
  switch (c.kind) {
    case 'normal': return t('doppelkopf.types.normal');
    case 'ramsch': return t('doppelkopf.contractRamsch');
    case 'solo': return t('doppelkopf.contractSolo', { solo: reservationLabel(t, te, `solo${c.solo[0]!.toUpperCase()}${c.solo.slice(1)}`, weimar), name: names[c.soloist] });
    case 'marriage': {
      const kind = c.last ? reservationLabel(t, te, 'marriageLast', weimar) : '';
      const text = c.partner === null ? t('doppelkopf.contractMarriage', { name: names[c.seat] })
        : t('doppelkopf.contractMarriagePartner', { name: names[c.seat], partner: names[c.partner] });
      return kind ? `${text} (${kind})` : text;
    }
    case 'poverty': return c.taker === null ? t('doppelkopf.contractPoverty', { name: names[c.seat] })
      : t('doppelkopf.contractPovertyTaker', { name: names[c.seat], taker: names[c.taker] });
    case 'void': return t('doppelkopf.contractVoid', { name: names[v.dealer] });
  }
}

/** A score line of either scoring ("re-no90-announced" names its level). */
export function lineLabel(t: Translate, te: (key: string) => boolean, id: string): string {
  const announced = /^(re|kontra)-(no90|no60|no30|black)-announced$/.exec(id);
  if (announced) return t('doppelkopf.levelAnnounced', { level: `${t(`doppelkopf.party.${announced[1]}`)}: ${t(`doppelkopf.announcements.${announced[2]}`)}` });
  const kontra = /^kontra-(\d+)$/.exec(id);
  if (kontra) return `${kontra[1]}. ${t('doppelkopf.lines.kontra')}`;
  return te(`doppelkopf.lines.${id}`) ? t(`doppelkopf.lines.${id}`) : id;
}

/** Minus points per seat on the Weimar sheet (the view carries game points = minus points negated). */
export const minusOf = (points: readonly number[]): number[] => points.map((p) => (p === 0 ? 0 : -p));

/** Running totals after each game, per seat. */
export function running(games: readonly GameRecord[], n: number): number[][] {
  const sum = new Array<number>(n).fill(0);
  return games.map((g) => g.points.map((p, s) => (sum[s]! += p)));
}

/** Who sits where and what shows at each seat: known party, reservation answer, what was said, the running total. */
export function layoutSeats(v: DoppelkopfView, names: string[], bots: boolean[], notes: string[] | undefined, t: Translate, totals: number[]): LayoutSeat[] {
  return names.map((name, s) => {
    const badges: LayoutSeat['badges'] = [];
    const party = v.parties[s];
    if (party) badges.push({ text: t(`doppelkopf.party.${party}`), kind: party });
    const r = v.reservations[s];
    if (v.phase === 'reserve' && r !== null && r !== undefined) badges.push({ text: r === 'healthy' ? t('doppelkopf.healthy') : t('doppelkopf.hasReservation'), kind: 'muted' });
    for (const a of v.announcements) if (a.seat === s) badges.push({ text: `„${t(`doppelkopf.announcements.${a.announcement}`)}“`, kind: 'said' });
    badges.push({ text: `Σ ${totals[s] ?? 0}`, kind: 'muted' });
    const playing = v.active.includes(s) || v.round < 0;
    return {
      seat: s,
      name,
      bot: bots[s] ?? false,
      dealer: s === v.dealer,
      cards: playing ? v.handSizes[s] ?? 0 : null,
      tricks: v.phase === 'play' && playing ? v.tricks.filter((x) => x.winner === s).length : null,
      turn: v.awaiting.includes(s),
      badges,
      ...(notes?.[s] ? { note: notes[s] } : {}),
    };
  });
}

/** The trick for the table layout, with who leads or who took it and its card points. */
export function layoutTrick(v: DoppelkopfView, names: string[], t: Translate): LayoutTrick {
  const shown = visibleTrick(v);
  const leader = v.phase === 'play' && v.trick.length === 0 ? v.awaiting[0] ?? null : null;
  const caption = () => (shown.winner !== null ? t('doppelkopf.takes', { name: names[shown.winner], points: shown.points })
    : leader !== null ? t('doppelkopf.leads', { name: names[leader] }) : shown.cards.length ? '' : t('doppelkopf.noCardYet'));
  return { deal: v.round, number: shown.number - 1, cards: shown.cards, winner: shown.winner, caption };
}

/** The last trick of the game that ended last, as it lay on the table (the next deal follows at once). */
export function endedTrick(v: DoppelkopfView, names: string[], t: Translate): LayoutTrick | null {
  const f = v.finalTrick;
  return f && { deal: f.round, number: handSize(v.options.withNines) - 1, cards: f.cards, winner: f.winner, caption: () => t('doppelkopf.takes', { name: names[f.winner], points: f.points }) };
}

/** The last completed trick, for "Last trick": this game's, or before its first the last of the game before. */
export function lastTrick(v: DoppelkopfView): LayoutTrick | null {
  const last = v.tricks[v.tricks.length - 1];
  if (last) return { deal: v.round, number: v.tricks.length - 1, cards: last.cards, winner: last.winner };
  const f = v.finalTrick;
  return f && { deal: f.round, number: handSize(v.options.withNines) - 1, cards: f.cards, winner: f.winner };
}

/**
 * The number of game `i` of the sheet as the status bar counts (thrown-in
 * deals are redealt as the same game): scored games before it, plus one.
 */
export const gameNumber = (games: readonly { scored: boolean }[], i: number): number => games.slice(0, i).filter((g) => g.scored).length + 1;
