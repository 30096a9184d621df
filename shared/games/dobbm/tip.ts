import type { TipReason } from '../../engine/game';
import { trickTipReason } from '../../engine/trick-tip';
import type { DobbmAction } from './actions';
import { HEARTS, isSau, parseCard, pointsOf, rankOf, suitOf, type Card } from './cards';
import { trickWinner } from './rules';
import type { DobbmView } from './view';

/**
 * Why a strong bot's Dobbm move is good (issue 17, `Game.tipReason`), from
 * the seat's view only: the trick reasons of shared/engine/trick-tip.ts,
 * the declarer alone against three defenders who play together. A call is
 * `call` {word}: the word said at the table (as the call panel names it:
 * weiter, gut, i dob, Solo, spiel zu, an Schwochn, Retour); the discard is
 * `discard` (the four cards are in the action).
 */
export function tipReason(view: DobbmView, action: DobbmAction): TipReason {
  if (action.type === 'discard' || action.type === 'callMussrunde') return { code: action.type };
  if (action.type !== 'play') return { code: 'call', params: { word: callWord(view, action.type) } };
  const card = parseCard(action.card);
  const seat = view.seat;
  if (card === undefined || seat === null) return { code: 'play', params: { card: action.card } };
  const trick = view.trick.map((p) => ({ seat: p.seat, card: parseCard(p.card)! }));
  const playable = view.legal.flatMap((a) => (a.type === 'play' ? [parseCard(a.card)!] : []));
  // Tricks the look-back rule hides are left out: the seat is not to be told what it may not look at.
  const led = new Set(view.tricks.flatMap((t) => (t.cards ? [suitOf(parseCard(t.cards[0]!.card)!)] : [])));
  const declarer = view.declarer;
  return trickTipReason<Card>({
    seat, card, name: action.card, playable, trick, trickSize: view.active.length,
    winnerWith: (x) => trickWinner([...trick, { seat, card: x }]),
    relation: (s) => (declarer === null ? 'unknown' : (s === declarer) === (seat === declarer) ? 'partner' : 'opponent'),
    points: pointsOf,
    // Rank 0 is the Sau: lower rank numbers are stronger.
    strength: (x) => -rankOf(x),
    follows: suitOf,
    trump: HEARTS,
    freshAce: (x) => isSau(x) && !led.has(suitOf(x)),
    alone: declarer === seat,
    avoid: false,
  });
}

function callWord(view: DobbmView, kind: 'pass' | 'dob' | 'solo' | 'double'): string {
  if (view.phase === 'bid') return kind === 'pass' ? (view.contract ? 'gut' : 'weiter') : kind;
  if (kind === 'pass') return view.seat === view.declarer ? 'gut' : 'spielZu';
  return view.doubles === 0 ? 'schwacher' : 'retour';
}
