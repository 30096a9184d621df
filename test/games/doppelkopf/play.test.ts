import { describe, expect, it } from 'vitest';
import { doppelkopf } from '../../../shared/games/doppelkopf';
import { apply, deal, startRound, begin } from '../../../shared/games/doppelkopf/rules';
import { parseOptions } from '../../../shared/games/doppelkopf/presets';
import { createRng } from '../../../shared/engine/rng';
import { RecordError } from '../../../shared/engine/errors';
import { fill, healthy, p, playOut, position, run, start } from './craft';

/** k earlier tricks of no interest (seat 2 wins each with a Diamonds King). */
const filler = (k: number) => Array.from({ length: k }, () => ({ leader: 0, cards: ['diamonds-9', 'diamonds-9', 'diamonds-K', 'diamonds-K'] }));

describe('deal', () => {
  it('deals 12 cards to each of four players, 10 without the Nines', () => {
    const d = deal(begin(4, parseOptions({}, 4)), createRng('s', 'deal/0'));
    expect(d.hands.map((h) => h.length)).toEqual([12, 12, 12, 12]);
    const d40 = deal(begin(4, parseOptions({ withNines: false }, 4)), createRng('s', 'deal/0'));
    expect(d40.hands.map((h) => h.length)).toEqual([10, 10, 10, 10]);
    expect(d40.hands.flat().some((c) => c.endsWith('-9'))).toBe(false);
  });

  it('at five the dealer sits out: five hands, the dealer\'s empty, the other four play from the dealer\'s left', () => {
    const d = deal(begin(5, parseOptions({}, 5)), createRng('five', 'deal/0'));
    expect(d.hands).toHaveLength(5);
    expect(d.hands[d.dealer]).toEqual([]);
    const s = startRound(begin(5, parseOptions({}, 5)), d);
    expect(s.active).toEqual([1, 2, 3, 4].map((i) => (d.dealer + i) % 5));
    expect(s.turn).toBe((d.dealer + 1) % 5);
    const out = apply(s, { seat: d.dealer, type: 'reserve', reservation: 'healthy' });
    expect(out.ok || out.error.code).toBe('sitting-out');
  });

  it('refuses a deal with a card three times, Nines at a table without them, or a dealer holding cards at five', () => {
    const hands = fill([[], [], [], []]);
    hands[0]![0] = hands[1]![0] = hands[2]![0] = 'clubs-Q';
    expect(() => startRound(begin(4, parseOptions({}, 4)), { dealer: 3, hands })).toThrow(/more than twice/);
    const nines = fill([['clubs-9'], [], [], []]).map((h) => h.slice(0, 10));
    expect(() => startRound(begin(4, parseOptions({ withNines: false }, 4)), { dealer: 3, hands: nines })).toThrow(RecordError);
    const five = fill([[], [], [], [], []], { dealer: 4 });
    five[4] = ['clubs-9'];
    expect(() => startRound(begin(5, parseOptions({}, 5)), { dealer: 4, hands: five })).toThrow(/sits out/);
  });
});

describe('following suit', () => {
  it('trump is its own suit: a Clubs Queen does not follow Clubs, the Dulle does not follow Hearts', () => {
    const s = position({
      hands: [['clubs-A'], ['clubs-Q', 'spades-9'], ['hearts-10', 'spades-K'], ['diamonds-9']],
      turn: 0,
    });
    const s1 = run(s, p(0, 'clubs-A'));
    // Seat 1 holds no Clubs (its Queen is trump): any card goes.
    expect(doppelkopf.legalActions(s1, 1).filter((a) => a.type === 'play')).toHaveLength(2);
    const t = position({ hands: [['hearts-A'], ['hearts-10', 'hearts-K'], ['spades-9'], ['diamonds-9']], turn: 0 });
    const t1 = run(t, p(0, 'hearts-A'));
    const out = apply(t1, p(1, 'hearts-10'));
    expect(out.ok ? 'ok' : out.error.code).toBe('must-follow-suit');
    expect(() => run(t1, p(1, 'hearts-K'))).not.toThrow();
  });

  it('trump led must be followed with trump, of any kind', () => {
    const s = run(position({ hands: [['diamonds-9'], ['clubs-A', 'spades-J'], ['spades-9'], ['hearts-9']] }), p(0, 'diamonds-9'));
    expect(apply(s, p(1, 'clubs-A')).ok).toBe(false);
    expect(apply(s, p(1, 'spades-J')).ok).toBe(true);
  });

  it('refuses a card before the reservations, out of turn, and one not held', () => {
    const s = start([['clubs-A', 'clubs-A'], ['spades-A'], [], []]);
    const code = (o: ReturnType<typeof apply>) => (o.ok ? 'ok' : o.error.code);
    expect(code(apply(s, p(0, 'clubs-A')))).toBe('not-playing-yet');
    const h = healthy(s);
    expect(code(apply(h, p(1, 'spades-A')))).toBe('not-your-turn');
    expect(code(apply(h, p(0, 'spades-A')))).toBe('not-in-hand');
    expect(code(apply(h, p(0, 'clubs-A')))).toBe('ok');
  });
});

describe('second Dulle', () => {
  const lastTrick = (options: Record<string, unknown>) => playOut(position({
    hands: [['hearts-10'], ['diamonds-9'], ['hearts-10'], ['spades-9']],
    tricks: [{ leader: 0, cards: ['clubs-Q', 'clubs-Q', 'diamonds-A', 'diamonds-A'] }, ...filler(10)],
    options,
  }));

  it('DDV default: of two Dullen the first played wins (two equal cards: the first wins)', () => {
    expect(parseOptions({}, 4).secondDulle).toBe('loses');
    expect(lastTrick({}).tricks[11]!.winner).toBe(0);
    const early = run(position({
      hands: [['hearts-10', 'clubs-9'], ['diamonds-9', 'clubs-9'], ['hearts-10', 'clubs-K'], ['spades-9', 'clubs-K']],
    }), p(0, 'hearts-10'), p(1, 'diamonds-9'), p(2, 'hearts-10'), p(3, 'spades-9'));
    expect(early.tricks[0]!.winner).toBe(0);
  });

  it('option beats: the second beats the first, also in the last trick; the Weimar preset keeps it (I.14⑥)', () => {
    expect(lastTrick({ secondDulle: 'beats' }).tricks[11]!.winner).toBe(2);
    expect(parseOptions({ preset: 'weimar' }, 4).secondDulle).toBe('beats');
    expect(lastTrick({ preset: 'weimar' }).tricks[11]!.winner).toBe(2);
  });

  it('option beatsExceptLastTrick: in the last trick the first Dulle wins', () => {
    expect(lastTrick({ secondDulle: 'beatsExceptLastTrick' }).tricks[11]!.winner).toBe(0);
    // ...but earlier the second still wins.
    const early = run(position({
      hands: [['hearts-10', 'clubs-9'], ['diamonds-9', 'clubs-9'], ['hearts-10', 'clubs-K'], ['spades-9', 'clubs-K']],
      options: { secondDulle: 'beatsExceptLastTrick' },
    }), p(0, 'hearts-10'), p(1, 'diamonds-9'), p(2, 'hearts-10'), p(3, 'spades-9'));
    expect(early.tricks[0]!.winner).toBe(2);
  });

  it('option loses: the first Dulle always wins', () => {
    expect(lastTrick({ secondDulle: 'loses' }).tricks[11]!.winner).toBe(0);
  });
});
