import type { Seat } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { constrainedDealer, type Holder } from '../../bots/constrained-deal';
import { deckFor, parseCard, suitIndex, suitOf, type Card, type Suit } from './cards';
import { CHARACTERS, JO_LOSSEN, type CharacterState, type CompletedTrick, type DubbeState, type PlayedCard } from './state';
import type { CharacterView, DubbeView } from './view';

/** What the public history says about hidden cards, from one seat's view. */
export interface Knowledge {
  /** Cards nobody but their holder has seen: in other hands or the dummy. */
  unseen: Card[];
  /** Suits each seat has shown it lacks by not following while not exempt. */
  voids: Set<Suit>[];
}

const character = (c: CharacterView): CharacterState => ({ suit: c.suit === null ? null : suitIndex(c.suit), die: c.die, owner: c.owner });

const card = (name: string): Card => {
  const c = parseCard(name);
  if (c === undefined) throw new Error(`view holds unknown card "${name}"`);
  return c;
};

/**
 * Walk this round's tricks in order, replaying who owned Jo Lossen at each
 * trick's start: a seat that did not follow the led suit is void in it,
 * unless Jo Lossen exempted it (he owns it and the led suit is not his own).
 */
export function inferVoids(view: DubbeView): Set<Suit>[] {
  const voids = Array.from({ length: view.seats }, () => new Set<Suit>());
  const assigned: (Suit | null)[] = CHARACTERS.map(() => null);
  assigned[0] = view.trump === null ? null : suitIndex(view.trump);
  let joOwner: Seat | null = null;
  const observe = (cards: { seat: Seat; card: string }[]): void => {
    if (cards.length === 0) return;
    const led = suitOf(card(cards[0]!.card));
    const exemptSeat = joOwner !== null && assigned[JO_LOSSEN] !== led ? joOwner : null;
    for (const p of cards.slice(1)) {
      if (suitOf(card(p.card)) !== led && p.seat !== exemptSeat) voids[p.seat]!.add(led);
    }
  };
  for (const t of view.tricks) {
    observe(t.cards);
    const led = suitOf(card(t.cards[0]!.card));
    const held = assigned.indexOf(led);
    if (held < 0) {
      const next = assigned.indexOf(null);
      assigned[next] = led;
      if (next === JO_LOSSEN) joOwner = t.winner;
    } else if (held === JO_LOSSEN) joOwner = t.winner;
  }
  observe(view.trick);
  return voids;
}

export function knowledge(view: DubbeView): Knowledge {
  const seen = new Set<Card>((view.hand ?? []).map(card));
  for (const t of view.tricks) for (const p of t.cards) seen.add(card(p.card));
  for (const p of view.trick) seen.add(card(p.card));
  return { unseen: deckFor(view.seats).filter((c) => !seen.has(c)), voids: inferVoids(view) };
}

/**
 * A full Dubbe state that agrees with everything `view` shows, the other
 * hands and the dummy dealt at random among the unseen cards, respecting the
 * voids. Only the view goes in: this is how the search stays fair.
 */
export function determinize(view: DubbeView, rng: Rng): DubbeState {
  return sampler(view)(rng);
}

/** Works out what the view tells once, then samples as often as asked. */
export function sampler(view: DubbeView): (rng: Rng) => DubbeState {
  if (view.seat === null || view.hand === null) throw new Error('determinize: a spectator view has no hand to start from');
  const known = knowledge(view);
  const me = view.seat;
  const holders: Holder[] = [];
  const seatOf: (Seat | 'dummy')[] = [];
  for (let s = 0; s < view.seats; s++) {
    if (s === me) continue;
    holders.push({ size: view.handSizes[s]!, void: known.voids[s]! });
    seatOf.push(s);
  }
  if (view.dummySize > 0) {
    holders.push({ size: view.dummySize, void: new Set() });
    seatOf.push('dummy');
  }
  // Worked out once per decision, not once per sample.
  const dealer = constrainedDealer(known.unseen, suitOf, holders);
  // The rules make a contradiction impossible; fall back to ignoring voids rather than stop the table.
  const voidFree = constrainedDealer(known.unseen, suitOf, holders.map((h) => ({ size: h.size, void: new Set<number>() })));
  return (rng) => sample(view, seatOf, dealer(rng) ?? voidFree(rng));
}

function sample(view: DubbeView, seatOf: readonly (Seat | 'dummy')[], dealt: Card[][] | null): DubbeState {
  const me = view.seat!;
  if (view.hand === null) throw new Error('determinize: a spectator view has no hand to start from');
  if (!dealt) throw new Error('determinize: the view\'s hand sizes do not add up to the unseen cards');
  const hands: Card[][] = Array.from({ length: view.seats }, () => []);
  let dummy: Card[] = [];
  hands[me] = view.hand.map(card);
  dealt.forEach((cards, i) => {
    const s = seatOf[i]!;
    if (s === 'dummy') dummy = cards;
    else hands[s] = cards;
  });
  const played = (p: { seat: Seat; card: string }): PlayedCard => ({ seat: p.seat, card: card(p.card) });
  const tricks: CompletedTrick[] = view.tricks.map((t) => ({ leader: t.leader, winner: t.winner, cards: t.cards.map(played) }));
  const characters = view.characters.map(character);
  const last = view.lastRound;
  const turn = view.phase === 'collect' ? tricks[tricks.length - 1]!.winner
    : view.phase === 'trump' ? view.declarer
    : view.awaiting[0] ?? view.dealer;
  return {
    n: view.seats,
    options: { ...view.options },
    round: view.round,
    phase: view.phase,
    dealer: view.dealer,
    hands,
    dummy,
    turn,
    trick: view.trick.map(played),
    tricks,
    characters,
    blackDie: view.blackDie ? { ...view.blackDie } : null,
    roundScore: { plus: view.score.round.plus.slice(), minus: view.score.round.minus.slice() },
    history: view.score.history,
    lastRound: last && {
      round: view.finalTrick?.round ?? view.round - 1,
      dealer: last.dealer,
      dummy: last.dummy.map(card),
      characters: last.characters.map(character),
      blackDie: last.blackDie ? { ...last.blackDie } : null,
      score: { ...last.score, lines: last.explain },
      lastTrick: view.finalTrick && { leader: view.finalTrick.leader, winner: view.finalTrick.winner, cards: view.finalTrick.cards.map(played) },
    },
  };
}
