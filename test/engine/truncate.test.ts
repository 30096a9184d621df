import { describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import { dubbe } from '../../shared/games/dubbe';

/** Plays the first legal action of whoever is awaited, `n` times. */
function playFirst(m: Match, n: number): void {
  for (let i = 0; i < n; i++) {
    const seat = m.status().awaiting[0]!;
    expect(m.act(m.legal(seat)[0]).ok).toBe(true);
  }
}

describe('Match.truncated', () => {
  it('rebuilds the table without the cut actions: same state as before them, the record keeps only what stands', () => {
    const m = Match.create(dubbe, ['A', 'B', 'C'], {}, 'cut');
    playFirst(m, 3);
    const before = JSON.stringify(m.view(0));
    const kept = structuredClone(m.record);
    playFirst(m, 4);
    const cut = m.truncated(0, 3);
    expect(cut.record.rounds).toEqual(kept.rounds);
    expect(JSON.stringify(cut.view(0))).toBe(before);
    // The original is not changed: a caller swaps the match only when it means to.
    expect(m.record.rounds[0]!.actions).toHaveLength(7);
  });

  it('finds a seat\'s last action, and cutting back across a round end drops the next deal', () => {
    const m = Match.create(dubbe, ['A', 'B'], { rounds: 4 }, 'cut2');
    let guard = 0;
    while (m.record.rounds.length < 2 && guard++ < 500) playFirst(m, 1);
    expect(m.record.rounds).toHaveLength(2);
    const last = m.record.rounds[0]!.actions.at(-1) as { seat: number };
    const at = m.lastActionOf(last.seat)!;
    // The seat may have acted in round 1 already (the declarer); otherwise its last action ended round 0.
    if (at.round === 0) {
      expect(at.index).toBe(m.record.rounds[0]!.actions.length - 1);
      const cut = m.truncated(at.round, at.index);
      expect(cut.record.rounds).toHaveLength(1);
      expect(cut.status().awaiting).toEqual([last.seat]);
    }
    expect(m.lastActionOf(7)).toBeNull();
  });
});
