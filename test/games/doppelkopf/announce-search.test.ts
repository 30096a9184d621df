import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createRng } from '../../../shared/engine/rng';
import { doppelkopf, type DoppelkopfState } from '../../../shared/games/doppelkopf';
import { callBySearch, callsWith, estimateCalls, openLater, SEARCH_CALLS, type CallSearch } from '../../../shared/games/doppelkopf/bots-announce-search';
import { view } from '../../../shared/games/doppelkopf/view';
import { HARD_CALLS, shortcutWith } from '../../../shared/games/doppelkopf/bots-search';
import { candidateBots } from '../../../shared/games/doppelkopf/bots-candidates';
import { playGame } from '../../../shared/bots/play';
import type { TunableBot } from '../../../shared/bots/types';
import type { DoppelkopfView } from '../../../shared/games/doppelkopf/view';
import { healthy, run, start } from './craft';

const NOW: CallSearch = { ...SEARCH_CALLS, early: 0, capMs: undefined };
const WAIT: CallSearch = { ...SEARCH_CALLS, capMs: undefined };

const SURE = ['clubs-Q', 'clubs-Q', 'hearts-10', 'hearts-10', 'spades-Q', 'spades-Q', 'hearts-Q', 'hearts-Q', 'diamonds-Q', 'diamonds-Q', 'clubs-J', 'clubs-J'];
const WEAK = ['clubs-Q', 'diamonds-9', 'clubs-9', 'clubs-K', 'clubs-K', 'spades-9', 'spades-9', 'spades-K', 'hearts-9', 'hearts-9', 'hearts-K', 'hearts-K'];

/** Cards played (no announcements; seat 0 its last playable card, so its best stay, the others their first) until seat 0 is to play holding `held` cards. */
function until(state: DoppelkopfState, held: number): DoppelkopfState {
  let s = state;
  while (!(s.turn === 0 && s.hands[0]!.length === held)) {
    const plays = doppelkopf.legalActions(s, s.turn).filter((a) => a.type === 'play');
    const play = s.turn === 0 ? plays[plays.length - 1] : plays[0];
    if (!play || s.phase !== 'play') throw new Error('the game ended before seat 0 held that many cards');
    s = run(s, play);
  }
  return s;
}

/** Six low trumps with the Clubs Queen: counted worth considering (strength 7), but it loses more often than not. */
const THIN = ['clubs-Q', 'hearts-J', 'diamonds-J', 'diamonds-K', 'diamonds-9', 'diamonds-9', 'clubs-9', 'clubs-K', 'spades-9', 'spades-K', 'hearts-9', 'hearts-K'];

const dealt = (hand: string[]) => healthy(start([hand, [], [], []]));

