import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import type { Game } from '../../../shared/engine/game';
import { dobble } from '../../../shared/games/dobble';
import { CARDS, commonSymbol, hasSymbol } from '../../../shared/games/dobble/deck';
import { apply, deal, legalActions, startRound, status } from '../../../shared/games/dobble/rules';
import { tournamentPoints } from '../../../shared/games/dobble/scoring';
import type { Board, DobbleState } from '../../../shared/games/dobble/state';
import { createRng } from '../../../shared/engine/rng';
import { must, naturalDeck, playOut, rightClaim, started } from './craft';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const lastPlayed = (s: DobbleState) => s.played[s.played.length - 1]!;

describe('Höllentrip (Tower)', () => {
  it('a right claim takes the top middle card onto one\'s own, showing the next', () => {
    const s = started(3, 'tower');
    expect(s.board!.piles.map((p) => p.slice())).toEqual([[0], [1], [2]]);
    expect(s.board!.centre.at(-1)).toBe(3);
    const next = must(s, { seat: 0, type: 'claim', symbol: commonSymbol(0, 3), at: 500 });
    expect(next.board!.piles[0]).toEqual([0, 3]);
    expect(next.board!.centre.at(-1)).toBe(4);
    expect(next.version).toBe(1);
    // Seat 0 now searches with its new top card c3.
    expect(legalActions(next, 0).map((a) => (a as { symbol: string }).symbol).every((sym) => hasSymbol(3, sym))).toBe(true);
  });

  it('ends when the middle is empty: +1 per card, +5 for the most', () => {
    const end = playOut(started(3, 'tower'), [0, 0, 1]);
    const r = lastPlayed(end);
    expect(sum(r.cards)).toBe(55);
    expect(r.cards[2]).toBe(1);
    expect(r.cards[0]).toBeGreaterThan(r.cards[1]!);
    expect(r.points).toEqual([r.cards[0]! + 5, r.cards[1]!, 1]);
    expect(end.phase).toBe('over');
    expect(end.winner).toBe(0);
  });

  it('a tie for the most cards is settled by a duel of the two', () => {
    const end = playOut(started(3, 'tower'), [0, 1]);
    expect(lastPlayed(end).cards).toEqual([27, 27, 1]);
    expect(lastPlayed(end).points).toEqual([32, 32, 1]);
    expect(end.phase).toBe('deal');
    expect(end.upcoming).toEqual({ kind: 'tiebreak', play: 'duel', players: [0, 1] });
    const d = deal(end, createRng('t', 'duel'));
    expect(d).toMatchObject({ miniGame: 'duel', players: [0, 1], tiebreak: true, dealer: 0 });
    const duel = startRound(end, d);
    expect(status(duel).awaiting).toEqual([0, 1]);
    expect(apply(duel, { seat: 2, type: 'claim', symbol: 'cat', at: 1 })).toMatchObject({ ok: false, error: { code: 'not-playing-this' } });
    const won = must(duel, rightClaim(duel, 1, 900)!);
    expect(won.phase).toBe('over');
    expect(won.winner).toBe(1);
    expect(lastPlayed(won)).toMatchObject({ kind: 'duel', tiebreak: true, points: [0, 0, 0], ranking: [[1], [0]] });
  });
});

