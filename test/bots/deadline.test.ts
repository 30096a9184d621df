import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decisionCap, noteDecision, recentOvershoot } from '../../shared/bots/deadline';
import { warmSearches } from '../../shared/games/search-warmup';

// The window is module state and test files share a worker (isolate: false):
// a file that failed before its own cleanup must not leave decisions here.
beforeEach(() => {
  recentOvershoot(true);
});
afterEach(() => {
  recentOvershoot(true);
});

describe('one deadline per decision: the cap shrinks by the overshoot recent decisions showed', () => {
  it('leaves the cap alone until enough capped decisions were seen, and when they ended on time', () => {
    for (let i = 0; i < 3; i++) noteDecision(750, 1400);
    expect(decisionCap(750, 200)).toBe(750);
    recentOvershoot(true);
    for (let i = 0; i < 20; i++) noteDecision(750, 755);
    expect(decisionCap(750, 200)).toBe(750);
  });

  it('does not count a search that ended before its cap (fixed iterations done)', () => {
    for (let i = 0; i < 20; i++) noteDecision(750, 300);
    expect(recentOvershoot()).toEqual([]);
    expect(decisionCap(750, 200)).toBe(750);
  });

  it('shortens the cap so a decision with the 99th-percentile overshoot ends by cap + overrun, never below a third', () => {
    for (let i = 0; i < 40; i++) noteDecision(750, 750 + 400);
    expect(decisionCap(750, 200)).toBe(550);
    for (let i = 0; i < 64; i++) noteDecision(550, 550 + 900);
    expect(decisionCap(750, 200)).toBe(250);
    // The window forgets: 64 decisions on time later the cap is whole again.
    for (let i = 0; i < 64; i++) noteDecision(250, 252);
    expect(decisionCap(750, 200)).toBe(750);
  });

  it('looks at the tail, not the mean: one late decision among many on time shrinks it by its overshoot', () => {
    for (let i = 0; i < 63; i++) noteDecision(750, 760);
    noteDecision(750, 750 + 500);
    expect(decisionCap(750, 200)).toBe(450);
  });

  it('the warm-up at a start gives the window its first samples, so the first capped decisions keep the deadline too', () => {
    const took = warmSearches();
    expect(Object.keys(took).sort()).toEqual(['dobbm/hard', 'doppelkopf/hard', 'dubbe/hard']);
    expect(recentOvershoot().length).toBeGreaterThanOrEqual(4);
  });
});
