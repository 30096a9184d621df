import type { SeatStats, StatsInput } from '../../engine/stats';
import type { DoppelkopfState, GameRecord } from './state';

/**
 * Doppelkopf's counters per seat (docs/cli.md, `stammtisch stats`): scored
 * deals played (`deals`), in the Re and the Kontra party, solos played and
 * won, Pflichtsolos (the deal named the seat's Pflichtsolo), marriages,
 * announcements (Re/Kontra and every stage said) made and won (the party
 * that said it won the deal). A Ramsch deal counts as a deal in neither
 * party, its Kontras as announcements never won (nobody wins as a party).
 */
export function stats({ record, results, rounds }: StatsInput<DoppelkopfState>): SeatStats[] {
  const n = record.players.length;
  const out = Array.from({ length: n }, () => ({
    deals: 0, re: 0, kontra: 0, solos: 0, solosWon: 0, pflichtSolos: 0, marriages: 0, announcements: 0, announcementsWon: 0,
  }));
  const byRound = new Map<number, GameRecord & { winner?: string | null }>();
  for (const g of results.rounds as (GameRecord & { winner?: string | null })[]) byRound.set(g.round, g);
  rounds.forEach(({ start, end }, r) => {
    const g = byRound.get(r);
    if (!g || !g.scored) return;
    const contract = end.contract;
    // Ramsch: everyone plays alone, in neither party (the record lists them all under `kontra`).
    const ramsch = contract?.kind === 'ramsch';
    for (const s of g.re) { out[s]!.deals++; out[s]!.re++; }
    for (const s of g.kontra) { out[s]!.deals++; if (!ramsch) out[s]!.kontra++; }
    if (contract?.kind === 'solo') {
      out[contract.soloist]!.solos++;
      if (g.winner === 're') out[contract.soloist]!.solosWon++;
      if (start.evening.pflicht === contract.soloist) out[contract.soloist]!.pflichtSolos++;
    }
    if (contract?.kind === 'marriage') out[contract.seat]!.marriages++;
    for (const a of end.announcements) {
      out[a.seat]!.announcements++;
      if (!ramsch && g.winner === a.party) out[a.seat]!.announcementsWon++;
    }
  });
  return out;
}

/** Game points per seat in each finished deal (Weimar: minus points negated). */
export function roundPoints({ results }: StatsInput): number[][] {
  return (results.rounds as GameRecord[]).map((g) => g.points.slice());
}
