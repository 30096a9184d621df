// Downloads the Electron binary's zip into @electron/get's cache, with a
// progress line and bounded waits; electron's own install.js then unpacks it
// from the cache. Run by scripts/electron.js in a child process, so a stalled
// download can simply be killed. Exit 0: in the cache; 1: not (why on stderr).
'use strict';
const { createRequire } = require('node:module');
const { join } = require('node:path');

const electronDir = process.argv[2];
const electronRequire = createRequire(join(electronDir, 'package.json'));
const { downloadArtifact } = electronRequire('@electron/get');
const { version } = electronRequire('./package.json');

let lastShown = -1;
downloadArtifact({
  version,
  artifactName: 'electron',
  cacheRoot: process.env.electron_config_cache,
  checksums: electronRequire('./checksums.json'),
  platform: process.env.npm_config_platform || process.platform,
  arch: process.env.npm_config_arch || process.arch,
  downloadOptions: {
    quiet: true,
    // No answer at all (no network, a firewall that drops packets) must not hang `npm start`.
    timeout: { lookup: 5000, connect: 8000, secureConnect: 8000, response: 15000, socket: 20000 },
    getProgressCallback: async (p) => {
      const percent = Math.floor(p.percent * 100);
      if (percent === lastShown) return;
      lastShown = percent;
      const mb = (n) => (n / 1e6).toFixed(0);
      process.stdout.write(`\rElectron ${version}: ${percent} % (${mb(p.transferred)}${p.total ? `/${mb(p.total)}` : ''} MB)`);
    },
  },
}).then(() => {
  if (lastShown >= 0) process.stdout.write('\n');
  process.exit(0);
}, (e) => {
  if (lastShown >= 0) process.stdout.write('\n');
  process.stderr.write(`${(e && e.message) || e}\n`);
  process.exit(1);
});
