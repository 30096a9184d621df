/**
 * Names short enough for a player's chip on a phone: a name longer than
 * `max` letters is cut to `max - 1` and a dot ("Hannelore-Sophie" →
 * "Hannel."); where two would read the same they keep more letters, up to
 * the whole name. The chip keeps the whole name for screen readers and as
 * its title.
 */
export function chipNames(names: string[], max = 7): string[] {
  const letters = names.map((n) => Array.from(n.trim()));
  for (let keep = max - 1; ; keep++) {
    const short = letters.map((l) => (l.length <= keep + 1 ? l.join('') : `${l.slice(0, keep).join('')}.`));
    const long = short.filter((s, i) => s !== names[i]!.trim());
    if (new Set(short).size === new Set(names.map((n) => n.trim())).size || long.length === 0 || keep > 64) return short;
  }
}
