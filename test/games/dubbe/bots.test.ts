import { describe, expect, it } from 'vitest';
import { playGame } from '../../../shared/bots/play';
import { isTunable } from '../../../shared/bots/types';
import type { Bot, Game } from '../../../shared/engine/game';
import { Match } from '../../../shared/engine/match';
import { createRng } from '../../../shared/engine/rng';
import { dubbe, type DubbeState, type DubbeView } from '../../../shared/games/dubbe';
import { cardName } from '../../../shared/games/dubbe/cards';
import { JAMMERLABBE } from '../../../shared/games/dubbe/state';

const game = dubbe as unknown as Game;
/** Search bots at a small fixed budget: the rules of play are the same, the CPU bill is not. */
const level = (kind: string, iterations = 12): Bot<DubbeView> => {
  const bot = dubbe.bots[kind]!;
  return isTunable(bot) ? bot.withBudget({ iterations, thinkMs: undefined }) : bot;
};

/** Wraps a bot to check every answer is one of the view's legal actions (or null when it must wait). */
function checked(bot: Bot<DubbeView>, log: { decided: number }): Bot<DubbeView> {
  return {
    kind: bot.kind,
    decide(view, rng) {
      const action = bot.decide(view, rng);
      const mustAct = view.seat !== null && view.awaiting.includes(view.seat);
      if (mustAct) expect(view.legal).toContainEqual(action);
      else expect(action).toBeNull();
      log.decided++;
      return action;
    },
  };
}

describe('Dubbe bots', () => {
  it('offers the four levels', () => {
    expect(Object.keys(dubbe.bots).sort()).toEqual(['easy', 'hard', 'medium', 'random']);
    for (const [kind, bot] of Object.entries(dubbe.bots)) expect(bot.kind).toBe(kind);
  });

  for (const kind of ['random', 'easy', 'medium', 'hard']) {
    it(`${kind}: only legal actions, 2 to 5 players, with and without the black die`, () => {
      const log = { decided: 0 };
      let games = 0;
      for (const n of [2, 3, 4, 5]) {
        for (const blackDie of [false, true]) {
          // The level under test in seat 0 against easy bots, so positions look like real ones.
          const bots = [checked(level(kind), log), ...Array.from({ length: n - 1 }, () => checked(level('easy'), { decided: 0 }))];
          const { match } = playGame(game, bots as Bot[], { seed: `legal/${kind}/${n}/${blackDie}`, options: { rounds: n, blackDie } });
          expect(match.status().phase).toBe('gameOver');
          games++;
        }
      }
      expect(games).toBe(8);
      expect(log.decided).toBeGreaterThan(8 * 15);
    });
  }

  it('black die: only the Jammerlabbe owner\'s bot collects; no other bot of any level grabs', () => {
    const match = Match.create(dubbe, ['a', 'b', 'c', 'd'], { rounds: 4, blackDie: true }, 'grab');
    const kinds = ['random', 'easy', 'medium', 'hard'];
    let collectPhases = 0;
    let step = 0;
    while (match.status().phase !== 'gameOver') {
      const state = match.state as DubbeState;
      if (state.phase === 'collect') {
        collectPhases++;
        const owner = state.characters[JAMMERLABBE]!.owner!;
        for (let seat = 0; seat < 4; seat++) {
          for (const kind of kinds) {
            const action = level(kind).decide(match.view(seat) as DubbeView, createRng(step, kind));
            if (seat === owner) expect(action).toEqual({ seat, type: 'collect' });
            else expect(action).toBeNull();
          }
        }
      }
      const seat = match.status().awaiting[0]!;
      const action = level('easy').decide(match.view(seat) as DubbeView, createRng(step++, 'move'));
      expect(match.act(action).ok).toBe(true);
    }
    expect(collectPhases).toBeGreaterThan(10);
    expect(match.results().totals).toBeDefined();
    // Nobody grabbed, so no black die was ever placed.
    expect(match.record.rounds.flatMap((r) => r.actions).filter((a) => a.type === 'collect').length).toBe(collectPhases);
  });

  it('a seeded game between search bots is reproducible, and another seed plays differently', () => {
    const play = (seed: string) =>
      playGame(game, [level('hard', 40), level('medium', 40), level('easy'), level('random')] as Bot[], { seed, options: { rounds: 4 } })
        .match.record;
    const a = play('same');
    expect(play('same')).toEqual(a);
    expect(play('other').rounds).not.toEqual(a.rounds);
  });

  it('a bot\'s input holds no card it may not see', () => {
    // Capture every view the hard bot gets, and beside it the cards hidden from it at that moment.
    const seen: { view: DubbeView; hidden: Set<string> }[] = [];
    let match: Match<DubbeState> | null = null;
    const inner = level('hard', 8);
    const spy: Bot<DubbeView> = {
      kind: 'hard',
      decide(view, rng) {
        const state = match!.state;
        const hidden = new Set<string>();
        state.hands.forEach((h, s) => { if (s !== view.seat) h.forEach((c) => hidden.add(cardName(c))); });
        state.dummy.forEach((c) => hidden.add(cardName(c)));
        seen.push({ view: structuredClone(view), hidden });
        return inner.decide(view, rng);
      },
    };
    for (const n of [2, 4]) {
      match = Match.create(dubbe, Array.from({ length: n }, (_, i) => `p${i}`), { rounds: n, blackDie: n === 4 }, `leak/${n}`);
      let step = 0;
      while (match.status().phase !== 'gameOver') {
        const seat = match.status().awaiting[0]!;
        const bot = seat === 0 ? spy : level('easy');
        expect(match.act(bot.decide(match.view(seat) as DubbeView, createRng(step++, 'x'))).ok).toBe(true);
      }
    }
    expect(seen.length).toBeGreaterThan(100);
    let hiddenChecked = 0;
    for (const { view, hidden } of seen) {
      // lastRound and finalTrick show the finished round (its dummy is revealed by the rules, its last trick was played); their cards are not this round's.
      const strings = collectStrings({ ...view, lastRound: null, finalTrick: null });
      for (const s of strings) expect(hidden.has(s), `view for seat ${view.seat} shows hidden card ${s}`).toBe(false);
      hiddenChecked += hidden.size;
    }
    expect(hiddenChecked).toBeGreaterThan(1000);
  });
});

function collectStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => collectStrings(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collectStrings(v, out));
  return out;
}
