import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserAndApp, openAndSit, person, screenshot, type Person } from './browser';

/**
 * First-game mode (#17): a person turns on "Erstes Spiel" / "First game" at
 * the table (remembered in this browser); when a card is due, the cards the
 * rules refuse are marked and carry the reason in one sentence, as title
 * and aria-describedby, and in a visible line under the hand. In all three
 * trick games, in German and English, from seeded deals. The person's own
 * other choices (trump, reservations, bids) are made through the host so
 * the test reaches a refused card quickly.
 */
const env = browserAndApp({ seed: 'first-game-e2e', bot: { delayMs: 0, raceMs: [40, 80] } });

type Hosted = ReturnType<typeof env.app.hosted>[number];
type Act = { type: string } & Record<string, unknown>;

/** Acts for seat 0 through the host until a card is due and some card in the hand is refused; returns those cards. */
async function untilRefusedCard(hosted: Hosted, prefer: (legal: Act[]) => Act | undefined, also: () => boolean = () => true): Promise<string[]> {
  const until = Date.now() + 60_000;
  for (let i = 0; i < 600 && Date.now() < until; i++) {
    const m = hosted.table.match!;
    if (m.status().awaiting.includes(0)) {
      const legal = m.legal(0) as unknown as Act[];
      const plays = legal.filter((a) => a.type === 'play');
      const view = m.view(0) as unknown as { hand: string[] | null; phase: string };
      if (plays.length > 0 && view.hand) {
        const ok = new Set(plays.map((a) => a.card as string));
        const refused = [...new Set(view.hand.filter((c) => !ok.has(c)))];
        if (refused.length > 0 && also()) return refused;
        hosted.table.act(0, plays[0]!);
      } else if (legal.length > 0) {
        hosted.table.act(0, prefer(legal) ?? legal[0]!);
      }
    }
    await new Promise((r) => setTimeout(r, 40));
  }
  throw new Error('no refused card came up');
}

