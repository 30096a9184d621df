import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Table } from '../../src-main/host/table';
import { browserAndApp, openAndSit, person, screenshot, type Person } from './browser';
import { playGameByClicks, summary as dkSummary } from './doppelkopf-play';
import { playRoundByClicks } from './dubbe-play';
import { playHandByClicks, summary as dobbmSummary } from './dobbm-play';

/**
 * The last trick of a deal: the host deals the next one in the same action
 * as the last card, yet the completed trick lies on the table ≥ 1.5 s before
 * the summary, and "Last trick" shows it (four cards, who took it) after.
 * The hold is the page's own: the bots play without pause (the test app's
 * default, no bot pace), so the next deal's moves arrive at once, the
 * hardest case for it (and the file takes a third of the time).
 */
const env = browserAndApp({ seed: 'last-trick-e2e' });

const hostedOf = (id: string): Table => env.app.hosted().find((h) => h.table.id === id)!.table;
interface FinalTrick { round: number; winner: number; cards: { seat: number; card: string }[] }
const finalTrick = (t: Table) => (t.match!.view(null) as unknown as { finalTrick: FinalTrick | null }).finalTrick;
/** Who dealt the record round `round`. */
const dealerOf = (t: Table, round: number) => (t.match!.record.rounds[round] as { dealer: number }).dealer;

/** Logs every change of the trick region (its deal, number, finished, cards) with the page's clock. */
async function recordTricks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const log: { t: number; key: string; finished: string | null; cards: string }[] = [];
    (window as unknown as { trickLog: typeof log }).trickLog = log;
    const snap = () => {
      const el = document.querySelector('[data-testid="trick"]');
      if (!el) return;
      const cards = [...el.querySelectorAll<HTMLElement>('li[data-card]')].map((li) => `${li.dataset.seat}:${li.dataset.card}`).sort().join(' ');
      const e = { t: performance.now(), key: `${el.getAttribute('data-deal')}/${el.getAttribute('data-number')}`, finished: el.getAttribute('data-finished'), cards };
      const last = log.at(-1);
      if (!last || last.key !== e.key || last.finished !== e.finished || last.cards !== e.cards) log.push(e);
    };
    new MutationObserver(snap).observe(document.body, { subtree: true, childList: true, attributes: true });
    snap();
  });
}

/** How long the trick holding exactly `cards`, complete, lay on the table (ms); null if it never did. */
async function stayOf(page: Page, cards: FinalTrick['cards']): Promise<number | null> {
  const want = cards.map((c) => `${c.seat}:${c.card}`).sort().join(' ');
  const log = await page.evaluate(() => (window as unknown as { trickLog: { t: number; finished: string | null; cards: string }[] }).trickLog);
  const at = log.findIndex((e) => e.finished === 'true' && e.cards === want);
  if (at < 0) return null;
  // Cards flying away leave the region a moment later: the trick is gone when the next state is logged.
  return (log[at + 1]?.t ?? performance.now()) - log[at]!.t;
}

/** "Last trick" (key L) shows the four cards of the deal's last trick and who took it. */
async function checkLastTrick(p: Person, final: FinalTrick, wonBy: string): Promise<void> {
  await p.page.keyboard.press('l');
  const dialog = p.page.locator('[data-testid="last-trick"]');
  await dialog.waitFor();
  expect(await dialog.locator('li').evaluateAll((els) => els.map((e) => `${(e as HTMLElement).dataset.seat}:${(e as HTMLElement).dataset.card}`)))
    .toEqual(final.cards.map((c) => `${c.seat}:${c.card}`));
  expect(await dialog.locator('li.winner').getAttribute('data-seat')).toBe(String(final.winner));
  expect(await dialog.locator('[data-testid="last-trick-winner"]').innerText()).toBe(wonBy);
  await p.page.keyboard.press('Escape');
  await expect.poll(() => dialog.count()).toBe(0);
}

const WIDTHS = { 1280: { width: 1280, height: 800 }, 390: { width: 390, height: 844 } } as const;

/** What the seats showed while the deal's last trick lay there: the seats with the dealer mark (null: never seen). */
interface Held { dealers: number[] | null; board?: { heads: string[]; now: string[] }; badgesOut?: string[]; sheet?: { games: number; seatTotals: string[] } }

/**
 * Screenshots of a deal's end, at both widths: the last trick lying on the
 * table (started before the deal ends; taken as soon as the table says so),
 * then `summary` once it shows. The page returns to its own width after;
 * a failed picture is only reported. `held` gets which seats wore the
 * dealer mark during that hold.
 */
