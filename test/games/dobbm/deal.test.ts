import { describe, expect, it } from 'vitest';
import { RecordError } from '../../../shared/engine/errors';
import { createRng } from '../../../shared/engine/rng';
import { DECK_NAMES } from '../../../shared/games/dobbm/cards';
import { activeSeats, deal, startRound } from '../../../shared/games/dobbm/deal';
import { dealOf, table } from './craft';

describe('Dobbm deal', () => {
  it('36 cards: eight to each of the four players, four to the Dobb', () => {
    for (const n of [4, 5]) {
      const d = deal(table(n), createRng('deal', String(n)));
      const all = [...d.hands.flat(), ...d.dobb];
      expect(all.slice().sort()).toEqual(DECK_NAMES.slice().sort());
      expect(d.dobb).toHaveLength(4);
      expect(d.hands.filter((h) => h.length === 8)).toHaveLength(4);
    }
  });

  it('with five the dealer takes a holiday: an empty hand, and play starts at the left', () => {
    const d = deal(table(5), createRng('five', ''));
    expect(d.hands[d.dealer]).toEqual([]);
    const s = startRound(table(5), d);
    expect(s.active).toEqual(activeSeats(5, d.dealer));
    expect(s.active).not.toContain(d.dealer);
    expect(s.turn).toBe((d.dealer + 1) % 5);
  });

  it('deals in batches of four from the dealer\'s left, the last four to the Dobb', () => {
    // Deal again from the same generator state to see which deck positions went where.
    const d = deal({ ...table(4), nextDealer: 2 }, createRng('batches', ''));
    expect(d.dealer).toBe(2);
    const rng = createRng('batches', '');
    const order = Array.from({ length: 36 }, (_, i) => i);
    for (let i = order.length - 1; i > 0; i--) { const j = rng.int(0, i); [order[i], order[j]] = [order[j]!, order[i]!]; }
    const deck = order.map((c) => DECK_NAMES[c]!);
    // Seats 3, 0, 1, 2 get four each, twice around; then the Dobb.
    expect(d.hands[3]).toEqual([...deck.slice(0, 4), ...deck.slice(16, 20)]);
    expect(d.hands[2]).toEqual([...deck.slice(12, 16), ...deck.slice(28, 32)]);
    expect(d.dobb).toEqual(deck.slice(32, 36));
  });

  it('refuses a record deal with a missing Dobb, a duplicate card, a hand for the holidaying dealer, or the wrong dealer', () => {
    const good = dealOf(5, 1, {});
    expect(() => startRound(table(5), good)).not.toThrow();
    expect(() => startRound(table(5), { dealer: 1, hands: good.hands })).toThrow(/dobb/);
    const dup = structuredClone(good);
    dup.dobb[0] = dup.hands[0]![0]!;
    expect(() => startRound(table(5), dup)).toThrow(/duplicate card/);
    const holiday = structuredClone(good);
    holiday.hands[1] = holiday.dobb;
    expect(() => startRound(table(5), { ...holiday, dobb: [] })).toThrow(RecordError);
    expect(() => startRound({ ...table(5), nextDealer: 3 }, good)).toThrow(/seat 3 deals/);
    const four = dealOf(4, 0, {});
    expect(() => startRound(table(4), { ...four, dobb: ['herz-ass', ...four.dobb.slice(1)] })).toThrow(/unknown card "herz-ass"/);
  });
});
