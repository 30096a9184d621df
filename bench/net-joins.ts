// `npx tsx bench/net-joins.ts [--old DIR] [--pairs N] [--tables T] [--no-save] [--cpu-prof FILE]`:
// the host's CPU for the joins alone (docs/benchmarks.md "Joins"). T tables
// (default 20) of 4 seats, 4 bot clients each in a second process; the host's
// process.cpuUsage from the first connection until every client holds its
// first state (the handshake, hello, welcome, seat file, the game's first
// states), nobody plays. `--old DIR`: alternates an older checkout's host and
// bot clients (fresh processes, old first) with this one's, N pairs (default
// 5), and prints ms per join and new/old pair by pair. `--cpu-prof FILE`
// (without --old): a V8 CPU profile of the host over the joins only.
// `--no-save`: tables without a data directory (no seat files, no fsync).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { old: { type: 'string' }, pairs: { type: 'string', default: '5' }, tables: { type: 'string', default: '20' }, 'cpu-prof': { type: 'string' }, 'host-dir': { type: 'string' }, once: { type: 'boolean' }, 'no-save': { type: 'boolean' } },
});
const tables = Number(values.tables);
const seats = 4;
const self = fileURLToPath(import.meta.url);

async function once(): Promise<void> {
  const hostDir = values['host-dir'];
  type StartTable = typeof import('../src-main/host/index').startTable;
  const { startTable } = (await import(hostDir ? pathToFileURL(join(hostDir, 'src-main/host/index.ts')).href : '../src-main/host/index')) as { startTable: StartTable };
  const dir = mkdtempSync(join(tmpdir(), 'stammtisch-bench-joins-'));
  const running = await Promise.all(Array.from({ length: tables }, (_, i) => startTable({
    game: 'dubbe', seats, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: `bench-joins/${i}`, dataDir: values['no-save'] ? null : join(dir, String(i)),
  })));
  const profiler = values['cpu-prof'] ? new Session() : null;
  if (profiler) {
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.start');
  }
  const urls = running.map((t) => t.url.replace(/\/\/[^:]+:/, '//127.0.0.1:'));
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./net-joins-clients.ts', import.meta.url)), String(seats), ...urls], {
    stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, NODE_OPTIONS: '', ...(hostDir ? { BENCH_HOST_DIR: hostDir } : {}) },
  });
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const ok = await new Promise<boolean>((resolve) => {
    child.stdout.on('data', (d: Buffer) => { if (d.toString().includes('joined')) resolve(true); });
    child.on('exit', () => resolve(false));
  });
  const cpu = process.cpuUsage(cpu0);
  const ms = performance.now() - t0;
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(values['cpu-prof']!, JSON.stringify(profile));
    profiler.disconnect();
  }
  child.kill();
  if (!ok) throw new Error('the clients did not all join');
  const started = running.filter((t) => t.table.started).length;
  await Promise.all(running.map((t) => t.close()));
  rmSync(dir, { recursive: true, force: true });
  const joins = tables * seats;
  console.log(JSON.stringify({ joins, started, hostCpuMs: +((cpu.user + cpu.system) / 1e3).toFixed(1), perJoinMs: +((cpu.user + cpu.system) / 1e3 / joins).toFixed(3), wallMs: Math.round(ms) }));
}

if (values.once || !values.old) {
  await once();
} else {
  const median = (xs: number[]) => { const s = [...xs].sort((a, b) => a - b); return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2; };
  const run = (old: boolean) => {
    const out = spawnSync(process.execPath, ['--import', 'tsx', self, '--once', '--tables', String(tables), ...(values['no-save'] ? ['--no-save'] : []), ...(old ? ['--host-dir', values.old!] : [])], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (out.status !== 0) throw new Error(`bench/net-joins.ts ${old ? '(old)' : '(new)'} exited with ${out.status}`);
    return { ...(JSON.parse(out.stdout) as { perJoinMs: number; hostCpuMs: number; wallMs: number }), load: loadavg()[0]! };
  };
  const olds: number[] = []; const news: number[] = []; const ratios: number[] = [];
  console.log(`bench/net-joins.ts --tables ${tables}${values['no-save'] ? ' --no-save' : ''}; old: ${values.old}\n\n| pair | load | old ms/join | new ms/join | new/old | wall ms old / new |\n|---:|---:|---:|---:|---:|---:|`);
  for (let i = 0; i < Number(values.pairs); i++) {
    const o = run(true); const n = run(false);
    olds.push(o.perJoinMs); news.push(n.perJoinMs); ratios.push(n.perJoinMs / o.perJoinMs);
    console.log(`| ${i + 1} | ${n.load.toFixed(1)} | ${o.perJoinMs.toFixed(3)} | ${n.perJoinMs.toFixed(3)} | ${ratios.at(-1)!.toFixed(2)} | ${o.wallMs} / ${n.wallMs} |`);
  }
  console.log(`\nmedians: old ${median(olds).toFixed(3)} / new ${median(news).toFixed(3)} ms per join (+${(median(news) - median(olds)).toFixed(3)}); new/old ${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})`);
}
process.exit(0);
