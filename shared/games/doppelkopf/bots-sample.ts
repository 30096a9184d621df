import type { Seat } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { parseCard, type Card } from './cards';
import { strength } from './bots-heuristic';
import { sampler, viewRanking } from './determinize';
import { TRUMP } from './order';
import type { DoppelkopfState } from './state';
import type { DoppelkopfView } from './view';

/**
 * Reading the hidden cards from the play (issue 30): the sampler
 * (determinize.ts) gives worlds that agree with the hard facts (voids,
 * Queens, Schweine, …); here each such world is weighted by how likely the
 * other seats' observed choices were had they held those cards, under a
 * simple model of how people play, and the search draws its worlds in
 * proportion (sampling-importance-resampling: `pool` worlds are sampled
 * once per decision, then every iteration picks one by weight).
 */
export interface PlayReading {
  /** Worlds sampled per decision to draw from. */
  pool: number;
  /**
   * Re/Kontra said: its likelihood rises with the hand's strength
   * (`strength`, as dealt) around `re` (the counted threshold), spread
   * `spread`; "keine 90" and beyond around `no90`.
   */
  re: number;
  no90: number;
  spread: number;
  /**
   * Not following a plain suit and not trumping either: likely only for a
   * hand that then held no trump; with trumps it happens (the partner holds
   * the trick, a cheap trick) with this likelihood, with a high trump
   * (a Dulle or a black Queen, or better) with `discardHigh`.
   */
  discard: number;
  discardHigh: number;
  /** No likelihood goes below this (people are not models). */
  floor: number;
}

export const READ_PLAY: PlayReading = { pool: 256, re: 9, no90: 12, spread: 1.5, discard: 0.4, discardHigh: 0.25, floor: 0.05 };

const logistic = (x: number): number => 1 / (1 + Math.exp(-x));

/**
 * How likely the other seats' observed announcements and discards were in
 * `world` (a state sampled from `view`), up to a constant. The viewer's own
 * choices say nothing about the others' cards and are left out.
 */
export function worldWeight(view: DoppelkopfView, world: DoppelkopfState, read: PlayReading = READ_PLAY): number {
  const me = view.seat;
  const r = viewRanking(view);
  const top = Math.max(...r.strength.filter((x) => x >= 100));
  const c = view.contract;
  const solo = c?.kind === 'solo' ? c.solo : null;
  let w = 1;
  // Announcements: strength of the hand as dealt (Re and Kontra are said early).
  const said = new Set<Seat>();
  for (const a of view.announcements) {
    if (a.seat === me || said.has(a.seat)) continue;
    said.add(a.seat);
    const soloist = c?.kind === 'solo' && c.soloist === a.seat;
    if (solo && !soloist) continue; // against a solo the counting is another one; no reading
    const s = strength(world.dealt[a.seat]!, view, soloist ? solo : null);
    const at = a.announcement === 're' || a.announcement === 'kontra' ? read.re : read.no90;
    w *= Math.max(read.floor, logistic((s - at) / read.spread));
  }
  // Discards: a plain suit led, the seat neither followed nor trumped. What it held then: its hand now and the cards it played from that card on.
  const plays = [...view.tricks.map((t) => t.cards), view.trick];
  const later: Card[][] = Array.from({ length: view.seats }, () => []);
  for (let t = plays.length - 1; t >= 0; t--) {
    const cards = plays[t]!;
    for (let i = cards.length - 1; i >= 0; i--) {
      const p = cards[i]!;
      const card = parseCard(p.card)!;
      later[p.seat]!.push(card);
      if (i === 0 || p.seat === me) continue;
      const led = r.follow[parseCard(cards[0]!.card)!]!;
      if (led === TRUMP || r.follow[card] === led || r.follow[card] === TRUMP) continue;
      let trumps = 0;
      let high = 0;
      for (const x of [...world.hands[p.seat]!, ...later[p.seat]!]) {
        if (r.follow[x] !== TRUMP) continue;
        trumps++;
        if (r.strength[x]! > top - 4) high++;
      }
      if (trumps > 0) w *= Math.max(read.floor, high > 0 ? read.discardHigh : read.discard);
    }
  }
  return w;
}

/**
 * A sampler like `sampler(view)` whose worlds come in proportion to
 * `worldWeight`: every world it returns is one of `sampler`'s, so every
 * hard fact holds. The pool is drawn on the first call, from that call's rng.
 */
export function weightedSampler(view: DoppelkopfView, read: PlayReading = READ_PLAY): (rng: Rng) => DoppelkopfState {
  const base = sampler(view);
  // Nothing to read before the first card or announcement of another seat: the plain sampler.
  const evidence = view.announcements.some((a) => a.seat !== view.seat) || view.tricks.length > 0 || view.trick.some((p) => p.seat !== view.seat);
  if (!evidence) return base;
  let worlds: DoppelkopfState[] | null = null;
  let cumulative: number[] = [];
  return (rng) => {
    if (!worlds) {
      worlds = Array.from({ length: read.pool }, () => base(rng));
      let sum = 0;
      cumulative = worlds.map((x) => (sum += worldWeight(view, x, read)));
    }
    const total = cumulative[cumulative.length - 1]!;
    const u = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > u) hi = mid;
      else lo = mid + 1;
    }
    const w = worlds[lo]!;
    // The search never changes a state in place; the hands are copied anyway, the cheap guard.
    return { ...w, hands: w.hands.map((h) => h.slice()) };
  };
}
