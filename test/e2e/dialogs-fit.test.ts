import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../src-main/app/server';
import { launchBrowser, person, screenshot, webRoot, type Person, CALM, TEST_BOT_TIMING } from './browser';

/**
 * Issue 26/27, around the table: the dialogs and screens people meet
 * around a game (leaving, who is away, a table that has ended, joining a
 * locked table with house rules, asking for a seat and the host's answer,
 * the side drawer, the lobby's house rules, the history) fit every window
 * size in German and English: docs/ui.md "Every size". The game tables
 * themselves are test/e2e/one-screen.test.ts's.
 * DIALOG_SHOTS=1 saves a picture of each at every size in both languages.
 */
const SIZES = [
  { width: 1280, height: 800 }, { width: 1366, height: 768 }, { width: 1024, height: 640 },
  { width: 390, height: 844 }, { width: 360, height: 640 }, { width: 844, height: 390 },
] as const;
const PHONES = SIZES.filter((s) => Math.min(s.width, s.height) <= 430);

interface Fit {
  /** The dialog or panel: wholly in the window (it may scroll inside itself). */
  root: string;
  /** Its controls that must be in view and not covered (default: every enabled button in root). */
  controls?: string;
  /** Controls elsewhere on the page that must stay in view beside it (the game's own decision). */
  also?: string;
  /**
   * A page that is a list (lobby, history): the document may scroll up and down, never sideways;
   * true: each control is brought into view first; 'top': the controls are in view at the page's top.
   */
  pageScrolls?: boolean | 'top';
}

/** Everything wrong with the page now (empty: fine). Runs in the page: self-contained. */
function problems(fit: Fit): string[] {
  const out: string[] = [];
  const W = window.innerWidth;
  const H = window.innerHeight;
  const phone = Math.min(W, H) <= 430;
  const doc = document.scrollingElement ?? document.documentElement;
  if (doc.scrollWidth > W) {
    // Name the innermost elements that stick out on the right: what makes the page wider than the window.
    const wide = [...document.body.querySelectorAll('*')].filter((e) => e.getBoundingClientRect().right > W + 0.5 && ![...e.children].some((c) => c.getBoundingClientRect().right > W + 0.5));
    out.push(`document scrolls sideways: ${doc.scrollWidth} > ${W} (${wide.slice(0, 3).map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`).join(', ')})`);
  }
  if (!fit.pageScrolls && doc.scrollHeight > H) out.push(`document scrolls: ${doc.scrollHeight} > ${H}`);
  const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}[${(el as HTMLElement).dataset.testid ?? (el.textContent ?? '').trim().slice(0, 24)}]`;
  const box = (r: DOMRect) => `${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}`;
  const root = document.querySelector(fit.root);
  if (!root) return [...out, `no ${fit.root}`];
  const rr = root.getBoundingClientRect();
  if (!fit.pageScrolls && (rr.left < -0.5 || rr.top < -0.5 || rr.right > W + 0.5 || rr.bottom > H + 0.5)) out.push(`${fit.root} not wholly in the window: ${box(rr)}`);
  if (fit.pageScrolls && (rr.left < -0.5 || rr.right > W + 0.5)) out.push(`${fit.root} wider than the window: ${box(rr)}`);
  // Its texts are not covered by something else (the app's language switch over a heading, say): probed at their ends.
  for (const el of root.querySelectorAll('h1, h2, h3, p, li, dt, dd, legend')) {
    for (const r of el.getClientRects()) {
      if (r.width < 2 || r.bottom < 0 || r.top > H) continue;
      const points = [r.left + 1, r.left + r.width / 2, r.right - 1].flatMap((x) => [[x, r.top + r.height / 4], [x, r.top + r.height / 2]] as const);
      const hit = points.map(([x, y]) => document.elementFromPoint(x, y)).find((h) => h && !root.contains(h) && !h.contains(root));
      if (hit) out.push(`text ${name(el)} covered by ${name(hit)}`);
    }
  }
  if (fit.also && !document.querySelector(fit.also)) out.push(`nothing matches ${fit.also}`);
  const controls = [...root.querySelectorAll<HTMLElement>(fit.controls ?? 'button, summary, select, input:not([type="hidden"])'), ...(fit.also ? document.querySelectorAll<HTMLElement>(fit.also) : [])]
    .filter((b) => !(b as HTMLButtonElement).disabled && b.getClientRects().length > 0 && !b.closest('details:not([open]) > :not(summary)'));
  for (const b of controls) {
    if (fit.pageScrolls === true) b.scrollIntoView({ block: 'center', behavior: 'instant' });
    const r = b.getBoundingClientRect();
    if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) { out.push(`${name(b)} not wholly in the window: ${box(r)}`); continue; }
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === b || b.contains(hit) || (b.tagName === 'INPUT' && hit === b.closest('label')))) out.push(`${name(b)} covered by ${hit ? name(hit) : 'nothing'}`);
    // A finger's target on a phone: about 40 px high (a check box or a text field's label counts with its label).
    const target = b.tagName === 'INPUT' && (b as HTMLInputElement).type === 'checkbox' ? (b.closest('label') ?? b) : b;
    // (The game's own controls, `also`, are sized by the table's layout: test/e2e/one-screen.test.ts.)
    if (phone && root.contains(b) && target.getBoundingClientRect().height < 39.5 && b.tagName !== 'SUMMARY') out.push(`${name(b)} too small to tap: ${Math.round(target.getBoundingClientRect().height)} px high`);
    // A label cut off inside its button.
    if (b.tagName === 'BUTTON' && b.scrollWidth > b.clientWidth + 1) out.push(`${name(b)} text cut: ${b.scrollWidth} > ${b.clientWidth}`);
  }
  return out;
}

