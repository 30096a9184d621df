import type { Seat } from '../../engine/game';
import { ACE, CLUBS_QUEEN, deck, DULLE, FOX, handSize, parseCard, pointsOf, rankOf, type Card } from './cards';
import type { DoppelkopfAction } from './actions';
import { isTrump, raisedCards, ranking, trickWinner, trumpMode, TRUMP, type Played, type Ranking } from './order';
import { isNullSolo, type SoloId } from './options';
import { knownParties, partyOf, rankingOf } from './parties';
import { playableCards } from './play';
import { soloOfReservation, type DoppelkopfState } from './state';
import type { DoppelkopfView } from './view';
import type { Party } from './scoring';

/**
 * Rules of thumb shared by all levels: reservations, poverty, announcements
 * and jokers by counting the hand; the easy bot's card play and the search's
 * playouts from one description of the position (`Situation`), built from a
 * view or, inside a sampled world, from the state.
 */

type Of<T extends DoppelkopfAction['type']> = Extract<DoppelkopfAction, { type: T }>;

/** Trumps, the four highest kinds of trump once more, aces half: a rough measure of a hand in a kind of game. */
export function strength(hand: readonly Card[], view: DoppelkopfView, solo: SoloId | null): number {
  const r = ranking(trumpMode(solo, view.options.suitSolo), view.options.dullen);
  const highest = Math.max(0, ...r.strength.filter((s) => s >= 100));
  const trumps = hand.filter((c) => isTrump(r, c));
  const top = trumps.filter((c) => r.strength[c]! > highest - 4).length;
  const aces = hand.filter((c) => !isTrump(r, c) && rankOf(c) === ACE).length;
  return trumps.length + top + aces / 2;
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

/**
 * When to bid and announce: the strength (`strength`) a call needs. `TODAY`
 * is what every level did until November 2026 (and `hard-2026-11` keeps).
 */
export interface CallPolicy {
  /** A solo (lust or Weimar Null/Dullen/Trumpf) from this strength on. */
  solo: number;
  /** Re/Kontra in a normal game with a Clubs Queen (one more without), and the soloist's. */
  re: number;
  reSolo: number;
  /** "keine 90" with a Dulle from this strength on; null: never. */
  no90: number | null;
  no90Solo: number | null;
  /**
   * The play so far: Re/Kontra also two below `re` once the seat and its
   * known partners have taken this many card points; "keine 90" (not in a
   * solo) from strength 10 with this many. Absent: hand only.
   */
  reWon?: number;
  no90Won?: number;
  /** Kontra in a normal game from this strength on (absent: as Re without a Clubs Queen, `re` + 1). */
  kontra?: number;
}

export const TODAY: CallPolicy = { solo: 14, re: 9, reSolo: 11, no90: 12, no90Solo: 14 };

/** A solo only with an overwhelming hand; else throw in, poverty or marriage when dealt; a Pflichtsolo picks the strongest. */
export function chooseReservation(view: DoppelkopfView, hand: Card[], options: Of<'reserve'>[], policy: CallPolicy = TODAY): DoppelkopfAction {
  const by = (r: string) => options.find((a) => a.reservation === r);
  let best: { a: DoppelkopfAction; s: number } | null = null;
  let fallback: { a: DoppelkopfAction; s: number } | null = null;
  for (const a of options) {
    const solo = soloOfReservation(a.reservation);
    if (!solo) continue;
    const s = isNullSolo(solo) ? nullStrength(hand, view, solo) : strength(hand, view, solo);
    if (s >= policy.solo && (!best || s > best.s)) best = { a, s };
    if (!isNullSolo(solo) && (!fallback || s > fallback.s)) fallback = { a, s };
  }
  if (best) return best.a;
  const plain = by('throwNines') ?? by('throwKings') ?? by('throwMarriage') ?? by('poverty') ?? by('marriage') ?? by('healthy');
  return plain ?? fallback?.a ?? options[0]!;
}

/** The choice that gives away the fewest card points (poverty cards and the cards given back). */
export function cheapest<A extends { cards: string[] }>(choices: A[], view: DoppelkopfView): A {
  const r = ranking('normal', view.options.dullen);
  const cost = (a: A): number => a.cards.reduce((s, n) => {
    const c = parseCard(n)!;
    return s + pointsOf(c) + (isTrump(r, c) ? 20 + r.strength[c]! - 100 : 0) + (c === FOX ? 10 : 0);
  }, 0);
  return choices.reduce((b, a) => (cost(a) < cost(b) ? a : b));
}

export const actionsOf = <T extends DoppelkopfAction['type']>(view: DoppelkopfView, t: T): Of<T>[] =>
  view.legal.filter((a): a is Of<T> => a.type === t);

/** Everything before the cards: reservation, poverty laid out, taken or not, cards given back. Null in the play phase. */
export function biddingMove(view: DoppelkopfView, hand: Card[], policy: CallPolicy = TODAY): DoppelkopfAction | null {
  switch (view.phase) {
    case 'reserve': return chooseReservation(view, hand, actionsOf(view, 'reserve'), policy);
    case 'povertyPass': return cheapest(actionsOf(view, 'povertyPass'), view);
    case 'povertyOffer': return actionsOf(view, 'povertyAnswer').find((a) => a.accept === (strength(hand, view, null) >= 9)) ?? null;
    case 'povertyReturn': return cheapest(actionsOf(view, 'povertyReturn'), view);
    default: return null;
  }
}

/**
 * Re/Kontra only with a strong
 * hand (one more trump needed without a Clubs Queen), "keine 90" with a
 * very strong one holding a Dulle. Nothing in Ramsch and Null.
 */
export function declaration(view: DoppelkopfView, hand: Card[], policy: CallPolicy = TODAY): DoppelkopfAction | null {
  const c = view.contract;
  const solo = c?.kind === 'solo' ? c.solo : null;
  if (c?.kind === 'ramsch' || (solo && isNullSolo(solo))) return null;
  const announce = actionsOf(view, 'announce');
  const s = strength(hand, view, solo);
  const say = announce.find((a) => a.announcement === 're' || a.announcement === 'kontra');
  const queens = hand.filter((x) => x === CLUBS_QUEEN).length;
  const reAt = say?.announcement === 'kontra' && !solo && policy.kontra !== undefined ? policy.kontra : (solo ? policy.reSolo : policy.re) + (queens === 0 && !solo ? 1 : 0);
  const won = policy.reWon !== undefined || policy.no90Won !== undefined ? wonByParty(view) : 0;
  if (say && (s >= reAt || (policy.reWon !== undefined && s >= reAt - 2 && won >= policy.reWon))) return say;
  const no90 = announce.find((a) => a.announcement === 'no90');
  const no90At = solo ? policy.no90Solo : policy.no90;
  if (no90 && no90At !== null && s >= no90At && hand.includes(DULLE)) return no90;
  if (no90 && !solo && policy.no90Won !== undefined && s >= 10 && won >= policy.no90Won) return no90;
  return null;
}

/** Card points taken so far by this seat and the partners it knows. */
function wonByParty(view: DoppelkopfView): number {
  const mine = view.seat === null ? null : view.parties[view.seat];
  if (!mine) return 0;
  return view.tricks.reduce((sum, t) => sum + (view.parties[t.winner] === mine ? t.points : 0), 0);
}

/**
 * Weimar joker: take the lead only with a hand that wants it (strong in the
 * game being played), never in Ramsch or a Null (leading there only risks
 * tricks). A free joker for a hand of the best ~12 %; the own one, which
 * must last the evening, for the best ~3 % until the evening is late
 * (closing time or three quarters of the games), then like a free one.
 */
export function jokerChoice(view: DoppelkopfView, hand: Card[]): DoppelkopfAction | null {
  const c = view.contract;
  const solo = c?.kind === 'solo' ? c.solo : null;
  if (c?.kind === 'ramsch' || (solo && isNullSolo(solo))) return null;
  const s = strength(hand, view, solo);
  const free = view.legal.find((a) => a.type === 'joker' && a.free);
  if (free && s >= 12) return free;
  const own = view.legal.find((a) => a.type === 'joker' && !a.free);
  const late = view.evening.closing || view.score.gamesPlayed * 4 >= view.score.gamesInMatch * 3;
  return own && s >= (late ? 12 : 13.5) ? own : null;
}

/** Every level: a joker when a game's start finds this seat (not leading) with a hand that wants the lead (status().optional). */
export const volunteerJoker = (view: DoppelkopfView): DoppelkopfAction | null =>
  view.seat === null ? null : jokerChoice(view, (view.hand ?? []).map((n) => parseCard(n)!));

/** Ramsch and Null: shed the card least likely to win a trick (the weakest, then the fewest points). */
export function weakestCard(view: DoppelkopfView, plays: DoppelkopfAction[]): DoppelkopfAction {
  const r = viewRankingOf(view);
  const cost = (a: DoppelkopfAction): number => {
    const card = parseCard((a as { card: string }).card)!;
    return r.strength[card]! * 20 + pointsOf(card);
  };
  return plays.reduce((b, a) => (cost(a) < cost(b) ? a : b));
}

const viewRankingOf = (view: DoppelkopfView): Ranking => {
  const c = view.contract;
  return ranking(trumpMode(c?.kind === 'solo' ? c.solo : null, view.options.suitSolo), view.options.dullen, raisedCards(view.pigs, view.options.hyperschweine));
};

/** How a seat stands to the one deciding. */
export type Relation = 'partner' | 'opponent' | 'unknown';

/** How `me` stands to `s` by the parties `me` knows (null: not known). */
export function relationBetween(known: readonly (Party | null)[], me: Seat, s: Seat): Relation {
  const p = known[s];
  const mine = known[me];
  if (!p || !mine) return 'unknown';
  return p === mine ? 'partner' : 'opponent';
}

/** What the card heuristic looks at. */
export interface Situation {
  seat: Seat;
  playable: Card[];
  trick: Played[];
  /** Completed tricks so far, and the plain suits led in them. */
  done: number;
  total: number;
  ledSuits: Set<number>;
  r: Ranking;
  secondDulleBeats: boolean;
  /** Ramsch or Null: tricks are to be avoided (for the Null soloist; his opponents duck under him too). */
  avoid: boolean;
  /** Playing alone against three: draw their trumps. */
  alone: boolean;
  relation: (seat: Seat) => Relation;
  /** Weimar: a Dulle beaten by the other one costs its owner minus points; is the other one still out? */
  dulleRisk: boolean;
  /** The cards that may still come into this trick after this seat (from a view: all unseen ones); lazy, for the Fox care (bots-fox.ts). */
  later?: () => Card[];
  /** The seats still to play in this trick, lazily. */
  toCome?: () => Seat[];
  /**
   * A game without trumps read by masters (bots-trumpless.ts `withTrumplessPlay`): a plain card is sure exactly
   * when no card still to come (`later`) of its suit outranks it, not only an Ace the first time round.
   */
  masters?: boolean;
}

const trumpValue = (r: Ranking, c: Card): number => (r.follow[c] === TRUMP ? r.strength[c]! - 100 : 0);

/** A card that is unlikely to be beaten: one of the top three kinds of trump, or a plain Ace the first time its suit goes round. */
function secure(sit: Situation, c: Card, top: number): boolean {
  if (sit.r.follow[c] === TRUMP) return sit.r.strength[c]! >= top - 2;
  if (sit.masters && sit.later) return !sit.later().some((x) => sit.r.follow[x] === sit.r.follow[c] && sit.r.strength[x]! > sit.r.strength[c]!);
  return rankOf(c) === ACE && !sit.ledSuits.has(sit.r.follow[c]!);
}

/** The easy bot's card, from the situation alone. */
export function heuristicCard(sit: Situation): Card {
  const { r, trick, playable, seat } = sit;
  const top = Math.max(...r.strength.filter((s) => s >= 100), 100);
  const best = (score: (c: Card) => number): Card => playable.reduce((b, c) => (score(c) > score(b) ? c : b));
  const second = sit.secondDulleBeats || sit.done + 1 < sit.total;
  const winsNow = (c: Card): boolean => trickWinner([...trick, { seat, card: c }], r, second) === seat;
  const last = trick.length === 3;

  if (sit.avoid) {
    if (trick.length === 0) return best((c) => -(r.strength[c]! * 20 + pointsOf(c)));
    const losers = playable.filter((c) => !winsNow(c));
    // Under the trick: the highest card that still loses; if it must be won, last takes it with the highest.
    if (losers.length > 0) return losers.reduce((b, c) => (r.strength[c]! * 20 + pointsOf(c) > r.strength[b]! * 20 + pointsOf(b) ? c : b));
    return last ? best((c) => r.strength[c]! * 20 - pointsOf(c)) : best((c) => -(r.strength[c]! * 20 + pointsOf(c)));
  }

  const early = sit.done < sit.total - 3;
  // What a card costs to spend: high trumps (a Dulle early most of all) and the Fox.
  const spend = (c: Card): number => 2 * trumpValue(r, c) + (c === DULLE && early ? 10 : 0) + (c === DULLE && sit.dulleRisk && !last ? 40 : 0) + (c === FOX ? 6 : 0);
  if (trick.length === 0) {
    if (sit.alone) {
      const trumps = playable.filter((c) => r.follow[c] === TRUMP);
      if (trumps.length > 0) return trumps.reduce((b, c) => (r.strength[c]! > r.strength[b]! ? c : b));
    }
    const aces = playable.filter((c) => r.follow[c] !== TRUMP && secure(sit, c, top));
    if (aces.length > 0) return aces[0]!;
    return best((c) => -(pointsOf(c) + (r.follow[c] === TRUMP ? 8 + spend(c) : 0)));
  }
  const points = trick.reduce((s, p) => s + pointsOf(p.card), 0);
  const leader = trickWinner(trick, r, second);
  const leaderCard = trick.find((p) => p.seat === leader)!.card;
  const partnerHolds = sit.relation(leader) === 'partner' && (last || secure(sit, leaderCard, top));
  // Partner has it: give points (schmieren), a Dulle or high trump not.
  if (partnerHolds) return best((c) => pointsOf(c) - 1.5 * trumpValue(r, c) - (c === DULLE ? (sit.dulleRisk && !last ? 60 : 20) : 0) + (c === FOX ? 6 : 0));
  const winners = playable.filter(winsNow);
  const cheapestWinner = winners.length > 0 ? winners.reduce((b, c) => (spend(c) - pointsOf(c) < spend(b) - pointsOf(b) ? c : b)) : null;
  if (cheapestWinner !== null) {
    if (last && (points >= 10 || spend(cheapestWinner) <= 14)) return cheapestWinner;
    const safe = winners.filter((c) => secure(sit, c, top));
    if (!last && safe.length > 0 && (points >= 8 || sit.relation(leader) === 'opponent')) {
      return safe.reduce((b, c) => (spend(c) - pointsOf(c) < spend(b) - pointsOf(b) ? c : b));
    }
  }
  // Cannot or need not win: the cheapest card, never the Fox to the other side.
  return best((c) => -(pointsOf(c) + 1.5 * trumpValue(r, c) + (c === FOX ? 12 : 0) + (c === DULLE ? (sit.dulleRisk ? 40 : 10) : 0)));
}

function ledSuits(tricks: readonly { cards: readonly Played[] }[], r: Ranking): Set<number> {
  const out = new Set<number>();
  for (const t of tricks) {
    const f = r.follow[t.cards[0]!.card]!;
    if (f !== TRUMP) out.add(f);
  }
  return out;
}

/** The other Dulle is still in someone else's hand, and catching it costs (Weimar scoring). */
function dulleRisk(o: DoppelkopfState['options'], hand: readonly Card[], played: readonly Card[]): boolean {
  if (o.scoring !== 'weimar' || o.dulleCaughtPoints === 0 || !o.dullen || o.secondDulle === 'loses') return false;
  const seen = hand.filter((c) => c === DULLE).length + played.filter((c) => c === DULLE).length;
  return seen < 2;
}

const secondBeats = (o: DoppelkopfState['options']): boolean => o.secondDulle !== 'loses';

/** The cards this seat has not seen: the deck less its hand and every card played. */
function unseenCards(view: DoppelkopfView, hand: readonly Card[]): Card[] {
  const left = deck(view.options.withNines);
  const seen = [...hand, ...[...view.tricks.flatMap((t) => t.cards), ...view.trick].map((p) => parseCard(p.card)!)];
  for (const c of seen) {
    const at = left.indexOf(c);
    if (at >= 0) left.splice(at, 1);
  }
  return left;
}

/** The situation from a view: partners only as far as the seat knows them. */
export function situationFromView(view: DoppelkopfView, hand: Card[]): Situation {
  const seat = view.seat!;
  const r = viewRankingOf(view);
  const c = view.contract;
  const nullSolo = c?.kind === 'solo' && isNullSolo(c.solo);
  const playable = view.legal.flatMap((a) => (a.type === 'play' ? [parseCard(a.card)!] : []));
  const tricks = view.tricks.map((t) => ({ cards: t.cards.map((p) => ({ seat: p.seat, card: parseCard(p.card)! })) }));
  return {
    seat,
    playable: playable.length > 0 ? playable : hand,
    trick: view.trick.map((p) => ({ seat: p.seat, card: parseCard(p.card)! })),
    done: view.tricks.length,
    total: handSize(view.options.withNines),
    ledSuits: ledSuits(tricks, r),
    r,
    secondDulleBeats: secondBeats(view.options),
    avoid: c?.kind === 'ramsch' || nullSolo,
    alone: c?.kind === 'solo' && c.soloist === seat,
    dulleRisk: dulleRisk(view.options, hand, [...view.tricks.flatMap((t) => t.cards), ...view.trick].map((p) => parseCard(p.card)!)),
    later: () => unseenCards(view, hand),
    toCome: () => view.handSizes.flatMap((size, s) => (s !== seat && size > 0 && size === hand.length && !view.trick.some((p) => p.seat === s) ? [s] : [])),
    relation: (s) => (c?.kind === 'ramsch' ? 'opponent' : relationBetween(view.parties, seat, s)),
  };
}

/**
 * The situation inside a sampled world: the playout may use the sample's
 * parties, or with `publicParties` only what the seat could know at the
 * table (`knownParties`).
 */
export function situationFromState(state: DoppelkopfState, seat: Seat, publicParties = false): Situation {
  const r = rankingOf(state);
  const c = state.contract;
  const mine = partyOf(state, seat);
  return {
    seat,
    playable: playableCards(state, seat),
    trick: state.trick as Played[],
    done: state.tricks.length,
    total: handSize(state.options.withNines),
    ledSuits: ledSuits(state.tricks, r),
    r,
    secondDulleBeats: secondBeats(state.options),
    avoid: c?.kind === 'ramsch' || (c?.kind === 'solo' && isNullSolo(c.solo)),
    alone: c?.kind === 'solo' && c.soloist === seat,
    dulleRisk: dulleRisk(state.options, state.hands[seat]!, [...state.tricks.flatMap((t) => t.cards), ...state.trick].map((p) => p.card)),
    later: () => state.active.filter((s) => s !== seat && !state.trick.some((p) => p.seat === s)).flatMap((s) => state.hands[s]!),
    toCome: () => state.active.filter((s) => s !== seat && !state.trick.some((p) => p.seat === s)),
    relation: publicParties ? knownRelation(state, seat) : (s) => (c?.kind === 'ramsch' ? 'opponent' : partyOf(state, s) === mine ? 'partner' : 'opponent'),
  };
}

/** Relations as `seat` knows them at the table (`knownParties`; Ramsch: everyone an opponent). */
function knownRelation(state: DoppelkopfState, seat: Seat): (s: Seat) => Relation {
  if (state.contract?.kind === 'ramsch') return () => 'opponent';
  const known = knownParties(state, seat);
  return (s) => relationBetween(known, seat, s);
}
