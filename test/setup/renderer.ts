// Vitest globalSetup: browser tests load the built UI, so build it when it
// is missing or older than its sources (a fresh clone, an edited component).
// A failed build must not fail unrelated tests: the browser tests check
// again and report it (see test/e2e/browser.ts).
import { ensureRendererBuilt } from '../../scripts/renderer-build.js';

export default function setup(): void {
  try {
    ensureRendererBuilt({ quiet: true });
  } catch (e) {
    console.warn(`[renderer] ${(e as Error).message}`);
  }
}
