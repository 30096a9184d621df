import type { SeatStats, StatsInput } from '../../engine/stats';
import type { HandResult } from './state';

/**
 * Dobbm's counters per seat (docs/cli.md, `stammtisch stats`): deals
 * played, games declared and won (`declared`, `declaredWon`), of them the
 * ordinary games with the Dobb (`dobbs`, `dobbsWon`) and the Solos
 * (`solos`, `solosWon`), and `doubles`: Schwacher and Retours said.
 */
export function stats({ record, results }: StatsInput): SeatStats[] {
  const n = record.players.length;
  const out = Array.from({ length: n }, () => ({
    deals: 0, declared: 0, declaredWon: 0, dobbs: 0, dobbsWon: 0, solos: 0, solosWon: 0, doubles: 0,
  }));
  const hands = results.rounds as HandResult[];
  hands.forEach((h, r) => {
    h.payments.forEach((_, s) => { if (h.outcome !== 'passed' || h.declarer !== null) out[s]!.deals++; });
    if (h.declarer !== null) {
      const o = out[h.declarer]!;
      const won = h.outcome === 'won' ? 1 : 0;
      o.declared++;
      o.declaredWon += won;
      if (h.contract === 'dob') { o.dobbs++; o.dobbsWon += won; }
      if (h.contract === 'solo') { o.solos++; o.solosWon += won; }
    }
    // Doubles said in this finished deal, from the record's own actions.
    for (const a of record.rounds[r]?.actions ?? []) if (a.type === 'double') out[a.seat]!.doubles++;
  });
  return out;
}

/** Stake units won or paid per seat in each deal. */
export function roundPoints({ results }: StatsInput): number[][] {
  return (results.rounds as HandResult[]).map((h) => h.payments.slice());
}
