import { describe, expect, it } from 'vitest';
import { doppelkopf } from '../../../shared/games/doppelkopf';
import { apply } from '../../../shared/games/doppelkopf/rules';
import { view } from '../../../shared/games/doppelkopf/view';
import { rankingOf } from '../../../shared/games/doppelkopf/parties';
import { isTrump } from '../../../shared/games/doppelkopf/order';
import { parseCard } from '../../../shared/games/doppelkopf/cards';
import { healthy, p, playOut, res, run, start } from './craft';

const code = (o: ReturnType<typeof apply>) => (o.ok ? 'ok' : o.error.code);
const QQ = ['clubs-Q', 'clubs-Q'];

describe('reservations', () => {
  it('all healthy: a normal game, the Clubs Queens make Re, the dealer\'s left leads', () => {
    const s = healthy(start([['clubs-Q'], [], ['clubs-Q'], []]));
    expect(s.contract).toEqual({ kind: 'normal' });
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(0);
    const end = playOut(s);
    expect(end.history[0]!.re).toEqual([0, 2]);
    expect(end.history[0]!.kontra).toEqual([1, 3]);
  });

  it('are asked in turn from the dealer\'s left', () => {
    const s = start([[], [], [], []], {}, 1);
    expect(s.turn).toBe(2);
    expect(code(apply(s, res(0, 'healthy')))).toBe('not-your-turn');
  });

  it('a marriage needs both Clubs Queens; poverty at most three trumps; throw-ins five Nines or Kings', () => {
    const s = start([['clubs-Q'], [], ['clubs-Q'], []]);
    expect(code(apply(s, res(0, 'marriage')))).toBe('reservation-not-allowed');
    expect(code(apply(s, res(0, 'throwKings')))).toBe('reservation-not-allowed');
    const kings = start([['clubs-K', 'clubs-K', 'spades-K', 'spades-K', 'hearts-K', 'clubs-Q', 'clubs-Q', 'hearts-10', 'hearts-10', 'spades-Q', 'spades-Q', 'hearts-Q'], [], [], []]);
    const legal = doppelkopf.legalActions(kings, 0).map((a) => (a as { reservation: string }).reservation);
    expect(legal).toContain('throwKings');
    expect(legal).toContain('marriage');
    expect(legal).not.toContain('poverty');
    expect(legal).not.toContain('throwNines');
  });

  it('only the solos the table plays may be declared', () => {
    const s = start([[], [], [], []], { solos: ['queens', 'jacks'] });
    expect(code(apply(s, res(0, 'soloQueens')))).toBe('ok');
    expect(code(apply(s, res(0, 'soloMeatless')))).toBe('reservation-not-allowed');
  });

  it('precedence: a solo beats an earlier marriage; of two solos the seat asked first plays', () => {
    const s = run(start([QQ, [], [], []]), res(0, 'marriage'), res(1, 'healthy'), res(2, 'soloJacks'), res(3, 'soloQueens'));
    expect(s.contract).toEqual({ kind: 'solo', solo: 'jacks', soloist: 2 });
    // The soloist leads (option soloLead, default "soloist").
    expect(s.turn).toBe(2);
    const t = run(start([[], [], [], []], { soloLead: 'leftOfDealer' }), res(0, 'healthy'), res(1, 'soloMeatless'), res(2, 'healthy'), res(3, 'healthy'));
    expect(t.turn).toBe(0);
  });

  it('the reservations a solo outranked are never shown to the others', () => {
    const s = run(start([QQ, [], [], []]), res(0, 'marriage'), res(1, 'soloClubs'), res(2, 'healthy'), res(3, 'healthy'));
    expect(view(s, 2).reservations).toEqual(['reservation', 'reservation', 'healthy', 'healthy']);
    expect(view(s, 0).reservations[0]).toBe('marriage');
    expect(view(s, 2).contract).toEqual({ kind: 'solo', solo: 'clubs', soloist: 1 });
  });

  it('a throw-in beats poverty and ends the deal unscored; the same dealer deals again', () => {
    const nines = ['clubs-9', 'clubs-9', 'spades-9', 'spades-9', 'hearts-9'];
    const s = run(start([['spades-A', 'spades-A', 'clubs-A', 'clubs-A', 'hearts-A', 'hearts-A', 'clubs-K', 'clubs-K', 'spades-K', 'spades-K', 'hearts-K', 'hearts-K'], nines, [], []]),
      res(0, 'poverty'), res(1, 'throwNines'), res(2, 'healthy'), res(3, 'healthy'));
    expect(s.contract).toEqual({ kind: 'void', reason: 'throwNines', seat: 1 });
    expect(s.phase).toBe('deal');
    expect(s.gamesPlayed).toBe(0);
    expect(doppelkopf.status(s).phase).toBe('roundOver');
    expect(() => doppelkopf.startRound(s, { dealer: 0, hands: [] })).toThrow(/same dealer/);
  });
});

