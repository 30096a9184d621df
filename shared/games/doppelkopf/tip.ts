import type { TipReason } from '../../engine/game';
import { trickTipReason } from '../../engine/trick-tip';
import type { DoppelkopfAction } from './actions';
import { ACE, FOX, handSize, parseCard, pointsOf, rankOf, type Card } from './cards';
import { isNullSolo } from './options';
import { ranking, trickWinner, trumpMode, TRUMP } from './order';
import type { DoppelkopfView } from './view';

/**
 * Why a strong bot's Doppelkopf move is good (issue 17, `Game.tipReason`),
 * from the seat's view only: the trick reasons of shared/engine/trick-tip.ts
 * with the parties as far as the seat knows them, plus the Fox: `foxHome`
 * (the Fox, as the trick's last card, takes it itself) and `keepsFox` (the Fox stays in the
 * hand while the trick goes to the other side or nobody knows whom).
 * Before the cards: `reserve` {reservation}, `announce` {announcement},
 * else the action's type. Kept apart from the bots, which do not use it.
 */
export function tipReason(view: DoppelkopfView, action: DoppelkopfAction): TipReason {
  if (action.type === 'reserve') return { code: 'reserve', params: { reservation: action.reservation } };
  if (action.type === 'announce') return { code: 'announce', params: { announcement: action.announcement } };
  if (action.type !== 'play') return { code: action.type };
  const card = parseCard(action.card);
  const seat = view.seat;
  if (card === undefined || seat === null) return { code: 'play', params: { card: action.card } };
  const c = view.contract;
  const solo = c?.kind === 'solo' ? c.solo : null;
  const mode = trumpMode(solo, view.options.suitSolo);
  const r = ranking(mode, view.options.dullen);
  const total = handSize(view.options.withNines);
  const o = view.options;
  const second = o.secondDulle === 'beats' || (o.secondDulle === 'beatsExceptLastTrick' && view.tricks.length + 1 < total);
  const trick = view.trick.map((p) => ({ seat: p.seat, card: parseCard(p.card)! }));
  const playable = view.legal.flatMap((a) => (a.type === 'play' ? [parseCard(a.card)!] : []));
  const led = new Set(view.tricks.map((t) => r.follow[parseCard(t.cards[0]!.card)!]!));
  const mine = view.parties[seat];
  const reason = trickTipReason<Card>({
    seat, card, name: action.card, playable, trick, trickSize: 4,
    winnerWith: (x) => trickWinner([...trick, { seat, card: x }], r, second),
    relation: (s) => {
      if (c?.kind === 'ramsch') return 'opponent';
      const theirs = view.parties[s];
      return !theirs || !mine ? 'unknown' : theirs === mine ? 'partner' : 'opponent';
    },
    points: pointsOf,
    strength: (x) => r.strength[x]!,
    follows: (x) => r.follow[x]!,
    trump: TRUMP,
    freshAce: (x) => rankOf(x) === ACE && r.follow[x] !== TRUMP && !led.has(r.follow[x]!),
    alone: c?.kind === 'solo' && c.soloist === seat,
    avoid: c?.kind === 'ramsch' || (c?.kind === 'solo' && isNullSolo(c.solo) && c.soloist === seat),
  });
  // The Fox counts only with the normal trumps and the option on.
  if (!o.foxCaught || mode !== 'normal' || c?.kind === 'ramsch') return reason;
  if (card === FOX && reason.code === 'wins' && reason.params?.last === 1) return { ...reason, code: 'foxHome' };
  const hand = (view.hand ?? []).map((n) => parseCard(n));
  const keeps = card !== FOX && playable.includes(FOX) && hand.includes(FOX);
  return keeps && ['lowestFollow', 'lost', 'duck', 'under'].includes(reason.code) ? { ...reason, code: 'keepsFox' } : reason;
}
