import { describe, expect, it } from 'vitest';
import { SYMBOLS } from '../../shared/games/dobble/symbols';
import type { DobbleView } from '../../shared/games/dobble';
import { browserAndApp, person, screenshot, type Person } from './browser';
import { changed, openSolo as openSoloAt, table } from './dobble-play';

// Easy bots (4–8 s to react): a person who finds every match at once wins nearly every card.
const env = browserAndApp({ seed: 'dobble-e2e', botLevel: 'easy' });
const openSolo = (p: Person, name: string, seats: number, miniGame: string, lockMs?: number) => openSoloAt(p.page, env.app.url, name, seats, miniGame, lockMs);

const german = new Map(SYMBOLS.map((s) => [s.id, s.de]));

describe('Dobble in the browser: a person against easy bots', () => {
  it('plays the Tower by clicks to the end; a wrong symbol locks for the chosen five seconds', async () => {
    const p = await person(env.browser, 'en-US');
    await openSolo(p, 'Ada', 2, 'tower', 5000);
    const hosted = env.app.hosted().at(-1)!;
    expect(hosted.table.options).toMatchObject({ miniGame: 'tower', lockMs: 5000 });
    expect(hosted.table.seats.map((s) => s.kind)).toEqual(['human', 'bot']);
    await screenshot(p.page, 'dobble-tower');

    // A wrong symbol first: one on my card that the middle card does not show.
    let now = await table(p.page);
    const wrong = now.search.find((s) => !now.targets[0]!.symbols.includes(s))!;
    await p.page.click(`.slot.search [data-symbol="${wrong}"]`);
    await p.page.waitForSelector('[data-testid="lock"]');
    expect(await p.page.locator('[data-testid="announce"]').innerText()).toBe(`${SYMBOLS.find((s) => s.id === wrong)!.en} is wrong – you are locked`);
    expect(await p.page.locator('[data-testid="lock"]').innerText()).toMatch(/^Locked: [2-5]\.\d s$/);
    expect(await p.page.locator('.players [data-testid="lock-badge"]').count()).toBe(1);
    await screenshot(p.page, 'dobble-tower-locked');
    const record = () => hosted.table.match!.record.rounds.at(-1)!.actions as unknown as { seat: number; symbol: string; at: number }[];
    expect(record().at(-1)).toMatchObject({ seat: 0, symbol: wrong });
    // Locked: a click names nothing.
    const mineInRecord = () => record().filter((a) => a.seat === 0).length;
    const claims = mineInRecord();
    await p.page.click(`.slot.target [data-symbol="${now.targets[0]!.symbols.find((s) => now.search.includes(s))}"]`, { force: true });
    await p.page.waitForTimeout(200);
    expect(mineInRecord()).toBe(claims);
    await p.page.waitForSelector('.dobble[data-locked="false"]', { timeout: 8000 });
    expect(await p.page.locator('[data-testid="lock"]').count()).toBe(0);

    let mine = 0;
    for (let guard = 0; guard < 200; guard++) {
      now = await table(p.page);
      if (now.phase !== 'play') break;
      const match = now.search.find((s) => now.targets[0]?.symbols.includes(s));
      if (!match) { await changed(p.page, now); continue; }
      await p.page.click(`.slot.target [data-symbol="${match}"]`);
      await changed(p.page, now);
      mine++;
    }
    await p.page.waitForSelector('[data-testid="winner"]');
    const v = hosted.table.match!.view(0) as unknown as DobbleView;
    expect(v.phase).toBe('over');
    const result = hosted.table.match!.results() as { rounds: { cards: number[] }[]; winners: number[] };
    expect(result.winners).toEqual([0]);
    expect(mine).toBeGreaterThan(40);
    expect(await p.page.locator('[data-testid="winner"]').innerText()).toBe('You win!');
    const rows = await p.page.locator('[data-testid="mini-game-result"] tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.querySelectorAll('td, th')].map((c) => c.textContent!.trim())));
    expect(rows[0]).toEqual(['1.', 'Ada', String(result.rounds[0]!.cards[0]), expect.stringMatching(/^\+\d+$/)]);
    await screenshot(p.page, 'dobble-tower-end');
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 180_000);

  it('plays Catch Them All in German at phone width by typing the first letters, with target numbers', async () => {
    const p = await person(env.browser, 'de-DE', { width: 390, height: 844 });
    await openSolo(p, 'Berta', 3, 'catchThemAll');
    const hosted = env.app.hosted().at(-1)!;
    await screenshot(p.page, 'dobble-catch-phone');
    // Touch-sized: every symbol button is at least 40 px across.
    const sizes = await p.page.locator('.slot button.symbol').evaluateAll((bs) => bs.map((b) => b.getBoundingClientRect().width));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(40);
    // The typing box has the focus from the start.
    expect(await p.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('symbol');

    let typed = 0;
    let numbered = 0;
    for (let guard = 0; guard < 200; guard++) {
      const now = await table(p.page);
      if (now.phase !== 'play') break;
      const hit = now.targets.map((tg) => ({ tg, s: tg.symbols.find((s) => now.search.includes(s)) })).find((x) => x.s);
      if (!hit) { await changed(p.page, now); continue; }
      const name = german.get(hit.s!)!;
      // Every other claim names its target by number first ("2 ka").
      const withNumber = typed % 2 === 1;
      const prefix = `${withNumber ? `${Number(hit.tg.target) + 1} ` : ''}${name.slice(0, 3)}`;
      await p.page.locator('input[name="symbol"]').fill(prefix);
      const first = await p.page.locator('[data-testid="candidates"] li.chosen').getAttribute('data-symbol', { timeout: 200 }).catch(() => null);
      // Several symbols on the table start so: the full name leaves one.
      if (first !== hit.s) await p.page.locator('input[name="symbol"]').fill(`${withNumber ? `${Number(hit.tg.target) + 1} ` : ''}${name}`);
      await p.page.keyboard.press('Enter');
      await changed(p.page, now);
      typed++;
      if (withNumber) numbered++;
    }
    await p.page.waitForSelector('[data-testid="winner"]');
    const actions = hosted.table.match!.record.rounds.at(-1)!.actions as unknown as { seat: number; target?: number }[];
    expect(actions.filter((a) => a.seat === 0 && a.target !== undefined).length).toBeGreaterThanOrEqual(numbered);
    expect(typed).toBeGreaterThan(30);
    const result = hosted.table.match!.results() as { winners: number[] };
    expect(result.winners).toEqual([0]);
    expect(await p.page.locator('[data-testid="winner"]').innerText()).toBe('Du gewinnst!');
    expect(await p.page.locator('[data-testid="mini-game-result"] h2').innerText()).toBe('Ergebnis: Raffgier');
    await screenshot(p.page, 'dobble-catch-end-phone');
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 180_000);

  it('Hot Potato at phone width: a tap on another player’s card sends my whole stack there', async () => {
    const p = await person(env.browser, 'en-US', { width: 390, height: 844 });
    await openSolo(p, 'Cleo', 4, 'hotPotato');
    const hosted = env.app.hosted().at(-1)!;
    const now = await table(p.page);
    expect(now.search).toHaveLength(8);
    expect(now.targets.map((x) => x.key)).toEqual(['seat1', 'seat2', 'seat3']);
    await screenshot(p.page, 'dobble-potato-phone');
    const hit = now.targets.map((tg) => ({ tg, s: tg.symbols.find((s) => now.search.includes(s)) })).find((x) => x.s)!;
    await p.page.click(`.slot.target[data-key="${hit.tg.key}"] [data-symbol="${hit.s}"]`);
    await changed(p.page, now);
    const v = hosted.table.match!.view(0) as unknown as DobbleView;
    const to = Number(hit.tg.target);
    expect(v.last).toMatchObject({ seat: 0, symbol: hit.s, target: to, ok: true });
    expect(v.pileSizes[0]).toBe(0);
    expect(v.pileSizes[to]).toBe(2);
    await p.page.waitForSelector('.dobble [data-testid="turn"]:has-text("You have no cards left")');
    expect(await p.page.locator('[data-testid="announce"]').innerText()).toBe(`You were first: ${SYMBOLS.find((s) => s.id === hit.s)!.en} on ${hosted.table.seats[to]!.name}`);
    expect(await p.page.locator('[data-testid="claim-box"]').count()).toBe(0);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 60_000);
});
