import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../shared/engine/game';
import { Match } from '../../../shared/engine/match';
import { createRng } from '../../../shared/engine/rng';
import { doppelkopf } from '../../../shared/games/doppelkopf';
import { tipReason } from '../../../shared/games/doppelkopf/tip';
import type { DoppelkopfState } from '../../../shared/games/doppelkopf/state';
import { p, position, res, run, say } from './craft';

/**
 * Why a tip's card is good (issue 17), from the seat's view alone: each
 * position below has one card whose reason is plain to a player.
 */
const reason = (s: DoppelkopfState, seat: Seat, card: string) => {
  const v = doppelkopf.view(s, seat);
  expect(v.legal).toContainEqual(p(seat, card));
  return tipReason(v, p(seat, card));
};

describe('Doppelkopf tip reasons', () => {
  it('the last card that takes the trick wins it; the Fox taking a trick is brought home', () => {
    const s = run(position({ hands: [['clubs-K'], ['clubs-9'], ['clubs-10'], ['clubs-A', 'clubs-9']] }), p(0, 'clubs-K'), p(1, 'clubs-9'), p(2, 'clubs-10'));
    expect(reason(s, 3, 'clubs-A')).toEqual({ code: 'wins', params: { card: 'clubs-A', last: 1, points: 25 } });
    const fox = run(position({ hands: [['diamonds-9'], ['diamonds-K'], ['diamonds-10'], ['diamonds-A', 'diamonds-J']] }), p(0, 'diamonds-9'), p(1, 'diamonds-K'), p(2, 'diamonds-10'));
    expect(reason(fox, 3, 'diamonds-A').code).toBe('foxHome');
    // Second in the trick: it takes the trick so far.
    const early = run(position({ hands: [['spades-K'], ['spades-A', 'spades-9'], ['spades-9'], ['spades-10']] }), p(0, 'spades-K'));
    expect(reason(early, 1, 'spades-A')).toMatchObject({ code: 'wins', params: { last: 0 } });
  });

  it('a partner known to hold the trick gets points (Schmieren), or a cheap card that saves them', () => {
    // Seat 3 holds a Clubs Queen (Re, it knows); seat 0 showed the other one: partners.
    const s = run(position({ hands: [['clubs-Q'], ['diamonds-9'], ['diamonds-K'], ['clubs-Q', 'diamonds-10', 'diamonds-9']] }),
      p(0, 'clubs-Q'), p(1, 'diamonds-9'), p(2, 'diamonds-K'));
    expect(reason(s, 3, 'diamonds-10')).toEqual({ code: 'smear', params: { card: 'diamonds-10', points: 10 } });
    expect(reason(s, 3, 'diamonds-9').code).toBe('partner');
  });

  it('a trick it cannot win: the lowest card that follows suit, or the least valuable card thrown off', () => {
    const follow = run(position({ hands: [['spades-A'], ['spades-K', 'spades-10', 'spades-9'], ['spades-9'], ['spades-10']] }), p(0, 'spades-A'));
    expect(reason(follow, 1, 'spades-9').code).toBe('lowestFollow');
    // The Dulle led: nothing of seat 3's beats it.
    const lost = run(position({ hands: [['hearts-10'], ['diamonds-J'], ['diamonds-Q'], ['diamonds-9', 'diamonds-K']] }), p(0, 'hearts-10'), p(1, 'diamonds-J'), p(2, 'diamonds-Q'));
    expect(reason(lost, 3, 'diamonds-9').code).toBe('lost');
    expect(reason(lost, 3, 'diamonds-K').code).toBe('under');
    // It could take the trick (a Queen) but need not: the cheapest card that stays under, the better ones kept.
    const duck = run(position({ hands: [['diamonds-10'], ['clubs-Q', 'diamonds-K', 'hearts-Q'], ['diamonds-9'], ['diamonds-9']] }), p(0, 'diamonds-10'));
    expect(reason(duck, 1, 'diamonds-K').code).toBe('duck');
  });

  it('a valuable card under a trick: on a taker of unknown party it is a smear on a guess; to a known opponent it only stays under', () => {
    // Seat 3 does not know seat 0's party: an Ace or Ten under seat 0's Ace hopes for a partner.
    const unknown = run(position({ hands: [['spades-A'], ['spades-9'], ['spades-9'], ['spades-A', 'spades-10', 'spades-K']] }), p(0, 'spades-A'), p(1, 'spades-9'), p(2, 'spades-9'));
    expect(reason(unknown, 3, 'spades-10')).toEqual({ code: 'smearGuess', params: { card: 'spades-10', points: 10 } });
    expect(reason(unknown, 3, 'spades-K').code).toBe('lowestFollow');
    // Seat 1 showed a Clubs Queen, seat 3 holds the other: seat 0 is Kontra, an opponent to seat 3.
    const known = run(position({
      hands: [['spades-A'], ['spades-9'], ['spades-9'], ['clubs-Q', 'spades-10', 'spades-K']],
      tricks: [{ leader: 0, cards: ['hearts-9', 'clubs-Q', 'hearts-9', 'hearts-K'] }],
    }), p(0, 'spades-A'), p(1, 'spades-9'), p(2, 'spades-9'));
    expect(doppelkopf.view(known, 3).parties).toEqual(['kontra', 're', 'kontra', 're']);
    expect(reason(known, 3, 'spades-10').code).toBe('under');
  });

  it('an undecided marriage: no bet on a partner when this very trick decides it', () => {
    // Seat 0 holds both Clubs Queens and married; the first trick finds its partner (any trick, the first three).
    const marriage = { kind: 'marriage', seat: 0, partner: null, clarifiedAfter: null } as const;
    const hands = [['clubs-Q', 'clubs-Q', 'spades-9'], ['spades-A'], ['spades-9'], ['spades-10', 'spades-K']];
    const first = run(position({ hands, contract: marriage }), p(0, 'spades-9'), p(1, 'spades-A'), p(2, 'spades-9'));
    expect(doppelkopf.view(first, 3).parties).toEqual(['re', null, null, null]);
    // Seat 1 takes it unless seat 3 does: then seat 1 is the married one's partner, and seat 3 is against it.
    expect(reason(first, 3, 'spades-10')).toEqual({ code: 'under', params: { card: 'spades-10' } });
    expect(reason(first, 3, 'spades-K').code).toBe('lowestFollow');
    // The window's last trick, taken by the married one: it plays alone, everyone else is against it.
    const tricks = [
      { leader: 0, cards: ['hearts-A', 'hearts-9', 'hearts-9', 'hearts-K'] },
      { leader: 0, cards: ['clubs-A', 'clubs-9', 'clubs-9', 'clubs-K'] },
    ];
    const last = run(position({ hands: [['diamonds-A', 'clubs-Q', 'clubs-Q'], ['spades-9'], ['spades-9'], ['spades-10', 'spades-K']], contract: marriage, tricks }),
      p(0, 'diamonds-A'), p(1, 'spades-9'), p(2, 'spades-9'));
    expect(reason(last, 3, 'spades-10').code).toBe('under');
    // Only trump tricks find the partner, and this one is plain: whoever takes it, the seat's side is still open.
    const open = run(position({ hands, contract: marriage, options: { marriagePartner: 'trump' } }), p(0, 'spades-9'), p(1, 'spades-A'), p(2, 'spades-9'));
    expect(reason(open, 3, 'spades-10')).toEqual({ code: 'smearGuess', params: { card: 'spades-10', points: 10 } });
  });

  it('keeps the Fox when the trick goes to the other side or is not yet safe', () => {
    const s = run(position({ hands: [['hearts-10'], ['diamonds-J'], ['diamonds-Q'], ['diamonds-A', 'diamonds-9']] }), p(0, 'hearts-10'), p(1, 'diamonds-J'), p(2, 'diamonds-Q'));
    expect(reason(s, 3, 'diamonds-9').code).toBe('keepsFox');
  });

  it('leads: a plain Ace the first time its suit goes round; a soloist draws trumps', () => {
    const s = position({ hands: [['clubs-A', 'spades-9'], ['clubs-9'], ['clubs-9'], ['clubs-10']] });
    expect(reason(s, 0, 'clubs-A').code).toBe('leadAce');
    expect(reason(s, 0, 'spades-9')).toEqual({ code: 'lead', params: { card: 'spades-9' } });
    const solo = position({ hands: [['clubs-Q', 'spades-9'], ['clubs-9'], ['clubs-9'], ['clubs-10']], contract: { kind: 'solo', solo: 'queens', soloist: 0 } });
    expect(reason(solo, 0, 'clubs-Q').code).toBe('leadTrump');
  });

  it('Ramsch: stays under the trick, because every trick costs', () => {
    const s = run(position({ hands: [['spades-A'], ['spades-K', 'spades-9'], ['spades-9'], ['spades-10']], contract: { kind: 'ramsch' } }), p(0, 'spades-A'));
    expect(reason(s, 1, 'spades-K').code).toBe('avoidUnder');
  });

  it('never tells more than the view: the same reason whoever holds the cards the seat cannot see', () => {
    // Seat 3 cannot tell whether seat 0 (taking the trick) or seat 1 holds the other Clubs Queen: no "partner" reason either way.
    const reRe = [['clubs-A', 'clubs-Q'], ['clubs-9', 'spades-9'], ['clubs-9', 'spades-9'], ['clubs-Q', 'clubs-K', 'clubs-10']];
    const reKontra = [['clubs-A', 'spades-9'], ['clubs-9', 'clubs-Q'], ['clubs-9', 'spades-9'], ['clubs-Q', 'clubs-K', 'clubs-10']];
    const at = (hands: string[][]) => run(position({ hands }), p(0, 'clubs-A'), p(1, 'clubs-9'), p(2, 'clubs-9'));
    expect(doppelkopf.view(at(reRe), 3)).toEqual(doppelkopf.view(at(reKontra), 3));
    for (const card of ['clubs-K', 'clubs-10']) {
      expect(reason(at(reRe), 3, card)).toEqual(reason(at(reKontra), 3, card));
      expect(['smear', 'partner']).not.toContain(reason(at(reRe), 3, card).code);
    }
  });

  it('before the cards: a reservation and an announcement are named', () => {
    const s = position({ hands: [['clubs-Q'], ['clubs-9'], ['clubs-9'], ['clubs-10']] });
    expect(tipReason(doppelkopf.view(s, 0), say(0, 're'))).toEqual({ code: 'announce', params: { announcement: 're' } });
    expect(tipReason(doppelkopf.view(s, 0), res(0, 'healthy'))).toEqual({ code: 'reserve', params: { reservation: 'healthy' } });
  });
});

