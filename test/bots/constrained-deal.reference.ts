// The sampler as it was at d18c2a4, verbatim but for this line and the import path: the reference the faster constrainedDealer must match draw for draw.
import { shuffled, type Rng } from '../../shared/engine/rng';

/** One place hidden cards can be: a seat's hand or a face-down stack. */
interface Holder {
  /** How many unknown cards it holds. */
  size: number;
  /** Groups (suits, or "trump" in games where trump is its own suit) it is known to lack. */
  void: ReadonlySet<number>;
}

/**
 * Deal `cards` to `holders` so that every holder gets exactly `size` cards
 * and no holder gets a card of a group it is void in. Cards are placed one
 * by one in random order, each to a holder drawn by remaining room among
 * those that keep the rest dealable (Hall's condition over groups), so a
 * consistent deal is always found when one exists. Returns null when none
 * exists (the view contradicts itself).
 *
 * Shared by the trick-taking games: each maps its cards to groups by the
 * suit that "following" is judged by.
 */
export function referenceDeal<C>(
  cards: readonly C[],
  groupOf: (card: C) => number,
  holders: readonly Holder[],
  rng: Rng,
): C[][] | null {
  const room = holders.map((h) => h.size);
  if (room.reduce((a, b) => a + b, 0) !== cards.length) return null;
  const groups = [...new Set(cards.map(groupOf))];
  const gi = new Map(groups.map((g, i) => [g, i]));
  const left = groups.map(() => 0);
  for (const c of cards) left[gi.get(groupOf(c))!]!++;
  // accepts[i]: bitmask of holders that may take group i.
  const accepts = groups.map((g) => holders.reduce((m, h, j) => (h.void.has(g) ? m : m | (1 << j)), 0));
  if (!feasible(left, room, accepts)) return null;
  const all = (1 << holders.length) - 1;
  if (accepts.every((m) => m === all)) return split(shuffled(cards, rng), room);
  // Greedy first, most constrained cards first: almost always succeeds and is cheap.
  for (let attempt = 0; attempt < 8; attempt++) {
    const greedy = dealGreedy(cards, (c) => accepts[gi.get(groupOf(c))!]!, room, rng);
    if (greedy) return greedy;
  }
  const out: C[][] = holders.map(() => []);
  for (const card of shuffled(cards, rng)) {
    const g = gi.get(groupOf(card))!;
    left[g]!--;
    const options: number[] = [];
    let total = 0;
    for (let j = 0; j < holders.length; j++) {
      if (room[j]! === 0 || !(accepts[g]! & (1 << j))) continue;
      room[j]!--;
      if (feasible(left, room, accepts)) {
        options.push(j);
        total += room[j]! + 1;
      }
      room[j]!++;
    }
    // Cannot happen once the start was feasible; kept as a guard.
    if (options.length === 0) return null;
    let r = rng.int(0, total - 1);
    let chosen = options[0]!;
    for (const j of options) {
      r -= room[j]!;
      if (r < 0) { chosen = j; break; }
    }
    room[chosen]!--;
    out[chosen]!.push(card);
  }
  return out;
}

/** Hall's condition: every set of groups fits into the room of the holders that accept any of them. */
function feasible(left: readonly number[], room: readonly number[], accepts: readonly number[]): boolean {
  const g = left.length;
  for (let mask = 1; mask < 1 << g; mask++) {
    let need = 0;
    let holders = 0;
    for (let i = 0; i < g; i++) {
      if (mask & (1 << i)) {
        need += left[i]!;
        holders |= accepts[i]!;
      }
    }
    if (need === 0) continue;
    let cap = 0;
    for (let j = 0; holders >> j; j++) if (holders & (1 << j)) cap += room[j]!;
    if (need > cap) return false;
  }
  return true;
}

function split<C>(cards: readonly C[], room: readonly number[]): C[][] {
  const out: C[][] = [];
  let at = 0;
  for (const r of room) {
    out.push(cards.slice(at, at + r));
    at += r;
  }
  return out;
}

/** Cards with the fewest possible holders go first, each to a holder drawn by remaining room; null at a dead end. */
function dealGreedy<C>(cards: readonly C[], acceptsOf: (card: C) => number, roomAtStart: readonly number[], rng: Rng): C[][] | null {
  const room = roomAtStart.slice();
  const order = shuffled(cards, rng)
    .map((card) => ({ card, mask: acceptsOf(card) }))
    .map((e) => ({ ...e, choices: popcount(e.mask) }))
    .sort((a, b) => a.choices - b.choices);
  const out: C[][] = room.map(() => []);
  for (const { card, mask } of order) {
    let total = 0;
    for (let j = 0; j < room.length; j++) if (mask & (1 << j)) total += room[j]!;
    if (total === 0) return null;
    let r = rng.int(0, total - 1);
    let j = 0;
    for (; j < room.length; j++) {
      if (!(mask & (1 << j))) continue;
      r -= room[j]!;
      if (r < 0) break;
    }
    room[j]!--;
    out[j]!.push(card);
  }
  return out;
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}
