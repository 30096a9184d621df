import type { Bot } from '../../engine/game';
import { pick, type Rng } from '../../engine/rng';
import { CLUBS_QUEEN, DULLE, FOX, parseCard, pointsOf, rankOf, ACE, type Card } from './cards';
import type { DoppelkopfAction } from './actions';
import { isTrump, ranking, trumpMode } from './order';
import { soloOfReservation } from './state';
import type { DoppelkopfView } from './view';

/**
 * The baseline bot: reservations and announcements by simple counting of
 * trumps and high cards, cards at random among the legal ones. Good enough
 * to fill a seat; the search bots build on shared/bots.
 */
export const randomBot: Bot<DoppelkopfView> = {
  kind: 'random',
  decide(view, rng) {
    if (view.seat === null || !view.awaiting.includes(view.seat) || view.legal.length === 0) return null;
    const hand = (view.hand ?? []).map((n) => parseCard(n)!);
    const of = <T extends DoppelkopfAction['type']>(t: T) => view.legal.filter((a): a is Extract<DoppelkopfAction, { type: T }> => a.type === t);
    switch (view.phase) {
      case 'reserve': return chooseReservation(view, hand, of('reserve'));
      case 'povertyPass': return cheapest(of('povertyPass'), view);
      case 'povertyOffer': return of('povertyAnswer').find((a) => a.accept === (strength(hand, view, null) >= 9))!;
      case 'povertyReturn': return cheapest(of('povertyReturn'), view);
      default: return playOrAnnounce(view, hand, of('announce'), of('play'), rng);
    }
  },
};

/** Trumps, the four highest kinds of trump once more, aces half: a rough measure of a hand in a kind of game. */
function strength(hand: readonly Card[], view: DoppelkopfView, solo: ReturnType<typeof soloOfReservation>): number {
  const r = ranking(trumpMode(solo, view.options.suitSolo), view.options.dullen);
  const highest = Math.max(0, ...r.strength.filter((s) => s >= 100));
  const trumps = hand.filter((c) => isTrump(r, c));
  const top = trumps.filter((c) => r.strength[c]! > highest - 4).length;
  const aces = hand.filter((c) => !isTrump(r, c) && rankOf(c) === ACE).length;
  return trumps.length + top + aces / 2;
}

function chooseReservation(view: DoppelkopfView, hand: Card[], options: Extract<DoppelkopfAction, { type: 'reserve' }>[]): DoppelkopfAction {
  const by = (r: string) => options.find((a) => a.reservation === r);
  // A solo when the hand is overwhelming in it.
  let best: { a: DoppelkopfAction; s: number } | null = null;
  let fallback: { a: DoppelkopfAction; s: number } | null = null;
  for (const a of options) {
    const solo = soloOfReservation(a.reservation);
    if (!solo) continue;
    // Null: strong when the hand is low (few points, no trumps in a meatless Null).
    const s = solo.startsWith('null') ? nullStrength(hand, view, solo) : strength(hand, view, solo);
    if (s >= 14 && (!best || s > best.s)) best = { a, s };
    if (!solo.startsWith('null') && (!fallback || s > fallback.s)) fallback = { a, s };
  }
  if (best) return best.a;
  const plain = by('throwNines') ?? by('throwKings') ?? by('throwMarriage') ?? by('poverty') ?? by('marriage') ?? by('healthy');
  // A Pflichtsolo leaves only solos: the one this hand is strongest in.
  return plain ?? fallback?.a ?? options[0]!;
}

/** A Null wants no high card: 14 or more for a hand of Nines, Jacks and Queens with at most one higher card and no trump. */
function nullStrength(hand: readonly Card[], view: DoppelkopfView, solo: string): number {
  if (solo.endsWith('Ouvert')) return 0;
  const r = ranking(trumpMode(solo as never, view.options.suitSolo), view.options.dullen);
  const trumps = hand.filter((c) => isTrump(r, c)).length;
  // Kings, Tens and Aces win tricks; a Null hand has at most one of them.
  const high = hand.filter((c) => pointsOf(c) >= 4).length;
  return 18 - 4 * high - 3 * trumps;
}

/** The choice that gives away the fewest card points (poverty cards and the cards given back). */
function cheapest<A extends { cards: string[] }>(choices: A[], view: DoppelkopfView): A {
  const r = ranking('normal', view.options.dullen);
  const cost = (a: A): number => a.cards.reduce((s, n) => {
    const c = parseCard(n)!;
    return s + pointsOf(c) + (isTrump(r, c) ? 20 + r.strength[c]! - 100 : 0) + (c === FOX ? 10 : 0);
  }, 0);
  return choices.reduce((b, a) => (cost(a) < cost(b) ? a : b));
}

function playOrAnnounce(
  view: DoppelkopfView, hand: Card[], announce: Extract<DoppelkopfAction, { type: 'announce' }>[],
  plays: DoppelkopfAction[], rng: Rng,
): DoppelkopfAction {
  const c = view.contract;
  const joker = view.legal.find((a) => a.type === 'joker' && !a.free) ?? view.legal.find((a) => a.type === 'joker');
  // A joker only with a strong hand to lead from; nobody waits for it.
  if (joker && strength(hand, view, c?.kind === 'solo' ? c.solo : null) >= 12) return joker;
  if (c?.kind === 'ramsch') return ramschCard(view, plays);
  const solo = c?.kind === 'solo' ? c.solo : null;
  if (solo?.startsWith('null')) return ramschCard(view, plays);
  const s = strength(hand, view, solo);
  const say = announce.find((a) => a.announcement === 're' || a.announcement === 'kontra');
  const queens = hand.filter((x) => x === CLUBS_QUEEN).length;
  if (say && s >= (solo ? 11 : 9) + (queens === 0 && !solo ? 1 : 0)) return say;
  const no90 = announce.find((a) => a.announcement === 'no90');
  if (no90 && s >= (solo ? 14 : 12) && hand.includes(DULLE)) return no90;
  return pick(plays, rng);
}

/** Ramsch and Null: shed the card least likely to win a trick (the weakest, then the fewest points). */
function ramschCard(view: DoppelkopfView, plays: DoppelkopfAction[]): DoppelkopfAction {
  const c = view.contract;
  const r = ranking(trumpMode(c?.kind === 'solo' ? c.solo : null, view.options.suitSolo), view.options.dullen);
  const cost = (a: DoppelkopfAction): number => {
    const card = parseCard((a as { card: string }).card)!;
    return r.strength[card]! * 20 + pointsOf(card);
  };
  return plays.reduce((b, a) => (cost(a) < cost(b) ? a : b));
}
