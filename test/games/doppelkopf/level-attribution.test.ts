import { describe, expect, it } from 'vitest';
import { answeredOf, Attribution, categoryOf, noCalls, recording, type Rotation } from '../../../bench/doppelkopf-attribution';
import { playGame } from '../../../shared/bots/play';
import { doppelkopf } from '../../../shared/games/doppelkopf';
import type { GameRecord } from '../../../shared/games/doppelkopf/state';

const game = (type: string, re: number[], points: number[]): GameRecord =>
  ({ round: 0, dealer: 0, type, scored: true, re, kontra: [0, 1, 2, 3].filter((s) => !re.includes(s)), cardPoints: null, announcements: { re: 0, kontra: 0 }, value: null, bock: 1, points }) as GameRecord;

function rotation(r: number, calls: [number, string][], games: GameRecord[]): Rotation {
  const c = noCalls(4);
  for (const [s, what] of calls) c[s]!.push({ game: 0, what });
  return { side: [0, 1, 2, 3].map((s) => (s + r) % 2), calls: c, games, unit: 1 };
}

describe('bench/doppelkopf-attribution: where a duplicate deal\'s difference comes from', () => {
  const healthy: [number, string][] = [0, 1, 2, 3].map((s) => [s, 'reserve:healthy']);
  it('a hand answered with a solo by one kind and healthy by the other is a reservation deal, whatever else differs', () => {
    const r0 = rotation(0, [[0, 'reserve:soloQueens'], [1, 'reserve:healthy'], [2, 'reserve:healthy'], [3, 'reserve:healthy']], [game('soloQueens', [0], [9, -3, -3, -3])]);
    const r1 = rotation(1, [...healthy, [1, 'announce:re']], [game('normal', [0, 1], [2, 2, -2, -2])]);
    expect(categoryOf(r0, r1)).toBe('reservation');
  });

  it('the same reservations but another announcement: an announcement deal; nothing different: the cards', () => {
    const g = [game('normal', [0, 2], [3, -3, 3, -3])];
    expect(categoryOf(rotation(0, [...healthy, [0, 'announce:re']], g), rotation(1, [...healthy], g))).toBe('announce/normal');
    expect(categoryOf(rotation(0, [...healthy, [0, 'announce:re']], g), rotation(1, [...healthy, [0, 'announce:re']], g))).toBe('cards/normal');
  });

  it('a reservation deal names what A and B answered the hand that differed (A ← B), whichever rotation A held it in', () => {
    const meatless: [number, string][] = [[0, 'reserve:healthy'], [1, 'reserve:soloMeatless'], [2, 'reserve:healthy'], [3, 'reserve:healthy']];
    // Seat 1 is B in rotation 0 and A in rotation 1: A bid the meatless solo, B played the hand healthy.
    const r0 = rotation(0, healthy, [game('normal', [0, 2], [1, -1, 1, -1])]);
    const r1 = rotation(1, meatless, [game('soloMeatless', [1], [-1, 3, -1, -1])]);
    expect(answeredOf(r0, r1)).toBe('soloMeatless<-healthy');
    // Seat 0 is A in rotation 0: the answers the other way round.
    const r2 = rotation(0, [[0, 'reserve:soloJacks'], [1, 'reserve:healthy'], [2, 'reserve:healthy'], [3, 'reserve:healthy']], [game('soloJacks', [0], [3, -1, -1, -1])]);
    expect(answeredOf(r2, rotation(1, healthy, [game('normal', [0, 2], [1, -1, 1, -1])]))).toBe('soloJacks<-healthy');
    expect(answeredOf(rotation(0, healthy, []), rotation(1, healthy, []))).toBeNull();
    // Thrown in by both and dealt again: the answers of the game where they first differ.
    const again = (r: number, second: [number, string][]): Rotation => {
      const x = rotation(r, [[0, 'reserve:throwNines'], [1, 'reserve:healthy'], [2, 'reserve:healthy'], [3, 'reserve:healthy']], [game('throwNines', [], [0, 0, 0, 0]), game('normal', [0, 2], [1, -1, 1, -1])]);
      for (const [s, what] of second) x.calls[s]!.push({ game: 1, what });
      return x;
    };
    expect(answeredOf(again(0, healthy), again(1, [[0, 'reserve:healthy'], [1, 'reserve:soloClubs'], [2, 'reserve:healthy'], [3, 'reserve:healthy']]))).toBe('soloClubs<-healthy');
  });

  it('counts solos and announcements by the kind that made them, and the categories add up to the run', () => {
    const at = new Attribution();
    // Rotation 0: seat 0 is A and plays a solo; rotation 1: seat 0 is B, healthy, and B's seat 0 says Re.
    at.add(
      rotation(0, [[0, 'reserve:soloQueens'], [1, 'reserve:healthy'], [2, 'reserve:healthy'], [3, 'reserve:healthy']], [game('soloQueens', [0], [9, -3, -3, -3])]),
      rotation(1, [...healthy, [0, 'announce:re']], [game('normal', [0, 2], [-2, 2, -2, 2])]),
      2,
    );
    at.add(rotation(0, healthy, [game('normal', [0, 2], [1, -1, 1, -1])]), rotation(1, healthy, [game('normal', [0, 2], [1, -1, 1, -1])]), -1);
    const s = at.summary();
    expect(s.solos.a).toEqual({ soloQueens: { n: 1, mean: 9, won: 1 } });
    expect(s.solos.b).toEqual({});
    expect(s.announcements.b).toEqual({ re: { n: 1, mean: -2, won: 0 } });
    expect(s.categories.reservation!.share + s.categories['cards/normal']!.share).toBeCloseTo(0.5, 6);
  });

  it('in Weimar minus points a winner scores 0: a solo or a call counts as won when its side lost less than the other', () => {
    const at = new Attribution();
    // Seat 0 (A in rotation 0) wins a solo: 0 for it, −4 for each opponent; B's seat 0 says Re and loses: −6 for its side, 0 for the others.
    at.add(
      rotation(0, [[0, 'reserve:soloClubs'], [1, 'reserve:healthy'], [2, 'reserve:healthy'], [3, 'reserve:healthy']], [game('soloClubs', [0], [0, -4, -4, -4])]),
      rotation(1, [...healthy, [0, 'announce:re']], [game('normal', [0, 2], [-6, 0, -6, 0])]),
      2,
    );
    // A lost solo: the soloist −12, the others 0.
    at.add(rotation(0, [[0, 'reserve:soloClubs'], [1, 'reserve:healthy'], [2, 'reserve:healthy'], [3, 'reserve:healthy']], [game('soloClubs', [0], [-12, 0, 0, 0])]), rotation(1, healthy, []), -3);
    const s = at.summary();
    expect(s.solos.a).toEqual({ soloClubs: { n: 2, mean: -6, won: 0.5 } });
    expect(s.announcements.b).toEqual({ re: { n: 1, mean: -6, won: 0 } });
  });

  it('recording a bot leaves its decisions as they were and notes its calls', () => {
    const easy = doppelkopf.bots.easy!;
    const calls = noCalls(4);
    const plain = playGame(doppelkopf, [easy, easy, easy, easy], { seed: 'attr', options: { games: 1 } });
    const rec = playGame(doppelkopf, [0, 1, 2, 3].map(() => recording(easy, calls)), { seed: 'attr', options: { games: 1 } });
    expect(rec.match.state).toEqual(plain.match.state);
    expect(calls.map((cs) => cs.filter((c) => c.what.startsWith('reserve:')).length)).toEqual([1, 1, 1, 1]);
  });
});
