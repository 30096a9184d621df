import { describe, expect, it } from 'vitest';
import { browserAndApp, openAndSit, person, type Person } from './browser';

/**
 * Issue 26, motion: when a deal starts, card backs visibly go from the
 * dealer's seat to every seat that gets cards (not only my own hand dealt
 * in), short, never in the way of a tap, and not at all when the system
 * asks for reduced motion; a seat that sits the deal out (five at a
 * Doppelkopf table) gets none. The page records each flying card as it is
 * inserted (a MutationObserver): where its animation starts and ends
 * (sampled by setting the animation's time), against the seats' boxes.
 */
// Bots pause as at a real table: with none, a bot's first card can beat the table's own file to the page,
// and a deal already under way is rightly not dealt again.
const env = browserAndApp({ seed: 'deal-motion-e2e', bot: { delayMs: 600, raceMs: [150, 300] } });

interface Flight { from: number; to: number; start: { x: number; y: number }; end: { x: number; y: number }; endTime: number; pointer: string }
interface Seen { taps: { checked: number; blocked: string[] }; flights: Flight[]; seats: Record<number, { x: number; y: number }>; dealer: number | null; getting: number[]; out: number[]; trickAnimations: number[]; handAnimations: number }

/** In the page before it loads: records every `.deal-card` and `.trick-card` as it is inserted. */
function record(): void {
  const seen: Seen = { taps: { checked: 0, blocked: [] }, flights: [], seats: {}, dealer: null, getting: [], out: [], trickAnimations: [], handAnimations: -1 };
  (window as unknown as { __seen: Seen }).__seen = seen;
  const centre = (el: Element) => { const r = el.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; };
  /** While cards fly, each card of my hand and each decision button still takes a tap at its middle. */
  const taps = () => {
    if (!document.querySelector('.deal-card')) return;
    for (const b of document.querySelectorAll<HTMLElement>('.hand button.card-button, #table-decisions button')) {
      const c = centre(b);
      const hit = document.elementFromPoint(c.x, c.y);
      seen.taps.checked++;
      if (!hit || !(hit === b || b.contains(hit))) seen.taps.blocked.push(`${b.dataset.card ?? b.textContent} under ${hit?.className}`);
    }
    requestAnimationFrame(taps);
  };
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        for (const el of [node, ...node.querySelectorAll<HTMLElement>('.deal-card, .trick-card')]) {
          if (el.classList.contains('trick-card')) seen.trickAnimations.push(el.getAnimations().length);
          if (!el.classList.contains('deal-card')) continue;
          if (!seen.flights.length) requestAnimationFrame(taps);
          for (const s of document.querySelectorAll<HTMLElement>('[data-testid="seat"]')) {
            seen.seats[Number(s.dataset.seat)] = centre(s);
            if (s.querySelector('[data-testid="dealer"]')) seen.dealer = Number(s.dataset.seat);
            if (s.querySelector('[data-testid="card-count"]')) seen.getting.push(Number(s.dataset.seat));
            if (s.classList.contains('out')) seen.out.push(Number(s.dataset.seat));
          }
          const a = el.getAnimations()[0];
          if (!a) { seen.flights.push({ from: Number(el.dataset.from), to: Number(el.dataset.to), start: centre(el), end: centre(el), endTime: 0, pointer: getComputedStyle(el).pointerEvents }); continue; }
          const t = a.currentTime;
          const endTime = Number(a.effect!.getComputedTiming().endTime);
          a.pause();
          a.currentTime = Number(a.effect!.getComputedTiming().delay ?? 0);
          const start = centre(el);
          a.currentTime = endTime - 1;
          const end = centre(el);
          a.currentTime = t;
          a.play();
          seen.flights.push({ from: Number(el.dataset.from), to: Number(el.dataset.to), start, end, endTime, pointer: getComputedStyle(el).pointerEvents });
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

async function open(reduced: boolean, table: object, root: string): Promise<Person> {
  const p = await person(env.browser, 'en-US', { width: 1280, height: 800 });
  await p.page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' });
  await p.page.addInitScript(record);
  await openAndSit(env.app, p, 'Ada', table, root);
  // The deal's motion is short (well under a second): after it, the hand's own deal-in is over too.
  await p.page.waitForTimeout(1200);
  return p;
}

const seen = (p: Person) => p.page.evaluate(() => {
  const s = (window as unknown as { __seen: Seen }).__seen;
  s.handAnimations = [...document.querySelectorAll('.hand .card-button')].reduce((n, b) => n + b.getAnimations().length, 0);
  return s;
});
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

const TABLES = [
  { label: 'Doppelkopf', table: { game: 'doppelkopf', seats: 4, name: 'Deal Doko', options: { preset: 'standard' }, bots: 3 }, root: '.doppelkopf' },
  { label: 'Dubbe', table: { game: 'dubbe', seats: 4, name: 'Deal Dubbe', options: { rounds: 4 }, bots: 3 }, root: '.dubbe' },
  { label: 'Dobbm', table: { game: 'dobbm', seats: 4, name: 'Deal Dobbm', options: {}, bots: 3 }, root: '.dobbm' },
  // Five at the table: the seat that sits this deal out gets no cards, so no card flies to it.
  { label: 'Doppelkopf with 5', table: { game: 'doppelkopf', seats: 5, name: 'Deal Doko 5', options: { preset: 'standard' }, bots: 4 }, root: '.doppelkopf', out: 1 },
] as const;

describe('dealing to every seat (issue 26)', () => {
  for (const g of TABLES) {
    it(`${g.label}: card backs fly from the dealer to each seat, within a second, never catching a tap`, async () => {
      const p = await open(false, g.table, g.root);
      try {
        const s = await seen(p);
        expect(s.dealer).not.toBeNull();
        expect(s.flights.length).toBeGreaterThan(0);
        // Every seat that holds cards gets some, all from the dealer.
        expect(new Set(s.flights.map((f) => f.to))).toEqual(new Set(s.getting));
        // Who sits out (five at a Doppelkopf table): shown so, and no flight to that seat.
        const out = [...new Set(s.out)];
        expect(out.length).toBe('out' in g ? g.out : 0);
        for (const seat of out) expect(s.flights.filter((f) => f.to === seat), `flights to seat ${seat}, which sits out`).toEqual([]);
        for (const f of s.flights) {
          expect(f.from).toBe(s.dealer);
          expect(f.pointer).toBe('none');
          expect(f.endTime).toBeLessThan(1000);
          // It starts at the dealer's seat and ends at its own seat (nearer to it than to any other).
          const nearest = (pt: { x: number; y: number }) => Number(Object.entries(s.seats).sort((a, b) => dist(pt, a[1]) - dist(pt, b[1]))[0]![0]);
          expect(nearest(f.start), `flight to ${f.to} starts at the dealer`).toBe(s.dealer);
          expect(nearest(f.end), `flight to ${f.to} ends at its seat`).toBe(f.to);
        }
        // Taps while the cards fly: checked, and none caught by a flying card.
        expect(s.taps.checked).toBeGreaterThan(0);
        expect(s.taps.blocked).toEqual([]);
        expect(p.errors).toEqual([]);
      } finally {
        await p.context.close();
      }
    }, 60_000);
  }

  it('reduced motion: no card flies (no deal flight, no animation on the trick or the hand)', async () => {
    const p = await open(true, TABLES[0].table, TABLES[0].root);
    try {
      // Until a card is in the trick: a bot leads, or I do.
      for (let i = 0; i < 100 && !(await p.page.locator('.trick-card').count()); i++) {
        const healthy = p.page.locator('[data-testid="reserve-healthy"]');
        if (await healthy.count()) await healthy.click().catch(() => undefined);
        const card = p.page.locator('.hand button[data-playable="true"]').first();
        if (await card.count()) await card.click().catch(() => undefined);
        await p.page.waitForTimeout(100);
      }
      const s = await seen(p);
      expect(s.flights).toEqual([]);
      expect(s.trickAnimations.length).toBeGreaterThan(0);
      expect(s.trickAnimations.every((n) => n === 0)).toBe(true);
      expect(s.handAnimations).toBe(0);
      expect(p.errors).toEqual([]);
    } finally {
      await p.context.close();
    }
  }, 60_000);
});
