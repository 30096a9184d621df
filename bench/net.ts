// `npm run bench:net [-- --tables N --seats S --rounds R --delay MS --no-save --no-twin --twin-shape view|flat --scale 1,5,20,40,80 --cpu-prof FILE]`:
// N tables, each filled with S bot clients over loopback WebSockets (clients
// in a second process), one full Dubbe game each, saving every action like a
// real host. Reports actions/s, the action round trip (send → the state
// answering it) and the host's CPU per action. Then, in the same run, its
// plain-`ws` twin (bench/net-twin.ts): the same tables, clients (a second
// process), pacing, actions per table and state sizes (a whole state each
// first, then patches of the host's mean patch size) against bare ws
// servers, and the ratio host / twin of the round trips.
// `--scale` runs host and twin once for each table count listed and adds a
// Markdown table of the round trips (docs/benchmarks.md, "Tables 1 to 80").
// `--twin-shape view` (default): the twin's per-seat view is a view the
// host sent (same shape and size); `flat`: one padding string of that size
// (cheaper to serialize and parse: the twin before issue 21's host work).
// The host runs in this process, the clients in another: `--cpu-prof FILE`
// writes a V8 CPU profile of the host while the clients play (startup and
// clean-up left out); `npx tsx bench/profile-summary.ts FILE` sums it up.
// BENCH_CLIENT_PROF=DIR: the client processes write `--cpu-prof` profiles there.
// `hostCpuMsJoins`: the host's CPU until every table had started (the joins;
// with issue 29 a handshake each); `hostCpuMsPerActionAfterJoins`: per action
// from then on; `rttMsAfterJoins`: the round trips that ended from then on.
// `--host-dir DIR`: host and bot clients from another checkout (an older
// commit, `npm install`ed) measured by this same script; bench/net-pair.ts alternates
// that with this checkout's (before/after in one run).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { startTwin } from './net-twin';


const { values } = parseArgs({
  options: {
    'no-save': { type: 'boolean' }, 'no-twin': { type: 'boolean' }, tables: { type: 'string', default: '20' }, seats: { type: 'string', default: '4' },
    rounds: { type: 'string' }, delay: { type: 'string', default: '0' }, scale: { type: 'string' }, 'cpu-prof': { type: 'string' },
    'twin-shape': { type: 'string', default: 'view' }, 'host-dir': { type: 'string' },
  },
});
const hostDir = values['host-dir'];
type StartTable = typeof import('../src-main/host/index').startTable;
const { startTable } = (await import(hostDir ? pathToFileURL(join(hostDir, 'src-main/host/index.ts')).href : '../src-main/host/index')) as { startTable: StartTable };
/** A client script of this checkout; with --host-dir it runs that checkout's bot client (BENCH_HOST_DIR: it speaks that host's protocol). */
const clientScript = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const seats = Number(values.seats);

interface ClientOut { rtts: number[]; rttAt?: number[]; failed: string[]; ms: number; stateBytes?: number; wholeBytes?: number; patchBytes?: number; sampleView?: object | null; cpu: NodeJS.CpuUsage }

