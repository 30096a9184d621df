import { describe, expect, it } from 'vitest';
import { doppelkopf, type DoppelkopfState } from '../../../shared/games/doppelkopf';
import { healthy, p, res, run, start } from './craft';

/** First-game mode: why "Schweine" / "Hyperschweine" may not be said now, for a player who holds (or held) the pair. */
const pigReasons = (s: DoppelkopfState, seat: number) =>
  doppelkopf.whyNot!(s, seat).filter((u) => u.action.type === 'pigs').map((u) => [(u.action as { pig: string }).pig, u.code]);

/** Seat 0: both Foxes and both Diamonds Nines; seat 0 leads (dealer 3). */
const HANDS = [['diamonds-A', 'diamonds-A', 'diamonds-9', 'diamonds-9', 'clubs-Q'], ['hearts-10', 'clubs-Q'], [], []];

describe('first-game mode: why the Schweine may not be said now', () => {
  it('Hyperschweine before the Schweine: they count only once the Schweine do', () => {
    const s = healthy(start(HANDS, { schweine: 'said', hyperschweine: 'nines' }));
    expect(pigReasons(s, 0)).toEqual([['hyper', 'hyper-needs-schweine']]);
    // Said: nothing more to explain (the Hyperschweine are open now).
    expect(pigReasons(run(s, { seat: 0, type: 'pigs', pig: 'schweine' }), 0)).toEqual([]);
  });

  it('a Fox played unsaid: the chance is gone, and the tip says why', () => {
    const s = healthy(start(HANDS, { schweine: 'said' }));
    const t = run(s, p(0, 'diamonds-A'), p(1, 'hearts-10'));
    let u = t;
    while (u.trick.length > 0) u = run(u, doppelkopf.legalActions(u, u.turn).find((a) => a.type === 'play')!);
    // Seat 1 won with the Dulle and leads; play on to seat 0's turn.
    while (u.turn !== 0) u = run(u, doppelkopf.legalActions(u, u.turn).find((a) => a.type === 'play')!);
    expect(pigReasons(u, 0)).toEqual([['schweine', 'pigs-not-held']]);
  });

  it('a solo without schweineInSolos: in this game the Foxes are no Schweine', () => {
    const s = run(start(HANDS, { schweine: 'said' }), res(0, 'soloDiamonds'), res(1, 'healthy'), res(2, 'healthy'), res(3, 'healthy'));
    expect(pigReasons(s, 0)).toEqual([['schweine', 'pigs-not-this-game']]);
  });

  it('nothing for a player who never held the pair, nor where the table plays them unsaid or not at all', () => {
    expect(pigReasons(healthy(start([['hearts-10'], ['diamonds-A', 'diamonds-A'], [], []], { schweine: 'said' })), 0)).toEqual([]);
    expect(pigReasons(healthy(start(HANDS, { schweine: 'automatic' })), 0)).toEqual([]);
    expect(pigReasons(healthy(start(HANDS, {})), 0)).toEqual([]);
  });
});
