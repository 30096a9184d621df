import { Match } from '../../../shared/engine/match';
import { createRng } from '../../../shared/engine/rng';
import { dobbm } from '../../../shared/games/dobbm';
import type { DobbmOptions } from '../../../shared/games/dobbm/options';
import type { DobbmView } from '../../../shared/games/dobbm/view';

/** A session (or its first `actions` actions) played by one bot kind at every seat. */
export function playedRecord(n: number, seed: string, opts: { bot?: 'random' | 'easy'; actions?: number; options?: Partial<DobbmOptions> } = {}) {
  const m = Match.create(dobbm, Array.from({ length: n }, (_, i) => `P${i}`), { hands: 3, ...opts.options }, seed);
  const bot = dobbm.bots[opts.bot ?? 'easy']!;
  const rng = createRng(seed, 'bots');
  let left = opts.actions ?? Infinity;
  while (m.status().phase !== 'gameOver' && left-- > 0) {
    const seat = m.status().awaiting[0]!;
    const out = m.act(bot.decide(m.view(seat) as DobbmView, rng));
    if (!out.ok) throw new Error(out.error.message);
  }
  return { match: m, record: structuredClone(m.record) };
}
