/**
 * Screenshots of every game's table (issue 26): Dubbe with 2 and 4 seats,
 * Doppelkopf with 4 and 5, the Weimar club preset, Dobbm and the symbol
 * game, at the six window sizes of docs/ui.md, in German and English. To
 * LOOK at, as a player would (not a test: nothing is asserted).
 *
 * For each game one person sits down at a table of a local app server
 * (loopback, bots without pause, a fixed seed per game: the same deal every
 * run) and plays the first deal by clicks: "healthy", "pass", the first
 * playable card, Dubbe's first trump (never Dobbm's Mußrunde). At each moment worth a look (every
 * kind of question the first time it comes, the first card, a card in the
 * middle of the deal with a trick on the table, the deal's end) the window
 * is resized through the sizes and both languages and a PNG is written:
 *
 *   test-results/shots/<game>-<moment>-<width>x<height>-<de|en>.png
 *
 * and what test/e2e/table-fit.ts finds wrong in each (the document scrolls,
 * a decision's button or a card of the hand out of the window or covered,
 * a button under 40 px on a phone, a fact of the status line or the
 * table's name cut) is printed beside it.
 *
 *   npm run shots                                  (everything: ~7 games × 4-6 moments × 6 sizes × 2 languages)
 *   npm run shots -- --games dubbe-2,weimar --sizes 390x844,844x390 --langs de
 *   npm run shots -- --games weimar --sizes 360x640 --scale 3    (three device pixels per CSS pixel: to look closely)
 *
 * Needs Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH) and builds
 * out/renderer when it is stale. Run it niced on a shared machine.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { ensureRendererBuilt } from './renderer-build.js';
import { startAppServer } from '../src-main/app/server';
import type { StartTableOptions } from '../src-main/host/index';
import { problems } from '../test/e2e/table-fit';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'test-results', 'shots');
const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

const ALL_SIZES = [
  { width: 1280, height: 800 }, { width: 1366, height: 768 }, { width: 1024, height: 640 },
  { width: 390, height: 844 }, { width: 360, height: 640 }, { width: 844, height: 390 },
];
const sizes = opt('sizes') ? opt('sizes')!.split(',').map((s) => { const [width, height] = s.split('x').map(Number); return { width: width!, height: height! }; }) : ALL_SIZES;
const langs = (opt('langs') ?? 'de,en').split(',');
// --scale 2 or 3: device pixels per CSS pixel, to look closely at a small card (the layout is the same).
const scale = Number(opt('scale') ?? 1);

interface Game { label: string; seed: string; table: Record<string, unknown>; root: string }
const GAMES: Game[] = [
  { label: 'dubbe-2', seed: 'shots-dubbe-2', table: { game: 'dubbe', seats: 2, name: 'Zu zweit', options: { rounds: 2 }, bots: 1 }, root: '.dubbe' },
  { label: 'dubbe-4', seed: 'shots-dubbe-4', table: { game: 'dubbe', seats: 4, name: 'Dubbe am Donnerstag', options: { rounds: 4 }, bots: 3 }, root: '.dubbe' },
  { label: 'doppelkopf-4', seed: 'shots-dk-4', table: { game: 'doppelkopf', seats: 4, name: 'Doppelkopfrunde', options: { preset: 'standard' }, bots: 3 }, root: '.doppelkopf' },
  { label: 'doppelkopf-5', seed: 'shots-dk-5', table: { game: 'doppelkopf', seats: 5, name: 'Fünferrunde', options: { preset: 'standard' }, bots: 4 }, root: '.doppelkopf' },
  { label: 'weimar', seed: 'shots-weimar', table: { game: 'doppelkopf', seats: 4, name: 'Weimarer Stammtisch', options: { preset: 'weimar' }, bots: 3 }, root: '.doppelkopf' },
  { label: 'dobbm', seed: 'shots-dobbm', table: { game: 'dobbm', seats: 4, name: 'Dobbm im Stubai', options: {}, bots: 3 }, root: '.dobbm' },
  { label: 'dobble', seed: 'shots-dobble', table: { game: 'dobble', seats: 2, name: 'Symbole', options: { miniGame: 'well' }, bots: 1, botLevel: 'easy' }, root: '.dobble[data-phase="play"]' },
];
const games = opt('games') ? GAMES.filter((g) => opt('games')!.split(',').includes(g.label)) : GAMES;

/** The questions a table asks (each shot the first time it comes), in the order they are looked for. */
const QUESTIONS: [string, string][] = [
  ['trump', '.trump-picker button[data-suit]'],
  ['reservation', '[data-testid="reserve"] button'],
  ['poverty', '[data-testid="poverty"] button:not([disabled])'],
  ['bid', '.call-panel button[data-call]'],
  ['discard', '[data-testid="discard"] button'],
  ['collect', '[data-testid="collect"]'],
];

