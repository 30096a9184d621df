import type { TipReason } from '../../engine/game';
import type { DubbeAction } from './actions';
import { parseCard, suitIndex } from './cards';
import { trickWinner } from './rules';
import type { DubbeView } from './view';

/**
 * Why a strong bot's move is good, from the seat's view only: a lead, a
 * card that takes the trick (for sure when it is the last card, else so
 * far), or a card that stays low and leaves the trick (and the character
 * that comes with it) to others.
 */
export function tipReason(view: DubbeView, action: DubbeAction): TipReason {
  if (action.type === 'declareTrump') return { code: 'trump', params: { suit: action.suit } };
  if (action.type === 'collect') return { code: 'collect' };
  const card = parseCard(action.card);
  if (card === undefined || view.seat === null) return { code: 'play', params: { card: action.card } };
  if (view.trick.length === 0) return { code: 'lead', params: { card: action.card } };
  const cards = [...view.trick.map((p) => ({ seat: p.seat, card: parseCard(p.card)! })), { seat: view.seat, card }];
  const trump = view.trump === null ? null : suitIndex(view.trump);
  const last = cards.length === view.seats ? 1 : 0;
  return trickWinner(cards, trump) === view.seat
    ? { code: 'wins', params: { card: action.card, last } }
    : { code: 'ducks', params: { card: action.card } };
}
