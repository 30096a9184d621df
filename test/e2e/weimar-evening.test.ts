import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../shared/engine/replay';
import { getGame } from '../../shared/games/registry';
import type { DoppelkopfView } from '../../shared/games/doppelkopf';
import { browserAndApp, openAndSit, person, screenshot, CALM } from './browser';
import { assertNoHiddenCards, playGameByClicks, summary } from './doppelkopf-play';

// Bots wait a little when the person could still say something (race); short here, the evening is long.
const env = browserAndApp({ seed: 'weimar-evening-e2e', bot: { delayMs: 0, raceMs: [40, 80] } });

interface Results {
  rounds: { type: string; scored: boolean; points: number[] }[];
  totals: { minus: number[] };
  evening: { closing: boolean; solos: number[]; pflicht: number | null };
  settlement: { seats: { place: number; cents: number }[] };
}

const euro = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;

describe('a Weimar evening through closing time to its end', () => {
  it('calls closing time, plays the Pflichtsolos, ends by itself and prints the sheet', async () => {
    const clara = await person(env.browser, 'de-DE', undefined, CALM);
    const { page } = clara;
    const id = await openAndSit(env.app, clara, 'Clara', { game: 'doppelkopf', seats: 4, name: 'Weimarer Abend', options: { preset: 'weimar' }, bots: 3 }, '.doppelkopf');
    const hosted = () => env.app.hosted().find((h) => h.table.id === id)!;
    const results = () => hosted().table.match!.results() as unknown as Results;
    const sheet = page.locator('[data-testid="evening-sheet"]');
    await sheet.waitFor();
    const names = await sheet.locator('[data-testid="evening-players"] tbody th').allInnerTexts();
    const me = names.indexOf('Clara');
    expect(me).toBeGreaterThanOrEqual(0);
    const pflichtNow = sheet.locator('[data-testid="pflicht-now"]');

    // 1. Closing time by the button, during the first game: it takes effect from the next deal.
    // It cannot be undone: the button asks once more, and "No" leaves everything as it was.
    await page.click('[data-evening="closingTime"]');
    await page.click('[data-testid="calls"] [data-confirm="no"]');
    await page.click('[data-evening="closingTime"]');
    expect(results().evening.closing).toBe(false);
    await page.click('[data-testid="calls"] [data-confirm="yes"]');
    await expect.poll(() => results().evening.closing).toBe(true);
    await expect.poll(() => page.locator('[data-evening="closingTime"]').count()).toBe(0);
    expect(await sheet.locator('.closing').first().innerText()).toBe('Feierabend ist angesagt: es werden die Pflichtsoli gespielt.');
    expect(await pflichtNow.count()).toBe(0);

    const reserve = page.locator('[data-testid="reserve"]');
    const pflichtGames: { name: string; type: string; scored: boolean }[] = [];
    let mine: string | null = null;
    for (let deal = 0; ; deal++) {
      expect(deal).toBeLessThan(16);
      // Every seat is asked for a reservation in every deal: wait for the person's turn.
      await expect.poll(() => reserve.count(), { timeout: 20_000 }).toBe(1);
      const view = hosted().table.match!.view(me) as unknown as DoppelkopfView;
      const pflicht = view.evening.pflicht;
      if (deal > 0) expect(pflicht).not.toBeNull();
      if (pflicht === null) {
        expect(await pflichtNow.count()).toBe(0);
      } else {
        expect(await pflichtNow.innerText()).toBe(`${names[pflicht]} muss jetzt das Pflichtsolo spielen`);
      }
      if (pflicht === me) {
        // 2. Only solos are offered, at once: no "Gesund", no Null.
        await reserve.locator('fieldset [data-reservation]').first().waitFor();
        expect(await reserve.locator('[data-testid="reserve-healthy"]').count()).toBe(0);
        expect(await reserve.locator('[data-testid="reserve-open"]').count()).toBe(0);
        const choices = await reserve.locator('[data-reservation]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.reservation!));
        expect(choices).toEqual(['soloMeatless', 'soloDullen', 'soloDiamonds', 'soloHearts', 'soloSpades', 'soloClubs', 'soloJacks', 'soloQueens', 'soloTrump']);
        const labels = await reserve.locator('[data-reservation]').allInnerTexts();
        expect(labels.join(' ')).not.toMatch(/Gesund|Null/);
        await screenshot(page, 'weimar-evening-pflichtsolo');
        // The highest solo: nobody can outrank it, so it is played.
        const trump = reserve.locator('[data-reservation="soloTrump"]');
        expect(await trump.innerText()).toBe('Trumpfsolo');
        await trump.click();
        await expect.poll(() => reserve.count(), { timeout: 10_000 }).toBe(0);
        // Rarely a bot asked earlier holds a Trumpfsolo too and wins the tie: then hers counts as played (I.3⑤).
        await expect.poll(() => page.locator('[data-testid="contract"]').innerText(), { timeout: 10_000 }).toMatch(/^Trumpfsolo von /);
      }
      const soloist = (hosted().table.match!.view(me) as unknown as DoppelkopfView).contract;
      const report = await playGameByClicks(page);
      const game = results().rounds.at(-1)!;
      if (pflicht !== null) pflichtGames.push({ name: names[pflicht]!, type: game.type, scored: game.scored });
      if (pflicht === me) {
        expect(game.type).toBe('soloTrump');
        const own = soloist?.kind === 'solo' && soloist.soloist === me;
        expect(report.cards).toBe(12);
        mine = own ? game.type : 'counted';
        expect(results().evening.solos[me]).toBeGreaterThanOrEqual(1);
      }
      const over = hosted().table.match!.status().phase === 'gameOver';
      await page.click('[data-testid="next-game"]');
      await expect.poll(() => summary(page).count()).toBe(0);
      if (over) break;
    }

    // 3. The evening ended by itself: everybody has a Pflichtsolo (own or a higher one by another), Clara her own.
    expect(['soloTrump', 'counted']).toContain(mine);
    const r = results();
    expect(r.evening.solos.every((k) => k >= 1)).toBe(true);
    expect(pflichtGames.filter((g) => g.scored).length).toBeLessThanOrEqual(4);
    await expect.poll(() => page.locator('[data-testid="turn"]').innerText()).toBe('Der Abend ist zu Ende');
    expect(await page.locator('.hand').count()).toBe(0);
    expect(await page.locator('[data-testid="calls"]').count()).toBe(0);
    expect(await pflichtNow.count()).toBe(0);
    // The sheet says so too (it is what gets printed), no longer that the Pflichtsolos are being played.
    expect(await sheet.locator('.closing').allInnerTexts()).toEqual(['Der Abend ist zu Ende']);
    const scored = r.rounds.filter((g) => g.scored).length;
    expect(await sheet.locator('.meta').innerText()).toContain(`${scored} Spiele gewertet`);
    expect(await page.locator('.status .round').innerText()).toBe(`Spiel ${scored} von 48`);
    expect(await sheet.locator('[data-col="owed"]').allInnerTexts()).toEqual(['–', '–', '–', '–']);

    // The sheet: minus points as in the record (and as the sum of its games), Olympic places, payments of at least 1 €.
    const minus = r.totals.minus;
    expect(minus).toEqual(names.map((_, s) => r.rounds.reduce((m, g) => m - g.points[s]!, 0)));
    expect(await sheet.locator('[data-col="minus"]').allInnerTexts()).toEqual(minus.map(String));
    const places = minus.map((m) => 1 + minus.filter((o) => o < m).length);
    expect(r.settlement.seats.map((x) => x.place)).toEqual(places);
    expect(await sheet.locator('[data-col="place"]').allInnerTexts()).toEqual(places.map((p) => `${p}.`));
    const pays = (await sheet.locator('[data-col="pays"]').allInnerTexts()).map((p) => p.replace(/\s/g, ' '));
    expect(pays).toEqual(r.settlement.seats.map((x) => euro(x.cents)));
    for (const x of r.settlement.seats) expect(x.cents).toBeGreaterThanOrEqual(100);
    expect(await sheet.locator('details.rate').getAttribute('open')).not.toBeNull();
    await screenshot(page, 'weimar-evening-end');

    // 4. Printing shows the sheet alone.
    await page.emulateMedia({ media: 'print' });
    const visibility = (sel: string) => page.locator(sel).first().evaluate((e) => getComputedStyle(e).visibility);
    expect(await visibility('[data-testid="evening-sheet"]')).toBe('visible');
    expect(await visibility('[data-testid="evening-players"]')).toBe('visible');
    expect(await visibility('[data-testid="evening-over"]')).toBe('visible');
    expect(await visibility('.doppelkopf > .status')).toBe('hidden');
    expect(await visibility('.doppelkopf .table-layout')).toBe('hidden');
    expect(await page.locator('[data-testid="print"]').isVisible()).toBe(false);
    await screenshot(page, 'weimar-evening-print');
    await page.emulateMedia({ media: 'screen' });

    // 5. The evening is exportable: the record downloads and `replay` scores it as the table did.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid="save-record"]')]);
    expect(download.suggestedFilename()).toBe(`stammtisch-doppelkopf-${id}.json`);
    const saved = JSON.parse(readFileSync((await download.path())!, 'utf8'));
    expect(replay(saved, getGame)).toEqual({ ok: true, ...JSON.parse(JSON.stringify(results())) });

    // 6. No frame showed Clara a card she may not see.
    expect(assertNoHiddenCards(clara.frames)).toBeGreaterThan(50);
    expect(clara.errors).toEqual([]);
  }, 150_000);
});
