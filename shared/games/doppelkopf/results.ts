import type { Results } from '../../engine/game';
import { ANNOUNCEMENT_LEVELS } from './scoring';
import type { DoppelkopfState } from './state';
import { totals } from './view';
import { settle } from './weimar/score';

/** The evening's counters and its settlement (I.15) at the agreed rate: what the sheet prints and `replay` reports. */
function weimarResults(state: DoppelkopfState, minus: number[]): Record<string, unknown> {
  const o = state.options;
  return {
    preset: o.preset,
    evening: structuredClone(state.evening),
    settlement: { centsPerPoint: o.centsPerPoint, minimumCents: o.minimumCents, seats: settle(minus, o.centsPerPoint, o.minimumCents) },
  };
}

/**
 * The replay output (docs/cli.md): one entry per finished deal, thrown-in
 * deals included with `scored: false`; totals are game points per seat.
 */
export function results(state: DoppelkopfState): Results {
  const t = totals(state.history, state.n);
  const best = Math.max(...t);
  const weimar = state.options.scoring === 'weimar';
  const minus = t.map((v) => (v === 0 ? 0 : -v));
  return {
    rounds: state.history.map((g) => ({
      round: g.round,
      dealer: g.dealer,
      type: g.type,
      scored: g.scored,
      re: g.re.slice(),
      kontra: g.kontra.slice(),
      cardPoints: g.cardPoints && { ...g.cardPoints },
      announcements: { re: ANNOUNCEMENT_LEVELS[g.announcements.re] || null, kontra: ANNOUNCEMENT_LEVELS[g.announcements.kontra] || null },
      winner: g.value?.winner ?? null,
      value: g.value?.re ?? 0,
      lines: g.value?.lines.map((l) => ({ ...l })) ?? [],
      ...(g.weimar ? { weimar: structuredClone(g.weimar) } : {}),
      bock: g.bock,
      points: g.points.slice(),
      explain: structuredClone(g.explain ?? []),
      ...(g.genscher ? { genscher: { ...g.genscher } } : {}),
    })),
    // `net` is the generic key other tools (selfplay) read; for Doppelkopf it equals `points`.
    // Weimar: `minus` is the score sheet (minus points per player); `points`/`net` are its negatives.
    totals: { points: t, net: t.slice(), ...(weimar ? { minus } : {}) },
    winners: t.flatMap((v, s) => (v === best ? [s] : [])),
    gamesPlayed: state.gamesPlayed,
    ...(weimar ? weimarResults(state, minus) : {}),
  };
}
