import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SYMBOLS } from '../../shared/games/dobble/symbols';
import type { DobbleView } from '../../shared/games/dobble';
import { browserAndApp, openAndSit, person, screenshot, type Person } from './browser';
import { changed, openSolo, table } from './dobble-play';
import { assertOnlyVisibleCards } from './play-common';

// Easy bots by default (4–8 s to react): a person who names every match at once is never beaten to a card.
const env = browserAndApp({ seed: 'dobble-minigames-e2e', botLevel: 'easy' });

const NAMES = new Map(SYMBOLS.map((s) => [s.id, s]));
const CARD = /\bc(?:5[0-4]|[1-4]\d|\d)\b/g;
/** How a name is typed without umlauts: the box takes "ae" for "ä" (docs/ui.md). */
const typeable = (name: string) => name.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss');

type Snapshot = Awaited<ReturnType<typeof table>>;
type Results = { rounds: { miniGame: string; tiebreak?: boolean; players: number[]; points: number[]; cards: number[]; out?: number[]; ranking: number[][] }[]; totals: number[]; winners: number[] };

/** The claims the page sends from now on (to check that a locked page sends none; counted before sealing). */
function sentClaims(p: Person): { readonly count: number } {
  const from = p.sent.length;
  return { get count() { return p.sent.slice(from).filter((m) => JSON.stringify(m).includes('"claim"')).length; } };
}

/** Types a symbol's first letters (more if several on the table start so) and presses Enter. */
async function typeClaim(page: Page, symbol: string, lang: 'de' | 'en', prefix = ''): Promise<void> {
  const name = typeable(NAMES.get(symbol)![lang]);
  const box = page.locator('input[name="symbol"]');
  const before = await box.inputValue();
  await page.keyboard.type(prefix + name.slice(0, 3));
  // Several symbols on the table start so: more letters until it is the one Enter names.
  for (let n = 4; (await page.locator('[data-testid="candidates"] li.chosen').getAttribute('data-symbol', { timeout: 200 }).catch(() => null)) !== symbol; n++) {
    expect(n).toBeLessThanOrEqual(name.length);
    await page.keyboard.type(name.slice(n - 1, n));
  }
  expect((await box.inputValue()).startsWith(before + prefix + name.slice(0, 3))).toBe(true);
  await page.keyboard.press('Enter');
}

/** A result table as the page shows it (the newest first): place, name, cards (not in a Duel), points (not in a play-off). */
const resultRows = (page: Page, nth = 0) => page.locator('[data-testid="mini-game-result"]').nth(nth).locator('tbody tr').evaluateAll((trs) =>
  trs.map((tr) => [...tr.querySelectorAll('td, th')].map((c) => c.textContent!.trim())));

/** The same rows built from the host's results: the mini-game's ranking, best first. */
function expectedRows(r: Results['rounds'][number], names: string[]): string[][] {
  let place = 1;
  return r.ranking.flatMap((group) => {
    const at = place;
    place += group.length;
    return group.map((s) => [
      `${at}.`, names[s]!, ...(r.miniGame === 'duel' ? [] : [String(r.cards[s])]), ...(r.tiebreak ? [] : [`${r.points[s]! > 0 ? '+' : ''}${r.points[s]}`]),
    ]);
  });
}

/** Every card name in every frame must be one this seat may see then: the tops the view shows, the middle, the outer cards. */
function assertNoHiddenCards(frames: unknown[]): number {
  return assertOnlyVisibleCards(frames, CARD, (v) => [...(v.tops ?? []).filter(Boolean), ...(v.centre ? [v.centre] : []), ...(v.outer ?? []).filter(Boolean)]);
}
const views = (p: Person) => p.frames.flatMap((f) => {
  const m = f as { type?: string; view?: DobbleView | null };
  return m.type === 'state' && m.view?.game === 'dobble' ? [m.view] : [];
});

