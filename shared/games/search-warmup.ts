import type { Action, View } from '../engine/game';
import { Match } from '../engine/match';
import { createRng } from '../engine/rng';
import { runShare } from '../bots/root-parallel';
import { noteDecision } from '../bots/deadline';
import { getGame } from './registry';
import { searchAdapters } from './search-adapters';

/**
 * A tiny search with one search adapter per game (shared/games/search-adapters.ts)
 * on a card-play position of a seeded `easy` game, so the engine's code is
 * compiled (JIT) before the first real decision: a search thread runs it
 * before it reports ready, the host's bot thread when it starts (issue 30:
 * the first decisions after a start were several times slower). Returns the
 * milliseconds it took per adapter. It also gives the deadline's window
 * (shared/bots/deadline.ts) its first samples: two 20 ms searches per game,
 * and how long after their cap they ended. Bounded: at most `maxMoves` moves per
 * game to find a position, `iterations` iterations per adapter.
 */
/** The cap of the warm-up's timed searches. */
const PROBE_MS = 20;

export function warmSearches(iterations = 30, maxMoves = 200): Record<string, number> {
  const took: Record<string, number> = {};
  const games = new Set<string>();
  for (const [name, adapter] of Object.entries(searchAdapters)) {
    // One adapter per game: its engine is what the JIT must see; the others share it (a candidate like hard-weighted only costs time here).
    const gameId = name.split('/')[0]!;
    if (games.has(gameId)) continue;
    games.add(gameId);
    const t0 = Date.now();
    const view = position(gameId, maxMoves);
    if (view) {
      runShare(adapter, { adapter: name, view, seed: 'warmup', label: name, iterations });
      // Two short capped searches: the deadline's window (deadline.ts) starts with the scheduling delay seen now,
      // so the first capped decisions after a start keep the deadline too.
      for (let k = 0; k < 2; k++) {
        const start = Date.now();
        runShare(adapter, { adapter: name, view, seed: 'warmup', label: `${name}/${k}`, deadline: start + PROBE_MS });
        noteDecision(PROBE_MS, Date.now() - start);
      }
    }
    took[name] = Date.now() - t0;
  }
  return took;
}

/** The first card-play decision with a choice in a seeded easy game of `gameId`, or null. */
function position(gameId: string, maxMoves: number): View | null {
  const game = getGame(gameId);
  const easy = game?.bots.easy;
  if (!game || !easy) return null;
  const match = Match.create(game, ['a', 'b', 'c', 'd'], game.options({}, 4), 'warmup');
  for (let move = 0; move < maxMoves; move++) {
    const seat = match.status().awaiting[0];
    if (seat === undefined) return null;
    const view = match.view(seat) as View;
    if (view.legal.length > 1 && (view.legal[0] as Action & { type?: string }).type === 'play') return view;
    const action = easy.decide(view, createRng('warmup', String(move)));
    if (!action || !match.act(action).ok) return null;
  }
  return null;
}
