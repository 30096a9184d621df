import { expect } from 'vitest';
import type { Seat } from '../../../shared/engine/game';
import { isTunable } from '../../../shared/bots/types';
import type { Bot } from '../../../shared/engine/game';
import { createRng } from '../../../shared/engine/rng';
import { doppelkopf, type DoppelkopfState, type DoppelkopfView } from '../../../shared/games/doppelkopf';
import { cardName, deck, parseCard } from '../../../shared/games/doppelkopf/cards';
import type { Contract } from '../../../shared/games/doppelkopf/state';
import { position } from './craft';

/**
 * A game in trick 2 (normal unless `contract` says otherwise): `first` was
 * trick 1 (from `leader1`), `trick` is the current one so far, `mine` the
 * hand of the seat to play (11 cards); the rest of the deck dealt to the others.
 */
export function midGame(spec: { me: Seat; mine: string[]; leader1: Seat; first: string[]; leader: Seat; trick: string[]; contract?: Contract; options?: Record<string, unknown>; others?: Record<number, string[]> }): DoppelkopfState {
  const pool = deck(true).map(cardName);
  const take = (c: string): void => {
    const at = pool.indexOf(c);
    if (at < 0) throw new Error(`no ${c} left`);
    pool.splice(at, 1);
  };
  [...spec.mine, ...spec.first, ...spec.trick, ...Object.values(spec.others ?? {}).flat()].forEach(take);
  const hands: string[][] = [[], [], [], []];
  hands[spec.me] = spec.mine;
  expect(spec.mine.length).toBe(11);
  const inTrick = (s: Seat): boolean => spec.trick.some((_, i) => (spec.leader + i) % 4 === s);
  for (let s = 0; s < 4; s++) {
    if (s === spec.me) continue;
    const size = 11 - (inTrick(s) ? 1 : 0);
    const fixed = spec.others?.[s] ?? [];
    hands[s] = [...fixed, ...pool.splice(0, size - fixed.length)];
  }
  let state = position({ hands, tricks: [{ leader: spec.leader1, cards: spec.first }], turn: spec.me, contract: spec.contract, options: spec.options });
  const trick = spec.trick.map((c, i) => ({ seat: (spec.leader + i) % 4, card: parseCard(c)! }));
  const dealt = state.dealt.map((h) => h.slice());
  for (const p of trick) dealt[p.seat]!.push(p.card);
  state = { ...state, trick, dealt };
  expect(doppelkopf.status(state).awaiting).toEqual([spec.me]);
  return state;
}


const level = (kind: string, iterations: number): Bot<DoppelkopfView> => {
  const bot = doppelkopf.bots[kind]!;
  return isTunable(bot) ? bot.withBudget({ iterations, thinkMs: undefined }) : bot;
};
/**
 * The card a bot level plays here at a fixed budget, for `seeds` different
 * random streams. An announcement first (`hard` says Re by playout at its
 * last moment, which may be this card) is applied and the seat asked again,
 * at most three times.
 */
export const cardsPlayed = (state: DoppelkopfState, kind: string, iterations: number, seeds: number): string[] =>
  Array.from({ length: seeds }, (_, i) => {
    const bot = level(kind, iterations);
    const rng = createRng('fox', `${kind}/${i}`);
    let at = state;
    for (let said = 0; ; said++) {
      const a = bot.decide(doppelkopf.view(at, at.turn) as DoppelkopfView, rng);
      if (a?.type !== 'announce' || said === 3) return a?.type === 'play' ? a.card : JSON.stringify(a);
      const next = doppelkopf.apply(at, a);
      if (!next.ok) return JSON.stringify(a);
      at = next.state;
    }
  });

