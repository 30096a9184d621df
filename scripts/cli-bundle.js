// Where the built `stammtisch` command lives and whether it is current.
// Kept tiny and dependency-free: bin/stammtisch.js loads it on every start.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const BUNDLE_DIR = join(ROOT, 'out/cli');
export const BUNDLE_ENTRY = join(BUNDLE_DIR, 'stammtisch.mjs');
export const INPUTS_FILE = join(BUNDLE_DIR, 'inputs.json');

/**
 * Null when out/cli/stammtisch.mjs was built from exactly the sources of
 * this checkout; else why not (missing, or the first changed file). A
 * file with the recorded size and mtime counts as unchanged; any other is
 * hashed, so a checkout that only touched files keeps its bundle.
 */
export function bundleStale(root = ROOT) {
  let inputs;
  try {
    statSync(join(root, 'out/cli/stammtisch.mjs'));
    inputs = JSON.parse(readFileSync(join(root, 'out/cli/inputs.json'), 'utf8')).files;
  } catch {
    return 'not built';
  }
  for (const [rel, want] of Object.entries(inputs)) {
    const path = join(root, rel);
    let st;
    try { st = statSync(path); } catch { return `${rel} is gone`; }
    if (st.size === want.size && st.mtimeMs === want.mtimeMs) continue;
    if (st.size !== want.size) return `${rel} changed`;
    if (createHash('sha256').update(readFileSync(path)).digest('hex') !== want.sha256) return `${rel} changed`;
  }
  return null;
}
