import { describe, expect, it } from 'vitest';
import { createRng } from '../../../shared/engine/rng';
import { dobble } from '../../../shared/games/dobble';
import { matches } from '../../../shared/games/dobble/minigames';
import { apply } from '../../../shared/games/dobble/rules';
import { view } from '../../../shared/games/dobble/view';
import { playDobble } from '../../../shared/games/dobble/selfplay';
import { MINI_GAMES } from '../../../shared/games/dobble/options';
import type { ClaimAction } from '../../../shared/games/dobble/actions';
import { must, started, wrongClaim } from './craft';

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('dobble bots', () => {
  it('react slower the easier the level', () => {
    const v = view(started(4, 'tower'), 1);
    const times = (level: string) => Array.from({ length: 200 }, (_, i) => dobble.bots[level]!.reactionMs!(v, createRng('rt', `${level}/${i}`)));
    const [easy, medium, hard] = ['easy', 'medium', 'hard'].map((l) => mean(times(l)));
    expect(hard).toBeLessThan(medium!);
    expect(medium).toBeLessThan(easy!);
    expect(hard).toBeGreaterThan(1000);
  });

  it('wait out their own lock before the next try', () => {
    const s = started(3, 'tower');
    const locked = must(s, wrongClaim(s, 0, 1000));
    const rng = () => createRng('lock', 'x');
    const free = dobble.bots.hard!.reactionMs!(view(s, 0), rng());
    expect(dobble.bots.hard!.reactionMs!(view(locked, 0), rng())).toBe(free + 2000);
  });

  it('find a right claim from their view alone, in every mini-game', () => {
    for (const mg of MINI_GAMES) {
      const s = started(5, mg);
      let right = 0;
      for (let i = 0; i < 50; i++) {
        const seat = s.board!.players.find((p) => s.board!.piles[p]!.length > 0) ?? 0;
        const a = dobble.bots.hard!.decide(view(s, seat), createRng('find', `${mg}/${i}`)) as ClaimAction;
        expect(a.type).toBe('claim');
        const out = apply(s, { ...a, at: 10 });
        expect(out.ok).toBe(true);
        if (out.ok && out.state.version === 1) right++;
        else expect(matches(s.board!, seat, a.symbol).includes(a.target ?? -1)).toBe(false);
      }
      expect(right, mg).toBeGreaterThanOrEqual(45);
    }
  });

  it('random names a symbol of its own search card', () => {
    const s = started(3, 'tower');
    const a = dobble.bots.random!.decide(view(s, 2), createRng('r', '1'));
    expect(view(s, 2).legal).toContainEqual(a);
  });

  it('hard beats easy in head-to-head Towers', () => {
    let hardWins = 0;
    for (let g = 0; g < 6; g++) {
      const levels = g % 2 ? ['easy', 'hard'] : ['hard', 'easy'];
      const res = playDobble({ levels, options: { miniGame: 'tower' }, seed: `h2h-${g}` }).match.results();
      if (levels[res.winners[0]!] === 'hard') hardWins++;
    }
    expect(hardWins).toBeGreaterThanOrEqual(5);
  });

  it('a whole 8-player tournament on the simulated clock is deterministic by seed', () => {
    const levels = ['hard', 'medium', 'easy', 'random', 'hard', 'medium', 'easy', 'random'];
    const a = playDobble({ levels, seed: 'det' });
    const b = playDobble({ levels, seed: 'det' });
    expect(a.match.status().phase).toBe('gameOver');
    expect(a.match.record).toEqual(b.match.record);
    expect(a.simulatedMs).toBeGreaterThan(60_000);
  });
});
