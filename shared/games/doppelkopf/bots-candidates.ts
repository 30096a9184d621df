import type { Bot } from '../../engine/game';
import type { DoppelkopfView } from './view';

/**
 * Bots tried in the benches (bench/doppelkopf-level.ts), not levels: each
 * is `hard` with one change, so a duplicate run says what that change is
 * worth before `hard` takes it (docs/bots.md, issue 30).
 */
export const candidateBots: Record<string, Bot<DoppelkopfView>> = {};
