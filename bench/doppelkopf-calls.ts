/**
 * Calibrates the Doppelkopf bidding and announcement thresholds (CallPolicy)
 * by duplicate play: one `easy` bot with the candidate policy against three
 * with today's, every deal in all four seat rotations, cards played by the
 * easy rules of thumb (fast, so many deals fit). Prints one JSON line per
 * candidate: the per-deal difference (candidate seat minus the others) with
 * its 95 % t-interval, as `selfplay --duplicate` computes it.
 *
 * `--preset weimar`: the Weimar club's rules (a deal is one game and the
 * evening's end the preset plays after it; minus points, so the difference
 * is what the candidate seat paid less than the others).
 *
 *   npx tsx bench/doppelkopf-calls.ts --deals 300 --seed calls1 [--only re10,no90never] [--vs hard] [--every 10] [--preset weimar]
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../shared/engine/game';
import { playGame } from '../shared/bots/play';
import { doppelkopf } from '../shared/games/doppelkopf';
import { biddingMove, declaration, TODAY, type CallPolicy } from '../shared/games/doppelkopf/bots-heuristic';
import { easyBot } from '../shared/games/doppelkopf/bots';
import { oddsDeclaration, type OddsPolicy } from './doppelkopf-odds-calls';
import { announcementByPlayout, type AnnounceSearch } from '../shared/games/doppelkopf/bots-announce';
import { parseCard } from '../shared/games/doppelkopf/cards';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';
import { DuplicateTally } from '../src-main/cli/duplicate';

const CANDIDATES: Record<string, Partial<CallPolicy> & { odds?: OddsPolicy; ev?: AnnounceSearch }> = {
  today: {},
  re8: { re: 8 },
  re10: { re: 10 },
  re11: { re: 11 },
  reSolo13: { reSolo: 13 },
  no90at14: { no90: 14 },
  no90never: { no90: null, no90Solo: null },
  solo16: { solo: 16 },
  soloNever: { solo: 99 },
  // Second round (fresh deals, seed calls2): the single changes that won, together.
  solo15quiet: { solo: 15, no90: null, no90Solo: null },
  solo16quiet: { solo: 16, no90: null, no90Solo: null },
  solo18quiet: { solo: 18, no90: null, no90Solo: null },
  solo16no90at16: { solo: 16, no90: 16, no90Solo: null },
  // Third round (issue 19, the play so far; against today's, seed calls3): calls once the party has taken points.
  reWon20: { reWon: 20 },
  reWon30: { reWon: 30 },
  no90Won40: { no90Won: 40 },
  no90Won60: { no90Won: 60 },
  no90Won80: { no90Won: 80 },
  reNever: { re: 99, reSolo: 99 },
  re13: { re: 13 },
  hard: { solo: 16, no90: 16, no90Solo: null },
  hardReWon30: { solo: 16, no90: 16, no90Solo: null, reWon: 30 },
  hardNo90Won60: { solo: 16, no90: 16, no90Solo: null, no90Won: 60 },
  // Fourth round (issue 19, seed calls4): announcements by the odds of playouts from the view (bots-calls.ts), hard's bidding.
  odds60: { solo: 16, odds: { win: 0.6, no90: null, no60: null, samples: 48 } },
  odds70: { solo: 16, odds: { win: 0.7, no90: null, no60: null, samples: 48 } },
  odds80: { solo: 16, odds: { win: 0.8, no90: null, no60: null, samples: 48 } },
  odds70n80: { solo: 16, odds: { win: 0.7, no90: 0.8, no60: null, samples: 48 } },
  odds70n90: { solo: 16, odds: { win: 0.7, no90: 0.9, no60: null, samples: 48 } },
  odds70n80s90: { solo: 16, odds: { win: 0.7, no90: 0.8, no60: 0.9, samples: 48 } },
  odds70n90s90: { solo: 16, odds: { win: 0.7, no90: 0.9, no60: 0.9, samples: 48 } },
  odds70n90s95: { solo: 16, odds: { win: 0.7, no90: 0.9, no60: 0.95, samples: 48 } },
  // Issue 30 (against hard-2026-11b's counted calls with `--vs hard`, seed calls5): announcements by the gain in playouts (bots-announce.ts), margins in game points.
  hard11b: { solo: 15, no90: 16, no90Solo: null },
  ev0: { solo: 15, ev: { samples: 32, randomShare: 0.1, margin: { re: 0, kontra: 0, no90: 0, no60: 0, no30: 0, black: 0 } } },
  ev05: { solo: 15, ev: { samples: 32, randomShare: 0.1, margin: { re: 0.5, kontra: 0.5, no90: 0.5, no60: 0.5, no30: 0.5, black: 0.5 } } },
  ev1: { solo: 15, ev: { samples: 32, randomShare: 0.1, margin: { re: 1, kontra: 1, no90: 1, no60: 1, no30: 1, black: 1 } } },
  evNo90only1: { solo: 15, no90: null, no90Solo: null, ev: { samples: 32, randomShare: 0.1, margin: { no90: 1, no60: 1 } } },
  // The same with 16 playouts (fits the time of a busy machine).
  evNo90s16: { solo: 15, no90: null, no90Solo: null, ev: { samples: 16, randomShare: 0.1, margin: { no90: 0.5, no60: 0.5 } } },
  evAll05s16: { solo: 15, ev: { samples: 16, randomShare: 0.1, margin: { re: 0.5, kontra: 0.5, no90: 0.5, no60: 0.5 } } },
  // Issue 30, sixth pass (against hard-2026-11b's counted calls with `--vs hard`, seed kontra1): Kontra stricter than Re's count
  // (today Kontra from `re` + 1 = 10: the Kontra side never holds a Clubs Queen), the rest as hard's count.
  kontra11: { solo: 15, no90: 16, no90Solo: null, kontra: 11 },
  kontra12: { solo: 15, no90: 16, no90Solo: null, kontra: 12 },
  kontraNever: { solo: 15, no90: 16, no90Solo: null, kontra: 99 },
  // The same on Weimar's rules (`--preset weimar`, seed wcalls1): does a counted call pay there?
  hard11bReNever: { solo: 15, no90: 16, no90Solo: null, re: 99, reSolo: 99 },
  hard11bNo90Never: { solo: 15, no90: null, no90Solo: null },
};

function easyWith(policy: CallPolicy & { odds?: OddsPolicy; ev?: AnnounceSearch }): Bot<DoppelkopfView> {
  return {
    ...easyBot,
    kind: 'candidate',
    decide(view, rng) {
      if (view.seat === null || !view.awaiting.includes(view.seat) || view.legal.length === 0) return null;
      const hand = (view.hand ?? []).map((n) => parseCard(n)!);
      // `ev` with counted Re/Kontra where it has no margin for them (evNo90only…): the playouts decide only what has a margin.
      const counted = () => declaration(view, hand, policy);
      const said = policy.odds ? (view.phase === 'play' ? oddsDeclaration(view, rng, policy.odds) : null)
        : policy.ev ? (view.phase === 'play' ? (announcementByPlayout(view, rng, policy.ev) ?? (policy.ev.margin.re === undefined ? counted() : null)) : null)
        : counted();
      return biddingMove(view, hand, policy) ?? said ?? easyBot.decide(stripCalls(view), rng);
    },
  };
}
/** The easy bot's card choice without its own (today's) calls. */
const stripCalls = (view: DoppelkopfView): DoppelkopfView => {
  const legal = view.legal.filter((a) => a.type !== 'announce');
  return { ...view, legal: legal.length ? legal : view.legal };
};

