import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ismcts, playOut } from '../../../shared/bots/ismcts';
import { createRng } from '../../../shared/engine/rng';
import { pick } from '../../../shared/engine/rng';
import { dobbmSearch, fastPlayout, heuristicRollout } from '../../../shared/games/dobbm/bots-search';
import { playable } from '../../../shared/games/dobbm/playout';
import { legalActions, apply, status } from '../../../shared/games/dobbm/rules';
import { parseCard } from '../../../shared/games/dobbm/cards';
import { determinize } from '../../../shared/games/dobbm/determinize';
import { view } from '../../../shared/games/dobbm/view';
import type { DobbmState } from '../../../shared/games/dobbm/state';
import { playedRecord } from './played';
import { heuristicCard } from '../../../shared/games/dobbm/bots';
import { situationFromState } from '../../../shared/games/dobbm/bots-search';
import { HEARTS, isTrump, pointsOf, rankOf, suitOf, type Card } from '../../../shared/games/dobbm/cards';
import type { PlaySituation } from '../../../shared/games/dobbm/bots';
import type { Seat } from '../../../shared/engine/game';

/**
 * The card rule of thumb as it was before it was rewritten without
 * closures for speed (commit d18c2a4, shared/games/dobbm/bots.ts), kept
 * verbatim to show the rewrite plays the same cards.
 */
function referenceCard(s: PlaySituation): Card {
  const beats = (c: Card, best: Card, led: number): boolean => {
    const key = (x: Card): number => (suitOf(x) === HEARTS ? 20 : suitOf(x) === led ? 10 : 0) - rankOf(x);
    return (suitOf(c) === HEARTS || suitOf(c) === led) && key(c) > key(best);
  };
  const isBoss = (c: Card, hand: readonly Card[], seen: ReadonlySet<Card>): boolean => {
    for (let r = 0; r < rankOf(c); r++) {
      const higher = suitOf(c) * 9 + r;
      if (!seen.has(higher) && !hand.includes(higher)) return false;
    }
    return true;
  };
  const cheapest = (cs: readonly Card[]): Card => cs.reduce((a, b) => (pointsOf(b) < pointsOf(a) || (pointsOf(b) === pointsOf(a) && rankOf(b) > rankOf(a)) ? b : a));
  const richest = (cs: readonly Card[]): Card => cs.reduce((a, b) => (pointsOf(b) > pointsOf(a) || (pointsOf(b) === pointsOf(a) && isTrump(a) && !isTrump(b)) ? b : a));
  const { seat: me, hand, seen } = s;
  const legalCards = s.playable;
  const sameSide = (a: Seat, b: Seat): boolean => (a === s.declarer) === (b === s.declarer);
  if (s.trick.length === 0) {
    const bosses = legalCards.filter((c) => isBoss(c, hand, seen));
    if (me === s.declarer) {
      const bossHeart = bosses.find(isTrump);
      if (bossHeart !== undefined) return bossHeart;
      const side = legalCards.filter((c) => !isTrump(c));
      if (side.length > 0) {
        const len = (x: number): number => side.filter((c) => suitOf(c) === x).length;
        const longest = side.reduce((a, b) => (len(suitOf(b)) > len(suitOf(a)) ? b : a));
        return cheapest(side.filter((c) => suitOf(c) === suitOf(longest)));
      }
      return cheapest(legalCards);
    }
    const sideBoss = bosses.find((c) => !isTrump(c));
    if (sideBoss !== undefined) return sideBoss;
    const side = legalCards.filter((c) => !isTrump(c));
    return cheapest(side.length > 0 ? side : legalCards);
  }
  const led = suitOf(s.trick[0]!.card);
  let best = s.trick[0]!;
  for (const p of s.trick) if (beats(p.card, best.card, led)) best = p;
  const last = s.trick.length === s.players - 1;
  const partnerWins = sameSide(best.seat, me);
  if (partnerWins && (last || isBoss(best.card, hand, seen))) return richest(legalCards);
  const winners = legalCards.filter((c) => beats(c, best.card, led));
  let onTable = 0;
  for (const p of s.trick) onTable += pointsOf(p.card);
  if (winners.length > 0 && !partnerWins) {
    const safe = winners.filter((c) => last || isBoss(c, hand, seen));
    if (safe.length > 0) return last ? cheapest(safe) : richest(safe);
    if (onTable >= 10 || last) return cheapest(winners);
  }
  return cheapest(legalCards);
}

/** A sampled card-play state from a seeded session, as the search sees them; null if the session was not in card play there. */
function sampled(n: number, seed: string, stop: number, lookBack: 'all' | 'own'): DobbmState | null {
  const { match } = playedRecord(n, seed, { actions: stop, options: { lookBack } });
  if (match.status().phase !== 'play') return null;
  const state = match.state as DobbmState;
  if (state.phase !== 'play') return null;
  return determinize(view(state, state.turn), createRng(seed, 'sample'));
}

