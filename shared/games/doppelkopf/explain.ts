import type { ExplainLine } from '../../engine/explain';
import type { Seat } from '../../engine/game';
import type { GameValue, Party } from './scoring';

/** One extra point and who earned it: a fox caught (from `from`), a Doppelkopf (a trick of 40+), Karlchen. */
export interface ExtraItem {
  id: 'fox' | 'doppelkopf' | 'karlchen';
  party: Party;
  /** The winner of the trick that earned it. */
  seat: Seat;
  /** The fox's owner. */
  from?: Seat;
  trick: number;
}

/**
 * The lines of a DDV game value turned into points per seat, exactly as
 * `finishGame` pays them: each Re player gets the value × Bock (× 3 for a
 * soloist), each Kontra player its negative × Bock. The value's `extras`
 * line is told item by item (who caught which fox). Factor lines first,
 * without points.
 */
export function explainValue(n: number, value: GameValue, re: Seat[], kontra: Seat[], bock: number, solo: boolean, items: ExtraItem[]): ExplainLine[] {
  const lines: ExplainLine[] = [];
  if (solo) lines.push({ code: 'soloFactor', params: { factor: 3 } });
  if (bock > 1) lines.push({ code: 'bock', params: { factor: bock } });
  const row = (party: Party, pts: number): number[] => {
    const out = new Array<number>(n).fill(0);
    const v = party === 're' ? pts : -pts;
    for (const s of re) out[s] = v * bock * (solo ? 3 : 1);
    for (const s of kontra) out[s] = -v * bock;
    return out;
  };
  // Neither party reached what it needed (both missed an announcement): the game itself is worth nothing.
  if (value.winner === null) lines.push({ code: 'noWinner', points: new Array<number>(n).fill(0) });
  for (const l of value.lines) {
    if (l.id === 'extras') {
      for (const x of items.filter((i) => i.party === l.party)) {
        lines.push({ code: `extra-${x.id}`, params: { party: x.party, seat: x.seat, trick: x.trick + 1, ...(x.from !== undefined ? { from: x.from } : {}) }, points: row(x.party, 1) });
      }
    } else {
      lines.push({ code: l.id, params: { party: l.party, value: l.points }, points: row(l.party, l.points) });
    }
  }
  return lines;
}
