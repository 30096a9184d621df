import { describe, expect, it } from 'vitest';
import { browserAndApp, person, screenshot, type Person } from './browser';

/** A dropped person's seat at the table as the others see it: "bot plays for now" until they are back. */
const env = browserAndApp({ seed: 'stand-in-e2e', graceMs: 600 });

async function sit(p: Person, port: number, name: string): Promise<void> {
  await p.page.goto(`http://127.0.0.1:${port}/`);
  await p.page.fill('input[name="name"]', name);
  await p.page.click('[data-testid="sit"]');
  await p.page.locator('.table-screen').waitFor();
}

const seatText = (p: Person, seat: number) => p.page.locator(`[data-testid="seat"][data-seat="${seat}"]`).innerText();

describe('a stand-in at the table, in the browser', () => {
  it('the others see the dropped person\'s seat marked as played by a bot for now, and the mark goes when they are back', async () => {
    const res = await fetch(`${env.app.url}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dubbe', seats: 3, name: 'Vertretung', options: { rounds: 3 }, bots: 1, botLevel: 'hard' }),
    });
    expect(res.status).toBe(200);
    const { port } = (await res.json()) as { port: number };
    const anna = await person(env.browser, 'en-US', { width: 1280, height: 800 });
    const bert = await person(env.browser, 'de-DE', { width: 1280, height: 800 });
    await sit(anna, port, 'Anna');
    await sit(bert, port, 'Bert');
    await bert.page.locator('[data-testid="seat"][data-seat="0"]').waitFor();
    expect(await seatText(bert, 0)).toContain('Anna');
    expect(await seatText(bert, 0)).not.toContain('Bot spielt vorerst');

    // Anna's tab leaves the table; after the grace period a bot plays her seat.
    await anna.page.goto('about:blank');
    await expect.poll(() => seatText(bert, 0), { timeout: 15_000 }).toContain('Bot spielt vorerst');
    expect(await seatText(bert, 0)).toContain('Anna');
    // The seat list names her and says so too.
    await screenshot(bert.page, 'stand-in-de-1280');
    await bert.page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => seatText(bert, 0)).toContain('Bot spielt vorerst');
    await screenshot(bert.page, 'stand-in-de-390');
    expect(await bert.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Back in her tab (the tab remembers her seat): the mark goes.
    await anna.page.goBack();
    await anna.page.locator('.table-screen').waitFor();
    await expect.poll(() => seatText(bert, 0), { timeout: 15_000 }).not.toContain('Bot spielt vorerst');
    expect(await seatText(bert, 0)).toContain('Anna');
    expect(anna.errors).toEqual([]);
    expect(bert.errors).toEqual([]);
    await anna.context.close();
    await bert.context.close();
  }, 120_000);
});
