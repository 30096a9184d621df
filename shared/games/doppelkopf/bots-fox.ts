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
 * Ramsch and Null (tricks unwanted), the soloist, and solos where the ♦ Ace
 * is no trump are left to the other rules.
 */
export interface FoxCare {
  smear: boolean;
  avoid: boolean;
}

const NONE: FoxCare = { smear: false, avoid: false };

/**
 * `strict`: the Fox also stays back when it would take the trick for now but
 * a seat still to come is not a known partner, and from a partner's trick
 * that is not sure.
 */
export function foxCare(sit: Situation, strict = false, endgame = false): FoxCare {
  const { playable, trick, r, seat } = sit;
  // A soloist has no partner to smear on, and may draw trumps with the Fox: the search decides.
  if (sit.avoid || sit.alone || playable.length < 2 || !playable.includes(FOX) || r.follow[FOX] !== TRUMP) return NONE;
  if (trick.length === 0) return { smear: false, avoid: true };
  const second = sit.secondDulleBeats || sit.done + 1 < sit.total;
  const withFox = [...trick, { seat, card: FOX }];
  const holder = trickWinner(withFox, r, second);
  const last = trick.length === 3;
  // `endgame`: the strict rule's extra holds lapse once the Fox will soon be forced anyway (at most one other trump, or three tricks left).
  const soon = endgame && (playable.filter((c) => r.follow[c] === TRUMP).length <= 2 || sit.total - sit.done <= 3);
  if (holder === seat) {
    if (soon) return NONE;
    if (!strict || last) return NONE;
    const after = sit.toCome?.() ?? [];
    return after.length > 0 && after.every((s) => sit.relation(s) === 'partner') ? NONE : { smear: false, avoid: true };
  }
  if (sit.relation(holder) !== 'partner') return { smear: false, avoid: true };
  // The partner's trick is sure if no card still to come would take it.
  const rest = last ? [] : sit.later?.();
  const sure = rest !== undefined && !rest.some((c) => trickWinner([...withFox, { seat: -1, card: c }], r, second) === -1);
  if (sure) return { smear: true, avoid: false };
  return strict && !soon ? { smear: false, avoid: true } : NONE;
}

/** The card rule with the Fox care on top (medium's and hard's playouts). */
export function foxAwareCard(sit: Situation, strict = false, endgame = false): Card {
  const care = foxCare(sit, strict, endgame);
  if (care.smear) return FOX;
  if (care.avoid) return heuristicCard({ ...sit, playable: sit.playable.filter((c) => c !== FOX) });
  return heuristicCard(sit);
}
