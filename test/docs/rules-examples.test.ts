import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apply, begin, startRound } from '../../shared/games/dubbe/rules';
import { parseOptions as dubbeOptions } from '../../shared/games/dubbe/options';
import type { DubbeAction, DubbeState } from '../../shared/games/dubbe';
import { CHARACTERS } from '../../shared/games/dubbe/state';
import { gameValue } from '../../shared/games/doppelkopf/scoring';
import { ramschMinus, weimarValue } from '../../shared/games/doppelkopf/weimar/score';
import { parseOptions as doppelkopfOptions } from '../../shared/games/doppelkopf/presets';
import { basePayment, settle } from '../../shared/games/dobbm/scoring';
import { tournamentPoints } from '../../shared/games/dobble/scoring';
import type { Board } from '../../shared/games/dobble/state';

/**
 * The worked examples of docs/rules/ (shown in the app as the rules pages)
 * computed by the engine: the numbers on the pages are the engine's, and a
 * page that says otherwise (in either language) fails here.
 */
const page = (name: string, lang: 'de' | 'en'): string =>
  readFileSync(fileURLToPath(new URL(`../../docs/rules/${name}.${lang}.md`, import.meta.url)), 'utf8');
/** Both languages, line breaks read as spaces (the pages wrap their lines). */
const both = (name: string): string[] => [page(name, 'de'), page(name, 'en')].map((t) => t.replace(/\s+/g, ' '));
/** The page's way of writing a signed number: −4, +8, 0. */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

describe('Dubbe: the round of the example, played by the engine', () => {
  // Anna 0, Ben 1, Carla 2 (deals). Every trick as the page tells it, leader first.
  const TRICKS = [
    ['blue-7', 'blue-9', 'blue-2'], ['blue-8', 'blue-3', 'blue-5'], ['green-4', 'green-6', 'green-1'],
    ['blue-1', 'red-2', 'blue-4'], ['red-9', 'red-5', 'red-1'], ['yellow-1', 'yellow-9', 'yellow-2'],
    ['brown-9', 'brown-1', 'brown-2'], ['brown-8', 'brown-3', 'brown-4'], ['red-3', 'red-4', 'red-8'],
    ['red-7', 'red-6', 'yellow-7'], ['green-2', 'green-3', 'green-9'], ['green-8', 'green-5', 'green-7'],
    ['blue-6', 'yellow-3', 'yellow-4'], ['yellow-5', 'yellow-6', 'yellow-8'], ['brown-7', 'brown-5', 'brown-6'],
  ];
  /** Who leads each trick (the winner of the one before; Ben, left of the declarer Anna, leads the first). */
  const LEADERS = [1, 2, 2, 0, 1, 1, 2, 2, 2, 1, 1, 0, 0, 0, 2];

  function play(): { state: DubbeState; after5: DubbeState } {
    const hands: string[][] = [[], [], []];
    TRICKS.forEach((cards, t) => cards.forEach((c, i) => hands[(LEADERS[t]! + i) % 3]!.push(c)));
    let state = startRound(begin(3, dubbeOptions({}, 3)), { dealer: 2, hands });
    const act = (a: DubbeAction): void => {
      const out = apply(state, a);
      if (!out.ok) throw new Error(`${JSON.stringify(a)}: ${out.error.message}`);
      state = out.state;
    };
    act({ seat: 0, type: 'declareTrump', suit: 'red' });
    let after5 = state;
    TRICKS.forEach((cards, t) => {
      expect(state.turn, `trick ${t + 1} leader`).toBe(LEADERS[t]);
      cards.forEach((card, i) => act({ seat: (LEADERS[t]! + i) % 3, type: 'play', card }));
      if (t === 4) after5 = state;
    });
    return { state, after5 };
  }

  it('banks +2 for Carla and −1 for Anna in the first five tricks, and ends 0, −1, +8', () => {
    const { state, after5 } = play();
    expect(after5.roundScore).toMatchObject({ plus: [0, 0, 2], minus: [1, 0, 0] });
    const owners = Object.fromEntries(after5.characters.map((c, i) => [CHARACTERS[i], [c.owner, c.die]]));
    expect(owners).toMatchObject({ aagewwer: [1, 2], weschwieschmaen: [1, 3], jammerlabbe: [0, 1] });
    // The round is over: every owned character banked at its die, Jo Lossen +3.
    expect(state.phase === 'deal' || state.phase === 'over').toBe(true);
    const last = state.history[0]!;
    expect(last).toMatchObject({ plus: [4, 3, 8], minus: [4, 4, 0] });
    const net = last.plus.map((p, s) => p - last.minus[s]!);
    expect(net).toEqual([0, -1, 8]);
    for (const text of both('dubbe')) {
      for (const s of [0, 1, 2]) expect(text).toContain(`| ${last.plus[s]} | ${last.minus[s]} | **${signed(net[s]!)}** |`);
    }
  });
});

