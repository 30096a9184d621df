import type { Seat, TipReason } from './game';

/**
 * Why a card is good in a trick game, in one reason a player understands
 * (issue 17, `Game.tipReason`): it wins the trick, it smears points on a
 * partner's trick, it is the lowest card that follows suit, the trick is
 * lost anyway... Each game describes its position from the seat's view
 * (never the true state), so the reason can tell nothing hidden.
 *
 * Codes: `only`, `lead`, `leadAce`, `leadTrump`, `wins` {points, last: 1
 * when it is the trick's last card}, `smear` {points}, `partner`,
 * `lowestFollow`, `smearGuess` {points} (points under a taker whose
 * party is not known yet), `lost`, `duck` (the cheapest card that stays
 * under), `under` (stays under, no cheaper reason), and in games where tricks cost
 * (`avoid`) `avoidLead`, `avoidUnder`, `avoidForced`. Every code has
 * `card`.
 */
export interface TrickTipPosition<C> {
  seat: Seat;
  card: C;
  /** The card's name in views and messages. */
  name: string;
  /** The cards the seat may play now (the chosen one among them). */
  playable: readonly C[];
  /** Cards in the trick before this one, and how many a full trick has. */
  trick: readonly { seat: Seat; card: C }[];
  trickSize: number;
  /** Who takes the trick so far once `card` is added to it. */
  winnerWith(card: C): Seat;
  /** How a seat stands to `seat`, as far as the view tells. */
  relation(other: Seat): 'partner' | 'opponent' | 'unknown';
  points(card: C): number;
  /** Strength for "lowest": higher beats lower within its suit (trump its own suit). */
  strength(card: C): number;
  /** The suit a card follows (trump one of its own), and which of them is trump. */
  follows(card: C): number;
  trump: number | null;
  /** A plain Ace (Sau) the first time its suit goes round. */
  freshAce(card: C): boolean;
  /** The seat plays alone against the others (a solo, the Dobbm declarer). */
  alone: boolean;
  /** Every trick costs this seat (Ramsch, its own Null). */
  avoid: boolean;
}

export function trickTipReason<C>(p: TrickTipPosition<C>): TipReason {
  const card = p.name;
  const r = (code: string, extra: Record<string, number> = {}): TipReason => ({ code, params: { card, ...extra } });
  if (p.playable.length === 1) return r('only');
  const lead = p.trick.length === 0;
  const wins = (c: C): boolean => p.winnerWith(c) === p.seat;
  if (p.avoid) {
    if (lead) return p.playable.every((c) => p.strength(c) >= p.strength(p.card)) ? r('avoidLead') : r('lead');
    if (!wins(p.card)) return r('avoidUnder');
    return p.playable.every(wins) ? r('avoidForced') : r('wins', winsParams(p));
  }
  if (lead) {
    if (p.follows(p.card) !== p.trump && p.freshAce(p.card)) return r('leadAce');
    if (p.alone && p.follows(p.card) === p.trump) return r('leadTrump');
    return r('lead');
  }
  if (wins(p.card)) return r('wins', winsParams(p));
  const points = p.points(p.card);
  const relation = p.relation(p.winnerWith(p.card));
  if (relation === 'partner') return points >= 10 ? r('smear', { points }) : r('partner');
  const led = p.follows(p.trick[0]!.card);
  const same = p.playable.filter((c) => p.follows(c) === led);
  if (led !== p.trump && p.follows(p.card) === led && same.every((c) => p.strength(c) >= p.strength(p.card))) return r('lowestFollow');
  // Points under a taker whose party the seat cannot know yet: a strong bot's bet that it is a partner.
  if (relation === 'unknown' && points >= 10) return r('smearGuess', { points });
  if (!p.playable.some(wins) && points === Math.min(...p.playable.map(p.points))) return r('lost');
  // "Keep the better cards" only when it is the cheapest card that stays under; else it merely stays under.
  const under = p.playable.filter((c) => !wins(c));
  return points === Math.min(...under.map(p.points)) ? r('duck') : r('under');
}

/** The trick's points with this card, and whether it is the trick's last card (then the trick is won for sure). */
function winsParams<C>(p: TrickTipPosition<C>): Record<string, number> {
  const points = [...p.trick.map((x) => x.card), p.card].reduce((s, c) => s + p.points(c), 0);
  return { last: p.trick.length + 1 === p.trickSize ? 1 : 0, points };
}
