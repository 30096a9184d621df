#!/usr/bin/env node
// The `stammtisch` command. It runs the JavaScript bundle in out/cli/ (built
// by `npm install` and `npm run build`, see scripts/build-cli.js) when that
// was built from exactly these sources; otherwise (not built, or a source
// edited since) the TypeScript sources directly through tsx, which is
// slower to start but always current. STAMMTISCH_CLI_WHY=1 says which, on stderr.
import { pathToFileURL } from 'node:url';
import { BUNDLE_ENTRY, bundleStale } from '../scripts/cli-bundle.js';

const stale = process.env.STAMMTISCH_FROM_SOURCE === '1' ? 'STAMMTISCH_FROM_SOURCE=1' : bundleStale();
if (process.env.STAMMTISCH_CLI_WHY === '1') {
  process.stderr.write(`stammtisch: running from ${stale === null ? 'the bundle out/cli' : `the TypeScript sources (bundle: ${stale})`}\n`);
}
if (stale === null) {
  await import(pathToFileURL(BUNDLE_ENTRY).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('../src-main/cli.ts');
}
