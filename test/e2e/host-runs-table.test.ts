import { describe, expect, it } from 'vitest';
import { browserAndApp, openAndSit, person, screenshot, CALM } from './browser';
import { playRoundByClicks } from './dubbe-play';

/** Issue 15: the host runs the table — a seat handed to a new device after the host allows it; play again. */
const env = browserAndApp({ seed: 'host-runs-table-e2e' });
const PHONE = { width: 390, height: 844 };

describe('seat hand-over to a new device', () => {
  it('Birgit asks on her phone for seat 2 back, Clara allows it: the phone plays on, the laptop is told', async () => {
    const clara = await person(env.browser, 'en-US', undefined, CALM);
    const id = await openAndSit(env.app, clara, 'Clara', { game: 'dubbe', seats: 3, name: 'Übergabe', options: { rounds: 3 } }, '[data-testid="share"]');
    const table = env.app.hosted().find((h) => h.table.id === id)!;
    const tableUrl = `http://127.0.0.1:${table.port}/`;
    // Before the start the host puts a bot in and takes it out again, then seats one for good.
    await clara.page.click('text=Manage the table');
    await clara.page.click('[data-testid="bot-seat-2"]');
    await expect.poll(() => table.table.seats[2]!.kind).toBe('bot');
    await clara.page.click('[data-testid="unbot-seat-2"]');
    await expect.poll(() => table.table.seats[2]!.kind).toBe('empty');
    await clara.page.click('[data-testid="bot-seat-2"]');
    await expect.poll(() => table.table.seats[2]!.kind).toBe('bot');
    await screenshot(clara.page, 'handover-0-host-manages-seats');

    const laptop = await person(env.browser, 'de-DE', undefined, CALM);
    await laptop.page.goto(tableUrl);
    await laptop.page.fill('input[name="name"]', 'Birgit');
    await laptop.page.click('[data-testid="sit"]');
    await Promise.all([clara.page.waitForSelector('.dubbe .hand'), laptop.page.waitForSelector('.dubbe .hand')]);
    // Guests get no host controls.
    expect(await laptop.page.locator('[data-testid="host-controls"]').count()).toBe(0);

    // The phone: the table is full, so Birgit watches and asks for her seat.
    const phone = await person(env.browser, 'de-DE', PHONE, CALM);
    await phone.page.goto(tableUrl);
    await phone.page.fill('input[name="name"]', 'Birgit');
    expect(await phone.page.locator('[data-testid="sit"]').isDisabled()).toBe(true);
    await phone.page.click('text=Nur zuschauen');
    await phone.page.waitForSelector('[data-testid="seat-ask"]');
    await phone.page.selectOption('select[name="askSeat"]', '1');
    expect(await phone.page.locator('select[name="askSeat"] option:checked').innerText()).toBe('Platz 2: Birgit');
    await phone.page.click('[data-testid="ask-seat"]');
    await phone.page.waitForSelector('[data-testid="seat-asked"]');
    // Issue 29: the phone shows a code from the host; the host's prompt shows the same one and says the name is
    // the seated Birgit's, so Clara can ask Birgit in the room to show it. Nobody else sees the code.
    const code = await phone.page.locator('[data-testid="seat-code"]').innerText();
    expect(code).toMatch(/^[0-9]{4}$/);
    expect(await phone.page.locator('[data-testid="seat-asked"]').innerText()).toContain(`Dein Code: ${code}`);
    await screenshot(phone.page, 'handover-1-phone-asks');

    const request = clara.page.locator('[data-testid="host-controls"] [data-request]');
    await request.waitFor();
    expect(await request.locator('.ask').innerText()).toBe('Birgit wants seat 2 back: allow?');
    expect(await request.locator('[data-testid="request-code"]').innerText()).toBe(`Code on their device: ${code}`);
    expect(await request.locator('[data-testid="request-same-name"]').innerText())
      .toBe('⚠ Birgit (seat 2) is already playing under this name. Allow only if the person in the room shows you this code on their device.');
    expect(laptop.frames.some((f) => JSON.stringify(f).includes(`"${code}"`))).toBe(false);
    await screenshot(clara.page, 'handover-2-host-asked');
    // On a phone during play the request stays in view below the felt (not inside the closed drawer).
    await clara.page.setViewportSize(PHONE);
    expect(await request.isVisible()).toBe(true);
    await screenshot(clara.page, 'handover-2-host-asked-phone');
    await clara.page.setViewportSize({ width: 1100, height: 900 });
    await request.locator('[data-testid="allow-seat"]').click();

    await phone.page.waitForSelector('.dubbe .hand');
    expect(phone.frames.filter((f) => (f as { type?: string }).type === 'welcome').map((f) => (f as { seat: number | null }).seat)).toEqual([null, 1]);
    expect(await phone.page.locator('[data-testid="seat-ask"]').count()).toBe(0);
    await laptop.page.waitForSelector('.problem');
    expect(await laptop.page.locator('.problem .error').innerText()).toBe('Der Tisch ist geschlossen: Dieser Platz wird jetzt in einem anderen Fenster oder auf einem anderen Gerät genutzt.');
    await expect.poll(() => request.count()).toBe(0);
    expect(table.table.seats[1]).toMatchObject({ kind: 'human', name: 'Birgit', connections: 1 });
    await screenshot(phone.page, 'handover-3-phone-seated');
    await screenshot(laptop.page, 'handover-3-laptop-told');
    await screenshot(clara.page, 'handover-3-host');

    // A reload of the phone keeps the seat (its token is the new one).
    await phone.page.reload();
    await phone.page.waitForSelector('.dubbe .hand');
    expect(phone.frames.filter((f) => (f as { type?: string }).type === 'welcome').map((f) => (f as { seat: number | null }).seat)).toEqual([null, 1, 1]);
    for (const p of [clara, laptop, phone]) expect(p.errors).toEqual([]);
  }, 120_000);
});

