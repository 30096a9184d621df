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
  const r = ranking(trumpMode(solo), view.options.dullen);
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
  for (const a of options) {
    const solo = soloOfReservation(a.reservation);
    if (!solo) continue;
    const s = strength(hand, view, solo);
    if (s >= 14 && (!best || s > best.s)) best = { a, s };
  }
  if (best) return best.a;
  return by('throwNines') ?? by('throwKings') ?? by('poverty') ?? by('marriage') ?? by('healthy')!;
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
  const solo = c?.kind === 'solo' ? c.solo : null;
  const s = strength(hand, view, solo);
  const say = announce.find((a) => a.announcement === 're' || a.announcement === 'kontra');
  const queens = hand.filter((x) => x === CLUBS_QUEEN).length;
  if (say && s >= (solo ? 11 : 9) + (queens === 0 && !solo ? 1 : 0)) return say;
  const no90 = announce.find((a) => a.announcement === 'no90');
  if (no90 && s >= (solo ? 14 : 12) && hand.includes(DULLE)) return no90;
  return pick(plays, rng);
}