function shootDealEnd(page: Page, name: string, summary: () => Promise<void>, held: Held = { dealers: null }): Promise<void> {
  const own = page.viewportSize()!;
  const other = own.width === 1280 ? WIDTHS[390] : WIDTHS[1280];
  return page.locator('[data-testid="table-layout"][data-deal-end="true"]').waitFor({ timeout: 170_000 }).then(async () => {
    held.dealers = await page.evaluate(() => (document.querySelector('[data-testid="table-layout"][data-deal-end="true"]')
      ? [...document.querySelectorAll<HTMLElement>('[data-testid="seat"]:has([data-testid="dealer"])')].map((e) => Number(e.dataset.seat))
      : null));
    // No seat's badge (a role, a Dubbe character) reaches past its seat's box.
    held.badgesOut = await page.locator('[data-testid="badge"]').evaluateAll((bs) => bs.filter((b) => {
      const r = b.getBoundingClientRect();
      const seat = b.closest('[data-testid="seat"]')!.getBoundingClientRect();
      return r.left < seat.left - 0.5 || r.right > seat.right + 0.5;
    }).map((b) => b.textContent!.trim()));
    if (await page.locator('.boards').count()) {
      held.board = await page.locator('.boards table').evaluate((t) => ({
        heads: [...t.querySelectorAll('thead th')].map((th) => th.textContent!.trim()),
        now: [...t.querySelectorAll('tbody td.now')].map((td) => td.textContent!.trim().replace(/\s+/g, ' ')),
      }));
    }
    // Doppelkopf: the score sheet's games and the seats' totals (Σ) while the game's last trick lies there.
    if (await page.locator('.doppelkopf').count()) {
      held.sheet = {
        games: await page.locator('[data-testid="score-sheet"] tbody tr[data-game]').count(),
        seatTotals: await page.locator('[data-testid="seat"] [data-testid="badge"]', { hasText: 'Σ' }).allInnerTexts(),
      };
    }
    await screenshot(page, `${name}-end-trick-${own.width}`);
    await page.setViewportSize(other);
    await screenshot(page, `${name}-end-trick-${other.width}`);
    await page.setViewportSize(own);
    await summary();
    await screenshot(page, `${name}-end-summary-${own.width}`);
    await page.setViewportSize(other);
    await screenshot(page, `${name}-end-summary-${other.width}`);
    await page.setViewportSize(own);
  }).catch(async (e: Error) => {
    // Pictures for people to look at, not the test's point: a slow one must not fail it.
    console.warn(`screenshots of ${name}'s deal end: ${e.message.split('\n')[0]}`);
    await page.setViewportSize(own).catch(() => undefined);
  });
}

/**
 * Dobbm: logs, with the page's clock, each time the table's deal-end hold
 * begins or ends, each call panel (the bidding buttons) that appears, and
 * what the call log and the "Mußrunde" button show, so a test can see what
 * the page showed of the next deal while the last one's trick lay there
 * (even a panel added and removed within one update).
 */
