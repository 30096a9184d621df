/**
 * What one DOM change costs the next layout, in a table page mid-trick: each
 * change is made, the layout forced (`offsetHeight`), timed, undone; median
 * of 21. A probe for bench:motion's long tasks (which part of the page a
 * change lays out again), not a benchmark of the page.
 *
 *   npx tsx bench/probe-layout.ts [--web DIR] [doppelkopf|dubbe] [1280x800] ['CSS to try' ...]
 *
 * Each CSS given is a variant, measured after the page as it is (a column each).
 */
import { chromium } from 'playwright-core';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureRendererBuilt } from '../scripts/renderer-build.js';
import { startAppServer } from '../src-main/app/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const argv = process.argv.slice(2);
// --web DIR: another build (e.g. main's, as bench:motion's --compare), else out/renderer.
const webAt = argv.indexOf('--web');
const web = webAt >= 0 ? argv.splice(webAt, 2)[1]! : join(root, 'out/renderer');
const [gameArg = 'doppelkopf', sizeArg = '1280x800', ...css] = argv;
const [width, height] = sizeArg.split('x').map(Number) as [number, number];
const TABLES: Record<string, object> = {
  doppelkopf: { game: 'doppelkopf', seats: 4, name: 'Probe', options: { preset: 'standard' }, bots: 3 },
  dubbe: { game: 'dubbe', seats: 4, name: 'Probe', options: { rounds: 4 }, bots: 3 },
};

async function main(): Promise<void> {
  if (webAt < 0) ensureRendererBuilt();
  const app = await startAppServer({ port: 0, webRoot: web, browse: false, dataDir: null, tableDefaults: { port: 0, mdns: false, seed: 'motion-bench', bot: { delayMs: 0, raceMs: [150, 300] } } });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width, height }, locale: 'en-US' });
    await page.addInitScript('window.__name = (f) => f;');
    const res = await fetch(`${app.url}api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(TABLES[gameArg]) });
    const { id } = (await res.json()) as { id: string };
    await page.goto(app.url);
    await page.fill('input[name="playerName"]', 'Ada');
    await page.click(`[data-testid="rejoin-${id}"]`);
    await page.waitForSelector('[data-testid="table-layout"]');
    // Until the second trick has cards and it is my turn.
    for (let i = 0; i < 400; i++) {
      const state = await page.evaluate(() => {
        for (const s of ['[data-testid="reserve-healthy"]', '[data-testid="poverty-decline"]', '.trump-picker button', '[data-testid="collect"]']) {
          const b = document.querySelector<HTMLButtonElement>(s);
          if (b && !b.disabled) { b.click(); return 'other'; }
        }
        const t = document.querySelector<HTMLElement>('[data-testid="trick"]')!;
        const card = document.querySelector<HTMLButtonElement>('.hand button[data-playable="true"]');
        if (card && Number(t.dataset.number) >= 1 && t.dataset.held !== 'true' && t.querySelectorAll('li[data-card]').length > 0) return 'ready';
        if (card && Number(t.dataset.number) < 1) card.click();
        return 'wait';
      });
      if (state === 'ready') break;
      await page.waitForTimeout(100);
    }
    await page.waitForTimeout(800);
    const out = await page.evaluate((variants) => {
      const q = <T extends Element = HTMLElement>(s: string) => document.querySelector<T>(s)!;
      const cases: Record<string, () => () => void> = {
        'whole page (body width)': () => { document.body.style.width = '1200px'; return () => { document.body.style.width = ''; }; },
        'status line text': () => { const e = q('[data-testid="turn"]'); const o = e.textContent; e.textContent = `${o}x`; return () => { e.textContent = o; }; },
        'seat facts text': () => { const e = q('[data-testid="seat"] [data-testid="card-count"]'); const o = e.textContent; e.textContent = `${o}x`; return () => { e.textContent = o; }; },
        'seat class (turn)': () => { const e = q('[data-testid="seat"]'); e.classList.toggle('turn'); return () => e.classList.toggle('turn'); },
        'trick card inserted': () => { const l = q('.trick-cards'); const c = l.querySelector('li')!.cloneNode(true) as HTMLElement; l.append(c); return () => c.remove(); },
        'trick caption text': () => { const e = q('[data-testid="trick-caption"]'); const o = e.textContent; e.textContent = `${o}x`; return () => { e.textContent = o; }; },
        'trick data-held attr': () => { const e = q('[data-testid="trick"]'); const o = e.dataset.held!; e.dataset.held = o === 'true' ? 'false' : 'true'; return () => { e.dataset.held = o; }; },
        'hand card removed': () => { const li = q('.hand li:last-child'); const p = li.parentElement!; li.remove(); return () => p.append(li); },
        'hand button attr': () => { const b = q('.hand button'); const o = b.getAttribute('data-playable'); b.setAttribute('data-playable', o === 'true' ? 'false' : 'true'); return () => b.setAttribute('data-playable', o ?? ''); },
        'side panel text': () => { const e = q('#table-side-game') ?? q('aside'); const s = document.createElement('span'); s.textContent = 'x'; e.append(s); return () => s.remove(); },
        'live region text': () => { const e = q('[data-testid="announce"]'); const o = e.textContent; e.textContent = `${o}x`; return () => { e.textContent = o; }; },
      };
      const res: Record<string, number[]> = {};
      for (const variant of ['', ...variants]) {
        const style = document.createElement('style');
        style.textContent = variant;
        document.head.append(style);
        for (const [name, make] of Object.entries(cases)) {
          const times: number[] = [];
          try {
            for (let i = 0; i < 21; i++) {
              void document.body.offsetHeight;
              const undo = make();
              const t0 = performance.now();
              void document.body.offsetHeight;
              times.push(performance.now() - t0);
              undo();
            }
            void document.body.offsetHeight;
            times.sort((a, b) => a - b);
            (res[name] ??= []).push(Math.round(times[10]! * 100) / 100);
          } catch { (res[name] ??= []).push(-1); }
        }
        style.remove();
      }
      return res;
    }, css);
    console.log(['as is', ...css].map((c, i) => `  variant ${i}: ${c}`).join('\n'));
    for (const [k, v] of Object.entries(out)) console.log(`${v.map((x) => String(x).padStart(7)).join(' ')} ms  ${k}`);
  } finally {
    await browser.close();
    await app.close();
  }
}
main().catch((e: unknown) => { console.error(e); process.exit(1); });
