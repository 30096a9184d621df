/**
 * Pools the hand lines of bench/doppelkopf-solo-worth.ts runs (`--hand-lines`),
 * so runs stopped by the clock and runs on other seeds read as one sample.
 * Prints, per kind (hands where A's game was that solo of that seat): the
 * worth per hand A − B with its 95 % t-interval, the soloist's points in A
 * and how often it won, and the worth by what B played instead; and what
 * the kind adds per seat and game over every deal tried.
 *
 *   npx tsx bench/doppelkopf-solo-worth-pool.ts bench/results/doppelkopf-solo-worth-sw1.jsonl bench/results/doppelkopf-solo-worth-sw2.jsonl
 *
 * `--until 2026-11-28T14:12:00Z` reads only the lines written by then (a run meant to stop by the clock that went on).
 */
import { parseArgs } from 'node:util';
import { intervalCell as ci, readSoloWorth, type SoloWorthHand } from './support/soloWorthLines';

const hands: SoloWorthHand[] = [];
let deals = 0;
const { values: opts, positionals: files } = parseArgs({ allowPositionals: true, options: { until: { type: 'string' } } });
if (opts.until !== undefined && Number.isNaN(Date.parse(opts.until))) throw new Error(`--until: not a time: ${opts.until}`);
for (const file of files) {
  const read = readSoloWorth(file, opts.until);
  deals += read.deals;
  hands.push(...read.hands);
}

console.log(`${deals} deals tried, ${hands.length} hands`);
console.log('| kind | hands | worth per hand A − B | soloist in A | won | per seat and game |');
console.log('| --- | --- | --- | --- | --- | --- |');
const kinds = [...new Set(hands.map((h) => h.kind))].sort();
for (const k of kinds) {
  const hs = hands.filter((h) => h.kind === k && h.played);
  const won = hs.filter((h) => h.won).length / Math.max(1, hs.length);
  const perSeatGame = hs.reduce((s, h) => s + h.worth, 0) / Math.max(1, 4 * deals);
  console.log(`| ${k} | ${hs.length} | ${ci(hs.map((h) => h.worth))} | ${ci(hs.map((h) => h.soloist))} | ${won.toFixed(2)} | ${perSeatGame >= 0 ? '+' : ''}${perSeatGame.toFixed(3)} |`);
  const notPlayed = hands.filter((h) => h.kind === k && !h.played).length;
  if (notPlayed) console.log(`|   (bid, another seat's solo played) | ${notPlayed} | | | | |`);
  for (const b of [...new Set(hs.map((h) => h.b))].sort()) {
    const byB = hs.filter((h) => h.b === b);
    console.log(`|   instead: ${b} | ${byB.length} | ${ci(byB.map((h) => h.worth))} | ${ci(byB.map((h) => h.soloist))} | | |`);
  }
}
