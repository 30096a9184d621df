import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../app/appProcess';
import { freePort, type Proc } from '../cli/processes';
import { launchBrowser, person, screenshot, type Person, CALM } from './browser';

/**
 * Issue 15, done means: the app process (browser mode, --data) is SIGKILLed
 * mid-game and started again with the same command; the host's page and a
 * guest's phone get back to their seats without anyone doing anything, and
 * the game runs to its end.
 */
let browser: Browser;
const procs: Proc[] = [];
const dirs: string[] = [];
beforeAll(async () => { browser = await launchBrowser(); });
afterAll(async () => {
  await browser?.close();
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const PHONE = { width: 390, height: 844 };
const connection = (page: Page) => page.locator('.table-screen').getAttribute('data-connection');
const welcomes = (p: Person) => p.frames.filter((f): f is { type: 'welcome'; seat: number | null } => (f as { type?: string }).type === 'welcome');

/** Plays `n` cards between the two pages, whoever's turn it is (trump first when asked). */
async function playSome(pages: Page[], n: number): Promise<void> {
  let played = 0;
  for (let i = 0; played < n && i < 400; i++) {
    for (const page of pages) {
      if (played >= n) break;
      const trump = page.locator('.trump-picker button');
      if (await trump.count()) { await trump.first().click({ timeout: 2000 }).catch(() => {}); continue; }
      const card = page.locator('.hand button[data-playable="true"]');
      if (await card.count() && await card.first().click({ timeout: 2000 }).then(() => true, () => false)) played++;
    }
    await pages[0]!.waitForTimeout(50);
  }
  expect(played).toBe(n);
}

/** Both pages play whatever they may (trump, a card, closing a round's summary) until both show the ranking. */
async function playToEnd(pages: Page[]): Promise<void> {
  const quick = { timeout: 3000 };
  const started = Date.now();
  for (;;) {
    let done = 0;
    for (const page of pages) {
      if (await page.locator('[data-testid="ranking"]').count() && !await page.locator('[data-testid="next-round"]').count()) { done++; continue; }
      const next = page.locator('[data-testid="next-round"]');
      if (await next.count()) { await next.click(quick).catch(() => {}); continue; }
      const trump = page.locator('.trump-picker button');
      if (await trump.count()) { await trump.first().click(quick).catch(() => {}); continue; }
      const card = page.locator('.hand button[data-playable="true"]');
      if (await card.count()) await card.first().click(quick).catch(() => {});
    }
    if (done === pages.length) return;
    if (Date.now() - started > 150_000) throw new Error('the game did not end within 150 s');
    await pages[0]!.waitForTimeout(50);
  }
}

describe('the app comes back after SIGKILL', () => {
  it('host and guest get back to their seats by themselves and play the game to its end', async () => {
    const data = mkdtempSync(join(tmpdir(), 'stammtisch-e2e-resume-'));
    dirs.push(data);
    const port = await freePort();
    const cmd = ['--browser', '--no-open', `--port=${port}`, '--data', data];
    const first = startApp(cmd);
    procs.push(first);
    await first.line(/is running/);
    const appUrl = `http://127.0.0.1:${port}/`;

    // Clara hosts: Dubbe for two, two rounds (shorter than the form's lengths), opened by the lobby API and entered from "your tables".
    const res = await fetch(`${appUrl}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dubbe', seats: 2, name: 'Absturz', options: { rounds: 2 } }),
    });
    const table = await res.json() as { id: string; port: number };
    const clara = await person(browser, 'en-US', undefined, CALM);
    await clara.page.goto(appUrl);
    await clara.page.fill('input[name="playerName"]', 'Clara');
    await clara.page.click(`[data-testid="rejoin-${table.id}"]`);
    await clara.page.waitForSelector('[data-testid="share"]');

    // Birgit joins on her phone at the table's own address.
    const birgit = await person(browser, 'de-DE', PHONE, CALM);
    await birgit.page.goto(`http://127.0.0.1:${table.port}/`);
    await birgit.page.fill('input[name="name"]', 'Birgit');
    await birgit.page.click('[data-testid="sit"]');
    await Promise.all([clara.page.waitForSelector('.dubbe .hand'), birgit.page.waitForSelector('.dubbe .hand')]);
    await playSome([clara.page, birgit.page], 4);
    await screenshot(clara.page, 'resume-1-before-kill-host');
    await screenshot(birgit.page, 'resume-1-before-kill-guest-phone');

    first.child.kill('SIGKILL');
    await first.exited;
    await expect.poll(() => connection(clara.page)).toBe('reconnecting');
    await expect.poll(() => connection(birgit.page)).toBe('reconnecting');
    await screenshot(clara.page, 'resume-2-killed-host');
    await screenshot(birgit.page, 'resume-2-killed-guest-phone');
    const seatsBefore = [welcomes(clara).at(-1)!.seat, welcomes(birgit).at(-1)!.seat];
    const welcomeCount = [welcomes(clara).length, welcomes(birgit).length];

    const second = startApp(cmd);
    procs.push(second);
    await second.line(/is running/);
    // Nobody touches a page: both reconnect by themselves (their back-off is at most 5 s).
    await expect.poll(() => connection(clara.page), { timeout: 20_000 }).toBe('open');
    await expect.poll(() => connection(birgit.page), { timeout: 20_000 }).toBe('open');
    expect(welcomes(clara).length).toBe(welcomeCount[0]! + 1);
    expect(welcomes(birgit).length).toBe(welcomeCount[1]! + 1);
    expect([welcomes(clara).at(-1)!.seat, welcomes(birgit).at(-1)!.seat]).toEqual(seatsBefore);
    const after = await (await fetch(`${appUrl}api/tables`)).json() as { id: string; resumed: boolean }[];
    expect(after.map((t) => [t.id, t.resumed])).toEqual([[table.id, true]]);
    await Promise.all([clara.page.waitForSelector('.dubbe .hand'), birgit.page.waitForSelector('.dubbe .hand')]);
    await screenshot(clara.page, 'resume-3-back-host');
    // The restarted lobby shows the table under "your tables", marked as reopened.
    const look = await person(browser, 'en-US', undefined, CALM);
    await look.page.goto(appUrl);
    const row = look.page.locator(`[data-testid="your-tables"] [data-hosted="${table.id}"]`);
    await row.waitFor();
    expect(await row.locator('.what').innerText()).toMatch(/Absturz · Dubbe · playing\s*reopened after a restart/);
    await screenshot(look.page, 'resume-3-lobby-your-tables');
    await look.page.setViewportSize(PHONE);
    await screenshot(look.page, 'resume-3-lobby-your-tables-phone');
    await look.context.close();
    // The app's window after a restart is a new page (no session storage): it goes back to the table it hosted, into its seat.
    await clara.page.close();
    clara.page = await clara.context.newPage();
    clara.page.on('pageerror', (e) => clara.errors.push(e.message));
    await clara.page.goto(appUrl);
    await clara.page.waitForSelector('.dubbe .hand');
    expect(await clara.page.locator('[data-testid="host-controls"]').count()).toBe(1);
    // Her own seat: the one at the bottom of the table, marked as hers.
    expect(await clara.page.locator('[data-testid="seat"].me .name').innerText()).toBe('Clara');
    await screenshot(birgit.page, 'resume-3-back-guest-phone');

    // The game goes on to its end: two rounds, both pages playing.
    await playToEnd([clara.page, birgit.page]);
    await Promise.all([clara.page.waitForSelector('[data-testid="ranking"]'), birgit.page.waitForSelector('[data-testid="ranking"]')]);
    await screenshot(clara.page, 'resume-4-game-over-host');
    await screenshot(birgit.page, 'resume-4-game-over-guest-phone');
    expect(clara.errors).toEqual([]);
    expect(birgit.errors).toEqual([]);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);
});
