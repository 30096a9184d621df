import { createRng, type Rng } from '../../engine/rng';
import type { AnnouncementName, DoppelkopfAction } from './actions';
import { foxAwareCard } from './bots-fox';
import type { Situation } from './bots-heuristic';
import type { Card } from './cards';
import { sampler } from './determinize';
import { isNullSolo } from './options';
import { cardPlayout } from './playout';
import { apply } from './rules';
import type { DoppelkopfState } from './state';
import type { DoppelkopfView } from './view';

/**
 * Announcements and Absagen by what they win when played (issue 30): from
 * the seat's view, sample the hidden cards, play each sampled deal out once
 * with and once without the announcement (the same cards: the card rule
 * does not look at announcements, and the same random draws), and compare
 * the seat's score under the table's scoring (DDV points or Weimar minus
 * points, relative to the others, as the search's payoff). Say the
 * announcement whose mean gain is largest, if it beats its margin. Not
 * modelled: the other side answering (Kontra on Re) or playing differently
 * because of it, and the partner learning the party — the margins,
 * calibrated by duplicate play (bench/doppelkopf-calls.ts), absorb that.
 */
export interface AnnounceSearch {
  samples: number;
  randomShare: number;
  /** Per announcement, game points per seat it must gain on average; missing or Infinity: never said. */
  margin: Partial<Record<AnnouncementName, number>>;
}

export interface AnnounceEstimate {
  announcement: AnnouncementName;
  gain: number;
  /** Share of the sampled deals where it gained (more than nothing). */
  won: number;
}

type Announce = Extract<DoppelkopfAction, { type: 'announce' }>;

const strictFox = (sit: Situation): Card => foxAwareCard(sit, true);

/** The seat's points in the game finished after `before` games, relative to the others' average, in simple games (0 if none finished). */
export function payoff(state: DoppelkopfState, me: number, before: number): number {
  if (state.history.length <= before) return 0;
  const last = state.history[state.history.length - 1]!;
  const unit = state.options.scoring === 'weimar' ? state.options.base : 1;
  const sum = last.points.reduce((a, b) => a + b, 0);
  const v = last.points[me]!;
  return (v - (sum - v) / Math.max(1, state.n - 1)) / unit;
}

/** Each legal announcement's mean gain over saying nothing on the same sampled deals (empty when none is open or none has a margin). */
export function estimateAnnouncements(view: DoppelkopfView, rng: Rng, o: AnnounceSearch): AnnounceEstimate[] {
  if (view.phase !== 'play' || view.seat === null) return [];
  const c = view.contract;
  if (!c || c.kind === 'ramsch' || (c.kind === 'solo' && isNullSolo(c.solo))) return [];
  const open = view.legal.filter((a): a is Announce => a.type === 'announce' && Number.isFinite(o.margin[a.announcement] ?? Number.POSITIVE_INFINITY));
  if (open.length === 0) return [];
  const me = view.seat;
  const sample = sampler(view);
  const seed = `${rng.int(0, 2 ** 31 - 1)}/${rng.int(0, 2 ** 31 - 1)}`;
  const gains = open.map(() => ({ sum: 0, won: 0 }));
  for (let i = 0; i < o.samples; i++) {
    const world = sample(createRng(seed, `deal/${i}`));
    const before = world.history.length;
    const base = payoff(cardPlayout(world, o.randomShare, strictFox, createRng(seed, `play/${i}`)), me, before);
    open.forEach((a, k) => {
      const said = apply(world, a);
      if (!said.ok) return;
      const g = payoff(cardPlayout(said.state, o.randomShare, strictFox, createRng(seed, `play/${i}`)), me, before) - base;
      gains[k]!.sum += g;
      if (g > 0) gains[k]!.won++;
    });
  }
  return open.map((a, k) => ({ announcement: a.announcement, gain: gains[k]!.sum / o.samples, won: gains[k]!.won / o.samples }));
}

/** The announcement to say now, or null. */
export function announcementByPlayout(view: DoppelkopfView, rng: Rng, o: AnnounceSearch): DoppelkopfAction | null {
  const est = estimateAnnouncements(view, rng, o);
  let best: AnnounceEstimate | null = null;
  for (const e of est) {
    const over = e.gain - (o.margin[e.announcement] ?? Number.POSITIVE_INFINITY);
    if (over > 0 && (!best || over > best.gain - (o.margin[best.announcement] ?? 0))) best = e;
  }
  return best ? view.legal.find((a) => a.type === 'announce' && a.announcement === best!.announcement) ?? null : null;
}
