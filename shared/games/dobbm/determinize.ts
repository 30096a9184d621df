import type { Seat } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { constrainedDealer, type Holder } from '../../bots/constrained-deal';
import { DECK, HEARTS, parseCard, suitOf, type Card } from './cards';
import { activeSeats } from './deal';
import type { CompletedTrick, DobbmState, HandResult, PlayedCard } from './state';
import type { DobbmView } from './view';

const card = (name: string): Card => {
  const c = parseCard(name);
  if (c === undefined) throw new Error(`view holds unknown card "${name}"`);
  return c;
};

/** Suits each seat has shown it lacks: not following means void in the suit led; not trumping then means no hearts either. */
export function inferVoids(view: DobbmView): Set<number>[] {
  const voids = Array.from({ length: view.seats }, () => new Set<number>());
  const observe = (cards: { seat: Seat; card: string }[]): void => {
    if (cards.length === 0) return;
    const led = suitOf(card(cards[0]!.card));
    for (const p of cards.slice(1)) {
      const s = suitOf(card(p.card));
      if (s === led) continue;
      voids[p.seat]!.add(led);
      if (s !== HEARTS) voids[p.seat]!.add(HEARTS);
    }
  };
  for (const t of view.tricks) if (t.cards) observe(t.cards);
  observe(view.trick);
  return voids;
}

type Place = { kind: 'seat'; seat: Seat } | { kind: 'middle' } | { kind: 'hidden-tricks' };

/**
 * A sampler of full Dobbm states agreeing with everything `view` shows: the
 * other hands, the Dobb or the discard, and (under the strict look-back
 * rule) the cards of tricks the seat may not look back at are drawn from
 * the unseen cards, respecting inferred voids. Only the view goes in.
 */
export function sampler(view: DobbmView): (rng: Rng) => DobbmState {
  if (view.seat === null || view.hand === null) throw new Error('determinize: a spectator view has no hand to start from');
  const me = view.seat;
  const voids = inferVoids(view);
  const seen = new Set<Card>(view.hand.map(card));
  for (const t of view.tricks) for (const p of t.cards ?? []) seen.add(card(p.card));
  for (const p of view.trick) seen.add(card(p.card));
  const ownDiscard = (view.discard ?? []).map(card);
  for (const c of ownDiscard) seen.add(c);
  const unseen = DECK.filter((c) => !seen.has(c));
  const holders: Holder[] = [];
  const places: Place[] = [];
  for (const s of view.active) {
    if (s === me || view.handSizes[s] === 0) continue;
    holders.push({ size: view.handSizes[s]!, void: voids[s]! });
    places.push({ kind: 'seat', seat: s });
  }
  const middleUnknown = view.middleSize > 0 && ownDiscard.length === 0 ? view.middleSize : 0;
  if (middleUnknown > 0) {
    holders.push({ size: middleUnknown, void: new Set() });
    places.push({ kind: 'middle' });
  }
  const hiddenTricks = view.tricks.filter((t) => t.cards === null).length;
  if (hiddenTricks > 0) {
    holders.push({ size: hiddenTricks * view.active.length, void: new Set() });
    places.push({ kind: 'hidden-tricks' });
  }
  const history: HandResult[] = view.history.map((h) => ({ ...h, payments: h.payments.slice(), dobb: h.dobb.map(card) }));
  const played = (p: { seat: Seat; card: string }): PlayedCard => ({ seat: p.seat, card: card(p.card) });
  const defenders = view.declarer === null ? [] : [1, 2, 3].map((i) => view.active[(view.active.indexOf(view.declarer!) + i) % 4]!);
  // Read the view's card names once, not once per sample.
  const ownHand = view.hand.map(card);
  const shownTricks = view.tricks.map((t) => (t.cards ? t.cards.map(played) : null));
  const trickNow = view.trick.map(played);
  const order = activeSeats(view.seats, view.dealer);

  const dealer = constrainedDealer(unseen, suitOf, holders);
  const voidFree = constrainedDealer(unseen, suitOf, holders.map((h) => ({ size: h.size, void: new Set<number>() })));

  return (rng) => {
    const dealt = dealer(rng)
      // The rules make a contradiction impossible; ignore voids rather than stop the table.
      ?? voidFree(rng);
    if (!dealt) throw new Error('determinize: the view\'s card counts do not add up to the unseen cards');
    const hands: Card[][] = Array.from({ length: view.seats }, () => []);
    hands[me] = ownHand.slice();
    let middle: Card[] = [];
    let hidden: Card[] = [];
    dealt.forEach((cards, i) => {
      const place = places[i]!;
      if (place.kind === 'seat') hands[place.seat] = cards;
      else if (place.kind === 'middle') middle = cards;
      else hidden = cards;
    });
    const tricks: CompletedTrick[] = view.tricks.map((t, i) => {
      const shown = shownTricks[i];
      if (shown) return { leader: t.leader, winner: t.winner, cards: shown.map((p) => ({ ...p })) };
      const from = order.indexOf(t.leader);
      return { leader: t.leader, winner: t.winner, cards: order.map((_, k) => ({ seat: order[(from + k) % 4]!, card: hidden.pop()! })) };
    });
    // In an ordinary game after the discard, the middle holds the discard; before it, or in a Solo, the Dobb.
    const discarded = view.contract === 'dob' && (view.phase === 'double' || view.phase === 'play');
    const discard = ownDiscard.length > 0 ? ownDiscard : discarded ? middle : [];
    const dobb = discarded ? [] : middle;
    const asked = view.phase === 'double' && view.awaiting[0] !== view.declarer ? Math.max(0, defenders.indexOf(view.awaiting[0]!)) : 0;
    return {
      n: view.seats,
      options: { ...view.options },
      round: view.round,
      phase: view.phase,
      dealer: view.dealer,
      active: view.active.slice(),
      hands,
      dobb,
      discard,
      mussrunde: view.mussrunde,
      calls: view.calls.map((c) => ({ ...c })),
      declarer: view.declarer,
      contract: view.contract,
      doubles: view.doubles,
      asked,
      turn: view.awaiting[0] ?? view.active[0]!,
      trick: trickNow.map((p) => ({ ...p })),
      tricks,
      played: view.played,
      mussPlayed: view.mussPlayed,
      mussrundeCalled: view.mussrundeCalled,
      history,
      nextDealer: null,
      finalTrick: view.finalTrick && { round: view.finalTrick.round, trick: { leader: view.finalTrick.leader, winner: view.finalTrick.winner, cards: view.finalTrick.cards.map(played) } },
    };
  };
}

export function determinize(view: DobbmView, rng: Rng): DobbmState {
  return sampler(view)(rng);
}
