/**
 * A score explained line by line, language-free: each game's scoring code
 * writes one line per reason a seat got points (a code of its own, the
 * parameters the text needs, the points it adds per seat), and the renderer
 * turns codes into words (`<game>.explain.<code>` in the game's messages).
 * Lines without `points` only state a factor the other lines already carry
 * (e.g. "Bock: ×2"). The lines of a round add up to its points, which
 * test/games/explain.test.ts checks over many bot-played games.
 */
export interface ExplainLine {
  code: string;
  params?: Record<string, string | number>;
  /** Points this line adds, by seat (0-based); minus points negative. */
  points?: number[];
}

/** The points the lines add up to, by seat. */
export function explainedPoints(lines: readonly ExplainLine[], n: number): number[] {
  const sum = new Array<number>(n).fill(0);
  for (const l of lines) l.points?.forEach((p, s) => { sum[s]! += p; });
  return sum;
}

/** A points row with `points` at `seat` and 0 elsewhere. */
export function atSeat(n: number, seat: number, points: number): number[] {
  const row = new Array<number>(n).fill(0);
  row[seat] = points;
  return row;
}

/** A deep copy, for views and results that must not share state. */
export function copyLine(l: ExplainLine): ExplainLine {
  return { code: l.code, ...(l.params ? { params: { ...l.params } } : {}), ...(l.points ? { points: l.points.slice() } : {}) };
}
