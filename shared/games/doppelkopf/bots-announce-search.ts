import type { Seat } from '../../engine/game';
import { createRng } from '../../engine/rng';
import type { AnnouncementName, DoppelkopfAction } from './actions';
import { announcementActions } from './announce';
import { payoff } from './bots-announce';
import { foxAwareCard } from './bots-fox';
import { strength, type Situation } from './bots-heuristic';
import { cardName, parseCard, type Card } from './cards';
import { sampler } from './determinize';
import { weightedSampler } from './bots-sample';
import { isNullSolo } from './options';
import { rankingOf } from './parties';
import { cardPlayout, playable } from './playout';
import { apply } from './rules';
import type { DoppelkopfState } from './state';
import type { DoppelkopfView } from './view';

/**
 * Announcements and Absagen by playout, compared against waiting (issue 30).
 *
 * At a moment an announcement is open to the seat (it is the seat's turn
 * to play a card), sample the hidden cards from the seat's view, play every
 * sampled deal out once as it stands and once with the announcement said
 * (the same cards and random draws: common random numbers; the card rule
 * does not look at announcements), and score the seat by the table's
 * scoring (`payoff`: DDV points, Weimar minus points, relative to the
 * others). "Not yet" keeps the option to say it at a later card while the
 * deadline allows, with more of the play seen; in the playouts saying it
 * later is worth as much as saying it now, so before the last moment an
 * announcement needs `early` more than its margin (Infinity: only at the
 * last moment). The margin per kind, calibrated by duplicate play
 * (bench/doppelkopf-calls-search.ts, docs/bots.md), absorbs what the
 * playouts leave out: the others answering, playing against it, the
 * partner learning the party.
 *
 * The worlds' seed comes from the view (the seat's hand and the cards seen),
 * not from the decision's generator: the card search that follows in the
 * same decision draws exactly as without this step, so a bot with these
 * calls plays the same game as one with counted calls until a call differs
 * (the duplicate bench relies on it), and a decision still repeats.
 */
export interface CallSearch {
  worlds: number;
  randomShare: number;
  /** Per announcement: the mean gain (game points per seat, relative to the others) it must show at its last moment; missing or Infinity: never. */
  margin: Partial<Record<AnnouncementName, number>>;
  /** Added to the margin while a later moment remains. */
  early: number;
  /** Cheap pruning by the hand count (`strength`): Re/Kontra considered from `re`, Absagen from `absage`. */
  consider: { re: number; absage: number };
  /**
   * `weighted`: the worlds by the play so far (bots-sample.ts: a seat that
   * said Re/Kontra holds a strong hand, throw-offs), not only by the facts;
   * the plain sampler would give the other side's announcer an average
   * hand and so flatter a Kontra against a Re.
   */
  sampler?: 'plain' | 'weighted';
  /** The playouts' card rule knows the parties only as each seat could at the table (playout.ts `publicParties`): a call shows the caller's party. */
  publicParties?: boolean;
  /** Counted announcements of these kinds (no margin here) wait for their last moment (the count asked again then). */
  defer?: AnnouncementName[];
  /** Nothing more is played after this many ms: the kinds are compared on the deals played so far. Injectable clock. */
  capMs?: number;
  now?: () => number;
}

export interface CallEstimate {
  announcement: AnnouncementName;
  /** Mean gain over saying nothing now, on the same deals. */
  gain: number;
  /** Share of the deals where it gained more than nothing. */
  won: number;
  worlds: number;
  /** No later moment for it: after this card the deadline has passed. */
  last: boolean;
}

type Announce = Extract<DoppelkopfAction, { type: 'announce' }>;

const strictFox = (sit: Situation): Card => foxAwareCard(sit, true);

/** The view's own hand and everything played so far: the seed of the sampled worlds. */
function viewKey(view: DoppelkopfView): string {
  const played = [...view.tricks.flatMap((t) => t.cards), ...view.trick].map((p) => `${p.seat}${p.card}`).join(',');
  const said = view.announcements.map((a) => `${a.seat}${a.announcement}`).join(',');
  return `calls/${view.round}/${view.seat}/${(view.hand ?? []).join(',')}/${played}/${said}`;
}

/**
 * Whether `a` will still be open to the seat at its next card, in `world`:
 * the seat plays, the others follow (first playable card, no announcements)
 * until it is the seat's turn again. Any deadline rule (cards held, the
 * table's 5th/13th card, a marriage's shift) is the rules' own.
 */
export function openLater(world: DoppelkopfState, seat: Seat, a: AnnouncementName): boolean {
  let s = world;
  for (let step = 0; step < 8; step++) {
    if (s.phase !== 'play') return false;
    if (step > 0 && s.turn === seat) break;
    const hand = s.hands[s.turn]!;
    const card = playable(hand, s.trick, rankingOf(s))[0];
    if (card === undefined) return false;
    const out = apply(s, { seat: s.turn, type: 'play', card: cardName(card) });
    if (!out.ok) return false;
    s = out.state;
  }
  return s.phase === 'play' && s.turn === seat && announcementActions(s, seat).some((x) => x.type === 'announce' && x.announcement === a);
}

