import type { SeatStats, StatsInput } from '../../engine/stats';

/**
 * The symbol game's counters per seat (docs/cli.md, `stammtisch stats`):
 * per mini-game id, `cards` (the cards the mini-game is decided on: won,
 * kept, left or lost, docs/dobble.md), `played` and `won` (first place;
 * every seat of a tied first place); play-offs count like any mini-game.
 */
export function stats({ record, results }: StatsInput): SeatStats[] {
  const n = record.players.length;
  const out = Array.from({ length: n }, () => ({
    miniGames: 0, miniGamesWon: 0, cards: {} as Record<string, number>, played: {} as Record<string, number>, won: {} as Record<string, number>,
  }));
  for (const r of results.rounds as { miniGame: string; players: number[]; cards: number[]; ranking?: number[][] }[]) {
    const first = r.ranking?.[0] ?? [];
    for (const s of r.players) {
      const o = out[s]!;
      o.miniGames++;
      o.cards[r.miniGame] = (o.cards[r.miniGame] ?? 0) + (r.cards[s] ?? 0);
      o.played[r.miniGame] = (o.played[r.miniGame] ?? 0) + 1;
      if (first.includes(s)) {
        o.miniGamesWon++;
        o.won[r.miniGame] = (o.won[r.miniGame] ?? 0) + 1;
      }
    }
  }
  return out;
}

/** Tournament points per seat in each mini-game. */
export function roundPoints({ record, results }: StatsInput): number[][] {
  const n = record.players.length;
  return (results.rounds as { points: number[] }[]).map((r) => Array.from({ length: n }, (_, s) => r.points[s] ?? 0));
}
