/**
 * Should `hard` play a lust solo with this hand? Asked of the hands where it
 * matters: for every deal and seat whose reservation differs between a
 * candidate solo threshold (`--from`, the solo's `strength`) and `hard`'s
 * own (`HARD_CALLS.solo`), the deal is played twice with `hard` card play in
 * every seat — once with the solo, once without — and that seat's net is
 * compared (same deal, same random streams; only the reservation differs).
 * Prints one JSON line: per strength band the number of such hands and the
 * mean gain of the solo per hand with its 95 % t-interval, and the same over
 * all hands; `--every K` adds a running line every K deals.
 *
 *   nice npx tsx bench/doppelkopf-solo.ts --from 13 --deals 200 --seed solo1 [--iterations 300] [--every 20]
 *
 * Only hands in the band [from, HARD_CALLS.solo) are played, so the run
 * spends its time where the threshold decides.
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../shared/engine/game';
import { playGame } from '../shared/bots/play';
import { doppelkopf } from '../shared/games/doppelkopf';
import { HARD_CALLS, hardWith } from '../shared/games/doppelkopf/bots-search';
import { chooseReservation, strength } from '../shared/games/doppelkopf/bots-heuristic';
import { parseCard } from '../shared/games/doppelkopf/cards';
import { soloOfReservation } from '../shared/games/doppelkopf/state';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';
import { tInterval } from '../src-main/cli/duplicate';

const { values } = parseArgs({
  options: {
    from: { type: 'string', default: '13' },
    deals: { type: 'string', default: '200' },
    seed: { type: 'string', default: 'solo1' },
    iterations: { type: 'string', default: '300' },
    every: { type: 'string', default: '0' },
  },
});

const from = Number(values.from);
const iterations = Number(values.iterations);
const options = doppelkopf.options({ games: 1 }, 4);
const budget = { iterations, thinkMs: 60_000 };
const soloBot = hardWith('solo', { ...HARD_CALLS, solo: from }).withBudget(budget);
const plainBot = hardWith('plain', HARD_CALLS).withBudget(budget);

/** Thrown by the probe when a seat's first reservation does not depend on the threshold. */
class NotInBand extends Error {}

/** The strength of the solo the seat would bid at `from` but not at `hard`'s threshold, or null. */
function probe(seed: string, seat: number): number | null {
  let found: number | null = null;
  const asker: Bot<DoppelkopfView> = {
    kind: 'probe',
    decide(view, rng) {
      if (view.phase !== 'reserve') throw new NotInBand();
      if (view.phase === 'reserve' && view.seat === seat && view.awaiting.includes(seat)) {
        const hand = (view.hand ?? []).map((n) => parseCard(n)!);
        const reserve = view.legal.filter((a) => a.type === 'reserve') as Parameters<typeof chooseReservation>[2];
        const low = chooseReservation(view, hand, reserve, { ...HARD_CALLS, solo: from });
        const high = chooseReservation(view, hand, reserve, HARD_CALLS);
        if (low.type === 'reserve' && JSON.stringify(low) !== JSON.stringify(high)) {
          const solo = soloOfReservation(low.reservation)!;
          found = strength(hand, view, solo);
        }
        throw new NotInBand();
      }
      // Seats before: `hard`'s own reservation (they may take the game with a solo of their own).
      return plainBot.decide(view, rng);
    },
  };
  try {
    playGame(doppelkopf, [0, 1, 2, 3].map(() => asker), { seed, options });
  } catch (e) {
    if (!(e instanceof NotInBand)) throw e;
  }
  return found;
}

const gains: { s: number; gain: number }[] = [];
function report(done: number): void {
  const bands = new Map<string, number[]>();
  for (const g of gains) {
    const band = `${Math.floor(g.s)}`;
    bands.set(band, [...(bands.get(band) ?? []), g.gain]);
  }
  console.log(JSON.stringify({
    from, hardSolo: HARD_CALLS.solo, deals: done, seed: values.seed, iterations,
    hands: gains.length,
    all: gains.length ? tInterval(gains.map((g) => g.gain)) : null,
    bands: Object.fromEntries([...bands].sort().map(([k, v]) => [k, { hands: v.length, ...tInterval(v) }])),
    seconds: Math.round((performance.now() - t0) / 100) / 10,
  }));
}

const t0 = performance.now();
const deals = Number(values.deals);
for (let d = 0; d < deals; d++) {
  const seed = `${values.seed}/${d}`;
  for (let seat = 0; seat < 4; seat++) {
    const s = probe(seed, seat);
    if (s === null) continue;
    const net = (bot: Bot<DoppelkopfView>) => {
      const bots = [0, 1, 2, 3].map((x) => (x === seat ? bot : plainBot));
      return (playGame(doppelkopf, bots, { seed, options }).match.results().totals as { net: number[] }).net[seat]!;
    };
    gains.push({ s, gain: net(soloBot) - net(plainBot) });
  }
  if (Number(values.every) > 0 && (d + 1) % Number(values.every) === 0 && d + 1 < deals) report(d + 1);
}
report(deals);
