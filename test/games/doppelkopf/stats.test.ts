import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import { createRng } from '../../../shared/engine/rng';
import { replayForStats } from '../../../shared/engine/stats';
import { doppelkopf, type DoppelkopfState, type DoppelkopfView } from '../../../shared/games/doppelkopf';
import { stats } from '../../../shared/games/doppelkopf/stats';

describe('Doppelkopf statistics', () => {
  it('a Ramsch deal counts as a deal for everyone but in neither party (Ramsch has no parties)', () => {
    // Weimar evening, the meal break at once: the next four games are the Ramsch round.
    const m = Match.create(doppelkopf, ['A', 'B', 'C', 'D'], { preset: 'weimar', games: 12 }, 'stats-ramsch');
    expect(m.act({ seat: 0, type: 'evening', event: 'mealBreak' }).ok).toBe(true);
    const rng = createRng('t', 'stats-ramsch');
    for (let i = 0; i < 5000 && m.state.history.length < 5; i++) {
      const seat = m.status().awaiting[0]!;
      expect(m.act(doppelkopf.bots.random!.decide(m.view(seat) as DoppelkopfView, rng)).ok).toBe(true);
    }
    const games = m.state.history.filter((g) => g.scored);
    const ramsch = games.filter((g) => g.type === 'ramsch' || g.type === 'durchmarsch');
    expect(ramsch.length).toBeGreaterThan(0);
    const replayed = replayForStats<DoppelkopfState>(doppelkopf, JSON.parse(JSON.stringify(m.record)));
    expect(replayed.ok).toBe(true);
    if (!replayed.ok) return;
    const out = stats(replayed.input);
    for (let s = 0; s < 4; s++) {
      const played = games.filter((g) => g.re.includes(s) || g.kontra.includes(s) || g.ramsch !== undefined);
      const asRe = games.filter((g) => g.ramsch === undefined && g.re.includes(s)).length;
      const asKontra = games.filter((g) => g.ramsch === undefined && g.kontra.includes(s)).length;
      expect(out[s]).toMatchObject({ deals: played.length, re: asRe, kontra: asKontra });
      expect(out[s]!.re as number + (out[s]!.kontra as number)).toBe(played.length - ramsch.length);
    }
  });
});
