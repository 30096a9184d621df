import { describe, expect, it } from 'vitest';
import { doppelkopf } from '../../../shared/games/doppelkopf';
import { checkFinalTrickAfterDeal } from '../finalTrick';

describe('Doppelkopf: the last trick of a game', () => {
  it('stays in every view after the next deal (who played what, who took it, its points)', () => {
    expect(checkFinalTrickAfterDeal(doppelkopf, 4, { games: 4 }, 'final-dk-4')).toBe(4);
    expect(checkFinalTrickAfterDeal(doppelkopf, 5, { preset: 'weimar' }, 'final-dk-5')).toBe(4);
  });
});