describe('Doppelkopf: announcements and Absagen by playout against waiting', () => {
  it('a hand that surely wins announces at once when there is no reason to wait', () => {
    const a = callBySearch(view(dealt(SURE), 0), NOW);
    expect(a?.type).toBe('announce');
  });

  it('waiting keeps the option: the sure hand says nothing at its first card, Re at its last moment for Re, an Absage at its own', () => {
    const s = dealt(SURE);
    expect(callBySearch(view(s, 0), WAIT)).toBeNull();
    const at11 = until(s, 11);
    expect(callBySearch(view(at11, 0), WAIT)).toEqual({ seat: 0, type: 'announce', announcement: 're' });
    // "keine 90" is open until seat 0 holds 10 cards (without Re said, too): there it is said.
    const at10 = until(at11, 10);
    const absage = callBySearch(view(at10, 0), WAIT);
    expect(absage?.type).toBe('announce');
    expect(absage && absage.type === 'announce' ? absage.announcement : null).not.toBe('re');
  });

  it('a weak hand says nothing at any moment', () => {
    let s = dealt(WEAK);
    for (const held of [12, 11, 10, 9]) {
      s = until(s, held);
      expect(callBySearch(view(s, 0), NOW)).toBeNull();
      expect(callBySearch(view(s, 0), WAIT)).toBeNull();
    }
  });

  it('a thin hand is played out and found wanting: Re loses in the playouts, so nothing is said', () => {
    const v = view(until(dealt(THIN), 11), 0);
    const re = estimateCalls(v, WAIT).find((e) => e.announcement === 're');
    expect(re?.last).toBe(true);
    expect(re!.gain).toBeLessThan(SEARCH_CALLS.margin.re!);
    expect(callBySearch(v, WAIT)).toBeNull();
    expect(callBySearch(v, NOW)).toBeNull();
  });

  it('a deferred counted Kontra waits for its last moment, then the count says it', () => {
    // No Clubs Queen: a Kontra hand the count (HARD_CALLS) calls at once.
    const hand = ['hearts-10', 'hearts-10', 'spades-Q', 'spades-Q', 'hearts-Q', 'hearts-Q', 'diamonds-Q', 'clubs-J', 'clubs-J', 'spades-J', 'diamonds-A', 'clubs-A'];
    const counted = shortcutWith(HARD_CALLS);
    const deferred = callsWith({ ...SEARCH_CALLS, margin: {}, defer: ['kontra'] }, counted);
    const s = dealt(hand);
    expect(counted(view(s, 0))).toEqual({ seat: 0, type: 'announce', announcement: 'kontra' });
    expect(deferred(view(s, 0))).toBeNull();
    const at11 = until(s, 11);
    expect(deferred(view(at11, 0))).toEqual({ seat: 0, type: 'announce', announcement: 'kontra' });
  });

  it('the deadline: Re has a later moment at 12 cards, none at 11, and is not offered once it passed', () => {
    const s = dealt(SURE);
    expect(openLater(s, 0, 're')).toBe(true);
    const at11 = until(s, 11);
    expect(openLater(at11, 0, 're')).toBe(false);
    expect(openLater(at11, 0, 'no90')).toBe(true);
    const at9 = until(s, 9);
    const est = estimateCalls(view(at9, 0), NOW).map((e) => e.announcement);
    expect(est).not.toContain('re');
    expect(est).not.toContain('no90');
  });

  it('a seeded decision repeats, without the decision generator (the same view, the same worlds)', () => {
    const v = view(until(dealt(SURE), 11), 0);
    for (const o of [NOW, { ...NOW, sampler: 'weighted' as const }]) {
      const a = estimateCalls(v, o);
      expect(a.length).toBeGreaterThan(0);
      expect(estimateCalls(v, o)).toEqual(a);
    }
  });

  it('stops playing at its time cap and decides on the deals played', () => {
    let t = 0;
    const est = estimateCalls(view(dealt(SURE), 0), { ...NOW, capMs: 150, now: () => (t += 100) });
    expect(est.length).toBeGreaterThan(0);
    // The cap is set at 100 (deadline 250); the clock is read after deals 2 (200) and 4 (300).
    expect(est[0]!.worlds).toBe(4);
  });

  it('property: on random deals in play, what it says is legal for the seat (or nothing), DDV and Weimar', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e6 }), fc.boolean(), fc.integer({ min: 0, max: 10 }), fc.boolean(), (seed, weimar, cards, weighted) => {
      const table = doppelkopf.begin(4, doppelkopf.options(weimar ? { preset: 'weimar', games: 4 } : { games: 4 }, 4));
      let state = doppelkopf.startRound(table, doppelkopf.deal(table, createRng(String(seed), 'deal')));
      const rng = createRng(String(seed), 'moves');
      for (let i = 0; i < 4 + cards && state.phase !== 'deal' && state.phase !== 'over'; i++) {
        const seat = doppelkopf.status(state).awaiting[0]!;
        const legal = doppelkopf.legalActions(state, seat).filter((a) => a.type !== 'announce');
        const a = legal.find((x) => x.type === 'reserve' && x.reservation === 'healthy') ?? legal[rng.int(0, legal.length - 1)]!;
        state = run(state, a);
      }
      if (state.phase !== 'play') return;
      const v = view(state, doppelkopf.status(state).awaiting[0]!);
      const a = callBySearch(v, { ...NOW, worlds: 6, sampler: weighted ? 'weighted' : 'plain' });
      if (a !== null) expect(v.legal).toContainEqual(a);
    }), { numRuns: 20 });
  });

  it('the candidate `hard-calls` plays whole DDV and Weimar games legally (small budget), its calls by playout', () => {
    const bot = (candidateBots['hard-calls'] as TunableBot<DoppelkopfView>).withBudget({ iterations: 10, thinkMs: 60_000 });
    for (const options of [{ games: 1 }, { preset: 'weimar', games: 1 }]) {
      const played = playGame(doppelkopf, [bot, bot, bot, bot], { seed: `calls/${JSON.stringify(options)}`, options: doppelkopf.options(options, 4) });
      expect(played.match.status().phase).toBe('gameOver');
    }
  });
});