/** The open announcements worth playing out now, with whether each has a later moment (empty when none). */
function candidates(view: DoppelkopfView, o: CallSearch, world: DoppelkopfState): { action: Announce; last: boolean }[] {
  const c = view.contract;
  const solo = c?.kind === 'solo' ? c.solo : null;
  const s = strength((view.hand ?? []).map((n) => parseCard(n)!), view, solo);
  const open = view.legal.filter((a): a is Announce => a.type === 'announce' && Number.isFinite(o.margin[a.announcement] ?? Number.POSITIVE_INFINITY));
  const out: { action: Announce; last: boolean }[] = [];
  for (const a of open) {
    const re = a.announcement === 're' || a.announcement === 'kontra';
    if (s < (re ? o.consider.re : o.consider.absage)) continue;
    const last = !openLater(world, view.seat!, a.announcement);
    if (!last && !Number.isFinite(o.early)) continue;
    out.push({ action: a, last });
  }
  return out;
}

/** Each announcement worth considering now, with its mean gain over saying nothing now on the same sampled deals. */
export function estimateCalls(view: DoppelkopfView, o: CallSearch): CallEstimate[] {
  if (view.phase !== 'play' || view.seat === null || !view.awaiting.includes(view.seat)) return [];
  const c = view.contract;
  if (!c || c.kind === 'ramsch' || (c.kind === 'solo' && isNullSolo(c.solo))) return [];
  if (!view.legal.some((a) => a.type === 'announce')) return [];
  const me = view.seat;
  const seed = viewKey(view);
  const sample = o.sampler === 'weighted' ? weightedSampler(view) : sampler(view);
  const first = sample(createRng(seed, 'deal/0'));
  const open = candidates(view, o, first);
  if (open.length === 0) return [];
  const now = o.now ?? (() => performance.now());
  const deadline = o.capMs === undefined ? Number.POSITIVE_INFINITY : now() + o.capMs;
  const sums = open.map(() => ({ sum: 0, won: 0 }));
  let played = 0;
  for (let i = 0; i < o.worlds; i++) {
    const world = i === 0 ? first : sample(createRng(seed, `deal/${i}`));
    const before = world.history.length;
    const base = payoff(cardPlayout(world, o.randomShare, strictFox, createRng(seed, `play/${i}`), undefined, o.publicParties), me, before);
    open.forEach(({ action }, k) => {
      const said = apply(world, action);
      if (!said.ok) throw new Error(`call search: the sampled deal refused ${action.announcement}: ${said.error.message}`);
      const g = payoff(cardPlayout(said.state, o.randomShare, strictFox, createRng(seed, `play/${i}`), undefined, o.publicParties), me, before) - base;
      sums[k]!.sum += g;
      if (g > 0) sums[k]!.won++;
    });
    played++;
    if ((i & 1) === 1 && now() > deadline) break;
  }
  return open.map(({ action, last }, k) => ({
    announcement: action.announcement, gain: sums[k]!.sum / played, won: sums[k]!.won / played, worlds: played, last,
  }));
}

/** What an estimate must beat: its margin, plus `early` while a later moment remains. */
export function bar(e: CallEstimate, o: CallSearch): number {
  return (o.margin[e.announcement] ?? Number.POSITIVE_INFINITY) + (e.last ? 0 : o.early);
}

/** The announcement to say now (the one furthest over its bar), or null: nothing now. */
export function callBySearch(view: DoppelkopfView, o: CallSearch): DoppelkopfAction | null {
  let best: CallEstimate | null = null;
  for (const e of estimateCalls(view, o)) {
    if (e.gain > bar(e, o) && (!best || e.gain - bar(e, o) > best.gain - bar(best, o))) best = e;
  }
  return best ? view.legal.find((a) => a.type === 'announce' && a.announcement === best!.announcement) ?? null : null;
}

/**
 * The seat's whole play-phase call: by search where `o` has a margin, else
 * the count (`counted`) for the kinds without one.
 */
export function callsWith(o: CallSearch, counted: (view: DoppelkopfView) => DoppelkopfAction | null) {
  return (view: DoppelkopfView): DoppelkopfAction | null => {
    const said = callBySearch(view, o);
    if (said) return said;
    const c = counted(view);
    if (c?.type === 'announce' && Number.isFinite(o.margin[c.announcement] ?? Number.POSITIVE_INFINITY)) return null;
    if (c?.type === 'announce' && o.defer?.includes(c.announcement) && view.seat !== null) {
      // Any sampled world tells the deadline (the rules' own; the hidden cards do not move it).
      const world = sampler(view)(createRng(viewKey(view), 'deal/0'));
      if (openLater(world, view.seat, c.announcement)) return null;
    }
    return c;
  };
}

/**
 * The candidate's search (bots-candidates.ts): every kind by playout, at its last moment. The margins are a first
 * setting, not fitted: by bench/doppelkopf-calls-search.ts (500 deals, docs/bots.md) it was not shown ahead of the
 * count (+0.07 [-0.06, +0.20] per seat and game), so `hard` keeps HARD_CALLS.
 */
export const SEARCH_CALLS: CallSearch = {
  worlds: 64,
  randomShare: 0.1,
  margin: { re: 0.5, kontra: 0.5, no90: 0.5, no60: 0.5, no30: 1, black: 2 },
  early: Number.POSITIVE_INFINITY,
  consider: { re: 6, absage: 9 },
  capMs: 150,
};
