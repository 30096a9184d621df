/**
 * What a Chromium trace's long tasks were made of: each main-thread task of
 * the page (the thread that holds bench:motion's `motion-trick` marks) over
 * 50 ms wall time, with its CPU time, and its largest parts by CPU time —
 * style and layout with the script frames that forced them ("forced by
 * fn:line:column" in the minified bundle), script calls by function.
 * For traces written by `npm run bench:motion -- --trace` (test-results/motion-*.json).
 *
 *   npx tsx bench/trace-longtasks.ts test-results/motion-dubbe-1280x800-this.json
 */
import { readFileSync } from 'node:fs';

interface Frame { functionName?: string; lineNumber?: number; columnNumber?: number; url?: string }
interface Data { url?: string; functionName?: string; lineNumber?: number; columnNumber?: number; stackTrace?: Frame[] }
interface Ev { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { data?: Data; beginData?: Data } }

const file = process.argv[2];
if (!file) throw new Error('usage: trace-longtasks.ts TRACE.json');
const raw = JSON.parse(readFileSync(file, 'utf8')) as { traceEvents: Ev[] } | Ev[];
const events = Array.isArray(raw) ? raw : raw.traceEvents;
const mark = events.find((e) => e.name === 'motion-trick');
if (!mark) throw new Error(`${file}: no motion-trick mark (not a bench:motion trace?)`);
const main = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && typeof e.dur === 'number');
const tasks = main.filter((e) => e.name === 'RunTask' && e.dur! > 50_000);
// Parts worth naming (they overlap: a function call includes the layout it forced).
const PARTS = new Set(['Layout', 'UpdateLayoutTree', 'Paint', 'PrePaint', 'Layerize', 'FunctionCall', 'EvaluateScript', 'HitTest', 'MajorGC', 'MinorGC', 'V8.GC_MC_INCREMENTAL', 'V8.GC_SCAVENGER']);
const where = (f: Frame) => `${f.functionName || '(anonymous)'}:${f.lineNumber}:${f.columnNumber}`;
const label = (e: Ev): string => {
  const d = e.args?.data;
  const stack = e.args?.beginData?.stackTrace ?? d?.stackTrace;
  if ((e.name === 'Layout' || e.name === 'UpdateLayoutTree') && stack?.length) return `${e.name} forced by ${stack.slice(0, 3).map(where).join(' < ')}`;
  if (e.name === 'FunctionCall') return `FunctionCall ${d?.functionName || '(anonymous)'} ${(d?.url ?? '').replace(/^.*\//, '')}:${d?.lineNumber}:${d?.columnNumber}`;
  return e.name;
};
console.log(`${file}: ${tasks.length} main-thread tasks over 50 ms`);
for (const t of tasks) {
  const sums = new Map<string, number>();
  for (const e of main) {
    if (e === t || !PARTS.has(e.name) || e.ts < t.ts || e.ts + e.dur! > t.ts + t.dur! + 1) continue;
    sums.set(label(e), (sums.get(label(e)) ?? 0) + (e.tdur ?? e.dur!));
  }
  console.log(`  task ${(t.dur! / 1000).toFixed(1)} ms wall, ${((t.tdur ?? 0) / 1000).toFixed(1)} ms cpu`);
  for (const [name, us] of [...sums].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`    ${(us / 1000).toFixed(1).padStart(7)} ms cpu  ${name}`);
}
