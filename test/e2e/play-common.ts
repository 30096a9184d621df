import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** Playing a card by keyboard, the same at every trick game's table. */

export const handCards = (page: Page) => page.locator('.hand button.card-button');

const handFocus = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return { inHand: !!el?.closest('.hand'), playable: el?.dataset.playable ?? null };
});

/**
 * Leaves the focus on a card that may be played, by arrow keys alone: the
 * page must have put the focus in the hand by itself. Once (while
 * `report.refusal` is null) a card the rules refuse is tried first: the host
 * refuses, the page says why, the hand keeps its cards. Returns the number
 * of cards in hand, 'summary' when the summary opened instead, or 'none'
 * (after a short wait) when no card may be played yet.
 */
export async function focusPlayableCard(page: Page, summary: Locator, report: { refusal: string | null }): Promise<number | 'summary' | 'none'> {
  const playable = await page.locator('.hand button[data-playable="true"]').count();
  if (playable === 0) {
    await page.waitForTimeout(25);
    return 'none';
  }
  await expect.poll(async () => (await handFocus(page)).inHand || (await summary.count()) > 0, { timeout: 5000 }).toBe(true);
  if (await summary.count()) return 'summary';
  const n = await handCards(page).count();
  if (report.refusal === null && playable < n) {
    for (let i = 0; i < n && (await handFocus(page)).playable !== 'false'; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="refusal"]').waitFor();
    report.refusal = await page.locator('[data-testid="refusal"]').innerText();
    expect(await handCards(page).count()).toBe(n);
  }
  for (let i = 0; i < n && (await handFocus(page)).playable !== 'true'; i++) await page.keyboard.press('ArrowRight');
  expect((await handFocus(page)).playable).toBe('true');
  return n;
}

/**
 * Every card name (`card`, a global pattern) in every frame the page
 * received must be one this seat may see at that moment: its hand, the
 * cards played to the trick and to earlier tricks (also the last trick of
 * the deal before), and what `alsoVisible`
 * adds for the game. Throws on the first hidden card; returns how many state
 * frames were checked.
 */
export function assertOnlyVisibleCards(frames: unknown[], card: RegExp, alsoVisible: (view: Record<string, any>) => Iterable<string>): number {
  let states = 0;
  for (const f of frames) {
    const text = JSON.stringify(f);
    const msg = f as { type?: string; view?: Record<string, any> | null };
    const v = msg.type === 'state' ? msg.view : null;
    const visible = new Set<string>();
    if (v) {
      states++;
      for (const c of v.hand ?? []) visible.add(c);
      for (const p of v.trick ?? []) visible.add(p.card);
      for (const t of v.tricks ?? []) for (const p of t.cards ?? []) visible.add(p.card);
      // The last trick of the deal before: played in public, it stays after the next deal.
      for (const p of v.finalTrick?.cards ?? []) visible.add(p.card);
      for (const c of alsoVisible(v)) visible.add(c);
    }
    for (const c of text.match(card) ?? []) {
      if (!visible.has(c)) throw new Error(`a frame shows ${c}, which this seat may not see: ${text.slice(0, 300)}`);
    }
  }
  return states;
}

/**
 * Clicks `selector` in the side panel: on a phone it is a drawer (issue 26), opened by ☰
 * for the click and closed again; on a wide screen it is a column beside the felt.
 */
export async function clickInSide(page: Page, selector: string): Promise<void> {
  const toggle = page.locator('[data-testid="side-toggle"]');
  const drawer = await toggle.isVisible();
  if (drawer) await toggle.click();
  await page.click(selector);
  if (drawer) await page.click('[data-testid="side-close"]');
}
