import type { DoppelkopfAction } from './actions';
import type { DoppelkopfView } from './view';

/**
 * The bots' Genscher (docs/bots.md), a simple rule from the view alone:
 * when a bot's own choice is the first of its two Kings of Diamonds and the
 * Genscher is open, it keeps its party while that party is ahead in card
 * points taken so far (its own tricks and those of players it knows to be
 * with it against the rest) or no trick is taken yet; else it names the
 * player who has taken the most card points (the first in seat order on a
 * tie), unless that one is already its known partner.
 */
export function genscherChoice(view: DoppelkopfView, chosen: DoppelkopfAction | null): DoppelkopfAction | null {
  if (chosen?.type !== 'play' || chosen.card !== 'diamonds-K' || view.seat === null) return chosen;
  const names = view.legal.flatMap((a) => (a.type === 'genscher' ? [a.partner] : []));
  if (names.length === 0) return chosen;
  const me = view.seat;
  const taken = new Array<number>(view.seats).fill(0);
  for (const t of view.tricks) taken[t.winner]! += t.points;
  const mine = view.parties[me];
  const withMe = (s: number): boolean => s === me || (mine !== null && view.parties[s] === mine);
  const ours = view.active.filter(withMe).reduce((sum, s) => sum + taken[s]!, 0);
  const theirs = view.active.filter((s) => !withMe(s)).reduce((sum, s) => sum + taken[s]!, 0);
  if (view.tricks.length === 0 || ours >= theirs) return chosen;
  const best = names.reduce((a, b) => (taken[b]! > taken[a]! ? b : a));
  if (withMe(best) || taken[best] === 0) return chosen;
  return { seat: me, type: 'genscher', partner: best };
}
