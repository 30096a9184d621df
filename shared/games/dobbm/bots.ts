import type { Bot, Seat } from '../../engine/game';
import { pick, type Rng } from '../../engine/rng';
import { HEARTS, isSau, isTrump, parseCard, pointsOf, rankOf, suitOf, type Card } from './cards';
import type { DobbmAction } from './actions';
import type { DobbmView } from './view';

const myTurn = (view: DobbmView): boolean =>
  view.seat !== null && view.awaiting.includes(view.seat) && view.legal.length > 0;

/** Bots stop raising here: two bots each sure of winning (or two random ones) would otherwise double without end. */
export const BOT_DOUBLING_CAP = 3;

/** The baseline: a uniformly random legal action, except that it stops doubling at the bots' cap. */
export const randomBot: Bot<DobbmView> = {
  kind: 'random',
  decide(view, rng) {
    if (!myTurn(view)) return null;
    if (view.phase === 'double' && view.doubles >= BOT_DOUBLING_CAP) return view.legal.find((a) => a.type === 'pass')!;
    return pick(view.legal, rng);
  },
};

const cards = (names: readonly string[]): Card[] => names.map((n) => parseCard(n)!);
const hearts = (hand: readonly Card[]): Card[] => hand.filter(isTrump);
const has = (hand: readonly Card[], c: Card): boolean => hand.includes(c);
const HERZ_SAU = 0;
const HERZ_ZEHN = 1;

/** The text's rule of thumb: Herz Sau + another heart + another Sau, or three hearts + a Sau, carry an ordinary game. */
export function worthOrdinary(hand: readonly Card[]): boolean {
  const h = hearts(hand).length;
  const sows = hand.filter(isSau).length;
  return (has(hand, HERZ_SAU) && h >= 2 && sows >= 2) || (h >= 3 && sows >= 1);
}

/** "A Solo requires an extremely strong hand." */
export function worthSolo(hand: readonly Card[]): boolean {
  const h = hearts(hand).length;
  const sideSows = hand.filter((c) => isSau(c) && !isTrump(c)).length;
  const top = has(hand, HERZ_SAU) && has(hand, HERZ_ZEHN);
  return (top && h >= 5) || (top && h >= 4 && sideSows >= 2) || (has(hand, HERZ_SAU) && h >= 6);
}

/** The rule of thumb's bid among the calls open (`pass` missing in the Mußrunde). */
export function bidByRule(hand: readonly Card[], open: ReadonlySet<DobbmAction['type']>): 'pass' | 'dob' | 'solo' {
  if (open.has('solo') && worthSolo(hand)) return 'solo';
  if (open.has('dob') && (worthOrdinary(hand) || !open.has('pass'))) return 'dob';
  return 'pass';
}

function chooseBid(view: DobbmView, hand: Card[]): DobbmAction['type'] {
  return bidByRule(hand, new Set(view.legal.map((a) => a.type)));
}

/** How much the rule of thumb likes laying a card away: loose points yes, hearts and sows no. */
const awayScore = (c: Card): number => (isTrump(c) ? -(40 + (9 - rankOf(c)) * 3) : isSau(c) ? -35 : pointsOf(c) + 1);

/** The rule of thumb's score for laying `away` out of `hand` (the twelve cards): loose points, and side suits made void. */
export function discardScore(hand: readonly Card[], away: readonly Card[]): number {
  const kept = hand.filter((c) => !away.includes(c));
  let score = 0;
  for (const c of away) score += awayScore(c);
  for (let s = 1; s < 4; s++) if (!kept.some((c) => suitOf(c) === s) && hand.some((c) => suitOf(c) === s)) score += 12;
  return score;
}

/**
 * The rule of thumb's discard (as `easy` chooses it), straight from the
 * twelve cards: for the search's playouts, which must not list the
 * hundreds of legal discards at every deal.
 */
