import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ismcts, playOut } from '../../../shared/bots/ismcts';
import { createRng, pick } from '../../../shared/engine/rng';
import { doppelkopfSearch, fastPlayout, hardBot, HARD_CALLS, heuristicRollout, mediumBot, shortcutWith, withFoxCare } from '../../../shared/games/doppelkopf/bots-search';
import { searchBot } from '../../../shared/bots/search-bot';
import { heuristicCard, TODAY, volunteerJoker, type Situation } from '../../../shared/games/doppelkopf/bots-heuristic';
import { foxAwareCard } from '../../../shared/games/doppelkopf/bots-fox';
import { cardPlayout, playable } from '../../../shared/games/doppelkopf/playout';
import { apply, legalActions } from '../../../shared/games/doppelkopf/rules';
import { rankingOf } from '../../../shared/games/doppelkopf/parties';
import { parseCard, type Card } from '../../../shared/games/doppelkopf/cards';
import { sampler } from '../../../shared/games/doppelkopf/determinize';
import { view } from '../../../shared/games/doppelkopf/view';
import type { DoppelkopfState } from '../../../shared/games/doppelkopf/state';
import type { DoppelkopfView } from '../../../shared/games/doppelkopf/view';
import { playedMatch } from './craft';

const strictFox = (sit: Situation): Card => foxAwareCard(sit, true);
const searchLegal = doppelkopfSearch().game.legalActions;
const RULES = { heuristic: heuristicCard, strictFox } as const;

/**
 * A sampled card-play state from a seeded match of random bots (so solos,
 * marriages, poverty and Weimar's Ramsch turn up), as the search sees it:
 * drawn from the view of the seat to play. Null if not in card play there.
 */
function sampled(n: number, seed: string, stop: number, preset: 'standard' | 'weimar', withNines: boolean, secondDulle?: string): DoppelkopfState | null {
  const m = playedMatch(n, seed, { preset, withNines, games: 2, ...(secondDulle ? { secondDulle } : {}) }, stop);
  const state = m.state as DoppelkopfState;
  if (state.phase !== 'play') return null;
  return sampler(view(state, state.turn) as DoppelkopfView)(createRng(seed, 'sample'));
}

const arb = fc.record({
  // Five at the table: the dealer sits out.
  n: fc.constantFrom(4, 5),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  stop: fc.integer({ min: 4, max: 70 }),
  preset: fc.constantFrom('standard' as const, 'weimar' as const),
  withNines: fc.boolean(),
  // The preset's own, or each rule for two Dullen in one trick.
  secondDulle: fc.constantFrom(undefined, 'loses', 'beats', 'beatsExceptLastTrick'),
  share: fc.constantFrom(0, 0.2, 0.5, 1),
  rule: fc.constantFrom('heuristic' as const, 'strictFox' as const),
  // Each seat's card rule with the sampled world's parties, or only those it could know at the table.
  publicParties: fc.boolean(),
});

