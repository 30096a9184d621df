import type { SeatStats, StatsInput } from '../../engine/stats';
import { CHARACTERS, CHARACTER_SIGN, type DubbeState } from './state';

/**
 * Dubbe's counters per seat (docs/cli.md, `stammtisch stats`): `held`,
 * how often the seat ended a round holding each character (by id);
 * `charactersHeld` their sum; `plusCharacters`/`minusCharacters` split by
 * whether the character banks plus or minus points; `plusBanked` and
 * `minusBanked` the points banked over the game's finished rounds.
 */
export function stats({ record, rounds }: StatsInput<DubbeState>): SeatStats[] {
  const n = record.players.length;
  const out = Array.from({ length: n }, () => ({
    charactersHeld: 0, plusCharacters: 0, minusCharacters: 0, plusBanked: 0, minusBanked: 0,
    held: Object.fromEntries(CHARACTERS.map((c) => [c, 0])) as Record<string, number>,
  }));
  for (const { end } of rounds) {
    const last = end.lastRound;
    // Only a finished round has its summary; an unfinished last round counts nothing.
    if (!last || end.phase === 'play' || end.phase === 'trump' || end.phase === 'collect') continue;
    last.characters.forEach((c, i) => {
      if (c.owner === null) return;
      const o = out[c.owner]!;
      o.charactersHeld++;
      o.held[CHARACTERS[i]!]!++;
      if (CHARACTER_SIGN[i] === 1) o.plusCharacters++;
      else o.minusCharacters++;
    });
    last.score.plus.forEach((p, s) => { out[s]!.plusBanked += p; });
    last.score.minus.forEach((m, s) => { out[s]!.minusBanked += m; });
  }
  return out;
}

/** Net points per seat in each finished round (for the running-score chart). */
export function roundPoints({ results }: StatsInput): number[][] {
  return (results.rounds as { plus: number[]; minus: number[] }[]).map((r) => r.plus.map((p, s) => p - r.minus[s]!));
}
