// Vitest globalSetup: browser tests load the built UI, so build it when it
// is missing or older than its sources (a fresh clone, an edited component).
import { ensureRendererBuilt } from '../../scripts/renderer-build.js';

export default function setup(): void {
  ensureRendererBuilt({ quiet: true });
}
