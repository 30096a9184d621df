import { describe, expect, it } from 'vitest';
import { browserAndApp, person, screenshot, type Person } from './browser';

const env = browserAndApp();

/** How many pixels each visible drop-down lacks to show its chosen text (a free-standing copy shows what it needs). */
function cutSelects(page: Person['page']): Promise<Record<string, number>> {
  return page.evaluate(() => {
    const cut: Record<string, number> = {};
    document.querySelectorAll('select').forEach((sel, i) => {
      if (!sel.offsetParent) return;
      const free = sel.cloneNode(true) as HTMLSelectElement;
      free.value = sel.value;
      free.style.cssText = 'position:absolute;left:0;top:0;width:auto;min-width:0;max-width:none;flex:none';
      sel.after(free); // a sibling inherits the same font
      const lack = Math.ceil(free.getBoundingClientRect().width - sel.getBoundingClientRect().width);
      free.remove();
      if (lack > 1) cut[sel.name || sel.dataset.testid || String(i)] = lack;
    });
    return cut;
  });
}

describe('lobby', () => {
  it('speaks German to a German browser and English to others; the switch is remembered', async () => {
    const de = await person(env.browser, 'de-DE');
    await de.page.goto(env.app.url);
    await expect.poll(() => de.page.locator('[data-testid="host-form"] h2').textContent()).toBe('Tisch eröffnen');
    expect(await de.page.locator('html').getAttribute('lang')).toBe('de');
    await de.page.setViewportSize({ width: 390, height: 844 });
    await screenshot(de.page, 'lobby-phone-de');

    const en = await person(env.browser, 'en-US');
    await en.page.goto(env.app.url);
    await expect.poll(() => en.page.locator('[data-testid="host-form"] h2').textContent()).toBe('Host a table');
    await en.page.selectOption('[data-testid="language"]', 'de');
    await expect.poll(() => en.page.locator('[data-testid="host-form"] h2').textContent()).toBe('Tisch eröffnen');
    await en.page.reload();
    await expect.poll(() => en.page.locator('[data-testid="host-form"] h2').textContent()).toBe('Tisch eröffnen');
    await en.page.selectOption('[data-testid="language"]', 'en');
    await expect.poll(() => en.page.locator('[data-testid="solo"]').textContent()).toContain('Play alone against bots');
    // At phone width every drop-down shows its whole text ("Engli" was cut in the header).
    await en.page.setViewportSize({ width: 390, height: 844 });
    expect(await cutSelects(en.page)).toEqual({});
    expect(await cutSelects(de.page)).toEqual({});
    expect([...de.errors, ...en.errors]).toEqual([]);
    await de.context.close();
    await en.context.close();
  });

  it('opens a locked table with a QR code and the browser URL; others join from their lobby list or by address', async () => {
    const host = await person(env.browser);
    await host.page.goto(env.app.url);
    await host.page.fill('input[name="playerName"]', 'Birgit');
    await host.page.selectOption('select[name="seats"]', '3');
    await host.page.selectOption('select[name="rounds"]', '9');
    await host.page.check('input[name="blackDie"]');
    await host.page.check('input[name="locked"]');
    await screenshot(host.page, 'lobby');
    await host.page.click('[data-testid="create"]');

    await host.page.waitForSelector('[data-testid="share"]');
    const url = await host.page.locator('[data-testid="share-url"]').first().textContent();
    const hosted = env.app.hosted()[0]!;
    const lan = hosted.addresses.find((a) => a !== '127.0.0.1') ?? '127.0.0.1';
    expect(url).toBe(`http://${lan}:${hosted.port}/#code=${hosted.tableCode}`);
    expect(hosted.tableCode).toMatch(/^[A-Z2-9]{7}$/);
    expect(hosted.table.options).toMatchObject({ rounds: 9, blackDie: true });
    // The QR image really is an image (the app server drew it).
    await expect.poll(() => host.page.locator('img.qr').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await screenshot(host.page, 'table-waiting');

    // The name is remembered for the next visit.
    expect(await host.page.evaluate(() => localStorage.getItem('stammtisch.name'))).toBe('"Birgit"');

    // Another laptop's lobby lists the table; a wrong code is refused with the host's reason, the right one seats.
    const guest = await person(env.browser, 'de-DE');
    await guest.page.goto(env.app.url);
    await guest.page.fill('input[name="playerName"]', 'Klaus');
    const entry = guest.page.locator('[data-testid="found-tables"] li[data-table="Birgit’s table"]');
    await entry.waitFor();
    expect(await entry.innerText()).toContain('2 Plätze frei');
    await entry.locator('input').fill('ZZZZ');
    await entry.locator('button.primary').click();
    await guest.page.locator('.problem').waitFor();
    expect(await guest.page.locator('.problem .error').innerText()).toBe('Hinsetzen hat nicht geklappt: Der Tisch-Code fehlt oder ist falsch.');
    await guest.page.click('.problem button');
    await entry.locator('input').fill(hosted.tableCode!.toLowerCase());
    await entry.locator('button.primary').click();
    await expect.poll(() => host.page.locator('.seat-list li[data-seat="1"]').innerText()).toContain('Klaus');

    // And by address, as typed from the QR code's text.
    const third = await person(env.browser);
    await third.page.goto(env.app.url);
    await third.page.fill('input[name="playerName"]', 'Roter Klaus');
    await third.page.fill('input[name="address"]', `127.0.0.1:${hosted.port}`);
    await third.page.fill('.by-address input[name="code"]', hosted.tableCode!);
    await third.page.click('.by-address button[type="submit"]');
    // The last free seat is taken: the game starts on every page.
    await Promise.all([host.page.waitForSelector('.dubbe'), third.page.waitForSelector('.dubbe')]);
    expect(hosted.table.seats.map((s) => s.name)).toEqual(['Birgit', 'Klaus', 'Roter Klaus']);
    expect([...guest.errors, ...third.errors]).toEqual([]);
    await guest.context.close();
    await third.context.close();
    await host.context.close();
  });

  it('warns about a look-alike: one table id announced at two addresses (desktop and phone)', async () => {
    // mDNS does not run on loopback in tests: the app server's answer is stood in for here;
    // the flagging itself is tested with real mDNS in test/host/lookalike-netns.test.ts.
    const entry = { id: 'k3x9Ab', name: 'Stammtisch', game: 'dubbe', seats: 4, free: 2, locked: true, port: 47474, local: false, lookAlike: true };
    for (const [locale, viewport, shot] of [['de-DE', { width: 1280, height: 800 }, 'lobby-lookalike-de'], ['en-US', { width: 390, height: 844 }, 'lobby-lookalike-phone-en']] as const) {
      const p = await person(env.browser, locale, viewport);
      await p.page.route('**/api/discovered', (route) => route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify([{ ...entry, addresses: ['192.168.1.20'] }, { ...entry, addresses: ['192.168.1.66'] }]),
      }));
      await p.page.goto(env.app.url);
      const warnings = p.page.locator('[data-testid="found-tables"] [data-testid="look-alike"]');
      await expect.poll(() => warnings.count()).toBe(2);
      expect(await warnings.first().innerText()).toContain(locale === 'de-DE' ? 'Kopie' : 'copy');
      await p.page.locator('[data-testid="found-tables"]').scrollIntoViewIfNeeded();
      await screenshot(p.page, shot);
      expect(p.errors).toEqual([]);
      await p.context.close();
    }
  });

  it('refuses a name someone at the table already has, and says so (phone width)', async () => {
    const host = await person(env.browser);
    await host.page.goto(env.app.url);
    await host.page.fill('input[name="playerName"]', 'Birgit');
    await host.page.selectOption('select[name="seats"]', '3');
    await host.page.click('[data-testid="create"]');
    await host.page.waitForSelector('[data-testid="fill-bots"]');
    const hosted = env.app.hosted().at(-1)!;
    const twin = await person(env.browser, 'de-DE', { width: 390, height: 844 });
    await twin.page.goto(env.app.url);
    await twin.page.fill('input[name="playerName"]', 'birgit');
    await twin.page.fill('input[name="address"]', `127.0.0.1:${hosted.port}`);
    await twin.page.click('.by-address button[type="submit"]');
    await twin.page.locator('.problem').waitFor();
    expect(await twin.page.locator('.problem .error').innerText()).toBe('Hinsetzen hat nicht geklappt: Diesen Namen hat am Tisch schon jemand (oder ein Bot); nimm einen anderen.');
    await screenshot(twin.page, 'join-name-taken-phone-de');
    expect(hosted.table.seats.map((s) => s.name)).toEqual(['Birgit', null, null]);
    await twin.context.close();
    await host.context.close();
  });

  it('fills empty seats with bots in one click', async () => {
    const host = await person(env.browser);
    await host.page.goto(env.app.url);
    await host.page.fill('input[name="playerName"]', 'Birgit');
    await host.page.selectOption('select[name="seats"]', '3');
    await host.page.click('[data-testid="create"]');
    await host.page.waitForSelector('[data-testid="fill-bots"]');
    const hosted = env.app.hosted().at(-1)!;
    expect(hosted.table.seats.map((s) => s.kind)).toEqual(['human', 'empty', 'empty']);
    await host.page.click('[data-testid="fill-bots"]');
    await host.page.waitForSelector('.dubbe');
    expect(hosted.table.seats.map((s) => s.kind)).toEqual(['human', 'bot', 'bot']);
    expect(host.errors).toEqual([]);
    await host.context.close();
  });
});
