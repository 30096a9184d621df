import type { Bot } from '../../engine/game';
import type { ThinkBudget, TunableBot } from '../../bots/types';
import { HARD_CALLS, HARD_ITERATIONS, HARD_RESERVE, hardWith, shortcutWith, type Spread } from './bots-search';
import { callsWith, SEARCH_CALLS, type CallSearch } from './bots-announce-search';
import { withExactEnding } from './bots-endgame-root';
import type { DoppelkopfView } from './view';
import type { AnnouncementName } from './actions';
import type { CallPolicy } from './bots-heuristic';
import type { ReserveSearch } from './bots-reserve';
import type { Rng } from '../../engine/rng';

/**
 * `hard-next`'s calls: Re and the Absagen by playout at their last moment
 * (SEARCH_CALLS' margins), Kontra by `hard`'s count — in the calls
 * calibration (docs/bots.md, seeds cs1, cs2) an added Re and "keine 90"
 * leaned positive in both samples, the playouts' Kontra did not.
 */
export const NEXT_CALLS: CallSearch = { ...SEARCH_CALLS, margin: { re: 0.5, no90: 0.5, no60: 0.5, no30: 1, black: 2 } };

/**
 * The level `hard` since issue 30's sixth pass (26 Nov 2026; `kind`
 * 'hard'), also the candidate `hard-next` of the benches:
 * `hard-2026-11c` + the root solve inside the decision's deadline (last ROOT_TRICKS cards by
 * the exact score on up to 60 sampled deals, bots-endgame-root.ts) + Re and
 * the Absagen by playout (`NEXT_CALLS`), issue 30. The calls' cap is a
 * fifth of the think budget (150 ms of 750, as `hard-calls`; 30 of 150 in an
 * equal-time bench), inside the decision's deadline like the search's. Its
 * card search is `HARD_CARDS` (the meatless soloist leads its masters).
 */
export function hardNext(budget: ThinkBudget = { iterations: HARD_ITERATIONS, thinkMs: 750 }, kind = 'hard-next'): TunableBot<DoppelkopfView> {
  return hardBuilt(budget, kind, {});
}

/**
 * The announcements `hard` never says on Weimar's rules (minus points),
 * by the rule fixed before the run (docs/bots.md, "what the announcements
 * win", seed valw2): a kind whose gain per hand lay entirely below zero.
 * On 150 Weimar deals (bench/doppelkopf-calls-value.ts, hard against itself
 * silent from the call on, minus points per hand): Re −15.7 [−28.6, −2.9]
 * (122 hands), Kontra −44.5 [−66.3, −22.8] (65), keine 90 −54.8 [−75.6,
 * −34.1] (66), keine 60 −79.6 [−120.2, −38.9] (23); keine 30 (3 hands) and
 * schwarz (none) decided nothing and stay. DDV keeps every call (there they
 * won +0.261 [+0.142, +0.380] per seat and game, seed val2).
 */
export const WEIMAR_OFF: readonly AnnouncementName[] = ['re', 'kontra', 'no90', 'no60'];

/** What a `hard` variant changes in its calls (all optional: none given is `hard-next` itself). */
export interface CallsVariant {
  /** The calls' playout search (default NEXT_CALLS); its `capMs` if given, else a fifth of the think budget. */
  search?: CallSearch;
  /** Fixed cap of the calls' search in ms (`null`: none, only `worlds` bounds it), instead of a fifth of the think budget. */
  capMs?: number | null;
  /** The counted calls (Kontra, and what the search leaves to the count; default HARD_CALLS). */
  counted?: CallPolicy;
  /** Announcements never said (taken out of the legal actions before the bot sees them); 'all': silent. */
  silent?: readonly AnnouncementName[] | 'all';
  /** Announcements never said on Weimar's rules (`scoring` 'weimar', minus points); default WEIMAR_OFF. DDV unchanged. */
  weimarOff?: readonly AnnouncementName[];
  /** The reservations' search (default HARD_RESERVE; a bench drops its time cap for reproducible games). */
  reserve?: ReserveSearch;
  /** Every playout (cards, calls, reservations) with the parties only as each seat knows them at the table (`hard-public`). */
  publicParties?: boolean;
  /** The card search by another adapter (bots-search.ts `doppelkopfSearchAdapters`), e.g. 'doppelkopf/hard-masters'. */
  cards?: string;
  /** How the card search uses a search pool's threads (bots-search.ts `Spread`; default 'split'). */
  spread?: Spread;
  /** From how many cards in hand the root solve chooses by the exact score instead of the search (default ROOT_TRICKS). */
  rootTricks?: number;
}