export function heuristicDiscard(hand: readonly Card[], heartSowCoversItself: boolean, rng: Rng): Card[] {
  const k = hand.length;
  const score = hand.map(awayScore);
  const sow = hand.map((c) => (isSau(c) ? 1 : 0));
  const cover = hand.map((c) => (isTrump(c) && (heartSowCoversItself || !isSau(c)) ? 1 : 0));
  const suit = hand.map(suitOf);
  const inSuit = [0, 0, 0, 0];
  for (const x of suit) inSuit[x]!++;
  let best: number[][] = [];
  let bestScore = -Infinity;
  const away = [0, 0, 0, 0];
  for (let a = 0; a < k; a++) for (let b = a + 1; b < k; b++) for (let c = b + 1; c < k; c++) for (let d = c + 1; d < k; d++) {
    if (sow[a]! + sow[b]! + sow[c]! + sow[d]! > cover[a]! + cover[b]! + cover[c]! + cover[d]!) continue;
    let sc = score[a]! + score[b]! + score[c]! + score[d]!;
    away[0] = away[1] = away[2] = away[3] = 0;
    away[suit[a]!]!++; away[suit[b]!]!++; away[suit[c]!]!++; away[suit[d]!]!++;
    for (let s = 1; s < 4; s++) if (inSuit[s]! > 0 && away[s] === inSuit[s]) sc += 12;
    if (sc > bestScore) { bestScore = sc; best = [[a, b, c, d]]; } else if (sc === bestScore) best.push([a, b, c, d]);
  }
  return pick(best, rng).map((i) => hand[i]!);
}

/** Lay away to make side-suit voids and bank loose points; keep hearts and sows. */
function chooseDiscard(view: DobbmView, rng: Rng): DobbmAction {
  let best: DobbmAction[] = [];
  let bestScore = -Infinity;
  const hand = cards(view.hand!);
  for (const a of view.legal) {
    if (a.type !== 'discard') continue;
    const score = discardScore(hand, cards(a.cards));
    if (score > bestScore) { bestScore = score; best = [a]; } else if (score === bestScore) best.push(a);
  }
  return pick(best, rng);
}

/** Bots double only while fewer than this many doubles were said. */
export const BOT_DOUBLE_BELOW = 2;

/** The rule of thumb for a Schwacher (defender: four hearts and two sows) or the declarer's Retour (six hearts with the Herz Sau). */
export function worthDouble(hand: readonly Card[], asDeclarer: boolean): boolean {
  const h = hearts(hand).length;
  if (asDeclarer) return h >= 6 && has(hand, HERZ_SAU);
  return h >= 4 && hand.filter(isSau).length >= 2;
}

function chooseDouble(view: DobbmView, hand: Card[]): DobbmAction['type'] {
  if (!view.legal.some((a) => a.type === 'double') || view.doubles >= BOT_DOUBLE_BELOW) return 'pass';
  return worthDouble(hand, view.seat === view.declarer) ? 'double' : 'pass';
}

/** A card's strength in a trick led with `led` (hearts over the suit led over the rest). */
function beatKey(x: Card, led: number): number {
  return (suitOf(x) === HEARTS ? 20 : suitOf(x) === led ? 10 : 0) - rankOf(x);
}

/** Does `c` beat `best` in a trick led with `led`? */
function beats(c: Card, best: Card, led: number): boolean {
  return (suitOf(c) === HEARTS || suitOf(c) === led) && beatKey(c, led) > beatKey(best, led);
}

/** What the card rule of thumb looks at: from a view (the bot) or from a sampled state (the search's playouts). */
export interface PlaySituation {
  seat: Seat;
  declarer: Seat | null;
  /** Seats in play this hand (always four). */
  players: number;
  hand: readonly Card[];
  /** The cards that may be played now. */
  playable: readonly Card[];
  trick: readonly { seat: Seat; card: Card }[];
  /** Every card seen so far this hand (as far as the look-back rule lets this seat see), the current trick included. */
  seen: ReadonlySet<Card>;
}

/** Every card seen so far this hand (as far as the look-back rule lets this seat see). */
function seenCards(view: DobbmView): Set<Card> {
  const seen = new Set<Card>();
  for (const t of view.tricks) for (const p of t.cards ?? []) seen.add(parseCard(p.card)!);
  for (const p of view.trick) seen.add(parseCard(p.card)!);
  return seen;
}

/** Whether `c` can no longer be beaten in its suit by a card still out (hearts only by hearts). */
function isBoss(c: Card, hand: readonly Card[], seen: ReadonlySet<Card>): boolean {
  for (let r = 0; r < rankOf(c); r++) {
    const higher = suitOf(c) * 9 + r;
    if (!seen.has(higher) && !hand.includes(higher)) return false;
  }
  return true;
}

// Plain loops, no closures: this runs at every card of every search playout.
function cheapest(cs: readonly Card[]): Card {
  let a = cs[0]!;
  for (let i = 1; i < cs.length; i++) {
    const b = cs[i]!;
    if (pointsOf(b) < pointsOf(a) || (pointsOf(b) === pointsOf(a) && rankOf(b) > rankOf(a))) a = b;
  }
  return a;
}

