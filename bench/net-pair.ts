// `npx tsx bench/net-pair.ts --old DIR [--pairs N] [-- NET.TS OPTIONS]`:
// before/after in one run. Alternates `bench/net.ts --host-dir DIR` (an older
// checkout, e.g. `git worktree add /tmp/old 70b435e && (cd /tmp/old && npm
// install)`) with this checkout's host, old first, N pairs (default 5), each
// a fresh process measured by this same bench/net.ts; prints every run, the
// medians and the new/old ratio pair by pair of the host's CPU per action
// (after the joins, and all) and the round trip's p50 (all, and after the
// joins) and p95 (after the joins). The default net.ts options: `--delay 50 --no-twin`
// (docs/benchmarks.md "Encrypted channel").
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { old: { type: 'string' }, pairs: { type: 'string', default: '5' } } });
if (!values.old) throw new Error('--old DIR: the older checkout to compare with');
const pairs = Number(values.pairs);
if (!Number.isInteger(pairs) || pairs < 1) throw new Error(`--pairs takes a count, not ${values.pairs}`);
const netArgs = positionals.length ? positionals : ['--delay', '50', '--no-twin'];
const net = fileURLToPath(new URL('./net.ts', import.meta.url));

interface Report { clientCpuSeconds: number; hostCpuMsPerAction: number; hostCpuMsPerActionAfterJoins?: number; hostCpuMsJoins?: number; rttMs: { p50: number; p95?: number; p99: number }; rttMsAfterJoins?: { p50: number; p95?: number; p99: number }; failedClients: number }

/** One run; a run in which a client failed (on a starved machine a bot can miss the host's hello limit) is run once more. */
function run(old: boolean, attempt = 1): Report {
  const out = spawnSync(process.execPath, ['--import', 'tsx', net, ...netArgs, ...(old ? ['--host-dir', values.old!] : [])], {
    encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20,
  });
  if (out.status === 0) return JSON.parse(out.stdout) as Report;
  if (attempt < 2) {
    console.error(`bench/net.ts ${old ? '(old)' : '(new)'} exited with ${out.status}: running it again`);
    return run(old, attempt + 1);
  }
  throw new Error(`bench/net.ts ${old ? '(old)' : '(new)'} exited with ${out.status}`);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const rows: { host: string; r: Report; load: number }[] = [];
const ratios = { after: [] as number[], all: [] as number[], p50: [] as number[], p50After: [] as number[], p95After: [] as number[] };
for (let i = 0; i < pairs; i++) {
  const o = run(true);
  rows.push({ host: 'old', r: o, load: loadavg()[0]! });
  const n = run(false);
  rows.push({ host: 'new', r: n, load: loadavg()[0]! });
  ratios.after.push(n.hostCpuMsPerActionAfterJoins! / o.hostCpuMsPerActionAfterJoins!);
  ratios.all.push(n.hostCpuMsPerAction / o.hostCpuMsPerAction);
  ratios.p50.push(n.rttMs.p50 / o.rttMs.p50);
  ratios.p50After.push(n.rttMsAfterJoins!.p50 / o.rttMsAfterJoins!.p50);
  // p95: bench/net.ts of an older checkout may not report it.
  if (n.rttMsAfterJoins!.p95 !== undefined && o.rttMsAfterJoins!.p95 !== undefined) ratios.p95After.push(n.rttMsAfterJoins!.p95 / o.rttMsAfterJoins!.p95);
  console.error(`pair ${i + 1}/${pairs}: after joins new/old ${ratios.after.at(-1)!.toFixed(3)}`);
}
const f = (x: number | undefined, d = 3) => (x === undefined ? '–' : x.toFixed(d));
console.log(`bench/net.ts ${netArgs.join(' ')}; old: ${values.old}\n`);
console.log('| host | load (1 min) | rtt p50 / p95 / p99 ms | after joins | host CPU ms/action (all) | after joins | joins ms | clients CPU s | failed |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const { host, r, load } of rows) {
  console.log(`| ${host} | ${load.toFixed(1)} | ${f(r.rttMs.p50, 2)} / ${f(r.rttMs.p95, 1)} / ${f(r.rttMs.p99, 1)} | ${f(r.rttMsAfterJoins?.p50, 2)} / ${f(r.rttMsAfterJoins?.p95, 1)} / ${f(r.rttMsAfterJoins?.p99, 1)} | ${f(r.hostCpuMsPerAction)} | ${f(r.hostCpuMsPerActionAfterJoins)} | ${f(r.hostCpuMsJoins, 0)} | ${f(r.clientCpuSeconds, 2)} | ${r.failedClients} |`);
}
const med = (host: string, k: (r: Report) => number) => median(rows.filter((x) => x.host === host).map((x) => k(x.r)));
console.log(`\nmedians: after joins old ${f(med('old', (r) => r.hostCpuMsPerActionAfterJoins!))} / new ${f(med('new', (r) => r.hostCpuMsPerActionAfterJoins!))} ms; `
  + `all old ${f(med('old', (r) => r.hostCpuMsPerAction))} / new ${f(med('new', (r) => r.hostCpuMsPerAction))} ms; rtt p50 old ${f(med('old', (r) => r.rttMs.p50), 2)} / new ${f(med('new', (r) => r.rttMs.p50), 2)} ms; `
  + `after joins old ${f(med('old', (r) => r.rttMsAfterJoins!.p50), 2)} / new ${f(med('new', (r) => r.rttMsAfterJoins!.p50), 2)} ms`);
console.log(`new/old pair by pair, median (min–max): after joins ${f(median(ratios.after))} (${f(Math.min(...ratios.after))}–${f(Math.max(...ratios.after))}); `
  + `all ${f(median(ratios.all))} (${f(Math.min(...ratios.all))}–${f(Math.max(...ratios.all))}); rtt p50 ${f(median(ratios.p50))} (${f(Math.min(...ratios.p50))}–${f(Math.max(...ratios.p50))}); `
  + `rtt p50 after joins ${f(median(ratios.p50After))} (${f(Math.min(...ratios.p50After))}–${f(Math.max(...ratios.p50After))})`
  + (ratios.p95After.length ? `; rtt p95 after joins ${f(median(ratios.p95After))} (${f(Math.min(...ratios.p95After))}–${f(Math.max(...ratios.p95After))})` : ''));
