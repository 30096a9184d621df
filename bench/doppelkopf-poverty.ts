/**
 * Calibrates taking a poverty (issue 30) by duplicate play. Every deal is
 * played with `hard-2026-11b`'s calls and search card play
 * (`--iterations`, no time cap) in every seat; for every seat offered a
 * poverty, the real deal is played twice more — once with that seat taking
 * it, once refusing (every other decision, of this seat and the others, as
 * before: the next seats answer by the count) — and that seat's net is
 * compared (same cards, same random streams). Prints one JSON line: per
 * strength of the offered seat's hand (`strength`, the count the take rule
 * uses: taken from 9) the offers and the real gain of taking over refusing
 * per offer, with its 95 % t-interval; `--every K` adds a running line
 * every K deals; `--out FILE` appends the lines to FILE.
 *
 *   nice -n 15 npx tsx bench/doppelkopf-poverty.ts --deals 400 --seed pov1 [--iterations 300] [--every 20] [--out FILE] [--from K] [--below S]
 *
 * `--below S` plays only the offers to hands weaker than S (the ones near
 * the threshold: the rest costs two games each and says little about it);
 * `--from K` starts at the seed's deal K.
 *
 * A deal is one game (`{"games":1}`) under the DDV rules with poverty
 * (the `standard` preset).
 */
import { parseArgs } from 'node:util';
import { RunLog } from './support/runLog';
import type { Bot } from '../shared/engine/game';
import { playGame } from '../shared/bots/play';
import { doppelkopf } from '../shared/games/doppelkopf';
import { hardWith } from '../shared/games/doppelkopf/bots-search';
import { HARD_2026_11B_CALLS } from '../shared/games/doppelkopf/bots-reference';
import { strength } from '../shared/games/doppelkopf/bots-heuristic';
import { parseCard } from '../shared/games/doppelkopf/cards';
import type { DoppelkopfAction } from '../shared/games/doppelkopf/actions';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';
import { tInterval } from '../src-main/cli/duplicate';

const { values } = parseArgs({
  options: {
    deals: { type: 'string', default: '200' },
    seed: { type: 'string', default: 'pov1' },
    iterations: { type: 'string', default: '300' },
    every: { type: 'string', default: '0' },
    out: { type: 'string' },
    from: { type: 'string', default: '0' },
    below: { type: 'string', default: 'Infinity' },
  },
});

const options = doppelkopf.options({ games: 1 }, 4);
const refBot = hardWith('ref', HARD_2026_11B_CALLS).withBudget({ iterations: Number(values.iterations), thinkMs: 60_000 });

class Stop extends Error {}

/** The reference until the cards, noting every poverty offer (seat and the strength of its hand); stops at the first card. */
function noting(offers: { seat: number; strength: number }[]): Bot<DoppelkopfView> {
  return {
    ...refBot,
    decide(view, rng) {
      if (view.phase === 'play') throw new Stop();
      if (view.phase === 'povertyOffer' && view.seat !== null && view.awaiting.includes(view.seat)) {
        offers.push({ seat: view.seat, strength: strength((view.hand ?? []).map((n) => parseCard(n)!), view, null) });
      }
      return refBot.decide(view, rng);
    },
  };
}

/** The seat answers a poverty offer with `accept`, otherwise plays as the reference. */
function answering(seat: number, accept: boolean): Bot<DoppelkopfView> {
  return {
    ...refBot,
    decide(view, rng) {
      if (view.phase === 'povertyOffer' && view.seat === seat && view.awaiting.includes(seat)) {
        const a = view.legal.find((x): x is Extract<DoppelkopfAction, { type: 'povertyAnswer' }> => x.type === 'povertyAnswer' && x.accept === accept);
        if (a) return a;
      }
      return refBot.decide(view, rng);
    },
  };
}

interface Offer { deal: number; seat: number; strength: number; gain: number }
const offers: Offer[] = [];
const log = new RunLog(values.out);

function report(done: number): void {
  const by = new Map<number, number[]>();
  for (const o of offers) {
    const k = Math.floor(o.strength);
    by.set(k, [...(by.get(k) ?? []), o.gain]);
  }
  const ci = (xs: number[]) => ({ n: xs.length, ...(xs.length > 1 ? tInterval(xs) : { mean: xs[0] ?? null }) });
  const from = (t: number) => ci(offers.filter((o) => o.strength >= t).map((o) => o.gain));
  log.emit({
    seed: values.seed, from: Number(values.from), below: Number(values.below), deals: done, iterations: Number(values.iterations), offers: offers.length,
    byStrength: Object.fromEntries([...by].sort((x, y) => x[0] - y[0]).map(([k, v]) => [k, ci(v)])),
    // Taking from t on instead of from 9: the offers whose answer changes and what taking gains on them.
    takeFrom: Object.fromEntries([5, 6, 7, 8].map((t) => [t, ci(offers.filter((o) => o.strength >= t && o.strength < 9).map((o) => o.gain))])),
    takenNow: from(9),
  });
}

const deals = Number(values.deals);
const from = Number(values.from);
const below = Number(values.below);
for (let i = 0; i < deals; i++) {
  const d = from + i;
  const seed = `${values.seed}/${d}`;
  const seen: { seat: number; strength: number }[] = [];
  try {
    playGame(doppelkopf, [0, 1, 2, 3].map(() => noting(seen)), { seed, options });
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  for (const o of seen.filter((x) => x.strength < below)) {
    const net = (accept: boolean): number => {
      const bots = [0, 1, 2, 3].map((s) => (s === o.seat ? answering(o.seat, accept) : refBot));
      return (playGame(doppelkopf, bots, { seed, options }).match.results().totals as { net: number[] }).net[o.seat]!;
    };
    offers.push({ deal: d, seat: o.seat, strength: o.strength, gain: net(true) - net(false) });
  }
  if (Number(values.every) > 0 && (i + 1) % Number(values.every) === 0 && i + 1 < deals) report(i + 1);
}
report(deals);
process.exit(0);