describe('Brunnen (Well)', () => {
  it('deals all cards one by one from the first seat, the last card into the middle', () => {
    const s = started(4, 'well');
    const first = (s.dealer + 1) % 4;
    const sizes = s.board!.piles.map((p) => p.length);
    expect(sum(sizes)).toBe(54);
    expect(sizes[first]).toBe(14);
    expect(sizes[(first + 1) % 4]).toBe(14);
    expect(sizes[(first + 2) % 4]).toBe(13);
    expect(s.board!.centre).toEqual([54]);
    expect(s.board!.piles[first]!.at(-1)).toBe(0);
  });

  it('a right claim lays one\'s own card on the middle; first out +10, the last -20', () => {
    const s = started(3, 'well');
    const seat = (s.dealer + 1) % 3;
    const mine = s.board!.piles[seat]!.at(-1)!;
    const next = must(s, { seat, type: 'claim', symbol: commonSymbol(mine, 54), at: 10 });
    expect(next.board!.centre).toEqual([54, mine]);
    expect(next.board!.piles[seat]!.length).toBe(17);
    const a = (seat + 1) % 3;
    const b = (seat + 2) % 3;
    const end = playOut(next, [a, a, b]);
    const r = lastPlayed(end);
    expect(r.out![0]).toBe(a);
    expect(r.out).toHaveLength(2);
    const last = [0, 1, 2].find((p) => !r.out!.includes(p))!;
    expect(r.cards[last]).toBeGreaterThan(0);
    expect(r.points[a]).toBe(10);
    expect(r.points[last]).toBe(-20);
    expect(sum(r.points)).toBe(-10);
    expect(end.winner).toBe(a);
  });

  it('only players with cards left may claim', () => {
    const s = started(3, 'well');
    const a = (s.dealer + 1) % 3;
    let t = s;
    let at = 0;
    while (t.board!.piles[a]!.length > 0) t = must(t, rightClaim(t, a, (at += 5))!);
    expect(status(t).awaiting).not.toContain(a);
    expect(apply(t, { seat: a, type: 'claim', symbol: 'cat', at: at + 5 })).toMatchObject({ ok: false, error: { code: 'no-cards' } });
  });
});

describe('Heiße Kartoffel (Hot Potato)', () => {
  it('passes one\'s whole stack onto the matched player; the last holder loses the round', () => {
    const s = started(3, 'hotPotato');
    expect(s.board!.piles.map((p) => p.slice())).toEqual([[0], [1], [2]]);
    const s1 = must(s, { seat: 0, type: 'claim', symbol: commonSymbol(0, 1), at: 100, target: 1 });
    expect(s1.board!.piles.map((p) => p.slice())).toEqual([[], [1, 0], [2]]);
    expect(status(s1).awaiting).toEqual([1, 2]);
    // Seat 1 now searches with c0, the card on top of its stack.
    const s2 = must(s1, { seat: 1, type: 'claim', symbol: commonSymbol(0, 2), at: 200, target: 2 });
    expect(s2.board!.won[2]).toEqual([2, 1, 0]);
    expect(s2.board!.lostRounds).toEqual([0, 0, 1]);
    expect(s2.board!.subRound).toBe(1);
    expect(s2.board!.piles.map((p) => p.slice())).toEqual([[3], [4], [5]]);
    expect(s2.phase).toBe('play');
  });

  it('plays rounds until the stock cannot give everyone a card: -5 per lost round, most cards loses', () => {
    const end = playOut(started(3, 'hotPotato'), [0, 1, 0, 2]);
    const r = lastPlayed(end);
    expect(sum(r.lostRounds!)).toBe(18);
    expect(sum(r.cards)).toBe(54);
    expect(r.points).toEqual(r.lostRounds!.map((l) => (l === 0 ? 0 : -5 * l)));
    const worst = Math.max(...r.cards);
    expect(r.ranking.at(-1)!.every((p) => r.cards[p] === worst)).toBe(true);
  });
});

