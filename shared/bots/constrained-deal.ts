import { shuffled, type Rng } from '../engine/rng';

/** One place hidden cards can be: a seat's hand or a face-down stack. */
export interface Holder {
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
export function dealConstrained<C>(
  cards: readonly C[],
  groupOf: (card: C) => number,
  holders: readonly Holder[],
  rng: Rng,
): C[][] | null {
  return constrainedDealer(cards, groupOf, holders)(rng);
}

/**
 * `dealConstrained` with everything that does not depend on the rng worked
 * out once: a search samples the same unseen cards into the same holders
 * hundreds of times per decision. Each call draws exactly what
 * `dealConstrained` would with the same rng.
 */
export function constrainedDealer<C>(
  cards: readonly C[],
  groupOf: (card: C) => number,
  holders: readonly Holder[],
): (rng: Rng) => C[][] | null {
  const roomAtStart = holders.map((h) => h.size);
  if (roomAtStart.reduce((a, b) => a + b, 0) !== cards.length) return () => null;
  const groups = [...new Set(cards.map(groupOf))];
  const gi = new Map(groups.map((g, i) => [g, i]));
  // By position in `cards`: each card's group index. Shuffling positions draws what shuffling the cards would.
  const groupAt = cards.map((c) => gi.get(groupOf(c))!);
  const leftAtStart = groups.map(() => 0);
  for (const g of groupAt) leftAtStart[g]!++;
  // accepts[i]: bitmask of holders that may take group i.
  const accepts = groups.map((g) => holders.reduce((m, h, j) => (h.void.has(g) ? m : m | (1 << j)), 0));
  if (!feasible(leftAtStart, roomAtStart, accepts)) return () => null;
  const all = (1 << holders.length) - 1;
  if (accepts.every((m) => m === all)) return (rng) => split(shuffled(cards, rng), roomAtStart);
  const positions = cards.map((_, i) => i);
  const maskAt = groupAt.map((g) => accepts[g]!);
  const choicesAt = maskAt.map(popcount);
  return (rng) => {
    // Greedy first, most constrained cards first: almost always succeeds and is cheap.
    for (let attempt = 0; attempt < 8; attempt++) {
      const greedy = dealGreedy(cards, positions, maskAt, choicesAt, roomAtStart, rng);
      if (greedy) return greedy;
    }
    const left = leftAtStart.slice();
    const room = roomAtStart.slice();
    const out: C[][] = holders.map(() => []);
    for (const at of shuffled(positions, rng)) {
      const g = groupAt[at]!;
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
      out[chosen]!.push(cards[at]!);
    }
    return out;
  };
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
function dealGreedy<C>(
  cards: readonly C[],
  positions: readonly number[],
  maskAt: readonly number[],
  choicesAt: readonly number[],
  roomAtStart: readonly number[],
  rng: Rng,
): C[][] | null {
  const room = roomAtStart.slice();
  // A stable sort by choices of the shuffled positions (ties keep the shuffled order).
  const order = shuffled(positions, rng);
  const rankInShuffle = new Array<number>(order.length);
  for (let k = 0; k < order.length; k++) rankInShuffle[order[k]!] = k;
  order.sort((a, b) => choicesAt[a]! - choicesAt[b]! || rankInShuffle[a]! - rankInShuffle[b]!);
  const out: C[][] = room.map(() => []);
  for (const at of order) {
    const mask = maskAt[at]!;
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
    out[j]!.push(cards[at]!);
  }
  return out;
}

function popcount(mask: number): number {
  let n = 0;
  for (let m = mask; m; m &= m - 1) n++;
  return n;
}
