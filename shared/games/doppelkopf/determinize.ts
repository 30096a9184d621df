import type { Seat } from '../../engine/game';
import { shuffled, type Rng } from '../../engine/rng';
import { dealConstrained, type Holder } from '../../bots/constrained-deal';
import { ANNOUNCEMENTS } from './actions';
import { CLUBS_QUEEN, DIAMONDS, deck, FOX, KING, makeCard, NINE, parseCard, type Card } from './cards';
import { GENSCHER_KING } from './genscher';
import { raisedCards, ranking, trumpMode, TRUMP, type Ranking } from './order';
import type { Level, Party } from './scoring';
import { reservationOfSolo, type CompletedTrick, type DoppelkopfState, type Reservation } from './state';
import type { DoppelkopfView } from './view';

/** The Clubs Queens get a group of their own where they decide the parties, so "has none" can be said of them. */
const QUEENS_GROUP = 5;

const card = (name: string): Card => {
  const c = parseCard(name);
  if (c === undefined) throw new Error(`view holds unknown card "${name}"`);
  return c;
};

/** The ranking of the game in the view (normal before the game is fixed). */
export function viewRanking(view: DoppelkopfView): Ranking {
  const c = view.contract;
  return ranking(trumpMode(c?.kind === 'solo' ? c.solo : null, view.options.suitSolo), view.options.dullen, raisedCards(view.pigs, view.options.hyperschweine));
}

/** Groups (plain suit 0..3, trump 4) each seat has shown it lacks by not following. */
export function inferVoids(view: DoppelkopfView): Set<number>[] {
  const r = viewRanking(view);
  const voids = Array.from({ length: view.seats }, () => new Set<number>());
  const observe = (cards: { seat: Seat; card: string }[]): void => {
    if (cards.length === 0) return;
    const led = r.follow[card(cards[0]!.card)]!;
    for (const p of cards.slice(1)) if (r.follow[card(p.card)] !== led) voids[p.seat]!.add(led);
  };
  for (const t of view.tricks) observe(t.cards);
  observe(view.trick);
  return voids;
}

/** Take one copy of each of `cards` out of `pool` (a multiset); false if one is missing. */
function takeFrom(pool: Card[], cards: readonly Card[]): boolean {
  for (const c of cards) {
    const at = pool.indexOf(c);
    if (at < 0) return false;
    pool.splice(at, 1);
  }
  return true;
}

interface Plan {
  seat: Seat;
  size: number;
  void: Set<number>;
  /** Cards this seat must hold: drawn before the rest is dealt. */
  mustQueens: number;
  /** Poverty: exactly this many trumps in the poor player's hand. */
  exactTrumps: number | null;
  /** Cards this seat must hold: the pairs of Schweine/Hyperschweine it said (or that count automatically), as far as not played. */
  mustCards: Card[];
  known: Card[];
}

/**
 * A sampler of full Doppelkopf states agreeing with everything `view`
 * shows: own hand, the tricks, shown voids (trump included), the parties
 * as far as public (a Re announced without a Clubs Queen played means one
 * is still in that hand; a Kontra holds none; a marriage's bride holds
 * both), an ouvert soloist's open hand, and in a poverty the number of
 * trumps given back to the poor player. Only the view goes in.
 */