describe('Raffgier (Catch Them All)', () => {
  it('takes the matched outer card; the middle card stays; a new round when all are taken', () => {
    const s = started(3, 'catchThemAll');
    expect(s.board!.centre).toEqual([0]);
    expect(s.board!.outer).toEqual([1, 2, 3]);
    let t = must(s, { seat: 2, type: 'claim', symbol: commonSymbol(0, 2), at: 10, target: 1 });
    expect(t.board!.won[2]).toEqual([2]);
    expect(t.board!.outer).toEqual([1, null, 3]);
    expect(t.board!.centre).toEqual([0]);
    t = must(t, { seat: 0, type: 'claim', symbol: commonSymbol(0, 1), at: 20, target: 0 });
    t = must(t, { seat: 0, type: 'claim', symbol: commonSymbol(0, 3), at: 30, target: 2 });
    expect(t.board!.subRound).toBe(1);
    expect(t.board!.centre).toEqual([4]);
    expect(t.board!.outer).toEqual([5, 6, 7]);
    expect(t.board!.stock.at(-1)).toBe(0);
  });

  it('a claim takes the card pointed at; without a target the first match clockwise from the claimant (its own card first)', () => {
    // Outer cards 0 and 2 both share symbol X with the middle card; 1 and 3 do not.
    const x = CARDS[0]![0]!;
    const withX = naturalDeck().filter((c) => c !== 0 && hasSymbol(c, x));
    const without = naturalDeck().filter((c) => c !== 0 && !hasSymbol(c, x));
    const deck = [0, withX[0]!, without[0]!, withX[1]!, without[1]!, ...naturalDeck().filter((c) => ![0, withX[0], without[0], withX[1], without[1]].includes(c))];
    const s = started(4, 'catchThemAll', deck);
    expect(s.board!.players).toEqual([0, 1, 2, 3]);
    expect(s.board!.outer).toEqual([withX[0], without[0], withX[1], without[1]]);
    // Outer card i lies before the i-th player: seat 2's own card is a match, so it is taken (not the lowest-numbered one).
    expect(must(s, { seat: 2, type: 'claim', symbol: x, at: 10 }).board!.won[2]).toEqual([withX[1]]);
    // Seat 1: its own card does not match; clockwise the next is card 2.
    expect(must(s, { seat: 1, type: 'claim', symbol: x, at: 10 }).board!.won[1]).toEqual([withX[1]]);
    // Seat 3: card 3 does not match; clockwise round to card 0.
    expect(must(s, { seat: 3, type: 'claim', symbol: x, at: 10 }).board!.won[3]).toEqual([withX[0]]);
    // Pointed at: that card, wherever it lies.
    expect(must(s, { seat: 2, type: 'claim', symbol: x, at: 10, target: 0 }).board!.won[2]).toEqual([withX[0]]);
  });

  it('ends when no cards can be drawn: +1 per card', () => {
    const end = playOut(started(4, 'catchThemAll'), [3, 1, 3]);
    const r = lastPlayed(end);
    expect(sum(r.cards)).toBe(54);
    expect(r.points).toEqual(r.cards);
    expect(r.cards[0]).toBe(0);
    expect(end.winner).toBe(3);
  });
});

describe('Das vergiftete Geschenk (Poisoned Gift)', () => {
  it('lays the middle card on the matched player\'s card; matching one\'s own card is wrong', () => {
    const s = started(3, 'poisonedGift');
    const t = must(s, { seat: 0, type: 'claim', symbol: commonSymbol(3, 1), at: 10, target: 1 });
    expect(t.board!.piles.map((p) => p.slice())).toEqual([[0], [1, 3], [2]]);
    expect(t.board!.centre.at(-1)).toBe(4);
    // c0 and c4 share a symbol; naming it is wrong unless another player's top card has it too.
    // The deck is in plane order: c0..c6 share one symbol, c8 and c16 have others.
    const g = started(3, 'poisonedGift', [0, 8, 16, 1, ...[...Array(55).keys()].filter((c) => ![0, 8, 16, 1].includes(c))]);
    const mine = commonSymbol(0, 1);
    expect(hasSymbol(8, mine) || hasSymbol(16, mine)).toBe(false);
    const wrong = must(g, { seat: 0, type: 'claim', symbol: mine, at: 20 });
    expect(wrong.version).toBe(0);
    expect(wrong.board).toEqual(g.board);
    expect(wrong.lockedUntil[0]).toBe(2020);
  });

  it('fewest cards +20, second fewest +10; tied fewest share +20 and nobody gets +10', () => {
    const end = playOut(started(3, 'poisonedGift'), [0]);
    const r = lastPlayed(end);
    expect(r.cards[0]).toBe(1);
    expect(sum(r.cards)).toBe(55);
    expect(r.points[0]).toBe(20);
    expect(sum(r.points)).toBe(r.cards[1] === r.cards[2] ? 40 : 30);
    const board = (piles: number[][]): Board => ({
      kind: 'poisonedGift', players: [0, 1, 2, 3], piles, centre: [], outer: [], stock: [], won: [[], [], [], []],
      lostRounds: [0, 0, 0, 0], out: [], subRound: 0, duelWinner: null, over: true,
    });
    expect(tournamentPoints(board([[1], [1, 2], [3, 4], [5, 6, 7]]), 4)).toEqual([20, 10, 10, 0]);
    expect(tournamentPoints(board([[1], [2], [3, 4], [5, 6, 7]]), 4)).toEqual([20, 20, 0, 0]);
  });
});

