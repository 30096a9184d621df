// Builds the browser UI (out/renderer) when it is missing or older than its
// sources. Used by `npm start` and by the test setup, so a fresh clone works.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const rendererIndex = join(root, 'out/renderer/index.html');
// The renderer imports from shared/ (views, protocol), so those count too.
const SOURCES = ['src-renderer', 'shared/protocol', 'shared/engine', 'shared/games/dubbe', 'src-main/app/api.ts', 'src-main/app/bridge.ts', 'vite.web.config.ts', 'package-lock.json'];

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
  const out = spawnSync(process.execPath, [vite, 'build', '--config', 'vite.web.config.ts'], {
    cwd: root, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8',
  });
  if (out.status !== 0) throw new Error(`renderer build failed:\n${out.stderr ?? ''}${out.stdout ?? ''}`);
  return true;
}
