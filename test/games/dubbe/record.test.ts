import { describe, expect, it } from 'vitest';
import { RecordError } from '../../../shared/engine/errors';
import { Match } from '../../../shared/engine/match';
import { replay } from '../../../shared/engine/replay';
import { dubbe } from '../../../shared/games/dubbe';
import { getGame } from '../../../shared/games/registry';
import { playedRecord } from './played';

const invalid = (mutate: (r: any) => void) => {
  const { record } = playedRecord(4, 'rec', { actions: 10 });
  mutate(record);
  return () => replay(record, getGame);
};

describe('Dubbe records', () => {
  it('a finished game replays to the same results', () => {
    const { match, record } = playedRecord(4, 'full');
    const out = replay(JSON.parse(JSON.stringify(record)), getGame);
    expect(out).toEqual({ ok: true, ...match.results() });
    expect(Object.keys(out)).toEqual(['ok', 'rounds', 'totals', 'winners']);
  });

  it('a record that ends mid-round is valid: completed rounds only, current leaders as winners', () => {
    const { record } = playedRecord(3, 'mid', { actions: 30 });
    const out = replay(record, getGame);
    expect(out.ok).toBe(true);
    if (out.ok) expect(out.rounds).toEqual([]);
  });

  it('an illegal action is refused with its round and action index and the rule', () => {
    const { record } = playedRecord(4, 'bad', { actions: 30 });
    // Replace action 5 of round 0 by a play of a card its seat does not hold.
    const a = record.rounds[0]!.actions[5]! as { seat: number; card?: string };
    const own = new Set(record.rounds[0]!.hands[a.seat]);
    a.card = record.rounds[0]!.hands.flat().find((c) => !own.has(c))!;
    const out = replay(record, getGame);
    expect(out).toEqual({ ok: false, error: { round: 0, action: 5, message: expect.stringMatching(/does not hold/) } });
  });

  it.each([
    ['a wrong format tag', (r: any) => { r.format = 'stammtisch-record/0'; }, /format/],
    ['an unknown game', (r: any) => { r.game = 'skat'; }, /unknown game/],
    ['an unknown card in a hand', (r: any) => { r.rounds[0].hands[0][0] = 'purple-3'; }, /unknown card/],
    ['a card outside this deck', (r: any) => { r.rounds[0].hands[0][0] = 'blue-14'; }, /not in the 4-player deck/],
    ['a wrong hand size', (r: any) => { r.rounds[0].hands[1].pop(); }, /has 14 cards/],
    ['a duplicate card', (r: any) => { r.rounds[0].hands[1][0] = r.rounds[0].hands[0][0]; }, /duplicate card/],
    ['a missing hand', (r: any) => { r.rounds[0].hands.pop(); }, /need 4 hands/],
    ['an unknown card in an action', (r: any) => { r.rounds[0].actions[3].card = 'blue-99'; }, /round 0, action 3/],
    ['an action for a seat that does not exist', (r: any) => { r.rounds[0].actions[2].seat = 7; }, /round 0, action 2/],
    ['an unknown action type', (r: any) => { r.rounds[0].actions[2].type = 'pass'; }, /round 0, action 2/],
    ['an unknown option', (r: any) => { r.options.jokers = true; }, /jokers/],
    ['too few players', (r: any) => { r.players = ['solo']; }, /2 to 5 players/],
    ['a missing players list', (r: any) => { delete r.players; }, /players/],
  ])('%s makes the file invalid', (_, mutate, message) => {
    const run = invalid(mutate);
    expect(run).toThrow(RecordError);
    expect(run).toThrow(message);
  });

  it('a round that follows an unfinished one is invalid, and the dealer must move left', () => {
    const { record } = playedRecord(3, 'two-rounds', { actions: 30 });
    const next = Match.create(dubbe, ['a', 'b', 'c'], {}, 'other').record.rounds[0]!;
    const extra = { ...next, dealer: (record.rounds[0]!.dealer + 1) % 3 };
    expect(() => replay({ ...record, rounds: [...record.rounds, extra] }, getGame)).toThrow(/unfinished/);
    const full = playedRecord(3, 'dealer').record;
    full.rounds[1]!.dealer = (full.rounds[1]!.dealer + 1) % 3;
    expect(() => replay(full, getGame)).toThrow(/dealer must be seat/);
  });

  it('rebuilding a record gives the same state as the live game', () => {
    const { match, record } = playedRecord(5, 'rebuild', { blackDie: true, actions: 200 });
    const { match: again, refused } = Match.fromRecord(dubbe, record);
    expect(refused).toBeUndefined();
    expect(again.state).toEqual(match.state);
  });
});
