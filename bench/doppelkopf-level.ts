/**
 * The whole level by duplicate selfplay (issue 30's measure): every deal is
 * played twice, the kinds sitting A B A B and then B A B A, so each hand is
 * played once by each kind (the partner across the table is the same kind,
 * as in the issue's matches against outside programs). One game per deal
 * (`{"games":1}`), DDV rules or `--preset weimar`. Prints JSON lines: A's
 * net game points per seat and game (Weimar: in units of `base`, minus
 * points counted as negative) with its 95 % t-interval over deals, the
 * difference A − B per seat and game (twice A's gain in the zero-sum DDV
 * scoring), both sides' decision times (mean, p99), the deals done and
 * `uptime`'s load at the start and now, and where the difference comes
 * from (`attribution`, bench/doppelkopf-attribution.ts: deals where the
 * kinds answered a hand's reservation differently, else an announcement,
 * else only the cards; solos and announcements per kind with what they
 * made). `--every K` prints a running line
 * every K deals (a run stopped by its time bound still leaves numbers);
 * `--out FILE` appends every line to FILE as well; `--from K` starts at the
 * seed's deal K (to continue a stopped run on fresh deals of the same seed).
 * `--deal-lines` adds one line per deal (`{"deal": K, games, a, diff,
 * category}`, and `answered` — A's answer ← B's, e.g. `soloMeatless<-healthy`
 * — where they answered a hand's reservation differently), so runs can be pooled deal by deal
 * (bench/doppelkopf-level-pool.ts).
 *
 *   nice -n 15 npx tsx bench/doppelkopf-level.ts --a hard --b hard-2026-11b --deals 200 --seed lvl1 [--from 0] [--preset weimar] [--iterations N] [--every 5] [--deal-lines] [--out FILE] [--threads N]
 */
import { parseArgs } from 'node:util';
import type { Bot } from '../shared/engine/game';
import { playGame } from '../shared/bots/play';
import { isTunable } from '../shared/bots/types';
import { doppelkopf } from '../shared/games/doppelkopf';
import { doppelkopfBots } from '../shared/games/doppelkopf/bots';
import { candidateBots } from '../shared/games/doppelkopf/bots-candidates';
import type { DoppelkopfView } from '../shared/games/doppelkopf/view';
import { tInterval } from '../src-main/cli/duplicate';
import { RunLog, startSearchPool, timing } from './support/runLog';
import { answeredOf, Attribution, categoryOf, noCalls, recording, type Rotation } from './doppelkopf-attribution';
import type { GameRecord } from '../shared/games/doppelkopf/state';

const { values } = parseArgs({
  options: {
    a: { type: 'string', default: 'hard' },
    b: { type: 'string', default: 'hard-2026-11b' },
    deals: { type: 'string', default: '100' },
    from: { type: 'string', default: '0' },
    seed: { type: 'string', default: 'lvl1' },
    preset: { type: 'string', default: 'standard' },
    iterations: { type: 'string' },
    think: { type: 'string' },
    every: { type: 'string', default: '0' },
    'deal-lines': { type: 'boolean', default: false },
    out: { type: 'string' },
    threads: { type: 'string', default: '0' },
  },
});

// `--threads N`: a search pool of N worker threads in this process (as the host's bot thread installs one); bots with `parallel` (hard) cut each decision into N + 1 shares.
const threads = Number(values.threads);
await startSearchPool(threads);

const kinds: Record<string, Bot<DoppelkopfView>> = { ...doppelkopfBots, ...candidateBots };
function botOf(kind: string): Bot<DoppelkopfView> {
  const bot = kinds[kind];
  if (!bot) throw new Error(`unknown kind ${kind} (known: ${Object.keys(kinds).join(', ')})`);
  if (!isTunable(bot)) return bot;
  const iterations = values.iterations ? Number(values.iterations) : undefined;
  const thinkMs = values.think ? Number(values.think) : undefined;
  return iterations || thinkMs ? bot.withBudget({ iterations, thinkMs }) : bot;
}

const weimar = values.preset === 'weimar';
const options = doppelkopf.options(weimar ? { preset: 'weimar', games: 1 } : { games: 1 }, 4);
const unit = weimar ? (options as { base: number }).base : 1;
const a = botOf(values.a!);
const b = botOf(values.b!);
const aPerDeal: number[] = [];
const diffPerDeal: number[] = [];
let gamesPlayed = 0;
const ms: Record<'a' | 'b', number[]> = { a: [], b: [] };
const log = new RunLog(values.out);
const attribution = new Attribution();

function report(done: number): void {
  log.emit({
    a: values.a, b: values.b, preset: values.preset, seed: values.seed, from: Number(values.from), deals: done, games: gamesPlayed, threads, iterations: values.iterations ?? null, think: values.think ?? null,
    aPerSeatGame: tInterval(aPerDeal), diffPerSeatGame: tInterval(diffPerDeal),
    aDecisionMs: timing(ms.a), bDecisionMs: timing(ms.b),
    attribution: attribution.summary(),
  });
}

const deals = Number(values.deals);
const every = Number(values.every);
const from = Number(values.from);
for (let i = 0; i < deals; i++) {
  const d = from + i;
  let aSum = 0;
  let bSum = 0;
  let games = 0;
  const rotations: Rotation[] = [];
  for (let r = 0; r < 2; r++) {
    // Rotation 0: A B A B; rotation 1: B A B A. Streams per side (0: A, 1: B), so a kind's random draws follow the kind.
    const side = [0, 1, 2, 3].map((s) => (s + r) % 2);
    const calls = noCalls(4);
    const played = playGame(doppelkopf, side.map((x) => recording(x === 0 ? a : b, calls)), { seed: `${values.seed}/${d}`, options, streams: side.map((x, s) => x * 4 + s) });
    const net = (played.match.results().totals as { net: number[] }).net;
    const history = (played.match.state as { history: readonly GameRecord[] }).history;
    games += history.length;
    rotations.push({ side, calls, games: history, unit });
    side.forEach((x, s) => {
      if (x === 0) aSum += net[s]! / unit;
      else bSum += net[s]! / unit;
      for (const t of played.decisionMs[s]!) ms[x === 0 ? 'a' : 'b'].push(t);
    });
  }
  // Each kind sat in two seats of every game played (a Weimar deal can be several games: Ramsch rounds, Pflichtsolos).
  const seatGames = 2 * games;
  gamesPlayed += games;
  aPerDeal.push(aSum / seatGames);
  diffPerDeal.push((aSum - bSum) / seatGames);
  attribution.add(rotations[0]!, rotations[1]!, (aSum - bSum) / seatGames);
  if (values['deal-lines']) {
    const answered = answeredOf(rotations[0]!, rotations[1]!);
    log.emit({ seed: values.seed, deal: d, games, a: aSum / seatGames, diff: (aSum - bSum) / seatGames, category: categoryOf(rotations[0]!, rotations[1]!), ...(answered ? { answered } : {}) });
  }
  if (every > 0 && (i + 1) % every === 0 && i + 1 < deals) report(i + 1);
}
report(deals);
process.exit(0);
