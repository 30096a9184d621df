import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../../shared/engine/rng';
import { doppelkopf, type DoppelkopfState } from '../../../shared/games/doppelkopf';
import { endgameCard, endingOf, solveEnding } from '../../../shared/games/doppelkopf/bots-endgame';
import { view } from '../../../shared/games/doppelkopf/view';
import { partyOf } from '../../../shared/games/doppelkopf/parties';

/** A game played at random (everybody healthy) until `left` tricks remain, with a few cards of the next trick. */
function ending(seed: number, left: number, extra: number, options: Record<string, unknown>): DoppelkopfState | null {
  const table = doppelkopf.begin(4, doppelkopf.options(options, 4));
  let state = doppelkopf.startRound(table, doppelkopf.deal(table, createRng(String(seed), 'deal')));
  const rng = createRng(String(seed), 'play');
  for (let guard = 0; guard < 200; guard++) {
    if (state.phase === 'play' && state.hands[state.turn]!.length === left && state.trick.length === extra) return state;
    if (state.phase !== 'play' && state.phase !== 'reserve') return null;
    const seat = doppelkopf.status(state).awaiting[0]!;
    const legal = doppelkopf.legalActions(state, seat).filter((a) => a.type !== 'announce');
    const a = legal.find((x) => x.type === 'reserve' && x.reservation === 'healthy') ?? legal[rng.int(0, legal.length - 1)]!;
    const out = doppelkopf.apply(state, a);
    if (!out.ok) return null;
    state = out.state;
  }
  return null;
}

/** Brute force through the rules themselves: every line of play, the party of `seat` maximising its card points from here on. */
function bruteForce(state: DoppelkopfState, seat: number, from: number): number {
  if (state.phase !== 'play') {
    const mine = partyOfAt(state, seat);
    return state.tricks.slice(from).reduce((s, t) => s + (partyOfAt(state, t.winner) === mine ? t.points : 0), 0);
  }
  const mover = state.turn;
  const plays = doppelkopf.legalActions(state, mover).filter((a) => a.type === 'play');
  const seen = new Set<string>();
  const values: number[] = [];
  for (const a of plays) {
    const k = JSON.stringify(a);
    if (seen.has(k)) continue;
    seen.add(k);
    const out = doppelkopf.apply(state, a);
    if (!out.ok) throw new Error(out.error.message);
    values.push(bruteForce(out.state, seat, from));
  }
  return partyOfAt(state, mover) === partyOfAt(state, seat) ? Math.max(...values) : Math.min(...values);
}
/** Parties of a finished normal game: the Clubs Queens as dealt. */
const partyOfAt = (state: DoppelkopfState, s: number) => partyOf(state, s);

describe('Doppelkopf: exact solving of the last tricks', () => {
  it('property: alpha-beta gives the card points of brute force through the rules (2–3 tricks left, DDV and Weimar\'s second Dulle rules)', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 2, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.constantFrom('beats', 'beatsExceptLastTrick', 'loses'), (seed, left, extra, secondDulle) => {
      const state = ending(seed, left, extra, { games: 1, secondDulle });
      if (!state || state.contract?.kind !== 'normal') return;
      const seat = state.turn;
      const from = state.tricks.length;
      const solved = solveEnding(endingOf(state, seat));
      expect(solved.points).toBe(bruteForce(state, seat, from));
      checked++;
    }), { numRuns: 40 });
    // Marriages, solos and thrown-in deals are skipped; most random deals are normal games.
    expect(checked).toBeGreaterThan(20);
  });

  it('property: the endgame player (sampled deals, each card solved) plays a legal card of its own hand', () => {
    let checked = 0;
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 2, max: 3 }), fc.integer({ min: 0, max: 3 }), (seed, left, extra) => {
      const state = ending(seed, left, extra, { games: 1 });
      if (!state) return;
      const v = view(state, state.turn);
      const a = endgameCard(v, createRng(String(seed), 'eg'), 3, 6);
      if (a === null) return;
      expect(v.legal).toContainEqual(a);
      checked++;
    }), { numRuns: 30 });
    expect(checked).toBeGreaterThan(5);
  });
});
