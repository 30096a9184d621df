import { describe, expect, it } from 'vitest';
import { gameValue, type GameFacts } from '../../../shared/games/doppelkopf/scoring';
import { apply } from '../../../shared/games/doppelkopf/rules';
import { doppelkopf } from '../../../shared/games/doppelkopf';
import { healthy, playOut, position, run, say, start } from './craft';

const facts = (f: Partial<GameFacts> & { re: number }): GameFacts => ({
  points: { re: f.re, kontra: 240 - f.re },
  tricks: f.tricks ?? { re: f.re > 0 ? 6 : 0, kontra: f.re < 240 ? 6 : 0 },
  level: f.level ?? { re: 0, kontra: 0 },
  solo: f.solo ?? false,
  extras: f.extras ?? { re: 0, kontra: 0 },
  againstTheQueens: f.againstTheQueens ?? true,
});
const ids = (v: ReturnType<typeof gameValue>) => v.lines.map((l) => `${l.party}:${l.id}`);

// Worked examples "Bsp. 1" and "Bsp. 2" of the DDV checklist (baum24.net/Doppelkopf/Spielwert.php,
// after the DDV Turnierspielregeln 7.1/7.2).
describe('DDV scoring, worked examples', () => {
  it('Bsp. 1: Kontra announced, wins with 160: 5 points (won, Re under 90, Kontra announced, against the Queens)', () => {
    const v = gameValue(facts({ re: 80, level: { re: 0, kontra: 1 } }));
    expect(v.winner).toBe('kontra');
    expect(v.re).toBe(-5);
    expect(ids(v)).toEqual(['kontra:won', 'kontra:under90', 'kontra:announced-kontra', 'kontra:against-queens']);
  });

  it('Bsp. 2: Re announced "keine 60", reached only 130: Kontra wins 7', () => {
    const v = gameValue(facts({ re: 130, level: { re: 3, kontra: 0 } }));
    expect(v.winner).toBe('kontra');
    expect(v.re).toBe(-7);
    expect(ids(v)).toEqual([
      'kontra:won', 'kontra:announced-re', 'kontra:re-no90-announced', 'kontra:re-no60-announced', 'kontra:against-no60', 'kontra:against-queens',
    ]);
  });

  it('a plain win with 121 is worth 1; Kontra wins with 120', () => {
    expect(gameValue(facts({ re: 121 })).re).toBe(1);
    expect(gameValue(facts({ re: 120 })).re).toBe(-2);
  });

  it('only Kontra announced: Re wins with 120 and Kontra needs 121', () => {
    const v = gameValue(facts({ re: 120, level: { re: 0, kontra: 1 } }));
    expect(v.winner).toBe('re');
    expect(v.re).toBe(3);
  });

  it('every Gewinnstufe reached counts, schwarz by taking every trick', () => {
    const v = gameValue(facts({ re: 240, tricks: { re: 12, kontra: 0 } }));
    expect(ids(v)).toEqual(['re:won', 're:under90', 're:under60', 're:under30', 're:black']);
    expect(v.re).toBe(5);
  });

  it('Re announced "keine 90" and made 151; Kontra 89: won, under 90, Re, keine 90 = 5', () => {
    const v = gameValue(facts({ re: 151, level: { re: 2, kontra: 0 } }));
    expect(v.re).toBe(5);
  });

  it('against a "keine 90" the other side wins with 90 and scores 120 reached against it', () => {
    const v = gameValue(facts({ re: 120, level: { re: 2, kontra: 0 } }));
    expect(v.winner).toBe('kontra');
    expect(ids(v)).toContain('kontra:against-no90');
    expect(gameValue(facts({ re: 150, level: { re: 2, kontra: 0 } })).winner).toBe('kontra');
    expect(gameValue(facts({ re: 151, level: { re: 2, kontra: 0 } })).winner).toBe('re');
  });

  it('both parties fail their own Absagen: nobody wins, only extra points count', () => {
    const v = gameValue(facts({ re: 120, level: { re: 2, kontra: 2 }, extras: { re: 1, kontra: 0 } }));
    expect(v.winner).toBeNull();
    expect(v.re).toBe(1);
  });

  it('extra points are set against each other; a solo has none and no "against the Queens"', () => {
    expect(gameValue(facts({ re: 130, extras: { re: 1, kontra: 2 } })).re).toBe(0);
    const solo = gameValue(facts({ re: 100, solo: true, extras: { re: 0, kontra: 3 } }));
    expect(ids(solo)).toEqual(['kontra:won']);
  });
});