describe('every choice of whole games has a reason', () => {
  it('standard and Weimar (Ramsch, Null, Dullen and suit-only solos included): a known code, the card named, never a throw', () => {
    const CARD = new Set(['only', 'lead', 'leadAce', 'leadTrump', 'wins', 'smear', 'partner', 'lowestFollow', 'smearGuess', 'lost', 'duck', 'under', 'avoidLead', 'avoidUnder', 'avoidForced', 'foxHome', 'keepsFox']);
    const seen = new Set<string>();
    for (const [seed, options] of [['tips-std', {}], ['tips-weimar', { preset: 'weimar' }]] as const) {
      const m = Match.create(doppelkopf, ['A', 'B', 'C', 'D'], options, seed);
      const rng = createRng(seed, 'bots');
      for (let step = 0; step < 1500 && m.status().phase !== 'gameOver'; step++) {
        const seat = m.status().awaiting[0]!;
        const v = m.view(seat) as ReturnType<typeof doppelkopf.view>;
        for (const a of v.legal) {
          const r = tipReason(v, a);
          if (a.type === 'play') {
            expect(CARD.has(r.code), r.code).toBe(true);
            expect(r.params?.card).toBe(a.card);
          }
          seen.add(r.code);
        }
        expect(m.act(doppelkopf.bots.random!.decide(v, rng)!).ok).toBe(true);
      }
    }
    // The common reasons all came up.
    for (const code of ['lead', 'wins', 'smear', 'partner', 'lowestFollow', 'lost']) expect(seen).toContain(code);
  });
});
