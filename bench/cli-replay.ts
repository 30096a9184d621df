/**
 * How fast the `stammtisch` command answers: wall time of whole processes
 * `node bin/stammtisch.js replay FILE` (one Dubbe record) and of one process
 * replaying 1,000 Dubbe records, as a person or a script would run them.
 * The records come from `stammtisch selfplay --game dubbe --bots random
 * --games 1000 --seed cli-replay --out DIR` (made once, kept in the temp dir).
 *
 * Run: `npx tsx bench/cli-replay.ts [--runs N]` (or `npm run bench:cli`).
 * It measures, in the same run, the command as it starts by default (the
 * bundle in out/cli when current) and from the TypeScript sources through
 * tsx (STAMMTISCH_FROM_SOURCE=1, how every command started before the
 * bundle), and prints the load average before and after.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(root, 'bin/stammtisch.js');
const { values } = parseArgs({ options: { runs: { type: 'string', default: '7' } } });
const runs = Math.max(1, Number(values.runs));
const dir = join(tmpdir(), 'stammtisch-bench-cli-replay');
const GAMES = 1000;

/** One process: wall ms, and CPU ms (user + system, by /usr/bin/time: what it needs when the machine is not shared). */
function stammtisch(args: string[], env: Record<string, string> = {}): { ms: number; cpu: number; stdout: string; stderr: string; status: number | null } {
  const t0 = performance.now();
  // Without GNU time (package `time`) only the wall time is measured.
  const cmd = existsSync('/usr/bin/time') ? ['/usr/bin/time', '-f', 'cpu %U %S', process.execPath] : [process.execPath];
  const out = spawnSync(cmd[0]!, [...cmd.slice(1), BIN, ...args], {
    encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, STAMMTISCH_CLI_WHY: '1', ...env },
  });
  const ms = performance.now() - t0;
  const m = /cpu ([\d.]+) ([\d.]+)\s*$/.exec(out.stderr);
  return { ms, cpu: m ? (Number(m[1]) + Number(m[2])) * 1000 : NaN, stdout: out.stdout, stderr: out.stderr, status: out.status };
}

const records = () => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => join(dir, f)) : []);
if (records().length < GAMES) {
  const made = stammtisch(['selfplay', '--game', 'dubbe', '--bots', 'random', '--games', String(GAMES), '--seed', 'cli-replay', '--out', dir]);
  if (made.status !== 0) throw new Error(`selfplay failed: ${made.stderr}`);
}
const files = records().slice(0, GAMES);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const f = (ms: number) => `${(ms / 1000).toFixed(3)} s`;
const load0 = loadavg();
for (const env of [{}, { STAMMTISCH_FROM_SOURCE: '1' }] as Record<string, string>[]) {
  const one: number[] = [];
  const all: number[] = [];
  const oneCpu: number[] = [];
  const allCpu: number[] = [];
  let mode = '';
  for (let i = 0; i < runs; i++) {
    const r = stammtisch(['replay', files[0]!], env);
    if (r.status !== 0 || !r.stdout.startsWith('{"ok":true')) throw new Error(`replay failed: ${r.stderr}${r.stdout.slice(0, 200)}`);
    mode = /stammtisch: running from (.*)/.exec(r.stderr)?.[1] ?? 'unknown (no STAMMTISCH_CLI_WHY note)';
    one.push(r.ms);
    oneCpu.push(r.cpu);
  }
  for (let i = 0; i < Math.min(runs, 5); i++) {
    const r = stammtisch(['replay', ...files], env);
    const lines = r.stdout.trim().split('\n');
    if (r.status !== 0 || lines.length !== files.length) throw new Error(`replay of ${files.length} failed: ${r.stderr}`);
    all.push(r.ms);
    allCpu.push(r.cpu);
  }
  console.log(`stammtisch runs from: ${mode}`);
  console.log(`  replay 1 record:     median ${f(median(one))} (min ${f(Math.min(...one))}, max ${f(Math.max(...one))}, ${one.length} runs); CPU median ${f(median(oneCpu))}`);
  console.log(`  replay ${files.length} records: median ${f(median(all))} (min ${f(Math.min(...all))}, max ${f(Math.max(...all))}, ${all.length} runs); CPU median ${f(median(allCpu))}`);
}
const load1 = loadavg();
console.log(`load average before ${load0.map((x) => x.toFixed(2)).join(' ')}, after ${load1.map((x) => x.toFixed(2)).join(' ')} (${readdirSync('/sys/devices/system/cpu').filter((d) => /^cpu\d+$/.test(d)).length} cores)`);
