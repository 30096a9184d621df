import { describe, expect, it } from 'vitest';
import { Match } from '../../../shared/engine/match';
import type { Game } from '../../../shared/engine/game';
import { dobble } from '../../../shared/games/dobble';
import { commonSymbol, hasSymbol } from '../../../shared/games/dobble/deck';
import { apply, RECENT_VERSIONS } from '../../../shared/games/dobble/rules';
import { CARDS } from '../../../shared/games/dobble/deck';
import type { DobbleState } from '../../../shared/games/dobble/state';
import { must, started, wrongClaim } from './craft';

/**
 * Tower with 3 players: cards A, B, C before them, D on top of the middle, E
 * below it; chosen so that A and B each match D by a different symbol that E
 * does not have (then a claim after the other's is really late).
 */
function pickCards(): number[] {
  for (let b = 1; b < 55; b++) {
    for (let d = 1; d < 55; d++) {
      for (let e = 1; e < 55; e++) {
        const cs = [0, b, d, e];
        if (new Set(cs).size < 4) continue;
        const sa = commonSymbol(0, d);
        const sb = commonSymbol(b, d);
        if (sa !== sb && !hasSymbol(e, sa) && !hasSymbol(e, sb)) return [0, b, d, e];
      }
    }
  }
  throw new Error('no such cards');
}
const [A, B, D, E] = pickCards() as [number, number, number, number];
const C = [...Array(55).keys()].find((c) => ![A, B, D, E].includes(c))!;
const deck = [A, B, C, D, E, ...[...Array(55).keys()].filter((c) => ![A, B, C, D, E].includes(c))];
const tower = () => started(3, 'tower', deck);
const own = [A, B, C];

describe('simultaneous claims', () => {
  const s0 = commonSymbol(A, D);
  const s1 = commonSymbol(B, D);

  it('are settled in the order they are applied, not by seat or timestamp', () => {
    for (const [first, second] of [[0, 1], [1, 0]] as const) {
      const sym = [s0, s1];
      let s = must(tower(), { seat: first, type: 'claim', symbol: sym[first]!, at: 1000, seen: 0 });
      expect(s.board!.piles[first]).toEqual([own[first], D]);
      const late = apply(s, { seat: second, type: 'claim', symbol: sym[second]!, at: 1000, seen: 0 });
      expect(late).toMatchObject({ ok: false, error: { code: 'too-late' } });
      expect(!late.ok && late.error.message).toContain(`seat ${first} was first`);
      expect(s.lockedUntil[second]).toBe(0);
      s = must(s, { seat: second, type: 'claim', symbol: commonSymbol(own[second]!, E), at: 1200, seen: 1 });
      expect(s.board!.piles[second]).toEqual([own[second], E]);
    }
  });

  it('a late claim that did not say what it saw counts as wrong', () => {
    const s = must(tower(), { seat: 0, type: 'claim', symbol: s0, at: 1000, seen: 0 });
    expect(must(s, { seat: 1, type: 'claim', symbol: s1, at: 1000 }).lockedUntil[1]).toBe(3000);
  });

  it('a late claim that was right at the version it saw is too late however long the person typed', () => {
    const s = must(tower(), { seat: 0, type: 'claim', symbol: s0, at: 1000, seen: 0 });
    expect(apply(s, { seat: 1, type: 'claim', symbol: s1, at: 9000, seen: 0 })).toMatchObject({ ok: false, error: { code: 'too-late' } });
  });

  it('a claim that was wrong at the version it says it saw locks, whatever that version (no free guesses)', () => {
    const s = must(tower(), { seat: 0, type: 'claim', symbol: s0, at: 1000, seen: 0 });
    // Seat 1 names a symbol of its card that matched neither the middle card then (D) nor now (E).
    const guess = CARDS[B]!.find((x) => !hasSymbol(D, x) && !hasSymbol(E, x))!;
    expect(must(s, { seat: 1, type: 'claim', symbol: guess, at: 1001, seen: 0 }).lockedUntil[1]).toBe(3001);
    // A `seen` from the future is no excuse either.
    expect(must(s, { seat: 1, type: 'claim', symbol: s1, at: 1001, seen: 7 }).lockedUntil[1]).toBe(3001);
  });

  it('naming every symbol of the card one version back (the "seen" attack) is locked at the first wrong symbol', () => {
    let s = must(tower(), { seat: 0, type: 'claim', symbol: s0, at: 1000, seen: 0 });
    let refusedTooLate = 0;
    for (const [i, symbol] of CARDS[B]!.entries()) {
      const out = apply(s, { seat: 1, type: 'claim', symbol, at: 1001 + i, seen: 0 });
      if (!out.ok) {
        if (out.error.code === 'locked') break;
        expect(out.error.code).toBe('too-late');
        refusedTooLate++;
        continue;
      }
      s = out.state;
    }
    // Only the one symbol that was right before the change is forgiven; the first wrong one locks.
    expect(refusedTooLate).toBeLessThanOrEqual(1);
    expect(s.lockedUntil[1]).toBeGreaterThan(1000);
    expect(s.last).toMatchObject({ seat: 1, ok: false });
  });

  it(`keeps only the last ${RECENT_VERSIONS} versions: a claim right at an older one is wrong`, () => {
    // Two players take turns taking the middle card; seat 1 keeps naming what was right at version 0.
    let s = must(tower(), { seat: 0, type: 'claim', symbol: s0, at: 1000, seen: 0 });
    let at = 1000;
    for (let k = 1; k < RECENT_VERSIONS; k++) {
      const centre = s.board!.centre.at(-1)!;
      const mine = s.board!.piles[0]!.at(-1)!;
      s = must(s, { seat: 0, type: 'claim', symbol: commonSymbol(mine, centre), at: (at += 10) });
    }
    expect(s.version).toBe(RECENT_VERSIONS);
    // (This deal is chosen so that s1 matches neither of the next two middle cards: the claim is wrong now.)
    expect(hasSymbol(s.board!.centre.at(-1)!, s1)).toBe(false);
    expect(apply(s, { seat: 1, type: 'claim', symbol: s1, at: at + 1, seen: 0 })).toMatchObject({ ok: false, error: { code: 'too-late' } });
    s = must(s, { seat: 0, type: 'claim', symbol: commonSymbol(s.board!.piles[0]!.at(-1)!, s.board!.centre.at(-1)!), at: (at += 10) });
    expect(hasSymbol(s.board!.centre.at(-1)!, s1)).toBe(false);
    expect(must(s, { seat: 1, type: 'claim', symbol: s1, at: at + 1, seen: 0 }).lockedUntil[1]).toBe(at + 2001);
  });

  it('a late claim is still "too late" after someone else\'s wrong claim', () => {
    let s = must(tower(), { seat: 0, type: 'claim', symbol: s0, at: 1000, seen: 0 });
    s = must(s, wrongClaim(s, 2, 1010));
    expect(apply(s, { seat: 1, type: 'claim', symbol: s1, at: 1020, seen: 0 })).toMatchObject({ ok: false, error: { code: 'too-late' } });
  });

  it('refuses a claim stamped before the last one applied', () => {
    const s = must(tower(), { seat: 0, type: 'claim', symbol: s0, at: 1000 });
    expect(apply(s, { seat: 1, type: 'claim', symbol: 'cat', at: 999 })).toMatchObject({ ok: false, error: { code: 'out-of-order' } });
  });
});

