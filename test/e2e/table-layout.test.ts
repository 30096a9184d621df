import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Table } from '../../src-main/host/table';
import { browserAndApp, openAndSit, person, screenshot, type Person } from './browser';
import { playGameByClicks, summary as dkSummary } from './doppelkopf-play';
import { playRoundByClicks } from './dubbe-play';
import { clickInSide, handCards } from './play-common';
import { sideBySide } from '../support/sideBySide';

/**
 * The shared table of the trick games, played by clicks against bots at the
 * `fast` pace (the pace itself is what the trick-hold check is about): the
 * seats around the felt, a completed trick staying ≥ 1.5 s, "Last trick",
 * pausing the bots, taking back a card.
 */
const env = browserAndApp({ seed: 'table-layout-e2e' });

type Play = { seat: number; type: string; card?: string };
const hostedOf = (id: string): Table => env.app.hosted().find((h) => h.table.id === id)!.table;
const actions = (t: Table) => t.match!.record.rounds.at(-1)!.actions as Play[];

/** Logs every change of the trick region (number, finished) with the page's clock. */
async function recordTricks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: { t: number; n: string | null; finished: string | null }[] = [];
    (window as unknown as { trickLog: typeof log }).trickLog = log;
    const snap = () => {
      const el = document.querySelector('[data-testid="trick"]');
      if (!el) return;
      const e = { t: performance.now(), n: el.getAttribute('data-number'), finished: el.getAttribute('data-finished') };
      const last = log.at(-1);
      if (!last || last.n !== e.n || last.finished !== e.finished) log.push(e);
    };
    new MutationObserver(snap).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-number', 'data-finished'] });
    snap();
  });
}

/** How long each completed trick stayed on the table (ms), except one still lying there and the first one logged. */
async function trickStays(page: Page): Promise<number[]> {
  const log = await page.evaluate(() => (window as unknown as { trickLog: { t: number; finished: string | null }[] }).trickLog);
  // The first entry may have been on the table before the log was (re)started: it does not count.
  return log.flatMap((e, i) => (i > 0 && e.finished === 'true' && log[i + 1] ? [log[i + 1]!.t - e.t] : []));
}

/** The seats' boxes: the reader at the bottom, then clockwise (left, across, right) in playing order; none overlap; nothing wider than the page. */
async function checkSeats(page: Page, n: number, me: number): Promise<void> {
  const boxes = await Promise.all(Array.from({ length: n }, (_, s) => page.locator(`[data-testid="seat"][data-seat="${s}"]`).boundingBox()));
  const felt = (await page.locator('.felt').boundingBox())!;
  const cx = felt.x + felt.width / 2;
  const cy = felt.y + felt.height / 2;
  const at = (s: number) => ({ x: boxes[s]!.x + boxes[s]!.width / 2 - cx, y: boxes[s]!.y + boxes[s]!.height / 2 - cy });
  const k = (i: number) => (me + i) % n;
  expect(at(k(0)).y).toBeGreaterThan(felt.height / 4);
  if (n === 4) {
    expect(at(k(1)).x).toBeLessThan(-felt.width / 4);
    expect(at(k(2)).y).toBeLessThan(-felt.height / 4);
    expect(at(k(3)).x).toBeGreaterThan(felt.width / 4);
  }
  // Clockwise from the bottom: the angle grows seat by seat.
  const angles = Array.from({ length: n }, (_, i) => { const p = at(k(i)); return (Math.atan2(p.y, p.x) * 180 / Math.PI - 90 + 720) % 360; });
  for (let i = 1; i < n; i++) expect(angles[i]!).toBeGreaterThan(angles[i - 1]!);
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) {
    const A = boxes[a]!; const B = boxes[b]!;
    const overlap = A.x < B.x + B.width && B.x < A.x + A.width && A.y < B.y + B.height && B.y < A.y + A.height;
    expect(overlap, `seats ${a} and ${b} overlap`).toBe(false);
  }
  const page390 = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(page390[0]).toBeLessThanOrEqual(page390[1]!);
}

/** Pause the bots, read "Last trick" against the host, resume. */
async function checkLastTrick(p: Person, table: Table, wonBy: string): Promise<void> {
  await clickInSide(p.page, '[data-testid="pause-bots"]');
  await p.page.locator('[data-testid="paused"]').waitFor();
  expect(table.botsPaused).toBe(true);
  const host = table.match!.view(null) as unknown as { tricks: { cards: { seat: number; card: string }[]; winner: number }[] };
  const last = host.tricks.at(-1)!;
  await p.page.keyboard.press('l');
  const dialog = p.page.locator('[data-testid="last-trick"]');
  await dialog.waitFor();
  expect(await dialog.locator('li').evaluateAll((els) => els.map((e) => `${(e as HTMLElement).dataset.seat}:${(e as HTMLElement).dataset.card}`)))
    .toEqual(last.cards.map((c) => `${c.seat}:${c.card}`));
  expect(await dialog.locator('[data-testid="last-trick-winner"]').innerText()).toBe(`${wonBy} ${table.seats[last.winner]!.name}`);
  expect(await dialog.locator('li.winner').getAttribute('data-seat')).toBe(String(last.winner));
  await p.page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
  await clickInSide(p.page, '[data-testid="pause-bots"]');
  await expect.poll(() => table.botsPaused).toBe(false);
}

