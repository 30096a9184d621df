/**
 * Bot strength and speed: `npm run bench:bots [-- --only NAME,... --iterations N --games-scale X]`.
 * Each entry is one `stammtisch selfplay` run, in this process, one after
 * another (one core). Prints one JSON line per entry, then a Markdown table
 * for docs/benchmarks.md. Iteration budgets (not time caps) keep every
 * number reproducible from the seed.
 */
import { parseArgs } from 'node:util';
import { selfplay, type SelfplaySummary } from '../src-main/cli/selfplay';
import { playoutsPerSecond } from './playouts';

interface Entry {
  name: string;
  args: string[];
  /** The bot kind whose win share is the headline, and what it must reach. */
  kind: string;
  goal?: number;
}

const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    iterations: { type: 'string', default: '30' },
    'games-scale': { type: 'string', default: '1' },
  },
});
const scale = Number(values['games-scale']);
const games = (n: number): string => String(Math.max(1, Math.round(n * scale)));
const it = ['--iterations', values.iterations!];

const DOBBM_SHORT = JSON.stringify({ hands: 4, mussrunde: false });
const WEIMAR_EVENING = JSON.stringify({ preset: 'weimar', games: 10, mealBreakAfter: 2, closingAfter: 6 });

const suite: Entry[] = [
  { name: 'hard-vs-3-random', args: ['--players', '4', '--bots', 'hard,random', '--games', games(400), ...it], kind: 'hard', goal: 0.6 },
  { name: 'hard-vs-3-easy', args: ['--players', '4', '--bots', 'hard,easy', '--games', games(400), ...it], kind: 'hard', goal: 0.4 },
  { name: 'easy-vs-3-random', args: ['--players', '4', '--bots', 'easy,random', '--games', games(400)], kind: 'easy' },
  ...[2, 3, 5].flatMap((n) => [
    { name: `${n}p-hard-vs-random`, args: ['--players', String(n), '--bots', 'hard,random', '--games', games(100), ...it], kind: 'hard' },
    { name: `${n}p-hard-vs-easy`, args: ['--players', String(n), '--bots', 'hard,easy', '--games', games(100), ...it], kind: 'hard' },
  ]),
  { name: 'blackdie-hard-vs-3-random', args: ['--players', '4', '--black-die', '--bots', 'hard,random', '--games', games(100), ...it], kind: 'hard' },
  { name: 'blackdie-hard-vs-3-easy', args: ['--players', '4', '--black-die', '--bots', 'hard,easy', '--games', games(100), ...it], kind: 'hard' },
  { name: 'medium-vs-3-easy', args: ['--players', '4', '--bots', 'medium,easy', '--games', games(100)], kind: 'medium' },
  // Doppelkopf, Weimar: each "game" is a short evening (10 games: meal break and Ramsch round after 2, closing time after 6, Pflichtsolos).
  { name: 'weimar-easy-vs-3-random', args: ['--game', 'doppelkopf', '--options', WEIMAR_EVENING, '--bots', 'easy,random', '--games', games(100)], kind: 'easy' },
  { name: 'weimar-hard-vs-3-easy', args: ['--game', 'doppelkopf', '--options', WEIMAR_EVENING, '--bots', 'hard,easy', '--games', games(20), ...it], kind: 'hard' },
  // The shipped budget (800 iterations, 1 s cap): few games, it is the slow one.
  { name: 'full-hard-vs-3-easy', args: ['--players', '4', '--bots', 'hard,easy', '--games', games(12)], kind: 'hard' },
  // Dobbm at its shipped budgets (hard 600 iterations, medium 15): each "game" is a session of 4 hands without the Mußrunde.
  { name: 'dobbm-hard-easy', args: ['--game', 'dobbm', '--options', DOBBM_SHORT, '--bots', 'hard,easy', '--games', games(80)], kind: 'hard', goal: 0.4 },
  { name: 'dobbm-medium-easy', args: ['--game', 'dobbm', '--options', DOBBM_SHORT, '--bots', 'medium,easy', '--games', games(80)], kind: 'medium', goal: 0.25 },
];

const only = values.only?.split(',');
const rows: string[] = [];
for (const entry of suite) {
  if (only && !only.includes(entry.name)) continue;
  const s: SelfplaySummary = await selfplay([...entry.args, '--seed', `bench/${entry.name}`]);
  console.log(JSON.stringify({ name: entry.name, ...s }));
  const b = s.bots[entry.kind]!;
  const fair = 1 / s.players;
  rows.push(
    `| ${entry.name} | ${s.games} | ${s.iterations ?? 'default'} | ${b.winShare.toFixed(3)} (fair ${fair.toFixed(2)})${entry.goal ? (b.winShare >= entry.goal ? ' ✓' : ' ✗') : ''} | ${b.meanNet} | ${b.meanMs} | ${b.p99Ms} | ${s.seconds} |`,
  );
}
// Search speed per game (`--only playouts` for this alone).
if (!only || only.includes('playouts')) {
  for (const line of playoutsPerSecond()) console.log(JSON.stringify({ name: 'playouts', ...line }));
}
console.log('\n| run | games | iterations | win share | mean net | mean ms | p99 ms | seconds |\n| --- | --- | --- | --- | --- | --- | --- | --- |');
console.log(rows.join('\n'));