const { values } = parseArgs({ options: { deals: { type: 'string', default: '300' }, seed: { type: 'string', default: 'calls1' }, only: { type: 'string' }, every: { type: 'string', default: '0' }, vs: { type: 'string', default: 'today' }, preset: { type: 'string', default: 'standard' } } });
const deals = Number(values.deals);
const names = values.only ? values.only.split(',') : Object.keys(CANDIDATES);
const options = doppelkopf.options(values.preset === 'weimar' ? { preset: 'weimar', games: 1 } : { games: 1 }, 4);
// `--vs hard`: the others bid and announce as hard-2026-11b (its counted calls), still with easy card play.
const others = values.vs === 'hard' ? easyWith({ ...TODAY, ...CANDIDATES.hard11b }) : easyBot;
for (const name of names) {
  const policy = { ...TODAY, ...CANDIDATES[name] };
  const kinds = ['candidate', 'easy', 'easy', 'easy'];
  const tally = new DuplicateTally(kinds, [0, 1, 1, 1]);
  const t0 = performance.now();
  for (let d = 0; d < deals; d++) {
    for (let r = 0; r < 4; r++) {
      const slots = [0, 1, 2, 3].map((s) => (s + r) % 4);
      const bots = slots.map((slot) => (slot === 0 ? easyWith(policy) : others));
      const played = playGame(doppelkopf, bots, { seed: `${values.seed}/${d}`, options, streams: slots });
      tally.add(d, r, (played.match.results().totals as { net: number[] }).net);
    }
    // A running line every `--every` deals, so a run stopped by its time bound still leaves numbers.
    if (Number(values.every) > 0 && (d + 1) % Number(values.every) === 0 && d + 1 < deals) {
      const { diff: so } = tally.summary();
      console.log(JSON.stringify({ name, vs: values.vs, preset: values.preset, deals: d + 1, diff: { mean: so!.mean, ci95: so!.ci95 }, seconds: Math.round((performance.now() - t0) / 100) / 10 }));
    }
  }
  const { diff } = tally.summary();
  console.log(JSON.stringify({ name, vs: values.vs, preset: values.preset, policy, deals, diff: { mean: diff!.mean, ci95: diff!.ci95 }, seconds: Math.round((performance.now() - t0) / 100) / 10 }));
}