/** What the page shows now: a summary dialog, a question, my card, or nothing for me (runs in the page). */
function state(questions: [string, string][]): { kind: string; sig: string } | null {
  const vis = (q: string) => [...document.querySelectorAll<HTMLElement>(q)].find((e) => e.getBoundingClientRect().width > 0 && !(e as HTMLButtonElement).disabled);
  const rootEl = document.querySelector<HTMLElement>('.dubbe, .doppelkopf, .dobbm, .dobble');
  const sig = JSON.stringify([rootEl?.dataset.phase, rootEl?.dataset.tricks, document.querySelectorAll('.hand button.card-button').length,
    document.querySelector('[data-testid="turn"]')?.textContent, document.querySelector('.decisions')?.textContent, !!document.querySelector('[aria-modal="true"]')]);
  if (vis('[aria-modal="true"] button.primary')) return { kind: 'dealEnd', sig };
  for (const [kind, q] of questions) if (vis(q)) return { kind, sig };
  if (vis('.hand button[data-playable="true"]')) return { kind: 'card', sig };
  return null;
}

/** Makes the plain choice of the moment (runs in the page). */
function act(kind: string): void {
  const click = (q: string) => { const el = [...document.querySelectorAll<HTMLButtonElement>(q)].find((e) => !e.disabled && e.getBoundingClientRect().width > 0); el?.click(); return !!el; };
  if (kind === 'dealEnd') { click('[aria-modal="true"] button.primary'); return; }
  if (kind === 'reservation') { if (click('[data-testid="reserve-healthy"]')) return; }
  if (kind === 'poverty') { if (click('[data-testid="poverty-decline"]')) return; }
  if (kind === 'bid') { if (click('.call-panel button[data-call="pass"]') || click('.call-panel button[data-call="content"]')) return; }
  if (kind === 'card') { click('.hand button[data-playable="true"]'); return; }
  const box: Record<string, string> = { trump: '.trump-picker button[data-suit]', collect: '[data-testid="collect"]', muss: '[data-testid="muss-call"] button', discard: '[data-testid="discard"] button', bid: '.call-panel button', reservation: '[data-testid="reserve"] button', poverty: '[data-testid="poverty"] button' };
  click(box[kind] ?? 'button.primary');
}

/** The layout after a resize, a held trick put away, cards on their way at rest (as test/e2e/one-screen.test.ts waits). */
async function settle(): Promise<void> {
  const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
  await frames();
  await Promise.race([
    Promise.all(document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
    pause(1500),
  ]);
  await pause(60);
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const size of sizes) {
    await page.setViewportSize(size);
    for (const lang of langs) {
      await page.selectOption('[data-testid="language"]', lang);
      await page.evaluate(settle);
      await page.screenshot({ path: join(outDir, `${name}-${size.width}x${size.height}-${lang}.png`), animations: 'disabled' });
      // What the table-fit check finds (scroll, cut or covered controls, small buttons on a phone, cut status): said, to look at.
      const found = await page.evaluate(problems, ['.game-frame .decisions', true] as [string, boolean]);
      if (found.length) console.log(`  ${name} ${size.width}x${size.height} ${lang}: ${found.join('; ')}`);
    }
  }
  await page.setViewportSize(ALL_SIZES[0]!);
}

