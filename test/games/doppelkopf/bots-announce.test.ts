import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../../shared/engine/rng';
import { doppelkopf } from '../../../shared/games/doppelkopf';
import { announcementByPlayout, estimateAnnouncements, type AnnounceSearch } from '../../../shared/games/doppelkopf/bots-announce';
import { view } from '../../../shared/games/doppelkopf/view';
import { healthy, start } from './craft';

const ALL: AnnounceSearch = { samples: 32, randomShare: 0.1, margin: { re: 0, kontra: 0, no90: 0, no60: 0, no30: 0, black: 0 } };
const gainOf = (hand: string[], what: string) => {
  const v = view(healthy(start([hand, [], [], []])), 0);
  return { v, gain: estimateAnnouncements(v, createRng('a', what), ALL).find((e) => e.announcement === what)?.gain };
};

describe('Doppelkopf: announcements by playout', () => {
  it('a Re hand with both Dullen, four more Queens and Aces gains by saying Re', () => {
    const { gain } = gainOf(['clubs-Q', 'hearts-10', 'hearts-10', 'spades-Q', 'spades-Q', 'hearts-Q', 'hearts-Q', 'diamonds-Q', 'clubs-A', 'clubs-A', 'spades-A', 'hearts-A'], 're');
    expect(gain).toBeGreaterThan(0.5);
  });

  it('a weak Re hand (the Clubs Queen and little else) loses by saying Re, so says nothing', () => {
    const { v, gain } = gainOf(['clubs-Q', 'diamonds-9', 'clubs-9', 'clubs-K', 'clubs-K', 'spades-9', 'spades-9', 'spades-K', 'hearts-9', 'hearts-9', 'hearts-K', 'hearts-K'], 're');
    expect(gain).toBeLessThan(0);
    expect(announcementByPlayout(v, createRng('a', 'weak'), ALL)).toBeNull();
  });

  it('property: on random deals in play, what it says is legal for the seat (or nothing), DDV and Weimar', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e6 }), fc.boolean(), fc.integer({ min: 0, max: 6 }), (seed, weimar, cards) => {
      const options = weimar ? { preset: 'weimar', games: 4 } : { games: 4 };
      const table = doppelkopf.begin(4, doppelkopf.options(options, 4));
      let state = doppelkopf.startRound(table, doppelkopf.deal(table, createRng(String(seed), 'deal')));
      const rng = createRng(String(seed), 'moves');
      // Everybody healthy where it may say so, then a few cards at random.
      for (let i = 0; i < 4 + cards && state.phase !== 'deal' && state.phase !== 'over'; i++) {
        const seat = doppelkopf.status(state).awaiting[0]!;
        const legal = doppelkopf.legalActions(state, seat).filter((a) => a.type !== 'announce');
        const a = legal.find((x) => x.type === 'reserve' && x.reservation === 'healthy') ?? legal[rng.int(0, legal.length - 1)]!;
        const out = doppelkopf.apply(state, a);
        if (!out.ok) throw new Error(out.error.message);
        state = out.state;
      }
      if (state.phase !== 'play') return;
      const seat = doppelkopf.status(state).awaiting[0]!;
      const v = view(state, seat);
      const a = announcementByPlayout(v, createRng(String(seed), 'say'), { ...ALL, samples: 6 });
      if (a !== null) {
        expect(a.type).toBe('announce');
        expect(v.legal).toContainEqual(a);
      }
    }), { numRuns: 25 });
  });
});
