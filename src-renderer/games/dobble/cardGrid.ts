/**
 * How n round cards of the symbol game share a space: the grid (columns ×
 * rows) that lets every card be largest, and that diameter in px. Each
 * card has a caption line under it.
 */
export function cardGrid(n: number, width: number, height: number, opts: { gap: number; caption: number; max: number }): { columns: number; rows: number; diameter: number } {
  let best = { columns: Math.max(1, n), rows: 1, diameter: 0 };
  if (n <= 0 || width <= 0 || height <= 0) return best;
  for (let rows = 1; rows <= n; rows++) {
    const columns = Math.ceil(n / rows);
    // No empty row: 3 cards in 2 rows is fine, 3 in 3 rows of one only if it wins.
    if (Math.ceil(n / columns) < rows) continue;
    const across = (width - (columns - 1) * opts.gap) / columns;
    const down = (height - (rows - 1) * opts.gap) / rows - opts.caption;
    const diameter = Math.floor(Math.min(across, down, opts.max));
    if (diameter > best.diameter) best = { columns, rows, diameter };
  }
  return best;
}
