import { describe, expect, it } from 'vitest';
import { createRng } from '../../../shared/engine/rng';
import { dobble } from '../../../shared/games/dobble';
import { MINI_GAMES, type MiniGameId } from '../../../shared/games/dobble/options';
import { hasSymbol, parseCard } from '../../../shared/games/dobble/deck';
import { view } from '../../../shared/games/dobble/view';
import { started } from './craft';

/**
 * The people the bot levels stand for, as docs/bots.md ("Symbol game
 * reaction times") documents them: the band a person's median reaction
 * lies in, in ms, per mini-game at a table of four. The bands come from the
 * human model there, not from the bots' parameters.
 */
const BANDS: Record<'beginner' | 'practised', Record<MiniGameId, [number, number]>> = {
  beginner: {
    tower: [3400, 4500], well: [3400, 4500],
    hotPotato: [4000, 5400], poisonedGift: [4000, 5400], catchThemAll: [4300, 5800],
  },
  practised: {
    tower: [1200, 1800], well: [1200, 1800],
    hotPotato: [1400, 2200], poisonedGift: [1400, 2200], catchThemAll: [1500, 2400],
  },
};

const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

/** The level's median reaction to a fresh view of `mg` (four players, seat 1, not locked), from the seeded model. */
function medianOf(level: string, mg: MiniGameId): number {
  const v = view(started(4, mg), 1);
  const bot = dobble.bots[level]!;
  return median(Array.from({ length: 801 }, (_, i) => bot.reactionMs!(v, createRng('people', `${level}/${mg}/${i}`))));
}

describe('symbol game bots react like people', () => {
  it.each(MINI_GAMES)('easy reacts like a beginner and hard like a practised player in %s', (mg) => {
    const easy = medianOf('easy', mg);
    const hard = medianOf('hard', mg);
    expect(easy, `easy median in ${mg}`).toBeGreaterThanOrEqual(BANDS.beginner[mg][0]);
    expect(easy, `easy median in ${mg}`).toBeLessThanOrEqual(BANDS.beginner[mg][1]);
    expect(hard, `hard median in ${mg}`).toBeGreaterThanOrEqual(BANDS.practised[mg][0]);
    expect(hard, `hard median in ${mg}`).toBeLessThanOrEqual(BANDS.practised[mg][1]);
  });

  it('medium lies between them, and more cards to compare take longer', () => {
    for (const mg of MINI_GAMES) {
      const [e, m, h] = ['easy', 'medium', 'hard'].map((l) => medianOf(l, mg));
      expect(m, mg).toBeLessThan(e!);
      expect(m, mg).toBeGreaterThan(h!);
    }
    expect(medianOf('easy', 'catchThemAll')).toBeGreaterThan(medianOf('easy', 'tower'));
  });

  it('reaction times are skewed like people\'s: a long slow tail, no instant answers', () => {
    const v = view(started(4, 'tower'), 1);
    for (const level of ['easy', 'medium', 'hard']) {
      const xs = Array.from({ length: 2001 }, (_, i) => dobble.bots[level]!.reactionMs!(v, createRng('skew', `${level}/${i}`)));
      const s = xs.slice().sort((a, b) => a - b);
      const q1 = s[500]!; const q2 = s[1000]!; const q3 = s[1500]!;
      expect(q3 - q2, level).toBeGreaterThan(q2 - q1);
      expect(s[0], level).toBeGreaterThanOrEqual(700);
    }
  });

  it('easy now and then names a wrong symbol, hard rarely', () => {
    const s = started(4, 'tower');
    const v = view(s, 1);
    const right = (symbol: string) => hasSymbol(parseCard(v.centre!)!, symbol) && hasSymbol(parseCard(v.tops[1]!)!, symbol);
    const wrongShare = (level: string) => {
      let n = 0;
      for (let i = 0; i < 1000; i++) {
        const a = dobble.bots[level]!.decide(v, createRng('wrong', `${level}/${i}`));
        if (a?.type !== 'claim') throw new Error(`${level} did not claim`);
        if (!right(a.symbol)) n++;
      }
      return n / 1000;
    };
    const easy = wrongShare('easy');
    expect(easy).toBeGreaterThan(0.04);
    expect(easy).toBeLessThan(0.12);
    expect(wrongShare('hard')).toBeLessThan(0.03);
  });
});