/** k earlier tricks of no interest: led by seat 0, won by seat 2 with a Diamonds King. */
const filler = (k: number) => Array.from({ length: k }, () => ({ leader: 0, cards: ['diamonds-9', 'diamonds-9', 'diamonds-K', 'diamonds-K'] }));

describe('extra points in play', () => {
  it('Karlchen: the Clubs Jack wins the last trick', () => {
    const end = playOut(position({
      hands: [['clubs-J'], ['diamonds-9'], ['spades-9'], ['hearts-9']],
      tricks: [{ leader: 0, cards: ['clubs-Q', 'spades-K', 'clubs-Q', 'spades-K'] }, ...filler(10)],
    }));
    expect(end.tricks[11]!.winner).toBe(0);
    expect(end.history[0]!.value!.lines).toContainEqual({ id: 'extras', party: 're', points: 1 });
  });

  it('fox caught: a Diamonds Ace of the other party won; Doppelkopf: a trick of 40 or more', () => {
    // Trick 1: Kontra's seat 1 plays a fox, Re's seat 0 wins with a Clubs Queen: 3+11+10+11 = 35, no Doppelkopf.
    // Trick 2: 11+11+10+10 = 42 taken by seat 1 (Kontra): Doppelkopf for Kontra.
    const end = playOut(position({
      hands: [['diamonds-9'], ['diamonds-K'], ['diamonds-9'], ['diamonds-9']],
      tricks: [
        { leader: 0, cards: ['clubs-Q', 'diamonds-A', 'clubs-Q', 'diamonds-10'] },
        { leader: 0, cards: ['hearts-A', 'hearts-10', 'hearts-A', 'spades-10'] },
        ...filler(9),
      ],
    }));
    const lines = end.history[0]!.value!.lines.filter((l) => l.id === 'extras');
    expect(end.tricks[1]!.winner).toBe(1);
    expect(lines).toEqual([{ id: 'extras', party: 're', points: 1 }, { id: 'extras', party: 'kontra', points: 1 }]);
  });

  it('options switch the extra points off', () => {
    const end = playOut(position({
      hands: [['clubs-J'], ['diamonds-9'], ['spades-9'], ['hearts-9']],
      tricks: [{ leader: 0, cards: ['clubs-Q', 'spades-K', 'clubs-Q', 'spades-K'] }, ...filler(10)],
      options: { karlchen: false },
    }));
    expect(end.history[0]!.value!.lines.some((l) => l.id === 'extras')).toBe(false);
  });
});

describe('announcements', () => {
  const QQ2 = (): ReturnType<typeof start> => healthy(start([['clubs-Q'], ['clubs-Q'], [], []]));
  const code = (o: ReturnType<typeof apply>) => (o.ok ? 'ok' : o.error.code);

  it('Re only from Re, Kontra only from Kontra, at any time of the trick', () => {
    const s = QQ2();
    expect(code(apply(s, say(2, 're')))).toBe('wrong-party');
    expect(code(apply(s, say(1, 'kontra')))).toBe('wrong-party');
    expect(code(apply(s, say(3, 'kontra')))).toBe('ok');
    expect(code(apply(s, say(1, 're')))).toBe('ok');
  });

  it('Re/Kontra until the second card is played (11 cards held); each Absage one card later', () => {
    let s = QQ2();
    /** One whole trick, each seat its first playable card. */
    const one = (st: typeof s) => {
      let t = st;
      for (let i = 0; i < 4; i++) t = run(t, doppelkopf.legalActions(t, t.turn).find((a) => a.type === 'play')!);
      return t;
    };
    s = one(s);
    expect(s.hands[0]).toHaveLength(11);
    expect(code(apply(s, say(0, 're')))).toBe('ok');
    s = one(s);
    expect(code(apply(s, say(0, 're')))).toBe('too-late');
    expect(code(apply(s, say(0, 'no90')))).toBe('ok');
    const after = run(s, say(0, 'no90'));
    // "keine 90" includes Re; Kontra may answer one card after the next step would have been due.
    expect(code(apply(after, say(2, 'kontra')))).toBe('ok');
    s = one(after);
    expect(code(apply(s, say(0, 'no60')))).toBe('ok');
    expect(code(apply(s, say(2, 'kontra')))).toBe('ok');
    s = one(s);
    expect(code(apply(s, say(2, 'kontra')))).toBe('too-late');
    expect(code(apply(s, say(0, 'no60')))).toBe('too-late');
  });

  it('announcements count in the score: Re 2 points more', () => {
    const s = run(QQ2(), say(0, 're'));
    const g = playOut(s).history[0]!;
    expect(g.announcements).toEqual({ re: 1, kontra: 0 });
    expect(g.value!.lines.map((l) => l.id)).toContain('announced-re');
  });
});
