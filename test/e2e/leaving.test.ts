import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServer } from '../../src-main/app/server';
import { startTable } from '../../src-main/host/index';
import { startApp } from '../app/appProcess';
import { freePort, type Proc } from '../cli/processes';
import { launchBrowser, openAndSit, person, screenshot, startTestApp, type Person, CALM } from './browser';

/** Leaving and coming back (issue 27) as people do it: docs/ui.md "Leaving the table". */
let browser: Browser;
let app: AppServer;
const people: Person[] = [];
const procs: Proc[] = [];
const dirs: string[] = [];
beforeAll(async () => {
  // Bots with a small pause: a test can see that they stop.
  [browser, app] = await Promise.all([launchBrowser(), startTestApp({ bot: { delayMs: 60, raceMs: [60, 120] }, graceMs: 300 })]);
});
afterAll(async () => {
  for (const p of people) await p.context.close().catch(() => {});
  await browser?.close();
  await app?.close();
  for (const p of procs) if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function someone(locale: 'en-US' | 'de-DE' = 'en-US'): Promise<Person> {
  const p = await person(browser, locale, undefined, CALM);
  people.push(p);
  return p;
}
const table = (id: string) => app.hosted().find((t) => t.table.id === id)!.table;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Plays a card or picks trump when it is this page's turn, `n` times. */
async function playSome(page: Page, n: number): Promise<void> {
  let played = 0;
  for (let i = 0; played < n && i < 300; i++) {
    const trump = page.locator('.trump-picker button');
    if (await trump.count()) { if (await trump.first().click({ timeout: 2000 }).then(() => true, () => false)) played++; continue; }
    const card = page.locator('.hand button[data-playable="true"]');
    if (await card.count() && await card.first().click({ timeout: 2000 }).then(() => true, () => false)) played++;
    await page.waitForTimeout(60);
  }
  expect(played).toBe(n);
}

describe('leaving alone against bots', () => {
  it('keep: the table waits under "Your tables" (its bots stop); Continue goes back to the seat', async () => {
    const anna = await someone();
    const id = await openAndSit(app, anna, 'Anna', { game: 'dubbe', seats: 3, bots: 2, name: 'Solo', options: { rounds: 3 } }, '.dubbe .hand');
    await playSome(anna.page, 2);
    await anna.page.click('[data-testid="leave"]');
    const dialog = anna.page.locator('[data-testid="leave-dialog"]');
    await dialog.waitFor();
    await screenshot(anna.page, 'leaving-1-alone-dialog');
    await anna.page.click('[data-testid="leave-keep"]');
    const row = anna.page.locator(`[data-testid="your-tables"] [data-hosted="${id}"]`);
    await row.waitFor();
    await expect.poll(() => table(id).seats[0]!.connections).toBe(0);
    const seq = table(id).seq;
    await sleep(1200); // the grace time (300 ms) and many bot pauses pass
    expect(table(id).seq).toBe(seq);
    expect(table(id).over).toBe(false);
    // The lobby, loaded again, says nobody is there and offers Continue / End.
    await anna.page.reload();
    await row.locator('[data-testid="hosted-away"]').waitFor();
    expect(await row.locator(`[data-testid="rejoin-${id}"]`).innerText()).toBe('Continue');
    await screenshot(anna.page, 'leaving-2-alone-kept-lobby');
    await row.locator(`[data-testid="rejoin-${id}"]`).click();
    await anna.page.waitForSelector('.dubbe .hand');
    expect(await anna.page.locator('[data-testid="seat"].me .name').innerText()).toBe('Anna');
    // She plays on, and so do the bots after her (a card that ends a trick she wins: she leads again first).
    const botMoves = () => table(id).match!.record.rounds.flatMap((r) => r.actions as { by?: string }[]).filter((a) => a.by === 'bot').length;
    const bots = botMoves();
    for (let i = 0; i < 3 && botMoves() === bots; i++) {
      await playSome(anna.page, 1);
      await expect.poll(() => botMoves() > bots || table(id).match!.status().awaiting.includes(0), { timeout: 10_000 }).toBe(true);
    }
    expect(botMoves()).toBeGreaterThan(bots);
    expect(anna.errors).toEqual([]);
  });

  it('end: the game ends early (ended by the host), and the table leaves "Your tables"', async () => {
    const anna = await someone('de-DE');
    const id = await openAndSit(app, anna, 'Anna', { game: 'dubbe', seats: 3, bots: 2, name: 'Kurz', options: { rounds: 3 } }, '.dubbe .hand');
    await playSome(anna.page, 1);
    await anna.page.click('[data-testid="leave"]');
    await anna.page.locator('[data-testid="leave-dialog"]').waitFor();
    expect(await anna.page.locator('[data-testid="leave-end"]').innerText()).toBe('Partie beenden');
    await screenshot(anna.page, 'leaving-3-alone-dialog-de');
    await anna.page.click('[data-testid="leave-end"]');
    await anna.page.locator('input[name="playerName"]').waitFor();
    await expect.poll(() => table(id).over).toBe(true);
    expect(table(id).endedBy).toBe('host');
    expect(table(id).match!.record.meta?.endedBy).toBe('host');
    await anna.page.reload();
    await anna.page.locator('input[name="playerName"]').waitFor();
    expect(await anna.page.locator(`[data-hosted="${id}"]`).count()).toBe(0);
    expect(anna.errors).toEqual([]);
  });
});

describe('leaving with people: the host chooses at the table', () => {
  it('wait, let a bot play, wait again, end: each shown to both, the guest\'s seat waits for her', async () => {
    const host = await someone();
    const res = await fetch(`${app.url}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dubbe', seats: 3, bots: 1, name: 'Runde', options: { rounds: 3 }, absent: 'wait' }),
    });
    const { id, port } = await res.json() as { id: string; port: number };
    await host.page.goto(app.url);
    await host.page.fill('input[name="playerName"]', 'Host');
    await host.page.click(`[data-testid="rejoin-${id}"]`);
    const birgit = await someone('de-DE');
    await birgit.page.goto(`http://127.0.0.1:${port}/`);
    await birgit.page.fill('input[name="name"]', 'Birgit');
    await birgit.page.click('[data-testid="sit"]');
    await Promise.all([host.page.waitForSelector('.dubbe .hand'), birgit.page.waitForSelector('.dubbe .hand')]);

    // Birgit leaves for a moment: her seat waits, the host sees who is missing and that the table waits.
    await birgit.page.click('[data-testid="leave"]');
    await birgit.page.locator('[data-testid="leave-for-now"]').waitFor();
    await screenshot(birgit.page, 'leaving-4-people-dialog-de');
    await birgit.page.click('[data-testid="leave-for-now"]');
    const notice = host.page.locator('[data-testid="away-notice"]');
    await expect.poll(() => notice.innerText().catch(() => '')).toContain('Birgit is away. The table waits for Birgit.');
    await screenshot(host.page, 'leaving-5-host-sees-missing');
    expect(table(id).seats[1]!.standIn).toBe(false);

    await host.page.click('[data-testid="away-let-bot"]');
    await expect.poll(() => notice.innerText()).toContain('A bot plays for Birgit until Birgit is back.');
    expect(table(id).absent).toBe('stand-in');
    await host.page.click('[data-testid="away-wait"]');
    await expect.poll(() => notice.innerText()).toContain('The table waits for Birgit.');
    expect(table(id).seats[1]!.standIn).toBe(false);

    // Birgit comes back by reloading her page: the same seat.
    await birgit.page.reload();
    await birgit.page.waitForSelector('.dubbe .hand');
    await expect.poll(() => notice.count()).toBe(0);

    // She leaves again; the host ends the game from the notice.
    await birgit.page.click('[data-testid="leave"]');
    await birgit.page.click('[data-testid="leave-for-now"]');
    await notice.waitFor();
    await host.page.click('[data-testid="away-end"]');
    await host.page.getByRole('button', { name: 'Yes, end it' }).click();
    await expect.poll(() => table(id).over).toBe(true);
    expect(table(id).endedBy).toBe('host');
    expect(host.errors).toEqual([]);
    expect(birgit.errors).toEqual([]);
  });
});

describe('a finished table after an app restart', () => {
  it('its open pages say "This table has ended" with the result and a way back, and stop reconnecting', async () => {
    const data = mkdtempSync(join(tmpdir(), 'stammtisch-e2e-ended-'));
    dirs.push(data);
    const port = await freePort();
    const cmd = ['--browser', '--no-open', `--port=${port}`, '--data', data];
    const first = startApp(cmd);
    procs.push(first);
    await first.line(/is running/);
    const appUrl = `http://127.0.0.1:${port}/`;
    const res = await fetch(`${appUrl}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dubbe', seats: 2, name: 'Feierabend', options: { rounds: 2 } }),
    });
    const t = await res.json() as { id: string; port: number };
    const clara = await someone();
    const consoleErrors: string[] = [];
    clara.page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
    await clara.page.goto(appUrl);
    await clara.page.fill('input[name="playerName"]', 'Clara');
    await clara.page.click(`[data-testid="rejoin-${t.id}"]`);
    const birgit = await someone('de-DE');
    const guestErrors: string[] = [];
    birgit.page.on('console', (m) => { if (m.type() === 'error') guestErrors.push(m.text()); });
    await birgit.page.goto(`http://127.0.0.1:${t.port}/`);
    await birgit.page.fill('input[name="name"]', 'Birgit');
    await birgit.page.click('[data-testid="sit"]');
    await Promise.all([clara.page.waitForSelector('.dubbe .hand'), birgit.page.waitForSelector('.dubbe .hand')]);
    // The host ends the game at the table.
    await clara.page.click('[data-testid="host-controls"] summary');
    await clara.page.click('[data-testid="end-game"]');
    await clara.page.getByRole('button', { name: /^Yes/ }).click();
    await expect.poll(() => birgit.frames.some((f) => (f as { table?: { over?: boolean } }).table?.over === true)).toBe(true);
    // While the finished table still runs (its "play again" window), a reload goes back to it, not to "ended".
    await clara.page.reload();
    await clara.page.locator('.table-screen[data-connection="open"]').waitFor();
    expect(await clara.page.locator('[data-testid="table-ended"]').count()).toBe(0);

    first.child.kill('SIGKILL');
    await first.exited;
    const second = startApp(cmd);
    procs.push(second);
    await second.line(/is running/);
    for (const p of [clara, birgit]) await p.page.locator('[data-testid="table-ended"]').waitFor({ timeout: 15_000 });
    expect(await clara.page.locator('[data-testid="table-ended"]').innerText()).toMatch(/This table has ended\.[\s\S]*Feierabend[\s\S]*The host ended the game early\./);
    expect(await birgit.page.locator('[data-testid="table-ended"]').innerText()).toMatch(/Dieser Tisch ist beendet\.[\s\S]*Der Gastgeber hat die Partie vorzeitig beendet\./);
    // No "play again" that cannot work, and no reconnecting for ever.
    expect(await clara.page.locator('[data-testid="play-again"]').count()).toBe(0);
    expect(await clara.page.locator('.table-screen').getAttribute('data-connection')).toBe('closed');
    await screenshot(clara.page, 'leaving-6-ended-after-restart-host');
    await birgit.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(birgit.page, 'leaving-6-ended-after-restart-guest-phone');
    const errorsNow = consoleErrors.length + guestErrors.length;
    await sleep(8_000); // two more back-off steps of the old endless reconnecting (2.4 s and 4.8 s after the third try, src-renderer/stores/table.ts)
    expect(consoleErrors.length + guestErrors.length).toBe(errorsNow);
    // Each failed try is one console error in Chromium: three tries per page at most.
    expect(errorsNow).toBeLessThanOrEqual(8);
    // A reload now (the restarted app did not reopen the table): ended at once, with the result, no reconnecting.
    await clara.page.reload();
    await clara.page.locator('[data-testid="table-ended"]').waitFor({ timeout: 10_000 });
    expect(await clara.page.locator('[data-testid="table-ended"]').innerText()).toMatch(/This table has ended\.[\s\S]*Feierabend[\s\S]*The host ended the game early\./);
    expect(await clara.page.locator('.table-screen').getAttribute('data-connection')).toBe('closed');
    await screenshot(clara.page, 'leaving-7-ended-reloaded-after-restart');
    // The way back: the lobby, where the ended table is not listed.
    await clara.page.click('[data-testid="table-ended-back"]');
    await clara.page.locator('input[name="playerName"]').waitFor();
    expect(await clara.page.locator(`[data-hosted="${t.id}"]`).count()).toBe(0);
    expect(clara.errors).toEqual([]);
    expect(birgit.errors).toEqual([]);
    second.child.kill('SIGTERM');
    await second.exited;
  }, 150_000);
});

describe('a finished table of another laptop, reloaded after its host closed it', () => {
  it('says "This table has ended" with the result after three quick tries (no endless reconnecting)', async () => {
    const data = mkdtempSync(join(tmpdir(), 'stammtisch-e2e-other-'));
    dirs.push(data);
    const other = await startTable({
      game: 'dubbe', seats: 2, bots: 1, options: { rounds: 2 }, name: 'Nebenan', port: 0, listen: '127.0.0.1', mdns: false, webRoot: null, dataDir: data, bot: { delayMs: 0 },
    });
    const dora = await someone();
    await dora.page.goto(app.url);
    await dora.page.fill('input[name="playerName"]', 'Dora');
    await dora.page.fill('input[name="address"]', `127.0.0.1:${other.port}`);
    await dora.page.click('.by-address button[type="submit"]');
    await dora.page.waitForSelector('.dubbe .hand');
    other.table.endGame();
    await expect.poll(() => dora.frames.some((f) => (f as { table?: { over?: boolean } }).table?.over === true)).toBe(true);
    await other.close();
    await dora.page.locator('[data-testid="table-ended"]').waitFor();
    // Reloaded now, the page has not heard of the table yet; what it saw before counts.
    await dora.page.reload();
    await dora.page.locator('[data-testid="table-ended"]').waitFor({ timeout: 10_000 });
    expect(await dora.page.locator('[data-testid="table-ended"]').innerText()).toMatch(/This table has ended\.[\s\S]*Nebenan[\s\S]*The host ended the game early\./);
    expect(await dora.page.locator('.table-screen').getAttribute('data-connection')).toBe('closed');
    await dora.page.click('[data-testid="table-ended-back"]');
    await dora.page.locator('input[name="playerName"]').waitFor();
    expect(dora.errors).toEqual([]);
  });
});
