import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { assertOnlyVisibleCards, focusPlayableCard, handCards } from './play-common';

/** Helpers that play Dubbe through the page only, as a person would. */

const summary = (page: Page) => page.locator('[data-testid="round-summary"]');

async function waitForCount(page: Page, selector: string, n: number): Promise<void> {
  await expect.poll(() => page.locator(selector).count(), { timeout: 10_000 }).toBe(n);
}

/** After playing a card: one card fewer, or (the last card) the round is over and the next one dealt. */
async function waitForPlayed(page: Page, before: number): Promise<void> {
  await expect.poll(async () => (await summary(page).count()) > 0 || (await handCards(page).count()) === before - 1, { timeout: 10_000 }).toBe(true);
}

const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return {
    inHand: !!el?.closest('.hand'),
    inTrump: !!el?.closest('.trump-picker'),
    card: el?.dataset.card ?? null,
    playable: el?.dataset.playable ?? null,
    testid: el?.dataset.testid ?? null,
  };
});

/** Until the round ends: declare trump and play the first playable card, all by mouse clicks. */
export async function playRoundByClicks(page: Page): Promise<{ cards: number }> {
  let cards = 0;
  for (;;) {
    if (await summary(page).count()) return { cards };
    const suits = page.locator('.trump-picker button');
    if (await suits.count()) {
      // The round may end (its summary covering the page) between looking and clicking: look again.
      if (!(await suits.first().click({ timeout: 3000 }).then(() => true, () => false))) continue;
      await waitForCount(page, '.trump-picker', 0);
      continue;
    }
    const playable = page.locator('.hand button[data-playable="true"]');
    if (await playable.count()) {
      const before = await handCards(page).count();
      // The round may end (bots are quick) between looking and clicking: the summary then covers the hand.
      const clicked = await playable.first().click({ timeout: 3000 }).then(() => true, () => false);
      if (!clicked) continue;
      await waitForPlayed(page, before);
      cards++;
      continue;
    }
    await page.waitForTimeout(25);
  }
}

export interface KeyboardReport {
  cards: number;
  /** Tricks collected as the Jammerlabbe's owner (black die). */
  collected: number;
  /** Whether this player grabbed a trick that was not theirs to take. */
  grabbed: boolean;
  /** The text shown when a card that may not be played was tried once. */
  refusal: string | null;
  declared: string | null;
}

/**
 * Until the round ends, by keyboard alone: the app must put focus where the
 * next move is (trump choice, hand); arrows choose a card, Enter plays it.
 * Once, a card that may not be played is tried, to see the rule's reason.
 */
/** `grabOnce`: this player's name; they reach once for a trick that is not theirs to collect. */
export async function playRoundByKeyboard(page: Page, opts: { grabOnce?: string } = {}): Promise<KeyboardReport> {
  const report: KeyboardReport = { cards: 0, collected: 0, grabbed: false, refusal: null, declared: null };
  for (;;) {
    if (await summary(page).count()) return report;
    // Read in one go: bots may collect any moment.
    const lying = await page.evaluate(() => {
      const b = document.querySelector<HTMLElement>('[data-testid="collect"]');
      return b ? { mine: b.dataset.mine === 'true', tricks: document.querySelector<HTMLElement>('.dubbe')!.dataset.tricks } : null;
    });
    if (lying) {
      const { tricks } = lying;
      if (lying.mine) {
        // Mine to collect: the button already has the focus.
        await expect.poll(async () => (await focused(page)).testid, { timeout: 5000 }).toBe('collect');
        await page.keyboard.press('Enter');
        report.collected++;
      } else if (opts.grabOnce && !report.grabbed) {
        // Reach for someone else's trick out of habit: the black die comes to me.
        // If a bot collected first, the host refused the grab: try again on a later trick.
        await page.locator('[data-testid="collect"]').click({ timeout: 300 }).catch(() => undefined);
        report.grabbed = await expect.poll(() => page.locator('[data-testid="black-die"]').innerText(), { timeout: 1000 })
          .toContain(opts.grabOnce).then(() => true, () => false);
        continue;
      } else {
        await page.waitForTimeout(25);
        continue;
      }
      await expect.poll(async () => (await summary(page).count()) > 0
        || (await page.locator('.dubbe').getAttribute('data-tricks')) !== tricks
        || (await page.locator('.dubbe').getAttribute('data-phase')) !== 'collect', { timeout: 10_000 }).toBe(true);
      continue;
    }
    if (await page.locator('.trump-picker button').count()) {
      // (The round may have ended just now: then the summary, not the next trump choice, has the focus.)
      await expect.poll(async () => (await focused(page)).inTrump || (await summary(page).count()) > 0).toBe(true);
      if (await summary(page).count()) return report;
      await page.keyboard.press('Tab');
      report.declared = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.suit ?? null);
      expect(report.declared).not.toBeNull();
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await page.locator('.trump-picker').count()) === 0 || (await page.locator('[data-testid="refusal"]').allInnerTexts()).join(), { timeout: 10_000 }).toBe(true);
      continue;
    }
    const before = await focusPlayableCard(page, summary(page), report);
    if (before === 'summary') return report;
    if (before === 'none') continue;
    await page.keyboard.press('Enter');
    await waitForPlayed(page, before);
    report.cards++;
  }
}

const CARD = /\b(?:blue|brown|yellow|green|red)-\d+\b/g;

/**
 * Every card name in every frame the page received must be one this seat
 * may see at that moment: its own hand, cards played to tricks, or the
 * dummy revealed after the round. Returns how many state frames were checked.
 */
export function assertNoHiddenCards(frames: unknown[]): number {
  return assertOnlyVisibleCards(frames, CARD, (v) => v.lastRound?.dummy ?? []);
}
