import { describe, expect, it } from 'vitest';
import { browserAndApp, person, screenshot } from './browser';

const env = browserAndApp();

// What a level means, in words a person can judge (issue 19): one short line under the form for the level chosen.
const lines = {
  en: {
    easy: 'Easy: plays like a beginner who follows the rules.',
    medium: 'Medium: plays like a casual club player.',
    hard: 'Hard: plays as well as the program can within a second.',
  },
  de: {
    easy: 'Leicht: spielt wie jemand, der die Regeln gerade gelernt hat.',
    medium: 'Mittel: spielt wie ein Gelegenheitsspieler am Stammtisch.',
    hard: 'Stark: spielt so gut, wie es das Programm in einer Sekunde kann.',
  },
};

// The symbol game (real-time): a level is how fast a bot spots a match, as people do (docs/bots.md, "Symbol game reaction times").
const realtimeLines = {
  en: {
    easy: 'Easy: spots a match as fast as a beginner (about 4 s).',
    medium: 'Medium: spots a match as fast as a casual player (about 2.5 s).',
    hard: 'Hard: spots a match as fast as a practised player (about 1.5 s).',
  },
  de: {
    easy: 'Leicht: findet ein Paar so schnell wie ein Anfänger (etwa 4 s).',
    medium: 'Mittel: findet ein Paar so schnell wie ein Gelegenheitsspieler (etwa 2,5 s).',
    hard: 'Stark: findet ein Paar so schnell wie ein geübter Spieler (etwa 1,5 s).',
  },
};

describe('lobby bot levels', () => {
  for (const [lang, locale] of [['en', 'en-US'], ['de', 'de-DE']] as const) {
    it(`says in one line what each level means (${lang})`, { timeout: 120_000 }, async () => {
      const p = await person(env.browser, locale, { width: 1280, height: 800 });
      await p.page.goto(env.app.url);
      const hint = p.page.locator('[data-testid="level-hint"]');
      // The form's default level is medium.
      await expect.poll(() => hint.textContent()).toBe(lines[lang].medium);
      for (const level of ['easy', 'medium', 'hard'] as const) {
        await p.page.selectOption('select[name="botLevel"]', level);
        await expect.poll(() => hint.textContent()).toBe(lines[lang][level]);
      }
      await p.page.selectOption('select[name="botLevel"]', 'easy');
      await screenshot(p.page, `lobby-level-${lang}`);
      await p.page.setViewportSize({ width: 390, height: 844 });
      await screenshot(p.page, `lobby-level-phone-${lang}`);
      expect(p.errors).toEqual([]);
      await p.context.close();
    });

    it(`says for the symbol game how fast each level spots a match (${lang})`, { timeout: 120_000 }, async () => {
      const p = await person(env.browser, locale, { width: 1280, height: 800 });
      await p.page.goto(env.app.url);
      const hint = p.page.locator('[data-testid="level-hint"]');
      await p.page.selectOption('select[name="game"]', 'dobble');
      for (const level of ['easy', 'medium', 'hard'] as const) {
        await p.page.selectOption('select[name="botLevel"]', level);
        await expect.poll(() => hint.textContent()).toBe(realtimeLines[lang][level]);
      }
      await p.page.selectOption('select[name="botLevel"]', 'easy');
      await screenshot(p.page, `lobby-level-symbol-${lang}`);
      await p.page.setViewportSize({ width: 390, height: 844 });
      await screenshot(p.page, `lobby-level-symbol-phone-${lang}`);
      // Back to a card game: its line again.
      await p.page.selectOption('select[name="game"]', 'dubbe');
      await expect.poll(() => hint.textContent()).toBe(lines[lang].easy);
      expect(p.errors).toEqual([]);
      await p.context.close();
    });
  }
});