async function recordHold(page: Page): Promise<void> {
  await page.evaluate(() => {
    type E = { t: number; kind: string; words?: string };
    const log: E[] = [];
    (window as unknown as { holdLog: E[] }).holdLog = log;
    const words = () => [...document.querySelectorAll<HTMLElement>('[data-testid="call-log"] li')].map((li) => li.dataset.word).join(' ');
    let ending = false;
    new MutationObserver((records) => {
      const t = performance.now();
      // One batch is one update: a hold that begins (or ends) in it comes first, the panels it added after.
      const now = !!document.querySelector('[data-testid="table-layout"][data-deal-end="true"]');
      if (now !== ending) {
        ending = now;
        log.push({ t, kind: now ? 'hold' : 'release', words: words() });
      }
      for (const r of records) {
        for (const n of r.addedNodes) {
          if (n instanceof HTMLElement && (n.matches('.call-panel') || n.querySelector('.call-panel'))) log.push({ t, kind: 'panel' });
        }
      }
      if (ending) {
        log.push({ t, kind: 'during', words: `${words()}|${document.querySelector('[data-testid="call-mussrunde"]') ? 'muss' : ''}|${document.querySelector('.call-panel') ? 'panel' : ''}|${document.querySelector('[data-testid="dobb"]') ? 'dobb' : ''}` });
      } else {
        log.push({ t, kind: 'calls', words: words() });
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
}

/**
 * A fast player in the page: clicks "healthy" (or declines a poverty) when asked and plays the first playable card
 * at once, during the trick's hold too, `cards` times; each click waits for the hand to shrink (no double play).
 */
async function playFast(page: Page, cards: number): Promise<void> {
  await page.evaluate((n) => {
    let left = n;
    let held = -1;
    const timer = setInterval(() => {
      const hand = document.querySelectorAll('.hand button.card-button').length;
      const ask = document.querySelector<HTMLButtonElement>('[data-testid="reserve-healthy"], [data-testid="poverty-decline"]');
      if (ask && !ask.disabled) { ask.click(); return; }
      if (held >= 0 && hand >= held) return;
      const card = document.querySelector<HTMLButtonElement>('.hand button[data-playable="true"]');
      if (!card) return;
      held = hand;
      card.click();
      if (--left === 0) clearInterval(timer);
    }, 20);
    setTimeout(() => clearInterval(timer), 60_000);
  }, cards);
}

describe('the hold of a completed trick', () => {
  it('Doppelkopf, a player who plays during the hold: the next trick completed meanwhile does not cut the held one short', async () => {
    const p = await person(env.browser, 'en-US', { width: 1280, height: 800 });
    await openAndSit(env.app, p, 'Anna', { game: 'doppelkopf', seats: 4, name: 'Schnell', options: {}, bots: 3 }, '[data-testid="table-layout"]');
    await recordTricks(p.page);
    await playFast(p.page, 4);
    // Four cards of mine: four tricks complete, each (bots without pause) while the one before still lies there.
    await expect.poll(() => p.page.locator('.hand button.card-button').count(), { timeout: 30_000 }).toBe(8);
    await p.page.locator('[data-testid="trick"][data-finished="true"][data-number="3"]').waitFor({ timeout: 30_000 });
    const log = await p.page.evaluate(() => (window as unknown as { trickLog: { t: number; key: string; finished: string | null }[] }).trickLog);
    // Each completed trick shown: how long it lay there, until the table showed something else.
    const complete = (e: (typeof log)[number] | undefined, key: string) => e?.key === key && e.finished === 'true';
    const stays = log.flatMap((e, i) => (complete(e, e.key) && !complete(log[i - 1], e.key)
      ? [{ key: e.key, ms: Math.round((log.slice(i + 1).find((x) => !complete(x, e.key))?.t ?? Infinity) - e.t) }] : []));
    expect(stays.length, JSON.stringify(log)).toBeGreaterThanOrEqual(2);
    // The last one shown may still lie there (Infinity).
    for (const s of stays) expect(s.ms, `trick ${s.key} lay ${s.ms} ms: ${JSON.stringify(stays)}`).toBeGreaterThanOrEqual(1490);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 60_000);
});

describe('the last trick of a deal', () => {
  it('Doppelkopf at desktop width: the game\'s last trick lies ≥ 1.5 s before the summary; "Last trick" shows it after', async () => {
    const p = await person(env.browser, 'en-US', { width: 1280, height: 800 });
    const id = await openAndSit(env.app, p, 'Anna', { game: 'doppelkopf', seats: 4, name: 'Letzter', options: {}, bots: 3 }, '[data-testid="table-layout"]');
    const table = hostedOf(id);
    await recordTricks(p.page);
    const held: Held = { dealers: null };
    const shots = shootDealEnd(p.page, 'doppelkopf', () => dkSummary(p.page).waitFor(), held);
    await playGameByClicks(p.page);
    await dkSummary(p.page).waitFor();
    await shots;
    const final = finalTrick(table)!;
    expect(final.round).toBe(0);
    expect(final.cards).toHaveLength(4);
    const stay = await stayOf(p.page, final.cards);
    expect(stay, 'the last trick never lay complete on the table').not.toBeNull();
    expect(stay!).toBeGreaterThanOrEqual(1490);
    // While it lay there the seats still showed that game's dealer, not the next one's.
    expect(held.dealers).toEqual([dealerOf(table, final.round)]);
    // ... and the score sheet and the seats' totals did not have that game yet: first the trick goes to its winner, then the result.
    expect(held.sheet).toEqual({ games: 0, seatTotals: ['Σ 0', 'Σ 0', 'Σ 0', 'Σ 0'] });
    expect(await p.page.locator('[data-testid="score-sheet"] tbody tr[data-game]').count()).toBe(1);
    await p.page.click('[data-testid="next-game"]');
    await checkLastTrick(p, final, `Won by ${table.seats[final.winner]!.name}`);
    await screenshot(p.page, 'last-trick-doppelkopf-1280');
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 180_000);

  it('Dubbe at phone width (German): the round\'s last trick lies ≥ 1.5 s; "Letzter Stich" shows it after the round', async () => {
    const p = await person(env.browser, 'de-DE', { width: 390, height: 844 });
    const id = await openAndSit(env.app, p, 'Berta', { game: 'dubbe', seats: 4, name: 'Runde', options: { rounds: 4 }, bots: 3, botLevel: 'easy' }, '[data-testid="table-layout"]');
    const table = hostedOf(id);
    await recordTricks(p.page);
    const held: Held = { dealers: null };
    const shots = shootDealEnd(p.page, 'dubbe', () => p.page.locator('[data-testid="round-summary"]').waitFor(), held);
    await playRoundByClicks(p.page);
    await shots;
    const final = finalTrick(table)!;
    expect(final.round).toBe(0);
    expect(final.cards).toHaveLength(4);
    const stay = await stayOf(p.page, final.cards);
    expect(stay, 'the last trick never lay complete on the table').not.toBeNull();
    expect(stay!).toBeGreaterThanOrEqual(1490);
    // While it lay there the seats still showed that round's dealer, and the score sheet that round
    // as "this round" (not yet as a finished column beside the next round's empty one).
    expect(held.dealers).toEqual([dealerOf(table, final.round)]);
    expect(held.badgesOut, 'badges wider than their seat at 390 px').toEqual([]);
    const ended = (table.match!.view(null) as unknown as { score: { history: { plus: number[]; minus: number[] }[] } }).score.history[0]!;
    expect(held.board).toEqual({
      heads: ['Spieler', 'diese Runde', 'Summe'],
      now: ended.plus.map((plus, s) => `+${plus} −${ended.minus[s]}`),
    });
    await p.page.click('[data-testid="next-round"]');
    await checkLastTrick(p, final, `Gewonnen von ${table.seats[final.winner]!.name}`);
    expect(await p.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 180_000);

  it('Dobbm at desktop width: the deal\'s last trick lies ≥ 1.5 s before the summary, with nothing of the next deal (no call panel, that deal\'s calls); "Last trick" shows it after', async () => {
    const p = await person(env.browser, 'en-US', { width: 1280, height: 800 });
    const id = await openAndSit(env.app, p, 'Anna', { game: 'dobbm', seats: 4, name: 'Dobbm', options: { hands: 4 }, bots: 3 }, '[data-testid="table-layout"]');
    const table = hostedOf(id);
    await recordTricks(p.page);
    await recordHold(p.page);
    let final: FinalTrick | null = null;
    const held: Held = { dealers: null };
    // A deal everybody passed has no tricks: play on to one that was played.
    for (let deal = 0; deal < 4 && !final; deal++) {
      const before = finalTrick(table)?.round ?? null;
      const shots = before === null ? shootDealEnd(p.page, 'dobbm', () => dobbmSummary(p.page).waitFor(), held) : null;
      await playHandByClicks(p.page);
      await dobbmSummary(p.page).waitFor();
      if (finalTrick(table) && finalTrick(table)!.round !== before) { final = finalTrick(table); await shots; }
      else await p.page.click('[data-testid="next-hand"]');
    }
    expect(final).not.toBeNull();
    expect(final!.cards).toHaveLength(4);
    const stay = await stayOf(p.page, final!.cards);
    expect(stay, 'the last trick never lay complete on the table').not.toBeNull();
    expect(stay!).toBeGreaterThanOrEqual(1490);
    expect(held.dealers).toEqual([dealerOf(table, final!.round)]);
    // While it lay there: the ended deal's calls as they were while it was played; no call panel
    // of the next deal, not even within the update that began the hold (it would take the focus);
    // neither the Mußrunde button nor the next deal's Dobb.
    type E = { t: number; kind: string; words?: string };
    const log = await p.page.evaluate(() => (window as unknown as { holdLog: E[] }).holdLog);
    const hold = log.findIndex((e) => e.kind === 'hold');
    const release = log.findIndex((e, i) => i > hold && e.kind === 'release');
    expect(hold, 'the hold never began').toBeGreaterThanOrEqual(0);
    expect(release).toBeGreaterThan(hold);
    const playedCalls = log.slice(0, hold).filter((e) => e.kind === 'calls').at(-1)!.words;
    expect(playedCalls).not.toBe('');
    expect(log.slice(hold, release).filter((e) => e.kind === 'panel'), 'a call panel of the next deal during the hold').toEqual([]);
    expect([...new Set(log.slice(hold, release).filter((e) => e.kind === 'during').map((e) => e.words))]).toEqual([`${playedCalls}|||`]);
    // When the hold ends the log moves on to the next deal's calls.
    expect(log[release]!.words).not.toBe(playedCalls);
    await p.page.click('[data-testid="next-hand"]');
    await checkLastTrick(p, final!, `Won by ${table.seats[final!.winner]!.name}`);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 180_000);
});
