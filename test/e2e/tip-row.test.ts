import { describe, expect, it } from 'vitest';
import { browserAndApp, openAndSit, person, screenshot } from './browser';
import { problems as fit } from './table-fit';

/**
 * Issue 26: on a 360×640 phone the "Tipp" button took a row of its own
 * under a question (Dubbe's trump, Doppelkopf's reservation, Dobbm's bid),
 * costing the felt its height. In every trick game it now shares a row
 * with something else, is in the window, uncovered, and keeps its word
 * for screen readers and as its title. (The seed lets seat 0 name Dubbe's
 * first trump; reservations and bids are asked of every seat.)
 */
const env = browserAndApp({ seed: 'shots-dubbe-4', bot: { delayMs: 0, raceMs: [40, 80] } });

const TABLES = [
  { game: 'dubbe', seats: 4, name: 'Tipp Dubbe', options: { rounds: 4 }, bots: 3, root: '.dubbe', question: '.trump-picker button[data-suit]' },
  { game: 'doppelkopf', seats: 4, name: 'Tipp Doko', options: { preset: 'standard' }, bots: 3, root: '.doppelkopf', question: '[data-testid="reserve"] button' },
  { game: 'dobbm', seats: 4, name: 'Tipp Dobbm', options: {}, bots: 3, root: '.dobbm', question: '.call-panel button[data-call]' },
];

/** Where the Tip button stands (runs in the page). */
function tipPlace(): string[] {
  const problems: string[] = [];
  const doc = document.scrollingElement!;
  if (doc.scrollHeight > innerHeight || doc.scrollWidth > innerWidth) problems.push(`the document scrolls: ${doc.scrollWidth}x${doc.scrollHeight}`);
  const b = document.querySelector<HTMLButtonElement>('[data-testid="tip-button"]');
  if (!b) return [...problems, 'no Tip button'];
  const r = b.getBoundingClientRect();
  if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight || r.width === 0) problems.push(`Tip not wholly in the window: ${Math.round(r.left)},${Math.round(r.top)} → ${Math.round(r.right)},${Math.round(r.bottom)}`);
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (!hit || !b.contains(hit)) problems.push(`Tip covered by ${hit?.tagName}.${hit?.className}`);
  // Its word for screen readers and as its title.
  if (!/Tipp/.test(b.textContent ?? '') && !/Tipp/.test(b.getAttribute('aria-label') ?? '')) problems.push(`Tip has no word: "${b.textContent}"`);
  if (!/Tipp/.test(b.title)) problems.push(`Tip has no title: "${b.title}"`);
  // Shares its row: a fact of the status line, the felt or another control (not a box around it) stands beside it, a third of its height or more.
  const others = [...document.querySelectorAll('.game-frame > .status > *'), document.querySelector('.felt'), ...document.querySelectorAll('.game-frame button')]
    .filter((e): e is Element => !!e && e !== b && !b.contains(e) && !e.contains(b) && e.getBoundingClientRect().height > 0);
  const row = others.filter((e) => { const o = e.getBoundingClientRect(); return Math.min(o.bottom, r.bottom) - Math.max(o.top, r.top) >= r.height / 3; });
  if (!row.length) problems.push(`Tip has a row of its own at y ${Math.round(r.top)}–${Math.round(r.bottom)}`);
  return problems;
}

describe('the Tip button takes no row of its own on a 360×640 phone', () => {
  for (const table of TABLES) {
    it(`${table.game}: with a question open`, async () => {
      const p = await person(env.browser, 'de-DE', { width: 360, height: 640 });
      const { root, question, ...body } = table;
      await openAndSit(env.app, p, 'Hannelore', body, root);
      await p.page.locator(question).first().waitFor({ timeout: 20_000 });
      await p.page.locator('[data-testid="tip-button"]:not([disabled])').waitFor({ timeout: 10_000 });
      // Measured at rest: a question's buttons come in with a short animation.
      await p.page.evaluate(() => Promise.race([
        Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
        new Promise((r) => setTimeout(r, 1500)),
      ]));
      // And what the one-screen check finds (the status line's facts, the question's buttons, the hand).
      const problems = [...await p.page.evaluate(tipPlace), ...await p.page.evaluate(fit, ['.game-frame .decisions', false] as [string, boolean])];
      await screenshot(p.page, `tip-row-${table.game}`);
      expect(problems).toEqual([]);
      expect(p.errors).toEqual([]);
      await p.context.close();
    }, 60_000);
  }
});
