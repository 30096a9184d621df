import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { browserAndApp, openAndSit, person, screenshot, shotsDir, CALM } from './browser';
import { parseOptions as dubbeOptions } from '../../shared/games/dubbe/options';
import { defaultOptions as doppelkopfOptions } from '../../shared/games/doppelkopf/options';
import { DEFAULT_OPTIONS as dobbmOptions } from '../../shared/games/dobbm/options';
import { MINI_GAMES, parseOptions as dobbleOptions } from '../../shared/games/dobble/options';

/**
 * Issue #17, "Rules in the app": the rules open from the lobby (next to the
 * game), from a guest's join form and from the table (button and `?`), in
 * German and English, at the part that matters; every option a game's
 * options module knows has a passage, every page has its sections and its
 * cards as pictures, and no raw i18n key or markdown marker shows.
 */
// The tables deal and their bots play until the person is due: the same deal every run.
const env = browserAndApp({ seed: 'rules-e2e' });

/** Every option each game's options module produces: a new option without a passage fails here. */
const OPTION_KEYS: Record<string, string[]> = {
  dubbe: Object.keys(dubbeOptions({}, 3)),
  doppelkopf: Object.keys(doppelkopfOptions(4)),
  dobbm: Object.keys(dobbmOptions),
  dobble: Object.keys(dobbleOptions({})),
};
/** The pages that explain a game (the Weimar evening is Doppelkopf's house-rules page). */
const GAME_PAGES: Record<string, string[]> = { dubbe: ['dubbe'], doppelkopf: ['doppelkopf', 'weimar'], dobbm: ['dobbm'], dobble: ['dobble'] };
/** Sections a newcomer needs on each page (goal, cards, deal, play, scoring with an example, variants). */
const SECTIONS: Record<string, string[]> = {
  dubbe: ['goal', 'cards', 'characters', 'deal', 'play', 'characters-move', 'scoring', 'example', 'length', 'two-players', 'black-die'],
  doppelkopf: ['goal', 'cards', 'trumps', 'deal', 'reservations', 'announcements', 'scoring', 'example', 'options'],
  weimar: ['goal', 'cards', 'deal', 'scoring', 'example', 'solos', 'jokers', 'ramsch', 'ramsch-example', 'closing', 'settlement'],
  dobbm: ['goal', 'cards', 'deal', 'bidding', 'doubling', 'play', 'scoring', 'example', 'session'],
  dobble: ['cards', 'claim', 'tournament', 'example', ...MINI_GAMES.map((m) => `mini-${m}`), 'mini-ties'],
};
const TITLE = { de: 'Spielregeln', en: 'Rules' } as const;

interface PageFacts {
  page: string;
  lang: string;
  title: string;
  text: string;
  ids: string[];
  options: string[];
  cards: number;
  toc: string[];
}

async function facts(page: Page): Promise<PageFacts> {
  return page.locator('[data-testid="rules"]').evaluate((el) => ({
    page: el.getAttribute('data-page') ?? '',
    lang: el.getAttribute('lang') ?? '',
    title: el.querySelector('#rules-title')?.textContent ?? '',
    text: (el as HTMLElement).innerText,
    ids: [...el.querySelectorAll('.rules-body [id]')].map((e) => e.id),
    options: [...el.querySelectorAll('[data-option]')].map((e) => e.getAttribute('data-option')!),
    cards: el.querySelectorAll('.rules-cards .card, .rules-cards .dobble-card').length,
    toc: [...el.querySelectorAll('.rules-toc a')].map((a) => a.getAttribute('data-section')!),
  }));
}

