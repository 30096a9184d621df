import type { Bot } from '../../engine/game';
import { HARD_CALLS, HARD_ITERATIONS, HARD_RESERVE, hardWith, shortcutWith } from './bots-search';
import { callsWith, SEARCH_CALLS } from './bots-announce-search';
import { withExactEnding } from './bots-endgame-root';
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
  // `hard` with each playout's last 2 (3) tricks played exactly for the score (bots-endgame-playout.ts), same budget and cap.
  'hard-endgame2': hardWith('hard-endgame2', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard-endgame2'),
  // `hard-endgame2` choosing its last 3 cards by the exact score on 60 sampled deals instead of the search (bots-endgame-root.ts).
  'hard-endgame2-root3': withExactEnding(hardWith('hard-endgame2-root3', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard-endgame2'), HARD_CALLS, 3, 60),
  // `hard` choosing its last 3 cards by the exact score on 60 sampled deals, the search's playouts unchanged.
  'hard-root3': withExactEnding(hardWith('hard-root3', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }), HARD_CALLS, 3, 60),
  'hard-endgame3': hardWith('hard-endgame3', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard-endgame3'),
};
