import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import { createRng } from '../../shared/engine/rng';
import { ismcts } from '../../shared/bots/ismcts';
import { merge, rootParallel, setSearchPool, type SearchPool } from '../../shared/bots/root-parallel';
import { WorkerSearchPool } from '../../shared/bots/search-pool';
import { doppelkopf } from '../../shared/games/doppelkopf';
import { easyBot, doppelkopfBots } from '../../shared/games/doppelkopf/bots';
import { hardAdapter, hardMastersAdapter } from '../../shared/games/doppelkopf/bots-search';
import { candidateBots, ROOT_TRICKS } from '../../shared/games/doppelkopf/bots-candidates';
import type { DoppelkopfView } from '../../shared/games/doppelkopf/view';
import type { TunableBot } from '../../shared/bots/types';
import type { Action, Game, View } from '../../shared/engine/game';
import { dubbe } from '../../shared/games/dubbe';
import { dobbm } from '../../shared/games/dobbm';
import { hardAdapter as dubbeHard } from '../../shared/games/dubbe/bots-search';
import { hardAdapter as dobbmHard } from '../../shared/games/dobbm/bots-search';
import { searchAdapters } from '../../shared/games/search-adapters';

/** Card-play views from a seeded easy game: the 1st, 9th and 17th card. */
function views(): DoppelkopfView[] {
  const match = Match.create(doppelkopf, ['a', 'b', 'c', 'd'], doppelkopf.options({ games: 1 }, 4), 'rp-test');
  const out: DoppelkopfView[] = [];
  let cards = 0;
  while (out.length < 3) {
    const seat = match.status().awaiting[0]!;
    const view = match.view(seat) as DoppelkopfView;
    if (view.phase === 'play' && view.legal.length > 1 && cards++ % 8 === 0) out.push(view);
    expect(match.act(easyBot.decide(view, createRng('rp-test', String(cards)))!).ok).toBe(true);
  }
  return out;
}

/** Card-play views with a choice from a seeded easy game of any game: every `every`-th such view, `count` of them. */
function playViews(game: Game, seed: string, count: number, every: number): View[] {
  const match = Match.create(game, ['a', 'b', 'c', 'd'], game.options({}, 4), seed);
  const out: View[] = [];
  for (let move = 0, seen = 0; out.length < count && move < 2000; move++) {
    const seat = match.status().awaiting[0]!;
    const view = match.view(seat) as View;
    if (view.legal.length > 1 && (view.legal[0] as Action & { type: string }).type === 'play' && seen++ % every === 0) out.push(view);
    expect(match.act(game.bots.easy!.decide(view, createRng(seed, String(move)))!).ok).toBe(true);
  }
  expect(out).toHaveLength(count);
  return out;
}

const entry = new URL('../../src-main/host/botWorkerTsx.mjs', import.meta.url);
let pool: WorkerSearchPool;
const positions = views();

beforeAll(async () => {
  pool = new WorkerSearchPool({ threads: 1, entry });
  expect(await pool.whenReady(60_000)).toBe(1);
}, 70_000);
afterAll(async () => {
  setSearchPool(null);
  await pool.close();
});

