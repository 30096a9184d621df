import type { Seat } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { heuristicCard } from './bots';
import { cardName, HEARTS, suitOf, TRICKS_PER_HAND, type Card } from './cards';
import { apply, trickWinner } from './rules';
import type { CompletedTrick, DobbmState, PlayedCard } from './state';

/**
 * The cards a hand may play onto `trick`, in hand order: follow suit, else a
 * heart, else anything (as `playableCards` in rules.ts, without the state).
 */
export function playable(hand: readonly Card[], trick: readonly PlayedCard[]): Card[] {
  if (trick.length === 0) return hand.slice();
  const led = suitOf(trick[0]!.card);
  const out: Card[] = [];
  for (const c of hand) if (suitOf(c) === led) out.push(c);
  if (out.length > 0) return out;
  for (const c of hand) if (suitOf(c) === HEARTS) out.push(c);
  return out.length > 0 ? out : hand.slice();
}

/**
 * The search's playout of the card play, in place on copies: the same
 * moves and random draws as the step-by-step playout with
 * `heuristicRollout(randomShare)` through `legalActions` and `apply`, but
 * without building action objects, card names, rule checks and a new state
 * per card. The last card goes through `apply`, so the hand is scored by
 * the rules themselves. Needs `state.phase === 'play'`.
 */
export function cardPlayout(state: DobbmState, randomShare: number, rng: Rng): DobbmState {
  const active = state.active;
  const hands = state.hands.map((h) => h.slice());
  const tricks: CompletedTrick[] = state.tricks.slice();
  let trick: PlayedCard[] = state.trick.slice();
  let turn = state.turn;
  const seen = new Set<Card>();
  for (const t of tricks) for (const p of t.cards) seen.add(p.card);
  for (const p of trick) seen.add(p.card);
  const choose = (seat: Seat): Card => {
    const hand = hands[seat]!;
    const legal = playable(hand, trick);
    // heuristicRollout: a random card with probability randomShare (`pick` draws even from one card), else the rule of thumb.
    if (randomShare > 0 && rng.next() < randomShare) return legal[rng.int(0, legal.length - 1)]!;
    return heuristicCard({ seat, declarer: state.declarer, players: active.length, hand, playable: legal, trick, seen });
  };
  const lastTrick = TRICKS_PER_HAND - 1;
  while (!(tricks.length === lastTrick && trick.length === active.length - 1)) {
    const seat = turn;
    const card = choose(seat);
    const hand = hands[seat]!;
    hand.splice(hand.indexOf(card), 1);
    seen.add(card);
    trick.push({ seat, card });
    if (trick.length < active.length) {
      turn = active[(active.indexOf(seat) + 1) % active.length]!;
      continue;
    }
    const winner = trickWinner(trick);
    tricks.push({ leader: trick[0]!.seat, cards: trick, winner });
    trick = [];
    turn = winner;
  }
  const before: DobbmState = { ...state, hands, trick, tricks, turn };
  const out = apply(before, { seat: turn, type: 'play', card: cardName(choose(turn)) });
  if (!out.ok) throw new Error(`playout: the last card was refused: ${out.error.message}`);
  return out.state;
}
