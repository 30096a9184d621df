/**
 * One wall-clock deadline per search decision (issue 30: p99 ≤ 1 s per
 * decision on a busy 2-core machine). A search stops at its think cap, but
 * on a loaded machine the decision ends later than that: the iteration in
 * flight, the threads' answers, and above all the scheduler, which runs a
 * thread only now and then when many others want the cores. This keeps the
 * last decisions' overshoot (how long after its cap each capped decision
 * ended) and shortens the next cap by the part of it that would carry a
 * decision past `cap + overrun`. On an idle machine the overshoot is a few
 * milliseconds and the cap stays as it is; a search that ends before its
 * cap (fixed iterations done) is not counted and not affected.
 *
 * Per thread (module state), so it reflects this thread's machine; pure
 * (no Node imports).
 */

/** How many recent overshoots are kept. */
const WINDOW = 64;
/** Fewer than this, and the cap is left alone. */
const MIN_SAMPLES = 4;
/**
 * The share of recent overshoots the shortened cap makes room for: the
 * 99th percentile (with a full window, the largest but none). At 0.95 the
 * decisions' p99 stayed at 1.6 s at load 22–24 (bench/results/latency-q95-lat2.jsonl).
 */
const QUANTILE = 0.99;

const recent: number[] = [];

/** The cap for the next decision: `thinkMs`, shortened so a decision with a recent (99th percentile) overshoot still ends by `thinkMs + overrunMs`; never below a third of `thinkMs`. */
export function decisionCap(thinkMs: number, overrunMs: number): number {
  if (recent.length < MIN_SAMPLES) return thinkMs;
  const sorted = recent.slice().sort((a, b) => a - b);
  const late = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * QUANTILE))]!;
  return Math.max(Math.round(thinkMs / 3), Math.min(thinkMs, Math.round(thinkMs + overrunMs - late)));
}

/** Notes how a decision with cap `capMs` ended `elapsedMs` after it began (only decisions that ran to their cap count). */
export function noteDecision(capMs: number, elapsedMs: number): void {
  if (elapsedMs < capMs) return;
  recent.push(elapsedMs - capMs);
  if (recent.length > WINDOW) recent.shift();
}

/** For benches and tests: the overshoots kept, oldest first; `reset` empties them. */
export function recentOvershoot(reset = false): number[] {
  const out = recent.slice();
  if (reset) recent.length = 0;
  return out;
}
