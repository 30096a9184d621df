import { describe, expect, it } from 'vitest';
import { heuristicCard, type Situation } from '../../../shared/games/doppelkopf/bots-heuristic';
import { masterLead, withMasterLead } from '../../../shared/games/doppelkopf/bots-trumpless';
import { parseCard } from '../../../shared/games/doppelkopf/cards';
import { ranking, type Ranking } from '../../../shared/games/doppelkopf/order';

const cards = (names: string[]) => names.map((n) => parseCard(n)!);

/** The soloist (seat 0) to lead trick 4 with `mine`; the others hold `out` between them. */
function lead(r: Ranking, mine: string[], out: string[], trick: string[] = []): Situation {
  return {
    seat: 0, playable: cards(mine), trick: cards(trick).map((card, i) => ({ seat: 1 + i, card })), done: 3, total: 12,
    ledSuits: new Set([2]), r, secondDulleBeats: true, avoid: false, alone: true, relation: () => 'opponent', dulleRisk: false,
    later: () => cards(out),
  };
}

const meatless = ranking('meatless', true);

describe('Doppelkopf bots: leading without trumps (the meatless solo)', () => {
  it('cashes a Ten once both Aces of its suit are gone, where the rule of thumb gives the lead away', () => {
    // Both Hearts Aces fell in an earlier trick: the Hearts Ten is the highest Heart still out.
    const sit = lead(meatless, ['hearts-10', 'hearts-9', 'clubs-9', 'spades-K'], ['hearts-K', 'hearts-Q', 'clubs-A', 'clubs-10', 'spades-A', 'diamonds-A']);
    expect(heuristicCard(sit)).not.toBe(parseCard('hearts-10'));
    expect(masterLead(sit)).toBe(parseCard('hearts-10'));
    expect(withMasterLead()(sit)).toBe(parseCard('hearts-10'));
  });

  it('leads any card of a suit nobody else holds, the one worth most', () => {
    const sit = lead(meatless, ['diamonds-K', 'diamonds-9', 'clubs-9'], ['clubs-A', 'spades-A', 'hearts-A']);
    expect(masterLead(sit)).toBe(parseCard('diamonds-K'));
  });

  it('has no master while a higher card of every suit is out: the rule of thumb leads', () => {
    const sit = lead(meatless, ['hearts-10', 'clubs-9'], ['hearts-A', 'clubs-K']);
    expect(masterLead(sit)).toBeNull();
    expect(withMasterLead()(sit)).toBe(heuristicCard(sit));
  });

  it('leaves games with trumps, tricks unwanted and following to the rule of thumb', () => {
    const normal = ranking('normal', true);
    expect(masterLead(lead(normal, ['hearts-A', 'clubs-9'], ['clubs-K']))).toBeNull();
    expect(masterLead({ ...lead(meatless, ['hearts-A', 'clubs-9'], ['clubs-K']), avoid: true })).toBeNull();
    expect(masterLead(lead(meatless, ['clubs-A', 'clubs-9'], ['clubs-K'], ['clubs-10']))).toBeNull();
  });
});