describe('Doppelkopf fast playout', () => {
  it('the fast playable cards are exactly the rule-checked legal cards, in order, at every position of random playouts', () => {
    let checked = 0;
    fc.assert(fc.property(arb, ({ n, seed, stop, preset, withNines, secondDulle }) => {
      let s = sampled(n, seed, stop, preset, withNines, secondDulle);
      if (!s) return;
      const r = rankingOf(s);
      const rng = createRng(seed, 'walk');
      while (s.phase === 'play') {
        const seat = s.turn;
        const cards = legalActions(s, seat).flatMap((a) => (a.type === 'play' ? [parseCard(a.card)!] : []));
        // Order matters: a random playout picks by index.
        expect(playable(s.hands[seat]!, s.trick, r)).toEqual(cards);
        // The search's move list (cards only) is the rules' card actions, and nothing for the others.
        expect(searchLegal(s, seat)).toEqual(legalActions(s, seat).filter((a) => a.type === 'play'));
        for (const other of s.active) if (other !== seat) expect(searchLegal(s, other)).toEqual([]);
        const out = apply(s, { seat, type: 'play', card: pick(legalActions(s, seat).filter((a) => a.type === 'play'), rng).card as string });
        if (!out.ok) throw new Error(out.error.message);
        s = out.state;
        checked++;
      }
    }), { numRuns: 60, seed: 19 });
    expect(checked).toBeGreaterThan(300);
  });

  it('reaches exactly the state of the step-by-step playout through the full rules, drawing the same random numbers, and leaves its input alone', () => {
    let games = 0;
    fc.assert(fc.property(arb, ({ n, seed, stop, preset, withNines, secondDulle, share, rule, publicParties }) => {
      const s = sampled(n, seed, stop, preset, withNines, secondDulle);
      if (!s) return;
      const before = JSON.stringify(s);
      const card = RULES[rule];
      const slow = createRng(seed, 'playout');
      const fast = createRng(seed, 'playout');
      const expected = playOut(doppelkopfSearch(heuristicRollout(share, card, publicParties)), s, slow);
      const got = cardPlayout(s, share, card, fast, undefined, publicParties);
      expect(got).toEqual(expected);
      // The same numbers were drawn: the generators are in step afterwards.
      expect(fast.next()).toBe(slow.next());
      expect(JSON.stringify(s)).toBe(before);
      games++;
    }), { numRuns: 150, seed: 19 });
    expect(games).toBeGreaterThan(30);
  });

  it('a seeded search gives the same root statistics with and without the fast playout', () => {
    let searched = 0;
    for (let g = 0; g < 8; g++) {
      const m = playedMatch(4, `root/${g}`, { preset: g % 2 ? 'weimar' : 'standard', games: 1 }, 12 + 5 * g);
      const state = m.state as DoppelkopfState;
      if (state.phase !== 'play') continue;
      const v = view(state, state.turn) as DoppelkopfView;
      if (v.legal.filter((a) => a.type === 'play').length < 2) continue;
      for (const [share, card] of [[0.2, heuristicCard], [0.5, strictFox]] as const) {
        const slow = ismcts(doppelkopfSearch(heuristicRollout(share, card)), v, createRng('root', String(g)), { iterations: 120 });
        const fast = ismcts(doppelkopfSearch(heuristicRollout(share, card), fastPlayout(share, card)), v, createRng('root', String(g)), { iterations: 120 });
        expect(fast.stats).toEqual(slow.stats);
        expect(fast.action).toEqual(slow.action);
        searched++;
      }
    }
    expect(searched).toBeGreaterThan(6);
  });

  it('medium and hard decide as they did with the step-by-step playouts (seeded, fixed iterations)', () => {
    // The bots as they were built before the fast playout (bots-search.ts), without it.
    const slowMedium = withFoxCare(searchBot('medium', doppelkopfSearch(heuristicRollout(0.5, strictFox)), { iterations: 60, thinkMs: 1e9, shortcut: shortcutWith(TODAY), volunteer: volunteerJoker }), true);
    const slowHard = withFoxCare(searchBot('hard', doppelkopfSearch(heuristicRollout(0.2, strictFox)), { iterations: 80, thinkMs: 1e9, shortcut: shortcutWith(HARD_CALLS), volunteer: volunteerJoker }), true);
    const pairs = [[mediumBot.withBudget({ iterations: 60, thinkMs: 1e9 }), slowMedium], [hardBot.withBudget({ iterations: 80, thinkMs: 1e9 }), slowHard]] as const;
    let decided = 0;
    for (let g = 0; g < 6; g++) {
      const m = playedMatch(4, `bots/${g}`, { preset: g % 2 ? 'weimar' : 'standard', games: 1 }, 8 + 7 * g);
      const state = m.state as DoppelkopfState;
      if (state.phase !== 'play') continue;
      const v = view(state, state.turn) as DoppelkopfView;
      for (const [fast, slow] of pairs) {
        expect(fast.decide(v, createRng('bots', String(g)))).toEqual(slow.decide(v, createRng('bots', String(g))));
        decided++;
      }
    }
    expect(decided).toBeGreaterThan(6);
  });
});
