import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../src-main/app/server';
import { launchBrowser, person, screenshot, webRoot, TEST_BOT_TIMING } from './browser';

/** Issue 28: a club saves its rules by name, picks them again after the app restarts, and a guest sees which set the table plays. */
let browser: Browser;
let dir: string;
let app: AppServer;
const start = () => startAppServer({
  port: 0, webRoot, browse: false, dataDir: join(dir, 'data'),
  tableDefaults: { port: 0, mdns: false, bot: TEST_BOT_TIMING },
});

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'house-rules-e2e-'));
  [browser, app] = await Promise.all([launchBrowser(), start()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('a club\'s own house rules', () => {
  it('saved as "Dienstagsrunde", picked again after a restart, shown to a guest with its differences from DDV', { timeout: 120_000 }, async () => {
    const host = await person(browser, 'de-DE', { width: 1280, height: 900 });
    await host.page.goto(app.url);
    await host.page.selectOption('select[name="game"]', 'doppelkopf');
    await host.page.selectOption('select[name="preset"]', 'ddv');
    await host.page.selectOption('select[name="schweine"]', 'said');
    await host.page.fill('input[name="houseRulesName"]', 'Dienstagsrunde');
    await host.page.click('[data-testid="house-save"]');
    await expect.poll(() => host.page.locator('[data-testid="house-done"]').innerText()).toBe('„Dienstagsrunde“ gespeichert.');
    await host.context.close();

    // The app restarts: the set is still there.
    await app.close();
    app = await start();
    const again = await person(browser, 'de-DE', { width: 1280, height: 900 });
    await again.page.goto(app.url);
    await again.page.fill('input[name="playerName"]', 'Maria');
    await again.page.selectOption('select[name="game"]', 'doppelkopf');
    await expect.poll(() => again.page.locator('select[name="houseRules"] option').allInnerTexts()).toEqual(['– keine –', 'Dienstagsrunde']);
    await again.page.selectOption('select[name="houseRules"]', 'Dienstagsrunde');
    const diff = again.page.locator('[data-testid="dk-differences"]');
    await expect.poll(() => diff.locator('.head strong').innerText()).toBe('Dienstagsrunde');
    expect(await again.page.locator('select[name="schweine"]').inputValue()).toBe('said');
    expect(await again.page.locator('select[name="preset"]').inputValue()).toBe('ddv');
    await screenshot(again.page, 'house-rules-lobby-de');
    await again.page.click('[data-testid="create"]');
    await again.page.waitForSelector('[data-testid="share"]');
    const table = app.hosted()[0]!;
    expect(table.table.options).toMatchObject({ preset: 'ddv', schweine: 'said', houseRules: 'Dienstagsrunde' });

    const guest = await person(browser, 'en-US', { width: 390, height: 844 });
    await guest.page.goto(`http://127.0.0.1:${table.port}/`);
    const joinDiff = guest.page.locator('[data-testid="dk-differences"]');
    await expect.poll(() => joinDiff.locator('.head strong').innerText()).toBe('Dienstagsrunde');
    expect(await joinDiff.locator('li').allInnerTexts()).toEqual(['Schweine: said (DDV: off)']);
    await screenshot(guest.page, 'house-rules-join-en');
    expect([...again.errors, ...guest.errors]).toEqual([]);
    await Promise.all([again.context.close(), guest.context.close()]);
  });
});