export function sampler(view: DoppelkopfView): (rng: Rng) => DoppelkopfState {
  if (view.seat === null || view.hand === null) throw new Error('determinize: a spectator view has no hand to start from');
  const me = view.seat;
  const r = viewRanking(view);
  const c = view.contract;
  const queensDecide = c === null || c.kind === 'normal' || c.kind === 'marriage';
  const groupOf = (x: Card): number => (queensDecide && x === CLUBS_QUEEN ? QUEENS_GROUP : r.follow[x]!);
  const voids = inferVoids(view);

  const played: Card[][] = Array.from({ length: view.seats }, () => []);
  for (const p of [...view.tricks.flatMap((t) => t.cards), ...view.trick]) played[p.seat]!.push(card(p.card));
  const unseen = deck(view.options.withNines);
  const mine = view.hand.map(card);
  if (!takeFrom(unseen, mine) || !takeFrom(unseen, played.flat())) throw new Error('determinize: the view shows a card more than twice');
  const open = view.openHand && view.openHand.seat !== me ? { seat: view.openHand.seat, cards: view.openHand.cards.map(card) } : null;
  if (open && !takeFrom(unseen, open.cards)) throw new Error('determinize: the open hand does not fit the unseen cards');
  // Poverty on offer: the cards laid out lie aside, seen only by some.
  const aside = view.phase === 'povertyOffer' && view.poverty ? view.poverty : null;
  const asideKnown = aside?.cards ? aside.cards.map(card) : null;
  if (asideKnown && !takeFrom(unseen, asideKnown)) throw new Error('determinize: the poverty cards do not fit the unseen cards');

  const plans: Plan[] = [];
  for (const s of view.active) {
    if (s === me || view.handSizes[s] === 0) continue;
    const v = new Set(voids[s]);
    if (v.has(TRUMP) && queensDecide) v.add(QUEENS_GROUP);
    const plan: Plan = { seat: s, size: view.handSizes[s]!, void: v, mustQueens: 0, exactTrumps: null, mustCards: [], known: [] };
    if (open?.seat === s) { plan.known = open.cards; plan.size = 0; }
    const queensPlayed = played[s]!.filter((x) => x === CLUBS_QUEEN).length;
    // After a Genscher the parties no longer follow the Clubs Queens (genscher.ts): no Queen follows from them.
    if (c?.kind === 'normal' && view.phase === 'play' && !view.genscher) {
      if (view.parties[s] === 'kontra') v.add(QUEENS_GROUP);
      else if (view.parties[s] === 're' && queensPlayed === 0) plan.mustQueens = 1;
    }
    // The Genscher held both Kings of Diamonds: the one not played yet is still in that hand.
    if (view.genscher?.seat === s && plan.size > 0 && played[s]!.filter((x) => x === GENSCHER_KING).length < 2 && takeFrom(unseen, [GENSCHER_KING])) {
      plan.known = [...plan.known, GENSCHER_KING];
      plan.size -= 1;
    }
    if (c?.kind === 'marriage') {
      if (s === c.seat) plan.mustQueens = 2 - queensPlayed;
      else v.add(QUEENS_GROUP);
    }
    if (c?.kind === 'poverty' && s === c.seat && view.phase === 'play' && view.poverty?.returnedTrumps != null) {
      // The poor player gave away all trumps: the trumps held now are the ones given back.
      plan.exactTrumps = Math.max(0, view.poverty.returnedTrumps - played[s]!.filter((x) => r.follow[x] === TRUMP).length);
    }
    // Schweine (Hyperschweine): the seat held both cards of the pair when they began to count; the ones not played are still there.
    for (const [pigSeat, pair] of pigPairs(view)) {
      if (pigSeat !== s) continue;
      for (let k = played[s]!.filter((x) => x === pair).length; k < 2; k++) plan.mustCards.push(pair);
    }
    plans.push(plan);
  }
  if (c?.kind === 'marriage' && c.seat === me) for (const p of plans) p.void.add(QUEENS_GROUP);
  const asideSize = aside && !asideKnown ? aside.count : 0;

  const history = structuredClone(view.score.games);
  // Copied once per decision, not per sample, and shared by the samples: the rules never change a state in place (frozen, so a change would throw).
  const options = deepFreeze(structuredClone(view.options));
  const contract = c === null ? null : deepFreeze(structuredClone(c));
  const evening = deepFreeze(structuredClone(view.evening));
  const announcements = view.announcements.map((a) => ({
    seat: a.seat,
    party: (a.announcement === 're' ? 're' : a.announcement === 'kontra' ? 'kontra' : view.parties[a.seat] ?? 'kontra') as Party,
    level: (a.announcement === 're' || a.announcement === 'kontra' ? 1 : ANNOUNCEMENTS.indexOf(a.announcement)) as Level,
  }));
  const reservations = view.reservations.map((x, s): Reservation | null => (x === 'reservation' ? hiddenReservation(view, s) : x));
  const tricks: CompletedTrick[] = view.tricks.map((t) => ({
    leader: t.leader, winner: t.winner, points: t.points, cards: t.cards.map((p) => ({ seat: p.seat, card: card(p.card) })),
  }));
  const trick = view.trick.map((p) => ({ seat: p.seat, card: card(p.card) }));
  const f = view.finalTrick;
  const finalTrick = f && { round: f.round, trick: { leader: f.leader, winner: f.winner, points: f.points, cards: f.cards.map((p) => ({ seat: p.seat, card: card(p.card) })) } };

  return (rng) => {
    const dealt = deal(unseen, plans, asideSize, groupOf, r, rng, true) ?? deal(unseen, plans, asideSize, groupOf, r, rng, false);
    if (!dealt) throw new Error('determinize: the view\'s card counts do not add up to the unseen cards');
    const hands: Card[][] = Array.from({ length: view.seats }, () => []);
    hands[me] = mine.slice();
    plans.forEach((p, i) => { hands[p.seat] = dealt.hands[i]!; });
    const povertyCards = asideKnown ?? (aside ? dealt.aside : povertyPlaceholder(view, unseen));
    return {
      n: view.seats,
      options,
      round: view.round,
      phase: view.phase,
      dealer: view.dealer,
      active: view.active.slice(),
      hands,
      dealt: hands.map((h, s) => [...h, ...played[s]!]),
      reservations,
      contract,
      povertyCards,
      povertyDeclined: view.poverty?.declined.slice() ?? [],
      povertyReturnedTrumps: view.poverty?.returnedTrumps ?? null,
      turn: view.awaiting[0] ?? view.active[0]!,
      trick,
      tricks,
      announcements,
      gamesPlayed: view.score.gamesPlayed,
      history,
      bock: view.bock.pending.map((m) => Math.round(Math.log2(m))),
      evening,
      ramschGame: view.ramschGame,
      finalTrick,
      // Schweine said or automatic: the sampled world ranks the Foxes as the table does (rankingOf).
      pigs: view.pigs ? { ...view.pigs } : null,
      // A Genscher made (public): the sampled world has the table's parties (partyOf).
      genscher: view.genscher ? { ...view.genscher } : null,
    };
  };
}