describe('marriage', () => {
  const married = (raw: Record<string, unknown> = {}) =>
    run(start([
      [...QQ, 'hearts-10', 'hearts-10', 'spades-Q', 'spades-Q', 'clubs-K', 'clubs-K', 'clubs-9', 'clubs-9', 'diamonds-9', 'diamonds-9'],
      ['clubs-A', 'clubs-A', 'hearts-Q', 'hearts-Q'],
      ['spades-A', 'spades-A', 'spades-10', 'spades-10', 'spades-K', 'spades-K', 'spades-9', 'spades-9', 'hearts-A', 'hearts-A', 'hearts-K', 'hearts-K'],
      ['hearts-9', 'hearts-9'],
    ], raw),
      res(0, 'marriage'), res(1, 'healthy'), res(2, 'healthy'), res(3, 'healthy'));

  it('the first trick won by another player makes that player the partner; deadlines move back', () => {
    // Trick 1: seat 0 wins with a Dulle. Trick 2: seat 0 leads the Clubs King, seat 1 takes it with the Ace.
    let s = run(married(), p(0, 'hearts-10'));
    for (const seat of [1, 2, 3]) s = run(s, doppelkopf.legalActions(s, seat).find((a) => a.type === 'play')!);
    expect(s.tricks[0]!.winner).toBe(0);
    expect(s.contract).toMatchObject({ partner: null, clarifiedAfter: null });
    s = run(s, p(0, 'clubs-K'), p(1, 'clubs-A'));
    const r = rankingOf(s);
    for (const seat of [2, 3]) {
      const plays = doppelkopf.legalActions(s, seat).filter((a) => a.type === 'play');
      s = run(s, plays.find((a) => !isTrump(r, parseCard(a.card)!)) ?? plays[0]!);
    }
    expect(s.tricks[1]!.winner).toBe(1);
    expect(s.contract).toEqual({ kind: 'marriage', seat: 0, partner: 1, clarifiedAfter: 2 });
    expect(view(s, 3).parties).toEqual(['re', 're', 'kontra', 'kontra']);
    // Re with 10 cards in hand: 11 needed, less the 2 tricks of finding the partner.
    expect(s.hands[0]).toHaveLength(10);
    expect(code(apply(s, { seat: 0, type: 'announce', announcement: 're' }))).toBe('ok');
    const g = playOut(s).history[0]!;
    expect(g.type).toBe('marriage');
    expect(g.re).toEqual([0, 1]);
  });

  it('no announcements before the partner is found', () => {
    const s = married();
    expect(code(apply(s, { seat: 0, type: 'announce', announcement: 're' }))).toBe('marriage-unclear');
  });

  it('wins the first three tricks alone: a solo, scored three-fold', () => {
    let s = married();
    const high = ['hearts-10', 'hearts-10', 'clubs-Q'];
    for (let t = 0; t < 3; t++) {
      s = run(s, p(s.turn, high[t]!));
      while (s.trick.length > 0) {
        const plays = doppelkopf.legalActions(s, s.turn).filter((a) => a.type === 'play');
        s = run(s, plays[0]!);
      }
    }
    expect(s.tricks.map((t) => t.winner)).toEqual([0, 0, 0]);
    expect(s.contract).toMatchObject({ kind: 'marriage', partner: null, clarifiedAfter: 3 });
    const end = playOut(s);
    const g = end.history[0]!;
    expect(g.type).toBe('marriageSolo');
    expect(g.re).toEqual([0]);
    expect(g.points[0]).toBe(-3 * g.points[1]!);
  });

  it('option marriagePartner "plain": a trump trick won by another player does not count', () => {
    let s = married({ marriagePartner: 'plain' });
    // Seat 0 leads its lowest trump, seat 1 takes the trick with a Hearts Queen.
    s = run(s, p(0, 'diamonds-9'));
    s = run(s, p(1, 'hearts-Q'));
    for (const seat of [2, 3]) s = run(s, doppelkopf.legalActions(s, seat).find((a) => a.type === 'play')!);
    expect(s.tricks[0]!.winner).toBe(1);
    expect(s.contract).toMatchObject({ partner: null, clarifiedAfter: null });
    // The default ("any") takes the same trick as the finding one.
    let d = run(married(), p(0, 'diamonds-9'), p(1, 'hearts-Q'));
    for (const seat of [2, 3]) d = run(d, doppelkopf.legalActions(d, seat).find((a) => a.type === 'play')!);
    expect(d.contract).toMatchObject({ partner: 1, clarifiedAfter: 1 });
  });
});

