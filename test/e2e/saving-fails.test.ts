import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { launchBrowser, person, screenshot, webRoot } from './browser';

/**
 * A host whose disk fills up mid-game (a real small tmpfs): everyone at
 * the table is told that saving fails, in their language, and the notice
 * goes once the host can save again.
 */
let browser: Browser;
let disk: string | null = null;
let table: RunningTable | null = null;

beforeAll(async () => {
  browser = await launchBrowser();
  const d = mkdtempSync(join(tmpdir(), 'stammtisch-e2e-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', d], { stdio: 'ignore' });
    disk = d;
  } catch {
    rmSync(d, { recursive: true, force: true });
  }
});

afterAll(async () => {
  await browser?.close();
  await table?.close();
  if (disk) {
    execFileSync('umount', ['-l', disk]);
    rmSync(disk, { recursive: true, force: true });
  }
});

describe('a host that cannot save', () => {
  it('shows every person a notice (German and English, desktop and phone) until saving works again', async (ctx) => {
    if (!disk) ctx.skip();
    table = await startTable({
      game: 'dubbe', seats: 3, bots: 1, port: 0, listen: '127.0.0.1', mdns: false, webRoot,
      dataDir: join(disk!, 'table'), saveRetryMs: 100, bot: { delayMs: 400 }, graceMs: 60_000,
    });
    const url = `http://127.0.0.1:${table.port}/`;
    const de = await person(browser, 'de-DE');
    const en = await person(browser, 'en-US', { width: 390, height: 844 });
    for (const [p, name] of [[de, 'Gerda'], [en, 'Emma']] as const) {
      await p.page.goto(url);
      await p.page.fill('input[name="name"]', name);
      await p.page.click('[data-testid="sit"]');
    }
    await Promise.all([de.page.waitForSelector('.dubbe'), en.page.waitForSelector('.dubbe')]);
    expect(await de.page.locator('[data-testid="saving-fails"]').count()).toBe(0);

    // The disk fills up; the host replaces the bot in seat 3 (a change to table.json): that save fails.
    const filler = join(disk!, 'filler');
    try { writeFileSync(filler, Buffer.alloc(256 * 1024)); } catch { /* full */ }
    for (let i = 0; i < 4096; i++) {
      try { writeFileSync(filler, 'x', { flag: 'a' }); } catch { break; }
    }
    table.table.removePlayer(2);
    await de.page.waitForSelector('[data-testid="saving-fails"]', { timeout: 10_000 });
    await en.page.waitForSelector('[data-testid="saving-fails"]', { timeout: 10_000 });
    expect(await de.page.locator('[data-testid="saving-fails"]').innerText()).toMatch(/kann gerade nicht speichern/);
    expect(await en.page.locator('[data-testid="saving-fails"]').innerText()).toMatch(/cannot save right now/);
    await de.page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(de.page, 'saving-fails-desktop-de');
    await screenshot(en.page, 'saving-fails-phone-en');

    rmSync(filler);
    await de.page.waitForSelector('[data-testid="saving-fails"]', { state: 'detached', timeout: 10_000 });
    await en.page.waitForSelector('[data-testid="saving-fails"]', { state: 'detached', timeout: 10_000 });
    expect(de.errors).toEqual([]);
    expect(en.errors).toEqual([]);
  }, 90_000);
});
