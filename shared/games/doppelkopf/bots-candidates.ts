import type { Bot } from '../../engine/game';
import { HARD_CALLS, HARD_ITERATIONS, HARD_RESERVE, hardWith } from './bots-search';
import type { DoppelkopfView } from './view';

/**
 * Bots tried in the benches (bench/doppelkopf-level.ts), not levels: each
 * is `hard` with one change, so a duplicate run says what that change is
 * worth before `hard` takes it (docs/bots.md, issue 30).
 */
export const candidateBots: Record<string, Bot<DoppelkopfView>> = {
  // `hard` drawing its worlds by the play so far (bots-sample.ts `weightedSampler`).
  'hard-weighted': hardWith('hard-weighted', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard-weighted'),
  // `hard` with each playout's last 2 (3) tricks played exactly for the score (bots-endgame-playout.ts), same budget and cap.
  'hard-endgame2': hardWith('hard-endgame2', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard-endgame2'),
  'hard-endgame3': hardWith('hard-endgame3', HARD_CALLS, HARD_RESERVE, { iterations: HARD_ITERATIONS, thinkMs: 750 }, 'doppelkopf/hard-endgame3'),
};
