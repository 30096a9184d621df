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

function chooseBid(view: DobbmView, hand: Card[]): DobbmAction['type'] {
  const types = new Set(view.legal.map((a) => a.type));
  if (types.has('solo') && worthSolo(hand)) return 'solo';
  if (types.has('dob') && (worthOrdinary(hand) || !types.has('pass'))) return 'dob';
  return 'pass';
}

/** Lay away to make side-suit voids and bank loose points; keep hearts and sows. */
function chooseDiscard(view: DobbmView, rng: Rng): DobbmAction {
  let best: DobbmAction[] = [];
  let bestScore = -Infinity;
  const hand = cards(view.hand!);
  for (const a of view.legal) {
    if (a.type !== 'discard') continue;
    const away = cards(a.cards);
    const kept = hand.filter((c) => !away.includes(c));
    let score = 0;
    for (const c of away) {
      if (isTrump(c)) score -= 40 + (9 - rankOf(c)) * 3;
      else if (isSau(c)) score -= 35;
      else score += pointsOf(c) + 1;
    }
    for (let s = 1; s < 4; s++) if (!kept.some((c) => suitOf(c) === s) && hand.some((c) => suitOf(c) === s)) score += 12;
    if (score > bestScore) { bestScore = score; best = [a]; } else if (score === bestScore) best.push(a);
  }
  return pick(best, rng);
}

function chooseDouble(view: DobbmView, hand: Card[]): DobbmAction['type'] {
  if (!view.legal.some((a) => a.type === 'double') || view.doubles >= 2) return 'pass';
  const h = hearts(hand).length;
  if (view.seat === view.declarer) return h >= 6 && has(hand, HERZ_SAU) ? 'double' : 'pass';
  const sows = hand.filter(isSau).length;
  return h >= 4 && sows >= 2 ? 'double' : 'pass';
}

/** Does `c` beat `best` in a trick led with `led`? */
function beats(c: Card, best: Card, led: number): boolean {
  const key = (x: Card): number => (suitOf(x) === HEARTS ? 20 : suitOf(x) === led ? 10 : 0) - rankOf(x);
  return (suitOf(c) === HEARTS || suitOf(c) === led) && key(c) > key(best);
}

const sameSide = (view: DobbmView, a: Seat, b: Seat): boolean => (a === view.declarer) === (b === view.declarer);

/** Every card seen so far this hand (as far as the look-back rule lets this seat see). */
function seenCards(view: DobbmView): Set<Card> {
  const seen = new Set<Card>();
  for (const t of view.tricks) for (const p of t.cards ?? []) seen.add(parseCard(p.card)!);
  for (const p of view.trick) seen.add(parseCard(p.card)!);
  return seen;
}

/** Whether `c` can no longer be beaten in its suit by a card still out (hearts only by hearts). */
function isBoss(c: Card, hand: readonly Card[], seen: Set<Card>): boolean {
  for (let r = 0; r < rankOf(c); r++) {
    const higher = suitOf(c) * 9 + r;
    if (!seen.has(higher) && !hand.includes(higher)) return false;
  }
  return true;
}

function choosePlay(view: DobbmView): DobbmAction {
  const me = view.seat!;
  const hand = cards(view.hand!);
  const legal = view.legal.filter((a): a is Extract<DobbmAction, { type: 'play' }> => a.type === 'play');
  const legalCards = cards(legal.map((a) => a.card));
  const seen = seenCards(view);
  const cheapest = (cs: Card[]): Card => cs.reduce((a, b) => (pointsOf(b) < pointsOf(a) || (pointsOf(b) === pointsOf(a) && rankOf(b) > rankOf(a)) ? b : a));
  const richest = (cs: Card[]): Card => cs.reduce((a, b) => (pointsOf(b) > pointsOf(a) || (pointsOf(b) === pointsOf(a) && isTrump(a) && !isTrump(b)) ? b : a));
  const act = (c: Card): DobbmAction => legal[legalCards.indexOf(c)]!;

  if (view.trick.length === 0) {
    const bosses = legalCards.filter((c) => isBoss(c, hand, seen));
    if (me === view.declarer) {
      const bossHeart = bosses.find(isTrump);
      if (bossHeart !== undefined) return act(bossHeart);
      // Lose the tricks that must be lost while the defenders still hold hearts: lead low from the longest side suit.
      const side = legalCards.filter((c) => !isTrump(c));
      if (side.length > 0) {
        const len = (s: number): number => side.filter((c) => suitOf(c) === s).length;
        const longest = side.reduce((a, b) => (len(suitOf(b)) > len(suitOf(a)) ? b : a));
        return act(cheapest(side.filter((c) => suitOf(c) === suitOf(longest))));
      }
      return act(cheapest(legalCards));
    }
    const sideBoss = bosses.find((c) => !isTrump(c));
    if (sideBoss !== undefined) return act(sideBoss);
    const side = legalCards.filter((c) => !isTrump(c));
    return act(cheapest(side.length > 0 ? side : legalCards));
  }

  const led = suitOf(parseCard(view.trick[0]!.card)!);
  let best = view.trick[0]!;
  for (const p of view.trick) if (beats(parseCard(p.card)!, parseCard(best.card)!, led)) best = p;
  const bestCard = parseCard(best.card)!;
  const last = view.trick.length === view.active.length - 1;
  const partnerWins = sameSide(view, best.seat, me);
  if (partnerWins && (last || isBoss(bestCard, hand, seen))) {
    // Schmieren: throw points onto a trick the own side will keep.
    return act(richest(legalCards));
  }
  const winners = legalCards.filter((c) => beats(c, bestCard, led));
  const onTable = view.trick.reduce((s, p) => s + pointsOf(parseCard(p.card)!), 0);
  if (winners.length > 0 && !partnerWins) {
    const safe = winners.filter((c) => last || isBoss(c, hand, seen));
    if (safe.length > 0) return act(last ? cheapest(safe) : richest(safe));
    if (onTable >= 10 || last) return act(cheapest(winners));
  }
  return act(cheapest(legalCards));
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