describe('a wrong claim', () => {
  it('locks the claimant for 2 s of the round clock and changes nothing else', () => {
    const s = tower();
    const w = wrongClaim(s, 0, 5000);
    const t = must(s, w);
    expect(t.lockedUntil).toEqual([7000, 0, 0]);
    expect(t.board).toEqual(s.board);
    expect(t.version).toBe(s.version);
    expect(t.last).toEqual({ seat: 0, symbol: (w as { symbol: string }).symbol, target: null, at: 5000, ok: false });
    const right = { seat: 0, type: 'claim' as const, symbol: commonSymbol(A, D), at: 6999 };
    expect(apply(t, right)).toMatchObject({ ok: false, error: { code: 'locked' } });
    expect(!apply(t, right).ok && (apply(t, right) as { error: { message: string } }).error.message).toContain('1 ms');
    // Others are not held up, and the claimant may claim again when the lock ends.
    expect(must(t, { seat: 1, type: 'claim', symbol: commonSymbol(B, D), at: 5001 }).board!.piles[1]).toEqual([B, D]);
    expect(must(t, { ...right, at: 7000 }).board!.piles[0]).toEqual([A, D]);
  });

  it('naming the right symbol with the wrong target is wrong too', () => {
    // c0 and c1 share a symbol that c8 lacks.
    const s = started(3, 'hotPotato', [0, 1, 8, ...[...Array(55).keys()].filter((c) => ![0, 1, 8].includes(c))]);
    const sym = commonSymbol(0, 1);
    expect(hasSymbol(8, sym)).toBe(false);
    expect(must(s, { seat: 0, type: 'claim', symbol: sym, at: 10, target: 2 }).lockedUntil[0]).toBe(2010);
    expect(must(s, { seat: 0, type: 'claim', symbol: sym, at: 10, target: 1 }).board!.piles[1]).toEqual([1, 0]);
  });

  it('takes the lock length from the options', () => {
    const s = started(2, 'tower', undefined, { lockMs: 500 });
    expect(must(s, wrongClaim(s, 1, 100)).lockedUntil[1]).toBe(600);
  });

  it('is recorded with its time; a refused claim is not', () => {
    const m = Match.create(dobble as unknown as Game, ['A', 'B'], { miniGame: 'tower' }, 'wrong') as Match<DobbleState>;
    const w = wrongClaim(m.state, 0, 300);
    expect(m.act(w).ok).toBe(true);
    expect(m.act({ ...w, at: 400 }).ok).toBe(false);
    expect(m.record.rounds[0]!.actions).toEqual([w]);
  });
});
