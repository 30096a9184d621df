import { describe, expect, it } from 'vitest';
import { browserAndApp, openAndSit, person, screenshot } from './browser';

/**
 * Doppelkopf's hand names its groups ("Trumpf" / "Fehl") above each group's
 * first card. On a tall phone the hand goes to two rows and "Fehl" stands in
 * the gap between them: at 430×932 it was half covered by the first row's
 * "Karlchen" badge (a card's name badge hangs below the card) and its lower
 * part lay on the first row's cards. The seed `fehl-28` deals seat 0 a hand
 * whose Karlchen (clubs-J, first card) stands right above the first plain
 * card (the seventh: the first of the second row); found with the engine by
 * dealing seeds `fehl-0…` and looking at seat 0's hand (`view(0).hand`).
 */
const env = browserAndApp({ seed: 'fehl-28', bot: { delayMs: 0, raceMs: [400, 600] } });

const SIZES = [{ width: 430, height: 932 }, { width: 390, height: 844 }, { width: 1280, height: 800 }, { width: 1024, height: 640 }, { width: 360, height: 640 }];

describe("Doppelkopf's hand: the group names are not covered", () => {
  it('no "Trumpf"/"Fehl" label lies on a card or a card\'s badge, and each badge shows whole; in one row and in two, German and English', async () => {
    const p = await person(env.browser, 'de-DE', SIZES[0]);
    // No dealing motion: the cards lie where they stay.
    await p.page.emulateMedia({ reducedMotion: 'reduce' });
    await openAndSit(env.app, p, 'Hannelore', { game: 'doppelkopf', seats: 4, name: 'Fehl', bots: 3 }, '.doppelkopf .hand .group');
    // The seed's hand, as the engine deals it (else the test would not look at the case it was written for).
    expect(await p.page.locator('.hand button[data-card]').evaluateAll((b) => b.map((e) => e.getAttribute('data-card')))).toEqual(
      ['clubs-J', 'clubs-J', 'diamonds-J', 'diamonds-10', 'diamonds-9', 'diamonds-9', 'clubs-10', 'clubs-K', 'clubs-9', 'spades-9', 'hearts-A', 'hearts-K']);
    const problems: string[] = [];
    for (const lang of ['de', 'en'] as const) {
      await p.page.selectOption('[data-testid="language"]', lang);
      for (const size of SIZES) {
        await p.page.setViewportSize(size);
        await p.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const found = await p.page.evaluate(() => {
          const hand = document.querySelector('.doppelkopf .hand')!;
          const labels = [...hand.querySelectorAll<HTMLElement>('.group')];
          const rows = getComputedStyle(hand.querySelector('.cards')!).flexWrap === 'wrap' ? 2 : 1;
          // What lies under each label: the labels hidden, a grid of points over each label's box (exact for the fanned,
          // rotated cards of one row, where boxes would overlap though the cards do not).
          const boxes = labels.map((l) => ({ text: l.textContent, r: l.getBoundingClientRect() }));
          for (const l of labels) l.style.visibility = 'hidden';
          const hits = new Set<string>();
          for (const { text, r } of boxes) {
            for (let i = 0; i <= 6; i++) for (let j = 0; j <= 2; j++) {
              const under = document.elementFromPoint(r.left + 1 + ((r.width - 2) * i) / 6, r.top + 1 + ((r.height - 2) * j) / 2);
              const badge = under?.closest('.special');
              const card = under?.closest('button[data-card]');
              if (badge) hits.add(`"${text}" lies on the badge "${badge.textContent}"`);
              else if (card) hits.add(`"${text}" lies on the card ${card.getAttribute('data-card')}`);
            }
          }
          for (const l of labels) l.style.visibility = '';
          // Each badge shows whole: both ends along its text (not under the next card; in one row it stands upright
          // along the card's left edge: hanging below, the next card covered "Karlchen" from 26 px on at 360×640 and
          // from 45 px at 1024×640), and never on the card's corner index (the top 35 % of the card).
          for (const b of hand.querySelectorAll('.special')) {
            const r = b.getBoundingClientRect();
            const what = `the badge "${b.textContent}" of ${b.closest('button')?.getAttribute('data-card')}`;
            const ends = r.width >= r.height
              ? [[r.left + 2, r.top + r.height / 2], [r.right - 2, r.top + r.height / 2]]
              : [[r.left + r.width / 2, r.top + 2], [r.left + r.width / 2, r.bottom - 2]];
            for (const [x, y] of ends) if (document.elementFromPoint(x!, y!) !== b) hits.add(`${what} is covered`);
            const card = b.closest('.card')!.getBoundingClientRect();
            if (rows === 1 && r.top < card.top + 0.35 * card.height - 1) hits.add(`${what} lies on the corner index (its top ${Math.round(r.top - card.top)} px into a card ${Math.round(card.height)} px high)`);
          }
          return { rows, labels: labels.length, hits: [...hits] };
        });
        const at = `${lang} ${size.width}×${size.height}`;
        if (found.labels !== 2) problems.push(`${at}: ${found.labels} group labels`);
        for (const h of found.hits) problems.push(`${at} (${found.rows === 2 ? 'two rows' : 'one row'}): ${h}`);
        if (size.width <= 430) await screenshot(p.page, `hand-groups-${size.width}x${size.height}-${lang}`);
      }
    }
    expect(problems).toEqual([]);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 60_000);
});
