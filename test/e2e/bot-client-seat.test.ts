import { describe, expect, it } from 'vitest';
import { runBotClient } from '../../src-main/host/botClient';
import { browserAndApp, openAndSit, person, screenshot } from './browser';

const env = browserAndApp({ seed: 'bot-client-seat' });

describe('a bot client at the table (stammtisch bot)', () => {
  it('people see its seat marked as a bot, at desktop and phone width', async () => {
    const p = await person(env.browser, 'de-DE');
    await openAndSit(env.app, p, 'Greta', { game: 'dubbe', seats: 3, name: 'Mit Bot' }, '.seat-list');
    const hosted = env.app.hosted().at(-1)!;
    const bot = runBotClient({ url: hosted.url, name: 'Robo', level: 'random' });
    const seat = p.page.locator('.seat-list li[data-seat="1"]');
    await p.page.waitForSelector('.seat-list li[data-seat="1"][data-kind="bot"]', { timeout: 10_000 });
    expect(await seat.locator('.name').innerText()).toBe('Robo');
    expect(await seat.locator('.tag').allInnerTexts()).toEqual(['Bot']);
    await screenshot(p.page, 'bot-client-seat');
    await p.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(p.page, 'bot-client-seat-phone');
    await p.page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(p.page, 'bot-client-seat-desktop');
    hosted.table.endGame();
    expect((await bot).code).toBe(0);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 60_000);
});
