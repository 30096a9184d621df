/**
 * Finds the seed of test/e2e/tip-moments.test.ts: a Doppelkopf table (default
 * options) where, with every seat played by the easy bot (deterministic: it
 * draws no random numbers), seat 0 learns of a Fox caught within the first
 * `--tricks` tricks (default 4). Bounded: tries `--tries` seeds (default 300).
 *   npx tsx test/e2e/fox-seed.ts [--tries 300] [--tricks 4]
 * Prints the first such seed and the moment, or exits 1.
 */
import { Match } from '../../shared/engine/match';
import { doppelkopf, type DoppelkopfState, type DoppelkopfView } from '../../shared/games/doppelkopf';
import { doppelkopfMoments } from '../../src-renderer/games/common/moments';
import { createRng } from '../../shared/engine/rng';

const arg = (name: string, def: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : def;
};

/** The first trick (1-based) after which seat 0 is told of a Fox caught, or null. */
export function foxMoment(seed: string, maxTricks: number): { trick: number; moment: unknown } | null {
  const m = Match.create(doppelkopf, ['P0', 'Bot 1', 'Bot 2', 'Bot 3'], {}, seed);
  const rng = createRng(seed, 'search');
  let prev = m.view(0) as DoppelkopfView;
  for (let step = 0; step < 400; step++) {
    const st = m.state as DoppelkopfState;
    if (st.round > 0 || st.tricks.length > maxTricks) return null;
    const seat = m.status().awaiting[0];
    if (seat === undefined) return null;
    const a = doppelkopf.bots.easy!.decide(m.view(seat) as DoppelkopfView, rng);
    if (!a || !m.act(a).ok) return null;
    const next = m.view(0) as DoppelkopfView;
    const fox = doppelkopfMoments(prev, next).find((x) => x.code === 'foxCaught');
    if (fox) return { trick: next.tricks.length, moment: fox };
    prev = next;
  }
  return null;
}

if (process.argv[1]?.endsWith('fox-seed.ts')) {
  const tries = arg('tries', 300);
  const tricks = arg('tricks', 4);
  for (let i = 0; i < tries; i++) {
    const found = foxMoment(`fox-${i}`, tricks);
    if (found) {
      console.log(JSON.stringify({ seed: `fox-${i}`, ...found }));
      process.exit(0);
    }
  }
  console.error(`no seed among fox-0..fox-${tries - 1}`);
  process.exit(1);
}
