/**
 * Pools bench/doppelkopf-calls-value.ts runs deal by deal (its per-deal
 * lines): every (seed, deal) counted once, optionally only deals below
 * `--below`; prints the same summary as the bench (per kind count, mean
 * gain per hand with its 95 % t-interval; per seat and game over deals).
 *
 *   npx tsx bench/doppelkopf-calls-value-pool.ts bench/results/calls-value-valw2.jsonl bench/results/calls-value-valw2-b.jsonl [--below 150]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { tInterval } from '../src-main/cli/duplicate';

interface Call { kind: string; first: boolean; gain: number; reproduced?: boolean }
interface DealLine { seed: string; deal: number; games: number; perSeatGame: number; calls: Call[] }

const { values, positionals } = parseArgs({ allowPositionals: true, options: { below: { type: 'string' } } });
const below = values.below === undefined ? Number.POSITIVE_INFINITY : Number(values.below);
const deals = new Map<string, DealLine>();
for (const file of positionals) {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const x = JSON.parse(line) as Partial<DealLine>;
    if (typeof x.deal !== 'number' || x.deal >= below) continue;
    deals.set(`${x.seed}/${x.deal}`, x as DealLine);
  }
}
const all = [...deals.values()].flatMap((d) => d.calls);
const kinds: Record<string, unknown> = {};
for (const k of [...new Set(all.map((c) => c.kind))]) {
  const g = all.filter((c) => c.kind === k).map((c) => c.gain);
  kinds[k] = { n: g.length, ...tInterval(g) };
}
const firsts = all.filter((c) => c.first);
const checked = all.filter((c) => c.reproduced !== undefined);
console.log(JSON.stringify({
  files: positionals, deals: deals.size, games: [...deals.values()].reduce((s, d) => s + d.games, 0), calls: all.length, announcingHands: firsts.length,
  perSeatGame: tInterval([...deals.values()].map((d) => d.perSeatGame)), perHand: firsts.length ? tInterval(firsts.map((c) => c.gain)) : null,
  kinds, checked: checked.length, reproduced: checked.filter((c) => c.reproduced).length,
}));
