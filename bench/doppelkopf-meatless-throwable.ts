/**
 * The meatless solos of solo-worth hand lines (bench/doppelkopf-solo-worth.ts)
 * split by what the seat knew at its decision: whether it may throw in (a
 * throw-in among its legal reservations; issue 30, twelfth pass). Each hand
 * is dealt again from its seed (`seed/deal`, as the bench played it) and the
 * seat's legal reservations read from the rules. Prints per group the worth
 * A − B per hand with its 95 % interval, the soloist's points in A, how often
 * A was won and what B played instead.
 *
 *   npx tsx bench/doppelkopf-meatless-throwable.ts bench/results/doppelkopf-solo-worth-sw3.jsonl bench/results/doppelkopf-solo-worth-sw4.jsonl
 */
import { Match } from '../shared/engine/match';
import { doppelkopf } from '../shared/games/doppelkopf';
import { legalReservations } from '../shared/games/doppelkopf/reserve';
import type { DoppelkopfState } from '../shared/games/doppelkopf/state';
import { intervalCell, readSoloWorth } from './support/soloWorthLines';

const options = doppelkopf.options({ games: 1 }, 4);
const hands = process.argv.slice(2).flatMap((f) => readSoloWorth(f).hands.filter((h) => h.kind === 'soloMeatless' && h.played));

/** Whether `seat` of deal `seed` may throw in (the dealt hands do not depend on what anybody does). */
function mayThrowIn(seed: string, seat: number): boolean {
  const match = Match.create(doppelkopf, ['a', 'b', 'c', 'd'], options, seed);
  const state = match.state as DoppelkopfState;
  return legalReservations(state, seat).some((r) => r.startsWith('throw'));
}

const groups = new Map<string, typeof hands>();
for (const h of hands) {
  const key = mayThrowIn(`${h.seed}/${h.deal}`, h.seat) ? 'may throw in' : 'may not throw in';
  groups.set(key, [...(groups.get(key) ?? []), h]);
}
for (const [key, hs] of groups) {
  const instead: Record<string, number> = {};
  for (const h of hs) instead[h.b] = (instead[h.b] ?? 0) + 1;
  console.log(`${key}: ${hs.length} hands; worth A − B ${intervalCell(hs.map((h) => h.worth))}; soloist ${intervalCell(hs.map((h) => h.soloist))}; won ${(hs.filter((h) => h.won).length / hs.length).toFixed(2)}; B: ${JSON.stringify(instead)}`);
}
