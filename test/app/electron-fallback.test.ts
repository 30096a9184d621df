import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { electronDir, installedBinary } from '../../scripts/electron.js';
import type { Proc } from '../cli/processes';
import { freePort } from '../cli/processes';
import { startApp } from './appProcess';

/**
 * `npm start` with a display but without the Electron binary fetches it
 * (progress line) and falls back to browser mode with one line, within
 * bounded time, when it cannot. The "download server" is a local mirror
 * (ELECTRON_MIRROR): one that sends a wrong file, one that never answers.
 */
const dir = electronDir();
const skip = !dir ? 'electron is not installed here' : installedBinary(dir) ? 'the Electron binary is installed: npm start would open a window' : null;
if (skip) console.warn(`electron-fallback: skipped: ${skip}`);

const procs: Proc[] = [];
const servers: Server[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  for (const s of servers) { s.closeAllConnections(); s.close(); }
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function mirror(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return `http://127.0.0.1:${port}/`;
}

async function start(mirrorUrl: string): Promise<{ proc: Proc; ms: number }> {
  const data = mkdtempSync(join(tmpdir(), 'stammtisch-electron-'));
  dirs.push(data);
  const cache = mkdtempSync(join(tmpdir(), 'stammtisch-electron-cache-'));
  dirs.push(cache);
  const env: NodeJS.ProcessEnv = { ...process.env, DISPLAY: ':99', ELECTRON_MIRROR: mirrorUrl, electron_config_cache: cache };
  delete env.ELECTRON_SKIP_BINARY_DOWNLOAD;
  const t0 = Date.now();
  const proc = startApp(['--no-open', `--port=${await freePort()}`, '--data', data], env);
  procs.push(proc);
  await proc.line(/is running/, 60_000);
  return { proc, ms: Date.now() - t0 };
}

describe.skipIf(skip !== null)('npm start fetches the window binary or falls back to browser mode', () => {
  it('shows download progress; a file that fails its checksum means browser mode, with one line', async () => {
    const url = await mirror((_req, res) => {
      const chunk = Buffer.alloc(64 * 1024, 1);
      res.writeHead(200, { 'content-length': String(chunk.length * 16), 'content-type': 'application/zip' });
      let n = 0;
      const send = () => { if (n++ < 16) res.write(chunk, () => setTimeout(send, 20)); else res.end(); };
      send();
    });
    const { proc } = await start(url);
    expect(proc.stdout).toMatch(/fetching the app window \(Electron\), once/);
    expect(proc.stdout).toMatch(/Electron \d+\.\d+\.\d+: 100 % \(1\/1 MB\)/);
    const fallback = proc.stdout.split('\n').filter((l) => /starting in browser mode/.test(l));
    expect(fallback).toHaveLength(1);
    expect(fallback[0]).toMatch(/could not fetch Electron \(.*checksum.*\)/i);
  }, 90_000);

  it('a mirror that never answers: browser mode within the download timeouts (15 s for an answer)', async () => {
    const url = await mirror(() => { /* never answers */ });
    const { proc, ms } = await start(url);
    expect(proc.stdout).toMatch(/could not fetch Electron \(Timeout awaiting 'response' for 15000ms\): starting in browser mode/);
    expect(ms).toBeLessThan(40_000);
  }, 90_000);
});
