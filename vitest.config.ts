import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Network and browser tests share ports and CPU: files run one at a time.
    fileParallelism: false,
    // Builds out/renderer when missing or stale: browser tests load the built UI;
    // and out/cli (the `stammtisch` command) likewise: CLI tests spawn it.
    globalSetup: ['test/setup/renderer.ts', 'test/setup/cli.ts'],
  },
});
