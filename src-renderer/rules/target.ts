import { isPage, type PageId } from './pageIds';
import type { RulesTarget } from './state';

/**
 * The part of the rules that matters for a table: its game, and the section
 * for its options or the moment (the Weimar evening, the Ramsch round, the
 * mini-game being played, Dubbe for two or with the black die).
 */
export function rulesTarget(game: string, options: Record<string, unknown> = {}, seats = 0, view: unknown = null): RulesTarget | null {
  const v = (view ?? {}) as Record<string, unknown>;
  if (game === 'doppelkopf') {
    const weimar = options.preset === 'weimar' || options.scoring === 'weimar';
    if (weimar) {
      const contract = (v.contract ?? null) as { kind?: string } | string | null;
      // The Ramsch round: from its first reservation (`ramschGame`) until its end.
      const ramsch = v.ramschGame === true || contract === 'ramsch' || (typeof contract === 'object' && contract?.kind === 'ramsch');
      return { page: 'weimar', section: ramsch ? 'ramsch' : undefined };
    }
    const changed = Object.keys(options).some((k) => k !== 'preset' && k !== 'games');
    return { page: 'doppelkopf', section: changed ? 'options' : undefined };
  }
  if (game === 'dobble') {
    const mini = (typeof v.miniGame === 'string' ? v.miniGame : null) ?? (typeof options.miniGame === 'string' ? options.miniGame : null);
    return { page: 'dobble', section: mini ? `mini-${mini === 'duel' ? 'ties' : mini}` : undefined };
  }
  if (game === 'dubbe') {
    if (options.blackDie === true) return { page: 'dubbe', section: 'black-die' };
    return { page: 'dubbe', section: seats === 2 ? 'two-players' : undefined };
  }
  return isPage(game) ? { page: game as PageId } : null;
}
