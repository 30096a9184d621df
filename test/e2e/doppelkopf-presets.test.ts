import { describe, expect, it } from 'vitest';
import { browserAndApp, openAndSit, person, screenshot } from './browser';

/** Issue 28: presets say what they are; every option a preset changes from DDV is listed beside it and on a guest's join form. */
const env = browserAndApp({ seed: 'dk-presets-e2e' });

describe('Doppelkopf presets in the lobby and on the join form', () => {
  it('lists the presets by honest names, with what each changes from DDV (de), and a guest sees it (en)', { timeout: 120_000 }, async () => {
    const host = await person(env.browser, 'de-DE', { width: 1280, height: 900 });
    await host.page.goto(env.app.url);
    await host.page.selectOption('select[name="game"]', 'doppelkopf');
    const names = await host.page.locator('select[name="preset"] option').allInnerTexts();
    expect(names).toEqual(['Turnierregeln (DDV)', 'DDV mit Armut und Schmeißen', 'Weimarer Hausregeln']);
    const diff = host.page.locator('[data-testid="dk-differences"]');
    await host.page.selectOption('select[name="preset"]', 'ddv');
    await expect.poll(() => diff.innerText()).toContain('Keine Abweichung von den DDV-Turnierregeln.');
    await host.page.selectOption('select[name="preset"]', 'standard');
    await expect.poll(() => diff.locator('li').allInnerTexts()).toEqual([
      'Armut: an (DDV: aus)', 'Einmischen bei 5 Neunen: an (DDV: aus)', 'Einmischen bei 5 Königen: an (DDV: aus)',
    ]);
    await host.page.selectOption('select[name="preset"]', 'weimar');
    // A long list folds away (the lobby's buttons stay in view); opened, it names every difference.
    await expect.poll(() => diff.locator('summary').innerText()).toBe('Anders als DDV: 21 Regeln');
    await diff.locator('summary').click();
    await expect.poll(() => diff.locator('li[data-option="stageNeedsKontra"]').innerText()).toBe('Absage nur nach eigenem Re/Kontra: an (DDV: aus)');
    await screenshot(host.page, 'dk-presets-lobby-weimar-de');
    await host.page.selectOption('select[name="preset"]', 'ddv');
    await host.page.selectOption('select[name="schweine"]', 'said');
    await expect.poll(() => diff.locator('li').allInnerTexts()).toEqual(['Schweine: angesagt (DDV: aus)']);
    await screenshot(host.page, 'dk-presets-lobby-ddv-schweine-de');
    expect(host.errors).toEqual([]);

    // A guest's join form: the table's rule set and how it differs from DDV.
    const maria = await person(env.browser, 'de-DE');
    const id = await openAndSit(env.app, maria, 'Maria', { game: 'doppelkopf', seats: 4, name: 'Dienstag', options: { preset: 'standard', schweine: 'said' } }, '[data-testid="share"]');
    const table = env.app.hosted().find((h) => h.table.id === id)!;
    const guest = await person(env.browser, 'en-US', { width: 390, height: 844 });
    await guest.page.goto(`http://127.0.0.1:${table.port}/`);
    const joinDiff = guest.page.locator('[data-testid="dk-differences"]');
    await expect.poll(() => joinDiff.locator('.head strong').innerText()).toBe('DDV with poverty and throw-ins');
    expect(await joinDiff.locator('li').allInnerTexts()).toEqual([
      'Poverty: on (DDV: off)', 'Throw-in with 5 Nines: on (DDV: off)', 'Throw-in with 5 Kings: on (DDV: off)', 'Schweine: said (DDV: off)',
    ]);
    await screenshot(guest.page, 'dk-presets-join-en');
    expect(guest.errors).toEqual([]);
    await Promise.all([host.context.close(), maria.context.close(), guest.context.close()]);
  });
});