/**
 * The level's root solve (issue 30, fifth pass): with this many cards in
 * hand or fewer, each card by the exact score on up to ROOT_SAMPLES
 * sampled deals inside the decision's deadline (bots-endgame-root.ts).
 * From 4 cards since the seventeenth pass (29 Nov 2026: `hard-root4`
 * +0.462 [+0.245, +0.680] against hard-2026-11b on 674 DDV deals, pool4;
 * 3 before).
 */
export const ROOT_TRICKS = 4;
export const ROOT_SAMPLES = 60;

/**
 * The level's card search since issue 30's eleventh pass (28 Nov 2026):
 * `hard`'s, with playouts that lead a master first when nothing is trump
 * (bots-trumpless.ts). On the 374 meatless solos of seeds sw1/sw2 it gained
 * +1.28 [+0.71, +1.84] per hand as soloist and +1.32 [+0.75, +1.90] as the
 * defenders (docs/bots.md); outside trumpless games it plays as before.
 * The frozen references keep 'doppelkopf/hard'.
 */
export const HARD_CARDS = 'doppelkopf/hard-masters';

function hardBuilt(budget: ThinkBudget, kind: string, v: CallsVariant): TunableBot<DoppelkopfView> {
  const counted = v.counted ?? HARD_CALLS;
  const capMs = v.capMs === null ? undefined : v.capMs ?? (budget.thinkMs === undefined ? undefined : Math.round(budget.thinkMs / 5));
  const pub = v.publicParties ? { publicParties: true } : {};
  const calls = callsWith({ ...(v.search ?? NEXT_CALLS), capMs, ...pub }, shortcutWith(counted));
  const reserve = { ...(v.reserve ?? HARD_RESERVE), ...pub };
  const searchName = v.cards ?? (v.publicParties ? 'doppelkopf/hard-public' : HARD_CARDS);
  const inner = withExactEnding(hardWith(kind, counted, reserve, budget, searchName, calls, v.spread), calls, v.rootTricks ?? ROOT_TRICKS, ROOT_SAMPLES);
  const weimarOff = v.weimarOff ?? WEIMAR_OFF;
  const bot = v.silent ? withoutCalls(inner, () => v.silent!)
    : weimarOff.length > 0 ? withoutCalls(inner, (view) => (view.options.scoring === 'weimar' ? weimarOff : []))
    : inner;
  return { ...bot, withBudget: (next) => hardBuilt({ ...budget, ...Object.fromEntries(Object.entries(next).filter(([, x]) => x !== undefined)) }, kind, v) };
}

/**
 * The bot with some announcements taken out of its legal actions, by the
 * view (`kinds(view)`: the kinds never said there, 'all': none said). The
 * rest of the decision is unchanged: the calls and the count pick only from
 * `view.legal`, and neither draws from the decision's generator, so the
 * card search draws exactly as before.
 */
export function withoutCalls(bot: TunableBot<DoppelkopfView>, kinds: (view: DoppelkopfView) => readonly AnnouncementName[] | 'all'): TunableBot<DoppelkopfView> {
  const strip = (view: DoppelkopfView): DoppelkopfView => {
    const off = kinds(view);
    if (off !== 'all' && off.length === 0) return view;
    if (!view.legal.some((a) => a.type === 'announce')) return view;
    const legal = view.legal.filter((a) => a.type !== 'announce' || (off !== 'all' && !off.includes(a.announcement)));
    return { ...view, legal };
  };
  return {
    ...bot,
    withBudget: (next) => withoutCalls(bot.withBudget(next), kinds),
    decide: (view, rng) => bot.decide(strip(view), rng),
    ...(bot.volunteer ? { volunteer: (view: DoppelkopfView, rng: Rng) => bot.volunteer!(strip(view), rng) } : {}),
  };
}