function richest(cs: readonly Card[]): Card {
  let a = cs[0]!;
  for (let i = 1; i < cs.length; i++) {
    const b = cs[i]!;
    if (pointsOf(b) > pointsOf(a) || (pointsOf(b) === pointsOf(a) && isTrump(a) && !isTrump(b))) a = b;
  }
  return a;
}

const sideCards = (cs: readonly Card[]): Card[] => {
  const out: Card[] = [];
  for (const c of cs) if (!isTrump(c)) out.push(c);
  return out;
};

const ofSuit = (cs: readonly Card[], suit: number): Card[] => {
  const out: Card[] = [];
  for (const c of cs) if (suitOf(c) === suit) out.push(c);
  return out;
};

/** The card rule of thumb: bosses and low leads, schmieren to a partner's trick, win rich tricks cheaply. */
export function heuristicCard(s: PlaySituation): Card {
  const { seat: me, hand, seen } = s;
  const legalCards = s.playable;

  if (s.trick.length === 0) {
    if (me === s.declarer) {
      // The first boss heart in hand order.
      for (const c of legalCards) if (isTrump(c) && isBoss(c, hand, seen)) return c;
      // Lose the tricks that must be lost while the defenders still hold hearts: lead low from the longest side suit.
      const side = sideCards(legalCards);
      if (side.length > 0) {
        const len = [0, 0, 0, 0];
        for (const c of side) len[suitOf(c)]!++;
        let longest = side[0]!;
        for (const c of side) if (len[suitOf(c)]! > len[suitOf(longest)]!) longest = c;
        return cheapest(ofSuit(side, suitOf(longest)));
      }
      return cheapest(legalCards);
    }
    // The first boss in a side suit, in hand order.
    for (const c of legalCards) if (!isTrump(c) && isBoss(c, hand, seen)) return c;
    const side = sideCards(legalCards);
    return cheapest(side.length > 0 ? side : legalCards);
  }

  const led = suitOf(s.trick[0]!.card);
  let best = s.trick[0]!;
  for (const p of s.trick) if (beats(p.card, best.card, led)) best = p;
  const last = s.trick.length === s.players - 1;
  const partnerWins = (best.seat === s.declarer) === (me === s.declarer);
  if (partnerWins && (last || isBoss(best.card, hand, seen))) {
    // Schmieren: throw points onto a trick the own side will keep.
    return richest(legalCards);
  }
  const winners: Card[] = [];
  for (const c of legalCards) if (beats(c, best.card, led)) winners.push(c);
  let onTable = 0;
  for (const p of s.trick) onTable += pointsOf(p.card);
  if (winners.length > 0 && !partnerWins) {
    const safe: Card[] = [];
    for (const c of winners) if (last || isBoss(c, hand, seen)) safe.push(c);
    if (safe.length > 0) return last ? cheapest(safe) : richest(safe);
    if (onTable >= 10 || last) return cheapest(winners);
  }
  return cheapest(legalCards);
}

function choosePlay(view: DobbmView): DobbmAction {
  const legal = view.legal.filter((a): a is Extract<DobbmAction, { type: 'play' }> => a.type === 'play');
  const playable = cards(legal.map((a) => a.card));
  const c = heuristicCard({
    seat: view.seat!,
    declarer: view.declarer,
    players: view.active.length,
    hand: cards(view.hand!),
    playable,
    trick: view.trick.map((p) => ({ seat: p.seat, card: parseCard(p.card)! })),
    seen: seenCards(view),
  });
  return legal[playable.indexOf(c)]!;
}

/** A rule-of-thumb player: the text's bidding advice, voids on the discard, schmieren to partners. */
export const easyBot: Bot<DobbmView> = {
  kind: 'easy',
  decide(view, rng) {
    if (!myTurn(view)) return null;
    const hand = cards(view.hand ?? []);
    switch (view.phase) {
      case 'bid': {
        const t = chooseBid(view, hand);
        return view.legal.find((a) => a.type === t) ?? view.legal[0]!;
      }
      case 'discard': return chooseDiscard(view, rng);
      case 'double': {
        const t = chooseDouble(view, hand);
        return view.legal.find((a) => a.type === t) ?? view.legal[0]!;
      }
      case 'play': return choosePlay(view);
      default: return null;
    }
  },
};
