import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import vue from '@vitejs/plugin-vue';
import { defineConfig, type Plugin, type UserConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Brotli (best) and gzip copies beside every text file of the build: the
 * host sends them as they are (src-main/host/staticFiles.ts), so a phone on
 * the Wi-Fi loads a quarter of the bytes and nobody compresses at run time.
 */
function precompress(): Plugin {
  return {
    name: 'stammtisch-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      await Promise.all(Object.keys(bundle).filter((f) => /\.(js|mjs|css|html|svg|json)$/.test(f)).map(async (name) => {
        const file = join(dir, name);
        const plain = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
          gzip(plain, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }));
    },
  };
}

/**
 * The renderer alone, as static files in out/renderer: what browsers get
 * from the app server and from every table's port. electron.vite.config.ts
 * uses the same settings for the window.
 */
export const rendererConfig: UserConfig = {
  root: resolve(root, 'src-renderer'),
  base: './',
  plugins: [vue(), precompress()],
  logLevel: 'warn',
  build: {
    outDir: resolve(root, 'out/renderer'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1024,
    rollupOptions: { input: resolve(root, 'src-renderer/index.html') },
  },
};

export default defineConfig(rendererConfig);
