import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAndApp, person, screenshot } from './browser';

/**
 * Issue 26, "Light pages": a table page loads only what the table needs;
 * the charts (chart.js), the rules (markdown-it and the rules texts) and the
 * history load when opened. Each library is recognised by a string its
 * minified code keeps (chart.js tags watched arrays `_chartjs`, markdown-it
 * names its tokens `blockquote_open`), the rules by a sentence of their text.
 */
const env = browserAndApp();
const MARKERS = {
  charts: '_chartjs', markdown: 'blockquote_open', rulesText: 'Ein Stichspiel aus der Pfalz', history: 'replay-forward',
  // Other games' tables, each by a test id only its table component has.
  doppelkopfTable: 'open-hand', dobbmTable: 'muss-called', dobbleTable: 'lock-badge',
} as const;

/** Every JavaScript file the page fetched so far, by URL, with its text. */
function scriptsOf(page: Page): Map<string, Promise<string>> {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (r) => {
    if (r.url().endsWith('.js') && !scripts.has(r.url())) scripts.set(r.url(), r.text().catch(() => ''));
  });
  return scripts;
}

async function found(scripts: Map<string, Promise<string>>): Promise<string[]> {
  const texts = await Promise.all(scripts.values());
  return Object.entries(MARKERS).filter(([, marker]) => texts.some((t) => t.includes(marker))).map(([name]) => name);
}

describe('light pages', () => {
  it("a phone's table page loads neither charts nor rules nor history nor other games' tables; the rules load when opened", async () => {
    const res = await fetch(`${env.app.url}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dubbe', seats: 2, bots: 1, name: 'Leicht', options: {} }),
    });
    expect(res.status).toBe(200);
    const { wsUrl } = (await res.json()) as { wsUrl: string };
    const phone = await person(env.browser, 'de-DE', { width: 390, height: 844 });
    const scripts = scriptsOf(phone.page);
    await phone.page.goto(wsUrl.replace(/^ws/, 'http').replace(/\/ws$/, '/'));
    await phone.page.fill('input[name="name"]', 'Handy');
    await phone.page.click('[data-testid="sit"]');
    await phone.page.waitForSelector('.dubbe');
    await phone.page.waitForLoadState('networkidle');
    expect(scripts.size).toBeGreaterThan(0);
    expect(await found(scripts)).toEqual([]);
    // As the host sent them: brotli (the build's own .br copies), kept for a year.
    const sent = await Promise.all([...scripts.keys()].map(async (url) => (await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } })).headers));
    for (const h of sent) {
      expect(h.get('content-encoding')).toBe('br');
      expect(h.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }

    // Opened: the rules arrive (markdown and text), and show.
    await phone.page.locator('[data-testid="rules-link"]').first().click();
    await phone.page.locator('[data-testid="rules"]').waitFor();
    await expect.poll(() => phone.page.locator('[data-testid="rules"] .rules-body').innerText()).toContain('Stich');
    expect(await found(scripts)).toEqual(expect.arrayContaining(['markdown', 'rulesText']));
    expect(await found(scripts)).toEqual(['markdown', 'rulesText']);
    await screenshot(phone.page, 'light-rules-phone-de');
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });

  it('a part that cannot be loaded (Wi-Fi gone, the app updated meanwhile) says so and offers a reload that works', { timeout: 60_000 }, async () => {
    const res = await fetch(`${env.app.url}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dubbe', seats: 2, bots: 1, name: 'Wackelig', options: {} }),
    });
    const { wsUrl } = (await res.json()) as { wsUrl: string };
    const phone = await person(env.browser, 'en-US', { width: 390, height: 844 });
    await phone.page.goto(wsUrl.replace(/^ws/, 'http').replace(/\/ws$/, '/'));
    await phone.page.fill('input[name="name"]', 'Wobbly');
    await phone.page.click('[data-testid="sit"]');
    await phone.page.waitForSelector('.dubbe');
    // The rules' files are gone from the host.
    await phone.page.route(/\/assets\/RulesDialog-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await phone.page.locator('[data-testid="rules-link"]').first().click();
    const failed = phone.page.locator('[data-testid="part-failed"]');
    await failed.waitFor({ timeout: 10_000 });
    expect(await failed.getAttribute('role')).toBe('alert');
    expect(await failed.innerText()).toContain('could not be loaded');
    await screenshot(phone.page, 'light-part-failed-phone-en');
    // Close: the table is as it was.
    await failed.locator('[data-testid="part-failed-close"]').click();
    await failed.waitFor({ state: 'detached' });
    await phone.page.locator('.dubbe').waitFor();
    // Asked again while the files are still missing: the same message, not a silent nothing.
    await phone.page.locator('[data-testid="rules-link"]').first().click();
    await failed.waitFor({ timeout: 10_000 });
    // The host has them again: the reload brings the page back to the same seat, and the rules open.
    await phone.page.unroute(/\/assets\/RulesDialog-[^/]*\.js$/);
    await failed.locator('[data-testid="part-failed-reload"]').click();
    await phone.page.waitForSelector('.dubbe');
    await phone.page.locator('[data-testid="rules-link"]').first().click();
    await phone.page.locator('[data-testid="rules"]').waitFor();
    await phone.context.close();
  });

  it('the lobby loads neither charts nor rules; the history opens on demand', async () => {
    const p = await person(env.browser, 'en-US', { width: 1280, height: 800 });
    const scripts = scriptsOf(p.page);
    await p.page.goto(env.app.url);
    await p.page.waitForSelector('[data-testid="host-form"]');
    await p.page.waitForLoadState('networkidle');
    expect(await found(scripts)).toEqual([]);
    await p.page.click('[data-testid="nav-history"]');
    await p.page.locator('[data-testid="history"]').waitFor();
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});
