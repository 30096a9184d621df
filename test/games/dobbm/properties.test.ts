import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import { createRng, pick } from '../../../shared/engine/rng';
import { dobbm } from '../../../shared/games/dobbm';
import { cardName, DECK_NAMES } from '../../../shared/games/dobbm/cards';
import type { DobbmAction } from '../../../shared/games/dobbm/actions';
import type { DobbmState } from '../../../shared/games/dobbm/state';

const tableArb = fc.record({
  n: fc.integer({ min: 4, max: 5 }),
  seed: fc.string({ minLength: 1, maxLength: 8 }),
  stake: fc.constantFrom(6, 12, 60, 120, 240),
  lookBack: fc.constantFrom('all' as const, 'own' as const),
  heartSowCoversItself: fc.boolean(),
  noise: fc.double({ min: 0, max: 0.4, noNaN: true }),
  /** At this step a random seat calls the Mußrunde (refused if it has begun); null: nobody calls it. */
  callAt: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 300 })),
});
type T = typeof tableArb extends fc.Arbitrary<infer X> ? X : never;

const CARD = new RegExp(`"(${DECK_NAMES.join('|')})"`, 'g');
const cardsIn = (v: unknown): string[] => [...JSON.stringify(v).matchAll(CARD)].map((m) => m[1]!);

/** The cards `seat` may know about in the current deal. */
function known(s: DobbmState, seat: number | null): Set<string> {
  const out = new Set<string>();
  if (seat !== null) for (const c of s.hands[seat] ?? []) out.add(cardName(c));
  for (const p of s.trick) out.add(cardName(p.card));
  for (const t of s.tricks) for (const p of t.cards) out.add(cardName(p.card));
  if (seat !== null && seat === s.declarer && s.contract === 'dob' && s.phase !== 'bid') {
    for (const c of [...s.dobb, ...s.discard]) out.add(cardName(c));
  }
  return out;
}

function wild(seat: number, rng: ReturnType<typeof createRng>): DobbmAction {
  return pick<DobbmAction>([
    { seat, type: 'pass' }, { seat, type: 'dob' }, { seat, type: 'solo' }, { seat, type: 'double' },
    { seat, type: 'play', card: pick(DECK_NAMES, rng) },
    { seat, type: 'discard', cards: [0, 1, 2, 3].map(() => pick(DECK_NAMES, rng)) },
  ], rng);
}

/** A whole short session of random legal actions with illegal ones mixed in; `check` after each accepted one. */
function playSession(t: T, check: (m: Match<DobbmState>, ended: DobbmState | null) => void): Match<DobbmState> {
  const m = Match.create(dobbm, Array.from({ length: t.n }, (_, i) => `P${i}`), {
    hands: 2, stake: t.stake, lookBack: t.lookBack, heartSowCoversItself: t.heartSowCoversItself, doublingLimit: 4,
  }, t.seed);
  const rng = createRng(t.seed, 'props');
  for (let steps = 0; m.status().phase !== 'gameOver'; steps++) {
    if (steps > 20_000) throw new Error('session does not end');
    if (steps === t.callAt) {
      const out = m.act({ seat: rng.int(0, t.n - 1), type: 'callMussrunde' });
      if (!out.ok) expect(out.error.code).toBe('mussrunde-begun');
      else check(m, null);
    }
    if (rng.next() < t.noise) {
      const before = JSON.stringify(m.state);
      const out = m.act(wild(rng.int(0, t.n - 1), rng));
      if (!out.ok) {
        expect(JSON.stringify(m.state)).toBe(before);
        expect(out.error.message.length).toBeGreaterThan(10);
        continue;
      }
      check(m, ended(out.state));
      continue;
    }
    const out = m.act(pick(m.legal(m.status().awaiting[0]!), rng));
    if (!out.ok) throw new Error(`a legal action was refused: ${out.error.message}`);
    check(m, ended(out.state));
  }
  return m;
}

const ended = (s: DobbmState): DobbmState | null => (s.phase === 'deal' || s.phase === 'over' ? s : null);

describe('Dobbm properties', () => {
  it('random sessions never throw; 120 card points per played deal; payments sum to zero; the session ends after the Mußrunde, called or not', () => {
    fc.assert(
      fc.property(tableArb, (t) => {
        const m = playSession(t, (_, s) => {
          if (!s) return;
          const h = s.history[s.history.length - 1]!;
          expect(h.payments.reduce((a, b) => a + b, 0)).toBe(0);
          if (h.points) {
            expect(h.points.declarer + h.points.defenders).toBe(120);
            expect(s.tricks).toHaveLength(8);
            expect(s.hands.every((x) => x.length === 0)).toBe(true);
          }
        });
        const r = m.results();
        // A call before the last hand shortens the session.
        if (m.state.mussrundeCalled) expect(m.state.played).toBeLessThanOrEqual(2);
        else expect(m.state.played).toBe(2);
        expect(m.state.mussPlayed).toBe(t.n);
        expect((r.totals as { net: number[] }).net.reduce((a, b) => a + b, 0)).toBe(0);
        expect(r.rounds).toHaveLength(m.record.rounds.length);
      }),
      { numRuns: 20 },
    );
  });

  it('no view shows a card its seat may not know: no other hand, no Dobb unless picked up', () => {
    fc.assert(
      fc.property(tableArb, (t) => {
        playSession({ ...t, noise: 0 }, (m) => {
          const s = m.state;
          if (s.phase === 'over') return;
          for (const seat of [null, ...Array.from({ length: t.n }, (_, i) => i)]) {
            const v = m.view(seat);
            const allowed = known(s, seat);
            // Earlier deals (their Dobb, their last trick: played in public) are not this deal's cards.
            for (const c of cardsIn({ ...v, history: [], finalTrick: null })) expect(allowed.has(c), `seat ${seat} sees ${c} in ${s.phase}`).toBe(true);
          }
        });
      }),
      { numRuns: 4 },
    );
  });

  it('replaying the record rebuilds the same state, results included', () => {
    fc.assert(
      fc.property(tableArb, fc.integer({ min: 0, max: 250 }), (t, stop) => {
        let left = stop;
        let record: unknown = null;
        let state = '';
        try {
          playSession({ ...t, noise: 0 }, (m) => {
            if (left-- === 0) {
              record = structuredClone(m.record);
              state = JSON.stringify(m.state);
              throw new Error('stop');
            }
          });
        } catch (e) {
          if ((e as Error).message !== 'stop') throw e;
        }
        if (!record) return;
        const { match, refused } = Match.fromRecord(dobbm, JSON.parse(JSON.stringify(record)));
        expect(refused).toBeUndefined();
        expect(JSON.stringify(match.state)).toBe(state);
      }),
      { numRuns: 20 },
    );
  });
});
