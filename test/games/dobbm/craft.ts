import { DECK_NAMES } from '../../../shared/games/dobbm/cards';
import { activeSeats, begin, startRound, type DobbmDeal } from '../../../shared/games/dobbm/deal';
import { parseOptions, type DobbmOptions } from '../../../shared/games/dobbm/options';
import { apply } from '../../../shared/games/dobbm/rules';
import type { DobbmState } from '../../../shared/games/dobbm/state';
import type { DobbmAction } from '../../../shared/games/dobbm/actions';

/**
 * A full, valid deal with the cards a test is about placed by hand; the rest
 * of the deck fills the other hands and the Dobb in deck order.
 */
export function dealOf(n: number, dealer: number, fixed: Record<number, string[]>, dobb?: string[]): DobbmDeal {
  const used = new Set([...Object.values(fixed).flat(), ...(dobb ?? [])]);
  const rest = DECK_NAMES.filter((c) => !used.has(c));
  const active = activeSeats(n, dealer);
  const hands = Array.from({ length: n }, (_, s) => {
    if (!active.includes(s)) return [];
    const h = (fixed[s] ?? []).slice();
    while (h.length < 8) h.push(rest.shift()!);
    return h;
  });
  return { dealer, hands, dobb: dobb ?? rest.splice(0, 4) };
}

export function table(n: number, options: Partial<DobbmOptions> = {}): DobbmState {
  return begin(n, parseOptions(options, n));
}

export function started(n: number, deal: DobbmDeal, options: Partial<DobbmOptions> = {}): DobbmState {
  return startRound(table(n, options), deal);
}

/** Apply actions that must all be legal; returns the final state. */
export function run(state: DobbmState, ...actions: DobbmAction[]): DobbmState {
  for (const a of actions) {
    const out = apply(state, a);
    if (!out.ok) throw new Error(`refused ${JSON.stringify(a)}: ${out.error.message}`);
    state = out.state;
  }
  return state;
}

/** The refusal code of an action that must be refused, checking the state stays untouched. */
export function refused(state: DobbmState, action: DobbmAction): string {
  const before = JSON.stringify(state);
  const out = apply(state, action);
  if (out.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  if (JSON.stringify(state) !== before) throw new Error('a refused action changed the state');
  return out.error.code;
}

export const pass = (seat: number): DobbmAction => ({ seat, type: 'pass' });
export const dob = (seat: number): DobbmAction => ({ seat, type: 'dob' });
export const solo = (seat: number): DobbmAction => ({ seat, type: 'solo' });
export const dbl = (seat: number): DobbmAction => ({ seat, type: 'double' });
export const play = (seat: number, card: string): DobbmAction => ({ seat, type: 'play', card });
export const discard = (seat: number, ...cards: string[]): DobbmAction => ({ seat, type: 'discard', cards });

/** Play out the rest of the hand by always taking the first legal card. */
export function playOut(state: DobbmState, legal: (s: DobbmState, seat: number) => DobbmAction[]): DobbmState {
  while (state.phase === 'play') state = run(state, legal(state, state.turn)[0]!);
  return state;
}
