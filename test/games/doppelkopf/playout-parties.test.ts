import { describe, expect, it } from 'vitest';
import { heuristicCard, situationFromState } from '../../../shared/games/doppelkopf/bots-heuristic';
import { doppelkopfSearch, heuristicRollout } from '../../../shared/games/doppelkopf/bots-search';
import { cardPlayout } from '../../../shared/games/doppelkopf/playout';
import { playOut } from '../../../shared/bots/ismcts';
import { createRng } from '../../../shared/engine/rng';
import { healthy, p, run, say, start } from './craft';

// Seat 0 and seat 2 hold one Clubs Queen each (Re); seats 1 and 3 none (Kontra). Seat 0 leads.
const RE0 = ['clubs-Q', 'spades-A', 'spades-A', 'hearts-9'];
const RE2 = ['clubs-Q', 'clubs-A', 'clubs-A', 'hearts-K'];
const normal = () => healthy(start([RE0, ['spades-9'], RE2, ['spades-K']]));

describe('Doppelkopf playouts: what a seat knows of the parties', () => {
  it('with the world\'s parties everyone knows the partner from the first card', () => {
    const s = normal();
    expect(situationFromState(s, 0).relation(2)).toBe('partner');
    expect(situationFromState(s, 1).relation(3)).toBe('partner');
    expect(situationFromState(s, 1).relation(0)).toBe('opponent');
  });

  it('with publicParties a partner is unknown until a Clubs Queen or an announcement shows it', () => {
    const s = normal();
    expect(situationFromState(s, 0, true).relation(2)).toBe('unknown');
    expect(situationFromState(s, 1, true).relation(3)).toBe('unknown');
    // Seat 2's Clubs Queen shows Re: seat 0 knows its partner, the two Kontra seats their opponent (and so each other).
    const shown = run(s, p(0, 'spades-A'), p(1, 'spades-9'), p(2, 'clubs-Q'));
    expect(situationFromState(shown, 0, true).relation(2)).toBe('partner');
    expect(situationFromState(shown, 1, true).relation(2)).toBe('opponent');
    expect(situationFromState(shown, 1, true).relation(3)).toBe('unknown');
    expect(situationFromState(shown, 3, true).relation(1)).toBe('unknown');
    // Seat 0 now knows both Re seats, so all the rest are Kontra to it.
    expect(situationFromState(shown, 0, true).relation(1)).toBe('opponent');
  });

  it('an announcement shows the announcer\'s party', () => {
    const s = run(normal(), say(1, 'kontra'));
    expect(situationFromState(s, 3, true).relation(1)).toBe('partner');
    expect(situationFromState(s, 0, true).relation(1)).toBe('opponent');
    expect(situationFromState(s, 0, true).relation(3)).toBe('unknown');
  });

  it('a declared solo shows every party at once', () => {
    const s = run(start([['clubs-Q', 'clubs-Q'], [], [], []]), { seat: 0, type: 'reserve', reservation: 'soloJacks' }, { seat: 1, type: 'reserve', reservation: 'healthy' }, { seat: 2, type: 'reserve', reservation: 'healthy' }, { seat: 3, type: 'reserve', reservation: 'healthy' });
    expect(s.phase).toBe('play');
    expect(situationFromState(s, 1, true).relation(2)).toBe('partner');
    expect(situationFromState(s, 1, true).relation(0)).toBe('opponent');
  });

  it('a silent solo: the seat with both Clubs Queens knows everyone else is against it, in the fast playout as step by step', () => {
    const s = healthy(start([['clubs-Q', 'clubs-Q', 'hearts-10', 'spades-A'], [], [], []]));
    expect(situationFromState(s, 0, true).relation(1)).toBe('opponent');
    expect(situationFromState(s, 1, true).relation(2)).toBe('unknown');
    for (let i = 0; i < 40; i++) {
      const fast = cardPlayout(s, 0, heuristicCard, createRng('silent', String(i)), undefined, true);
      const slow = playOut(doppelkopfSearch(heuristicRollout(0, heuristicCard, true)), s, createRng('silent', String(i)));
      expect(fast).toEqual(slow);
    }
  });
});