/** What any rules page must satisfy, in either language. */
function checkPage(f: PageFacts, lang: 'de' | 'en'): void {
  expect(f.lang).toBe(lang);
  expect(f.title).toContain(TITLE[lang]);
  // No raw i18n key (a.b.c), no markdown marker left over.
  expect(f.text).not.toMatch(/\b(rules|dubbe|doppelkopf|dobbm|dobble|lobby|table|app)\.(?!md\b)[a-z][A-Za-z]*/);
  expect(f.text).not.toMatch(/@cards|\{opt:|\{#/);
  for (const id of SECTIONS[f.page]!) expect(f.ids, `${f.page}.${lang} section ${id}`).toContain(id);
  expect(f.toc.length).toBeGreaterThanOrEqual(5);
  expect(f.cards, `${f.page}.${lang} shows cards`).toBeGreaterThan(0);
}

/** Inside the dialog: the text was scrolled to the section `id` (to its top, or as far as the page goes). */
async function sectionShown(page: Page, id: string): Promise<boolean> {
  return page.locator('[data-testid="rules-body"]').evaluate((body, id) => {
    const h = body.querySelector(`#${CSS.escape(id)}`);
    if (!h) return false;
    const box = body.getBoundingClientRect();
    const top = h.getBoundingClientRect().top;
    const atTop = top - box.top >= -2 && top - box.top < 60;
    const atEnd = body.scrollTop > 0 && Math.abs(body.scrollTop + body.clientHeight - body.scrollHeight) < 2 && top >= box.top && top < box.bottom - 40;
    return atTop || atEnd;
  }, id);
}

/** What the screen shows with the dialog open (the dialog is fixed: a full-page shot would show the page under it). */
async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), animations: 'disabled' });
}

async function closeWithEscape(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="rules"]', { state: 'detached' });
}

describe('rules from the lobby', () => {
  for (const lang of ['de', 'en'] as const) {
    it(`every game, every option, in ${lang}`, { timeout: 120_000 }, async () => {
      const p = await person(env.browser, lang === 'de' ? 'de-DE' : 'en-US', undefined, CALM);
      const { page } = p;
      await page.goto(env.app.url);
      await screenshot(page, `rules-lobby-form-${lang}`);
      const games = await page.locator('select[name="game"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(games.sort()).toEqual(Object.keys(OPTION_KEYS).sort());
      for (const game of games) {
        await page.selectOption('select[name="game"]', game);
        const seen = new Set<string>();
        for (const pageId of GAME_PAGES[game]!) {
          if (game === 'doppelkopf') await page.selectOption('select[name="preset"]', pageId === 'weimar' ? 'weimar' : 'standard');
          const link = page.locator('[data-testid="host-form"] [data-testid="rules-link"]');
          expect(await link.getAttribute('data-rules-page')).toBe(pageId);
          await link.click();
          await page.waitForSelector(`[data-testid="rules"][data-page="${pageId}"]`);
          // The focus is in the dialog, so the keyboard works at once.
          expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="rules"]'))).toBe(true);
          const f = await facts(page);
          checkPage(f, lang);
          f.options.forEach((o) => seen.add(o));
          if (pageId === 'dubbe' || pageId === 'weimar') await shot(page, `rules-lobby-${pageId}-${lang}`);
          await closeWithEscape(page);
          // Back where the reader was.
          expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('rules-link');
        }
        for (const key of OPTION_KEYS[game]!) expect(seen, `${game} option ${key} has a passage in ${lang}`).toContain(key);
      }
      // Tab and Shift+Tab stay inside the dialog at every press (they went behind it every other press: from the
      // text, which takes the focus when it opens, to the page; 40 presses only checked where the last one ended);
      // the other pages are a click away.
      await page.click('[data-testid="host-form"] [data-testid="rules-link"]');
      await page.waitForSelector('[data-testid="rules"]');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('rules-body');
      const outside: string[] = [];
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 30; i++) {
          await page.keyboard.press(key);
          const where = await page.evaluate(() => (document.activeElement?.closest('[data-testid="rules"]') ? '' : `${document.activeElement?.tagName}.${document.activeElement?.className}`));
          if (where) outside.push(`${key} ${i + 1}: ${where}`);
        }
      }
      expect(outside).toEqual([]);
      await page.click('.rules-pages button[data-page="dobbm"]');
      await page.waitForSelector('[data-testid="rules"][data-page="dobbm"]');
      await page.click('[data-testid="rules-close"]');
      await page.waitForSelector('[data-testid="rules"]', { state: 'detached' });
      expect(p.errors).toEqual([]);
      await p.context.close();
    });
  }

  it('follows the language switch and fits a phone', { timeout: 60_000 }, async () => {
    const p = await person(env.browser, 'en-US', { width: 390, height: 844 }, CALM);
    const { page } = p;
    await page.goto(env.app.url);
    await page.selectOption('select[name="game"]', 'dobble');
    await screenshot(page, 'rules-lobby-form-phone-en');
    await page.click('[data-testid="host-form"] [data-testid="rules-link"]');
    await page.waitForSelector('[data-testid="rules"][lang="en"]');
    await shot(page, 'rules-phone-dobble-en');
    // No sideways scrolling at 390 px: the dialog and its text fit the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.locator('[data-testid="rules-body"]').evaluate((b) => b.scrollWidth <= b.clientWidth + 1)).toBe(true);
    await closeWithEscape(page);
    await page.selectOption('select[name="language"]', 'de');
    await page.click('[data-testid="host-form"] [data-testid="rules-link"]');
    await page.waitForSelector('[data-testid="rules"][lang="de"]');
    checkPage(await facts(page), 'de');
    await page.click('.rules-pages button[data-page="doppelkopf"]');
    await page.waitForSelector('[data-testid="rules"][data-page="doppelkopf"]');
    await shot(page, 'rules-phone-doppelkopf-de');
    expect(await page.locator('[data-testid="rules-body"]').evaluate((b) => b.scrollWidth <= b.clientWidth + 1)).toBe(true);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});