const arb = fc.record({
  n: fc.constantFrom(4, 5),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  stop: fc.integer({ min: 3, max: 60 }),
  lookBack: fc.constantFrom('all' as const, 'own' as const),
  share: fc.constantFrom(0, 0.15, 0.3, 1),
});

describe('Dobbm fast playout', () => {
  it('the fast playable cards are exactly the rule-checked legal cards, at every position of random playouts', () => {
    let checked = 0;
    fc.assert(fc.property(arb, ({ n, seed, stop, lookBack }) => {
      let s = sampled(n, seed, stop, lookBack);
      if (!s) return;
      const rng = createRng(seed, 'walk');
      while (s.phase === 'play') {
        const seat = s.turn;
        const legal = legalActions(s, seat).map((a) => (a.type === 'play' ? parseCard(a.card)! : -1));
        // Order matters too: a random playout picks by index.
        expect(playable(s.hands[seat]!, s.trick)).toEqual(legal);
        // Every other seat has nothing to play.
        for (const other of s.active) if (other !== seat) expect(legalActions(s, other)).toEqual([]);
        const out = apply(s, pick(legalActions(s, seat), rng));
        if (!out.ok) throw new Error(out.error.message);
        s = out.state;
        checked++;
      }
    }), { numRuns: 60, seed: 19 });
    expect(checked).toBeGreaterThan(200);
  });

  it('plays the same game as the step-by-step playout through the full rules, drawing the same random numbers', () => {
    let games = 0;
    fc.assert(fc.property(arb, ({ n, seed, stop, lookBack, share }) => {
      const s = sampled(n, seed, stop, lookBack);
      if (!s) return;
      const slowRng = createRng(seed, 'playout');
      const fastRng = createRng(seed, 'playout');
      const slow = playOut(dobbmSearch(heuristicRollout(share)), s, slowRng);
      const fast = fastPlayout(share)(s, fastRng);
      expect(status(fast).phase).not.toBe('play');
      expect(fast).toEqual(slow);
      expect(fastRng.next()).toBe(slowRng.next());
      games++;
    }), { numRuns: 80, seed: 7 });
    expect(games).toBeGreaterThan(20);
  });

  it('a seeded search decides the same with the fast playout as with the full rules (same root statistics)', () => {
    let positions = 0;
    for (const [n, seed, stop] of [[4, 'same-a', 12], [4, 'same-b', 25], [5, 'same-c', 18], [4, 'same-d', 40], [5, 'same-e', 33]] as const) {
      // The first card-play position with a choice from `stop` actions on.
      let v: ReturnType<typeof view> | null = null;
      for (let k = stop; v === null && k < stop + 30; k++) {
        const state = playedRecord(n, seed, { actions: k }).match.state as DobbmState;
        if (state.phase === 'play' && legalActions(state, state.turn).length > 1) v = view(state, state.turn);
      }
      if (v === null) continue;
      const slow = ismcts(dobbmSearch(heuristicRollout(0.15)), v, createRng(seed, 'search'), { iterations: 150 });
      const fast = ismcts(dobbmSearch(heuristicRollout(0.15), fastPlayout(0.15)), v, createRng(seed, 'search'), { iterations: 150 });
      expect(fast.stats).toEqual(slow.stats);
      expect(fast.action).toEqual(slow.action);
      positions++;
    }
    expect(positions).toBe(5);
  });

  it('the card rule of thumb (rewritten for speed) plays what it played before, at every position of random playouts', () => {
    let checked = 0;
    fc.assert(fc.property(arb, ({ n, seed, stop, lookBack }) => {
      let s = sampled(n, seed, stop, lookBack);
      if (!s) return;
      const rng = createRng(seed, 'walk');
      while (s.phase === 'play') {
        const situation = situationFromState(s, s.turn);
        expect(heuristicCard(situation)).toBe(referenceCard(situation));
        const out = apply(s, pick(legalActions(s, s.turn), rng));
        if (!out.ok) throw new Error(out.error.message);
        s = out.state;
        checked++;
      }
    }), { numRuns: 60, seed: 23 });
    expect(checked).toBeGreaterThan(200);
  });

  it('leaves the state it starts from untouched', () => {
    const s = sampled(4, 'frozen', 20, 'all') ?? sampled(4, 'frozen', 30, 'all')!;
    const before = structuredClone(s);
    fastPlayout(0.15)(s, createRng('frozen', 'x'));
    expect(s).toEqual(before);
  });
});
