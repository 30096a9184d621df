import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type UserConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The renderer alone, as static files in out/renderer: what browsers get
 * from the app server and from every table's port. electron.vite.config.ts
 * uses the same settings for the window.
 */
export const rendererConfig: UserConfig = {
  root: resolve(root, 'src-renderer'),
  base: './',
  plugins: [vue()],
  logLevel: 'warn',
  build: {
    outDir: resolve(root, 'out/renderer'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
    rollupOptions: { input: resolve(root, 'src-renderer/index.html') },
  },
};

export default defineConfig(rendererConfig);
