// `npm run bench:net [-- --tables N --seats S --rounds R --delay MS --no-save]`: N tables, each
// filled with S bot clients over loopback WebSockets (clients in a second
// process), one full Dubbe game each, saving every action like a real host.
// Reports actions/s and the action round trip (send → the state answering it).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startTable } from '../src-main/host/index';

const { values } = parseArgs({
  options: { 'no-save': { type: 'boolean' }, tables: { type: 'string', default: '20' }, seats: { type: 'string', default: '4' }, rounds: { type: 'string' }, delay: { type: 'string', default: '0' } },
});
const tables = Number(values.tables);
const seats = Number(values.seats);
const dir = mkdtempSync(join(tmpdir(), 'stammtisch-bench-net-'));
const running = await Promise.all(Array.from({ length: tables }, (_, i) => startTable({
  game: 'dubbe', seats, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, seed: `bench-net/${i}`,
  dataDir: values['no-save'] ? null : join(dir, String(i)), ...(values.rounds ? { options: { rounds: Number(values.rounds) } } : {}),
})));

const clientScript = fileURLToPath(new URL('./net-clients.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', clientScript, String(seats), values.delay!, ...running.map((t) => t.url.replace(/\/\/[^:]+:/, '//127.0.0.1:'))], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
const cpuBefore = process.cpuUsage();
await new Promise((resolve) => child.on('exit', resolve));
const cpu = process.cpuUsage(cpuBefore);
if (!out.trim()) throw new Error("the client process printed nothing");
const { rtts, failed, ms } = JSON.parse(out) as { rtts: number[]; failed: string[]; ms: number };
const actions = running.reduce((n, t) => n + t.table.seq, 0);
await Promise.all(running.map((t) => t.close()));
rmSync(dir, { recursive: true, force: true });

if (rtts.length === 0) throw new Error(`no action round trips measured: ${failed.slice(0, 3).join("; ")}`);
rtts.sort((a, b) => a - b);
const q = (p: number) => rtts[Math.min(rtts.length - 1, Math.floor(p * rtts.length))]!;
const report = {
  tables, botsPerTable: seats, botDelayMs: Number(values.delay), saving: !values['no-save'], games: tables, actions, failedClients: failed.length,
  seconds: +(ms / 1000).toFixed(2),
  actionsPerSecond: Math.round(actions / (ms / 1000)),
  rttMs: { p50: +q(0.5).toFixed(2), p90: +q(0.9).toFixed(2), p99: +q(0.99).toFixed(2), max: +rtts.at(-1)!.toFixed(2) },
  hostCpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(2),
};
console.log(JSON.stringify(report, null, 1));
if (failed.length) {
  console.error(failed.slice(0, 5).join('\n'));
  process.exitCode = 1;
}
