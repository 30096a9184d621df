import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { AppServer } from '../../src-main/app/server';
import { launchBrowser, person, screenshot, startTestApp } from './browser';

let browser: Browser;
let app: AppServer;

beforeAll(async () => {
  [browser, app] = await Promise.all([launchBrowser(), startTestApp()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('lobby', () => {
  it('speaks German to a German browser and English to others; the switch is remembered', async () => {
    const de = await person(browser, 'de-DE');
    await de.page.goto(app.url);
    await expect.poll(() => de.page.locator('[data-testid="host-form"] h2').textContent()).toBe('Tisch eröffnen');
    expect(await de.page.locator('html').getAttribute('lang')).toBe('de');

    const en = await person(browser, 'en-US');
    await en.page.goto(app.url);
    await expect.poll(() => en.page.locator('[data-testid="host-form"] h2').textContent()).toBe('Host a table');
    await en.page.selectOption('[data-testid="language"]', 'de');
    await expect.poll(() => en.page.locator('[data-testid="host-form"] h2').textContent()).toBe('Tisch eröffnen');
    await en.page.reload();
    await expect.poll(() => en.page.locator('[data-testid="host-form"] h2').textContent()).toBe('Tisch eröffnen');
    await en.page.selectOption('[data-testid="language"]', 'en');
    await expect.poll(() => en.page.locator('[data-testid="solo"]').textContent()).toContain('Play alone against bots');
    expect([...de.errors, ...en.errors]).toEqual([]);
    await de.context.close();
    await en.context.close();
  });

  it('opens a locked table with a QR code and the browser URL; bots fill it in one click', async () => {
    const host = await person(browser);
    await host.page.goto(app.url);
    await host.page.fill('input[name="playerName"]', 'Birgit');
    await host.page.selectOption('select[name="seats"]', '3');
    await host.page.selectOption('select[name="rounds"]', '9');
    await host.page.check('input[name="blackDie"]');
    await host.page.check('input[name="locked"]');
    await screenshot(host.page, 'lobby');
    await host.page.click('[data-testid="create"]');

    await host.page.waitForSelector('[data-testid="share"]');
    const url = await host.page.locator('[data-testid="share-url"]').first().textContent();
    const hosted = app.hosted()[0]!;
    const lan = hosted.addresses.find((a) => a !== '127.0.0.1') ?? '127.0.0.1';
    expect(url).toBe(`http://${lan}:${hosted.port}/?code=${hosted.tableCode}`);
    expect(hosted.tableCode).toMatch(/^[A-Z2-9]{4}$/);
    expect(hosted.table.options).toMatchObject({ rounds: 9, blackDie: true });
    // The QR image really is an image (the app server drew it).
    await expect.poll(() => host.page.locator('img.qr').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(host.page, 'table-waiting');

    // The name is remembered for the next visit.
    expect(await host.page.evaluate(() => localStorage.getItem('stammtisch.name'))).toBe('"Birgit"');

    await host.page.click('[data-testid="fill-bots"]');
    await host.page.waitForSelector('.dubbe');
    expect(hosted.table.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot']);
    expect(host.errors).toEqual([]);
    await host.context.close();
  });
});
