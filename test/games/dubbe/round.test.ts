import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import { RecordError } from '../../../shared/engine/errors';
import { dubbe } from '../../../shared/games/dubbe';
import { apply } from '../../../shared/games/dubbe/rules';
import { parseOptions } from '../../../shared/games/dubbe/options';
import type { DubbeState } from '../../../shared/games/dubbe/state';
import { collect, p, position, run } from './craft';

const filler = { leader: 0, cards: [], winner: 0 };
/** A position just before the 15th trick. */
const lastTrick = (s: DubbeState): DubbeState => ({ ...s, tricks: new Array(14).fill(filler) });

describe('Dubbe deal and trump', () => {
  it.each([
    [2, 9, 3],
    [3, 9, 3],
    [4, 12, 4],
    [5, 15, 5],
  ])('%i players: values 1..%i, %i hands of 15', (n, top, hands) => {
    const m = Match.create(dubbe, Array.from({ length: n }, (_, i) => `P${i}`), {}, 'deal-test');
    const deal = m.record.rounds[0]!;
    expect(deal.hands).toHaveLength(hands);
    for (const h of deal.hands) expect(h).toHaveLength(15);
    const all = deal.hands.flat();
    expect(new Set(all).size).toBe(5 * top);
    expect(Math.max(...all.map((c) => Number(c.split('-')[1])))).toBe(top);
  });

  it('the player left of the dealer names trump, gets the Aagewwer at 1, and the next player leads', () => {
    const m = Match.create(dubbe, ['A', 'B', 'C', 'D'], {}, 'trump');
    const dealer = m.record.rounds[0]!.dealer;
    const declarer = (dealer + 1) % 4;
    expect(m.status().awaiting).toEqual([declarer]);
    const wrong = m.act({ seat: (dealer + 2) % 4, type: 'declareTrump', suit: 'red' });
    expect(wrong.ok || wrong.error.code).toBe('not-declarer');
    const early = m.act({ seat: (dealer + 2) % 4, type: 'play', card: 'blue-1' });
    expect(early.ok || early.error.code).toBe('trump-first');
    expect(m.act({ seat: declarer, type: 'declareTrump', suit: 'green' }).ok).toBe(true);
    const s = m.state as DubbeState;
    expect(s.characters[0]).toEqual({ suit: 3, die: 1, owner: declarer });
    expect(m.status().awaiting).toEqual([(dealer + 2) % 4]);
    const again = m.act({ seat: declarer, type: 'declareTrump', suit: 'red' });
    expect(again.ok || again.error.code).toBe('trump-declared');
  });

  it('2 players: the dealer\'s opponent names trump, the dealer leads, the dummy stays hidden and is never played', () => {
    const m = Match.create(dubbe, ['A', 'B'], {}, 'two');
    const dealer = m.record.rounds[0]!.dealer;
    const other = 1 - dealer;
    expect(m.status().awaiting).toEqual([other]);
    m.act({ seat: other, type: 'declareTrump', suit: 'blue' });
    expect(m.status().awaiting).toEqual([dealer]);
    const dummy = m.record.rounds[0]!.hands[2]!;
    const v = JSON.stringify(m.view(dealer)) + JSON.stringify(m.view(other)) + JSON.stringify(m.view(null));
    for (const card of dummy) expect(v).not.toContain(`"${card}"`);
    expect((m.view(dealer) as unknown as { dummySize: number }).dummySize).toBe(15);
  });

  it('the first dealer is drawn from the seed, then the deal moves one seat left each round', () => {
    const dealers = new Set<number>();
    for (let i = 0; i < 20; i++) dealers.add(Match.create(dubbe, ['A', 'B', 'C'], {}, `s${i}`).record.rounds[0]!.dealer);
    expect(dealers.size).toBe(3);
    expect(Match.create(dubbe, ['A', 'B', 'C'], {}, 'same').record).toEqual(Match.create(dubbe, ['A', 'B', 'C'], {}, 'same').record);
  });
});

