import { parseCard, suitIndex } from '../../../shared/games/dubbe/cards';
import { parseOptions } from '../../../shared/games/dubbe/options';
import { apply, begin } from '../../../shared/games/dubbe/rules';
import { CHARACTERS, type CharacterState, type DubbeState } from '../../../shared/games/dubbe/state';
import type { DubbeAction } from '../../../shared/games/dubbe/actions';

/**
 * A hand-made position: small hands, trump already named, `turn` to lead.
 * Lets a test state exactly the cards a rule is about.
 */
export function position(opts: {
  hands: string[][];
  trump: string;
  declarer?: number;
  lead: number;
  dealer?: number;
  blackDie?: boolean;
  characters?: Partial<Record<(typeof CHARACTERS)[number], { suit: string; die: number; owner: number }>>;
}): DubbeState {
  const n = opts.hands.length;
  const options = parseOptions({ blackDie: opts.blackDie ?? false }, n);
  const characters: CharacterState[] = CHARACTERS.map(() => ({ suit: null, die: 0, owner: null }));
  characters[0] = { suit: suitIndex(opts.trump), die: 1, owner: opts.declarer ?? 0 };
  for (const [id, c] of Object.entries(opts.characters ?? {})) {
    characters[CHARACTERS.indexOf(id as (typeof CHARACTERS)[number])] = { suit: suitIndex(c!.suit), die: c!.die, owner: c!.owner };
  }
  return {
    ...begin(n, options),
    round: 0,
    phase: 'play',
    dealer: opts.dealer ?? 0,
    hands: opts.hands.map((h) => h.map((name) => parseCard(name)!)),
    turn: opts.lead,
    characters,
  };
}

/** Apply actions that must all be legal; returns the final state. */
export function run(state: DubbeState, ...actions: DubbeAction[]): DubbeState {
  for (const a of actions) {
    const out = apply(state, a);
    if (!out.ok) throw new Error(`refused ${JSON.stringify(a)}: ${out.error.message}`);
    state = out.state;
  }
  return state;
}

export const p = (seat: number, card: string): DubbeAction => ({ seat, type: 'play', card });
export const collect = (seat: number): DubbeAction => ({ seat, type: 'collect' });

/** One character's public state by id, with the suit as a name. */
export function char(state: DubbeState, id: (typeof CHARACTERS)[number]) {
  const c = state.characters[CHARACTERS.indexOf(id)]!;
  return { suit: c.suit === null ? null : ['blue', 'brown', 'yellow', 'green', 'red'][c.suit], die: c.die, owner: c.owner };
}
