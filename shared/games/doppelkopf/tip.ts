import type { TipReason } from '../../engine/game';
import { trickTipReason } from '../../engine/trick-tip';
import type { DoppelkopfAction } from './actions';
import { ACE, FOX, handSize, parseCard, pointsOf, rankOf, type Card } from './cards';
import { isNullSolo } from './options';
import { raisedCards, ranking, trickWinner, trumpMode, TRUMP } from './order';
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
  const r = ranking(mode, view.options.dullen, raisedCards(view.pigs, view.options.hyperschweine));
  const total = handSize(view.options.withNines);
  const o = view.options;
  const second = o.secondDulle === 'beats' || (o.secondDulle === 'beatsExceptLastTrick' && view.tricks.length + 1 < total);
  const trick = view.trick.map((p) => ({ seat: p.seat, card: parseCard(p.card)! }));
  const playable = view.legal.flatMap((a) => (a.type === 'play' ? [parseCard(a.card)!] : []));
  const led = new Set(view.tricks.map((t) => r.follow[parseCard(t.cards[0]!.card)!]!));
  const mine = view.parties[seat];
  const settled = marriageSettledBy(view, seat, (name) => r.follow[parseCard(name)!] === TRUMP);
  const reason = trickTipReason<Card>({
    seat, card, name: action.card, playable, trick, trickSize: 4,
    winnerWith: (x) => trickWinner([...trick, { seat, card: x }], r, second),
    relation: (s) => {
      if (c?.kind === 'ramsch') return 'opponent';
      const decided = settled?.(s);
      if (decided) return decided;
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

/**
 * An undecided marriage whose partner this very trick may decide: how the
 * trick's taker will stand to `seat` (not the married one) if it keeps the
 * trick, where the view can know it. Taken by another than the married
 * seat in a trick that finds the partner, the taker becomes the married
 * one's partner, so this seat's opponent; the married one taking the last
 * trick that could find a partner plays alone, against this seat too. A
 * "smear on a guess" there would bet on a partner who cannot be one. Null:
 * no such trick (the parties as the view shows them apply).
 */
function marriageSettledBy(view: DoppelkopfView, seat: number, trump: (card: string) => boolean): ((taker: number) => 'opponent' | null) | null {
  const c = view.contract;
  if (c?.kind !== 'marriage' || c.clarifiedAfter !== null || seat === c.seat || view.trick.length === 0) return null;
  const o = view.options;
  const ledTrump = trump(view.trick[0]!.card);
  // As the rules settle it when the trick is complete (play.ts finishTrick).
  const last = view.tricks.length + 1 === handSize(o.withNines);
  const finds = c.last ? last : o.marriagePartner === 'any' || (o.marriagePartner === 'trump') === ledTrump;
  const counted = o.marriageCount === 'plainTricks'
    ? view.tricks.filter((t) => !trump(t.cards[0]!.card)).length + (ledTrump ? 0 : 1)
    : view.tricks.length + 1;
  const closes = (!c.last && counted >= o.marriageTricks) || last;
  return (taker) => {
    if (taker !== c.seat) return finds ? 'opponent' : null;
    return closes ? 'opponent' : null;
  };
}
