import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../../shared/games/doppelkopf/rules';
import { gameValue, type GameFacts } from '../../../shared/games/doppelkopf/scoring';
import type { DoppelkopfAction, DoppelkopfState } from '../../../shared/games/doppelkopf';
import { healthy, run, say, start } from './craft';

/** Seats 0 and 2 are Re (a Clubs Queen each); seat 0 leads (dealer 3). */
const HANDS = [['clubs-Q'], [], ['clubs-Q'], []];
const code = (s: DoppelkopfState, a: DoppelkopfAction) => { const o = apply(s, a); return o.ok ? 'ok' : o.error.code; };
/** Play `k` cards: each seat its first legal card. */
function playCards(s: DoppelkopfState, k: number): DoppelkopfState {
  let t = s;
  for (let i = 0; i < k; i++) t = run(t, legalActions(t, t.turn).find((a) => a.type === 'play')!);
  return t;
}

describe('"Re bis zur 5. Karte, Kontra bis zur 13." (option announceDeadlines: "table5and13")', () => {
  const o = { announceDeadlines: 'table5and13' };
  it('Re may be said while fewer than 5 cards are on the table, not after the 5th', () => {
    const s = healthy(start(HANDS, o));
    expect(code(playCards(s, 4), say(0, 're'))).toBe('ok');
    expect(code(playCards(s, 5), say(0, 're'))).toBe('too-late');
    // DDV: Re is too late once seat 0 has played its second card (the 5th card here).
    expect(code(playCards(healthy(start(HANDS)), 5), say(0, 're'))).toBe('too-late');
  });
  it('Kontra may be said until the 13th card, long after the DDV deadline', () => {
    const s = healthy(start(HANDS, o));
    expect(code(playCards(s, 12), say(1, 'kontra'))).toBe('ok');
    expect(code(playCards(s, 13), say(1, 'kontra'))).toBe('too-late');
    expect(code(playCards(healthy(start(HANDS)), 12), say(1, 'kontra'))).toBe('too-late');
  });
});

describe('doubling scoring (option doubling): Re and Kontra double the game value instead of adding 2', () => {
  const facts = (over: Partial<GameFacts>): GameFacts => ({
    points: { re: 160, kontra: 80 }, tricks: { re: 8, kontra: 4 }, level: { re: 1, kontra: 1 }, solo: false,
    extras: { re: 0, kontra: 0 }, againstTheQueens: true, ...over,
  });
  it('DDV adds: won 1 + under 90 1 + Re 2 + Kontra 2 = 6', () => {
    expect(gameValue(facts({})).re).toBe(6);
  });
  it('reKontra: (won 1 + under 90 1) × 2 for Re × 2 for Kontra = 8; extras are added after, not doubled', () => {
    const v = gameValue(facts({ doubling: 'reKontra', extras: { re: 1, kontra: 0 } }));
    expect(v.lines.map((l) => [l.id, l.points])).toEqual([['won', 1], ['under90', 1], ['doubled-re', 2], ['doubled-kontra', 4], ['extras', 1]]);
    expect(v.re).toBe(9);
  });
  it('stages: each announced stage doubles too (keine 90 by Re: won 1 + under 90 1, ×2 Re, ×2 keine 90 = 8)', () => {
    const v = gameValue(facts({ level: { re: 2, kontra: 0 }, doubling: 'stages' }));
    expect(v.re).toBe(8);
    // reKontra: the stage adds its 1 (DDV), then Re doubles: (1 + 1 + 1) × 2.
    expect(gameValue(facts({ level: { re: 2, kontra: 0 }, doubling: 'reKontra' })).re).toBe(6);
  });
});
