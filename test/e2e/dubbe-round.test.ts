import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { browserAndApp, person, screenshot, type Person, CALM } from './browser';
import { assertNoHiddenCards, playRoundByClicks, playRoundByKeyboard } from './dubbe-play';
import type { DubbeView } from '../../shared/games/dubbe';

const env = browserAndApp({ seed: 'dubbe-round-e2e' });

describe('a whole Dubbe round: two people in two browsers plus two bots', () => {
  let birgit: Person;
  let hauri: Person;

  it('one hosts from the lobby, the other joins on the table page with the code from the URL', async () => {
    birgit = await person(env.browser, 'en-US', undefined, CALM);
    await birgit.page.goto(env.app.url);
    await birgit.page.fill('input[name="playerName"]', 'Birgit');
    await birgit.page.selectOption('select[name="seats"]', '4');
    await birgit.page.check('input[name="locked"]');
    await birgit.page.click('[data-testid="create"]');
    await birgit.page.waitForSelector('[data-testid="share"]');
    const hosted = env.app.hosted()[0]!;

    // A phone/laptop without the app: the table's own port, code in the URL.
    hauri = await person(env.browser, 'en-US', { width: 390, height: 844 }, CALM);
    await hauri.page.goto(`http://127.0.0.1:${hosted.port}/#code=${hosted.tableCode}`);
    await hauri.page.fill('input[name="name"]', 'Hauri');
    expect(await hauri.page.inputValue('input[name="code"]')).toBe(hosted.tableCode);
    await hauri.page.click('[data-testid="sit"]');
    await expect.poll(() => birgit.page.locator('.seat-list li[data-seat="1"]').innerText()).toContain('Hauri');

    await birgit.page.click('[data-testid="fill-bots"]');
    await Promise.all([birgit.page.waitForSelector('.dubbe'), hauri.page.waitForSelector('.dubbe')]);
    expect(hosted.table.seats.map((s) => `${s.kind}:${s.name}`)).toEqual(['human:Birgit', 'human:Hauri', 'bot:Bot 3', 'bot:Bot 4']);
  });

  it('shows each person exactly their own hand, sorted by suit and value', async () => {
    const match = env.app.hosted()[0]!.table.match!;
    for (const [p, seat] of [[birgit, 0], [hauri, 1]] as const) {
      const shown = await p.page.locator('.hand button.card-button').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card));
      expect(shown).toEqual((match.view(seat) as unknown as DubbeView).hand);
      expect(shown).toHaveLength(15);
    }
  });

  it('plays all 15 tricks: Birgit by mouse, Hauri by keyboard; the round end shows the real scores', async () => {
    const [byClicks, byKeys] = await Promise.all([playRoundByClicks(birgit.page), playRoundByKeyboard(hauri.page)]);
    expect(byClicks.cards).toBe(15);
    expect(byKeys.cards).toBe(15);
    // Hauri tried a card the rules refuse (following suit binds in practically every round) and read the rule.
    expect(byKeys.refusal).toMatch(/^Not allowed: Follow suit: (\w+) was led and you hold \1\./);

    const table = env.app.hosted()[0]!.table;
    const results = table.match!.results() as { rounds: { plus: number[]; minus: number[] }[] };
    expect(results.rounds).toHaveLength(1);
    for (const p of [birgit, hauri]) {
      await screenshot(p.page, p === birgit ? 'round-end' : 'round-end-phone');
      const rows = await p.page.locator('[data-testid="round-summary"] tbody tr').evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.trim())));
      expect(rows).toEqual(results.rounds[0]!.plus.map((plus, s) => {
        const minus = results.rounds[0]!.minus[s]!;
        return [`+${plus}`, `−${minus}`, String(plus - minus)];
      }));
    }
    // Dismissed by keyboard: the button has the focus.
    await hauri.page.keyboard.press('Enter');
    await expect.poll(() => hauri.page.locator('[data-testid="round-summary"]').count()).toBe(0);
    await birgit.page.click('[data-testid="next-round"]');
    // The boards keep the finished round.
    await expect.poll(() => birgit.page.locator('.boards thead th').allInnerTexts()).toContain('R1');
  }, 120_000);

  it('lets a spectator watch without a hand and without any hidden card', async () => {
    const hosted = env.app.hosted()[0]!;
    const watcher = await person(env.browser, 'de-DE', { width: 390, height: 844 }, CALM);
    await watcher.page.goto(`http://127.0.0.1:${hosted.port}/#code=${hosted.tableCode}`);
    await watcher.page.fill('input[name="name"]', 'Zaungast');
    await watcher.page.click('button:has-text("Nur zuschauen")');
    await watcher.page.waitForSelector('.dubbe');
    expect(await watcher.page.locator('.hand').count()).toBe(0);
    expect(await watcher.page.locator('.table-head').innerText()).toContain('Du schaust zu.');
    // The spectator view: no seat, no hand, played cards only.
    const state = watcher.frames.find((f) => (f as { type?: string }).type === 'state') as { view: { seat: unknown; hand: unknown } };
    expect(state.view).toMatchObject({ seat: null, hand: null });
    expect(assertNoHiddenCards(watcher.frames)).toBeGreaterThanOrEqual(1);
    expect(hosted.table.seats).toHaveLength(4);
    expect(watcher.errors).toEqual([]);
    await watcher.context.close();
  });

  it('the app page and the phone page played through the encrypted channel: after the handshake only ciphertext crossed the network', () => {
    const hosted = env.app.hosted()[0]!;
    const cards = new Set((birgit.frames.concat(hauri.frames) as { view?: DubbeView | null }[]).flatMap((f) => f.view?.hand ?? []));
    expect(cards.size).toBeGreaterThan(15);
    for (const p of [birgit, hauri]) {
      const clear = p.wire.filter((f) => typeof f.payload === 'string').map((f) => JSON.parse(f.payload as string) as { type: string });
      // Per connection: the host's challenge and the page's answer, nothing else in clear.
      expect(new Set(clear.map((m) => m.type))).toEqual(new Set(['challenge', 'pake']));
      const sealed = p.wire.filter((f) => typeof f.payload !== 'string');
      expect(sealed.length).toBeGreaterThan(60);
      const all = Buffer.concat(p.wire.map((f) => Buffer.from(f.payload as string | Buffer))).toString('latin1');
      const seen = [...cards, hosted.tableCode!, '"type":"state"', '"hand"'].filter((s) => all.includes(s));
      expect(seen).toEqual([]);
    }
  });

  it('never sent either page a card it may not see', () => {
    expect(assertNoHiddenCards(birgit.frames)).toBeGreaterThan(60);
    expect(assertNoHiddenCards(hauri.frames)).toBeGreaterThan(60);
    expect([...birgit.errors, ...hauri.errors]).toEqual([]);
  });

  it('puts a reloaded page back into its seat with its hand', async () => {
    const match = env.app.hosted()[0]!.table.match!;
    await screenshot(hauri.page, 'table-phone');
    await hauri.page.reload();
    await hauri.page.waitForSelector('.dubbe');
    const shown = await hauri.page.locator('.hand button.card-button').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card));
    expect(shown).toEqual((match.view(1) as unknown as DubbeView).hand);
    expect(env.app.hosted()[0]!.table.seats[1]).toMatchObject({ kind: 'human', name: 'Hauri' });

    // The lobby page too: straight back to the table, still the host.
    await birgit.page.reload();
    await birgit.page.waitForSelector('.dubbe');
    await screenshot(birgit.page, 'table');
    const mine = await birgit.page.locator('.hand button.card-button').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card));
    expect(mine).toEqual((match.view(0) as unknown as DubbeView).hand);
    expect(env.app.hosted()[0]!.table.seats.filter((s) => s.kind === 'human')).toHaveLength(2);
    expect([...birgit.errors, ...hauri.errors]).toEqual([]);
  });

  it('dropped connections come back into the same seats by themselves', async () => {
    const hosted = env.app.hosted()[0]!;
    const welcomes = (frames: unknown[]) => frames.filter((f) => (f as { type?: string }).type === 'welcome').length;
    const before = [welcomes(birgit.frames), welcomes(hauri.frames)];
    // Cut every TCP connection of the table, as a Wi-Fi hiccup would.
    const handles = (process as unknown as { _getActiveHandles(): unknown[] })._getActiveHandles();
    const cut = handles.filter((h): h is Socket => h instanceof Socket && h.localPort === hosted.port);
    expect(cut.length).toBeGreaterThanOrEqual(2);
    for (const s of cut) s.destroy();

    await expect.poll(() => [welcomes(birgit.frames), welcomes(hauri.frames)], { timeout: 10_000 }).toEqual([before[0]! + 1, before[1]! + 1]);
    for (const [p, seat] of [[birgit, 0], [hauri, 1]] as const) {
      await p.page.locator('[data-connection="open"]').waitFor();
      const shown = await p.page.locator('.hand button.card-button').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.card));
      expect(shown).toEqual((hosted.table.match!.view(seat) as unknown as DubbeView).hand);
    }
    expect(hosted.table.seats.map((s) => `${s.kind}:${s.name}`)).toEqual(['human:Birgit', 'human:Hauri', 'bot:Bot 3', 'bot:Bot 4']);
    expect([...birgit.errors, ...hauri.errors]).toEqual([]);
  });
});
