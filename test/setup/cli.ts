// Vitest globalSetup: the tests spawn bin/stammtisch.js, which runs the
// bundle in out/cli only when it was built from exactly the current sources
// (else the sources through tsx). Building it here makes the suite test
// what people run, and start each command fast. A failed build must not
// fail unrelated tests: the command falls back to the sources.
import { ensureCliBuilt } from '../../scripts/build-cli.js';

export default async function setup(): Promise<void> {
  try {
    await ensureCliBuilt({ quiet: true });
  } catch (e) {
    console.warn(`[cli] ${(e as Error).message}`);
  }
}
