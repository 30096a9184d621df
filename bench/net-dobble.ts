// `npm run bench:dobble [-- --games G --clients C --pause MS --no-save]`: claim-to-everyone latency of
// the real-time game. G Dobble tables (a single Tower each) with C people
// over loopback WebSockets, the clients in a second process; one table is
// played at a time, one claim at a time (rotating claimer, a pause between
// claims). A sample is the time from a client sending a right claim until
// all C clients have received the state it produced.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startTable } from '../src-main/host/index';

const { values } = parseArgs({
  options: {
    'no-save': { type: 'boolean' }, games: { type: 'string', default: '10' }, clients: { type: 'string', default: '8' }, pause: { type: 'string', default: '20' },
  },
});
const games = Number(values.games);
const clients = Number(values.clients);
const dir = mkdtempSync(join(tmpdir(), 'stammtisch-bench-dobble-'));
const running = await Promise.all(Array.from({ length: games }, (_, i) => startTable({
  game: 'dobble', seats: clients, options: { miniGame: 'tower' }, port: 0, listen: '127.0.0.1', mdns: false, webRoot: null,
  seed: `bench-dobble/${i}`, dataDir: values['no-save'] ? null : join(dir, String(i)),
})));

const clientScript = fileURLToPath(new URL('./net-dobble-clients.ts', import.meta.url));
const child = spawn(process.execPath, ['--import', 'tsx', clientScript, String(clients), values.pause!, ...running.map((t) => `ws://127.0.0.1:${t.port}/`)], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
let out = '';
child.stdout.on('data', (d: Buffer) => { out += d.toString(); });
const cpuBefore = process.cpuUsage();
const code = await new Promise((resolve) => child.on('exit', resolve));
const cpu = process.cpuUsage(cpuBefore);
if (!out.trim()) throw new Error(`the client process printed nothing (exit ${String(code)})`);
const { all, each, ms } = JSON.parse(out) as { all: number[]; each: number[]; ms: number };
const claims = running.reduce((n, t) => n + t.table.seq, 0);
const over = running.filter((t) => t.table.over).length;
await Promise.all(running.map((t) => t.close()));
rmSync(dir, { recursive: true, force: true });

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => +s[Math.min(s.length - 1, Math.floor(p * s.length))]!.toFixed(2);
  return { n: s.length, p50: q(0.5), p90: q(0.9), p99: q(0.99), max: +s.at(-1)!.toFixed(2) };
};
if (all.length === 0) throw new Error('no claim was measured');
console.log(JSON.stringify({
  games, gamesOver: over, clients, pauseMs: Number(values.pause), saving: !values['no-save'], claims, seconds: +(ms / 1000).toFixed(2),
  claimToAllMs: stats(all), claimToEachMs: stats(each), hostCpuSeconds: +((cpu.user + cpu.system) / 1e6).toFixed(2),
}, null, 1));
if (over !== games) process.exitCode = 1;
