import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page, type WebSocket as PwSocket } from 'playwright-core';
import { ensureRendererBuilt } from '../../scripts/renderer-build.js';
import { startAppServer, type AppServer } from '../../src-main/app/server';
import type { StartTableOptions } from '../../src-main/host/index';
import { patchState, type PatchMessage, type StateMessage } from '../../shared/protocol/stateFrames';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const webRoot = join(root, 'out/renderer');
export const shotsDir = join(root, 'test-results');

/** The Chromium of this test process, per executable: started by the first file that asks, used by the next ones. */
const running = new Map<string, Promise<Browser>>();

/**
 * Debian's Chromium, never a downloaded one (README, "Tests"). The browser
 * files run one after another in one process (vitest.config.ts), so they
 * share one Chromium instead of starting one each (0.5 s per file): each gets
 * a lease on it, a `Browser` whose `close()` closes the contexts (and their
 * pages) that file opened, nothing of the next file's. Playwright kills the
 * Chromium when the process exits; one that crashed is started again.
 */
export async function launchBrowser(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<Browser> {
  // Normally test/setup built it already; sources may have changed since (or that build failed: this one throws why).
  ensureRendererBuilt({ quiet: true });
  if (!existsSync(executablePath)) throw new Error(`${executablePath} is missing: apt-get install -y chromium`);
  let started = running.get(executablePath);
  if (!started || !(await started.then((b) => b.isConnected(), () => false))) {
    started = chromium.launch({
      executablePath,
      headless: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    running.set(executablePath, started);
  }
  return lease(await started);
}

/** `browser` for one test file: what it opens through this, and only that, `close()` closes. */
function lease(browser: Browser): Browser {
  const opened = new Set<BrowserContext>();
  const own = (c: BrowserContext) => {
    opened.add(c);
    c.once('close', () => opened.delete(c));
    return c;
  };
  const mine: Partial<Browser> = {
    newContext: async (...args) => own(await browser.newContext(...args)),
    newPage: async (...args) => {
      const page = await browser.newPage(...args);
      own(page.context());
      return page;
    },
    close: async () => {
      await Promise.all([...opened].map((c) => c.close().catch(() => undefined)));
    },
    contexts: () => [...opened],
  };
  return new Proxy(browser, {
    get(target, key) {
      if (Object.hasOwn(mine, key)) return mine[key as keyof Browser];
      const value = Reflect.get(target, key) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The lobby app on loopback, tables on free ports, no multicast, bots without pause: also none before a
 * move a person could race them to (`raceMs`; at a Doppelkopf table that is every bot card, since anyone
 * may announce). Races are tested where they are the subject: test/host/bot-races.test.ts, and
 * black-die.test.ts (a person grabs a trick), which set their own.
 */
export const TEST_BOT_TIMING = { delayMs: 0, raceMs: [0, 0] as [number, number] };

export function startTestApp(tableDefaults: Partial<StartTableOptions> = {}): Promise<AppServer> {
  // No history (dataDir null): finished test games must not land in the user's own history.
  return startAppServer({ port: 0, webRoot, browse: false, dataDir: null, tableDefaults: { port: 0, mdns: false, bot: TEST_BOT_TIMING, ...tableDefaults } });
}

/** A person: a fresh browser profile (own storage), English or German. */
export interface Person {
  context: BrowserContext;
  page: Page;
  /**
   * Every message the page received, parsed (opened from the encrypted channel by the page itself);
   * a `patch` as the whole `state` it makes of the one before (shared/protocol/stateFrames.ts), so
   * every state is checked whole; one that does not fit as it came.
   */
  frames: unknown[];
  /** Every message the page sent, parsed (before the page sealed it). */
  sent: unknown[];
  /** Every WebSocket frame as it crossed the network, both ways (what playwright's listener sees: the challenge and `pake` in clear, then ciphertext). */
  wire: { dir: 'in' | 'out'; payload: string | Buffer }[];
  /** Uncaught errors in the page: a test ends by asserting there were none. */
  errors: string[];
}

/**
 * How a test file's people see motion. `reduce`: the browser asks for reduced motion (a setting the app
 * honours: cards are put, not flown; a trick is not swept away): for the files that play whole games to
 * test rules, scores and texts, not motion, it halves their time (weimar-evening 50 → 30 s). The files
 * that test motion and the one-screen layout at rest keep the default.
 */
export interface Sight { reducedMotion?: 'reduce' }
export const CALM: Sight = { reducedMotion: 'reduce' };

export async function person(browser: Browser, locale: 'en-US' | 'de-DE' = 'en-US', viewport = { width: 1100, height: 900 }, sight: Sight = {}): Promise<Person> {
  const context = await browser.newContext({ locale, viewport, ...sight });
  const page = await context.newPage();
  const frames: unknown[] = [];
  const wire: Person['wire'] = [];
  const sent: unknown[] = [];
  await page.exposeFunction('__stammtischSent', (text: string) => {
    try { sent.push(JSON.parse(text)); } catch { sent.push(text); }
  });
  const errors: string[] = [];
  // Every message the page receives, to check what reached it: the page hands each over once it opened it (src-renderer/stores/table.ts).
  let held: StateMessage | null = null;
  await page.exposeFunction('__stammtischFrame', (text: string) => {
    let msg: { type?: string };
    try { msg = JSON.parse(text) as { type?: string }; } catch { frames.push(text); return; }
    if (msg.type === 'state') held = msg as StateMessage;
    else if (msg.type === 'patch') {
      const whole = patchState(held, msg as PatchMessage);
      held = whole;
      if (whole) msg = whole;
    }
    frames.push(msg);
  });
  page.on('websocket', (ws: PwSocket) => {
    ws.on('framereceived', (f) => wire.push({ dir: 'in', payload: f.payload }));
    ws.on('framesent', (f) => wire.push({ dir: 'out', payload: f.payload }));
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, frames, sent, wire, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: join(shotsDir, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * A browser and a fresh app server for the whole test file, both closed after
 * it. Read `browser` and `app` from the returned object once `beforeAll` ran.
 */
export function browserAndApp(tableDefaults: Partial<StartTableOptions> = {}): { readonly browser: Browser; readonly app: AppServer } {
  const env = {} as { browser: Browser; app: AppServer };
  beforeAll(async () => {
    [env.browser, env.app] = await Promise.all([launchBrowser(), startTestApp(tableDefaults)]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.app?.close();
  });
  return env;
}

/**
 * Opens a table by the lobby API (as the lobby form would post it), then `p`
 * sits down at it from the lobby list under `name` and waits for `tableSelector`.
 * Returns the table's id.
 */
export async function openAndSit(app: AppServer, p: Person, name: string, table: object, tableSelector: string): Promise<string> {
  const res = await fetch(`${app.url}api/tables`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(table),
  });
  expect(res.status).toBe(200);
  const { id } = (await res.json()) as { id: string };
  await p.page.goto(app.url);
  await p.page.fill('input[name="playerName"]', name);
  await p.page.click(`[data-testid="rejoin-${id}"]`);
  await p.page.waitForSelector(tableSelector);
  return id;
}