/** Runs a client script in a second process; returns what it printed and this process's CPU meanwhile. */
async function clients(script: string, args: string[]): Promise<{ out: ClientOut; cpu: NodeJS.CpuUsage }> {
  const child = spawn(process.execPath, [...(process.env.BENCH_CLIENT_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CLIENT_PROF}`] : []), '--import', 'tsx', clientScript(script), ...args], {
    // A profile of this process (NODE_OPTIONS=--cpu-prof) must not profile the clients too.
    stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '', ...(hostDir ? { BENCH_HOST_DIR: hostDir } : {}) },
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
  const cpuBefore = process.cpuUsage();
  await new Promise((resolve) => child.on('exit', resolve));
  const cpu = process.cpuUsage(cpuBefore);
  if (!out.trim()) throw new Error(`the client process ${script} printed nothing`);
  return { out: JSON.parse(out), cpu };
}

const quantiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))]!;
  return { p50: +q(0.5).toFixed(2), p90: +q(0.9).toFixed(2), p95: +q(0.95).toFixed(2), p99: +q(0.99).toFixed(2), max: +s.at(-1)!.toFixed(2) };
};
const seconds = (c: NodeJS.CpuUsage) => +((c.user + c.system) / 1e6).toFixed(2);
const loopback = (url: string) => url.replace(/\/\/[^:]+:/, '//127.0.0.1:');

/** One host run of `tables` tables, then (unless --no-twin) its twin; the report of both. */
async function run(tables: number): Promise<Record<string, unknown> & { failed: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'stammtisch-bench-net-'));
  const running = await Promise.all(Array.from({ length: tables }, (_, i) => startTable({
    game: 'dubbe', seats, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: `bench-net/${i}`,
    dataDir: values['no-save'] ? null : join(dir, String(i)), ...(values.rounds ? { options: { rounds: Number(values.rounds) } } : {}),
  })));
  const profiler = values['cpu-prof'] ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  // Joins (with issue 29: a handshake per connection) are a one-time cost: note the host's CPU once every table has started.
  const cpu0 = process.cpuUsage();
  let allStarted = null as { cpu: NodeJS.CpuUsage; seq: number; at: number } | null;
  const watch = setInterval(() => {
    if (!allStarted && running.every((t) => t.table.started)) allStarted = { cpu: process.cpuUsage(cpu0), seq: running.reduce((n, t) => n + t.table.seq, 0), at: Date.now() };
  }, 10);
  const host = await clients('./net-clients.ts', [String(seats), values.delay!, ...running.map((t) => loopback(t.url))]);
  clearInterval(watch);
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(values['cpu-prof']!, JSON.stringify(profile));
    profiler.disconnect();
  }
  const { rtts, failed, ms, stateBytes = 0 } = host.out;
  const cpu = host.cpu;
  const actions = running.reduce((n, t) => n + t.table.seq, 0);
  await Promise.all(running.map((t) => t.close()));
  rmSync(dir, { recursive: true, force: true });

  if (rtts.length === 0) throw new Error(`no action round trips measured: ${failed.slice(0, 3).join('; ')}`);
  const report: Record<string, unknown> & { failed: string[] } = {
    tables, botsPerTable: seats, twinShape: values['no-twin'] ? undefined : values['twin-shape'], botDelayMs: Number(values.delay), saving: !values['no-save'], games: tables, actions, failedClients: failed.length,
    seconds: +(ms / 1000).toFixed(2),
    actionsPerSecond: Math.round(actions / (ms / 1000)),
    rttMs: quantiles(rtts),
    // The round trips that ended once every table had started (the joins' handshakes left out, like the CPU after joins).
    ...(allStarted && host.out.rttAt ? { rttMsAfterJoins: quantiles(rtts.filter((_, i) => host.out.rttAt![i]! >= allStarted!.at)) } : {}),
    // process.cpuUsage of the host process while the clients played (its worker threads included).
    hostCpuSeconds: seconds(cpu),
    hostCpuMsPerAction: +((cpu.user + cpu.system) / 1e3 / actions).toFixed(3),
    // From the moment every table had started (all joins done) to the end: the per-action cost without the joins.
    ...(allStarted ? {
      hostCpuMsPerActionAfterJoins: +(((cpu.user + cpu.system) - (allStarted.cpu.user + allStarted.cpu.system)) / 1e3 / (actions - allStarted.seq)).toFixed(3),
      hostCpuMsJoins: +((allStarted.cpu.user + allStarted.cpu.system) / 1e3).toFixed(1),
    } : {}),
    clientCpuSeconds: seconds(host.out.cpu),
    stateBytes,
    ...(host.out.patchBytes ? { wholeStateBytes: host.out.wholeBytes, patchBytes: host.out.patchBytes } : {}),
    failed,
  };
  if (values['no-twin'] || hostDir) return report;
  // The same traffic against bare ws servers: same tables, clients, pacing, actions per table, state size.
  const perTable = Math.round(actions / tables);
  // Whole states, then patches of the host's mean size (protocol 5); a host without patches: whole states of its mean size.
  const twin = await startTwin(tables, seats, host.out.patchBytes ? host.out.wholeBytes ?? stateBytes : stateBytes, values['twin-shape'] === 'flat' ? null : host.out.sampleView ?? null, host.out.patchBytes ?? 0);
  const t = await clients('./net-twin-clients.ts', [String(seats), values.delay!, String(perTable), ...twin.urls]);
  await twin.close();
  if (t.out.rtts.length === 0) throw new Error(`the twin measured no round trips: ${t.out.failed.slice(0, 3).join('; ')}`);
  const tq = quantiles(t.out.rtts);
  const hq = report.rttMs as ReturnType<typeof quantiles>;
  report.twin = {
    actions: t.out.rtts.length, actionsPerSecond: Math.round(t.out.rtts.length / (t.out.ms / 1000)), rttMs: tq,
    cpuSeconds: seconds(t.cpu), cpuMsPerAction: +((t.cpu.user + t.cpu.system) / 1e3 / t.out.rtts.length).toFixed(3),
    clientCpuSeconds: seconds(t.out.cpu), failedClients: t.out.failed.length,
  };
  report.hostOverTwin = { p50: +(hq.p50 / tq.p50).toFixed(2), p90: +(hq.p90 / tq.p90).toFixed(2), p99: +(hq.p99 / tq.p99).toFixed(2) };
  return report;
}

if (!['view', 'flat'].includes(values['twin-shape']!)) throw new Error(`--twin-shape is view or flat, not ${values['twin-shape']}`);
const sizes = values.scale ? values.scale.split(',').map(Number) : [Number(values.tables)];
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`--scale takes table counts like 1,5,20, not ${values.scale}`);
const reports = [];
let failed: string[] = [];
for (const n of sizes) {
  const { failed: f, ...report } = await run(n);
  failed = failed.concat(f);
  reports.push(report);
  if (values.scale) console.error(`${n} tables done`);
}
console.log(JSON.stringify(values.scale ? reports : reports[0], null, 1));
if (values.scale) {
  type Q = { p50: number; p99: number };
  const cell = (r: Record<string, unknown>) => {
    const h = r.rttMs as Q;
    const t = (r.twin as { rttMs: Q } | undefined)?.rttMs;
    return `| ${String(r.tables)} | ${h.p50} / ${h.p99} | ${t ? `${t.p50} / ${t.p99}` : '–'} | ${String(r.hostCpuMsPerAction)} |`;
  };
  console.log(['', '| tables | host p50 / p99 ms | twin p50 / p99 ms | host CPU ms/action |', '|---:|---:|---:|---:|', ...reports.map(cell)].join('\n'));
}
if (failed.length) {
  console.error(failed.slice(0, 5).join('\n'));
  process.exitCode = 1;
}
