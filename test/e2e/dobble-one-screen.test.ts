import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAndApp, openAndSit, person, screenshot } from './browser';
import { openSolo } from './dobble-play';

// Easy bots (4–8 s to react): the table stands still long enough to measure each size.
const env = browserAndApp({ seed: 'dobble-one-screen', botLevel: 'easy' });

const SIZES = [
  { width: 1280, height: 800 }, { width: 1366, height: 768 }, { width: 1024, height: 640 },
  { width: 390, height: 844 }, { width: 360, height: 640 }, { width: 844, height: 390 },
];

/**
 * What a player meets at this size: scrolling, cards and symbols out of view, covered or too small to tap.
 * Measured the moment `n` cards are dealt, in the same task that sees them: a bot's claim between a wait
 * and a later look took a card away (seen at 844×390 on a loaded machine: 3 of 4 cards measured).
 */
async function measure(page: Page, n: number) {
  return page.evaluate(async (n) => {
    const count = () => document.querySelectorAll('.slot.search .dobble-card, .slot.target .dobble-card').length;
    // A bot's claim (4–8 s, later on a busy machine) moves the cards for a moment: measure with all of them dealt.
    // (In Hot Potato a bot that passed its stack has no card until the sub-round ends: 14 s seen on a quiet machine.)
    for (const t0 = performance.now(); count() !== n && performance.now() - t0 < 40_000;) await new Promise((r) => setTimeout(r, 20));
    const W = innerWidth;
    const H = innerHeight;
    const doc = document.scrollingElement!;
    const inView = (r: DOMRect) => r.left >= -0.5 && r.top >= -0.5 && r.right <= W + 0.5 && r.bottom <= H + 0.5;
    const problems: string[] = [];
    if (doc.scrollHeight > H + 1 || doc.scrollWidth > W + 1) problems.push(`scrolls: ${doc.scrollWidth}x${doc.scrollHeight} in ${W}x${H}`);
    const cards = [...document.querySelectorAll<HTMLElement>('.slot.search .dobble-card, .slot.target .dobble-card')];
    for (const c of cards) if (!inView(c.getBoundingClientRect())) problems.push(`card ${c.dataset.card} out of view`);
    let smallest = Infinity;
    for (const b of document.querySelectorAll<HTMLElement>('.slot.search button.symbol, .slot.target button.symbol')) {
      const r = b.getBoundingClientRect();
      smallest = Math.min(smallest, r.width, r.height);
      if (!inView(r)) { problems.push(`symbol ${b.dataset.symbol} out of view`); continue; }
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      if (!hit || !b.contains(hit)) problems.push(`symbol ${b.dataset.symbol} covered by ${hit?.className}`);
    }
    const search = document.querySelector('.slot.search .dobble-card')?.getBoundingClientRect();
    return { problems, smallest, search: search ? Math.round(search.width) : 0, cards: cards.length };
  }, n);
}

describe('the symbol game fills one screen at every size', () => {
  // Tower: my card and the middle; Hot Potato: four players' cards; Catch Them All: the middle and outer cards.
  for (const [miniGame, seats] of [['tower', 2], ['hotPotato', 4]] as const) {
    it(`${miniGame} with ${seats} players`, async () => {
      const p = await person(env.browser, 'de-DE');
      await openSolo(p.page, env.app.url, 'Ada', seats, miniGame);
      const seen: string[] = [];
      for (const size of SIZES) {
        await p.page.setViewportSize(size);
        // The side panel becomes a drawer below 1000 px: let it settle.
        await p.page.waitForTimeout(450);
        const m = await measure(p.page, seats);
        await screenshot(p.page, `dobble-${miniGame}-${size.width}x${size.height}`);
        const where = `${size.width}x${size.height}`;
        seen.push(`${where}: search ${m.search}px, smallest symbol ${Math.round(m.smallest)}px`);
        expect(m.problems, where).toEqual([]);
        expect(m.cards, where).toBe(seats === 2 ? 2 : seats);
        // A fingertip: 44 px where two cards share the screen, 40 px among four.
        expect(m.smallest, where).toBeGreaterThanOrEqual(seats === 2 ? 44 : 40);
      }
      console.log(`${miniGame}:\n${seen.join('\n')}`);
      expect(p.errors).toEqual([]);
      await p.context.close();
    }, 300_000);
  }

  /** What scrolls sideways, and each player's chip: in the window, nothing cut, the full name there (runs in the page). */
  function chips(): string[] {
    const problems: string[] = [];
    const label = (e: Element) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`;
    const doc = document.scrollingElement!;
    if (doc.scrollWidth > innerWidth || doc.scrollHeight > innerHeight) problems.push(`the document scrolls: ${doc.scrollWidth}x${doc.scrollHeight}`);
    for (const e of document.querySelectorAll('body *')) {
      const o = getComputedStyle(e).overflowX;
      if ((o === 'auto' || o === 'scroll') && e.scrollWidth > e.clientWidth + 1) problems.push(`${label(e)} scrolls sideways: ${e.scrollWidth} > ${e.clientWidth}`);
    }
    const names = [...document.querySelectorAll<HTMLElement>('.dobble .players li')];
    if (names.length !== 8) problems.push(`${names.length} chips, not 8`);
    for (const li of names) {
      const r = li.getBoundingClientRect();
      const name = li.title;
      if (r.left < -0.5 || r.right > innerWidth + 0.5 || r.top < -0.5 || r.bottom > innerHeight + 0.5) problems.push(`chip ${name} not wholly in the window`);
      // (Words kept only for screen readers are a pixel wide: not cut, out of sight.)
      for (const part of [li, ...li.querySelectorAll<HTMLElement>('*')]) {
        if (part.getBoundingClientRect().width <= 1) continue;
        if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible') problems.push(`chip ${name}: ${label(part)} cut`);
      }
      const full = `${li.title} ${li.getAttribute('aria-label') ?? ''} ${li.textContent}`;
      if (!/Hannelore-Sophie|Bot \d/.test(full)) problems.push(`chip "${li.textContent}" does not name its player`);
      if (!/Punkte: \d+|\d+ P/.test(full)) problems.push(`chip "${li.textContent}" does not say the points`);
    }
    return problems;
  }

  it('eight players in a tournament on a phone: every chip readable, nothing scrolls sideways', async () => {
    const p = await person(env.browser, 'de-DE', { width: 360, height: 640 });
    await openAndSit(env.app, p, 'Hannelore-Sophie', { game: 'dobble', seats: 8, name: 'Achterrunde', options: {}, bots: 7, botLevel: 'easy' }, '.dobble[data-phase="play"]');
    const found: Record<string, string[]> = {};
    for (const size of [{ width: 360, height: 640 }, { width: 390, height: 844 }, { width: 844, height: 390 }]) {
      await p.page.setViewportSize(size);
      await p.page.waitForTimeout(450);
      await p.page.waitForFunction(() => document.querySelectorAll('.slot.search .dobble-card, .slot.target .dobble-card').length >= 2, null, { timeout: 15_000 });
      found[`${size.width}x${size.height}`] = await p.page.evaluate(chips);
      await screenshot(p.page, `dobble-chips-${size.width}x${size.height}`);
    }
    expect(found).toEqual({ '360x640': [], '390x844': [], '844x390': [] });
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 60_000);
});