/**
 * `hard` (as `hardNext`) with another call search / cap / count, for the
 * benches (bench/doppelkopf-calls-value.ts): `capMs` null for a call search
 * bounded only by its worlds (reproducible on a busy machine).
 */
export function hardCalls(capMs: number | null, variant: Omit<CallsVariant, 'capMs'> = {}, budget: ThinkBudget = { iterations: HARD_ITERATIONS, thinkMs: 750 }, kind = 'hard-calls-value'): TunableBot<DoppelkopfView> {
  return hardBuilt(budget, kind, { ...variant, capMs });
}

/** `hard` that never announces (no Re, Kontra or Absage); reservations and card play unchanged. */
export function hardSilent(capMs: number | null = null, variant: Omit<CallsVariant, 'capMs' | 'silent'> = {}, budget: ThinkBudget = { iterations: HARD_ITERATIONS, thinkMs: 750 }, kind = 'hard-silent'): TunableBot<DoppelkopfView> {
  return hardBuilt(budget, kind, { ...variant, capMs, silent: 'all' });
}

/**
 * Bots tried in the benches (bench/doppelkopf-level.ts), not levels: each
 * is `hard` with one change, so a duplicate run says what that change is
 * worth before `hard` takes it (docs/bots.md, issue 30).
 */
export const candidateBots: Record<string, Bot<DoppelkopfView>> = {
  // `hard` drawing its worlds by the play so far (bots-sample.ts `weightedSampler`).
  'hard-weighted': hardWith('hard-weighted', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard-weighted'),
  // `hard` with its announcements and Absagen by playout against waiting (bots-announce-search.ts).
  'hard-calls': hardWith('hard-calls', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard', callsWith(SEARCH_CALLS, shortcutWith(HARD_CALLS))),
  // `hard` with each playout's last 2 (3) tricks played exactly for the score (bots-endgame-playout.ts), same budget and cap.
  'hard-endgame2': hardWith('hard-endgame2', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard-endgame2'),
  // `hard-endgame2` choosing its last 3 cards by the exact score on 60 sampled deals instead of the search (bots-endgame-root.ts).
  'hard-endgame2-root3': withExactEnding(hardWith('hard-endgame2-root3', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard-endgame2'), HARD_CALLS, 3, 60),
  // `hard` choosing its last 3 cards by the exact score on 60 sampled deals, the search's playouts unchanged.
  'hard-root3': withExactEnding(hardWith('hard-root3', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }), HARD_CALLS, 3, 60),
  'hard-next': hardNext(),
  // `hard` whose playouts (cards, calls, reservations) give each seat only the parties it could know at the table (issue 30, eighth pass).
  'hard-public': hardBuilt({ iterations: HARD_ITERATIONS, thinkMs: 750 }, 'hard-public', { publicParties: true }),
  // `hard` whose card search's playouts lead a master first when nothing is trump (the meatless solo; issue 30, eleventh pass; the level's since).
  'hard-masters': hardBuilt({ iterations: HARD_ITERATIONS, thinkMs: 750 }, 'hard-masters', { cards: 'doppelkopf/hard-masters' }),
  // `hard` whose every search share runs the full iterations: with a search pool of N threads, N + 1 times the card search in about the same time (issue 30, sixteenth pass: +0.14 [−0.09, +0.36] against hard-2026-11b, not adopted).
  'hard-cores': hardBuilt({ iterations: HARD_ITERATIONS, thinkMs: 750 }, 'hard-cores', { spread: 'each' }),
  // `hard` whose root solve starts at 4 cards in hand, not 3 (issue 30, seventeenth pass: adopted, so the level itself since).
  'hard-root4': hardBuilt({ iterations: HARD_ITERATIONS, thinkMs: 750 }, 'hard-root4', { rootTricks: 4 }),
  // `hard` as before issue 30's seventh pass on Weimar: every call kind also there (WEIMAR_OFF empty); DDV the same as `hard`.
  'hard-weimar-calls': hardBuilt({ iterations: HARD_ITERATIONS, thinkMs: 750 }, 'hard-weimar-calls', { weimarOff: [] }),
  'hard-endgame3': hardWith('hard-endgame3', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard-endgame3'),
};