describe('root-parallel search over worker threads', () => {
  it('a share on a worker thread gives exactly what it gives on this thread: the result depends on the seed and the shares only', () => {
    for (const [i, v] of positions.entries()) {
      setSearchPool(null);
      const alone = rootParallel(hardAdapter, 'doppelkopf/hard', v, createRng('rp', String(i)), { shares: 2, perShare: 150 });
      expect(alone.remote).toBe(0);
      setSearchPool(pool);
      const spread = rootParallel(hardAdapter, 'doppelkopf/hard', v, createRng('rp', String(i)), { shares: 2, perShare: 150 });
      expect(spread.remote).toBe(1);
      expect(spread.stats).toEqual(alone.stats);
      expect(spread.action).toEqual(alone.action);
      expect(spread.iterations).toBe(300);
    }
  });

  it('the summed root statistics are the shares\' own: two shares of 150 are two plain searches on their own streams', () => {
    const v = positions[0]!;
    setSearchPool(pool);
    const spread = rootParallel(hardAdapter, 'doppelkopf/hard', v, createRng('rp', 'sum'), { shares: 2, perShare: 150 });
    const seed = `rp/${createRng('rp', 'sum').int(0, 2 ** 31 - 1)}`;
    const parts = [0, 1].map((k) => ismcts(hardAdapter, v, createRng(seed, `share/${k}`), { iterations: 150 }));
    const byHand = merge(parts.map((p) => ({ iterations: p.iterations, stats: p.stats.map((s) => ({ key: s.key, visits: s.visits, reward: s.mean * s.visits })) })), v.legal, (a) => (a.type === 'play' ? a.card : JSON.stringify(a)));
    expect(spread.stats).toEqual(byHand.stats);
    expect(spread.stats.reduce((x, s) => x + s.visits, 0)).toBe(300);
  });

  it('a thread that dies while its share is out: the caller runs that share itself and decides the same', async () => {
    const v = positions[1]!;
    const dying = new WorkerSearchPool({ threads: 1, entry });
    expect(await dying.whenReady(60_000)).toBe(1);
    const flaky: SearchPool = {
      threads: 1,
      ready: () => dying.ready(),
      run: (jobs, local, until) => dying.run(jobs, () => { void dying.close(); local(); }, until),
    };
    setSearchPool(flaky);
    const fallen = rootParallel(hardAdapter, 'doppelkopf/hard', v, createRng('rp', 'die'), { shares: 2, perShare: 150 });
    setSearchPool(null);
    const alone = rootParallel(hardAdapter, 'doppelkopf/hard', v, createRng('rp', 'die'), { shares: 2, perShare: 150 });
    expect(fallen.remote).toBe(0);
    expect(fallen.stats).toEqual(alone.stats);
  }, 70_000);

  it('Dubbe and Dobbm: a share on a worker thread gives exactly what it gives on this thread', () => {
    const cases = [
      { name: 'dubbe/hard', adapter: dubbeHard, views: playViews(dubbe as unknown as Game, 'rp-dubbe', 2, 5) },
      { name: 'dobbm/hard', adapter: dobbmHard, views: playViews(dobbm as unknown as Game, 'rp-dobbm', 2, 5) },
    ];
    for (const { name, adapter, views: vs } of cases) {
      expect(searchAdapters[name]).toBe(adapter);
      for (const [i, v] of vs.entries()) {
        setSearchPool(null);
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const alone = rootParallel(adapter as any, name, v, createRng('rp', `${name}/${i}`), { shares: 2, perShare: 60 });
        expect(alone.remote).toBe(0);
        setSearchPool(pool);
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        const spread = rootParallel(adapter as any, name, v, createRng('rp', `${name}/${i}`), { shares: 2, perShare: 60 });
        expect(spread.remote).toBe(1);
        expect(spread.stats).toEqual(alone.stats);
        expect(spread.action).toEqual(alone.action);
        expect(spread.iterations).toBe(120);
      }
    }
  });

  it('Dubbe\'s and Dobbm\'s hard use the pool and repeat a seeded decision; without a pool each is the plain search', () => {
    const cases = [
      { bot: dubbe.bots.hard as unknown as TunableBot<View>, adapter: dubbeHard, v: playViews(dubbe as unknown as Game, 'rp-dubbe2', 1, 3)[0]! },
      { bot: dobbm.bots.hard as unknown as TunableBot<View>, adapter: dobbmHard, v: playViews(dobbm as unknown as Game, 'rp-dobbm2', 1, 3)[0]! },
    ];
    for (const { bot, adapter, v } of cases) {
      const hard = bot.withBudget({ iterations: 100, thinkMs: 60_000 });
      setSearchPool(null);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      expect(hard.decide(v, createRng('rp', 'g1'))).toEqual(ismcts(adapter as any, v, createRng('rp', 'g1'), { iterations: 100 }).action);
      setSearchPool(pool);
      const a = hard.decide(v, createRng('rp', 'g2'));
      expect(hard.decide(v, createRng('rp', 'g2'))).toEqual(a);
      setSearchPool(null);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      expect(a).toEqual(rootParallel(adapter as any, 'x', v, createRng('rp', 'g2'), { shares: 2, iterations: 100 }).action);
    }
  });

  it('a late thread is not waited for past the deadline, and not replaced: it takes shares again once its late answer is in', async () => {
    const v = positions[0]!;
    const started = pool.started;
    const t0 = Date.now();
    // A share that searches for 1.5 s while the caller stops waiting after 0.1 s.
    const job = { adapter: 'doppelkopf/hard', view: v, seed: 'late', label: 'share/1', iterations: 1e9, deadline: t0 + 1500 };
    const out = pool.run([job], () => {}, t0 + 100);
    expect(out).toEqual([null]);
    expect(Date.now() - t0).toBeLessThan(1400);
    expect(pool.ready()).toBe(0);
    const until = Date.now() + 30_000;
    while (pool.ready() === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(pool.ready()).toBe(1);
    expect(pool.started).toBe(started);
    // And it answers the next share as before.
    setSearchPool(pool);
    expect(rootParallel(hardAdapter, 'doppelkopf/hard', v, createRng('rp', 'after'), { shares: 2, perShare: 50 }).remote).toBe(1);
  }, 40_000);

  it('the decision\'s deadline (limitAt) bounds the wait for the threads before cap + grace; a share not back is left out', () => {
    const v = positions[1]!;
    let waited = 0;
    // A pool whose thread never answers in time: it reports how long the caller would wait.
    const silent: SearchPool = { threads: 1, ready: () => 1, run: (jobs, local, until) => { waited = until; local(); return jobs.map(() => null); } };
    setSearchPool(silent);
    const now = Date.now();
    const r = rootParallel(hardAdapter, 'doppelkopf/hard', v, createRng('rp', 'limit'), { shares: 2, perShare: 1e9, thinkMs: 200, startedAt: now, limitAt: now + 150 });
    setSearchPool(null);
    expect(waited).toBe(now + 150);
    // Past the cap, the missing share is not run here either: the decision is share 0's alone.
    expect(r.remote).toBe(0);
    expect(r.stats.reduce((x, s) => x + s.visits, 0)).toBe(r.iterations);
    setSearchPool(silent);
    rootParallel(hardAdapter, 'doppelkopf/hard', v, createRng('rp', 'limit'), { shares: 2, perShare: 50, thinkMs: 200, startedAt: now });
    setSearchPool(null);
    // Without a decision deadline the wait is cap + grace.
    expect(waited).toBe(now + 300);
  });

  it('hard uses the pool (shares = threads + 1) and repeats a seeded decision; without a pool it is the plain single-thread search', () => {
    const hard = (doppelkopfBots.hard as TunableBot<DoppelkopfView>).withBudget({ iterations: 200, thinkMs: 60_000 });
    const v = positions[2]!;
    setSearchPool(null);
    const single = hard.decide(v, createRng('rp', 'hard'));
    const plain = ismcts(hardAdapter, v, createRng('rp', 'hard'), { iterations: 200 }).action;
    expect(single).toEqual(plain);
    setSearchPool(pool);
    const a = hard.decide(v, createRng('rp', 'hard2'));
    const b = hard.decide(v, createRng('rp', 'hard2'));
    expect(a).toEqual(b);
    setSearchPool(null);
    const c = rootParallel(hardAdapter, 'doppelkopf/hard', v, createRng('rp', 'hard2'), { shares: 2, iterations: 200 }).action;
    expect(a).toEqual(c);
  });

  it('hard-cores gives every share the full iterations on the pool (twice the search with one thread); without a pool it is the plain search', () => {
    const cores = (candidateBots['hard-cores'] as TunableBot<DoppelkopfView>).withBudget({ iterations: 24, thinkMs: 60_000 });
    // Positions where the card search alone decides: only cards are legal (no call), more than ROOT_TRICKS held (no exact ending), no Fox to play (no Fox care).
    // A small budget, where 24 and 2 × 24 iterations still choose differently now and then.
    const searched = (['rp-cores', 'rp-cores2'].flatMap((seed) => playViews(doppelkopf, seed, 36, 1)) as DoppelkopfView[])
      .filter((v) => v.legal.every((a) => a.type === 'play' && a.card !== 'diamonds-A') && (v.hand?.length ?? 0) > ROOT_TRICKS).slice(0, 6);
    expect(searched.length).toBeGreaterThanOrEqual(4);
    // Some positions where splitting and not splitting choose differently, so the test tells the two apart.
    let told = 0;
    for (const [i, v] of searched.entries()) {
      setSearchPool(null);
      expect(cores.decide(v, createRng('rp', `cores${i}`))).toEqual(ismcts(hardMastersAdapter, v, createRng('rp', `cores${i}`), { iterations: 24 }).action);
      const each = rootParallel(hardMastersAdapter, 'doppelkopf/hard-masters', v, createRng('rp', `cores2-${i}`), { shares: 2, perShare: 24 });
      const split = rootParallel(hardMastersAdapter, 'doppelkopf/hard-masters', v, createRng('rp', `cores2-${i}`), { shares: 2, iterations: 24 });
      expect(each.iterations).toBe(48);
      expect(split.iterations).toBe(24);
      setSearchPool(pool);
      const a = cores.decide(v, createRng('rp', `cores2-${i}`));
      setSearchPool(null);
      expect(a).toEqual(each.action);
      if (JSON.stringify(each.action) !== JSON.stringify(split.action)) told++;
    }
    expect(told).toBeGreaterThan(0);
  });
});
