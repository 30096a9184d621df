import { describe, expect, it } from 'vitest';
import { Match } from '../../../../shared/engine/match';
import type { TableRecord } from '../../../../shared/engine/record';
import { replay } from '../../../../shared/engine/replay';
import { createRng } from '../../../../shared/engine/rng';
import { replayForStats } from '../../../../shared/engine/stats';
import { doppelkopf, type DoppelkopfState, type DoppelkopfView } from '../../../../shared/games/doppelkopf';
import { owedSolos } from '../../../../shared/games/doppelkopf/weimar/evening';

/**
 * Before issue 28 a Weimar evening agreed in games ended at its `games`
 * even with Pflichtsolos owed: its record stops there, with no next deal
 * (the Match deals the next round at once, so a record of today's rules
 * never ends between games unless the evening is over).
 */
function oldRecord(): { record: TableRecord; live: Match<DoppelkopfState> } {
  const m = Match.create(doppelkopf, ['A', 'B', 'C', 'D'], { preset: 'weimar', games: 4 }, 'old-weimar');
  const rng = createRng('t', 'old-weimar');
  for (let i = 0; i < 5000 && m.state.gamesPlayed < 4; i++) {
    const seat = m.status().awaiting[0]!;
    expect(m.act(doppelkopf.bots.random!.decide(m.view(seat) as DoppelkopfView, rng)).ok).toBe(true);
  }
  const record = JSON.parse(JSON.stringify(m.record)) as TableRecord;
  // The old engine said gameOver here and dealt nothing more.
  record.rounds.pop();
  return { record, live: m };
}

describe('an old Weimar record that stopped at its agreed games with Pflichtsolos owed', () => {
  it('replays with the same scores and shows the evening as over', () => {
    const { record, live } = oldRecord();
    expect(live.state.evening.closing).toBe(true);
    expect(owedSolos(live.state).some((k) => k > 0)).toBe(true);
    expect(live.status().phase).toBe('play');

    const { match, refused } = Match.fromRecord(doppelkopf, record);
    expect(refused).toBeUndefined();
    expect(match.status().phase).toBe('gameOver');
    // The same sheet (the live table has already named the next deal's Pflichtsolo: not a score).
    const { evening: _a, ...got } = match.results();
    const { evening: _b, ...want } = live.results();
    expect(got).toEqual(want);
    // A resumed table does not deal an old, finished evening on.
    match.dealIfDue();
    expect(match.record.rounds.length).toBe(record.rounds.length);

    const stats = replayForStats(doppelkopf, record);
    expect(stats.ok && stats.over).toBe(true);
    const out = replay(record, () => doppelkopf);
    expect(out.ok).toBe(true);
    expect((out as unknown as { rounds: unknown[] }).rounds).toEqual(live.results().rounds);
  });

  it('a record of today\'s rules at the same point plays on: the next deal is there, the Pflichtsolos follow', () => {
    const { live } = oldRecord();
    const { match } = Match.fromRecord(doppelkopf, JSON.parse(JSON.stringify(live.record)) as TableRecord);
    expect(match.status().phase).toBe('play');
    expect(match.state.evening.pflicht).not.toBeNull();
  });
});