/** My last card goes back to my hand; the record keeps no trace of it. */
async function checkTakeBack(p: Person, table: Table): Promise<void> {
  await expect.poll(() => table.match!.status().awaiting.includes(0), { timeout: 15_000 }).toBe(true);
  const mine = actions(table).filter((a) => a.seat === 0 && a.type === 'play').at(-1)!;
  expect(mine).toBeDefined();
  const before = await handCards(p.page).count();
  // Doppelkopf has every card twice: count this one.
  const same = () => p.page.locator(`.hand button[data-card="${mine.card}"]`).count();
  const had = await same();
  const playedBefore = actions(table).filter((a) => a.seat === 0 && a.card === mine.card).length;
  await clickInSide(p.page, '[data-testid="take-back"]');
  await expect.poll(same).toBe(had + 1);
  expect(await handCards(p.page).count()).toBe(before + 1);
  expect(actions(table).filter((a) => a.seat === 0 && a.card === mine.card).length).toBe(playedBefore - 1);
  expect(table.match!.status().awaiting).toEqual([0]);
  // A take-back puts a trick away at once, on purpose: hold times count from here.
  await p.page.evaluate(() => { (window as unknown as { trickLog: unknown[] }).trickLog.length = 0; });
}

/** Plays my cards by clicks until `cards` of mine are on the table this round (trump / reservation by the first choice). */
async function playCards(page: Page, cards: number): Promise<void> {
  for (let played = 0, guard = 0; played < cards && guard < 2000; guard++) {
    for (const sel of ['.trump-picker button', '[data-testid="reserve-healthy"]']) {
      const b = page.locator(sel).first();
      if (await b.count()) await b.click({ timeout: 2000 }).catch(() => undefined);
    }
    const playable = page.locator('.hand button[data-playable="true"]');
    if (await playable.count()) {
      const before = await handCards(page).count();
      if (await playable.first().click({ timeout: 2000 }).then(() => true, () => false)) {
        await expect.poll(() => handCards(page).count(), { timeout: 10_000 }).toBe(before - 1);
        played++;
      }
      continue;
    }
    await page.waitForTimeout(30);
  }
}

