import type { Page } from 'playwright-core';

/**
 * A trick game's table at one window size, as a player sees it (issue 26):
 * the document does not scroll; every card of my hand and every button of
 * `panel` lies wholly in the window, its centre not covered; on a phone
 * (short side ≤ 430 px) those buttons are finger-sized (40 px); the status
 * line's facts and the table's name are not cut (a name of up to 16
 * letters). The game-specific checks of every moment are
 * test/e2e/one-screen.test.ts's; this one is for a panel of one moment.
 */
export const SIZES = [
  { width: 1280, height: 800 }, { width: 1366, height: 768 }, { width: 1024, height: 640 },
  { width: 390, height: 844 }, { width: 360, height: 640 }, { width: 844, height: 390 },
] as const;

/** Everything wrong now (empty: fine). Runs in the page: self-contained. `optional`: the panel may be absent (scripts/shots.ts). */
export function problems([panel, optional]: [string, boolean]): string[] {
  const out: string[] = [];
  const W = window.innerWidth;
  const H = window.innerHeight;
  const phone = Math.min(W, H) <= 430;
  const doc = document.scrollingElement ?? document.documentElement;
  if (doc.scrollHeight > H || doc.scrollWidth > W) out.push(`document scrolls: ${doc.scrollWidth}×${doc.scrollHeight}`);
  const name = (el: Element) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}[${(el as HTMLElement).dataset.card ?? (el as HTMLElement).dataset.testid ?? (el.textContent ?? '').trim().slice(0, 24)}]`;
  const inside = (el: Element) => {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) { out.push(`${name(el)} not shown`); return false; }
    if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5) {
      out.push(`${name(el)} not wholly in the window: ${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}`);
      return false;
    }
    return true;
  };
  const uncovered = (el: Element) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!hit || !(hit === el || el.contains(hit))) out.push(`${name(el)} covered by ${hit ? name(hit) : 'nothing'}`);
  };
  const modal = document.querySelector('[aria-modal="true"]');
  const box = document.querySelector(panel);
  if (!box && !optional) out.push(`${panel} not on the page`);
  else if (box && !modal && box.getBoundingClientRect().height > 0 && inside(box)) {
    for (const b of box.querySelectorAll<HTMLButtonElement>('button')) {
      if (b.disabled || !inside(b)) continue;
      uncovered(b);
      if (phone && b.getBoundingClientRect().height < 39.5) out.push(`${name(b)} too small to tap: ${Math.round(b.getBoundingClientRect().height)} px high`);
      if (b.scrollWidth > b.clientWidth + 1) out.push(`${name(b)} text cut: ${b.scrollWidth} > ${b.clientWidth}`);
    }
  }
  const cards = document.querySelectorAll('.hand button.card-button');
  if (!cards.length && !optional) out.push('no hand');
  for (const c of cards) if (inside(c) && !modal) uncovered(c);
  // The status line: each fact whole and in the window.
  for (const f of document.querySelectorAll('.game-frame > .status > *')) {
    if (!(f.textContent ?? '').trim()) continue;
    if (inside(f) && f.scrollWidth > f.clientWidth + 1) out.push(`status ${name(f)} cut: ${f.scrollWidth} > ${f.clientWidth}`);
  }
  const h1 = document.querySelector('.table-head h1');
  if (h1 && (h1.textContent ?? '').trim().length <= 16 && h1.scrollWidth > h1.clientWidth + 1) out.push(`the table's name "${h1.textContent}" cut: ${h1.scrollWidth} > ${h1.clientWidth}`);
  return out;
}

/** Waits for the layout after a resize and for what moves to come to rest (runs in the page). */
async function settle(): Promise<void> {
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  await Promise.race([
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
    pause(1500),
  ]);
}

/** Checks `panel` at every size in German and English; returns what is wrong ("size · lang: …"), and puts the first size back. */
export async function checkPanelAtSizes(page: Page, label: string, panel: string, shots?: (name: string) => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  const was = await page.locator('[data-testid="language"]').inputValue();
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const lang of ['de', 'en']) {
      await page.selectOption('[data-testid="language"]', lang);
      await page.evaluate(settle);
      const found = await page.evaluate(problems, [panel, false] as [string, boolean]);
      if (found.length) failures.push(`${label} · ${size.width}×${size.height} · ${lang}: ${found.slice(0, 5).join('; ')}${found.length > 5 ? ` (+${found.length - 5})` : ''}`);
      if (shots) await shots(`${label}-${size.width}x${size.height}-${lang}`);
    }
  }
  await page.selectOption('[data-testid="language"]', was);
  await page.setViewportSize(SIZES[0]);
  return failures;
}