describe('rules from the table', () => {
  const TABLES = [
    { game: 'dubbe', seats: 2, options: { rounds: 2, blackDie: true }, selector: '.dubbe', page: 'dubbe', section: 'black-die' },
    { game: 'doppelkopf', seats: 4, options: { preset: 'weimar' }, selector: '.doppelkopf', page: 'weimar', section: null },
    { game: 'dobbm', seats: 4, options: {}, selector: '.dobbm', page: 'dobbm', section: null },
    { game: 'dobble', seats: 2, options: { miniGame: 'well' }, selector: '.dobble[data-phase="play"]', page: 'dobble', section: 'mini-well' },
  ] as const;

  for (const lang of ['de', 'en'] as const) {
    it(`the key ? and the button open this game's rules at this table's part, in ${lang}`, { timeout: 180_000 }, async () => {
      const p = await person(env.browser, lang === 'de' ? 'de-DE' : 'en-US', undefined, CALM);
      const { page } = p;
      for (const t of TABLES) {
        await openAndSit(env.app, p, 'Rita', { game: t.game, seats: t.seats, name: `Regeln ${t.game}`, options: t.options, bots: t.seats - 1, botLevel: 'easy' }, t.selector);
        if (t.game === 'doppelkopf') await screenshot(page, `rules-table-head-${lang}`);
        // The table's own keys are letters, digits and arrows; `?` is the rules (focus wherever the table put it).
        await page.keyboard.press('?');
        await page.waitForSelector(`[data-testid="rules"][data-page="${t.page}"]`);
        const f = await facts(page);
        checkPage(f, lang);
        if (t.section) expect(await sectionShown(page, t.section), `${t.game} opens at ${t.section}`).toBe(true);
        if (t.game === 'dobble' || t.game === 'dubbe') await shot(page, `rules-table-${t.game}-${lang}`);
        await closeWithEscape(page);
        // The button in the table's header does the same.
        await page.click('.table-head [data-testid="rules-link"]');
        await page.waitForSelector(`[data-testid="rules"][data-page="${t.page}"]`);
        await page.click('[data-testid="rules-close"]');
        await page.waitForSelector('[data-testid="rules"]', { state: 'detached' });
        // Alone against bots, "Leave" asks once: end this game (issue 27).
        await page.click('[data-testid="leave"]');
        await page.click('[data-testid="leave-end"]');
        await page.waitForSelector('[data-testid="host-form"]');
      }
      expect(p.errors).toEqual([]);
      await p.context.close();
    });
  }

  it("a guest's join form links the rules of the table's game", async () => {
    const res = await fetch(`${env.app.url}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dobbm', seats: 4, name: 'Stubai', options: {} }),
    });
    expect(res.status).toBe(200);
    const table = (await res.json()) as { shareUrls: string[]; port: number };
    const p = await person(env.browser, 'de-DE', { width: 390, height: 844 }, CALM);
    await p.page.goto(`http://127.0.0.1:${table.port}/`);
    const link = p.page.locator('.join [data-testid="rules-link"]');
    await link.waitFor();
    expect(await link.getAttribute('data-rules-page')).toBe('dobbm');
    await link.click();
    await p.page.waitForSelector('[data-testid="rules"][data-page="dobbm"][lang="de"]');
    checkPage(await facts(p.page), 'de');
    await shot(p.page, 'rules-join-dobbm-de-phone');
    await closeWithEscape(p.page);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});
