import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuessLimiter, TableGuessLimiter } from '../../src-main/host/guessLimit';

afterEach(() => vi.restoreAllMocks());

describe('guess limits (issue 29)', () => {
  it('use a monotonic clock: the wall clock stepped back an hour does not lock a guest out for an hour', () => {
    const policy = { free: 3, baseDelayMs: 1000, maxDelayMs: 60_000, pauseAfter: 10, pauseMs: 15 * 60_000 };
    const perAddress = new GuessLimiter(policy);
    const perTable = new TableGuessLimiter({ burst: 2, refillMs: 6000 });
    for (let i = 0; i < 4; i++) perAddress.wrong('10.0.0.7');
    for (let i = 0; i < 3; i++) perTable.wrong();
    const before = { address: perAddress.waitMs('10.0.0.7'), table: perTable.waitMs() };
    expect(before.address).toBeGreaterThan(0);
    expect(before.address).toBeLessThanOrEqual(2000);
    expect(before.table).toBeGreaterThan(0);
    expect(before.table).toBeLessThanOrEqual(6000);
    // NTP (or a person) sets the clock back an hour: the waits stay what they were.
    const wall = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(wall - 3_600_000);
    expect(perAddress.waitMs('10.0.0.7')).toBeLessThanOrEqual(2000);
    expect(perTable.waitMs()).toBeLessThanOrEqual(6000);
  });

  it('per table: wrong codes from many addresses share one budget, so 200 addresses do not multiply the rate', () => {
    let now = 0;
    const table = new TableGuessLimiter({ burst: 20, refillMs: 6000 }, () => now);
    const perAddress = new GuessLimiter(undefined, () => now);
    let accepted = 0;
    // 200 addresses, each well inside its own free typos, guessing for an hour as fast as the host lets them.
    for (let step = 0; step < 3600 * 10; step++, now += 100) {
      const address = `10.0.${step % 200}.1`;
      if (perAddress.waitMs(address) > 0 || table.waitMs() > 0) continue;
      accepted++;
      perAddress.wrong(address);
      table.wrong();
    }
    // 20 at once, then one each 6 s: 20 + 600 in an hour, however many addresses.
    expect(accepted).toBeLessThanOrEqual(20 + 600 + 1);
    expect(accepted).toBeGreaterThanOrEqual(600);
  });

  it('per table: a right code does not use the budget; the wait says how long', () => {
    let now = 0;
    const table = new TableGuessLimiter({ burst: 2, refillMs: 6000 }, () => now);
    table.wrong();
    table.wrong();
    expect(table.waitMs()).toBe(6000);
    now += 2500;
    expect(table.waitMs()).toBe(3500);
    now += 3500;
    expect(table.waitMs()).toBe(0);
  });
  it('per table: an address that proved the code goes ahead when the budget is empty, and pays it back: the rate over an hour stays', () => {
    let now = 0;
    const table = new TableGuessLimiter({ burst: 20, refillMs: 6000, reserve: 3 }, () => now);
    table.right('192.168.1.20');
    for (let i = 0; i < 20; i++) table.wrong();
    // A newcomer waits; the guest who was at the table (laptop woke up, page reloaded) does not.
    expect(table.waitMs('192.168.1.30')).toBe(6000);
    expect(table.waitMs('192.168.1.20')).toBe(0);
    // Someone posing as that guest's address gets one try ahead, then that address is a newcomer again.
    table.wrong('192.168.1.20');
    expect(table.waitMs('192.168.1.20')).toBe(12_000);

    // An hour of guessing from 200 addresses, each of which proved the code once before: no more than 20 + 600 + 3.
    now = 0;
    const attacked = new TableGuessLimiter({ burst: 20, refillMs: 6000, reserve: 3 }, () => now);
    const perAddress = new GuessLimiter(undefined, () => now);
    for (let a = 0; a < 200; a++) attacked.right(`10.0.${a}.1`);
    let accepted = 0;
    for (let step = 0; step < 3600 * 10; step++, now += 100) {
      const address = `10.0.${step % 200}.1`;
      if (perAddress.waitMs(address) > 0 || attacked.waitMs(address) > 0) continue;
      accepted++;
      perAddress.wrong(address);
      attacked.wrong(address);
      // The attacker proves nothing, but suppose the address is re-proved by its owner now and then.
      if (step % 997 === 0) attacked.right(address);
    }
    expect(accepted).toBeLessThanOrEqual(20 + 600 + 3 + 1);
  });
});
