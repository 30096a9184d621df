import type { Bot } from '../../engine/game';
import { HARD_CALLS, HARD_ITERATIONS, HARD_RESERVE, hardWith, shortcutWith } from './bots-search';
import { callsWith, SEARCH_CALLS } from './bots-announce-search';
import type { DoppelkopfView } from './view';

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
};
