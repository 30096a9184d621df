/**
 * Wrong table codes per remote address: a few typos are free, then each
 * further try must wait a growing delay (1 s, 2 s, 4 s … up to `maxDelayMs`),
 * and after `pauseAfter` wrong codes the address is paused for `pauseMs`.
 * With the defaults an address gets at most ~10 guesses per 15 minutes, so a
 * 7-character code (31^7 ≈ 2^34.7) is not guessed in an evening, or a year.
 */
export interface GuessPolicy {
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  pauseAfter: number;
  pauseMs: number;
}

export const DEFAULT_GUESS_POLICY: GuessPolicy = { free: 3, baseDelayMs: 1000, maxDelayMs: 60_000, pauseAfter: 10, pauseMs: 15 * 60_000 };

interface Entry { wrong: number; last: number }

export class GuessLimiter {
  private readonly entries = new Map<string, Entry>();

  // performance.now is monotonic: a wall clock stepped back must not stretch a wait (issue 29).
  constructor(private readonly policy: GuessPolicy = DEFAULT_GUESS_POLICY, private readonly now: () => number = () => performance.now()) {}

  /** Ms this address must still wait before its next try (0: it may try now). */
  waitMs(address: string): number {
    const e = this.entries.get(address);
    if (!e) return 0;
    const p = this.policy;
    const elapsed = this.now() - e.last;
    // Forgotten once the longest wait has long passed.
    if (elapsed > p.pauseMs + p.maxDelayMs) {
      this.entries.delete(address);
      return 0;
    }
    const wait = e.wrong >= p.pauseAfter ? p.pauseMs
      : e.wrong >= p.free ? Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** (e.wrong - p.free)) : 0;
    return Math.max(0, wait - elapsed);
  }

  wrong(address: string): void {
    const e = this.entries.get(address) ?? { wrong: 0, last: 0 };
    e.wrong++;
    e.last = this.now();
    this.entries.set(address, e);
    // A flood of addresses (IPv6) must not grow this without end.
    if (this.entries.size > 10_000) this.entries.delete(this.entries.keys().next().value!);
  }

  right(address: string): void {
    this.entries.delete(address);
  }
}

/**
 * Wrong table codes for the whole table, whatever address they come from:
 * `burst` at once, then one more each `refillMs`. Many addresses (a botnet,
 * or IPv6 privacy addresses) cannot multiply the rate: with the defaults a
 * table takes at most 20 + 600 wrong codes an hour, so a 4-character code
 * (31^4 ≈ 923k) lasts about 30 days on average and a generated 7-character one
 * far beyond a lifetime. The price: while someone guesses, a guest who
 * types the right code may have to wait up to `refillMs` (the host sees it
 * in the log). Not so a guest whose address proved the code at this table
 * before (a laptop waking up, a reloaded page): it may go ahead by up to
 * `reserve` tries when the budget is empty, paid back from the budget
 * afterwards (it goes below zero), so the tries over time stay the same and
 * a burst grows by `reserve` at most. Someone posing as that address gets
 * one try ahead, after which the address is a newcomer again.
 */
export interface TableGuessPolicy {
  burst: number;
  refillMs: number;
  /** Tries ahead for an address that proved the code (0 when left out). */
  reserve?: number;
}

export const DEFAULT_TABLE_GUESS_POLICY: TableGuessPolicy = { burst: 20, refillMs: 6000, reserve: 3 };

/** Addresses remembered as having proved the code (a table has a few dozen guests at most). */
const MAX_PROVEN = 1000;

export class TableGuessLimiter {
  private tokens: number;
  private last: number;
  private readonly proven = new Set<string>();

  constructor(private readonly policy: TableGuessPolicy = DEFAULT_TABLE_GUESS_POLICY, private readonly now: () => number = () => performance.now()) {
    this.tokens = policy.burst;
    this.last = now();
  }

  private refill(): void {
    const t = this.now();
    this.tokens = Math.min(this.policy.burst, this.tokens + (t - this.last) / this.policy.refillMs);
    this.last = t;
  }

  /** Ms until the table takes another try from `address` (0: now). */
  waitMs(address?: string): number {
    this.refill();
    const floor = address !== undefined && this.proven.has(address) ? 1 - (this.policy.reserve ?? 0) : 1;
    return this.tokens >= floor ? 0 : Math.ceil((floor - this.tokens) * this.policy.refillMs);
  }

  wrong(address?: string): void {
    this.refill();
    if (address !== undefined) this.proven.delete(address);
    this.tokens = Math.max(-(this.policy.reserve ?? 0), this.tokens - 1);
  }

  /** `address` gave the right code: it may go ahead next time (see the policy). */
  right(address: string): void {
    this.proven.delete(address);
    this.proven.add(address);
    if (this.proven.size > MAX_PROVEN) this.proven.delete(this.proven.values().next().value!);
  }
}
