import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import { rendererConfig } from './vite.web.config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The window shell (main, preload) for Electron, and the renderer as plain
 * static files in out/renderer, which the app server and every table host
 * also serve to browsers (vite.web.config.ts builds only that part).
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // botWorker: the thread host bots think in (src-main/host/botPool.ts finds it beside main.js).
      rollupOptions: { input: { main: resolve(root, 'src-main/main.ts'), botWorker: resolve(root, 'src-main/host/botWorker.ts') } },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: { input: { preload: resolve(root, 'src-main/preload.ts') }, output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: rendererConfig,
});
