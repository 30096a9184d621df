#!/usr/bin/env node
// `npm start`: the Electron window when the Electron binary is usable;
// otherwise the same app in the browser: start the app server (plain Node),
// print its URL and try to open a browser.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureRendererBuilt } from './renderer-build.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const args = process.argv.slice(2);
const forceBrowser = args.includes('--browser') || process.env.STAMMTISCH_BROWSER === '1';

/** The Electron binary, if it was downloaded and a display exists to show a window on. */
function electronBinary() {
  let bin;
  try { bin = require('electron'); } catch { return null; }
  if (typeof bin !== 'string' || !existsSync(bin)) return null;
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) return null;
  return bin;
}

function startElectron(bin) {
  const build = spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const child = spawn(bin, [root], { cwd: root, stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 0));
}

/** Best effort: a browser may not exist (a server, a container); the URL is printed anyway. */
function openBrowser(url) {
  const cmd = process.platform === 'darwin' ? ['open', [url]]
    : process.platform === 'win32' ? ['cmd', ['/c', 'start', '', url]]
      : ['xdg-open', [url]];
  try {
    const child = spawn(cmd[0], cmd[1], { stdio: 'ignore', detached: true });
    child.on('error', () => {});
    child.unref();
  } catch { /* no opener */ }
}

/** The app server: built ahead in out/cli when that matches the sources (fast), else from TypeScript through tsx. */
async function loadAppServer() {
  const { BUNDLE_DIR, bundleStale } = await import('./cli-bundle.js');
  if (bundleStale() === null) return import(pathToFileURL(join(BUNDLE_DIR, 'app-server.mjs')).href);
  const { register } = await import('tsx/esm/api');
  register();
  return import('../src-main/app/server.ts');
}

async function startBrowserApp() {
  ensureRendererBuilt();
  const { startAppServer } = await loadAppServer();
  const portArg = args.find((a) => a.startsWith('--port='));
  const server = await startAppServer({
    webRoot: join(root, 'out/renderer'),
    ...(portArg ? { port: Number(portArg.slice(7)) } : {}),
  });
  console.log(`Stammtisch läuft / is running: ${server.url}`);
  console.log('Im Browser öffnen / open it in a browser. Ctrl+C beendet / stops.');
  if (!args.includes('--no-open')) openBrowser(server.url);
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(130);
    stopping = true;
    void server.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

const bin = forceBrowser ? null : electronBinary();
if (bin) startElectron(bin);
else {
  if (!forceBrowser) console.log('Electron ist nicht verfügbar, starte im Browser-Modus / Electron is not available, starting in browser mode.');
  startBrowserApp().catch((e) => {
    console.error(`stammtisch: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  });
}
