// Builds the browser UI (out/renderer) when it is missing or older than its
// sources. Used by `npm start` and by the test setup, so a fresh clone works.
import { spawnSync } from 'node:child_process';
import { readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const rendererIndex = join(root, 'out/renderer/index.html');
// The renderer imports from shared/ (views, protocol) and the rules text (docs/rules), so those count too.
const SOURCES = ['src-renderer', 'docs/rules', 'shared/protocol', 'shared/engine', 'shared/games', 'vite.web.config.ts', 'package-lock.json'];

function newest(path) {
  let st;
  try { st = statSync(path); } catch { return 0; }
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

export function rendererIsStale() {
  let built;
  try { built = statSync(rendererIndex).mtimeMs; } catch { return true; }
  return SOURCES.some((s) => newest(join(root, s)) > built);
}

/** Returns true when it built, false when the build was current; throws when the build fails. */
export function ensureRendererBuilt({ quiet = false } = {}) {
  if (!rendererIsStale()) return false;
  if (!quiet) console.error('Building the browser UI (out/renderer) …');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  // Build beside and swap in, so a second test run or a serving host never reads a half-written folder.
  const target = join(root, 'out/renderer');
  const fresh = `${target}.build-${process.pid}`;
  const out = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.web.config.ts', '--outDir', fresh, '--emptyOutDir'], {
    cwd: root, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8',
  });
  if (out.status !== 0) {
    rmSync(fresh, { recursive: true, force: true });
    throw new Error(`renderer build failed:\n${out.stderr ?? ''}${out.stdout ?? ''}`);
  }
  const old = `${target}.old-${process.pid}`;
  try { renameSync(target, old); } catch { /* first build */ }
  renameSync(fresh, target);
  rmSync(old, { recursive: true, force: true });
  return true;
}
