import { describe, expect, it } from 'vitest';
import { createRng } from '../../../shared/engine/rng';
import { Match } from '../../../shared/engine/match';
import { dubbe, type DubbeState, type DubbeView } from '../../../shared/games/dubbe';
import { cardName } from '../../../shared/games/dubbe/cards';
import { determinize, inferVoids } from '../../../shared/games/dubbe/determinize';
import { apply, begin, startRound } from '../../../shared/games/dubbe/rules';
import { JAMMERLABBE } from '../../../shared/games/dubbe/state';
import { view } from '../../../shared/games/dubbe/view';

/**
 * Rebuild the round from a sampled state: the sampled hands plus the cards
 * each seat has played must be a deal on which the public history is legal.
 * A missed void (or a wrongly applied Jo Lossen exemption) makes a replay fail.
 */
function replaysLegally(sample: DubbeState, v: DubbeView): void {
  const hands = sample.hands.map((h) => h.map(cardName));
  const plays = [...v.tricks.flatMap((t) => t.cards), ...v.trick];
  for (const p of plays) hands[p.seat]!.push(p.card);
  if (sample.n === 2) hands.push(sample.dummy.map(cardName));
  let s = startRound(begin(sample.n, sample.options), { dealer: v.dealer, hands });
  const step = (a: Parameters<typeof apply>[1]): void => {
    const out = apply(s, a);
    if (!out.ok) throw new Error(out.error.message);
    s = out.state;
  };
  step({ seat: v.declarer, type: 'declareTrump', suit: v.trump! });
  for (const p of plays) {
    if (s.phase === 'collect') step({ seat: s.characters[JAMMERLABBE]!.owner!, type: 'collect' });
    step({ seat: p.seat, type: 'play', card: p.card });
  }
}

describe('Dubbe determinization', () => {
  it('samples states that look the same from the bot\'s seat and are consistent with the history', () => {
    let checked = 0;
    let withVoids = 0;
    for (const n of [2, 3, 4, 5]) {
      const match = Match.create(dubbe, Array.from({ length: n }, (_, i) => `p${i}`), { rounds: n, blackDie: n === 3 }, `det/${n}`);
      let step = 0;
      while (match.status().phase !== 'gameOver') {
        const seat = match.status().awaiting[0]!;
        const v = match.view(seat) as DubbeView;
        if (v.phase === 'play' && step % 3 === 0) {
          const sample = determinize(v, createRng(step, 'det'));
          // Everything the seat sees is the same in the sample...
          // (The legal list follows the hand's internal order, which a view does not fix.)
          const byKey = (l: DubbeView['legal']) => l.map((a) => JSON.stringify(a)).sort();
          const sv = view(sample, seat);
          expect({ ...sv, legal: byKey(sv.legal) }).toEqual({ ...v, legal: byKey(v.legal) });
          // ...the hidden cards are exactly the unseen ones, redistributed...
          const truth = match.state as DubbeState;
          const hiddenTrue = truth.hands.filter((_, s) => s !== seat).flat().concat(truth.dummy).sort();
          const hiddenSample = sample.hands.filter((_, s) => s !== seat).flat().concat(sample.dummy).sort();
          expect(hiddenSample).toEqual(hiddenTrue);
          // ...and the public history replays legally on the sampled deal.
          replaysLegally(sample, v);
          if (inferVoids(v).some((x) => x.size > 0)) withVoids++;
          checked++;
        }
        const bot = dubbe.bots[step % 2 ? 'easy' : 'random']!;
        expect(match.act(bot.decide(v, createRng(step++, 'move'))!).ok).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(withVoids).toBeGreaterThan(30);
  });

  it('does not read a void into a Jo Lossen owner\'s discard, but does when his own suit is led', () => {
    const base = view(startRound(begin(3, { rounds: 3, blackDie: false }), {
      dealer: 0, hands: [[], [], []].map((_, h) => Array.from({ length: 15 }, (_, i) => cardName(((h * 15 + i) % 5 << 4) | (Math.floor((h * 15 + i) / 5) + 1)))),
    }), 0);
    // Trump blue; brown, yellow, green (Jo Lossen, won by seat 1) assigned by the first three tricks.
    const t = (led: string, a: string, b: string, winner: number) => ({
      leader: 0, winner, cards: [{ seat: 0, card: led }, { seat: 1, card: a }, { seat: 2, card: b }],
    });
    const v: DubbeView = {
      ...base,
      trump: 'blue',
      tricks: [t('brown-1', 'brown-2', 'brown-3', 2), t('yellow-1', 'yellow-2', 'yellow-3', 2), t('green-1', 'green-9', 'green-3', 1),
        // Seat 1 owns Jo Lossen: his red discard on a brown lead shows nothing; seat 2's does.
        t('brown-4', 'red-1', 'red-2', 0),
        // Green is Jo Lossen's own suit: seat 1 not following it is void.
        t('green-4', 'red-3', 'green-5', 2)],
    };
    const voids = inferVoids(v);
    expect([...voids[1]!]).toEqual([3]);
    expect([...voids[2]!]).toEqual([1]);
    expect(voids[0]!.size).toBe(0);
  });
});