/** Dubbe at desktop width: seats around the table, a held trick, Last trick, pause, take-back, a whole round. */
async function dubbeAtDesktop(): Promise<void> {
  const p = await person(env.browser, 'en-US', { width: 1280, height: 800 });
  const id = await openAndSit(env.app, p, 'Anna', { game: 'dubbe', seats: 4, name: 'Layout', options: { rounds: 4 }, bots: 3, botLevel: 'easy', botPace: 'fast' }, '[data-testid="table-layout"]');
  const table = hostedOf(id);
  await recordTricks(p.page);
  await checkSeats(p.page, 4, 0);
  expect(await p.page.getByRole('region', { name: 'Trick' }).count()).toBe(1);
  expect(await p.page.getByRole('region', { name: 'Your cards' }).count()).toBe(1);
  expect(await p.page.getByRole('listitem', { name: 'Bot 2' }).count()).toBe(1);

  await playCards(p.page, 3);
  await expect.poll(() => table.match!.view(null) && (table.match!.view(null) as unknown as { tricks: unknown[] }).tricks.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await checkLastTrick(p, table, 'Won by');
  await checkTakeBack(p, table);
  // In a background tab, my turn coming round shows in the title; looking again restores it.
  await p.page.evaluate(() => Object.defineProperty(document, 'hidden', { configurable: true, get: () => true }));
  await p.page.locator('.hand button[data-playable="true"]').first().click();
  await expect.poll(() => p.page.title(), { timeout: 20_000 }).toBe('▶ Your turn – Stammtisch');
  await p.page.evaluate(() => { Object.defineProperty(document, 'hidden', { configurable: true, get: () => false }); document.dispatchEvent(new Event('visibilitychange')); });
  expect(await p.page.title()).toBe('Stammtisch');
  // A played card is announced.
  await expect.poll(() => p.page.locator('[data-testid="announce"]').innerText(), { timeout: 10_000 }).toMatch(/^(Bot \d|Anna) plays \w+ \d+/);
  await screenshot(p.page, 'table-dubbe-1280');

  await playRoundByClicks(p.page);
  const stays = await trickStays(p.page);
  expect(stays.length).toBeGreaterThanOrEqual(5);
  for (const ms of stays) expect(ms).toBeGreaterThanOrEqual(1490);
  expect(p.errors).toEqual([]);
  await p.context.close();
}

/** Doppelkopf at phone width (German): nothing sideways, the seats around the table, a held trick, Letzter Stich, Zurücknehmen, a whole game. */
async function doppelkopfAtPhone(): Promise<void> {
  const p = await person(env.browser, 'de-DE', { width: 390, height: 844 });
  const id = await openAndSit(env.app, p, 'Berta', { game: 'doppelkopf', seats: 4, name: 'Handy', options: {}, bots: 3, botPace: 'fast' }, '[data-testid="table-layout"]');
  const table = hostedOf(id);
  await recordTricks(p.page);
  await checkSeats(p.page, 4, 0);
  expect(await p.page.getByRole('region', { name: 'Stich' }).count()).toBe(1);
  expect(await p.page.getByRole('region', { name: 'Deine Karten' }).count()).toBe(1);

  await playCards(p.page, 3);
  await expect.poll(() => (table.match!.view(null) as unknown as { tricks: unknown[] }).tricks.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await checkLastTrick(p, table, 'Gewonnen von');
  await checkTakeBack(p, table);
  await checkSeats(p.page, 4, 0);
  // Seat labels count tricks in words.
  expect(await p.page.locator('[data-testid="seat"] [data-testid="tricks-won"]').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/^(keine Stiche|1 Stich|\d+ Stiche)$/)]));
  await screenshot(p.page, 'table-doppelkopf-390');

  await playGameByClicks(p.page);
  await dkSummary(p.page).waitFor();
  const stays = await trickStays(p.page);
  expect(stays.length).toBeGreaterThanOrEqual(5);
  for (const ms of stays) expect(ms).toBeGreaterThanOrEqual(1490);
  expect(await p.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(p.errors).toEqual([]);
  await p.context.close();
}

describe('the table of the trick games', () => {
  // Both plays wait mostly for the bots' pace (≥ 1.5 s a trick, a whole deal each), not for the CPU: side by side they take the time of one.
  it('Dubbe at desktop width and Doppelkopf at phone width (German), side by side: seats around the table, a held trick, Last trick, pause, take-back, a whole deal', async () => {
    await sideBySide({ 'Dubbe at desktop width': dubbeAtDesktop, 'Doppelkopf at phone width': doppelkopfAtPhone });
  }, 240_000);

  it('a guest page: the game\'s title and options before joining, a wrong code keeps the form, no 404; a nested URL shows the lobby', async () => {
    const res = await fetch(`${env.app.url}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dubbe', seats: 4, name: 'Gäste', options: { rounds: 8, blackDie: true }, locked: true, bots: 2 }),
    });
    const { port, code } = (await res.json()) as { port: number; code: string };
    const p = await person(env.browser, 'en-US', { width: 390, height: 844 });
    const missing: string[] = [];
    p.page.on('response', (r) => { if (r.status() >= 400) missing.push(`${r.status()} ${r.url()}`); });
    await p.page.goto(`http://127.0.0.1:${port}/`);
    await expect.poll(() => p.page.locator('.join p').first().innerText()).toContain('Table “Gäste” · Dubbe');
    await p.page.click('[data-testid="join-options"] summary');
    expect(await p.page.locator('[data-testid="join-options"] [data-option="rounds"]').innerText()).toBe('8');
    expect(await p.page.locator('[data-testid="join-options"] [data-option="blackDie"]').innerText()).toBe('yes');
    await p.page.fill('input[name="name"]', 'Gast');
    await p.page.fill('input[name="code"]', code === 'ZZZZ' ? 'YYYY' : 'ZZZZ');
    await p.page.click('[data-testid="sit"]');
    await expect.poll(() => p.page.locator('[data-testid="join-error"]').innerText()).toContain('table code');
    expect(await p.page.locator('input[name="name"]').inputValue()).toBe('Gast');
    await p.page.fill('input[name="code"]', code);
    await p.page.click('[data-testid="sit"]');
    await p.page.locator('.table-screen').waitFor();
    expect(missing).toEqual([]);
    await screenshot(p.page, 'guest-join-390');

    // The lobby on a nested path (a bookmark, a typo) is the lobby, not a blank page.
    await p.page.goto(`${env.app.url}table/abc`);
    await p.page.locator('input[name="playerName"]').waitFor();
    expect(missing).toEqual([]);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 60_000);
});
