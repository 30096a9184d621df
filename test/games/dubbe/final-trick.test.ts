import { describe, expect, it } from 'vitest';
import { dubbe } from '../../../shared/games/dubbe';
import { checkFinalTrickAfterDeal } from '../finalTrick';

describe('Dubbe: the last trick of a round', () => {
  it('stays in every view after the next round is dealt (who played what, who took it)', () => {
    expect(checkFinalTrickAfterDeal(dubbe, 4, { rounds: 4 }, 'final-dubbe-4')).toBe(4);
    expect(checkFinalTrickAfterDeal(dubbe, 3, { rounds: 3, blackDie: true }, 'final-dubbe-3')).toBe(3);
  });
});
