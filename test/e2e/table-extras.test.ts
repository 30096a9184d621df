import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Table } from '../../src-main/host/table';
import { browserAndApp, openAndSit, person, screenshot, type Person } from './browser';
import { handCards } from './play-common';

/**
 * The table's smaller promises, in a real browser: a take-back asked of the
 * other person at the table (agreed, refused), card sounds (off until
 * turned on), plurals, and lobby drop-downs that show their whole text.
 */
const env = browserAndApp({ seed: 'table-extras-e2e' });
const hostedOf = (id: string): Table => env.app.hosted().find((h) => h.table.id === id)!.table;
type DubbeHost = { trick: { seat: number; card: string }[]; awaiting: number[]; phase: string };
const hostView = (t: Table) => t.match!.view(null) as unknown as DubbeHost;

/** Counts the tones the page starts (WebAudio oscillators), from before its first script. */
async function countTones(p: Person): Promise<void> {
  await p.page.addInitScript(() => {
    const w = window as unknown as { tones: number; AudioContext?: typeof AudioContext };
    w.tones = 0;
    const proto = w.AudioContext?.prototype;
    if (!proto) return;
    const make = proto.createOscillator;
    proto.createOscillator = function (this: AudioContext) { w.tones++; return make.call(this); };
  });
}
const tones = (page: Page) => page.evaluate(() => (window as unknown as { tones: number }).tones);

/** Names trump if asked, and plays the first playable card if `play` (by clicks). */
async function step(page: Page, play: boolean): Promise<void> {
  const suit = page.locator('.trump-picker button').first();
  if (await suit.count()) await suit.click({ timeout: 2000 }).catch(() => undefined);
  if (!play) return;
  const card = page.locator('.hand button[data-playable="true"]').first();
  if (await card.count()) await card.click({ timeout: 2000 }).catch(() => undefined);
}

/**
 * Until Anna (seat 0) may play a card that does not complete the trick: Berta
 * (seat 1) plays when it is her turn, Anna only when her card would end it.
 */
async function untilAnnaLeadsOrFollows(table: Table, anna: Page, berta: Page): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const v = hostView(table);
    if (v.phase === 'play' && v.awaiting[0] === 0 && v.trick.length < 2 && (await anna.locator('.hand button[data-playable="true"]').count())) return;
    await step(anna, v.phase === 'trump' || (v.awaiting[0] === 0 && v.trick.length === 2));
    await step(berta, v.awaiting[0] === 1);
    await anna.waitForTimeout(60);
  }
  throw new Error('Anna never came to play a card that leaves the trick open');
}

