import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../shared/games/doppelkopf/options';
import { differencesFromDdv, parseOptions } from '../../../shared/games/doppelkopf/presets';
import { legalActions } from '../../../shared/games/doppelkopf/rules';
import { start } from './craft';

/** A hand with five Nines and only two trumps: poverty and a throw-in where the table allows them. */
const POOR = ['clubs-9', 'clubs-9', 'spades-9', 'spades-9', 'hearts-9', 'diamonds-K', 'diamonds-9', 'clubs-A', 'clubs-A', 'spades-A', 'spades-A', 'hearts-A'];

describe('presets say what they are (issue 28)', () => {
  it('"ddv" is the DDV tournament rules: no poverty, no throw-ins; the rest are the DDV defaults', () => {
    const o = parseOptions({ preset: 'ddv' }, 4);
    expect(o).toMatchObject({ preset: 'ddv', scoring: 'ddv', poverty: false, throwNines: false, throwKings: false, marriage: true, secondDulle: 'loses' });
    expect(differencesFromDdv(o, 4)).toEqual([]);
  });

  it('"standard" (records without a preset) keeps its old meaning: DDV with poverty and throw-ins', () => {
    expect(parseOptions({}, 4)).toEqual(parseOptions({ preset: 'standard' }, 4));
    expect(differencesFromDdv(parseOptions({}, 4), 4).map((d) => d.key)).toEqual(['poverty', 'throwNines', 'throwKings']);
  });

  it('a table of the DDV preset is never asked for poverty or a throw-in; the old preset is', () => {
    const reservationsOf = (preset: string) => legalActions(start([POOR, [], [], []], { preset }), 0).map((a) => (a as { reservation: string }).reservation);
    expect(reservationsOf('ddv')).not.toContain('poverty');
    expect(reservationsOf('ddv')).not.toContain('throwNines');
    expect(reservationsOf('standard')).toEqual(expect.arrayContaining(['poverty', 'throwNines']));
  });

  it('the Weimar preset lists what it changes from DDV, a changed option of the table too', () => {
    const keys = differencesFromDdv(parseOptions({ preset: 'weimar' }, 4), 4).map((d) => d.key);
    expect(keys).toEqual(expect.arrayContaining(['scoring', 'solos', 'secondDulle', 'poverty', 'stageNeedsKontra', 'ramsch', 'pflichtSolos']));
    expect(keys).not.toContain('games');
    expect(differencesFromDdv(parseOptions({ preset: 'ddv', withNines: false }, 4), 4)).toEqual([{ key: 'withNines', value: false, ddv: true }]);
  });

  it('an unknown preset is a clear error', () => {
    expect(() => parseOptions({ preset: 'tournament' }, 4)).toThrow(/options\.preset/);
  });
});

describe('the rules page lists what each preset changes from DDV', () => {
  for (const lang of ['de', 'en']) {
    it(`docs/rules/doppelkopf.${lang}.md, section "presets": every difference named with its {opt:key}`, () => {
      const page = readFileSync(resolve(__dirname, `../../../docs/rules/doppelkopf.${lang}.md`), 'utf8');
      const section = page.slice(page.indexOf('{#presets}'), page.indexOf('{#options}'));
      expect(section.length).toBeGreaterThan(100);
      for (const preset of PRESETS) {
        for (const d of differencesFromDdv(parseOptions({ preset }, 4), 4)) expect(section, `${preset}: ${d.key}`).toContain(`{opt:${d.key}}`);
      }
    });
  }
});