describe('Doppelkopf (DDV): Re with 175 and a fox caught', () => {
  it('is worth 5 per Re player, a solo 4 (×3 for the soloist)', () => {
    const facts = {
      points: { re: 175, kontra: 65 }, tricks: { re: 9, kontra: 3 }, level: { re: 1, kontra: 0 } as const,
      extras: { re: 1, kontra: 0 }, againstTheQueens: true,
    };
    const normal = gameValue({ ...facts, solo: false });
    expect(normal.winner).toBe('re');
    expect(normal.lines.map((l) => [l.id, l.points])).toEqual([['won', 1], ['under90', 1], ['announced-re', 2], ['extras', 1]]);
    expect(normal.re).toBe(5);
    const solo = gameValue({ ...facts, solo: true });
    expect(solo.re).toBe(4);
    for (const text of both('doppelkopf')) {
      expect(text).toContain(`**${normal.re}**`);
      expect(text).toContain(`+${3 * solo.re}`);
      expect(text).toContain(`−${solo.re}`);
    }
  });
});

describe('Weimar: the missed "no 90" and the Ramsch', () => {
  const o = doppelkopfOptions({ preset: 'weimar' }, 4);
  it('Re with 135 and a missed "no 90" loses 40 each; Kontra pays 5 for the fox', () => {
    const missed = weimarValue({
      points: { re: 135, kontra: 105 }, tricks: { re: 7, kontra: 5 }, level: { re: 2, kontra: 0 },
      kontras: ['re'], base: o.base, bothMissed: o.bothMissed,
    });
    expect(missed.loser).toBe('re');
    expect(missed.lines.map((l) => [l.id, l.value])).toEqual([['base', 10], ['kontra-1', 2], ['stage-no90', 2]]);
    expect(missed.value).toBe(40);
    const onlyRe = weimarValue({
      points: { re: 135, kontra: 105 }, tricks: { re: 7, kontra: 5 }, level: { re: 1, kontra: 0 },
      kontras: ['re'], base: o.base, bothMissed: o.bothMissed,
    });
    expect([onlyRe.loser, onlyRe.value]).toEqual(['kontra', 20]);
    // One fox caught by Re: the extras set against each other, the party behind pays extraPoints each.
    const fox = 1 * o.extraPoints;
    for (const text of both('weimar')) {
      expect(text).toContain(`| **${missed.value}** |`);
      expect(text).toContain(`**${fox}**`);
      expect(text).toContain(`${onlyRe.value} + ${fox} = ${onlyRe.value + fox}`);
    }
  });

  it('Ramsch 100, 70, 70, 0 with a Jungfrau: 30, 10, 10, 0', () => {
    const r = ramschMinus([100, 70, 70, 0], [5, 3, 4, 0], 0, o.ramschSteps);
    expect(r).toEqual({ minus: [30, 10, 10, 0], factor: 2 });
    for (const text of both('weimar')) expect(text).toContain(`**${r.minus.join(', ')}**`);
  });
});

describe('Dobbm: an ordinary game with 81 and a Schwacher at stake 60', () => {
  it('pays 42 per opponent: +126 at four, +168 at five; rounding at stake 12', () => {
    const four = settle(4, 0, 'dob', 1, 81, 60);
    expect(four).toMatchObject({ outcome: 'won', perDefender: 42, payments: [126, -42, -42, -42] });
    const five = settle(5, 0, 'dob', 1, 81, 60);
    expect(five.payments[0]).toBe(168);
    expect([basePayment(10, 12), basePayment(11, 12)]).toEqual([2, 3]);
    for (const text of both('dobbm')) {
      expect(text).toContain(`**${four.perDefender}**`);
      expect(text).toContain(`**+${four.payments[0]}**`);
      expect(text).toContain(`**−${four.perDefender}**`);
      expect(text).toContain(`**+${five.payments[0]}**`);
      expect(text).toContain(`**${basePayment(11, 12)}**`);
    }
  });
});

describe('Symbol game: Tower and Poisoned Gift', () => {
  const board = (kind: 'tower' | 'poisonedGift', sizes: number[]): Board => ({
    kind, players: [0, 1, 2, 3], piles: sizes.map((n) => Array.from({ length: n }, (_, i) => i)), centre: [], outer: [], stock: [],
    won: [[], [], [], []], lostRounds: [0, 0, 0, 0], out: [], subRound: 0, duelWinner: null, over: true,
  });
  it('Anna 25 + 20, Ben 15, Carla 12 + 20, Dan 8', () => {
    const tower = tournamentPoints(board('tower', [20, 15, 12, 8]), 4);
    expect(tower).toEqual([25, 15, 12, 8]);
    const gift = tournamentPoints(board('poisonedGift', [9, 14, 9, 23]), 4);
    expect(gift).toEqual([20, 0, 20, 0]);
    const total = tower.map((t, s) => t + gift[s]!);
    expect(total).toEqual([45, 15, 32, 8]);
    for (const text of both('dobble')) for (const n of [...tower, ...total]) expect(text).toContain(`**${n}**`);
  });
});
