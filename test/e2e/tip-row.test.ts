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

/**
 * The Tip's hit area on a phone (runs in the page): through its middle, 40 px across and 40 px down are the button (on a
 * phone held sideways it is 22 px high: the hit area reaches beyond it, a transparent ::after), and it takes no tap from
 * another control: no point of another button, link or field goes to the Tip.
 */
function tipHitArea(): string[] {
  const problems: string[] = [];
  const b = document.querySelector<HTMLButtonElement>('[data-testid="tip-button"]')!;
  const r = b.getBoundingClientRect();
  const x = r.left + r.width / 2;
  const y = r.top + r.height / 2;
  const mine = (px: number, py: number) => { const hit = document.elementFromPoint(px, py); return !!hit && b.contains(hit); };
  // The run of points (1 px apart) through the middle that a tap on would reach the Tip.
  const run = (dx: number, dy: number) => {
    let lo = 0;
    let hi = 0;
    while (lo > -60 && mine(x + (lo - 1) * dx, y + (lo - 1) * dy)) lo--;
    while (hi < 60 && mine(x + (hi + 1) * dx, y + (hi + 1) * dy)) hi++;
    return hi - lo + 1;
  };
  const size = `the button ${Math.round(r.width)}×${Math.round(r.height)} px`;
  if (!mine(x, y)) problems.push('a tap on the Tip\'s middle misses it');
  else {
    const across = run(1, 0);
    const down = run(0, 1);
    if (across < 40) problems.push(`the Tip takes taps ${across} px across (${size})`);
    if (down < 40) problems.push(`the Tip takes taps ${down} px down (${size})`);
  }
  const controls = [...document.querySelectorAll<HTMLElement>('button, a[href], select, input, summary')]
    .filter((e) => e !== b && !b.contains(e) && e.getBoundingClientRect().width > 0);
  for (const c of controls) {
    const o = c.getBoundingClientRect();
    for (let i = 0; i <= 4; i++) for (let j = 0; j <= 4; j++) {
      const hit = document.elementFromPoint(o.left + 1 + ((o.width - 2) * i) / 4, o.top + 1 + ((o.height - 2) * j) / 4);
      if (hit && b.contains(hit)) { problems.push(`the Tip takes taps from ${c.tagName} "${c.textContent?.trim() || c.title}"`); i = j = 5; }
    }
  }
  return problems;
}

describe('the Tip button takes no row of its own on a 360×640 phone, and is a 40 px target on a phone either way', () => {
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
      // A fingertip's target, there and on a phone held sideways (where the button is 22 px high), taking no more room.
      for (const size of [{ width: 360, height: 640 }, { width: 844, height: 390 }]) {
        await p.page.setViewportSize(size);
        await p.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        for (const x of await p.page.evaluate(tipHitArea)) problems.push(`${size.width}×${size.height}: ${x}`);
        if (size.height === 390) {
          const h = await p.page.locator('[data-testid="tip-button"]').evaluate((b) => b.getBoundingClientRect().height);
          if (h > 24) problems.push(`844×390: the Tip button is ${h} px high (22 before its hit area grew)`);
          await screenshot(p.page, `tip-row-${table.game}-844x390`);
        }
      }
      expect(problems).toEqual([]);
      expect(p.errors).toEqual([]);
      await p.context.close();
    }, 60_000);
  }
});
