import { readFileSync } from 'node:fs';
import { tInterval } from '../../src-main/cli/duplicate';

/** One hand line of bench/doppelkopf-solo-worth.ts (`--hand-lines`). */
export interface SoloWorthHand { seed: string; deal: number; seat: number; kind: string; played: boolean; soloist: number; won: boolean; b: string; worth: number }

/**
 * A solo-worth file's hand lines and the deals it tried: the last running line's count, or past it the last hand's deal (a run stopped between two running lines).
 * `until` (an ISO time) keeps only the lines written by then: a run that should have been stopped by the clock and went on is read as stopped.
 */
export function readSoloWorth(file: string, until?: string): { deals: number; hands: SoloWorthHand[] } {
  const lines = readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>)
    .filter((l) => until === undefined || typeof l.at !== 'string' || Date.parse(l.at) <= Date.parse(until));
  const hands = lines.filter((l) => typeof l.worth === 'number' && typeof l.kind === 'string') as unknown as SoloWorthHand[];
  const summaries = lines.filter((l) => 'kinds' in l).map((l) => Number(l.deals) + Number(l.from ?? 0));
  return { deals: Math.max(0, ...summaries, ...hands.map((h) => h.deal + 1)), hands };
}

/** Mean and 95 % t-interval as a table cell ("+0.77 [+0.01, +1.53]"; one value: "x (1)"; none: "—"). */
export function intervalCell(xs: number[]): string {
  if (xs.length === 0) return '—';
  if (xs.length === 1) return `${xs[0]!.toFixed(2)} (1)`;
  const t = tInterval(xs);
  return `${t.mean >= 0 ? '+' : ''}${t.mean.toFixed(2)} [${t.ci95[0].toFixed(2)}, ${t.ci95[1].toFixed(2)}]`;
}
