import { describe, expect, it } from 'vitest';
import { heuristicCard, type Situation } from '../../../shared/games/doppelkopf/bots-heuristic';
import { masterLead, withMasterLead, withTrumplessPlay } from '../../../shared/games/doppelkopf/bots-trumpless';
import { parseCard } from '../../../shared/games/doppelkopf/cards';
import { ranking, type Ranking } from '../../../shared/games/doppelkopf/order';
import { playGame } from '../../../shared/bots/play';
import { doppelkopf } from '../../../shared/games/doppelkopf';
import { hardCalls } from '../../../shared/games/doppelkopf/bots-candidates';
import { HARD_RESERVE } from '../../../shared/games/doppelkopf/bots-search';
import type { GameRecord } from '../../../shared/games/doppelkopf/state';

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

  it('following: takes the trick with a Ten nobody after it can beat, where the rule of thumb ducks', () => {
    // A defender (seat 0) second to an opponent's Hearts King; both Hearts Aces are gone, the two to come hold none.
    const sit = { ...lead(meatless, ['hearts-10', 'hearts-9', 'clubs-9'], ['hearts-Q', 'clubs-A', 'spades-A'], ['hearts-K']), alone: false };
    expect(heuristicCard(sit)).toBe(parseCard('hearts-9'));
    expect(withTrumplessPlay()(sit)).toBe(parseCard('hearts-10'));
    // With a Hearts Ace still to come the Ten is not sure: the rule of thumb's answer stands.
    const risky = { ...sit, later: () => cards(['hearts-A', 'clubs-A']) };
    expect(withTrumplessPlay()(risky)).toBe(heuristicCard(risky));
  });

  it("following: gives points onto a partner's card nobody after it can beat", () => {
    // Seat 0 third, void in Clubs; its partner (seat 1) led the Clubs King; the last seat holds no higher Club.
    const sit: Situation = {
      ...lead(meatless, ['spades-10', 'hearts-9'], ['clubs-Q', 'hearts-A'], ['clubs-K', 'clubs-J']), alone: false,
      relation: (seat) => (seat === 1 ? 'partner' : 'opponent'),
    };
    expect(heuristicCard(sit)).toBe(parseCard('hearts-9'));
    expect(withTrumplessPlay()(sit)).toBe(parseCard('spades-10'));
  });

  // Deal 532 of seed sw1 (issue 30, eleventh pass): seat 1 bids a meatless solo. At 300 iterations without time caps
  // (so the game is the same every run), `hard` whose playouts led their cheapest card lost it (−9); leading the
  // masters in its playouts, it wins it.
  it('the level `hard` wins the meatless solo of deal sw1/532 as soloist', { timeout: 60_000 }, () => {
    const bot = hardCalls(null, { reserve: { ...HARD_RESERVE, capMs: undefined } }, { iterations: 300 }, 'hard');
    const played = playGame(doppelkopf, [bot, bot, bot, bot], { seed: 'sw1/532', options: doppelkopf.options({ games: 1 }, 4) });
    const first = (played.match.state as { history: readonly GameRecord[] }).history[0]!;
    expect([first.type, first.re]).toEqual(['soloMeatless', [1]]);
    expect(first.points[1]).toBeGreaterThan(0);
  });
});