/** Every refused card names its reason (title = the described text, matching `sentence`); playable cards name none. */
async function checkReasons(page: Page, refused: string[], sentence: RegExp): Promise<string[]> {
  const line = page.locator('[data-testid="why-not"]');
  await line.waitFor({ state: 'visible', timeout: 20_000 });
  const texts: string[] = [];
  for (const card of refused) {
    const button = page.locator(`.hand button.card-button[data-card="${card}"]`).first();
    await expect.poll(() => button.getAttribute('aria-describedby'), { timeout: 10_000 }).toBeTruthy();
    const id = (await button.getAttribute('aria-describedby'))!;
    const described = (await page.locator(`[id="${id}"]`).innerText()).trim();
    const title = (await button.getAttribute('title'))!;
    expect(title).toMatch(sentence);
    expect(described).toContain(title);
    expect(await button.getAttribute('data-playable')).toBe('false');
    expect(await page.locator(`[id="${id}"]`).isVisible()).toBe(true);
    texts.push(title);
  }
  for (const button of await page.locator('.hand button.card-button[data-playable="true"]').all()) {
    expect(await button.getAttribute('aria-describedby')).toBeNull();
    expect(await button.getAttribute('title')).toBeNull();
  }
  const all = await line.innerText();
  expect(all).not.toMatch(/whyNot\.|dubbe\.|doppelkopf\.|dobbm\.|\{|undefined/);
  return texts;
}

async function shots(p: Person, name: string): Promise<void> {
  // A thrown-in deal's summary may still stand over the next deal: put it away first.
  const next = p.page.locator('[data-testid="next-game"]');
  if (await next.isVisible()) await next.click();
  await p.page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(p.page, `first-game-${name}`);
  await p.page.setViewportSize({ width: 390, height: 844 });
  await screenshot(p.page, `first-game-${name}-phone`);
  await p.page.setViewportSize({ width: 1280, height: 800 });
}

/** The same person (same browser storage) at another table, in a new tab. */
const newTab = async (p: Person): Promise<Person> => ({ ...p, page: await p.context.newPage() });

const hostedOf = (id: string) => env.app.hosted().find((h) => h.table.id === id)!;
const turnOn = async (p: Person) => {
  const box = p.page.locator('[data-testid="first-game"]');
  if (!(await box.isChecked())) await box.check();
};

describe('First-game mode: why a card may not be played', () => {
  let de: Person;

  it('Dubbe in German: the switch is off until turned on, then refused cards say "Du musst … bedienen"', async () => {
    de = await person(env.browser, 'de-DE', { width: 1280, height: 800 });
    const id = await openAndSit(env.app, de, 'Greta', { game: 'dubbe', seats: 3, name: 'Erstes', options: {}, bots: 2 }, '.dubbe');
    const box = de.page.locator('[data-testid="first-game"]');
    await box.waitFor({ timeout: 20_000 });
    expect(await box.isChecked()).toBe(false);
    expect(await de.page.locator('label', { has: box }).innerText()).toContain('Erstes Spiel');
    const refused = await untilRefusedCard(hostedOf(id), () => undefined);
    // Off: nothing is explained.
    await de.page.locator(`.hand button.card-button[data-card="${refused[0]}"][data-playable="false"]`).waitFor({ timeout: 20_000 });
    expect(await de.page.locator('[data-testid="why-not"]').count()).toBe(0);
    await box.check();
    const texts = await checkReasons(de.page, refused, /^Du musst (Blau|Braun|Gelb|Grün|Rot) bedienen/);
    expect(await de.page.locator('[data-testid="why-not"]').innerText()).toContain('Nicht spielbar:');
    expect(texts.length).toBe(refused.length);
    expect(await de.page.evaluate(() => localStorage.getItem('stammtisch.firstGame'))).toBe('on');
    await shots(de, 'dubbe');
  }, 120_000);

  it('Dobbm in German: the switch is remembered; "bedienen" or "dann musst du Herz spielen"', async () => {
    de = await newTab(de);
    const id = await openAndSit(env.app, de, 'Greta', { game: 'dobbm', seats: 4, name: 'Dobbm erst', options: {}, bots: 3 }, '.dobbm');
    const box = de.page.locator('[data-testid="first-game"]');
    await box.waitFor({ timeout: 20_000 });
    expect(await box.isChecked()).toBe(true);
    // Seat 0 says "i dob" when it may (so the hand is played), else passes; it lays away the first allowed four.
    const refused = await untilRefusedCard(hostedOf(id), (legal) => legal.find((a) => a.type === 'dob') ?? legal.find((a) => a.type === 'pass'));
    await checkReasons(de.page, refused, /^(Du musst (Herz|Laub|Eichel|Schellen) bedienen\.|Du hast kein (Laub|Eichel|Schellen): dann musst du Herz \(Trumpf\) spielen\.)$/);
    await shots(de, 'dobbm');
    // Off again: the line goes.
    await box.uncheck();
    await expect.poll(() => de.page.locator('[data-testid="why-not"]').count()).toBe(0);
    expect(await de.page.evaluate(() => localStorage.getItem('stammtisch.firstGame'))).toBe('off');
  }, 120_000);

  it('Dubbe and Doppelkopf in English: "You must follow …", "Trump was led: trump must be followed."', async () => {
    const en = await person(env.browser, 'en-US', { width: 1280, height: 800 });
    const dubbe = await openAndSit(env.app, en, 'Jo', { game: 'dubbe', seats: 3, name: 'First', options: {}, bots: 2 }, '.dubbe');
    await en.page.locator('[data-testid="first-game"]').waitFor({ timeout: 20_000 });
    expect(await en.page.locator('label', { has: en.page.locator('[data-testid="first-game"]') }).innerText()).toContain('First game');
    await turnOn(en);
    const refusedDubbe = await untilRefusedCard(hostedOf(dubbe), () => undefined);
    await checkReasons(en.page, refusedDubbe, /^You must follow (Blue|Brown|Yellow|Green|Red)/);
    expect(await en.page.locator('[data-testid="why-not"]').innerText()).toContain('Not playable:');

    expect(en.errors).toEqual([]);
    const dkTab = await newTab(en);
    const dk = await openAndSit(env.app, dkTab, 'Jo', { game: 'doppelkopf', seats: 4, name: 'First DK', options: { preset: 'standard' }, bots: 3 }, '.doppelkopf');
    await dkTab.page.locator('[data-testid="first-game"]').waitFor({ timeout: 20_000 });
    expect(await dkTab.page.locator('[data-testid="first-game"]').isChecked()).toBe(true);
    // Later in the deal some announcements are too late as well: wait for a card and a call refused at once.
    const refusedCall = () => hostedOf(dk).table.whyNot(0).some((u) => u.action.type === 'announce');
    const refusedDk = await untilRefusedCard(hostedOf(dk), (legal) => legal.find((a) => a.type === 'reserve' && a.reservation === 'healthy'), refusedCall);
    await checkReasons(dkTab.page, refusedDk, /^(You must follow (Clubs|Spades|Hearts|Diamonds|Kreuz|Pik|Herz|Karo) \(trumps of that suit do not count\)\.|Trump was led: trump must be followed\.)$/);
    // The refused announcements: greyed buttons that name the reason (title, aria-describedby), and a line each.
    const calls = hostedOf(dk).table.whyNot(0).filter((u) => u.action.type === 'announce').map((u) => (u.action as unknown as { announcement: string }).announcement);
    expect(calls.length).toBeGreaterThan(0);
    await dkTab.page.locator('[data-testid="why-not-calls"]').waitFor({ timeout: 10_000 });
    for (const a of calls) {
      const button = dkTab.page.locator(`[data-refused="${a}"]`);
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      const title = (await button.getAttribute('title'))!;
      expect(title).toMatch(/^(Too late: announcements are made while you hold at least \d+ cards \(you hold \d+\)\.|Your party has already announced that\.|Your party must say Re or Kontra first\.)$/);
      const id = (await button.getAttribute('aria-describedby'))!;
      expect(await dkTab.page.locator(`[id="${id}"]`).innerText()).toContain(title);
    }
    // A refused call does nothing when pressed (a thrown-in deal's summary may still stand over the table: away with it).
    const next = dkTab.page.locator('[data-testid="next-game"]');
    if (await next.isVisible()) await next.click();
    const seq = hostedOf(dk).table.seq;
    // (Playwright waits for an aria-disabled button to be enabled: a person can still press it.)
    await dkTab.page.locator(`[data-refused="${calls[0]}"]`).click({ force: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(hostedOf(dk).table.match!.legal(0).length).toBeGreaterThan(0);
    expect(hostedOf(dk).table.seq).toBe(seq);
    await shots(dkTab, 'doppelkopf');
    expect(en.errors).toEqual([]);
  }, 180_000);
});

/**
 * Doppelkopf reservations: in this seeded first deal seat 0 holds one Clubs
 * Queen at most, six trumps, four Nines and no King (found by a bounded look
 * at the deal), so a marriage, poverty and both throw-ins are refused. Off:
 * the panel offers exactly the legal reservations; on: those four are added
 * greyed, each with its reason from `apply`.
 */
describe('First-game mode: why a reservation may not be said', () => {
  const reserveReasons = (id: string) => hostedOf(id).table.whyNot(0).filter((u) => u.action.type === 'reserve')
    .map((u) => (u.action as unknown as { reservation: string }).reservation);
  const legalKinds = (id: string) => (hostedOf(id).table.match!.legal(0) as unknown as Act[]).filter((a) => a.type === 'reserve').map((a) => a.reservation as string);

  async function openReserve(p: Person, id: string): Promise<void> {
    await p.page.locator('[data-testid="reserve"]').waitFor({ timeout: 30_000 });
    expect(hostedOf(id).table.match!.status().awaiting).toContain(0);
    await p.page.locator('[data-testid="reserve-open"]').click();
  }

  /** Each refused kind: a greyed button whose title is its reason, matching `sentences`, also in the visible list. */
  async function checkRefused(p: Person, id: string, sentences: Record<string, string>): Promise<void> {
    await p.page.locator('[data-testid="why-not-reserve"]').waitFor({ timeout: 10_000 });
    expect(reserveReasons(id).sort()).toEqual(Object.keys(sentences).sort());
    for (const [kind, sentence] of Object.entries(sentences)) {
      const button = p.page.locator(`[data-testid="reserve"] [data-refused="${kind}"]`);
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(await button.getAttribute('title')).toBe(sentence);
      const described = p.page.locator(`[id="${(await button.getAttribute('aria-describedby'))!}"]`);
      expect(await described.isVisible()).toBe(true);
      expect(await described.innerText()).toContain(sentence);
    }
    // The legal ones stay pressable and unexplained.
    for (const kind of legalKinds(id).filter((k) => k !== 'healthy')) {
      const button = p.page.locator(`[data-testid="reserve"] [data-reservation="${kind}"]`);
      expect(await button.getAttribute('aria-disabled')).toBeNull();
      expect(await button.getAttribute('title')).toBeNull();
    }
    expect(await p.page.locator('[data-testid="why-not-reserve"]').innerText()).not.toMatch(/whyNot\.|doppelkopf\.|\{|undefined/);
  }

  it('German: off, the panel offers only the legal reservations; on, marriage, poverty and throwing in are greyed with "braucht beide Kreuz-Damen" …', async () => {
    const de = await person(env.browser, 'de-DE', { width: 1280, height: 800 });
    const id = await openAndSit(env.app, de, 'Greta', { game: 'doppelkopf', seats: 4, name: 'Vorbehalt', options: { preset: 'standard' }, bots: 3 }, '.doppelkopf');
    await openReserve(de, id);
    const box = de.page.locator('[data-testid="first-game"]');
    expect(await box.isChecked()).toBe(false);
    // Off: exactly the legal ones, nothing greyed, no reasons.
    const shown = await de.page.locator('[data-testid="reserve"] [data-reservation]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-reservation')));
    expect(shown.sort()).toEqual(legalKinds(id).sort());
    expect(await de.page.locator('[data-testid="reserve"] [data-refused]').count()).toBe(0);
    expect(await de.page.locator('[data-testid="why-not-reserve"]').count()).toBe(0);
    await box.check();
    await checkRefused(de, id, {
      marriage: 'Eine Hochzeit braucht beide Kreuz-Damen.',
      poverty: 'Armut nur mit höchstens 3 Trümpfen (du hast 6).',
      throwNines: 'Einmischen nur mit mindestens fünf Neunen (du hast 4).',
      throwKings: 'Einmischen nur mit mindestens fünf Königen (du hast 0).',
    });
    // A greyed reservation does nothing when pressed.
    const seq = hostedOf(id).table.seq;
    await de.page.locator('[data-refused="marriage"]').click({ force: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(hostedOf(id).table.seq).toBe(seq);
    expect(hostedOf(id).table.match!.status().awaiting).toContain(0);
    await shots(de, 'doppelkopf-reserve');
    // Off again: the panel is as before.
    await box.uncheck();
    await expect.poll(() => de.page.locator('[data-testid="reserve"] [data-refused]').count()).toBe(0);
    expect(await de.page.locator('[data-testid="why-not-reserve"]').count()).toBe(0);
    expect(de.errors).toEqual([]);
  }, 120_000);

  it('English: "A marriage needs both Queens of Clubs." and the others', async () => {
    const en = await person(env.browser, 'en-US', { width: 1280, height: 800 });
    const id = await openAndSit(env.app, en, 'Jo', { game: 'doppelkopf', seats: 4, name: 'Reservation', options: { preset: 'standard' }, bots: 3 }, '.doppelkopf');
    await turnOn(en);
    await openReserve(en, id);
    await checkRefused(en, id, {
      marriage: 'A marriage needs both Queens of Clubs.',
      poverty: 'Poverty needs at most 3 trumps (you hold 6).',
      throwNines: 'Throwing in needs at least five Nines (you hold 4).',
      throwKings: 'Throwing in needs at least five Kings (you hold 0).',
    });
    await shots(en, 'doppelkopf-reserve-en');
    expect(en.errors).toEqual([]);
  }, 120_000);
});

/**
 * Dobbm bidding: seat 0 passes (through the host) until it is to speak after
 * someone said "i dob" (bounded: 600 steps, 60 s); then "i dob" is refused
 * (`bid-too-low`). Off: only the legal calls; on: "i dob" greyed in its place
 * with the reason, in German and, after switching the language, in English.
 */
describe('First-game mode: why a bid may not be said', () => {
  it('Dobbm: "i dob" after a bid is greyed with "Es ist schon „i dob“ geboten …" / "… has been bid already …"; nothing greyed when off', async () => {
    const de = await person(env.browser, 'de-DE', { width: 1280, height: 800 });
    const id = await openAndSit(env.app, de, 'Greta', { game: 'dobbm', seats: 4, name: 'Bieten', options: {}, bots: 3 }, '.dobbm');
    const hosted = hostedOf(id);
    const refusedBid = () => hosted.table.whyNot(0).filter((u) => u.action.type === 'dob');
    const until = Date.now() + 60_000;
    for (let i = 0; i < 600 && Date.now() < until; i++) {
      const m = hosted.table.match!;
      if (m.status().awaiting.includes(0)) {
        const view = m.view(0) as unknown as { phase: string };
        if (view.phase === 'bid' && refusedBid().length > 0) break;
        const legal = m.legal(0) as unknown as Act[];
        hosted.table.act(0, legal.find((a) => a.type === 'pass') ?? legal[0]!);
      }
      await new Promise((r) => setTimeout(r, 40));
    }
    expect(refusedBid().map((u) => u.code)).toEqual(['bid-too-low']);
    const calls = de.page.locator('[data-testid="calls"]');
    await calls.waitFor({ timeout: 20_000 });
    // The hands played through the host left summaries: the open one stays on its hand and the latest one
    // follows it (dealEnd.ts useSummaries): put them away (bounded).
    await new Promise((r) => setTimeout(r, 500));
    const next = de.page.locator('[data-testid="next-hand"]');
    for (let i = 0; i < 5 && (await next.isVisible()); i++) {
      await next.click();
      await new Promise((r) => setTimeout(r, 300));
    }
    await expect.poll(() => next.count()).toBe(0);
    // Off: exactly the legal calls, nothing greyed.
    const shown = await calls.locator('[data-call]').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-call')));
    expect(shown.sort()).toEqual((hosted.table.match!.legal(0) as unknown as Act[]).map((a) => a.type).sort());
    expect(await calls.locator('[data-refused]').count()).toBe(0);
    await turnOn(de);
    const dob = calls.locator('[data-refused="dob"]');
    await dob.waitFor({ timeout: 10_000 });
    expect(await dob.getAttribute('aria-disabled')).toBe('true');
    expect(await dob.getAttribute('title')).toBe('Es ist schon „i dob“ geboten: jetzt geht nur noch Solo oder „gut“.');
    const described = de.page.locator(`[id="${(await dob.getAttribute('aria-describedby'))!}"]`);
    expect(await described.isVisible()).toBe(true);
    expect(await described.innerText()).toContain('jetzt geht nur noch Solo');
    // In its place: between "gut" and "Solo".
    expect(await calls.locator('button').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-call') ?? `no-${b.getAttribute('data-refused')}`))).toEqual(['pass', 'no-dob', 'solo']);
    const seq = hosted.table.seq;
    await dob.click({ force: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(hosted.table.seq).toBe(seq);
    await shots(de, 'dobbm-bid');
    await de.page.selectOption('[data-testid="language"]', 'en');
    await expect.poll(() => dob.getAttribute('title')).toBe('An ordinary game (“i dob”) has been bid already: now only Solo or “gut”.');
    await shots(de, 'dobbm-bid-en');
    expect(de.errors).toEqual([]);
  }, 120_000);
});
