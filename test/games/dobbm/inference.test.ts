import { describe, expect, it } from 'vitest';
import { createRng } from '../../../shared/engine/rng';
import { sampler } from '../../../shared/games/dobbm/determinize';
import { callDisagreements, inferringSampler } from '../../../shared/games/dobbm/inference';
import type { DobbmState } from '../../../shared/games/dobbm/state';
import { view } from '../../../shared/games/dobbm/view';
import { playedRecord } from './played';

/** Positions after the calls (doubling or card play) of sessions played by easy bots, which call by the rules of thumb. */
function positions(): DobbmState[] {
  const out: DobbmState[] = [];
  for (const n of [4, 5]) {
    for (let g = 0; g < 6; g++) {
      for (const stop of [6, 9, 14, 22, 35, 50, 70]) {
        const s = playedRecord(n, `infer-${n}-${g}`, { actions: stop, options: { doublingLimit: g % 2 ? 1 : null } }).match.state as DobbmState;
        if (s.phase === 'double' || s.phase === 'play') out.push(s);
      }
    }
  }
  return out;
}

describe('Dobbm: reading the calls', () => {
  const states = positions();

  it('the true deal explains every call of bots that bid and double by the rules of thumb', () => {
    expect(states.length).toBeGreaterThan(40);
    let calls = 0;
    for (const s of states) {
      calls += s.calls.length;
      for (const seat of s.active) expect(callDisagreements(s, seat)).toBe(0);
    }
    expect(calls).toBeGreaterThan(150);
  });

  it('a deal that contradicts a call is counted', () => {
    // Swap a passer's hand with the declarer's: the passer now holds a hand worth a game.
    const s = states.find((x) => x.tricks.length === 0 && x.trick.length === 0 && x.declarer !== null
      && x.calls.some((c) => c.call === 'pass' && c.seat !== x.declarer))!;
    expect(s).toBeDefined();
    const passer = s.calls.find((c) => c.call === 'pass' && c.seat !== s.declarer)!.seat;
    const viewer = s.active.find((x) => x !== passer && x !== s.declarer)!;
    const hands = s.hands.slice();
    [hands[passer], hands[s.declarer!]] = [hands[s.declarer!]!, hands[passer]!];
    expect(callDisagreements({ ...s, hands }, viewer)).toBeGreaterThan(0);
  });

  it('its samples still show the seat exactly its view, and explain the calls better than plain samples', () => {
    let plainWrong = 0;
    let inferredWrong = 0;
    for (const [i, s] of states.entries()) {
      const seat = s.turn;
      const v = view(s, seat);
      const plain = sampler(v);
      const inferred = inferringSampler(30)(v);
      for (let k = 0; k < 4; k++) {
        const a = plain(createRng('infer', `${i}/${k}`));
        const b = inferred(createRng('infer', `${i}/${k}`));
        const norm = (x: typeof v) => ({ ...x, legal: x.legal.map((l) => JSON.stringify(l)).sort() });
        expect(norm(view(b, seat))).toEqual(norm(v));
        plainWrong += callDisagreements(a, seat);
        inferredWrong += callDisagreements(b, seat);
      }
    }
    expect(plainWrong).toBeGreaterThan(50);
    expect(inferredWrong).toBeLessThan(plainWrong / 5);
  });
});
