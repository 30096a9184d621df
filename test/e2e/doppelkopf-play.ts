import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { assertOnlyVisibleCards, focusPlayableCard, handCards } from './play-common';

/** Helpers that play Doppelkopf through the page only, as a person would. */

export const summary = (page: Page) => page.locator('[data-testid="game-summary"]');

const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return {
    inHand: !!el?.closest('.hand'),
    card: el?.dataset.card ?? null,
    playable: el?.dataset.playable ?? null,
    selected: el?.dataset.selected ?? null,
    testid: el?.dataset.testid ?? null,
    reservation: el?.dataset.reservation ?? null,
  };
});

async function waitForPlayed(page: Page, before: number): Promise<void> {
  await expect.poll(async () => (await summary(page).count()) > 0 || (await handCards(page).count()) < before, { timeout: 10_000 }).toBe(true);
}

/** Poverty by clicks: take it when asked; lay out / give back the first cards that make up the number. */
async function povertyByClicks(page: Page): Promise<boolean> {
  if (await page.locator('[data-testid="poverty-accept"]').count()) {
    await page.click('[data-testid="poverty-accept"]');
    await expect.poll(() => page.locator('[data-testid="poverty-accept"]').count()).toBe(0);
    return true;
  }
  const confirm = page.locator('[data-testid="poverty-confirm"]');
  if (!(await confirm.count())) return false;
  const cards = handCards(page);
  for (let i = 0; (await confirm.isDisabled()) && i < (await cards.count()); i++) {
    if ((await cards.nth(i).getAttribute('data-selected')) !== 'true') await cards.nth(i).click();
  }
  await confirm.click();
  await expect.poll(() => confirm.count(), { timeout: 10_000 }).toBe(0);
  return true;
}

export interface GameReport {
  cards: number;
  reserved: string | null;
  refusal: string | null;
}

/** Until the game's summary shows: healthy when asked, poverty handled, the first playable card, all by mouse. */
export async function playGameByClicks(page: Page): Promise<GameReport> {
  const report: GameReport = { cards: 0, reserved: null, refusal: null };
  for (;;) {
    if (await summary(page).count()) return report;
    const healthy = page.locator('[data-testid="reserve-healthy"]');
    const anyReservation = page.locator('[data-testid="reserve"] [data-reservation]');
    if (await anyReservation.count()) {
      const button = (await healthy.count()) ? healthy : anyReservation.first();
      report.reserved = await button.getAttribute('data-reservation');
      if (await button.click({ timeout: 3000 }).then(() => true, () => false)) {
        // A deal thrown in is dealt again at once: its summary shows beside the next deal's question.
        await expect.poll(async () => (await page.locator('[data-testid="reserve"]').count()) === 0 || (await summary(page).count()) > 0, { timeout: 10_000 }).toBe(true);
      }
      continue;
    }
    if (await povertyByClicks(page)) continue;
    const playable = page.locator('.hand button[data-playable="true"]');
    if (await playable.count()) {
      const before = await handCards(page).count();
      if (!(await playable.first().click({ timeout: 3000 }).then(() => true, () => false))) continue;
      await waitForPlayed(page, before);
      report.cards++;
      continue;
    }
    await page.waitForTimeout(25);
  }
}

/**
 * Until the game's summary shows, by keyboard alone: the page must put the
 * focus where the next move is (the reservation, the hand). Once, a card
 * that may not be played is tried, to read the rule's reason.
 */
export async function playGameByKeyboard(page: Page): Promise<GameReport> {
  const report: GameReport = { cards: 0, reserved: null, refusal: null };
  for (;;) {
    if (await summary(page).count()) return report;
    if (await page.locator('[data-testid="reserve"]').count()) {
      await expect.poll(async () => (await focused(page)).reservation !== null || (await summary(page).count()) > 0, { timeout: 5000 }).toBe(true);
      if (await summary(page).count()) return report;
      report.reserved = (await focused(page)).reservation;
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await page.locator('[data-testid="reserve"]').count()) === 0 || (await summary(page).count()) > 0, { timeout: 10_000 }).toBe(true);
      continue;
    }
    if (await povertyByClicks(page)) continue;
    const before = await focusPlayableCard(page, summary(page), report);
    if (before === 'summary') return report;
    if (before === 'none') continue;
    await page.keyboard.press('Enter');
    await waitForPlayed(page, before);
    report.cards++;
  }
}

const CARD = /\b(?:clubs|spades|hearts|diamonds)-(?:9|J|Q|K|10|A)\b/g;

/**
 * Every card name in every frame must be one this seat may see then: its
 * own hand, cards played, poverty cards shown to it, an open hand. Returns
 * how many state frames were checked.
 */
export function assertNoHiddenCards(frames: unknown[]): number {
  return assertOnlyVisibleCards(frames, CARD, (v) => [...(v.poverty?.cards ?? []), ...(v.openHand?.cards ?? [])]);
}
