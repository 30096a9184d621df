// Bundles the `stammtisch` command (src-main/cli.ts), its bot thread
// (src-main/host/botWorker.ts) and the app server of `npm start`'s browser
// mode (src-main/app/server.ts) into plain JavaScript in out/cli/, so they
// start without compiling TypeScript. Run by `npm install`
// (the `prepare` script) and by `npm run build`. out/cli/inputs.json lists every source file
// in the bundle with its size, mtime and hash: bin/stammtisch.js runs the
// bundle only while all of them are unchanged (cli-bundle.js).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLE_DIR, INPUTS_FILE, bundleStale } from './cli-bundle.js';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Dependencies load from node_modules as usual, except zod: bundled, it is
 * one file instead of a few hundred ES modules (~400 ms of module loading
 * on a busy machine, more than a replay takes).
 */
const dependenciesOutsideButZod = {
  name: 'dependencies-outside-but-zod',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path === 'zod' || args.path.startsWith('zod/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildCli({ quiet = false } = {}) {
  const esbuild = await import('esbuild');
  // Built beside and swapped in, so a command starting meanwhile never reads half a bundle.
  const fresh = `${BUNDLE_DIR}.build-${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    // app-server: what `npm start` serves in browser mode (scripts/start.js).
    entryPoints: { stammtisch: 'src-main/cli.ts', botWorker: 'src-main/host/botWorker.ts', 'app-server': 'src-main/app/server.ts' },
    outdir: fresh,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Chunks split per command, so `replay` loads no network code.
    splitting: true,
    // Chunks beside the entries: modules find out/renderer and package.json at ../../ from their own file.
    chunkNames: '[name]-[hash]',
    plugins: [dependenciesOutsideButZod],
    sourcemap: 'linked',
    metafile: true,
    logLevel: quiet ? 'error' : 'warning',
  });
  const files = {};
  for (const input of Object.keys(result.metafile.inputs).sort()) {
    const path = join(root, input);
    const st = statSync(path);
    files[relative(root, path)] = { size: st.size, mtimeMs: st.mtimeMs, sha256: createHash('sha256').update(readFileSync(path)).digest('hex') };
  }
  writeFileSync(join(fresh, 'inputs.json'), JSON.stringify({ builtAt: new Date().toISOString(), files }, null, 1) + '\n');
  const old = `${BUNDLE_DIR}.old-${process.pid}`;
  try { renameSync(BUNDLE_DIR, old); } catch { /* first build */ }
  renameSync(fresh, BUNDLE_DIR);
  rmSync(old, { recursive: true, force: true });
  if (!quiet) console.error(`stammtisch: built ${relative(root, BUNDLE_DIR)}/ from ${Object.keys(files).length} source files (${relative(root, INPUTS_FILE)})`);
}

/** Builds out/cli when it is missing or not from these sources; true if it built. */
export async function ensureCliBuilt({ quiet = false } = {}) {
  if (bundleStale() === null) return false;
  await buildCli({ quiet });
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildCli({ quiet: process.argv.includes('--quiet') }).catch((e) => {
    console.error(`stammtisch: could not build the command (${e instanceof Error ? e.message : e}); it runs from the TypeScript sources instead`);
    // Not fatal for `npm install`: bin/stammtisch.js falls back to tsx.
    process.exitCode = process.argv.includes('--strict') ? 1 : 0;
  });
}
