// The Electron window for `npm start`: electron is an optional dependency
// whose install script package.json's `allowScripts` denies (and whose
// failure older npm versions forgive), so its binary is fetched here, the
// first time there is a display to show a window on.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const fetchScript = fileURLToPath(new URL('./electron-fetch.cjs', import.meta.url));

export function hasDisplay() {
  if (process.platform !== 'linux') return true;
  return Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);
}

/** node_modules/electron, or null when npm left it out (optional dependency). */
export function electronDir() {
  try { return dirname(require.resolve('electron/package.json')); } catch { return null; }
}

/** The unpacked binary, as electron's index.js would find it, or null. */
export function installedBinary(dir) {
  try {
    const rel = readFileSync(join(dir, 'path.txt'), 'utf8');
    const bin = join(process.env.ELECTRON_OVERRIDE_DIST_PATH || join(dir, 'dist'), rel);
    return existsSync(bin) ? bin : null;
  } catch {
    return null;
  }
}

/**
 * Runs a node script; resolves with its exit code, or a reason when it was
 * killed for staying silent `stallMs` (the output resets the clock).
 */
function run(args, { cwd, stallMs, echo }) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    let timer;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => { err = `no progress for ${stallMs / 1000} s`; child.kill('SIGKILL'); }, stallMs);
    };
    arm();
    child.stdout.on('data', (d) => { arm(); if (echo) process.stdout.write(d); });
    child.stderr.on('data', (d) => { arm(); err += d.toString(); });
    child.on('error', (e) => { err = e.message; });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, reason: err.trim().split('\n').filter(Boolean).at(-1) ?? `exit ${code}` });
    });
  });
}

/**
 * Downloads (with a progress line) and unpacks the binary. Resolves with the
 * binary, or `{ reason }` within seconds when there is no network.
 */
export async function fetchElectron(dir, { stallMs = 30_000 } = {}) {
  const download = await run([fetchScript, dir], { cwd: dir, stallMs, echo: true });
  if (!download.ok) return { reason: download.reason };
  // electron's own install.js finds the zip in the cache, checks it and unpacks it (path.txt, dist/).
  const unpack = await run([join(dir, 'install.js')], { cwd: dir, stallMs: 120_000, echo: false });
  if (!unpack.ok) return { reason: unpack.reason };
  const bin = installedBinary(dir);
  return bin ? { bin } : { reason: 'electron/install.js left no binary' };
}
