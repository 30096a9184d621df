import type { Seat } from '../../../shared/engine/game';
import { CARD_COUNT, cardName, commonSymbol, type Card } from '../../../shared/games/dobble/deck';
import { matches, searchCard, setup } from '../../../shared/games/dobble/minigames';
import type { DobbleAction } from '../../../shared/games/dobble/actions';
import { parseOptions, type MiniGameId } from '../../../shared/games/dobble/options';
import { apply, begin, deal, startRound } from '../../../shared/games/dobble/rules';
import type { DobbleState } from '../../../shared/games/dobble/state';
import { createRng } from '../../../shared/engine/rng';
import { hasSymbol, CARDS } from '../../../shared/games/dobble/deck';

export const naturalDeck = (): Card[] => [...Array(CARD_COUNT).keys()];

/** A state in play: `miniGame` alone (or a tournament when null), dealt from `deck` (default: c0..c54 in order). */
export function started(n: number, miniGame: MiniGameId | null, deck: Card[] = naturalDeck(), raw: Record<string, unknown> = {}): DobbleState {
  const s0 = begin(n, parseOptions({ ...(miniGame ? { miniGame } : {}), ...raw }));
  const d = deal(s0, createRng('craft', 'deal'));
  const players = d.players as number[];
  const { hands } = setup(d.miniGame as MiniGameId, n, players, deck, (d.dealer + 1) % n);
  return startRound(s0, { ...d, deck: deck.map(cardName), hands });
}

/** Apply or fail the test. */
export function must(state: DobbleState, action: DobbleAction): DobbleState {
  const out = apply(state, action);
  if (!out.ok) throw new Error(`refused: ${out.error.code}: ${out.error.message}`);
  return out.state;
}

/** A right claim for `seat` now, found from the true state (tests only). */
export function rightClaim(state: DobbleState, seat: Seat, at: number): DobbleAction | null {
  const b = state.board!;
  const card = searchCard(b, seat);
  if (card === undefined) return null;
  for (const symbol of CARDS[card]!) {
    const where = matches(b, seat, symbol);
    if (where.length) return { seat, type: 'claim', symbol, at, ...(where[0]! >= 0 ? { target: where[0]! } : {}) };
  }
  return null;
}

/** A wrong claim for `seat` now: a symbol of its search card that matches nothing. */
export function wrongClaim(state: DobbleState, seat: Seat, at: number): DobbleAction {
  const b = state.board!;
  const card = searchCard(b, seat)!;
  const symbol = CARDS[card]!.find((s) => matches(b, seat, s).length === 0)!;
  return { seat, type: 'claim', symbol, at };
}

/** Let seats claim right in turn (`order` cycles) until the mini-game ends; returns the final state. */
export function playOut(state: DobbleState, order: Seat[], at0 = 0): DobbleState {
  let s = state;
  let at = Math.max(at0, s.clock);
  for (let i = 0; s.phase === 'play'; i++) {
    if (i > 10_000) throw new Error('playOut did not end');
    const seat = order[i % order.length]!;
    const c = rightClaim(s, seat, (at += 10));
    if (c) s = must(s, c);
  }
  return s;
}

export { cardName, commonSymbol, hasSymbol };
