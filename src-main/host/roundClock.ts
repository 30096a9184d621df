import type { TableRecord } from '../../shared/engine/record';

/**
 * The clock of a real-time game: ms since the current record round began,
 * on a monotonic clock (what the host stamps as `at` on arrival). A resumed
 * round goes on from its last `at`.
 */
export class RoundClock {
  /** The record round the clock runs for, and when (performance.now()) that round began. */
  private round = -1;
  private start = 0;

  constructor(private readonly realtime: boolean) {}

  /** Ms since the current record round began; never below the round's last `at`. */
  now(): number {
    return Math.floor(performance.now() - this.start);
  }

  /** A new record round (re)starts the clock; a resumed round continues from its last `at`. */
  sync(record: TableRecord | undefined): void {
    const rounds = record?.rounds;
    if (!this.realtime || !rounds || rounds.length - 1 === this.round) return;
    this.round = rounds.length - 1;
    const lastAt = Math.max(0, ...(rounds.at(-1)?.actions ?? []).map((a) => { const at = (a as { at?: unknown }).at; return typeof at === 'number' ? at : 0; }));
    this.start = performance.now() - lastAt - 1;
  }

  /** A new game: the next sync starts from its first round. */
  reset(): void {
    this.round = -1;
  }
}
