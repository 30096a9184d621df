import { describe, expect, it } from 'vitest';
import type { Seat } from '../../shared/engine/game';
import { dobble, type DobbleAction, type DobbleState } from '../../shared/games/dobble';
import { SYMBOLS } from '../../shared/games/dobble/symbols';
import { browserAndApp, person, screenshot } from './browser';
import { openSolo, table } from './dobble-play';

// Easy bots (4–8 s to react): the test makes the bot's claim itself, at the moment it needs.
const env = browserAndApp({ seed: 'dobble-race', botLevel: 'easy' });
const english = new Map(SYMBOLS.map((s) => [s.id, s.en]));
type Claim = Extract<DobbleAction, { type: 'claim' }>;

/** Test oracle (the host's true state): a right claim for `seat` now. */
function rightClaim(state: DobbleState, seat: Seat): Claim | undefined {
  return dobble.legalActions(state, seat).find((a): a is Claim => {
    const out = a.type === 'claim' && dobble.apply(state, { ...a, at: state.clock });
    return !!out && out.ok && out.state.version > state.version;
  });
}

describe('Dobble in the browser: a race lost while typing', () => {
  it('a typed claim that was right when typing began, overtaken by a bot meanwhile, is "too late", not a lock', async () => {
    const p = await person(env.browser, 'en-US');
    await openSolo(p.page, env.app.url, 'Ada', 2, 'tower');
    const hosted = env.app.hosted().at(-1)!;
    const state = () => hosted.table.match!.state as DobbleState;
    const input = p.page.locator('input[name="symbol"]');
    let raced = false;
    for (let attempt = 0; attempt < 10 && !raced; attempt++) {
      const now = await table(p.page);
      const v = Number(now.version);
      const mine = now.search.find((s) => now.targets[0]!.symbols.includes(s))!;
      const s = state();
      const bot = rightClaim(s, 1);
      const overtaken = bot && dobble.apply(s, { ...bot, at: s.clock });
      // Only a moment where my symbol is wrong once the bot has taken the middle card shows the race.
      const stillRight = overtaken && overtaken.ok && dobble.apply(overtaken.state, { seat: 0, type: 'claim', symbol: mine, at: overtaken.state.clock }).ok
        && (dobble.apply(overtaken.state, { seat: 0, type: 'claim', symbol: mine, at: overtaken.state.clock }) as { state: DobbleState }).state.version > overtaken.state.version;
      if (s.version !== v || !bot || stillRight) {
        // Take this card by a click and try the next one.
        await p.page.click(`.slot.target [data-symbol="${mine}"]`);
        await p.page.waitForFunction((old) => document.querySelector<HTMLElement>('.dobble')?.dataset.version !== old, now.version);
        continue;
      }
      const name = english.get(mine)!;
      // I start typing at version v …
      await input.pressSequentially(name.slice(0, 1));
      // … the bot is first meanwhile …
      expect(hosted.table.act(1, { ...bot, seat: undefined, seen: v })).toEqual({ ok: true });
      await p.page.waitForSelector(`.dobble[data-version="${v + 1}"]`);
      // … and I finish typing and press Enter on the symbol that was right at v.
      await input.pressSequentially(name.slice(1));
      expect(await p.page.locator('[data-testid="candidates"] li.chosen').getAttribute('data-symbol')).toBe(mine);
      const claims = hosted.table.match!.record.rounds.at(-1)!.actions.length;
      await p.page.keyboard.press('Enter');
      // Whichever comes: the refusal (right) or a lock (today's bug).
      await p.page.waitForSelector('[data-testid="refusal"], .dobble[data-locked="true"]', { timeout: 5000 });
      expect(await p.page.locator('.dobble').getAttribute('data-locked')).toBe('false');
      expect(await p.page.locator('[data-testid="refusal"]').innerText()).toContain(`Too late: Bot 2 was first with ${english.get(bot.symbol)}.`);
      expect(await p.page.locator('.dobble').getAttribute('data-locked')).toBe('false');
      expect(state().lockedUntil[0]).toBe(0);
      expect(hosted.table.match!.record.rounds.at(-1)!.actions.length).toBe(claims);
      await screenshot(p.page, 'dobble-too-late');
      raced = true;
    }
    expect(raced).toBe(true);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 120_000);
  it('Enter waits while the letters fit several symbols on your card; an arrow key picks one', async () => {
    const p = await person(env.browser, 'en-US');
    await openSolo(p.page, env.app.url, 'Ada', 2, 'tower');
    const hosted = env.app.hosted().at(-1)!;
    const mine = () => (hosted.table.match!.record.rounds.at(-1)!.actions as unknown as { seat: number }[]).filter((a) => a.seat === 0).length;
    const input = p.page.locator('input[name="symbol"]');
    let tried = false;
    for (let attempt = 0; attempt < 15 && !tried; attempt++) {
      const now = await table(p.page);
      const names = now.search.map((s) => english.get(s)!.toLowerCase());
      // Two names on my card with the same first letters, neither the other's whole name: "sno" for Snowman and Snowflake.
      let prefix = '';
      for (const a of names) for (const b of names) {
        if (a === b || a.startsWith(b) || b.startsWith(a)) continue;
        let n = 0;
        while (a[n] === b[n]) n++;
        if (n > prefix.length) prefix = a.slice(0, n);
      }
      if (!prefix) {
        const match = now.search.find((s) => now.targets[0]!.symbols.includes(s))!;
        await p.page.click(`.slot.target [data-symbol="${match}"]`);
        await p.page.waitForFunction((old) => document.querySelector<HTMLElement>('.dobble')?.dataset.version !== old, now.version);
        continue;
      }
      const before = mine();
      await input.fill(prefix);
      await p.page.keyboard.press('Enter');
      await p.page.waitForSelector('[data-testid="several"]');
      expect(await p.page.locator('[data-testid="several"]').innerText()).toMatch(/fit \d symbols/);
      expect(await input.inputValue()).toBe(prefix);
      expect(await p.page.locator('button[type="submit"]').isDisabled()).toBe(true);
      // Nothing went to the host: no claim, no lock.
      await p.page.waitForTimeout(300);
      expect(mine()).toBe(before);
      expect(await p.page.locator('.dobble').getAttribute('data-locked')).toBe('false');
      // An arrow key picks the first; Enter names it.
      await p.page.keyboard.press('ArrowDown');
      const chosen = await p.page.locator('[data-testid="candidates"] li.chosen').getAttribute('data-symbol');
      expect(names).toContain(english.get(chosen!)!.toLowerCase());
      await p.page.keyboard.press('Enter');
      await p.page.waitForFunction(() => (document.querySelector('input[name="symbol"]') as HTMLInputElement | null)?.value === '');
      await expect.poll(mine).toBe(before + 1);
      tried = true;
    }
    expect(tried).toBe(true);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 120_000);
});
