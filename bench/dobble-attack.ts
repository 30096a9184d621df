/**
 * The "seen" attack of issue #14 against a hard host bot, over real
 * WebSockets: one Tower (or the mini-game given), attacker in seat 0, a
 * hard bot in seat 1. Prints each seat's cards and how often the attacker
 * was locked or refused. Run: `npx tsx bench/dobble-attack.ts [miniGame] [seed]`.
 */
import type { DobbleState } from '../shared/games/dobble';
import { startTable } from '../src-main/host/index';
import { seenAttack } from '../test/support/seenAttack';

const miniGame = process.argv[2] ?? 'tower';
const seed = process.argv[3] ?? 'attack-bench';
const limitMs = 600_000;

const t = await startTable({
  game: 'dobble', seats: 2, bots: 1, botLevel: 'hard', options: { miniGame }, port: 0, listen: '127.0.0.1',
  mdns: false, webRoot: null, seed, dataDir: null,
});
const started = performance.now();
const attack = seenAttack(`ws://127.0.0.1:${t.port}/`);
await attack.opened;
while (!t.table.over && performance.now() - started < limitMs) await new Promise((r) => setTimeout(r, 50));
const results = t.table.match?.results() as { rounds: { cards: number[] }[] } | undefined;
const state = t.table.match?.state as DobbleState | undefined;
const cards = results?.rounds[0]?.cards ?? state?.board?.piles.map((p) => p.length) ?? [];
console.log(`${miniGame} (seed ${seed}), over: ${t.table.over}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`cards: attacker ${cards[0]} : hard bot ${cards[1]}`);
console.log(`attacker: ${attack.stats.sent} claims sent, locked ${attack.stats.locks} times, refused ${JSON.stringify(attack.stats.refused)}`);
attack.ws.terminate();
await t.close();