describe('tournament', () => {
  const game = dobble as unknown as Game;
  /** Right claims for `order` until the current mini-game is over. */
  function finishMiniGame(m: Match<DobbleState>, order: number[]) {
    const r = m.record.rounds.length;
    let at = 0;
    for (let i = 0; m.record.rounds.length === r && m.state.phase === 'play'; i++) {
      const c = rightClaim(m.state, order[i % order.length]!, (at += 7));
      if (c) expect(m.act(c).ok).toBe(true);
    }
  }

  it('starts with the Tower; the loser picks the next mini-game, which is dealt with them as dealer', () => {
    const m = Match.create(game, ['A', 'B', 'C'], {}, 'tour') as Match<DobbleState>;
    expect(m.record.rounds[0]).toMatchObject({ miniGame: 'tower', players: [0, 1, 2] });
    finishMiniGame(m, [0, 0, 1]);
    expect(m.state.phase).toBe('choose');
    expect(m.state.chooser).toBe(2);
    expect(m.status()).toEqual({ phase: 'play', awaiting: [2] });
    expect(m.act({ seat: 0, type: 'choose', miniGame: 'well' })).toMatchObject({ ok: false, error: { code: 'not-your-choice' } });
    expect(m.act({ seat: 2, type: 'claim', symbol: 'cat', at: 99999 })).toMatchObject({ ok: false, error: { code: 'not-playing' } });
    expect(m.legal(2)).toHaveLength(5);
    expect(m.act({ seat: 2, type: 'choose', miniGame: 'well' }).ok).toBe(true);
    const well = m.record.rounds[1]!;
    expect(well).toMatchObject({ miniGame: 'well', dealer: 2, actions: [] });
    // The winner of the Tower (seat 0) is dealt the first card.
    expect(well.hands[0]![0]).toBe((well.deck as string[])[0]);
    expect(m.record.rounds[0]!.actions.at(-1)).toEqual({ seat: 2, type: 'choose', miniGame: 'well' });
  });

  it('after the last mini-game the most points win; a tie of three is settled by Hot Potato', () => {
    const m = Match.create(game, ['A', 'B', 'C', 'D'], { miniGames: 1 }, 'tie3') as Match<DobbleState>;
    finishMiniGame(m, [0, 1, 2]);
    expect(m.results().totals).toEqual([23, 23, 23, 1]);
    expect(m.record.rounds[1]).toMatchObject({ miniGame: 'hotPotato', players: [0, 1, 2], tiebreak: true });
    expect(m.status().awaiting).toEqual([0, 1, 2]);
    finishMiniGame(m, [0, 1, 2, 1]);
    while (m.status().phase !== 'gameOver') finishMiniGame(m, [0, 1]);
    const res = m.results();
    expect(res.totals).toEqual([23, 23, 23, 1]);
    expect(res.winners).toHaveLength(1);
    expect([0, 1, 2]).toContain(res.winners[0]);
  });
});
