import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { secureWs } from '../../src-main/host/secureWs';
import { commonSymbol, parseCard } from '../../shared/games/dobble/deck';
import type { DobbleView } from '../../shared/games/dobble';
import { browserAndApp, person, screenshot } from './browser';

const env = browserAndApp({ seed: 'dobble-tournament-e2e' });

/**
 * A second player over the real protocol who, while `eager`, names every
 * Tower match the moment the table shows it (and leaves the rest alone).
 */
function quickPlayer(wsUrl: string) {
  const ws = secureWs(new WebSocket(wsUrl));
  const state = { eager: true, view: null as DobbleView | null, claims: 0 };
  let id = 1;
  ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name: 'Quick' })));
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data)) as { type: string; view?: DobbleView };
    if (msg.type !== 'state' || !msg.view) return;
    const v = msg.view;
    state.view = v;
    if (!state.eager || v.phase !== 'play' || v.miniGame !== 'tower' || v.seat === null || !v.awaiting.includes(v.seat)) return;
    const mine = v.tops[v.seat];
    if (!mine || !v.centre) return;
    const symbol = commonSymbol(parseCard(mine)!, parseCard(v.centre)!);
    // Quick, but no machine gun: the host's rate limit counts every message (25 a second).
    setTimeout(() => {
      if (state.view !== v) return;
      state.claims++;
      ws.send(JSON.stringify({ type: 'action', id: id++, action: { type: 'claim', symbol, at: 0, seen: v.version } }));
    }, 60);
  });
  return { ws, state };
}

describe('a Dobble tournament: two people, the loser chooses', () => {
  it('loses the Tower to a quicker player, chooses the Poisoned Gift, plays it by clicks, sees the points', async () => {
    const p = await person(env.browser, 'en-US');
    await p.page.goto(env.app.url);
    await p.page.fill('input[name="playerName"]', 'Ada');
    await p.page.selectOption('select[name="game"]', 'dobble');
    await p.page.selectOption('select[name="seats"]', '2');
    await p.page.selectOption('select[name="miniGames"]', '2');
    await p.page.click('[data-testid="create"]');
    await p.page.waitForSelector('[data-testid="share"]');
    const hosted = env.app.hosted().at(-1)!;
    expect(hosted.table.options).toMatchObject({ miniGames: 2 });

    const quick = quickPlayer(`ws://127.0.0.1:${hosted.port}/ws`);
    await p.page.waitForSelector('.dobble[data-mini-game="tower"]');
    // The quicker player takes the whole Tower; the page follows every card and says who was first.
    await p.page.waitForSelector('[data-testid="chooser"][data-mine="true"]', { timeout: 60_000 });
    quick.state.eager = false;
    expect(quick.state.claims).toBeGreaterThanOrEqual(53);
    expect(await p.page.locator('[data-testid="announce"]').innerText()).toMatch(/^Quick was first: /);
    expect(await p.page.locator('[data-testid="mini-game-result"] tbody tr').first().innerText()).toMatch(/^1\.\s+Quick\s+54\s+\+59$/);
    expect(await p.page.locator('[data-testid="score-board"] tbody tr').allInnerTexts())
      .toEqual([expect.stringMatching(/^Ada\s+1\s+1$/), expect.stringMatching(/^Quick\s+59\s+59$/)]);
    // The focus is on the first choice; the keyboard works there as well as the mouse.
    expect(await p.page.evaluate(() => (document.activeElement as HTMLElement).dataset.miniGame)).toBe('tower');
    await screenshot(p.page, 'dobble-choose');
    await p.page.click('[data-mini-game="poisonedGift"]');

    await p.page.waitForSelector('.dobble[data-mini-game="poisonedGift"][data-phase="play"]');
    // The change is said in words, in the live region and visibly (issue 17).
    const moment = p.page.locator('[aria-live="polite"][data-testid="moments"] [data-testid="moment"]');
    await moment.first().waitFor({ timeout: 5000 });
    expect(await moment.allInnerTexts()).toContain('New mini-game: The Poisoned Gift, chosen by Ada');
    expect(await moment.first().isVisible()).toBe(true);
    await screenshot(p.page, 'moment-dobble');
    expect(await p.page.locator('.slot.search').getAttribute('data-key')).toBe('centre');
    let given = 0;
    for (let guard = 0; guard < 200; guard++) {
      const now = await p.page.locator('.dobble').evaluate((root) => {
        const el = root as HTMLElement;
        const syms = (sel: string) => [...root.querySelectorAll(`${sel} [data-symbol]`)].map((e) => (e as HTMLElement).dataset.symbol!);
        return { phase: el.dataset.phase!, version: el.dataset.version!, centre: syms('.slot.search'), theirs: syms('.slot.target[data-key="seat1"]') };
      });
      if (now.phase !== 'play') break;
      if (given === 10) await screenshot(p.page, 'dobble-gift');
      const match = now.centre.find((s) => now.theirs.includes(s))!;
      await p.page.click(`.slot.target[data-key="seat1"] [data-symbol="${match}"]`);
      await p.page.waitForFunction((b) => document.querySelector<HTMLElement>('.dobble')?.dataset.version !== b || document.querySelector<HTMLElement>('.dobble')?.dataset.phase !== 'play', now.version);
      given++;
    }
    expect(given).toBe(53);
    await p.page.waitForSelector('[data-testid="winner"]');
    const results = hosted.table.match!.results() as { totals: number[]; winners: number[] };
    expect(results.totals).toEqual([21, 69]);
    expect(await p.page.locator('[data-testid="winner"]').innerText()).toBe('Quick wins!');
    expect(await p.page.locator('[data-testid="score-board"] tbody tr').allInnerTexts())
      .toEqual([expect.stringMatching(/^Ada\s+1\s+20\s+21$/), expect.stringMatching(/^Quick\s+59\s+10\s+69$/)]);
    await screenshot(p.page, 'dobble-tournament-end');
    expect(p.errors).toEqual([]);
    quick.ws.close();
    await p.context.close();
  }, 180_000);
});
