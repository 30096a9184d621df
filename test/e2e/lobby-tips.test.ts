import { describe, expect, it } from 'vitest';
import { browserAndApp, person, screenshot } from './browser';

/**
 * "Tips allowed" / "Tipps erlaubt" (#17): a lobby option when creating a
 * table; the table then gives tips to every seat, and a guest's join form
 * shows the setting with the table's other options, in either language.
 */
const env = browserAndApp({ seed: 'lobby-tips-e2e' });

describe('Lobby: tips allowed', () => {
  it('the host ticks "Tipps erlaubt"; the table allows tips; guests see it on the join form in German and English', async () => {
    const host = await person(env.browser, 'de-DE', { width: 1280, height: 800 });
    await host.page.goto(env.app.url);
    await host.page.fill('input[name="playerName"]', 'Hanne');
    await host.page.selectOption('select[name="seats"]', '3');
    const box = host.page.locator('input[name="tips"]');
    expect(await box.isChecked()).toBe(false);
    expect(await host.page.locator('label', { has: box }).innerText()).toContain('Tipps erlaubt');
    await box.check();
    await screenshot(host.page, 'lobby-tips');
    await host.page.click('[data-testid="create"]');
    await host.page.waitForSelector('[data-testid="share"]');
    const hosted = env.app.hosted().find((h) => h.table.name.includes('Hanne'))!;
    expect(hosted.table.tips).toBe(true);

    for (const [locale, label, yes] of [['de-DE', 'Tipps erlaubt', 'ja'], ['en-US', 'Tips allowed', 'yes']] as const) {
      const guest = await person(env.browser, locale, { width: 390, height: 844 });
      await guest.page.goto(`http://127.0.0.1:${hosted.port}/`);
      await guest.page.locator('[data-testid="join-options"] summary').click();
      const value = guest.page.locator('[data-testid="join-options"] [data-option="tipsAllowed"]');
      expect(await value.innerText()).toBe(yes);
      expect(await guest.page.locator('[data-testid="join-options"] dt', { hasText: label }).count()).toBe(1);
      if (locale === 'en-US') await screenshot(guest.page, 'join-tips-phone');
      await guest.context.close();
    }
  }, 90_000);

  it('without the tick: no tips for everyone, and the join form says so', async () => {
    const host = await person(env.browser, 'en-US');
    await host.page.goto(env.app.url);
    await host.page.fill('input[name="playerName"]', 'Otto');
    expect(await host.page.locator('label', { has: host.page.locator('input[name="tips"]') }).innerText()).toContain('Tips allowed');
    await host.page.click('[data-testid="create"]');
    await host.page.waitForSelector('[data-testid="share"]');
    const hosted = env.app.hosted().find((h) => h.table.name.includes('Otto'))!;
    expect(hosted.table.tips).toBe(false);
    const guest = await person(env.browser, 'en-US');
    await guest.page.goto(`http://127.0.0.1:${hosted.port}/`);
    await guest.page.locator('[data-testid="join-options"] summary').click();
    expect(await guest.page.locator('[data-testid="join-options"] [data-option="tipsAllowed"]').innerText()).toBe('no');
  }, 60_000);
});
