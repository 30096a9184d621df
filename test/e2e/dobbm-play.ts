import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { assertOnlyVisibleCards, focusPlayableCard, handCards } from './play-common';
import { screenshot } from './browser';

/** Helpers that play Dobbm through the page only, as a person would. */

export const summary = (page: Page) => page.locator('[data-testid="hand-summary"]');

/** What changes with every move at the table (or the hand summary opening). */
const signature = (page: Page) => page.evaluate(() => {
  const root = document.querySelector<HTMLElement>('.dobbm');
  return JSON.stringify([
    root?.dataset.phase, root?.dataset.round, root?.dataset.history, root?.dataset.tricks,
    document.querySelectorAll('[data-testid="call-log"] li').length,
    document.querySelectorAll('.hand button.card-button').length,
    document.querySelectorAll('[data-testid="trick"] li').length,
    document.querySelectorAll('[data-testid="hand-summary"]').length,
    document.querySelectorAll('[data-testid="refusal"]').length,
  ]);
});

async function afterMove(page: Page, before: string): Promise<void> {
  await expect.poll(() => signature(page), { timeout: 10_000 }).not.toBe(before);
}

const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return {
    inHand: !!el?.closest('.hand'),
    inCalls: !!el?.closest('.call-panel'),
    call: el?.dataset.call ?? null,
    card: el?.dataset.card ?? null,
    playable: el?.dataset.playable ?? null,
    usable: el?.classList.contains('playable') ?? false,
    chosen: el?.dataset.chosen ?? null,
    testid: el?.dataset.testid ?? null,
  };
});

export interface HandReport {
  cards: number;
  calls: string[];
  discarded: string[] | null;
  refusal: string | null;
  /** Whether this seat dealt and sat the hand out (five at the table). */
  holiday: boolean;
}

const emptyReport = (): HandReport => ({ cards: 0, calls: [], discarded: null, refusal: null, holiday: false });

/**
 * Until this hand's summary opens, by mouse: bid "i dob" when it is open (else Solo in the
 * Mußrunde, else pass), lay away the first allowed cards, give one Schwacher as a defender,
 * and play the first playable card.
 */
export async function playHandByClicks(page: Page, beforeCard?: () => Promise<void>): Promise<HandReport> {
  const report = emptyReport();
  for (;;) {
    // Checked before the summary: bots play a deal the person sits out while the last summary is
    // still open, so that deal may already be over (its summary showing) when this loop starts.
    if (await page.locator('[data-testid="holiday"]').count()) {
      if (!report.holiday) await screenshot(page, 'dobbm-five-holiday');
      report.holiday = true;
      // One look at the page: the deal may end, and the next be dealt, between two separate queries.
      const seen = await page.evaluate(() => ({
        holiday: document.querySelectorAll('[data-testid="holiday"]').length,
        summary: document.querySelectorAll('[data-testid="hand-summary"]').length,
        hand: document.querySelectorAll('.hand').length,
      }));
      // Sitting out, the page shows no hand to play from.
      if (seen.holiday > 0 && seen.summary === 0) expect(seen.hand).toBe(0);
    }
    if (await summary(page).count()) return report;
    const before = await signature(page);
    const calls = await page.locator('.call-panel button').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.call!));
    if (calls.length) {
      const phase = await page.locator('.dobbm').getAttribute('data-phase');
      const want = phase === 'bid' ? (calls.includes('dob') ? 'dob' : 'pass') : !report.calls.includes('double') && calls.includes('double') ? 'double' : 'pass';
      const pick = calls.includes(want) ? want : calls[0]!;
      if (await page.locator(`.call-panel button[data-call="${pick}"]`).click({ timeout: 3000 }).then(() => true, () => false)) {
        report.calls.push(pick);
        await afterMove(page, before);
      }
      continue;
    }
    if (await page.locator('[data-testid="discard"]').count()) {
      for (let i = 0; i < 4; i++) await page.locator('.hand button.playable:not(.chosen)').first().click();
      report.discarded = await page.locator('.hand button[data-chosen="true"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card!));
      expect(await page.locator('[data-testid="lig"]').getAttribute('data-allowed')).toBe('true');
      await page.click('[data-testid="lig"]');
      await afterMove(page, before);
      continue;
    }
    const playable = page.locator('.hand button[data-playable="true"]');
    if (await playable.count()) {
      await beforeCard?.();
      if (await playable.first().click({ timeout: 3000 }).then(() => true, () => false)) {
        report.cards++;
        await afterMove(page, before);
      }
      continue;
    }
    await page.waitForTimeout(25);
  }
}

/**
 * Until this hand's summary opens, by keyboard alone: the page must put the focus where the
 * next move is. Calls: Tab to "i dob" (or Solo) if offered, Enter. Laying away: arrows and Space,
 * then Enter on "I lig". Play: arrows and Enter; once a card the rules refuse is tried.
 */
export async function playHandByKeyboard(page: Page): Promise<HandReport> {
  const report = emptyReport();
  for (;;) {
    if (await summary(page).count()) return report;
    const before = await signature(page);
    const calls = await page.locator('.call-panel button').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.call!));
    if (calls.length) {
      await expect.poll(async () => (await focused(page)).inCalls || (await summary(page).count()) > 0, { timeout: 5000 }).toBe(true);
      if (await summary(page).count()) return report;
      const want = calls.includes('dob') ? 'dob' : calls.includes('solo') && !calls.includes('pass') ? 'solo' : calls[0]!;
      for (let i = 0; i < calls.length && (await focused(page)).call !== want; i++) await page.keyboard.press('Tab');
      expect((await focused(page)).call).toBe(want);
      await page.keyboard.press('Enter');
      report.calls.push(want);
      await afterMove(page, before);
      continue;
    }
    if (await page.locator('[data-testid="discard"]').count()) {
      await expect.poll(async () => (await focused(page)).inHand, { timeout: 5000 }).toBe(true);
      const n = await handCards(page).count();
      for (let chosen = 0; chosen < 4;) {
        for (let i = 0; i < n && !((await focused(page)).usable && (await focused(page)).chosen === 'false'); i++) await page.keyboard.press('ArrowRight');
        await page.keyboard.press('Space');
        chosen++;
      }
      // The fourth card moves the focus to "I lig".
      await expect.poll(async () => (await focused(page)).testid).toBe('lig');
      report.discarded = await page.locator('.hand button[data-chosen="true"]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card!));
      await page.keyboard.press('Enter');
      await afterMove(page, before);
      continue;
    }
    const n = await focusPlayableCard(page, summary(page), report);
    if (n === 'summary') return report;
    if (n === 'none') continue;
    const again = await signature(page);
    await page.keyboard.press('Enter');
    report.cards++;
    await afterMove(page, again);
  }
}

const CARD = /\b(?:herz|laub|eichel|schellen)-(?:sau|zehn|koenig|ober|unter|9|8|7|6)\b/g;

/**
 * Every card name in every frame the page received must be one this seat may see then: its
 * own hand (and so its legal moves), its own discard, cards played to tricks, and the
 * counted Dobb of finished hands. Returns how many state frames were checked.
 */
export function assertNoHiddenCards(frames: unknown[]): number {
  return assertOnlyVisibleCards(frames, CARD, (v) => [...(v.discard ?? []), ...(v.history ?? []).flatMap((h: { dobb?: string[] }) => h.dobb ?? [])]);
}
