/**
 * How a game of the history ended early, as a message key (history.*):
 * the host ended it, or everyone went home (`meta.endedBy`, docs/history.md);
 * a record that simply stops is "not finished". Null: played to its end.
 */
export function endedKey(g: { over?: boolean; endedBy?: string | null }): string | null {
  if (g.endedBy === 'host') return 'history.endedByHost';
  if (g.endedBy === 'left') return 'history.endedByLeft';
  if (g.endedBy) return 'history.endedEarly';
  return g.over === false ? 'history.unfinished' : null;
}
