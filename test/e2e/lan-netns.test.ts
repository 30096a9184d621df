import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { stammtisch, type Proc } from '../cli/processes';
import { netnsPair, netnsUnavailable } from '../support/netns';
import { launchBrowser, person, screenshot } from './browser';

/**
 * Two laptops on a LAN, for real: a table host (`stammtisch host`) in one
 * network namespace; in the other, the app as `npm start` runs it without
 * Electron, and Chromium showing its lobby. The lobby must list the table
 * from real mDNS and seat the person there. Needs root and iproute2.
 */
const skip = netnsUnavailable();
if (skip) console.warn(`lan-netns: skipped: ${skip}`);

const root = fileURLToPath(new URL('../..', import.meta.url));
const net = netnsPair('ui', '10.78.0');
const NS_HOST = net.host;
const NS_PEER = net.peer;
const procs: Proc[] = [];
let dir = '';
let browser: Browser | undefined;

describe.skipIf(skip !== null)('the lobby on a real (namespaced) LAN', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'stammtisch-ui-netns-'));
    net.create();
  });

  afterAll(async () => {
    await browser?.close();
    for (const p of procs) if (p.child.exitCode === null) p.child.kill('SIGKILL');
    await Promise.all(procs.map((p) => p.exited));
    net.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('lists a table live as it opens, and seats the person there', async () => {
    // The second laptop: `npm start` in browser mode, and Chromium, both inside NS_PEER.
    const start = spawn('ip', ['netns', 'exec', NS_PEER, process.execPath, join(root, 'scripts/start.js'), '--browser', '--no-open'], {
      cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, STAMMTISCH_NO_MDNS: '' },
    });
    const app: Proc = {
      child: start, stdout: '', stderr: '', exited: new Promise((r) => start.on('exit', (c) => r(c))),
      line: () => Promise.reject(new Error('unused')),
    };
    procs.push(app);
    start.stdout.on('data', (d: Buffer) => { app.stdout += d.toString(); });
    start.stderr.on('data', (d: Buffer) => { app.stderr += d.toString(); });
    await expect.poll(() => app.stdout, { timeout: 60_000 }).toMatch(/running: http:\/\/127\.0\.0\.1:\d+\//);
    const url = /running: (http:\/\/127\.0\.0\.1:\d+\/)/.exec(app.stdout)![1]!;

    const wrapper = join(dir, 'chromium-in-netns');
    writeFileSync(wrapper, `#!/bin/sh\nexec ip netns exec ${NS_PEER} ${process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'} "$@"\n`);
    chmodSync(wrapper, 0o755);
    browser = await launchBrowser(wrapper);
    const hauri = await person(browser);
    await hauri.page.goto(url);
    await hauri.page.fill('input[name="playerName"]', 'Hauri');
    await hauri.page.locator('[data-testid="found-tables"]').getByText('No tables found yet').waitFor({ timeout: 10_000 });

    // The first laptop opens a table now: it appears without a reload.
    const host = stammtisch(['host', '--game', 'dubbe', '--seats', '2', '--bots', '1', '--name', 'Netz Tisch', '--data', dir, '--json'], net.exec(NS_HOST));
    procs.push(host);
    const entry = hauri.page.locator('[data-testid="found-tables"] li[data-table="Netz Tisch"]');
    await entry.waitFor({ timeout: 20_000 });
    expect(await entry.innerText()).toMatch(/Dubbe · 1 free seat[\s\S]*10\.78\.0\.1:\d+/);
    await screenshot(hauri.page, 'lobby-found');

    await entry.locator('button.primary').click();
    await hauri.page.waitForSelector('.dubbe', { timeout: 15_000 });
    expect(await hauri.page.locator('.players li[data-seat="0"]').innerText()).toContain('Hauri');
    expect(await hauri.page.locator('.hand button.card-button').count()).toBe(15);
    expect(hauri.errors).toEqual([]);
  }, 150_000);
});
