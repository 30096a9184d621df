import { heuristicCard, type Situation } from './bots-heuristic';
import { pointsOf, type Card } from './cards';
import { TRUMP, type Ranking } from './order';

/**
 * Leading in a game without trumps (the meatless solo): nobody can ruff, and
 * of two equal cards the first wins, so a card led takes its trick exactly
 * when no card of its suit still out ranks above it — a "master". The card
 * rule of thumb (`heuristicCard`) counts only an Ace as sure, and only the
 * first time its suit goes round; after that it leads its cheapest card and
 * gives the lead away while it still holds winners (a Ten whose Aces are
 * gone, or any card of a suit nobody else holds). Here the leader cashes a
 * master first (the most points, then from its longest suit); without one,
 * or when the game has trumps or tricks are unwanted, the rule of thumb.
 * `sit.later()` at the lead is every card the others may hold (a sampled
 * world's hands, or a view's unseen cards): the same set either way.
 */
export function masterLead(sit: Situation): Card | null {
  const { r, trick, playable } = sit;
  if (sit.avoid || trick.length > 0 || hasTrumps(r)) return null;
  const out = sit.later?.();
  if (!out) return null;
  const highest = new Map<number, number>();
  for (const c of out) highest.set(r.follow[c]!, Math.max(highest.get(r.follow[c]!) ?? -1, r.strength[c]!));
  const masters = playable.filter((c) => r.strength[c]! >= (highest.get(r.follow[c]!) ?? -1));
  if (masters.length === 0) return null;
  const length = (c: Card) => playable.filter((x) => r.follow[x] === r.follow[c]).length;
  return masters.reduce((b, c) => (pointsOf(c) > pointsOf(b) || (pointsOf(c) === pointsOf(b) && length(c) > length(b)) ? c : b));
}

const withTrumps = new WeakMap<Ranking, boolean>();
function hasTrumps(r: Ranking): boolean {
  let has = withTrumps.get(r);
  if (has === undefined) withTrumps.set(r, (has = r.follow.includes(TRUMP)));
  return has;
}

/** `card` (a playout's rule of thumb), leading a master first in a game without trumps. */
export function withMasterLead(card: (sit: Situation) => Card = heuristicCard): (sit: Situation) => Card {
  return (sit) => masterLead(sit) ?? card(sit);
}

/**
 * `card` in a game without trumps read by masters throughout: the lead as
 * `withMasterLead`, and when following, a card counts as sure when no card
 * still to come in this trick outranks it (a Ten whose Aces are gone or
 * behind, an Ace in any round: of two equal cards the first wins), so the
 * rule of thumb takes a trick with it, or gives points onto a partner's
 * (`Situation.masters`). Games with trumps, Null and Ramsch: `card` as is.
 */
export function withTrumplessPlay(card: (sit: Situation) => Card = heuristicCard): (sit: Situation) => Card {
  return (sit) => {
    if (sit.avoid || hasTrumps(sit.r)) return card(sit);
    const read = { ...sit, masters: true };
    return masterLead(read) ?? card(read);
  };
}