describe('Dubbe end of round', () => {
  it('after the 15th trick every owned character is banked at its die value; Jo Lossen gives +3', () => {
    const s = lastTrick(position({
      hands: [['blue-9'], ['blue-1'], ['blue-2']],
      trump: 'red',
      declarer: 1,
      lead: 0,
      characters: {
        weschwieschmaen: { suit: 'blue', die: 4, owner: 2 },
        jammerlabbe: { suit: 'green', die: 5, owner: 1 },
        joLossen: { suit: 'yellow', die: 3, owner: 0 },
      },
    }));
    const end = run(s, p(0, 'blue-9'), p(1, 'blue-1'), p(2, 'blue-2'));
    // Blue changes hands: seat 2 banks 4 plus, the die goes to 5 for seat 0, banked at the end.
    expect(end.history).toHaveLength(1);
    const { plus, minus, lines } = end.history[0]!;
    expect({ plus, minus }).toEqual({ plus: [5 + 3, 0, 4], minus: [0, 1 + 5, 0] });
    // The explanation says the same, line by line (issue 17).
    expect(lines!.map((l) => [l.code, l.params!.character, l.points])).toEqual([
      ['banked', 'weschwieschmaen', [0, 0, 4]],
      ['held', 'aagewwer', [0, -1, 0]],
      ['held', 'weschwieschmaen', [5, 0, 0]],
      ['held', 'jammerlabbe', [0, -5, 0]],
      ['joLossen', 'joLossen', [3, 0, 0]],
    ]);
    expect(end.phase).toBe('deal');
  });

  it('characters never assigned score nothing; totals are plus minus minus', () => {
    const m = Match.create(dubbe, ['A', 'B', 'C'], { rounds: 3 }, 'totals');
    const r = m.results();
    expect(r.rounds).toEqual([]);
    expect(r.winners).toEqual([0, 1, 2]);
  });

  it('the game ends after the agreed rounds; nothing is accepted after', () => {
    // Round 2 of a 2-round game, one trick before its end.
    const s: DubbeState = {
      ...lastTrick(position({ hands: [['blue-9'], ['blue-1']], trump: 'red', lead: 0 })),
      options: parseOptions({ rounds: 2 }, 2),
      history: [{ plus: [1, 0], minus: [0, 0] }],
    };
    const end = run(s, p(0, 'blue-9'), p(1, 'blue-1'));
    expect(end.phase).toBe('over');
    const after = apply(end, { seat: 0, type: 'declareTrump', suit: 'red' });
    expect(after.ok || after.error.code).toBe('game-over');
  });

  it('round counts must be a multiple of the player count', () => {
    expect(() => parseOptions({ rounds: 5 }, 4)).toThrow(RecordError);
    expect(parseOptions({}, 4)).toEqual({ rounds: 4, blackDie: false });
    expect(parseOptions({}, 3).rounds).toBe(6);
    expect(parseOptions({ rounds: 12 }, 4).rounds).toBe(12);
    expect(() => parseOptions({ rounds: 4, colour: 'x' }, 4)).toThrow(/colour/);
  });
});

describe('Dubbe black die', () => {
  const withJammerlabbe = (extra: Partial<Parameters<typeof position>[0]> = {}) => position({
    hands: [['green-2', 'blue-1'], ['green-9', 'blue-2'], ['green-4', 'blue-3']],
    trump: 'red',
    lead: 0,
    blackDie: true,
    characters: { weschwieschmaen: { suit: 'blue', die: 1, owner: 0 } },
    ...extra,
  });

  it('before the Jammerlabbe is assigned, tricks are cleared as usual', () => {
    const s = position({ hands: [['blue-2'], ['blue-9'], ['blue-4']], trump: 'red', lead: 0, blackDie: true });
    expect(run(s, p(0, 'blue-2'), p(1, 'blue-9'), p(2, 'blue-4')).phase).toBe('play');
  });

  it('from the trick that assigns the Jammerlabbe, the trick stays until his owner collects it', () => {
    const s = run(withJammerlabbe(), p(0, 'green-2'), p(1, 'green-9'), p(2, 'green-4'));
    expect(s.phase).toBe('collect');
    const blocked = apply(s, p(1, 'blue-2'));
    expect(blocked.ok || blocked.error.code).toBe('trick-on-table');
    const cleared = run(s, collect(1));
    expect(cleared.phase).toBe('play');
    expect(cleared.turn).toBe(1);
    expect(cleared.blackDie).toBeNull();
  });

  it('an illicit grab places the black die at 1; each further one raises it and it moves', () => {
    const s = run(withJammerlabbe(), p(0, 'green-2'), p(1, 'green-9'), p(2, 'green-4'));
    const g1 = run(s, collect(0));
    expect(g1.blackDie).toEqual({ holder: 0, value: 1 });
    expect(g1.phase).toBe('collect');
    const g2 = run(g1, collect(2));
    expect(g2.blackDie).toEqual({ holder: 2, value: 2 });
    const g3 = run(g2, collect(2));
    expect(g3.blackDie).toEqual({ holder: 2, value: 3 });
  });

  it('the 15th trick stays too; at round end the holder of the black die takes its value as minus', () => {
    const s = lastTrick(position({
      hands: [['green-2'], ['green-9'], ['green-4']],
      trump: 'red',
      lead: 0,
      blackDie: true,
      characters: { jammerlabbe: { suit: 'green', die: 2, owner: 1 } },
    }));
    const played = run(s, p(0, 'green-2'), p(1, 'green-9'), p(2, 'green-4'));
    expect(played.phase).toBe('collect');
    expect(played.history).toHaveLength(0);
    const grabbed = run(played, collect(2), collect(2));
    const end = run(grabbed, collect(1));
    expect(end.history[0]!.minus).toEqual([1, 3, 2]);
  });

  it('collect is refused at tables without the variant, or when no trick lies on the table', () => {
    const plain = position({ hands: [['blue-2'], ['blue-9'], ['blue-4']], trump: 'red', lead: 0 });
    const a = apply(plain, collect(0));
    expect(a.ok || a.error.code).toBe('no-black-die');
    const b = apply(withJammerlabbe(), collect(0));
    expect(b.ok || b.error.code).toBe('nothing-to-collect');
  });
});
