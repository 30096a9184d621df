import type { Bot } from '../../engine/game';
import { pick } from '../../engine/rng';
import type { DubbeView } from './view';

/**
 * The baseline: a uniformly random legal move when the table waits for it.
 * It never reaches for a trick it may not collect (see bots in the black-die
 * rules), so grabbing is left to people.
 */
export const randomBot: Bot<DubbeView> = {
  kind: 'random',
  decide(view, rng) {
    if (view.seat === null || !view.awaiting.includes(view.seat) || view.legal.length === 0) return null;
    return pick(view.legal, rng);
  },
};
