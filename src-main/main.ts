import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain, screen, shell } from 'electron';
import { startAppServer, type AppServer } from './app/server';
import { defaultAppDataDir } from './app/tableDirs';
import { windowBounds } from './app/windowSize';

/**
 * The thin window shell. Everything real runs in the app server (plain
 * Node): the window only shows its page, exactly what a browser would.
 */
const here = fileURLToPath(new URL('.', import.meta.url));
const webRoot = join(here, '../renderer');
let server: AppServer | null = null;
// `npm start -- --data DIR` (scripts/start.js passes it on as --data=DIR): everything the app saves goes there.
const dataArg = process.argv.find((a) => a.startsWith('--data='))?.slice('--data='.length);
const dataDir = dataArg || defaultAppDataDir();
// The window's own storage (remembered name, seat tokens) too.
if (dataArg) app.setPath('userData', join(dataArg, 'electron'));

async function openWindow(): Promise<void> {
  server ??= await startAppServer({ webRoot, dataDir, log: (line) => console.log(line) });
  // Sized for the screen it opens on (the one under the pointer), a 1366×768 laptop included.
  const bounds = windowBounds(screen.getDisplayNearestPoint(screen.getCursorScreenPoint()).workArea);
  const win = new BrowserWindow({
    ...bounds,
    title: 'Stammtisch',
    webPreferences: {
      preload: join(here, '../preload/preload.cjs'),
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
    },
  });
  // Links to other sites (a rules page, a share URL) open in the system browser, not in the app.
  win.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https?:\/\//.test(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  await win.loadURL(server.url);
}

ipcMain.handle('stammtisch:open-external', async (_event, url: unknown) => {
  if (typeof url === 'string' && /^https?:\/\//.test(url)) await shell.openExternal(url);
});

// One app per computer: a second start shows the first window (the lobby's port and remembered names stay the same).
if (!app.requestSingleInstanceLock()) app.quit();
else {
  app.on('second-instance', () => {
    const win = BrowserWindow.getAllWindows()[0];
    if (win) {
      if (win.isMinimized()) win.restore();
      win.focus();
    }
  });
  app.whenReady().then(openWindow).catch((e: unknown) => {
    console.error(e);
    app.quit();
  });
}

app.on('activate', () => {
  if (BrowserWindow.getAllWindows().length === 0) void openWindow();
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', (event) => {
  if (!server) return;
  // Close the tables properly (mDNS goodbye, records flushed) before leaving.
  event.preventDefault();
  const closing = server;
  server = null;
  void closing.close().finally(() => app.quit());
});
