import { accept, refuse, type Outcome } from '../../engine/errors';
import type { Seat } from '../../engine/game';
import { DIAMONDS, FOX, KING, makeCard, NINE, type Card } from './cards';
import type { DoppelkopfAction } from './actions';
import { countOf, modeOf } from './parties';
import { isNullSolo } from './solos';
import type { DoppelkopfState, Pigs } from './state';

/*
 * Schweine and Hyperschweine (docs/doppelkopf.md, "Additions"): both Foxes
 * in one hand become the highest trumps, above the Dullen; both Diamonds
 * Nines (or Kings) in one hand rank above them once the Schweine count.
 * `said`: the holder says it during play before playing one of the pair;
 * `automatic`: they count from the first card, nothing said.
 */

export type PigKind = 'schweine' | 'hyper';

const hyperCard = (state: DoppelkopfState): Card => makeCard(DIAMONDS, state.options.hyperschweine === 'nines' ? NINE : KING);
const pairOf = (state: DoppelkopfState, kind: PigKind): Card => (kind === 'schweine' ? FOX : hyperCard(state));

/** Whether this game's contract lets the Schweine count (normal trump order; solos and poverty as the options say). */
function gameAllows(state: DoppelkopfState): boolean {
  const o = state.options;
  const c = state.contract;
  if (o.schweine === 'off' || !c || modeOf(state) !== 'normal') return false;
  if (c.kind === 'normal' || c.kind === 'marriage') return true;
  if (c.kind === 'poverty') return o.schweinePoverty;
  if (c.kind === 'solo') return o.schweineInSolos && !isNullSolo(c.solo);
  return false;
}

/** Why `seat` may not say `kind` now, or null if it may. */
function refusal(state: DoppelkopfState, seat: Seat, kind: PigKind): ReturnType<typeof refuse> | null {
  const o = state.options;
  if (kind === 'schweine' ? o.schweine === 'off' : o.hyperschweine === 'off') return refuse('no-pigs', `This table does not play ${kind === 'schweine' ? 'Schweine' : 'Hyperschweine'}.`);
  if (o.schweine !== 'said') return refuse('pigs-automatic', 'At this table the pairs count without being said.');
  if (state.phase !== 'play') return refuse('not-now', '"Schweine" is said while the cards are played.');
  if (!gameAllows(state)) return refuse('pigs-not-this-game', 'In this game the Foxes are no Schweine (solo, poverty or Ramsch as the table plays it).');
  const pigs = state.pigs ?? { schweine: null, hyper: null };
  if (kind === 'hyper' && pigs.schweine === null) return refuse('hyper-needs-schweine', 'Hyperschweine rank above the Schweine: they count only once the Schweine do.');
  if (pigs[kind] !== null) return refuse('already-announced', 'That has been said already.');
  if (countOf(state.hands[seat]!, pairOf(state, kind)) < 2) {
    return refuse('pigs-not-held', kind === 'schweine' ? 'Schweine need both Foxes (Diamonds Aces) in your hand, neither played yet.' : 'Hyperschweine need both cards of the pair in your hand, neither played yet.');
  }
  return null;
}

export function sayPigs(state: DoppelkopfState, seat: Seat, kind: PigKind): Outcome<DoppelkopfState> {
  const no = refusal(state, seat, kind);
  if (no) return no;
  const pigs: Pigs = { ...(state.pigs ?? { schweine: null, hyper: null }), [kind]: seat };
  return accept({ ...state, pigs });
}

export function pigActions(state: DoppelkopfState, seat: Seat): DoppelkopfAction[] {
  if (state.options.schweine !== 'said' || state.phase !== 'play' || !state.active.includes(seat)) return [];
  return (['schweine', 'hyper'] as const).filter((k) => refusal(state, seat, k) === null).map((pig) => ({ seat, type: 'pigs', pig }));
}

/**
 * First-game mode (whyNot.ts): the calls worth explaining to `seat` when
 * refused, those of a pair it holds or held (both cards dealt to it, or
 * kept after a poverty exchange), where the table says them aloud.
 */
export function pigCandidates(state: DoppelkopfState, seat: Seat): DoppelkopfAction[] {
  const o = state.options;
  if (o.schweine !== 'said' || state.phase !== 'play' || !state.active.includes(seat)) return [];
  const played = [...state.tricks.flatMap((t) => t.cards), ...state.trick].filter((c) => c.seat === seat).map((c) => c.card);
  const held = (card: Card): boolean => countOf(state.hands[seat]!, card) + countOf(played, card) >= 2;
  const kinds: PigKind[] = o.hyperschweine === 'off' ? ['schweine'] : ['schweine', 'hyper'];
  return kinds.filter((k) => held(pairOf(state, k))).map((pig) => ({ seat, type: 'pigs', pig }));
}

/** `automatic`: when play starts, the holders of both cards of a pair (hands after any poverty exchange). */
export function automaticPigs(state: DoppelkopfState): Pigs | null {
  if (state.options.schweine !== 'automatic' || !gameAllows(state)) return null;
  const holder = (card: Card): Seat | null => state.active.find((s) => countOf(state.hands[s]!, card) === 2) ?? null;
  const schweine = holder(FOX);
  if (schweine === null) return null;
  return { schweine, hyper: state.options.hyperschweine === 'off' ? null : holder(hyperCard(state)) };
}
