import { describe, expect, it } from 'vitest';
import { RecordError } from '../../shared/engine/errors';
import { Match } from '../../shared/engine/match';
import { parseRecord, parseRecordText, RECORD_FORMAT } from '../../shared/engine/record';
import { dubbe } from '../../shared/games/dubbe';
import { getGame, games } from '../../shared/games/registry';

const minimal = { format: RECORD_FORMAT, game: 'dubbe', players: ['A', 'B'], options: {}, rounds: [] };

describe('table records', () => {
  it('accepts the minimal record and keeps extra keys', () => {
    const r = parseRecord({ ...minimal, meta: { seed: 'x' }, note: 'kept' });
    expect(r.meta).toEqual({ seed: 'x' });
    expect(r.note).toBe('kept');
  });

  it('defaults missing options to none', () => {
    const { options: _o, ...noOptions } = minimal;
    expect(parseRecord(noOptions).options).toEqual({});
  });

  it.each([
    ['not an object', [], /expected a JSON object/],
    ['null', null, /expected a JSON object/],
    ['the wrong format tag', { ...minimal, format: 'x/1' }, /unknown format tag "x\/1"/],
    ['no players', { ...minimal, players: [] }, /players/],
    ['a round without hands', { ...minimal, rounds: [{ dealer: 0, actions: [] }] }, /rounds\.0\.hands/],
    ['a negative dealer', { ...minimal, rounds: [{ dealer: -1, hands: [], actions: [] }] }, /rounds\.0\.dealer/],
  ])('refuses %s with a clear message', (_, raw, message) => {
    expect(() => parseRecord(raw)).toThrow(RecordError);
    expect(() => parseRecord(raw)).toThrow(message);
  });

  it('names JSON syntax errors', () => {
    expect(() => parseRecordText('{"format":')).toThrow(/not JSON/);
  });

  it('the registry knows every game by the id its records use', () => {
    for (const [id, game] of Object.entries(games)) expect(game.id).toBe(id);
    expect(getGame('dubbe')).toBe(dubbe);
    expect(getGame('toString')).toBeUndefined();
  });
});

describe('Match', () => {
  it('deals the first round at once and records every accepted action, nothing refused', () => {
    const m = Match.create(dubbe, ['A', 'B', 'C'], {}, 'm1');
    expect(m.record.rounds).toHaveLength(1);
    expect(m.record.meta).toMatchObject({ seed: 'm1' });
    const declarer = m.status().awaiting[0]!;
    expect(m.act({ seat: declarer, type: 'declareTrump', suit: 'purple' }).ok).toBe(false);
    expect(m.act({ seat: declarer, type: 'shout' }).ok).toBe(false);
    expect(m.record.rounds[0]!.actions).toEqual([]);
    expect(m.act({ seat: declarer, type: 'declareTrump', suit: 'red', junk: 1 }, { at: 5 }).ok).toBe(true);
    // Unknown keys of an action are dropped by its schema; `extra` goes into the record only.
    expect(m.record.rounds[0]!.actions).toEqual([{ seat: declarer, type: 'declareTrump', suit: 'red', at: 5 }]);
  });

  it('a malformed action is refused with a message, not thrown', () => {
    const m = Match.create(dubbe, ['A', 'B'], {}, 'm2');
    const out = m.act({ type: 'play' });
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.error).toMatchObject({ code: 'malformed-action', message: expect.stringMatching(/Not an action of this game/) });
  });

  it('refuses a table size the game does not allow, and a record of another game', () => {
    expect(() => Match.create(dubbe, ['solo'])).toThrow(/2 to 5 players, not 1/);
    const record = Match.create(dubbe, ['A', 'B'], {}, 'm3').record;
    expect(() => Match.fromRecord(dubbe, { ...record, game: 'doppelkopf' })).toThrow(/record is for game "doppelkopf"/);
  });
});
