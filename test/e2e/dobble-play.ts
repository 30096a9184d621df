import type { Page } from 'playwright-core';

/** What the Dobble page shows now: phase, mini-game, version, lock, the search card's symbols and each target card's. */
export async function table(page: Page) {
  return page.locator('.dobble').evaluate((root) => {
    const el = root as HTMLElement;
    const syms = (sel: string) => [...root.querySelectorAll(`${sel} [data-symbol]`)].map((e) => (e as HTMLElement).dataset.symbol!);
    return {
      phase: el.dataset.phase!,
      miniGame: el.dataset.miniGame!,
      version: el.dataset.version!,
      round: el.dataset.round!,
      locked: el.dataset.locked === 'true',
      search: syms('.slot.search'),
      targets: [...root.querySelectorAll('.slot.target')].map((s) => ({
        key: (s as HTMLElement).dataset.key!,
        target: (s as HTMLElement).dataset.target,
        symbols: [...s.querySelectorAll('[data-symbol]')].map((e) => (e as HTMLElement).dataset.symbol!),
      })),
    };
  });
}

/** Waits until the table moved on from `before` (a claim applied, a new round, the game over, or a lock). */
export async function changed(page: Page, before: { version: string; round: string; phase: string }, timeout = 30_000): Promise<void> {
  await page.waitForFunction((b) => {
    const el = document.querySelector<HTMLElement>('.dobble');
    return !el || el.dataset.version !== b.version || el.dataset.round !== b.round || el.dataset.phase !== b.phase || el.dataset.locked === 'true';
  }, before, { timeout });
}

/** From the lobby form: one person alone against easy bots (the form's default is "medium") in one mini-game. */
export async function openSolo(page: Page, lobbyUrl: string, name: string, seats: number, miniGame: string, lockMs?: number): Promise<void> {
  await page.goto(lobbyUrl);
  await page.fill('input[name="playerName"]', name);
  await page.selectOption('select[name="game"]', 'dobble');
  await page.selectOption('select[name="seats"]', String(seats));
  await page.selectOption('select[name="miniGame"]', miniGame);
  if (lockMs !== undefined) await page.selectOption('select[name="lockMs"]', String(lockMs));
  await page.selectOption('select[name="botLevel"]', 'easy');
  await page.click('[data-testid="solo"]');
  await page.waitForSelector(`.dobble[data-mini-game="${miniGame}"][data-phase="play"]`);
}