describe('poverty', () => {
  const poorHand = ['diamonds-9', 'clubs-J', 'spades-A', 'spades-A', 'clubs-A', 'clubs-A', 'hearts-A', 'hearts-A', 'spades-K', 'spades-K', 'clubs-K', 'clubs-K'];
  const offered = (raw: Record<string, unknown> = {}) =>
    run(start([poorHand, [...QQ], [], []], raw), res(0, 'poverty'), res(1, 'healthy'), res(2, 'healthy'), res(3, 'healthy'));

  it('the poor player lays out exactly the trumps; the others are asked in turn; the taker gives back as many', () => {
    let s = offered();
    expect(s.phase).toBe('povertyPass');
    expect(code(apply(s, { seat: 0, type: 'povertyPass', cards: ['diamonds-9'] }))).toBe('poverty-cards');
    expect(code(apply(s, { seat: 0, type: 'povertyPass', cards: ['diamonds-9', 'spades-A'] }))).toBe('poverty-cards');
    s = run(s, { seat: 0, type: 'povertyPass', cards: ['diamonds-9', 'clubs-J'] });
    expect(s.phase).toBe('povertyOffer');
    expect(view(s, 2).poverty).toMatchObject({ count: 2, cards: null });
    expect(view(s, 0).poverty!.cards).toEqual(['diamonds-9', 'clubs-J']);
    s = run(s, { seat: 1, type: 'povertyAnswer', accept: false }, { seat: 2, type: 'povertyAnswer', accept: true });
    expect(s.phase).toBe('povertyReturn');
    expect(s.hands[2]).toHaveLength(14);
    expect(code(apply(s, { seat: 2, type: 'povertyReturn', cards: [s.hands[2]![0]!].map(String) }))).toBe('poverty-cards');
    const back = doppelkopf.legalActions(s, 2)[0]!;
    s = run(s, back);
    expect(s.hands.map((h) => h.length)).toEqual([12, 12, 12, 12]);
    expect(s.phase).toBe('play');
    expect(s.turn).toBe(0);
    const end = playOut(s);
    expect(end.history[0]!.type).toBe('poverty');
    expect(end.history[0]!.re).toEqual([0, 2]);
  });

  it('option povertyPass "three": three cards with all trumps among them', () => {
    let s = offered({ povertyPass: 'three' });
    expect(code(apply(s, { seat: 0, type: 'povertyPass', cards: ['diamonds-9', 'clubs-J'] }))).toBe('poverty-cards');
    s = run(s, { seat: 0, type: 'povertyPass', cards: ['diamonds-9', 'clubs-J', 'spades-K'] });
    expect(s.povertyCards).toHaveLength(3);
  });

  it('nobody takes it: the deal is void and dealt again by the same dealer', () => {
    let s = offered();
    s = run(s, { seat: 0, type: 'povertyPass', cards: ['diamonds-9', 'clubs-J'] });
    s = run(s, ...[1, 2, 3].map((seat) => ({ seat, type: 'povertyAnswer' as const, accept: false })));
    expect(s.contract).toEqual({ kind: 'void', reason: 'povertyRefused', seat: 0 });
    expect(s.phase).toBe('deal');
  });
});

describe('silent solo', () => {
  it('both Clubs Queens and "healthy": Re alone, scored three-fold, nobody else learns it from the view', () => {
    const s = healthy(start([QQ, [], [], []]));
    expect(view(s, 1).parties).toEqual([null, 'kontra', null, null]);
    expect(view(s, 0).parties).toEqual(['re', 'kontra', 'kontra', 'kontra']);
    const g = playOut(s).history[0]!;
    expect(g.type).toBe('silentSolo');
    expect(g.re).toEqual([0]);
    expect(g.points.reduce((a, b) => a + b, 0)).toBe(0);
    expect(Math.abs(g.points[0]!)).toBe(3 * Math.abs(g.points[1]!));
  });
});
