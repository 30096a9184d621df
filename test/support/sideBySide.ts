/**
 * Runs plays side by side and fails with the first that failed, named; the
 * others' failures are logged. For plays inside ONE test that wait mostly
 * for timers (paced bots), each on its own page and table: vitest's
 * describe.concurrent does not do, as the shared e2e helpers use the global
 * expect.poll, which needs the one current test.
 */
export async function sideBySide(plays: Record<string, () => Promise<void>>): Promise<void> {
  const names = Object.keys(plays);
  const results = await Promise.allSettled(names.map((name) => plays[name]!()));
  const failed = results.flatMap((r, i) => (r.status === 'rejected' ? [{ name: names[i]!, error: r.reason as Error }] : []));
  for (const f of failed.slice(1)) console.error(`${f.name} failed too:`, f.error);
  if (failed[0]) {
    failed[0].error.message = `${failed[0].name}: ${failed[0].error.message}`;
    throw failed[0].error;
  }
}