describe('Dobble in the browser: the Well and the Duel', () => {
  it('plays a whole Well (Brunnen) in German by clicks and typing; a wrong symbol locks and nothing is sent while locked', async () => {
    const p = await person(env.browser, 'de-DE');
    const sent = sentClaims(p);
    await openSolo(p.page, env.app.url, 'Ada', 2, 'well', 3000);
    const hosted = env.app.hosted().at(-1)!;
    expect(hosted.table.options).toMatchObject({ miniGame: 'well', lockMs: 3000 });
    expect(hosted.table.seats.map((s) => `${s.kind}:${s.level ?? ''}`)).toEqual(['human:', 'bot:easy']);
    const names = hosted.table.seats.map((s) => s.name!);
    const record = () => hosted.table.match!.record.rounds.at(-1)!.actions as unknown as { seat: number; symbol: string; at: number }[];
    const mine = () => record().filter((a) => a.seat === 0).length;

    // Only my card and the middle: the bot's 27 cards stay hidden, only counted.
    let now = await table(p.page);
    expect(now.search).toHaveLength(8);
    expect(now.targets.map((x) => x.key)).toEqual(['centre']);
    expect(await p.page.locator('.players [data-testid="count"]').allInnerTexts()).toEqual(['noch 27 Karten', 'noch 27 Karten']);
    expect(await p.page.locator('.dobble .title').innerText()).toBe('Brunnen');
    // The typing box has the focus from the start.
    expect(await p.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('symbol');

    // A wrong symbol first: one on my card that the middle does not show.
    const wrong = now.search.find((s) => !now.targets[0]!.symbols.includes(s))!;
    const right = now.search.find((s) => now.targets[0]!.symbols.includes(s))!;
    await p.page.click(`.slot.search [data-symbol="${wrong}"]`);
    await p.page.locator('[data-testid="lock"]').waitFor();
    expect(record().at(-1)).toMatchObject({ seat: 0, symbol: wrong });
    // The host refuses a claim while the lock lasts (and records nothing).
    const claims = mine();
    const refused = hosted.table.act(0, { type: 'claim', symbol: right, at: 0 });
    expect(refused).toMatchObject({ ok: false, code: 'locked' });
    expect(mine()).toBe(claims);
    expect(await p.page.locator('[data-testid="announce"]').innerText()).toBe(`${NAMES.get(wrong)!.de} ist falsch – du bist gesperrt`);
    const lockText = await p.page.locator('[data-testid="lock"]').innerText();
    expect(lockText).toMatch(/^Gesperrt: noch [1-3],\d s$/);
    expect(await p.page.locator('.players li[data-seat="0"] [data-testid="lock-badge"]').count()).toBe(1);
    await screenshot(p.page, 'dobble-well-locked');
    // Locked, the page sends nothing: neither a click on the right symbol nor the typed name.
    const sentBefore = sent.count;
    await p.page.click(`.slot.target [data-symbol="${right}"]`, { force: true });
    await p.page.locator('input[name="symbol"]').fill(typeable(NAMES.get(right)!.de));
    await p.page.keyboard.press('Enter');
    expect(await p.page.locator('[data-testid="claim-box"] button[type="submit"]').isDisabled()).toBe(true);
    // The countdown runs.
    await expect.poll(async () => p.page.locator('[data-testid="lock"]').innerText()).not.toBe(lockText);
    expect(sent.count).toBe(sentBefore);
    expect(mine()).toBe(claims);
    await p.page.locator('.dobble[data-locked="false"]').waitFor({ timeout: 10_000 });
    expect(await p.page.locator('[data-testid="lock"]').count()).toBe(0);
    await p.page.locator('input[name="symbol"]').fill('');

    // Then every match at once, in turn: a click on my card, a click on the middle, typed into the box, typed anywhere on the table.
    const how = { search: 0, centre: 0, box: 0, anywhere: 0 };
    for (let i = 0, guard = 0; guard < 200; guard++) {
      now = await table(p.page);
      if (now.phase !== 'play') break;
      const match = now.search.find((s) => now.targets[0]?.symbols.includes(s));
      if (!match || now.locked) { await changed(p.page, now); continue; }
      const mode = (['search', 'centre', 'box', 'anywhere'] as const)[i++ % 4]!;
      if (mode === 'search' || mode === 'centre') {
        await p.page.click(`.slot.${mode === 'search' ? 'search' : 'target'} [data-symbol="${match}"]`);
      } else {
        if (mode === 'box') await p.page.locator('input[name="symbol"]').focus();
        else await p.page.locator(`.slot.search [data-symbol="${now.search.find((s) => s !== match)}"]`).focus();
        await typeClaim(p.page, match, 'de');
      }
      how[mode]++;
      await changed(p.page, now);
      if (i === 10) await screenshot(p.page, 'dobble-well');
    }
    await p.page.locator('[data-testid="winner"]').waitFor();
    const result = hosted.table.match!.results() as Results;
    const well = result.rounds[0]!;
    // I was out first and won; the bot was left holding cards.
    expect(result.winners).toEqual([0]);
    expect(well).toMatchObject({ miniGame: 'well', out: [0], ranking: [[0], [1]] });
    expect(well.cards[0]).toBe(0);
    expect(well.points).toEqual([10, -20]);
    expect(mine()).toBe(28); // 27 cards and the one wrong symbol
    expect(Object.values(how).every((n) => n >= 6)).toBe(true);
    expect(await p.page.locator('[data-testid="winner"]').innerText()).toBe('Du gewinnst!');
    expect(await p.page.locator('[data-testid="mini-game-result"] h2').allInnerTexts()).toEqual(['Ergebnis: Brunnen']);
    expect(await resultRows(p.page)).toEqual(expectedRows(well, names));
    expect(await resultRows(p.page)).toEqual([['1.', 'Ada', '0', '+10'], ['2.', names[1], String(well.cards[1]), '-20']]);
    // Every score explained (issue 17): why +10 and −20, in the table's language.
    const explained = await p.page.locator('[data-testid="mini-game-result"] [data-testid="explain-line"]').evaluateAll((els) =>
      els.map((e) => [(e as HTMLElement).dataset.code, (e as HTMLElement).dataset.points, e.querySelector('.sentence')!.textContent]));
    expect(explained).toEqual([
      ['outFirst', '10,0', 'Ada ist als Erste(r) alle Karten los: +10'],
      ['stillHolding', '0,-20', `${names[1]} hält noch ${well.cards[1]} Karten: −20`],
    ]);
    await screenshot(p.page, 'dobble-well-end');

    // What reached the page: in the Well never the bot's card, though it always held one.
    const wellViews = views(p).filter((v) => v.miniGame === 'well' && v.phase === 'play');
    expect(wellViews.length).toBeGreaterThan(25);
    for (const v of wellViews) {
      expect(v.tops[1]).toBeNull();
      expect(v.pileSizes[1]).toBeGreaterThan(0);
      expect(v.tops[0]).toMatch(/^c\d+$/);
    }
    expect(assertNoHiddenCards(p.frames)).toBeGreaterThan(25);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 180_000);

  // Two people, not a person and a bot: a bot paces a tie by its reaction (~1.9 s a card for a hard
  // one, 27 cards: ~55 s of waiting); the bots' real-time claims are tested in the other tests here.
  it('ties Catch Them All 27:27 between two people, then one wins the Duel (the play-off) by typing', async () => {
    const p = await person(env.browser, 'en-US');
    const cleo = await person(env.browser, 'en-US');
    const res = await fetch(`${env.app.url}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dobble', seats: 2, name: 'Duel', options: { miniGame: 'catchThemAll' }, bots: 0 }),
    });
    expect(res.status).toBe(200);
    const t = (await res.json()) as { id: string; port: number };
    await p.page.goto(env.app.url);
    await p.page.fill('input[name="playerName"]', 'Bea');
    await p.page.click(`[data-testid="rejoin-${t.id}"]`);
    // Cleo at the table's own page, as from a phone.
    await cleo.page.goto(`http://127.0.0.1:${t.port}/`);
    await cleo.page.fill('input[name="name"]', 'Cleo');
    await cleo.page.click('[data-testid="sit"]');
    await Promise.all([p.page.waitForSelector('.dobble[data-phase="play"]'), cleo.page.waitForSelector('.dobble[data-phase="play"]')]);
    const hosted = env.app.hosted().at(-1)!;
    expect(hosted.table.seats.map((s) => `${s.kind}:${s.name}`)).toEqual(['human:Bea', 'human:Cleo']);
    const names = hosted.table.seats.map((s) => s.name!);
    const caught = () => (hosted.table.match!.view(0) as unknown as DobbleView).wonSizes;

    // 54 outer cards in all: whoever has fewer takes the next one (Bea on a tie), by a click on her own page, until 27:27.
    let now: Snapshot = await table(p.page);
    for (let guard = 0; guard < 200; guard++) {
      now = await table(p.page);
      if (now.phase !== 'play' || now.miniGame !== 'catchThemAll') break;
      const [bea, other] = caught();
      const who = bea! <= other! ? p : cleo;
      const mine = who === p ? now : await table(cleo.page);
      const hit = mine.targets.map((tg) => ({ tg, s: tg.symbols.find((s) => mine.search.includes(s)) })).find((x) => x.s);
      expect(hit, `a match for ${who === p ? 'Bea' : 'Cleo'} at ${bea}:${other}`).toBeDefined();
      await who.page.click(`.slot.target[data-key="${hit!.tg.key}"] [data-symbol="${hit!.s}"]`);
      await changed(who.page, mine);
      await changed(p.page, now);
    }
    // The tie is played off at once: a Duel between the two.
    await p.page.locator('.dobble[data-mini-game="duel"][data-phase="play"]').waitFor({ timeout: 60_000 });
    const duelAt = Date.now();
    now = await table(p.page);
    const match = now.search.find((s) => now.targets[0]!.symbols.includes(s))!;
    expect(await p.page.locator('.dobble .status').innerText()).toMatch(/^Duel\s+Play-off\s+Spot the match!$/);
    // By keyboard: the box has the focus again for the new round.
    await expect.poll(() => p.page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe('symbol');
    await typeClaim(p.page, match, 'en');
    const claimedAfter = Date.now() - duelAt;
    await p.page.locator('[data-testid="winner"]').waitFor();
    const result = hosted.table.match!.results() as Results;
    expect(result.rounds.map((r) => r.miniGame)).toEqual(['catchThemAll', 'duel']);
    expect(result.rounds[0]!.cards).toEqual([27, 27]);
    expect(result.rounds[0]!.ranking).toEqual([[0, 1]]);
    expect(result.rounds[1]).toMatchObject({ tiebreak: true, players: [0, 1], ranking: [[0], [1]] });
    expect(result.winners).toEqual([0]);
    const duel = hosted.table.match!.record.rounds.at(-1)!;
    expect(duel).toMatchObject({ miniGame: 'duel', tiebreak: true, players: [0, 1] });
    expect(duel.actions).toEqual([expect.objectContaining({ seat: 0, type: 'claim', symbol: match })]);
    expect(await p.page.locator('[data-testid="winner"]').innerText()).toBe('You win!');
    expect(await p.page.locator('[data-testid="announce"]').innerText()).toBe(`You were first: ${NAMES.get(match)!.en}`);
    // The play-off's result, and below it the tie that made it.
    expect(await p.page.locator('[data-testid="mini-game-result"] h2').allInnerTexts()).toEqual(['Result: Duel (Play-off)', 'Result: Catch Them All']);
    expect(await resultRows(p.page, 0)).toEqual(expectedRows(result.rounds[1]!, names));
    expect(await resultRows(p.page, 0)).toEqual([['1.', 'Bea'], ['2.', names[1]]]);
    expect(await resultRows(p.page, 1)).toEqual(expectedRows(result.rounds[0]!, names));
    expect(await resultRows(p.page, 1)).toEqual([['1.', 'Bea', '27', '+27'], ['1.', names[1], '27', '+27']]);
    await screenshot(p.page, 'dobble-duel-end');

    // The Duel shows both cards (mine to search, Cleo's to match), and nothing else reached the page.
    const duelViews = views(p).filter((v) => v.miniGame === 'duel' && v.phase === 'play');
    expect(duelViews.length).toBeGreaterThanOrEqual(1);
    for (const v of duelViews) expect(v.tops.every((c) => c !== null)).toBe(true);
    expect(assertNoHiddenCards(p.frames)).toBeGreaterThan(50);
    expect(p.errors).toEqual([]);
    // Cleo saw the same end: she came second.
    await cleo.page.locator('[data-testid="winner"]').waitFor();
    expect(await resultRows(cleo.page, 0)).toEqual([['1.', 'Bea'], ['2.', 'Cleo']]);
    expect(assertNoHiddenCards(cleo.frames)).toBeGreaterThan(50);
    expect(cleo.errors).toEqual([]);
    console.log(`duel claimed ${claimedAfter} ms after the page showed it (record at ${(duel.actions[0] as unknown as { at: number }).at} ms)`);
    await p.context.close();
    await cleo.context.close();
  }, 240_000);
});
