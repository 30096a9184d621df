import { describe, expect, it } from 'vitest';
import { parseCard } from '../../../shared/games/dobbm/cards';
import { defenders, legalActions } from '../../../shared/games/dobbm/rules';
import { view } from '../../../shared/games/dobbm/view';
import { dbl, dealOf, discard, dob, pass, refused, run, solo, started } from './craft';
import type { DobbmOptions } from '../../../shared/games/dobbm/options';

const HAND = ['herz-sau', 'herz-6', 'laub-sau', 'eichel-sau', 'laub-zehn', 'laub-9', 'eichel-9', 'schellen-9'];
const DOBB = ['herz-7', 'schellen-sau', 'schellen-8', 'schellen-7'];

/** Seat 0 has bid an ordinary game at four (dealer 3) and holds the Dobb. */
const holding = (options: Partial<DobbmOptions> = {}) => run(started(4, dealOf(4, 3, { 0: HAND }, DOBB), options), dob(0), pass(1), pass(2), pass(3));

describe('Dobbm: laying away after "i dob"', () => {
  it('a Sau may only be laid away with a heart beside it; two Sau with two hearts', () => {
    const s = holding();
    expect(refused(s, discard(0, 'laub-sau', 'laub-9', 'eichel-9', 'schellen-9'))).toBe('sau-discard');
    expect(refused(s, discard(0, 'laub-sau', 'eichel-sau', 'herz-6', 'schellen-9'))).toBe('sau-discard');
    expect(() => run(s, discard(0, 'laub-sau', 'herz-6', 'eichel-9', 'schellen-9'))).not.toThrow();
    expect(() => run(s, discard(0, 'laub-sau', 'eichel-sau', 'herz-6', 'herz-7'))).not.toThrow();
  });

  it('the Herz Sau needs another heart too, unless the table lets it cover itself', () => {
    expect(refused(holding(), discard(0, 'herz-sau', 'laub-9', 'eichel-9', 'schellen-9'))).toBe('sau-discard');
    expect(() => run(holding(), discard(0, 'herz-sau', 'herz-6', 'eichel-9', 'schellen-9'))).not.toThrow();
    expect(() => run(holding({ heartSowCoversItself: true }), discard(0, 'herz-sau', 'laub-9', 'eichel-9', 'schellen-9'))).not.toThrow();
    // The Herz Sau never covers another Sau, under either reading (docs/dobbm.md).
    for (const heartSowCoversItself of [false, true]) {
      expect(refused(holding({ heartSowCoversItself }), discard(0, 'herz-sau', 'laub-sau', 'eichel-9', 'schellen-9'))).toBe('sau-discard');
    }
  });

  it('exactly four own cards, each once', () => {
    const s = holding();
    expect(refused(s, discard(0, 'laub-9', 'eichel-9', 'schellen-9'))).toBe('discard-count');
    expect(refused(s, discard(0, 'laub-9', 'eichel-9', 'schellen-9', 'laub-6'))).toBe('not-in-hand');
    expect(refused(s, discard(0, 'laub-9', 'eichel-9', 'schellen-9', 'laub-9'))).toBe('discard-twice');
    expect(refused(s, discard(1, 'laub-9', 'eichel-9', 'schellen-9', 'schellen-8'))).toBe('not-declarer');
  });

  it('every listed discard is legal, and every legal one is listed', () => {
    const s = holding();
    const listed = legalActions(s, 0);
    expect(listed.length).toBeGreaterThan(100);
    for (const a of listed) expect(() => run(s, a)).not.toThrow();
    // 495 ways to choose 4 of 12, less those burying an uncovered Sau.
    expect(listed.length).toBeLessThan(495);
  });

  it('the others never see the Dobb or the discard; the declarer sees the discard', () => {
    const s = run(holding(), discard(0, 'laub-9', 'eichel-9', 'schellen-9', 'schellen-8'));
    expect(s.hands[0]).toHaveLength(8);
    expect(view(s, 0).discard).toEqual(['laub-9', 'eichel-9', 'schellen-8', 'schellen-9'].sort((a, b) => parseCard(a)! - parseCard(b)!));
    for (const seat of [1, 2, 3, null]) {
      const text = JSON.stringify(view(s, seat));
      for (const c of [...DOBB, 'laub-9', 'eichel-9', 'schellen-9']) expect(text).not.toContain(`"${c}"`);
      expect(view(s, seat).middleSize).toBe(4);
    }
  });
});

describe('Dobbm: Schwacher and Retour after "i lig"', () => {
  const lig = () => run(holding(), discard(0, 'laub-9', 'eichel-9', 'schellen-9', 'schellen-8'));

  it('the defender left of the declarer speaks first, then the others; all content: the declarer leads', () => {
    let s = lig();
    expect(s.phase).toBe('double');
    expect(s.turn).toBe(1);
    expect(refused(s, dbl(2))).toBe('not-your-turn');
    s = run(s, pass(1), pass(2), pass(3));
    expect(s.phase).toBe('play');
    expect(s.doubles).toBe(0);
    expect(s.turn).toBe(0);
  });

  it('a Schwacher goes to the declarer, who says "gut" or "retour"; any defender may answer a retour', () => {
    let s = run(lig(), pass(1), dbl(2));
    expect(s.turn).toBe(0);
    expect(s.doubles).toBe(1);
    s = run(s, dbl(0));
    expect(s.turn).toBe(1);
    s = run(s, pass(1), pass(2), dbl(3));
    expect(s.turn).toBe(0);
    s = run(s, pass(0));
    expect(s.phase).toBe('play');
    expect(s.doubles).toBe(3);
    expect(s.calls.map((c) => `${c.seat}:${c.call}`)).toEqual(['0:dob', '1:pass', '2:pass', '3:pass', '1:pass', '2:double', '0:double', '1:pass', '2:pass', '3:double', '0:pass']);
  });

  it('after a retour nobody need answer: three defenders content and the play begins', () => {
    const s = run(lig(), dbl(1), dbl(0), pass(1), pass(2), pass(3));
    expect(s.phase).toBe('play');
    expect(s.doubles).toBe(2);
  });

  it('a table limit on doubling leaves only "gut"', () => {
    const s = run(run(started(4, dealOf(4, 3, { 0: HAND }, DOBB), { doublingLimit: 1 }), solo(0)), dbl(1));
    expect(legalActions(s, 0)).toEqual([{ seat: 0, type: 'pass' }]);
    expect(refused(s, dbl(0))).toBe('doubling-limit');
  });

  it('at five the holidaying dealer is skipped: defenders speak in order from the declarer\'s left', () => {
    const s = run(started(5, dealOf(5, 4, {})), pass(0), pass(1), solo(2));
    expect(defenders(s)).toEqual([3, 0, 1]);
    expect(s.turn).toBe(3);
    expect(refused(s, dbl(4))).toBe('sitting-out');
  });
});