/** Checks `fit` at every size (or `sizes`) in German and English; collects what is wrong. */
async function checkSizes(page: Page, label: string, fit: Fit, failures: string[], sizes: readonly { width: number; height: number }[] = SIZES): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const lang of ['de', 'en']) {
      await page.selectOption('[data-testid="language"]', lang);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      // A drawer sliding away after the resize (and the like) is checked where it comes to rest.
      await page.evaluate(() => Promise.race([
        Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
        new Promise((r) => setTimeout(r, 1000)),
      ]));
      await page.evaluate(() => window.scrollTo(0, 0));
      const found = await page.evaluate(problems, fit);
      if (found.length) failures.push(`${label} · ${size.width}×${size.height} · ${lang}: ${found.slice(0, 5).join('; ')}${found.length > 5 ? ` (+${found.length - 5})` : ''}`);
      if (process.env.DIALOG_SHOTS) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `dialogs-${label}-${size.width}x${size.height}-${lang}`);
      }
    }
  }
  await page.setViewportSize(SIZES[0]);
}

// A fixed deal: its first dealer is not the host, so the host's own reservation ("healthy or a reservation")
// is asked before the guest's and stays open while the notices are checked beside it (with a random seed the
// guest, who never answers, was asked first in one run of four and the check found no reservation).
const SEED = 'dialogs-fit';
let browser: Browser;
let app: AppServer;
let dir: string;
const people: Person[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dialogs-fit-e2e-'));
  // One finished Doppelkopf game in the history (a selfplay record under people's names), for the history's screens.
  const out = join(dir, 'gen');
  await promisify(execFile)(process.execPath, [join(import.meta.dirname, '..', '..', 'bin', 'stammtisch.js'), 'selfplay', '--game', 'doppelkopf', '--seed', 'dialogs', '--options', '{"games":2}', '--bots', 'random', '--games', '1', '--out', out]);
  const rec = JSON.parse(await readFile(join(out, (await readdir(out))[0]!), 'utf8')) as { players: string[]; meta: Record<string, unknown> };
  rec.players = ['Hannelore', 'Maximilian-Alexander', 'Birgit', 'Roter Klaus'];
  rec.meta = { ...rec.meta, finishedAt: '2026-05-02T21:30:00' };
  await mkdir(join(dir, 'data', 'history', 'games'), { recursive: true });
  await writeFile(join(dir, 'data', 'history', 'games', 'doko.json'), JSON.stringify(rec));
  [browser, app] = await Promise.all([
    launchBrowser(),
    startAppServer({ port: 0, webRoot, browse: false, dataDir: join(dir, 'data'), tableDefaults: { port: 0, mdns: false, bot: TEST_BOT_TIMING, seed: SEED } }),
  ]);
});
afterAll(async () => {
  for (const p of people) await p.context.close().catch(() => {});
  await browser?.close();
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});
async function someone(locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Person> {
  const p = await person(browser, locale, SIZES[0], CALM);
  people.push(p);
  return p;
}
async function post(path: string, body: object): Promise<any> {
  const res = await fetch(`${app.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return res.json();
}

describe('around the table, at every size, in German and English', () => {
  it('the lobby\'s house rules, joining a locked table, asking for a seat, leaving, who is away, the drawer, the end', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    await post('api/house-rules', { name: 'Dienstagsrunde der Schafkopffreunde', game: 'doppelkopf', options: { preset: 'ddv', schweine: 'said' } });

    // The lobby's form with the house-rules picker and the set's differences.
    const host = await someone();
    await host.page.goto(app.url);
    await host.page.fill('input[name="playerName"]', 'Hannelore');
    await host.page.selectOption('select[name="game"]', 'doppelkopf');
    await host.page.selectOption('select[name="houseRules"]', 'Dienstagsrunde der Schafkopffreunde');
    await host.page.locator('[data-testid="dk-differences"]').waitFor();
    await checkSizes(host.page, 'lobby-house-rules', { root: '[data-testid="host-form"]', controls: '[data-testid="house-rules"] button, [data-testid="house-rules"] select, [data-testid="house-rules"] input, [data-testid="dk-differences"] summary, [data-testid="create"], [data-testid="solo"]', pageScrolls: true }, failures);

    // A locked Doppelkopf table with those house rules: the host sits, one bot, two seats free.
    const t = await post('api/tables', { game: 'doppelkopf', seats: 4, bots: 1, name: 'Dienstag', locked: true, options: { preset: 'ddv', schweine: 'said', houseRules: 'Dienstagsrunde der Schafkopffreunde' } });
    await host.page.goto(app.url);
    await host.page.click(`[data-testid="rejoin-${t.id}"]`);
    await host.page.locator('[data-testid="host-controls"]').waitFor();

    // A guest at the table's own page: name, the code, the differences.
    const guest = await someone('de-DE');
    await guest.page.goto(`http://127.0.0.1:${t.port}/`);
    await guest.page.locator('input[name="code"]').waitFor();
    await guest.page.locator('[data-testid="dk-differences"]').waitFor();
    await checkSizes(guest.page, 'join-locked-house-rules', { root: '.join', controls: 'button, input' }, failures);

    // She watches first and asks for a seat; the host's prompt.
    await guest.page.fill('input[name="name"]', 'Birgit');
    await guest.page.fill('input[name="code"]', t.code);
    await guest.page.click('.join .buttons button:nth-child(2)');
    await guest.page.locator('[data-testid="seat-ask"]').waitFor();
    // Before the game a spectator's page lists the seats below (it may scroll); the question is in view at its top.
    await checkSizes(guest.page, 'seat-ask', { root: '[data-testid="seat-ask"]', pageScrolls: 'top' }, failures);
    await guest.page.click('[data-testid="ask-seat"]');
    // The asking device shows the request's code to compare with the host's prompt.
    await guest.page.locator('[data-testid="seat-code"]').waitFor();
    await checkSizes(guest.page, 'seat-asked-code', { root: '[data-testid="seat-ask"]', pageScrolls: 'top' }, failures);
    await host.page.locator('[data-testid="allow-seat"]').waitFor();
    expect(await host.page.locator('[data-testid="request-code"] strong').innerText()).toBe(await guest.page.locator('[data-testid="seat-code"]').innerText());
    // A free seat reads "Seat 2: free", not "Seat 2: Seat 2".
    expect(await host.page.locator('[data-testid="request-seat"] option').allInnerTexts()).toEqual(['Seat 1: Hannelore', 'Seat 2: free', 'Seat 3: free', 'Seat 4: Bot 4']);
    await checkSizes(host.page, 'host-seat-request', { root: '[data-testid="host-controls"] .requests', pageScrolls: 'top' }, failures);
    await host.page.click('[data-testid="allow-seat"]');
    // The fourth seat: a bot; the game starts.
    await host.page.click('[data-testid="fill-bots"]');
    await Promise.all([host.page.waitForSelector('.doppelkopf .hand'), guest.page.waitForSelector('.doppelkopf .hand')]);

    // A latecomer watches the running game and asks for a seat: her question and the host's answer are in view
    // at the table (on a phone too, where the host's matters sit in the closed drawer).
    const late = await someone();
    await late.page.goto(`http://127.0.0.1:${t.port}/#code=${t.code}`);
    await late.page.fill('input[name="name"]', 'Clara');
    await late.page.click('.join .buttons button:nth-child(2)');
    await late.page.locator('.doppelkopf').waitFor();
    await late.page.locator('[data-testid="seat-ask"]').waitFor();
    await checkSizes(late.page, 'seat-ask-playing', { root: '[data-testid="seat-ask"]' }, failures);
    await late.page.click('[data-testid="ask-seat"]');
    await late.page.locator('[data-testid="seat-code"]').waitFor();
    await checkSizes(late.page, 'seat-asked-code-playing', { root: '[data-testid="seat-ask"]' }, failures);
    await host.page.locator('[data-testid="refuse-seat"]').waitFor({ state: 'attached' });
    await checkSizes(host.page, 'host-seat-request-playing', { root: '[data-testid="host-controls"][data-part="requests"]', also: '[data-testid="reserve"] button' }, failures);
    await host.page.locator('[data-testid="refuse-seat"]:visible').click();

    // The host's drawer (a column on wide screens): its close button and settings in view.
    for (const size of SIZES) {
      await host.page.setViewportSize(size);
      const drawer = await host.page.locator('[data-testid="side-toggle"]').isVisible();
      if (drawer) { await host.page.click('[data-testid="side-toggle"]'); await host.page.locator('[data-testid="side-panel"][data-open="true"]').waitFor(); await host.page.waitForTimeout(250); }
      await checkSizes(host.page, `side-panel${drawer ? '-drawer' : ''}`, { root: '[data-testid="side-panel"]', controls: '[data-testid="side-close"], [data-testid="host-controls"] summary' }, failures, [size]);
      if (drawer) {
        await host.page.setViewportSize(size);
        await host.page.keyboard.press('Escape');
        // Closed, the drawer is hidden (at once under reduced motion): wait for its state, not its sight.
        await host.page.locator('[data-testid="side-panel"][data-open="false"]').waitFor({ state: 'attached' });
        await expect.poll(() => host.page.locator('[data-testid="side-panel"]').isVisible()).toBe(false);
      }
    }

    // The guest leaves: with people at the table, a moment or going home.
    await guest.page.click('[data-testid="leave"]');
    await guest.page.locator('[data-testid="leave-for-now"]').waitFor();
    await checkSizes(guest.page, 'leave-people', { root: '[data-testid="leave-dialog"]' }, failures);
    await guest.page.click('[data-testid="leave-for-now"]');

    // The host sees who is away and chooses.
    const notice = host.page.locator('[data-testid="away-notice"]');
    await notice.waitFor();
    // The host's own decision (healthy or a reservation) stays in view beside the notice.
    const reserve = '[data-testid="reserve"] button';
    await checkSizes(host.page, 'away-notice', { root: '[data-testid="away-notice"]', also: reserve }, failures);
    // Ending, asked once more.
    await host.page.click('[data-testid="away-end"]');
    await checkSizes(host.page, 'away-end-confirm', { root: '[data-testid="away-notice"]', also: reserve }, failures);
    await host.page.click('[data-testid="away-notice"] [data-confirm="yes"]');
    await expect.poll(() => app.hosted().find((h) => h.table.id === t.id)?.table.over).toBe(true);
    // The host closes the table: every open page says it has ended.
    const res = await fetch(`${app.url}api/tables/${t.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    await host.page.locator('[data-testid="table-ended"]').waitFor({ timeout: 15_000 });
    await checkSizes(host.page, 'table-ended', { root: '[data-testid="table-ended"]' }, failures);
    // Ended before any game was scored: everyone has 0, so nobody was ahead (not "ahead: all four").
    const ahead = host.page.locator('[data-testid="table-ended-winners"]');
    expect(await ahead.innerText()).toBe('Nobody was ahead when it ended: all level.');
    await host.page.selectOption('[data-testid="language"]', 'de');
    expect(await ahead.innerText()).toBe('Als sie endete, lag niemand vorn: alle gleichauf.');
    await host.page.selectOption('[data-testid="language"]', 'en');

    // Alone against bots: keep or end.
    const solo = await post('api/tables', { game: 'dubbe', seats: 3, bots: 2, name: 'Allein', options: { rounds: 3 } });
    const alone = await someone();
    await alone.page.goto(app.url);
    await alone.page.fill('input[name="playerName"]', 'Uschi');
    await alone.page.click(`[data-testid="rejoin-${solo.id}"]`);
    await alone.page.waitForSelector('.dubbe .hand');
    await alone.page.click('[data-testid="leave"]');
    await alone.page.locator('[data-testid="leave-keep"]').waitFor();
    await checkSizes(alone.page, 'leave-alone', { root: '[data-testid="leave-dialog"]' }, failures);
    // Escape closes it; the table stays.
    await alone.page.keyboard.press('Escape');
    await expect.poll(() => alone.page.locator('[data-testid="leave-dialog"]').isVisible()).toBe(false);
    await alone.page.click('[data-testid="leave"]');
    await alone.page.click('[data-testid="leave-end"]');
    await alone.page.locator('input[name="playerName"]').waitFor();

    if (failures.length) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
    expect(host.errors).toEqual([]);
    expect(guest.errors).toEqual([]);
    expect(alone.errors).toEqual([]);
  });

  it('the history on a phone: the list, a replay, the statistics', { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    const p = await someone('de-DE');
    await p.page.goto(app.url);
    await p.page.click('[data-testid="nav-history"]');
    await p.page.locator('[data-testid="history-game"]').first().waitFor();
    const page = { root: '[data-testid="history"]', controls: 'button:not([hidden]), select', pageScrolls: true } as const;
    await checkSizes(p.page, 'history-list', page, failures, PHONES);
    await p.page.locator('[data-testid="history-game"]', { hasText: 'Roter Klaus' }).locator('button[data-testid^="watch-"]').click();
    await p.page.locator('[data-testid="replay"]').waitFor();
    for (let i = 0; i < 6; i++) await p.page.click('[data-testid="replay-forward"]');
    await checkSizes(p.page, 'history-replay', page, failures, PHONES);
    await p.page.click('[data-testid="replay-close"]');
    await p.page.click('[data-testid="history-tab-stats"]');
    await p.page.locator('[data-testid="stats-row"]').first().waitFor();
    await checkSizes(p.page, 'history-stats', page, failures, PHONES);
    if (failures.length) console.log(failures.join('\n'));
    expect(failures).toEqual([]);
    expect(p.errors).toEqual([]);
  });
});
