import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import { createRng, pick } from '../../../shared/engine/rng';
import { dubbe } from '../../../shared/games/dubbe';
import { cardName, deckNames } from '../../../shared/games/dubbe/cards';
import type { DubbeAction } from '../../../shared/games/dubbe/actions';
import type { DubbeState } from '../../../shared/games/dubbe/state';

const table = fc.record({
  n: fc.integer({ min: 2, max: 5 }),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  blackDie: fc.boolean(),
  /** How often a random (mostly illegal) action is tried between legal ones. */
  noise: fc.double({ min: 0, max: 0.5, noNaN: true }),
});

/** Words of a JSON text that look like Dubbe cards. */
const cardsIn = (v: unknown): string[] => JSON.stringify(v).match(/(blue|brown|yellow|green|red)-\d+/g) ?? [];

/**
 * Play a whole game: legal moves chosen at random, with random other
 * actions (wrong seat, wrong card, illicit grabs) mixed in. Calls `check`
 * after every accepted action.
 */
function playGame(
  t: { n: number; seed: string; blackDie: boolean; noise: number },
  check: (m: Match<DubbeState>, roundEnded: DubbeState | null) => void,
): Match<DubbeState> {
  const m = Match.create(dubbe, Array.from({ length: t.n }, (_, i) => `P${i}`), { blackDie: t.blackDie, rounds: t.n }, t.seed);
  const rng = createRng(t.seed, 'props');
  const deck = deckNames(t.n);
  for (let steps = 0; m.status().phase !== 'gameOver'; steps++) {
    if (steps > 5000) throw new Error('game does not end');
    if (rng.next() < t.noise) {
      const before = JSON.stringify(m.state);
      const seat = rng.int(0, t.n - 1);
      const wild: DubbeAction = pick([
        { seat, type: 'play', card: pick(deck, rng) },
        { seat, type: 'declareTrump', suit: 'red' },
        { seat, type: 'collect' },
      ] as DubbeAction[], rng);
      const out = m.act(wild);
      if (!out.ok) {
        expect(JSON.stringify(m.state)).toBe(before);
        expect(out.error.message.length).toBeGreaterThan(10);
        continue;
      }
      check(m, roundEnd(out.state));
      continue;
    }
    const out = m.act(pick(m.legal(m.status().awaiting[0]!), rng));
    if (!out.ok) throw new Error(`a legal action was refused: ${out.error.message}`);
    check(m, roundEnd(out.state));
  }
  return m;
}

/** `apply`'s result is the state at the end of a round (the match has already dealt the next one). */
const roundEnd = (s: DubbeState): DubbeState | null => (s.phase === 'deal' || s.phase === 'over' ? s : null);

// Whole games per run: slow on a loaded machine, so a generous timeout (no timing is asserted).
describe('Dubbe properties', { timeout: 120_000 }, () => {
  it('random games never throw, every round has 15 tricks, every dealt card is played once', () => {
    fc.assert(
      fc.property(table, (t) => {
        let rounds = 0;
        const m = playGame(t, (_, ended) => {
          if (!ended) return;
          rounds++;
          expect(ended.tricks).toHaveLength(15);
          const played = ended.tricks.flatMap((tr) => tr.cards.map((c) => c.card));
          expect(new Set(played).size).toBe(15 * t.n);
          expect(ended.hands.every((h) => h.length === 0)).toBe(true);
          expect(ended.dummy).toHaveLength(t.n === 2 ? 15 : 0);
        });
        expect(m.record.rounds).toHaveLength(t.n);
        expect(rounds).toBe(t.n);
      }),
      { numRuns: 25 },
    );
  });

  it('totals equal the sum of the rounds, and the winners have the best net score', () => {
    fc.assert(
      fc.property(table, (t) => {
        const r = playGame(t, () => {}).results() as {
          rounds: { plus: number[]; minus: number[] }[];
          totals: { plus: number[]; minus: number[]; net: number[] };
          winners: number[];
        };
        expect(r.rounds).toHaveLength(t.n);
        for (let s = 0; s < t.n; s++) {
          expect(r.totals.plus[s]).toBe(r.rounds.reduce((a, x) => a + x.plus[s]!, 0));
          expect(r.totals.minus[s]).toBe(r.rounds.reduce((a, x) => a + x.minus[s]!, 0));
          expect(r.totals.net[s]).toBe(r.totals.plus[s]! - r.totals.minus[s]!);
        }
        const best = Math.max(...r.totals.net);
        expect(r.winners).toEqual(r.totals.net.flatMap((v, s) => (v === best ? [s] : [])));
      }),
      { numRuns: 25 },
    );
  });

  it('replaying the record rebuilds the same state, also from any point mid-game', () => {
    fc.assert(
      fc.property(table, fc.integer({ min: 1, max: 400 }), (t, cut) => {
        let snapshot: { record: unknown; state: DubbeState } | null = null;
        let k = 0;
        const m = playGame(t, (live) => {
          if (++k === cut) snapshot = { record: structuredClone(live.record), state: live.state };
        });
        const whole = Match.fromRecord(dubbe, JSON.parse(JSON.stringify(m.record)));
        expect(whole.refused).toBeUndefined();
        expect(whole.match.state).toEqual(m.state);
        if (snapshot) {
          const part = Match.fromRecord(dubbe, (snapshot as { record: never }).record);
          expect(part.match.state).toEqual((snapshot as { state: DubbeState }).state);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('the view of a seat never shows a card of another hand or the dummy that has not been played', () => {
    fc.assert(
      fc.property(table, (t) => {
        playGame(t, (m) => {
          const s = m.state;
          const played = new Set(s.tricks.flatMap((tr) => tr.cards.map((c) => cardName(c.card))).concat(s.trick.map((c) => cardName(c.card))));
          for (let seat = -1; seat < t.n; seat++) {
            const hidden = new Set<string>();
            s.hands.forEach((h, i) => { if (i !== seat) h.forEach((c) => hidden.add(cardName(c))); });
            s.dummy.forEach((c) => hidden.add(cardName(c)));
            const view = m.view(seat < 0 ? null : seat);
            for (const c of cardsIn({ ...view, lastRound: null, finalTrick: null })) {
              expect(hidden.has(c) && !played.has(c), `seat ${seat} sees ${c}`).toBe(false);
            }
          }
        });
      }),
      { numRuns: 8 },
    );
  });
});