async function main(): Promise<void> {
  ensureRendererBuilt({ quiet: true });
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const tableDefaults: Partial<StartTableOptions> = { port: 0, mdns: false, bot: { delayMs: 0, raceMs: [600, 1200] } };
  const app = await startAppServer({ port: 0, webRoot: join(root, 'out/renderer'), browse: false, dataDir: null, tableDefaults });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  let count = 0;
  try {
    for (const g of games) {
      const t0 = Date.now();
      tableDefaults.seed = g.seed;
      const context = await browser.newContext({ locale: 'de-DE', viewport: ALL_SIZES[0], deviceScaleFactor: scale });
      // tsx keeps function names with a helper (__name) that the functions sent to the page would call.
      await context.addInitScript('window.__name = (f) => f');
      const page = await context.newPage();
      const res = await fetch(`${app.url}api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(g.table) });
      if (res.status !== 200) throw new Error(`${g.label}: the table was not opened (${res.status}: ${await res.text()})`);
      const { id } = (await res.json()) as { id: string };
      await page.goto(app.url);
      await page.fill('input[name="playerName"]', 'Hannelore');
      await page.click(`[data-testid="rejoin-${id}"]`);
      await page.waitForSelector(g.root, { timeout: 20_000 });
      const taken: string[] = [];
      if (g.label === 'dobble') {
        await page.waitForTimeout(300);
        await shoot(page, `${g.label}-play`);
        taken.push('play');
      } else {
        const seen = new Set<string>();
        let cards = 0;
        // Bounded: one deal (a Dubbe deal with 4 seats is 5 tricks, a Doppelkopf deal 12 or 10 of my cards).
        for (let step = 0; step < 80; step++) {
          const ready = await page.waitForFunction(state, QUESTIONS, { timeout: 30_000, polling: 50 }).then(() => true, (e: Error) => { console.log(e.message.split("\n")[0]); return false; });
          if (!ready) { console.log(`${g.label}: nothing to do for 30 s, stopped`); break; }
          const now = await page.evaluate(state, QUESTIONS);
          if (!now) continue;
          if (now.kind === 'card') cards++;
          const name = now.kind === 'card' ? (cards === 1 ? 'card' : cards === 4 ? 'card-mid' : '') : seen.has(now.kind) ? '' : now.kind === 'dealEnd' && cards === 0 ? 'dealEnd-out' : now.kind;
          if (now.kind !== 'dealEnd' || cards > 0) seen.add(now.kind);
          if (name) { await shoot(page, `${g.label}-${name}`); taken.push(name); }
          // A deal I sat out (five at a Doppelkopf table: the dealer sits out) is closed: the next one is mine.
          if (now.kind === 'dealEnd' && (cards > 0 || step > 60)) break;
          await page.evaluate(act, now.kind);
          await page.waitForFunction((was) => {
            const rootEl = document.querySelector<HTMLElement>('.dubbe, .doppelkopf, .dobbm, .dobble');
            const sig = JSON.stringify([rootEl?.dataset.phase, rootEl?.dataset.tricks, document.querySelectorAll('.hand button.card-button').length,
              document.querySelector('[data-testid="turn"]')?.textContent, document.querySelector('.decisions')?.textContent, !!document.querySelector('[aria-modal="true"]')]);
            return sig !== was;
          }, now.sig, { timeout: 10_000, polling: 30 }).catch(() => console.log(`${g.label}: ${now.kind} clicked, the page did not change`));
        }
      }
      count += taken.length * sizes.length * langs.length;
      console.log(`${g.label} (seed ${g.seed}, ${Math.round((Date.now() - t0) / 1000)} s): ${taken.join(', ')}`);
      await context.close();
      await fetch(`${app.url}api/tables/${id}`, { method: 'DELETE' });
    }
  } finally {
    await browser.close();
    await app.close();
  }
  console.log(`${count} pictures in ${outDir}`);
}

main().catch((e) => { console.error(e); process.exit(1); });
