/**
 * `npm run bench`: Dubbe engine throughput on one core.
 *  1. random full 4-player rounds per second through `apply` (legal moves
 *     chosen uniformly; deal, trump, 60 plays, scoring);
 *  2. replay throughput: records written to disk, then replayed in one
 *     process through the same code path as `stammtisch replay`.
 * Options: --seconds S (per measurement, default 3), --records N (default 2000).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { Match } from '../shared/engine/match';
import { createRng } from '../shared/engine/rng';
import { dubbe } from '../shared/games/dubbe';
import { replayCommand } from '../src-main/cli/replay';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '3' }, records: { type: 'string', default: '2000' } } });
const seconds = Number(values.seconds);
const recordCount = Number(values.records);

/** Rounds per wall-clock second and per CPU second (the second is steadier on a busy machine). */
function roundsPerSecond(n: number, blackDie: boolean): { wall: number; cpu: number } {
  const options = dubbe.options({ blackDie, rounds: 1000 * n }, n);
  const rng = createRng('bench', `rounds/${n}`);
  let state = dubbe.begin(n, options);
  let rounds = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  while (performance.now() < until) {
    for (let batch = 0; batch < 50; batch++) {
      if (state.phase === 'over') state = dubbe.begin(n, options);
      state = dubbe.startRound(state, dubbe.deal(state, rng));
      while (state.phase !== 'deal' && state.phase !== 'over') {
        const seat = dubbe.status(state).awaiting[0]!;
        const legal = dubbe.legalActions(state, seat);
        const out = dubbe.apply(state, legal[rng.int(0, legal.length - 1)]!);
        if (!out.ok) throw new Error(out.error.message);
        state = out.state;
      }
      rounds++;
    }
  }
  const cpu = process.cpuUsage(cpu0);
  return { wall: rounds / ((performance.now() - t0) / 1000), cpu: rounds / ((cpu.user + cpu.system) / 1e6) };
}

async function replayThroughput(): Promise<{ records: number; actions: number; seconds: number; cpuSeconds: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'stammtisch-bench-'));
  const files: string[] = [];
  let actions = 0;
  for (let i = 0; i < recordCount; i++) {
    const n = 2 + (i % 4);
    const m = Match.create(dubbe, Array.from({ length: n }, (_, s) => `P${s}`), { blackDie: i % 2 === 0 }, `r${i}`);
    const rng = createRng('bench', `replay/${i}`);
    while (m.status().phase !== 'gameOver') {
      const legal = m.legal(m.status().awaiting[0]!);
      m.act(legal[rng.int(0, legal.length - 1)]!);
    }
    actions += m.record.rounds.reduce((a, r) => a + r.actions.length, 0);
    const file = join(dir, `${i}.json`);
    writeFileSync(file, JSON.stringify(m.record));
    files.push(file);
  }
  const sink = new Writable({ write: (_c, _e, done) => done() });
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const code = await replayCommand(files, sink, process.stderr);
  const took = (performance.now() - t0) / 1000;
  const cpu = process.cpuUsage(cpu0);
  rmSync(dir, { recursive: true, force: true });
  if (code !== 0) throw new Error(`replay exited ${code}`);
  return { records: recordCount, actions, seconds: took, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

console.log(`node ${process.version}, ${seconds} s per measurement`);
for (const [n, blackDie] of [[4, false], [4, true], [2, false], [3, false], [5, false]] as const) {
  const r = roundsPerSecond(n, blackDie);
  const fmt = (x: number) => Math.round(x).toLocaleString('en');
  console.log(`random ${n}-player rounds${blackDie ? ' (black die)' : ''}: ${fmt(r.wall)} rounds/s (${fmt(r.cpu)} per CPU second)`);
}
const r = await replayThroughput();
console.log(
  `replay: ${r.records} whole games (${r.actions.toLocaleString('en')} actions) from disk in ${r.seconds.toFixed(2)} s = ` +
    `${Math.round(r.records / r.seconds).toLocaleString('en')} records/s, ${Math.round(r.actions / r.seconds).toLocaleString('en')} actions/s ` +
    `(${Math.round(r.records / r.cpuSeconds).toLocaleString('en')} records per CPU second)`,
);