describe('your tables in the lobby', () => {
  it('lists the tables this app hosts; "end this table" asks once more, then ends and closes it', async () => {
    const res = await fetch(`${env.app.url}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'doppelkopf', seats: 4, bots: 2, name: 'Montagsrunde', options: { preset: 'weimar' } }),
    });
    const { id } = await res.json() as { id: string };
    const dora = await person(env.browser, 'de-DE', undefined, CALM);
    await dora.page.goto(env.app.url);
    const row = dora.page.locator(`[data-testid="your-tables"] [data-hosted="${id}"]`);
    await row.waitFor();
    expect(await row.locator('.what').innerText()).toMatch(/Montagsrunde · Doppelkopf · 2 Plätze frei/);
    await row.locator(`[data-testid="end-${id}"]`).click();
    expect(await row.locator('[data-confirm-question]').innerText()).toContain('Diesen Tisch endgültig beenden?');
    await screenshot(dora.page, 'lobby-1-end-asks');
    await dora.page.setViewportSize(PHONE);
    await screenshot(dora.page, 'lobby-1-end-asks-phone');
    await row.locator('[data-confirm="no"]').click();
    expect(env.app.hosted().some((h) => h.table.id === id)).toBe(true);
    await row.locator(`[data-testid="end-${id}"]`).click();
    await row.locator('[data-confirm="yes"]').click();
    await expect.poll(() => row.count()).toBe(0);
    expect(env.app.hosted().some((h) => h.table.id === id)).toBe(false);
    expect(((await (await fetch(`${env.app.url}api/tables`)).json()) as { id: string }[]).map((t) => t.id)).not.toContain(id);
    expect(dora.errors).toEqual([]);
  }, 60_000);
});

describe('play again', () => {
  it('after the game the host starts a new one at the same seats; the finished game leaves the open tables', async () => {
    const anna = await person(env.browser, 'en-US', undefined, CALM);
    const id = await openAndSit(env.app, anna, 'Anna', { game: 'dubbe', seats: 2, bots: 1, name: 'Nochmal', options: { rounds: 2 } }, '.dubbe');
    const hosted = env.app.hosted().find((h) => h.table.id === id)!;
    const firstDealer = (hosted.table.match!.record.rounds[0] as { dealer: number }).dealer;
    for (let round = 1; round <= 2; round++) {
      await playRoundByClicks(anna.page);
      await anna.page.click('[data-testid="next-round"]');
    }
    await anna.page.waitForSelector('[data-testid="ranking"]');
    // Over: no longer among the open tables (lobby list and network list).
    const openIds = async (path: string) => ((await (await fetch(`${env.app.url}api/${path}`)).json()) as { id: string }[]).map((t) => t.id);
    expect(await openIds('tables')).not.toContain(id);
    expect(await openIds('discovered')).not.toContain(id);
    await screenshot(anna.page, 'play-again-1-over');
    await anna.page.setViewportSize(PHONE);
    await screenshot(anna.page, 'play-again-1-over-phone');
    await anna.page.setViewportSize({ width: 1100, height: 900 });

    await anna.page.click('[data-testid="play-again"]');
    await expect.poll(() => anna.page.locator('[data-testid="ranking"]').count()).toBe(0);
    await anna.page.waitForSelector('.dubbe .hand');
    expect(hosted.table.id).not.toBe(id);
    expect(hosted.table.match!.record.players).toEqual(['Anna', 'Bot 2']);
    expect(hosted.table.match!.record.options).toMatchObject({ rounds: 2 });
    expect((hosted.table.match!.record.rounds[0] as { dealer: number }).dealer).toBe((firstDealer + 1) % 2);
    expect(await openIds('tables')).toContain(hosted.table.id);
    await screenshot(anna.page, 'play-again-2-new-game');
    await anna.page.setViewportSize(PHONE);
    await screenshot(anna.page, 'play-again-2-new-game-phone');
    await anna.page.setViewportSize({ width: 1100, height: 900 });

    // Ending it asks once more; "No" changes nothing.
    await anna.page.click('text=Manage the table');
    await anna.page.click('[data-testid="end-game"]');
    expect(await anna.page.locator('[data-confirm-question]').innerText()).toContain('End the game for good?');
    await screenshot(anna.page, 'play-again-3-end-asks');
    await anna.page.click('[data-confirm="no"]');
    expect(hosted.table.over).toBe(false);
    await anna.page.click('[data-testid="end-game"]');
    await anna.page.click('[data-confirm="yes"]');
    await expect.poll(() => hosted.table.over).toBe(true);
    expect(hosted.table.endedBy).toBe('host');
    expect(anna.errors).toEqual([]);
  }, 120_000);
});
