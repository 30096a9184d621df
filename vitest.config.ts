import { availableParallelism } from 'node:os';
import { readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Two groups, one after the other:
// 1. "unit": rules, bots and renderer logic, and the host, CLI and app tests that open sockets on loopback
//    or spawn the CLI. They share nothing (every port is 0, every directory a fresh temporary one), so they
//    run side by side, one worker per core and one more (several files mostly wait: on spawned processes, a
//    table at a human bot pace, a 15 s download timeout; on 2 cores 3 workers took the lane from 206 to
//    185 s, idle CPU from 76 to 12 core-seconds), in shared worker processes (no module reloading per file:
//    no test mocks modules; the one that stubs a global restores it and resets the modules it loaded).
// 2. "serial": the browser tests (Chromium) and the LAN tests (network namespaces) run one file at a time
//    in one process, as their timing and the shared namespaces want.
const unit = ['test/games', 'test/engine', 'test/history', 'test/protocol', 'test/renderer', 'test/bots', 'test/docs', 'test/host', 'test/cli', 'test/app'];
const lan = 'test/**/*-netns.test.ts';
// Every other folder of test/ (test/e2e, a new one) is serial.
const rest = readdirSync('test', { withFileTypes: true })
  .filter((e) => e.isDirectory() && !unit.includes(`test/${e.name}`))
  .map((e) => `test/${e.name}`);
// Both build steps run before any test (vitest runs the global setups one after the other, first):
// browser and app tests load the built UI (out/renderer), CLI tests spawn out/cli.
const globalSetup = ['test/setup/renderer.ts', 'test/setup/cli.ts'];

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unit.map((dir) => `${dir}/**/*.test.ts`),
          exclude: [lan],
          maxWorkers: availableParallelism() + 1,
          isolate: false,
          sequence: { groupOrder: 0 },
          globalSetup,
        },
      },
      {
        extends: true,
        test: {
          name: 'serial',
          include: [...rest.map((dir) => `${dir}/**/*.test.ts`), lan],
          fileParallelism: false,
          // One process for all of them, its modules loaded once (not per file: ~1.3 s each under load, the
          // same again in fork start). Safe as no serial file mocks modules or stubs globals, and each
          // closes what it opened (servers, browsers, processes) in its own hooks.
          isolate: false,
          sequence: { groupOrder: 1 },
          globalSetup,
        },
      },
    ],
  },
});