function deepFreeze<T>(x: T): T {
  if (x !== null && typeof x === 'object' && !Object.isFrozen(x)) {
    Object.freeze(x);
    for (const v of Object.values(x)) deepFreeze(v);
  }
  return x;
}

export function determinize(view: DoppelkopfView, rng: Rng): DoppelkopfState {
  return sampler(view)(rng);
}

/**
 * Deal the unseen cards: first the cards some seats must hold (Clubs Queens,
 * a poor player's trumps), then the rest with the voids. With `strict`
 * false the voids are dropped: the rules make a contradiction impossible,
 * but a sample is better than a stopped table.
 */
function deal(
  unseen: readonly Card[], plans: readonly Plan[], asideSize: number, groupOf: (c: Card) => number, r: Ranking, rng: Rng, strict: boolean,
): { hands: Card[][]; aside: Card[] } | null {
  const pool = shuffled(unseen, rng);
  const fixed: Card[][] = plans.map((p) => p.known.slice());
  const holders: Holder[] = [];
  for (let i = 0; i < plans.length; i++) {
    const p = plans[i]!;
    let size = p.size;
    const v = strict ? new Set(p.void) : new Set<number>();
    for (const m of p.mustCards) {
      const at = pool.indexOf(m);
      if (at < 0 || size === 0) continue;
      fixed[i]!.push(pool.splice(at, 1)[0]!);
      size--;
    }
    for (let k = 0; k < p.mustQueens && size > 0; k++) {
      const at = pool.indexOf(CLUBS_QUEEN);
      if (at < 0) break;
      fixed[i]!.push(pool.splice(at, 1)[0]!);
      size--;
    }
    if (p.exactTrumps !== null && strict) {
      for (let k = 0; k < p.exactTrumps && size > 0; k++) {
        const at = pool.findIndex((x) => r.follow[x] === TRUMP);
        if (at < 0) return null;
        fixed[i]!.push(pool.splice(at, 1)[0]!);
        size--;
      }
      v.add(TRUMP);
      v.add(QUEENS_GROUP);
    }
    holders.push({ size, void: v });
  }
  if (asideSize > 0) holders.push({ size: asideSize, void: new Set() });
  const out = dealConstrained(pool, groupOf, holders, rng);
  if (!out) return null;
  return { hands: plans.map((_, i) => [...fixed[i]!, ...out[i]!]), aside: asideSize > 0 ? out[plans.length]! : [] };
}

/** The pairs that count this game and who holds them (view.pigs): both Foxes, and both Diamonds Nines/Kings for Hyperschweine. */
function pigPairs(view: DoppelkopfView): [Seat, Card][] {
  const out: [Seat, Card][] = [];
  if (view.pigs?.schweine != null) out.push([view.pigs.schweine, FOX]);
  if (view.pigs?.hyper != null && view.options.hyperschweine !== 'off') out.push([view.pigs.hyper, makeCard(DIAMONDS, view.options.hyperschweine === 'nines' ? NINE : KING)]);
  return out;
}

/** A hidden reservation's text never shows; the winner's follows from the contract, a beaten one is any non-healthy answer. */
function hiddenReservation(view: DoppelkopfView, seat: Seat): Reservation {
  const c = view.contract;
  if (c?.kind === 'solo' && c.soloist === seat) return reservationOfSolo(c.solo);
  if (c?.kind === 'marriage' && c.seat === seat) return c.last ? 'marriageLast' : 'marriage';
  if (c?.kind === 'void' && c.seat === seat) return c.reason === 'povertyRefused' || c.reason === 'povertyMarriage' ? 'poverty' : c.reason;
  return c?.kind === 'poverty' && c.seat === seat ? 'poverty' : 'marriage';
}

/** Poverty cards nobody at this seat saw, once play is on: only their number shows, so any cards do. */
function povertyPlaceholder(view: DoppelkopfView, unseen: readonly Card[]): Card[] {
  if (!view.poverty) return [];
  if (view.poverty.cards) return view.poverty.cards.map(card);
  return Array.from({ length: view.poverty.count }, (_, i) => unseen[i % Math.max(1, unseen.length)] ?? CLUBS_QUEEN);
}
