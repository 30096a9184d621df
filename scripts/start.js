#!/usr/bin/env node
// `npm start`: the Electron window when there is a display and the Electron
// binary is there or can be fetched now; otherwise the same app in the
// browser: start the app server (plain Node), print its URL and try to open
// a browser. Options: --browser, --no-open, --port=N, --data DIR.
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { electronDir, fetchElectron, hasDisplay, installedBinary } from './electron.js';
import { ensureRendererBuilt } from './renderer-build.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const USAGE = 'usage: npm start -- [--browser] [--no-open] [--port=N] [--data DIR]\n';

let opts;
try {
  opts = parseArgs({
    args: process.argv.slice(2),
    options: {
      browser: { type: 'boolean' },
      'no-open': { type: 'boolean' },
      port: { type: 'string' },
      data: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  }).values;
} catch (e) {
  process.stderr.write(`stammtisch: ${e.message}\n${USAGE}`);
  process.exit(2);
}
if (opts.help) {
  process.stdout.write(USAGE);
  process.exit(0);
}
const port = opts.port === undefined ? undefined : Number(opts.port);
if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535)) {
  process.stderr.write(`stammtisch: --port must be a port number (0-65535), not "${opts.port}"\n${USAGE}`);
  process.exit(2);
}
// Everything the app saves goes under this directory (default: the per-user data directory).
const dataDir = opts.data === undefined ? undefined : resolve(opts.data);
const forceBrowser = opts.browser || process.env.STAMMTISCH_BROWSER === '1';

function startElectron(bin) {
  const build = spawnSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const child = spawn(bin, [root, ...(dataDir ? [`--data=${dataDir}`] : [])], { cwd: root, stdio: 'inherit' });
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
  const { startAppServer, defaultAppDataDir } = await loadAppServer();
  const server = await startAppServer({
    webRoot: join(root, 'out/renderer'),
    ...(port !== undefined ? { port } : {}),
    dataDir: dataDir ?? defaultAppDataDir(),
    log: (line) => console.log(line),
  });
  console.log(`Stammtisch läuft / is running: ${server.url}`);
  console.log(`Daten / data: ${server.dataDir}`);
  console.log('Im Browser öffnen / open it in a browser. Ctrl+C beendet / stops.');
  if (!opts['no-open']) openBrowser(server.url);
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(130);
    stopping = true;
    void server.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/** The binary to open a window with, or null with the one line that says why not. */
async function windowBinary() {
  if (forceBrowser) return null;
  const say = (de, en) => { console.log(`${de}; starte im Browser-Modus / ${en}: starting in browser mode.`); return null; };
  if (!hasDisplay()) return say('Kein Bildschirm für ein Fenster', 'no display for a window');
  const dir = electronDir();
  if (!dir) return say('Electron ist nicht installiert', 'Electron is not installed');
  const bin = installedBinary(dir);
  if (bin) return bin;
  if (process.env.ELECTRON_SKIP_BINARY_DOWNLOAD) return say('Electron wird nicht geladen (ELECTRON_SKIP_BINARY_DOWNLOAD)', 'not fetching Electron (ELECTRON_SKIP_BINARY_DOWNLOAD)');
  console.log('Lade das Programmfenster (Electron) einmalig herunter / fetching the app window (Electron), once…');
  const got = await fetchElectron(dir);
  if (got.bin) return got.bin;
  return say(`Electron konnte nicht geladen werden (${got.reason})`, `could not fetch Electron (${got.reason})`);
}

windowBinary().then((bin) => {
  if (bin) startElectron(bin);
  else return startBrowserApp();
}).catch((e) => {
  console.error(`stammtisch: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});
