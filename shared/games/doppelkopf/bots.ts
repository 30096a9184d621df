import type { Bot } from '../../engine/game';
import { pick } from '../../engine/rng';
import { cardName, parseCard } from './cards';
import { actionsOf, biddingMove, declaration, heuristicCard, situationFromView, volunteerJoker, weakestCard } from './bots-heuristic';
import { hardReferenceBot, mediumBot } from './bots-search';
import { hard202611bBot, hard202611cBot } from './bots-reference';
import { hardNext } from './bots-candidates';
import { isNullSolo } from './options';
import { withHouseRules } from './bots-house-rules';
import type { DoppelkopfView } from './view';

const myTurn = (view: DoppelkopfView): boolean =>
  view.seat !== null && view.awaiting.includes(view.seat) && view.legal.length > 0;

/**
 * The baseline bot: reservations and announcements by simple counting of
 * trumps and high cards, cards at random among the legal ones (in Ramsch
 * and Null the weakest). Good enough to fill a seat.
 */
export const randomBot: Bot<DoppelkopfView> = {
  kind: 'random',
  volunteer: volunteerJoker,
  decide(view, rng) {
    if (!myTurn(view)) return null;
    const hand = (view.hand ?? []).map((n) => parseCard(n)!);
    const before = biddingMove(view, hand);
    if (before) return before;
    const said = declaration(view, hand);
    if (said) return said;
    const plays = actionsOf(view, 'play');
    const c = view.contract;
    if (c?.kind === 'ramsch' || (c?.kind === 'solo' && isNullSolo(c.solo))) return weakestCard(view, plays);
    return pick(plays, rng);
  },
};

/**
 * Rules of thumb, no lookahead: the reservations and announcements of the
 * baseline, and cards chosen by position (schmieren to a partner who holds
 * the trick, win valuable tricks cheaply, Aces first time round, keep the
 * Dullen and the Fox, duck in Ramsch and Null).
 */
export const easyBot: Bot<DoppelkopfView> = {
  kind: 'easy',
  volunteer: volunteerJoker,
  decide(view) {
    if (!myTurn(view)) return null;
    const hand = (view.hand ?? []).map((n) => parseCard(n)!);
    const before = biddingMove(view, hand) ?? declaration(view, hand);
    if (before) return before;
    const chosen = cardName(heuristicCard(situationFromView(view, hand)));
    return view.legal.find((a) => a.type === 'play' && a.card === chosen) ?? view.legal[0]!;
  },
};

export const doppelkopfBots: Record<string, Bot<DoppelkopfView>> = Object.fromEntries(Object.entries({
  random: randomBot,
  easy: easyBot,
  medium: mediumBot,
  // Since issue 30's sixth pass (26 Nov 2026): the candidate `hard-next` (bots-candidates.ts), measured ahead of hard-2026-11b on 600 DDV deals.
  hard: hardNext(undefined, 'hard'),
  // Not offered in the lobby: the fixed yardstick for `hard` (selfplay --bots hard,hard-2026-11).
  'hard-2026-11': hardReferenceBot,
  // Not offered in the lobby either: `hard` as it was on 25 Nov 2026, the yardstick of issue 30 (--bots hard,hard-2026-11b).
  'hard-2026-11b': hard202611bBot,
  // Not in the lobby: `hard` as it was until that switch (reservations by playout, counted calls), --bots hard,hard-2026-11c.
  'hard-2026-11c': hard202611cBot,
  // House-rule calls (Schweine) first, apart from the bots' own logic: bots-house-rules.ts.
}).map(([id, bot]) => [id, withHouseRules(bot)]));
