import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import vue from '@vitejs/plugin-vue';
import { browserAndApp, CALM, openAndSit, person, screenshot, type Person } from './browser';

/**
 * The decks (issue 26): a sheet of every card of every deck at 40 px and
 * 90 px wide (built from test/e2e/card-sheet, a test page), and the
 * Doppelkopf table's own deck setting: German-suited on request, the names
 * follow, a reload keeps it.
 */
const env = browserAndApp({ seed: 'decks-e2e' });
const root = fileURLToPath(new URL('../..', import.meta.url));
const sheetOut = join(root, 'out/card-sheet');
let server: Server;
let sheetUrl = '';

beforeAll(async () => {
  await build({ root: join(root, 'test/e2e/card-sheet'), base: './', logLevel: 'warn', configFile: false, plugins: [vue()], build: { outDir: sheetOut, emptyOutDir: true } });
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const file = join(sheetOut, path === '/' ? 'index.html' : path);
    if (!file.startsWith(sheetOut)) { res.writeHead(403).end(); return; }
    readFile(file).then((b) => res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' }).end(b), () => res.writeHead(404).end());
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const a = server.address();
  sheetUrl = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}/`;
}, 60_000);
afterAll(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));

/** Every <use> on the page points at a drawing that exists (a missing sprite id would draw nothing). */
const missingDrawings = (p: Person) => p.page.evaluate(() => [...document.querySelectorAll('.card use')]
  .map((u) => u.getAttribute('href') ?? '').filter((h) => !h.startsWith('#') || !document.getElementById(h.slice(1))));

describe('card sheets: every deck at 40 px and 90 px', () => {
  const sheets = [
    { game: 'doppelkopf', deck: 'french', cards: 24 },
    { game: 'doppelkopf', deck: 'german', cards: 24 },
    { game: 'dobbm', deck: '', cards: 36 },
    { game: 'dubbe', deck: '', cards: 75 },
  ];
  for (const s of sheets) {
    it(`${s.game}${s.deck ? ` (${s.deck})` : ''}: each card drawn at the width --card-w asks, 1.4 times as tall`, async () => {
      const p = await person(env.browser, 'de-DE', { width: 1500, height: 900 });
      for (const w of [40, 90]) {
        await p.page.goto(`${sheetUrl}?game=${s.game}&deck=${s.deck}&w=${w}`);
        await p.page.waitForSelector('.card[role="img"]');
        const boxes = await p.page.locator('.card[role="img"]').evaluateAll((els) => els.map((e) => { const r = e.getBoundingClientRect(); return [r.width, r.height, e.getAttribute('aria-label') ?? '']; }));
        expect(boxes).toHaveLength(s.cards);
        for (const [bw, bh, label] of boxes) {
          expect(bw).toBeCloseTo(w, 0);
          expect(bh as number).toBeCloseTo(w * 1.4, 0);
          expect(label).not.toBe('');
        }
        expect(await missingDrawings(p)).toEqual([]);
        await screenshot(p.page, `decks-${s.game}${s.deck ? `-${s.deck}` : ''}-${w}px`);
      }
      expect(p.errors).toEqual([]);
      await p.context.close();
    }, 60_000);
  }
});

const labels = (p: Person) => p.page.locator('.hand button.card-button').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')!));
const signsInHand = (p: Person) => p.page.locator('.hand .card use').evaluateAll((els) => [...new Set(els.map((e) => e.getAttribute('href') ?? '').filter((h) => h.startsWith('#st-sign-')))]);

describe('Doppelkopf: the German-suited deck as this person\'s own view setting', () => {
  it('German interface: French by default; switched to German the labels, signs and solo names follow; a reload keeps it', async () => {
    const de = await person(env.browser, 'de-DE', { width: 1280, height: 800 });
    await openAndSit(env.app, de, 'Anna', { game: 'doppelkopf', seats: 4, name: 'Blatt', options: { preset: 'weimar' }, bots: 3 }, '.doppelkopf');
    await de.page.waitForSelector('.hand button.card-button');
    expect(await de.page.inputValue('select[name="deck"]')).toBe('french');
    for (const l of await labels(de)) expect(l).toMatch(/^(Kreuz|Pik|Herz|Karo)-(Neun|Bube|Dame|König|Zehn|Ass)/);
    for (const h of await signsInHand(de)) expect(h).toMatch(/^#st-sign-fr-/);
    await screenshot(de.page, 'decks-table-de-french-1280');

    await de.page.selectOption('select[name="deck"]', 'german');
    await expect.poll(async () => (await labels(de))[0]).toMatch(/^(Eichel|Grün|Herz|Schellen)-/);
    for (const l of await labels(de)) expect(l).toMatch(/^(Eichel|Grün|Herz|Schellen)-(Neun|Unter|Ober|König|Zehn|Sau)( \((Dulle|Fuchs|Karlchen)\))?(,|$)/);
    for (const h of await signsInHand(de)) expect(h).toMatch(/^#st-sign-de-(eichel|laub|herz|schellen)$/);
    expect(await missingDrawings(de)).toEqual([]);
    // Reservations: the suit solos under the names of the Weimar booklet.
    const reserve = de.page.locator('[data-testid="reserve"]');
    if (await reserve.count()) {
      const open = reserve.locator('[data-testid="reserve-open"]');
      if (await open.count()) await open.click();
      const solos = await reserve.locator('[data-reservation^="solo"]').evaluateAll((els) => Object.fromEntries(els.map((e) => [(e as HTMLElement).dataset.reservation, e.textContent?.trim()])));
      if (solos.soloClubs) expect(solos.soloClubs).toBe('Eichelsolo');
      if (solos.soloSpades) expect(solos.soloSpades).toBe('Grünsolo');
      if (solos.soloDiamonds) expect(solos.soloDiamonds).toBe('Schellsolo');
      if (solos.soloQueens) expect(solos.soloQueens).toBe('Obersolo');
    }
    await screenshot(de.page, 'decks-table-de-german-1280');
    await de.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(de.page, 'decks-table-de-german-390');

    await de.page.reload();
    await de.page.waitForSelector('.hand button.card-button');
    expect(await de.page.inputValue('select[name="deck"]')).toBe('german');
    for (const l of await labels(de)) expect(l).toMatch(/^(Eichel|Grün|Herz|Schellen)-/);
    expect(de.errors).toEqual([]);
    await de.context.close();
  }, 120_000);

  it('English interface: a fresh browser starts with the French deck; the German deck in English card names (Ober of Acorns …)', async () => {
    const en = await person(env.browser, 'en-US', { width: 390, height: 844 });
    await openAndSit(env.app, en, 'Jo', { game: 'doppelkopf', seats: 4, name: 'Deck', options: { preset: 'standard' }, bots: 3 }, '.doppelkopf');
    await en.page.waitForSelector('.hand button.card-button');
    // A fresh browser (own storage): the French deck, whatever the person in the test before chose in theirs.
    expect(await en.page.inputValue('select[name="deck"]')).toBe('french');
    await screenshot(en.page, 'decks-table-en-french-390');
    // On a phone the settings are in the drawer (☰).
    await en.page.click('[data-testid="side-toggle"]');
    await en.page.selectOption('select[name="cardNames"]', 'en');
    await en.page.selectOption('select[name="deck"]', 'german');
    await en.page.click('[data-testid="side-close"]');
    await expect.poll(async () => (await labels(en))[0]).toMatch(/ of (Acorns|Leaves|Hearts|Bells)/);
    for (const l of await labels(en)) expect(l).toMatch(/^(Nine|Unter|Ober|King|Ten|Sow) of (Acorns|Leaves|Hearts|Bells)( \((Dulle|Fox|Karlchen)\))?(,|$)/);
    expect(await en.page.locator('select[name="deck"] option:checked').innerText()).toBe('Deck: German');
    expect(await en.page.locator('[data-testid="deck-suits"]').innerText()).toBe('acorns, leaves, hearts, bells');
    await screenshot(en.page, 'decks-table-en-german-390');
    await en.page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(en.page, 'decks-table-en-german-1280');
    expect(en.errors).toEqual([]);
    await en.context.close();
  }, 120_000);
  // The setting's text was cut in the side panel ("Deck: French (clubs, spades, hearts, diamond" at 1366×768).
  it('the deck setting reads whole in the side panel and in the drawer, both decks, German and English', async () => {
    const cut: string[] = [];
    for (const locale of ['de-DE', 'en-US'] as const) {
      // At rest (the drawer slides in for 0.2 s otherwise).
      const p = await person(env.browser, locale, { width: 1366, height: 768 }, CALM);
      await openAndSit(env.app, p, 'Ada', { game: 'doppelkopf', seats: 4, name: 'Blatt', options: { preset: 'standard' }, bots: 3 }, '.doppelkopf');
      await p.page.waitForSelector('.hand button.card-button');
      for (const size of [{ width: 1366, height: 768 }, { width: 1280, height: 800 }, { width: 1024, height: 640 }, { width: 390, height: 844 }, { width: 360, height: 640 }]) {
        await p.page.setViewportSize(size);
        const drawer = await p.page.locator('[data-testid="side-toggle"]').isVisible();
        if (drawer) await p.page.click('[data-testid="side-toggle"]');
        for (const deck of ['french', 'german']) {
          await p.page.selectOption('select[name="deck"]', deck);
          // The chosen option's text at the select's font, against the room inside it (its padding and the arrow: 28 px).
          const found = await p.page.evaluate(() => {
            const select = document.querySelector<HTMLSelectElement>('select[name="deck"]')!;
            const style = getComputedStyle(select);
            const ctx = document.createElement('canvas').getContext('2d')!;
            ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const text = select.selectedOptions[0]!.text;
            const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
            const suits = document.querySelector<HTMLElement>('[data-testid="deck-suits"]');
            const out: string[] = [];
            if (ctx.measureText(text).width > room) out.push(`"${text}" ${Math.round(ctx.measureText(text).width)} px in ${Math.round(room)}`);
            if (!suits || suits.getBoundingClientRect().width === 0) out.push('no suits shown');
            else if (suits.scrollWidth > suits.clientWidth + 1) out.push(`suits "${suits.textContent}" cut`);
            const r = select.getBoundingClientRect();
            if (r.right > innerWidth + 0.5 || r.left < -0.5) out.push('select not wholly in the window');
            return out;
          });
          for (const f of found) cut.push(`${locale} ${size.width}×${size.height} ${deck}: ${f}`);
        }
        if (drawer) await p.page.click('[data-testid="side-close"]');
      }
      expect(p.errors).toEqual([]);
      await p.context.close();
    }
    expect(cut).toEqual([]);
  }, 120_000);
});
