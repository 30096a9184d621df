/**
 * What a Chromium trace's long tasks (main thread tasks over 50 ms) were made
 * of: per task its length and the largest parts (script by file and function,
 * style, layout, paint …). For traces written by `npm run bench:motion -- --trace`.
 *
 *   npx tsx bench/trace-longtasks.ts test-results/motion-doppelkopf-1280x800-this.json
 */
import { readFileSync } from 'node:fs';

interface Ev { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { data?: { url?: string; functionName?: string; lineNumber?: number } ; name?: string } }
const file = process.argv[2];
if (!file) throw new Error('usage: trace-longtasks.ts TRACE.json');
const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: Ev[] } | Ev[];
const events = Array.isArray(raw) ? raw : raw.traceEvents;
// The renderer's main thread(s).
const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
const onMain = events.filter((e) => mains.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && typeof e.dur === 'number');
const tasks = onMain.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur! > 50_000);
const label = (e: Ev): string => {
  const d = e.args?.data;
  if (e.name === 'FunctionCall' || e.name === 'EvaluateScript' || e.name === 'v8.callFunction') return `${e.name} ${d?.functionName ?? ''} ${(d?.url ?? '').replace(/^.*\//, '')}:${d?.lineNumber ?? ''}`;
  return e.name;
};
console.log(`${file}: ${tasks.length} main-thread tasks over 50 ms`);
for (const t of tasks) {
  const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur! + 1);
  const sums = new Map<string, number>();
  for (const e of inside) {
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') continue;
    sums.set(label(e), (sums.get(label(e)) ?? 0) + e.dur!);
  }
  const top = [...sums].sort((a, b) => b[1] - a[1]).slice(0, 10);
  console.log(`  task ${(t.dur! / 1000).toFixed(1)} ms at ${(t.ts / 1000).toFixed(0)}`);
  for (const [name, us] of top) console.log(`      ${(us / 1000).toFixed(1).padStart(7)} ms  ${name}`);
}
