import { expect } from 'vitest';
import type { Seat } from '../../../shared/engine/game';
import { Match } from '../../../shared/engine/match';
import type { TableRecord } from '../../../shared/engine/record';
import { createRng } from '../../../shared/engine/rng';
import { cardName, deck, handSize, parseCard, sumPoints } from '../../../shared/games/doppelkopf/cards';
import { doppelkopf, type DoppelkopfAction, type DoppelkopfState, type DoppelkopfView } from '../../../shared/games/doppelkopf';
import { parseOptions } from '../../../shared/games/doppelkopf/presets';
import { trickWinner } from '../../../shared/games/doppelkopf/order';
import { rankingOf } from '../../../shared/games/doppelkopf/parties';
import { apply, begin, startRound } from '../../../shared/games/doppelkopf/rules';
import type { Contract, Reservation } from '../../../shared/games/doppelkopf/state';
import type { AnnouncementName } from '../../../shared/games/doppelkopf/actions';

export const p = (seat: Seat, card: string): DoppelkopfAction => ({ seat, type: 'play', card });
export const res = (seat: Seat, reservation: Reservation): DoppelkopfAction => ({ seat, type: 'reserve', reservation });
export const say = (seat: Seat, announcement: AnnouncementName): DoppelkopfAction => ({ seat, type: 'announce', announcement });

/** Complete partial hands to a full deal: the named cards stay, the rest of the deck is dealt round the table. */
export function fill(partial: string[][], options: { withNines?: boolean; dealer?: Seat } = {}): string[][] {
  const withNines = options.withNines ?? true;
  const n = partial.length;
  const dealer = options.dealer ?? n - 1;
  const pool = deck(withNines);
  for (const name of partial.flat()) {
    const at = pool.indexOf(parseCard(name)!);
    if (at < 0) throw new Error(`craft: ${name} is given more than twice`);
    pool.splice(at, 1);
  }
  const size = handSize(withNines);
  const hands = partial.map((h) => h.slice());
  for (let s = 0; s < n; s++) {
    if (n === 5 && s === dealer) continue;
    while (hands[s]!.length < size) hands[s]!.push(cardName(pool.shift()!));
  }
  return hands;
}

/** A table of n with the given (partial) hands dealt by `dealer` (default: the last seat, so seat 0 leads). */
export function start(partial: string[][], raw: Record<string, unknown> = {}, dealer?: Seat): DoppelkopfState {
  const n = partial.length;
  const options = parseOptions(raw, n);
  const d = dealer ?? n - 1;
  return startRound(begin(n, options), { dealer: d, hands: fill(partial, { withNines: options.withNines, dealer: d }) });
}

/** Apply actions that must all be legal. */
export function run(state: DoppelkopfState, ...actions: DoppelkopfAction[]): DoppelkopfState {
  let s = state;
  for (const a of actions) {
    const out = apply(s, a);
    if (!out.ok) throw new Error(`refused ${JSON.stringify(a)}: ${out.error.message}`);
    s = out.state;
  }
  return s;
}

/** Everybody healthy. */
export const healthy = (state: DoppelkopfState): DoppelkopfState =>
  run(state, ...state.active.map((seat) => res(seat, 'healthy')));

/** Play on with `choose` (default: the first playable card) until the game ends. */
export function playOut(state: DoppelkopfState, choose?: (s: DoppelkopfState, plays: DoppelkopfAction[]) => DoppelkopfAction): DoppelkopfState {
  let s = state;
  while (s.phase === 'play') {
    const plays = doppelkopf.legalActions(s, s.turn).filter((a) => a.type === 'play');
    s = run(s, choose ? choose(s, plays) : plays[0]!);
  }
  return s;
}

/**
 * A game position in the middle of play: earlier tricks given as
 * [leader's card, ...] in playing order from `leader`, current hands, the
 * contract. Dealt hands (which decide a normal game's parties) are the
 * current hands plus every card the seat played.
 */
export function position(spec: {
  hands: string[][];
  contract?: Contract;
  tricks?: { leader: Seat; cards: string[] }[];
  options?: Record<string, unknown>;
  turn?: Seat;
}): DoppelkopfState {
  const n = spec.hands.length;
  const base = begin(n, parseOptions(spec.options ?? {}, n));
  const hands = spec.hands.map((h) => h.map((c) => parseCard(c)!));
  const dealt = hands.map((h) => h.slice());
  let s: DoppelkopfState = {
    ...base, round: 0, phase: 'play', dealer: n - 1, active: [0, 1, 2, 3], hands, dealt,
    reservations: [0, 1, 2, 3].map(() => 'healthy'), contract: spec.contract ?? { kind: 'normal' },
    turn: spec.turn ?? 0,
  };
  const tricks = (spec.tricks ?? []).map((t) => {
    const cards = t.cards.map((name, i) => ({ seat: (t.leader + i) % 4, card: parseCard(name)! }));
    for (const c of cards) dealt[c.seat]!.push(c.card);
    return { leader: t.leader, cards, winner: -1, points: sumPoints(cards.map((c) => c.card)) };
  });
  s = { ...s, dealt };
  const r = rankingOf(s);
  s = { ...s, tricks: tricks.map((t) => ({ ...t, winner: trickWinner(t.cards, r, true) })) };
  return s;
}

/** Play a whole match with the given bot kind from a seed; returns the match. */
export function playedMatch(n: number, seed: string, raw: Record<string, unknown> = {}, maxActions = Infinity): Match<DoppelkopfState> {
  const m = Match.create(doppelkopf, Array.from({ length: n }, (_, i) => `P${i}`), raw, seed);
  const rng = createRng(seed, 'bots');
  let count = 0;
  while (m.status().phase !== 'gameOver' && count < maxActions) {
    const seat = m.status().awaiting[0]!;
    const a = doppelkopf.bots.random!.decide(m.view(seat) as DoppelkopfView, rng);
    const out = m.act(a);
    expect(out.ok, JSON.stringify(out.ok ? '' : out.error)).toBe(true);
    count++;
  }
  return m;
}

export const recordOf = (m: Match<DoppelkopfState>): TableRecord => JSON.parse(JSON.stringify(m.record)) as TableRecord;
