import { describe, expect, it } from 'vitest';
import { playGame } from '../../../shared/bots/play';
import { createRng } from '../../../shared/engine/rng';
import { dobbm } from '../../../shared/games/dobbm';
import { discardScore, easyBot, worthOrdinary, worthSolo } from '../../../shared/games/dobbm/bots';
import { hardBot, mediumBot, ruleOfThumb } from '../../../shared/games/dobbm/bots-search';
import { parseCard, type Card } from '../../../shared/games/dobbm/cards';
import type { DobbmAction } from '../../../shared/games/dobbm/actions';
import type { DobbmState } from '../../../shared/games/dobbm/state';
import { Match } from '../../../shared/engine/match';
import { determinize } from '../../../shared/games/dobbm/determinize';
import { view } from '../../../shared/games/dobbm/view';
import type { Game } from '../../../shared/engine/game';
import { playedRecord } from './played';

const hand = (...names: string[]): Card[] => names.map((n) => parseCard(n)!);

describe('Dobbm bots', () => {
  it('bid by the text\'s rule of thumb: Herz Sau + heart + Sau, or three hearts + Sau', () => {
    expect(worthOrdinary(hand('herz-sau', 'herz-7', 'laub-sau', 'laub-6', 'eichel-6', 'eichel-7', 'schellen-6', 'schellen-7'))).toBe(true);
    expect(worthOrdinary(hand('herz-9', 'herz-7', 'herz-6', 'eichel-sau', 'eichel-7', 'schellen-8', 'schellen-6', 'schellen-7'))).toBe(true);
    expect(worthOrdinary(hand('herz-9', 'herz-7', 'laub-sau', 'eichel-zehn', 'eichel-7', 'schellen-8', 'schellen-6', 'schellen-7'))).toBe(false);
    expect(worthSolo(hand('herz-sau', 'herz-zehn', 'herz-koenig', 'herz-ober', 'herz-6', 'laub-sau', 'eichel-7', 'schellen-7'))).toBe(true);
    expect(worthSolo(hand('herz-sau', 'herz-7', 'laub-sau', 'laub-6', 'eichel-6', 'eichel-7', 'schellen-6', 'schellen-7'))).toBe(false);
  });

  it('a determinized state shows the seat exactly its own view, whatever was sampled', () => {
    for (const lookBack of ['all', 'own'] as const) {
      for (const n of [4, 5]) {
        for (const stop of [3, 5, 7, 9, 17, 30, 38, 55, 70]) {
          const { match } = playedRecord(n, `det-${lookBack}-${n}-${stop}`, { actions: stop, options: { lookBack } });
          if (match.status().phase !== 'play') continue;
          const seat = match.status().awaiting[0]!;
          const v = view(match.state, seat);
          for (let i = 0; i < 5; i++) {
            const s = determinize(v, createRng('det', String(i)));
            const norm = (x: typeof v) => ({ ...x, legal: x.legal.map((a) => JSON.stringify(a)).sort() });
            expect(norm(view(s, seat))).toEqual(norm(v));
            expect(s.hands.flat().length + s.dobb.length + s.discard.length + s.trick.length + s.tricks.length * 4).toBe(36);
          }
        }
      }
    }
  });

  it('medium and hard make the rule of thumb\'s calls (bid, discard, double) and search only the cards', () => {
    let calls = 0;
    for (const n of [4, 5]) {
      for (let g = 0; g < 4; g++) {
        const m = Match.create(dobbm as unknown as Game, Array.from({ length: n }, (_, s) => `p${s}`), { hands: 3, mussrunde: true, doublingLimit: g === 3 ? 1 : null }, `calls-${n}-${g}`);
        for (let k = 0; m.status().phase !== 'gameOver'; k++) {
          const seat = m.status().awaiting[0]!;
          const v = m.view(seat) as ReturnType<typeof view>;
          const easy = easyBot.decide(v, createRng('calls', String(k)))!;
          if (v.phase !== 'play' && v.legal.length > 1) {
            calls++;
            // No search happens here, so even an unbounded budget answers at once.
            expect(hardBot.decide(v, createRng('calls', String(k)))).toEqual(easy);
            expect(mediumBot.decide(v, createRng('calls', String(k)))).toEqual(easy);
          }
          expect(m.act(easy).ok).toBe(true);
        }
      }
    }
    expect(calls).toBeGreaterThan(50);
  });

  it('playouts take the rule of thumb\'s moves straight from the state, as easy takes them from the view', () => {
    let discards = 0;
    for (const n of [4, 5]) {
      for (let g = 0; g < 4; g++) {
        // lookBack 'all': only when the view shows every trick does it hold what the state holds.
        const m = Match.create(dobbm as unknown as Game, Array.from({ length: n }, (_, s) => `p${s}`),
          { hands: 3, mussrunde: true, heartSowCoversItself: g % 2 === 1, lookBack: 'all' }, `rule-${n}-${g}`);
        for (let k = 0; m.status().phase !== 'gameOver'; k++) {
          const seat = m.status().awaiting[0]!;
          const state = m.state as DobbmState;
          const v = view(state, seat);
          const easy = easyBot.decide(v, createRng('rule', String(k)))!;
          const rule = ruleOfThumb(state, seat, createRng('rule', String(k)));
          expect(v.legal.map((a) => JSON.stringify(a.type === 'discard' ? { ...a, cards: a.cards.slice().sort() } : a)))
            .toContain(JSON.stringify(rule.type === 'discard' ? { ...rule, cards: rule.cards.slice().sort() } : rule));
          if (easy.type === 'discard' && rule.type === 'discard') {
            // Ties between equally good discards may be broken differently.
            discards++;
            const twelve = state.hands[seat]!;
            const score = (a: Extract<DobbmAction, { type: 'discard' }>): number => discardScore(twelve, a.cards.map((c) => parseCard(c)!));
            expect(score(rule)).toBe(score(easy));
          } else expect(rule).toEqual(easy);
          expect(m.act(easy).ok).toBe(true);
        }
      }
    }
    expect(discards).toBeGreaterThan(5);
  });

  it('every bot level plays a whole session legally at four and at five', () => {
    for (const n of [4, 5]) {
      const bots = ['random', 'hard', 'medium', 'easy', 'random'].slice(0, n).map((k) => dobbm.bots[k]!);
      const fast = bots.map((b) => ('withBudget' in b ? (b as { withBudget: (x: object) => typeof b }).withBudget({ iterations: 20, thinkMs: undefined }) : b));
      const g = playGame(dobbm as unknown as Game, fast, { seed: `bots-${n}`, options: { hands: 2, mussrunde: true } });
      expect(g.match.status().phase).toBe('gameOver');
      expect((g.match.results().totals as { net: number[] }).net.reduce((a, b) => a + b, 0)).toBe(0);
    }
  });
});