describe('table extras', () => {
  it('take-back with two people: Berta sees the question, agrees (the card comes back), then refuses (it stays); card sounds only once turned on', async () => {
    const anna = await person(env.browser, 'en-US', { width: 1280, height: 800 });
    const berta = await person(env.browser, 'de-DE', { width: 390, height: 844 });
    await countTones(anna);
    const id = await openAndSit(env.app, anna, 'Anna', { game: 'dubbe', seats: 3, name: 'Zwei', options: { rounds: 3 }, bots: 1, botLevel: 'easy', botPace: 'fast' }, '.table-screen');
    await berta.page.goto(env.app.url);
    await berta.page.fill('input[name="playerName"]', 'Berta');
    await berta.page.click(`[data-testid="rejoin-${id}"]`);
    await berta.page.locator('[data-testid="table-layout"]').waitFor();
    await anna.page.locator('[data-testid="table-layout"]').waitFor();
    const table = hostedOf(id);
    expect(table.seats.map((s) => s.name)).toEqual(['Anna', 'Berta', 'Bot 3']);

    expect(await anna.page.locator('[data-testid="card-sounds"]').isChecked()).toBe(false);
    for (const answer of ['agree', 'refuse'] as const) {
      await untilAnnaLeadsOrFollows(table, anna.page, berta.page);
      const before = await handCards(anna.page).count();
      const card = await anna.page.locator('.hand button[data-playable="true"]').first().getAttribute('data-card');
      await anna.page.locator('.hand button[data-playable="true"]').first().click();
      await expect.poll(() => handCards(anna.page).count()).toBe(before - 1);
      await expect.poll(() => hostView(table).trick.some((p) => p.seat === 0 && p.card === card)).toBe(true);
      // Anna asks; Berta is asked (in German) and answers.
      await anna.page.click('[data-testid="take-back"]');
      await anna.page.locator('[data-testid="take-back-waiting"]').waitFor();
      const ask = berta.page.locator('[data-testid="take-back-ask"]');
      await ask.waitFor();
      expect(await ask.innerText()).toContain('Anna');
      if (answer === 'agree') await screenshot(berta.page, 'take-back-ask-390');
      await berta.page.click(`[data-testid="take-back-${answer}"]`);
      await expect.poll(() => ask.count()).toBe(0);
      await expect.poll(() => anna.page.locator('[data-testid="take-back-waiting"]').count()).toBe(0);
      if (answer === 'agree') {
        await expect.poll(() => handCards(anna.page).count()).toBe(before);
        expect(await anna.page.locator(`.hand button[data-card="${card}"]`).count()).toBe(1);
        expect(hostView(table).trick.some((p) => p.seat === 0)).toBe(false);
      } else {
        await anna.page.waitForTimeout(300);
        expect(await handCards(anna.page).count()).toBe(before - 1);
        expect(hostView(table).trick.some((p) => p.seat === 0 && p.card === card)).toBe(true);
      }
    }

    // Card sounds are off by default: cards were played, no tone.
    const played = table.match!.record.rounds.flatMap((r) => r.actions).filter((a) => (a as { type: string }).type === 'play').length;
    expect(played).toBeGreaterThan(0);
    expect(await tones(anna.page)).toBe(0);
    // Turned on, the next card played is heard.
    await anna.page.locator('[data-testid="card-sounds"]').check();
    const heard = await tones(anna.page);
    for (let i = 0; i < 200 && (await tones(anna.page)) === heard; i++) {
      const v = hostView(table);
      await step(anna.page, v.awaiting[0] === 0);
      await step(berta.page, v.awaiting[0] === 1);
      await anna.page.waitForTimeout(60);
    }
    expect(await tones(anna.page)).toBeGreaterThan(heard);
    // Remembered in this browser.
    await anna.page.reload();
    await anna.page.locator('[data-testid="card-sounds"]').waitFor();
    expect(await anna.page.locator('[data-testid="card-sounds"]').isChecked()).toBe(true);
    expect(anna.errors).toEqual([]);
    expect(berta.errors).toEqual([]);
    await anna.context.close();
    await berta.context.close();
  }, 180_000);

  for (const [locale, width, one, two] of [['en-US', 1280, 'a table with you and 1 bot.', 'a table with you and 2 bots.'], ['de-DE', 390, 'ein Tisch mit dir und 1 Bot.', 'ein Tisch mit dir und 2 Bots.']] as const) {
    it(`lobby (${locale}, ${width} px): "${one}" / "${two}"; no drop-down cuts its text, for every game`, async () => {
      const p = await person(env.browser, locale, { width, height: 844 });
      await p.page.goto(env.app.url);
      const form = p.page.locator('[data-testid="host-form"]');
      await form.waitFor();
      const hint = form.locator('p.hint').last();
      await form.locator('select[name="game"]').selectOption('dubbe');
      await form.locator('select[name="seats"]').selectOption('2');
      expect(await hint.innerText()).toContain(one);
      await form.locator('select[name="seats"]').selectOption('3');
      expect(await hint.innerText()).toContain(two);

      for (const game of await form.locator('select[name="game"] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))) {
        await form.locator('select[name="game"]').selectOption(game);
        // Each select must be wide enough for its longest option (text, padding and the arrow).
        // Every select of the lobby page: the host form's and the language switch.
        const cut = await p.page.evaluate(() => [...document.querySelectorAll('select')].flatMap((sel) => {
          const cs = getComputedStyle(sel);
          const probe = document.createElement('span');
          probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${cs.font};letter-spacing:${cs.letterSpacing}`;
          document.body.append(probe);
          const widest = Math.max(...[...sel.options].map((o) => { probe.textContent = o.text; return probe.getBoundingClientRect().width; }));
          probe.remove();
          const room = sel.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 18;
          // (A measure that failed would read as nothing to fit: say so instead.)
          if (!(widest > 4 && room > 0)) return [`${sel.name}: could not measure (${widest}, ${room})`];
          return widest > room ? [`${sel.name || sel.getAttribute('aria-label')}: ${Math.round(widest)} px of text in ${Math.round(room)} px`] : [];
        }));
        expect(cut, `${game} at ${width} px`).toEqual([]);
      }
      await screenshot(p.page, `lobby-host-form-${width}`);
      expect(p.errors).toEqual([]);
      await p.context.close();
    }, 60_000);
  }
});
