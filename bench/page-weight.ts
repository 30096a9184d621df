/**
 * Page weight: the bytes a phone (390×844, fresh cache) really transfers for
 * the lobby and for its first table page (open the table's URL, type a name,
 * sit, see the game), read from Chromium's network log (CDP
 * Network.loadingFinished encodedDataLength: headers and body as sent,
 * compressed if the host compressed). WebSocket frames are not counted.
 *
 *   npm run bench:page            (builds out/renderer first when stale)
 *   npm run bench:page -- --json  (one JSON line per page)
 *
 * Needs Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureRendererBuilt } from '../scripts/renderer-build.js';
import { startAppServer } from '../src-main/app/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const json = process.argv.includes('--json');
const PHONE = { width: 390, height: 844 };
/** Each game's table: what "the table is shown" means for it. */
const GAMES: { game: string; seats: number; selector: string }[] = [
  { game: 'dubbe', seats: 4, selector: '.dubbe' },
  { game: 'doppelkopf', seats: 4, selector: '.doppelkopf' },
  { game: 'dobbm', seats: 4, selector: '.dobbm' },
  { game: 'dobble', seats: 2, selector: '.dobble' },
];

interface Weight { page: string; requests: number; bytes: number; scripts: number; scriptBytes: number; files: { url: string; bytes: number; type: string }[] }

/**
 * Counts every response's transferred bytes from `start` until `ready` and a
 * quiet network, in a fresh profile (empty cache); then once more for a
 * reload in the same profile ("again": what the cache headers save).
 */
async function weigh(browser: Browser, name: string, start: (page: Page) => Promise<void>, ready: (page: Page) => Promise<void>): Promise<Weight[]> {
  const context = await browser.newContext({ viewport: PHONE, locale: 'de-DE', isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { url: string; type: string }>();
  let files: Weight['files'] = [];
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other' }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) files.push({ url: r.url.replace(/^https?:\/\/[^/]+/, ''), bytes: e.encodedDataLength, type: r.type });
  });
  const summary = (label: string): Weight => {
    const scripts = files.filter((f) => f.type === 'Script');
    return {
      page: label,
      requests: files.length,
      bytes: files.reduce((n, f) => n + f.bytes, 0),
      scripts: scripts.length,
      scriptBytes: scripts.reduce((n, f) => n + f.bytes, 0),
      files,
    };
  };
  await start(page);
  await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 20_000 });
  const first = summary(name);
  files = [];
  await page.reload();
  await ready(page);
  await page.waitForLoadState('networkidle', { timeout: 20_000 });
  const again = summary(`${name} again`);
  await context.close();
  return [first, again];
}

async function main(): Promise<void> {
  ensureRendererBuilt();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const app = await startAppServer({ port: 0, webRoot: join(root, 'out/renderer'), browse: false, dataDir: null, tableDefaults: { port: 0, mdns: false } });
  const results: Weight[] = [];
  try {
    results.push(...await weigh(browser, 'lobby', (p) => p.goto(app.url).then(() => undefined), (p) => p.waitForSelector('[data-testid="host-form"]').then(() => undefined)));
    for (const g of GAMES) {
      // One free seat for the phone, bots in the others: the game starts when it sits down.
      const res = await fetch(`${app.url}api/tables`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ game: g.game, seats: g.seats, bots: g.seats - 1, name: `Bench ${g.game}`, options: {} }),
      });
      if (!res.ok) throw new Error(`POST /api/tables ${g.game}: ${res.status} ${await res.text()}`);
      const { wsUrl } = (await res.json()) as { wsUrl: string };
      const pageUrl = wsUrl.replace(/^ws/, 'http').replace(/\/ws$/, '/');
      results.push(...await weigh(browser, `table:${g.game}`, async (p) => {
        await p.goto(pageUrl);
        await p.fill('input[name="name"]', 'Handy');
        await p.click('[data-testid="sit"]');
      }, (p) => p.waitForSelector(g.selector, { timeout: 20_000 }).then(() => undefined)));
    }
  } finally {
    await browser.close();
    await app.close();
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const r of results) {
    if (json) { console.log(JSON.stringify(r)); continue; }
    console.log(`${r.page.padEnd(18)} ${kb(r.bytes).padStart(10)} in ${String(r.requests).padStart(2)} requests; JavaScript ${kb(r.scriptBytes)} in ${r.scripts} files`);
    for (const f of [...r.files].sort((a, b) => b.bytes - a.bytes).slice(0, 8)) console.log(`    ${kb(f.bytes).padStart(10)}  ${f.type.padEnd(10)} ${f.url}`);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
