/**
 * How long `npm start` (browser mode, UI already built) takes to a usable
 * lobby: from spawning `node scripts/start.js --browser --no-open --port=P`
 * until the lobby page and `GET /api/tables` both answer. Median of N runs.
 * Run: `npx tsx bench/start.ts [--runs N]` (it builds the UI first if needed).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureRendererBuilt } from '../scripts/renderer-build.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
ensureRendererBuilt({ quiet: true });

const freePort = () => new Promise<number>((resolve) => {
  const s = createServer().listen(0, '127.0.0.1', () => { const { port } = s.address() as { port: number }; s.close(() => resolve(port)); });
});

async function once(): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [join(root, 'scripts/start.js'), '--browser', '--no-open', `--port=${port}`], {
    cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, STAMMTISCH_NO_MDNS: '1' },
  });
  let err = '';
  child.stderr.on('data', (d) => { err += d; });
  try {
    for (let i = 0; i < 2000; i++) {
      try {
        const [page, api] = await Promise.all([fetch(`http://127.0.0.1:${port}/`), fetch(`http://127.0.0.1:${port}/api/tables`)]);
        if (page.ok && api.ok && (await page.text()).includes('<div id="app"')) return performance.now() - t0;
      } catch { /* not listening yet */ }
      if (child.exitCode !== null) throw new Error(`npm start exited: ${err}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error('no lobby within 20 s');
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const load0 = loadavg();
const times: number[] = [];
for (let i = 0; i < Math.max(1, Number(values.runs)); i++) times.push(await once());
times.sort((a, b) => a - b);
console.log(`npm start → usable lobby: median ${(times[Math.floor(times.length / 2)]! / 1000).toFixed(3)} s (min ${(times[0]! / 1000).toFixed(3)}, max ${(times.at(-1)! / 1000).toFixed(3)}, ${times.length} runs)`);
console.log(`load average before ${load0.map((x) => x.toFixed(2)).join(' ')}, after ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
