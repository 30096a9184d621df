/**
 * Motion: long tasks in Chromium while the table moves (issue 26, "no janky
 * frames"). For each game and window size one person plays against bots
 * (delay 0, fixed seed) by clicking a playable card, TRICKS times; each trick
 * is the time from my click until the trick after it has slid to its winner
 * (bots' cards fly in, the trick is held, then taken). Long tasks come from
 * the page's PerformanceObserver('longtask'); per trick the longest one
 * counts (0 when there was none). Prints per game and size: the per-trick
 * maxima, their max and p95, how many long tasks there were, and the load
 * average while it ran. CPU throttling is explicitly off (CDP rate 1).
 *
 * A long task's length is wall time: on a loaded machine the renderer waits
 * for a core inside a task, and a 5 ms task lasts 80 ms. So a Chromium trace
 * runs too, and for the same tasks (main thread, over 50 ms) it gives the
 * main thread's CPU time ("cpu"): what the page itself cost; "busy" is all
 * the main thread's CPU time in the trick, long tasks or not.
 *
 *   npm run bench:motion                         (out/renderer, built when stale)
 *   npm run bench:motion -- --tricks 6 --rounds 2
 *   npm run bench:motion -- --compare DIR        (also a second build, e.g. main's, interleaved in the same run)
 *   npm run bench:motion -- --trace              (one Chromium trace per case: what the long tasks were made of)
 *   npm run bench:motion -- --games doppelkopf --sizes 390x844
 *   npm run bench:motion -- --profile            (V8's sampling profile of the page over the tricks: the functions with the most self time)
 *   npm run bench:motion -- --shots              (pictures mid-deal, mid-trick and of the trick sliding away, to test-results/)
 *
 * Build a "before" for --compare with
 *   node node_modules/vite/bin/vite.js build --config vite.web.config.ts --outDir /tmp/motion-before
 * on the older commit. Run it niced on a shared machine: `nice -n 15 npm run bench:motion`.
 * Needs Debian's Chromium (/usr/bin/chromium or CHROMIUM_PATH).
 */
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureRendererBuilt } from '../scripts/renderer-build.js';
import { startAppServer, type AppServer } from '../src-main/app/server';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const opt = (name: string, fallback: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const TRICKS = Number(opt('tricks', '5'));
const ROUNDS = Number(opt('rounds', '1'));
const TRACE = args.includes('--trace');
const SHOTS = args.includes('--shots');
const PROFILE = args.includes('--profile');

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }
/** Self time per function (url:line:column, minified names as they are) from a CDP Profiler profile, largest first. */
function selfTimes(profile: { nodes: ProfileNode[]; samples?: number[]; timeDeltas?: number[] }): string[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const sums = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const f = byId.get(samples[i]!)?.callFrame;
    if (!f) continue;
    const name = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    sums.set(name, (sums.get(name) ?? 0) + (deltas[i] ?? 0) / 1000);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, 15).map(([name, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${name}`);
}
const COMPARE = args.includes('--compare') ? opt('compare', '') : '';
const SIZES = opt('sizes', '1280x800,390x844').split(',').map((s) => { const [w, h] = s.split('x').map(Number); return { width: w!, height: h! }; });

interface Game { label: string; table: object; root: string }
const ALL_GAMES: Game[] = [
  { label: 'doppelkopf', table: { game: 'doppelkopf', seats: 4, name: 'Motion Doko', options: { preset: 'standard' }, bots: 3 }, root: '.doppelkopf' },
  { label: 'dubbe', table: { game: 'dubbe', seats: 4, name: 'Motion Dubbe', options: { rounds: 4 }, bots: 3 }, root: '.dubbe' },
  { label: 'dobbm', table: { game: 'dobbm', seats: 4, name: 'Motion Dobbm', options: {}, bots: 3 }, root: '.dobbm' },
];
const wanted = opt('games', 'doppelkopf,dubbe').split(',');
const GAMES = ALL_GAMES.filter((g) => wanted.includes(g.label));

const load = (): string => loadavg().map((l) => l.toFixed(2)).join(' ');

/** In the page before anything runs: every long task with its start and length. */
function observeLongTasks(): void {
  const w = window as unknown as { __longs: { start: number; duration: number }[] };
  w.__longs = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__longs.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

/** Answers whatever the table asks me besides a card (first choice, "healthy", pass) — so the deal goes on. */
async function answer(page: Page): Promise<'card' | 'summary' | 'other' | 'none'> {
  const found = await page.evaluate(() => {
    const q = (s: string) => document.querySelector<HTMLElement>(s);
    if (q('[aria-modal="true"] button.primary')) return 'summary';
    if (q('.hand button[data-playable="true"]')) return 'card';
    for (const s of ['[data-testid="reserve-healthy"]', '[data-testid="poverty-decline"]', '.trump-picker button', '[data-testid="call-mussrunde-no"]',
      '.call-panel button[data-call="pass"]', '.call-panel button[data-call]', '[data-testid="collect"]']) {
      const b = q(s);
      if (b && !(b as HTMLButtonElement).disabled) { b.click(); return 'other'; }
    }
    return 'none';
  });
  return found as 'card' | 'summary' | 'other' | 'none';
}

/** Waits until my trick has been taken and has slid away (the trick shown is a later one, nothing held). */
async function trickDone(page: Page, number: number, deal: number): Promise<void> {
  // Polled every 100 ms, not every frame: the bench's own checks stay out of the frames it measures.
  await page.waitForFunction(([n, d]) => {
    const t = document.querySelector<HTMLElement>('[data-testid="trick"]');
    if (!t) return false;
    const later = Number(t.dataset.deal) > d || Number(t.dataset.number) > n;
    return later && t.dataset.held !== 'true' && !document.querySelector('.trick-card.fly-leave-active, .trick-card[data-leaving]');
  }, [number, deal] as const, { timeout: 15_000, polling: 100 }).catch(() => undefined);
  // The slide to the winner: its 0.4 s and a frame.
  await page.waitForTimeout(500);
}

interface CaseResult { game: string; size: string; build: string; perTrick: number[]; cpuPerTrick: number[]; busyPerTrick: number[]; count: number; loadBefore: string; loadAfter: string }

interface TraceEvent { name: string; cat?: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number }
/**
 * Per trick (between the page's `motion-trick` marks, the last one up to `motion-end`): the longest main-thread
 * task's wall time and the longest CPU time among the tasks over 50 ms (0 when there was none).
 */
function tasksPerTrick(trace: Buffer): { wall: number[]; cpu: number[]; busy: number[] } {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const all = events.filter((e) => ['motion-trick', 'motion-void', 'motion-end'].includes(e.name) && e.ph !== 'e').sort((a, b) => a.ts - b.ts);
  const marks = all.filter((e, i) => e.name !== 'motion-void' && !(e.name === 'motion-trick' && all[i + 1]?.name === 'motion-void'));
  const main = marks[0];
  if (!main) return { wall: [], cpu: [], busy: [] };
  const every = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === main.pid && e.tid === main.tid);
  const tasks = every.filter((e) => (e.dur ?? 0) > 50_000);
  const wall: number[] = [];
  const cpu: number[] = [];
  const busy: number[] = [];
  for (let i = 0; i + 1 < marks.length; i++) {
    const inside = tasks.filter((t) => t.ts >= marks[i]!.ts && t.ts < marks[i + 1]!.ts);
    wall.push(Math.round(Math.max(0, ...inside.map((t) => t.dur! / 1000))));
    cpu.push(Math.round(Math.max(0, ...inside.map((t) => (t.tdur ?? 0) / 1000))));
    // All the main thread's CPU time in the trick, long tasks or not: what the trick cost the page.
    busy.push(Math.round(every.filter((t) => t.ts >= marks[i]!.ts && t.ts < marks[i + 1]!.ts).reduce((n, t) => n + (t.tdur ?? 0), 0) / 1000));
  }
  return { wall, cpu, busy };
}
const CATEGORIES = ['disabled-by-default-devtools.timeline', 'blink.user_timing'];
const DETAIL = [...CATEGORIES, 'devtools.timeline', 'blink', 'v8.execute', 'disabled-by-default-devtools.timeline.frame', 'disabled-by-default-devtools.timeline.stack'];

async function runCase(browser: Browser, app: AppServer, game: Game, size: { width: number; height: number }, build: string, traceFile: string | null): Promise<CaseResult> {
  const context = await browser.newContext({ viewport: size, locale: 'en-US', reducedMotion: 'no-preference', ...(size.width < 600 ? { isMobile: true, hasTouch: true } : {}) });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  if (PROFILE) { await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 }); }
  // tsx names inner functions with a helper (__name) the page lacks: give it one.
  await page.addInitScript('window.__name = (f) => f;');
  await page.addInitScript(observeLongTasks);
  const res = await fetch(`${app.url}api/tables`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(game.table) });
  if (!res.ok) throw new Error(`POST /api/tables: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  await page.goto(app.url);
  await page.fill('input[name="playerName"]', 'Ada');
  await page.click(`[data-testid="rejoin-${id}"]`);
  await page.waitForSelector(game.root);
  const shot = (what: string) => (SHOTS ? page.screenshot({ path: join(root, 'test-results', `motion-${game.label}-${size.width}x${size.height}-${build}-${what}.png`) }).then(() => undefined) : Promise.resolve());
  await page.waitForTimeout(200);
  await shot('deal');
  const loadBefore = load();
  const perTrick: number[] = [];
  let count = 0;
  let tracing = false;
  for (let guard = 0; perTrick.length < TRICKS && guard < 2000; guard++) {
    const what = await answer(page);
    if (what === 'summary') {
      await page.locator('[aria-modal="true"] button.primary').first().click().catch(() => undefined);
      continue;
    }
    if (what !== 'card') { await page.waitForTimeout(40); continue; }
    const at = await page.evaluate(() => {
      const t = document.querySelector<HTMLElement>('[data-testid="trick"]')!;
      return { number: Number(t.dataset.number), deal: Number(t.dataset.deal), now: performance.now() };
    });
    if (!tracing) {
      if (PROFILE) await cdp.send('Profiler.start');
      await browser.startTracing(page, { ...(traceFile ? { path: traceFile } : {}), categories: traceFile ? DETAIL : CATEGORIES });
      tracing = true;
    }
    // The trick's window in the trace starts here ("motion-void" takes it back when the click failed).
    await page.evaluate(() => performance.mark('motion-trick'));
    if (!(await page.locator('.hand button[data-playable="true"]').first().click({ timeout: 2000 }).then(() => true, () => false))) {
      await page.evaluate(() => performance.mark('motion-void'));
      continue;
    }
    if (perTrick.length === 0) {
      await page.waitForTimeout(100);
      await shot('trick');
      await page.waitForSelector('.trick-card.leaving', { timeout: 8000 }).then(() => page.waitForTimeout(120)).then(() => shot('taken'), () => undefined);
    }
    await trickDone(page, at.number, at.deal);
    const longs = await page.evaluate((from) => (window as unknown as { __longs: { start: number; duration: number }[] }).__longs.filter((l) => l.start >= from), at.now);
    count += longs.length;
    perTrick.push(Math.round(Math.max(0, ...longs.map((l) => l.duration))));
  }
  await page.evaluate(() => performance.mark('motion-end'));
  if (PROFILE && tracing) {
    const { profile } = await cdp.send('Profiler.stop');
    console.log(`  self time, ${game.label} ${size.width}x${size.height} ${build}:\n${selfTimes(profile).map((l) => `    ${l}`).join('\n')}`);
  }
  const trace = tracing ? tasksPerTrick(await browser.stopTracing()) : { wall: [], cpu: [], busy: [] };
  const loadAfter = load();
  await context.close();
  return { game: game.label, size: `${size.width}x${size.height}`, build, perTrick, cpuPerTrick: trace.cpu, busyPerTrick: trace.busy, count, loadBefore, loadAfter };
}

const p95 = (xs: number[]): number => { const s = [...xs].sort((a, b) => a - b); return s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)] ?? 0; };

