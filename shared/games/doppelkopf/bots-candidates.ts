import type { Bot } from '../../engine/game';
import type { ThinkBudget, TunableBot } from '../../bots/types';
import { HARD_CALLS, HARD_ITERATIONS, HARD_RESERVE, hardWith, shortcutWith } from './bots-search';
import { callsWith, SEARCH_CALLS, type CallSearch } from './bots-announce-search';
import { withExactEnding } from './bots-endgame-root';
import type { DoppelkopfView } from './view';

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
 * `hard-2026-11c` + the root solve inside the decision's deadline (last 3 cards by
 * the exact score on up to 60 sampled deals, bots-endgame-root.ts) + Re and
 * the Absagen by playout (`NEXT_CALLS`), issue 30. The calls' cap is a
 * fifth of the think budget (150 ms of 750, as `hard-calls`; 30 of 150 in an
 * equal-time bench), inside the decision's deadline like the search's.
 */
export function hardNext(budget: ThinkBudget = { iterations: HARD_ITERATIONS, thinkMs: 750 }, kind = 'hard-next'): TunableBot<DoppelkopfView> {
  const calls = callsWith({ ...NEXT_CALLS, capMs: budget.thinkMs === undefined ? undefined : Math.round(budget.thinkMs / 5) }, shortcutWith(HARD_CALLS));
  const bot = withExactEnding(hardWith(kind, HARD_CALLS, HARD_RESERVE, budget, 'doppelkopf/hard', calls), calls, 3, 60);
  return { ...bot, withBudget: (next) => hardNext({ ...budget, ...Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) }, kind) };
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
  'hard-endgame3': hardWith('hard-endgame3', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard-endgame3'),
};
