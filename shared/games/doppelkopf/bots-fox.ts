import { heuristicCard, type Situation } from './bots-heuristic';
import { FOX, type Card } from './cards';
import { trickWinner, TRUMP } from './order';

/**
 * Keeping the Fox (♦ Ace): in duplicate play the bots lost it to the other
 * party about 0.2 times per hand held, often thrown into a trick the other
 * party had already won with a higher card, or led. These rules settle the
 * clear cases before any search (medium, hard) and inside the playouts:
 * - `smear`: a partner holds the trick and nothing still to come can beat
 *   it: the Fox goes there (11 points home, and it cannot be caught later);
 * - `avoid`: the Fox would not take the trick and the one holding it is not
 *   a known partner, or this seat leads: any other card.
 * Ramsch and Null (tricks unwanted) and solos where the ♦ Ace is no trump
 * are left to the other rules.
 */
export interface FoxCare {
  smear: boolean;
  avoid: boolean;
}

const NONE: FoxCare = { smear: false, avoid: false };

export function foxCare(sit: Situation): FoxCare {
  const { playable, trick, r, seat } = sit;
  if (sit.avoid || playable.length < 2 || !playable.includes(FOX) || r.follow[FOX] !== TRUMP) return NONE;
  if (trick.length === 0) return { smear: false, avoid: true };
  const second = sit.secondDulleBeats || sit.done + 1 < sit.total;
  const withFox = [...trick, { seat, card: FOX }];
  const holder = trickWinner(withFox, r, second);
  if (holder === seat) return NONE;
  if (sit.relation(holder) !== 'partner') return { smear: false, avoid: true };
  // The partner's trick is sure if no card still to come would take it.
  const last = trick.length === 3;
  const rest = last ? [] : sit.later?.();
  const sure = rest !== undefined && !rest.some((c) => trickWinner([...withFox, { seat: -1, card: c }], r, second) === -1);
  return sure ? { smear: true, avoid: false } : NONE;
}

/** The card rule with the Fox care on top (medium's and hard's playouts). */
export function foxAwareCard(sit: Situation): Card {
  const care = foxCare(sit);
  if (care.smear) return FOX;
  if (care.avoid) return heuristicCard({ ...sit, playable: sit.playable.filter((c) => c !== FOX) });
  return heuristicCard(sit);
}
