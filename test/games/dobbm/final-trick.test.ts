import { describe, expect, it } from 'vitest';
import { dobbm } from '../../../shared/games/dobbm';
import { checkFinalTrickAfterDeal } from '../finalTrick';

describe('Dobbm: the last trick of a deal', () => {
  it('stays in every view after the next deal, whatever the look-back rule', () => {
    expect(checkFinalTrickAfterDeal(dobbm, 4, { hands: 4 }, 'final-dobbm-4')).toBe(4);
    expect(checkFinalTrickAfterDeal(dobbm, 5, { hands: 4, lookBack: 'all' }, 'final-dobbm-5')).toBe(4);
  });
});
