import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAndApp, person, shotsDir } from './browser';

/**
 * Issue 26: "Play alone against bots" and "Open the table" are in view
 * without scrolling at laptop and phone sizes, however many tables are
 * listed (here 8 of this app's own, listed under "Your tables" and under
 * the tables found) and however long the chosen game's options are.
 */
const env = browserAndApp();
const SIZES = [
  { width: 1280, height: 800 }, { width: 1366, height: 768 }, { width: 1024, height: 640 },
  { width: 390, height: 844 }, { width: 360, height: 640 }, { width: 844, height: 390 },
] as const;
const GAMES = ['dubbe', 'doppelkopf', 'dobbm', 'dobble'];

/** Where a button is, whether it lies wholly in the window, and whether its centre is its own (not covered). */
function placement(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return {
      inside: r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth && r.width > 0 && r.height > 0,
      uncovered: !!hit && (hit === el || el.contains(hit)),
      scrollY: window.scrollY,
      box: [Math.round(r.left), Math.round(r.top), Math.round(r.right), Math.round(r.bottom)],
    };
  });
}

beforeAll(async () => {
  for (let i = 0; i < 8; i++) {
    const res = await fetch(`${env.app.url}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: GAMES[i % 4], seats: 4, name: `Stammtisch Nummer ${i + 1}`, locked: i % 2 === 0, options: {} }),
    });
    expect(res.status).toBe(200);
  }
});

describe('the lobby keeps its two buttons in view', () => {
  for (const locale of ['de-DE', 'en-US'] as const) {
    it(`with 8 tables listed, at every size (${locale})`, { timeout: 120_000 }, async () => {
      const p = await person(env.browser, locale, { width: 1280, height: 800 });
      const failures: string[] = [];
      for (const size of SIZES) {
        await p.page.setViewportSize(size);
        await p.page.goto(env.app.url);
        await expect.poll(() => p.page.locator('[data-testid="your-tables"] li').count()).toBe(8);
        await expect.poll(() => p.page.locator('[data-testid="found-tables"] li').count()).toBe(8);
        for (const game of ['dubbe', 'doppelkopf']) {
          await p.page.selectOption('select[name="game"]', game);
          // Choosing moved nothing: the page is still at its top.
          await p.page.evaluate(() => window.scrollTo(0, 0));
          for (const button of ['create', 'solo']) {
            const at = await placement(p.page, `[data-testid="${button}"]`);
            if (!at.inside || !at.uncovered || at.scrollY !== 0) failures.push(`${size.width}x${size.height} ${game} ${button}: ${JSON.stringify(at)}`);
          }
          mkdirSync(shotsDir, { recursive: true });
          await p.page.screenshot({ path: join(shotsDir, `lobby-fold-${size.width}x${size.height}-${game}-${locale.slice(0, 2)}.png`), animations: 'disabled' });
        }
      }
      expect(failures).toEqual([]);
      expect(p.errors).toEqual([]);
      await p.context.close();
    });
  }
});
