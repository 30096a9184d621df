import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureCliBuilt } from '../../scripts/build-cli.js';
import { bundleStale } from '../../scripts/cli-bundle.js';
import { playDobble } from '../../shared/games/dobble/selfplay';
import { BIN } from './processes';

const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** A checkout in miniature: two sources and an out/cli built from them. */
function fakeCheckout(): string {
  const root = mkdtempSync(join(tmpdir(), 'stammtisch-bundle-'));
  dirs.push(root);
  mkdirSync(join(root, 'src'), { recursive: true });
  mkdirSync(join(root, 'out/cli'), { recursive: true });
  writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;\n');
  writeFileSync(join(root, 'src/b.ts'), 'export const b = 2;\n');
  writeFileSync(join(root, 'out/cli/stammtisch.mjs'), '');
  const files: Record<string, object> = {};
  for (const rel of ['src/a.ts', 'src/b.ts']) {
    const st = statSync(join(root, rel));
    files[rel] = { size: st.size, mtimeMs: st.mtimeMs, sha256: createHash('sha256').update(readFileSync(join(root, rel))).digest('hex') };
  }
  writeFileSync(join(root, 'out/cli/inputs.json'), JSON.stringify({ files }));
  return root;
}

describe('the built command (out/cli) is used only while it matches the sources', () => {
  it('is current as built; an edited, removed or missing file makes it stale; a touched one does not', () => {
    const root = fakeCheckout();
    expect(bundleStale(root)).toBeNull();
    // Touched (a checkout, a `git stash` round trip): same content, new mtime.
    utimesSync(join(root, 'src/a.ts'), new Date(), new Date(Date.now() + 5000));
    expect(bundleStale(root)).toBeNull();
    // Edited to the same length: caught by the hash.
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 7;\n');
    expect(bundleStale(root)).toBe('src/a.ts changed');
    writeFileSync(join(root, 'src/a.ts'), 'export const a = 1;\n');
    expect(bundleStale(root)).toBeNull();
    unlinkSync(join(root, 'src/b.ts'));
    expect(bundleStale(root)).toBe('src/b.ts is gone');
    unlinkSync(join(root, 'out/cli/inputs.json'));
    expect(bundleStale(root)).toBe('not built');
  });

  it('bin/stammtisch.js runs the bundle when current, with the same answers as the sources', async () => {
    await ensureCliBuilt({ quiet: true });
    const dir = mkdtempSync(join(tmpdir(), 'stammtisch-bundle-rec-'));
    dirs.push(dir);
    const file = join(dir, 'dobble.json');
    writeFileSync(file, JSON.stringify(playDobble({ levels: ['hard', 'easy'], seed: 'bundle', options: { miniGame: 'tower' } }).match.record));
    const run = (env: Record<string, string>) => spawnSync(process.execPath, [BIN, 'replay', file], {
      encoding: 'utf8', env: { ...process.env, STAMMTISCH_CLI_WHY: '1', ...env },
    });
    const built = run({});
    const source = run({ STAMMTISCH_FROM_SOURCE: '1' });
    expect(built.stderr).toContain('running from the bundle out/cli');
    expect(source.stderr).toContain('running from the TypeScript sources (bundle: STAMMTISCH_FROM_SOURCE=1)');
    expect(built.status).toBe(0);
    expect(built.stdout).toMatch(/^\{"ok":true/);
    expect(built.stdout).toBe(source.stdout);
  }, 60_000);
});
