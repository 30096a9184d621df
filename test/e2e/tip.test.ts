import { describe, expect, it } from 'vitest';
import { browserAndApp, openAndSit, person, screenshot, CALM } from './browser';
import { playRoundByClicks } from './dubbe-play';

const env = browserAndApp({ seed: 'tip-e2e', bot: { delayMs: 0, raceMs: [40, 80] } });

const canon = (a: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(a).sort(([x], [y]) => x.localeCompare(y))));

describe('Tip while playing Dubbe alone against bots', () => {
  it('asks for a tip when a card is due and gets a legal card with a reason, in German', async () => {
    const p = await person(env.browser, 'de-DE', undefined, CALM);
    const id = await openAndSit(env.app, p, 'Birgit', { game: 'dubbe', seats: 3, name: 'Tipps', options: {}, bots: 2 }, '.dubbe');
    const hosted = env.app.hosted().find((h) => h.table.id === id)!;
    const match = () => hosted.table.match!;
    const button = p.page.locator('[data-testid="tip-button"]');
    const answer = p.page.locator('[data-testid="tip-answer"]');
    for (let ask = 0; ask < 6; ask++) {
      await expect.poll(() => button.isEnabled(), { timeout: 20_000 }).toBe(true);
      await button.click();
      await expect.poll(() => answer.getAttribute('data-action'), { timeout: 20_000 }).not.toBe('');
      const action = JSON.parse((await answer.getAttribute('data-action'))!) as Record<string, unknown> & { type: string };
      const text = await answer.innerText();
      expect(text).toMatch(/^Ein starker Bot würde /);
      expect(text).not.toMatch(/tip\.|dubbe\.|\{/);
      expect(match().legal(0).map((a) => canon(a as unknown as Record<string, unknown>))).toContain(canon(action));
      if (action.type === 'play') {
        const [suit, value] = String(action.card).split('-');
        const suitDe = { blue: 'blau', brown: 'braun', yellow: 'gelb', green: 'grün', red: 'rot' }[suit!]!;
        expect(text).toContain(`${suitDe} ${value}`);
        await screenshot(p.page, 'tip-dubbe');
        await p.page.setViewportSize({ width: 390, height: 844 });
        await screenshot(p.page, 'tip-dubbe-phone');
        return;
      }
      // Trump first: follow the tip through the host and ask again at the first card.
      expect(action.type).toBe('declareTrump');
      expect(hosted.table.act(0, action).ok).toBe(true);
    }
    throw new Error('no card was ever due');
  }, 120_000);

  it('says in words, in a toast and an aria-live region, when a character changes hands', async () => {
    const p = await person(env.browser, 'de-DE', undefined, CALM);
    await openAndSit(env.app, p, 'Hauri', { game: 'dubbe', seats: 3, name: 'Momente', options: {}, bots: 2 }, '.dubbe');
    const moment = p.page.locator('[aria-live="polite"][data-testid="moments"] [data-testid="moment"]').first();
    const [, said] = await Promise.all([
      playRoundByClicks(p.page),
      moment.waitFor({ timeout: 60_000 }).then(async () => {
        const text = await moment.innerText();
        await screenshot(p.page, 'moment-dubbe');
        return text;
      }),
    ]);
    expect(said).toMatch(/^(Aagewwer|Weschwieschmän|Jammerlabbe|Jo Lossen|Gliggsridder) wechselt: (Hauri|Bot \d) gibt ihn an (Hauri|Bot \d) ab \(Würfel jetzt \d+\)$/);
  }, 120_000);
});
