import { Match } from '../../../shared/engine/match';
import { createRng } from '../../../shared/engine/rng';
import { dubbe } from '../../../shared/games/dubbe';
import { randomBot } from '../../../shared/games/dubbe/bots';
import type { DubbeView } from '../../../shared/games/dubbe/view';

/** A finished or partly played game's record, played by random bots. */
export function playedRecord(n: number, seed: string, opts: { blackDie?: boolean; actions?: number } = {}) {
  const m = Match.create(dubbe, Array.from({ length: n }, (_, i) => `P${i}`), { blackDie: opts.blackDie ?? false }, seed);
  const rng = createRng(seed, 'bots');
  let left = opts.actions ?? Infinity;
  while (m.status().phase !== 'gameOver' && left-- > 0) {
    const seat = m.status().awaiting[0]!;
    const out = m.act(randomBot.decide(m.view(seat) as DubbeView, rng));
    if (!out.ok) throw new Error(out.error.message);
  }
  return { match: m, record: structuredClone(m.record) };
}

