import { describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import { dubbe, type DubbeView } from '../../shared/games/dubbe';
import { face, SUIT_ORDER, SUIT_SYMBOL } from '../../src-renderer/games/dubbe/cards';
import { finishedRound, ranking, visibleTrick } from '../../src-renderer/games/dubbe/view';

/** Play with the first legal action of whoever is awaited until `stop` says so. */
function playUntil(match: Match, stop: (v: DubbeView) => boolean): DubbeView {
  for (let i = 0; i < 500; i++) {
    const v = match.view(0) as DubbeView;
    if (stop(v)) return v;
    const seat = match.status().awaiting[0]!;
    const out = match.act(match.legal(seat)[0]);
    if (!out.ok) throw new Error(out.error.message);
  }
  throw new Error('did not stop');
}

describe('Dubbe table helpers', () => {
  it('a symbol per suit, all different', () => {
    expect(new Set(SUIT_ORDER.map((s) => SUIT_SYMBOL[s])).size).toBe(5);
    expect(face('green-12')).toEqual({ name: 'green-12', suit: 'green', value: 12 });
  });

  it('ranks by Dubbe with shared places for equal scores', () => {
    expect(ranking([3, 7, 3, -2])).toEqual([
      { seat: 1, net: 7, place: 1 }, { seat: 0, net: 3, place: 2 }, { seat: 2, net: 3, place: 2 }, { seat: 3, net: -2, place: 4 },
    ]);
  });

  it('shows the trick being played, and the last finished one until the next card', () => {
    const match = Match.create(dubbe, ['A', 'B', 'C'], {}, 'ui-trick');
    const mid = playUntil(match, (v) => v.trick.length === 2);
    expect(visibleTrick(mid)).toEqual({ cards: mid.trick, winner: null });
    const after = playUntil(match, (v) => v.tricks.length === 1 && v.trick.length === 0);
    expect(visibleTrick(after)).toEqual({ cards: after.tricks[0]!.cards, winner: after.tricks[0]!.winner });
    expect(finishedRound(after)).toBeNull();
    const next = playUntil(match, (v) => v.score.history.length === 1);
    expect(finishedRound(next)).toBe(0);
  });

  it('black die: the finished trick stays visible while it waits to be collected', () => {
    const match = Match.create(dubbe, ['A', 'B', 'C'], { blackDie: true }, 'ui-collect');
    const v = playUntil(match, (x) => x.phase === 'collect');
    expect(v.trick).toEqual([]);
    expect(visibleTrick(v).cards).toHaveLength(3);
    expect(visibleTrick(v).winner).toBe(v.tricks[v.tricks.length - 1]!.winner);
  });
});