async function main(): Promise<void> {
  ensureRendererBuilt();
  const builds = [{ label: 'this', dir: join(root, 'out/renderer') }, ...(COMPARE ? [{ label: 'compare', dir: COMPARE }] : [])];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const apps = await Promise.all(builds.map((b) => startAppServer({ port: 0, webRoot: b.dir, browse: false, dataDir: null, tableDefaults: { port: 0, mdns: false, seed: 'motion-bench', bot: { delayMs: 0, raceMs: [150, 300] } } })));
  console.log(`bench:motion — ${TRICKS} tricks per case, ${ROUNDS} round(s), CPU throttling off, load average at start: ${load()}`);
  const results: CaseResult[] = [];
  try {
    for (let r = 0; r < ROUNDS; r++) {
      for (const game of GAMES) {
        for (const size of SIZES) {
          // Interleaved: this build and the compared one a few seconds apart, under the same load.
          for (let b = 0; b < builds.length; b++) {
            const build = builds[(b + r) % builds.length]!;
            const trace = TRACE ? join(root, 'test-results', `motion-${game.label}-${size.width}x${size.height}-${build.label}.json`) : null;
            const result = await runCase(browser, apps[builds.indexOf(build)]!, game, size, build.label, trace);
            results.push(result);
            const wall = result.perTrick;
            const cpu = result.cpuPerTrick;
            console.log(`${result.game.padEnd(11)} ${result.size.padEnd(9)} ${build.label.padEnd(8)} longest task per trick: [${wall.join(', ')}] ms (max ${Math.max(0, ...wall)}, p95 ${p95(wall)}), `
              + `its cpu [${cpu.join(', ')}] ms (max ${Math.max(0, ...cpu)}) · main thread busy [${result.busyPerTrick.join(', ')}] ms · ${result.count} long tasks · load ${result.loadBefore} → ${result.loadAfter}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all(apps.map((a) => a.close()));
  }
  if (results.length > 1) {
    console.log('\nsummary (all rounds):');
    for (const build of builds) {
      for (const game of GAMES) {
        for (const size of SIZES) {
          const s = `${size.width}x${size.height}`;
          const mine = results.filter((x) => x.build === build.label && x.game === game.label && x.size === s);
          const all = mine.flatMap((x) => x.perTrick);
          const cpu = mine.flatMap((x) => x.cpuPerTrick);
          const busy = mine.flatMap((x) => x.busyPerTrick);
          const mean = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));
          console.log(`  ${build.label.padEnd(8)} ${game.label.padEnd(11)} ${s.padEnd(9)} tricks ${all.length} · longest task max ${Math.max(0, ...all)} ms, p95 ${p95(all)} ms · `
            + `cpu of long tasks max ${Math.max(0, ...cpu)} ms, p95 ${p95(cpu)} ms · main thread busy per trick ${mean(busy)} ms on average · tricks with a long task: ${all.filter((x) => x > 0).length}`);
        }
      }
    }
  }
  console.log(`load average at end: ${load()}`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
