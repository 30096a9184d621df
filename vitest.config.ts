import { readdirSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Pure tests (rules, bots, renderer logic) share nothing: they run in parallel.
// Tests that spawn the CLI, open sockets or drive Chromium share ports and CPU
// with timing-sensitive peers: they run one file at a time, after the pure ones.
const pure = ['test/games', 'test/engine', 'test/history', 'test/protocol', 'test/renderer', 'test/bots', 'test/docs'];
const spawnsOrListens = [
  'test/games/dobble/cli.test.ts',
  'test/games/dobble/replay.test.ts',
  'test/games/dobbm/record.test.ts',
  'test/games/doppelkopf/play.test.ts',
  'test/games/doppelkopf/replay-cli.test.ts',
  'test/history/history.test.ts',
  'test/renderer/lobby-api.test.ts',
];
// Every other folder of test/ (a new one included) is serial.
const rest = readdirSync('test', { withFileTypes: true })
  .filter((e) => e.isDirectory() && !pure.includes(`test/${e.name}`))
  .map((e) => `test/${e.name}`);

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: pure.map((dir) => `${dir}/**/*.test.ts`),
          exclude: spawnsOrListens,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'serial',
          include: [...rest.map((dir) => `${dir}/**/*.test.ts`), ...spawnsOrListens],
          fileParallelism: false,
          // One process for all of them, its modules loaded once (not per file: ~1.3 s each under load, the
          // same again in fork start). Safe as no serial file mocks modules or stubs globals, and each
          // closes what it opened (servers, browsers, processes) in its own hooks.
          isolate: false,
          sequence: { groupOrder: 1 },
          // Builds out/renderer when missing or stale: browser tests load the built UI;
          // and out/cli (the `stammtisch` command) likewise: CLI tests spawn it.
          globalSetup: ['test/setup/renderer.ts', 'test/setup/cli.ts'],
        },
      },
    ],
  },
});
