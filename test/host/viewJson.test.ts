import { describe, expect, it } from 'vitest';
import { Match } from '../../shared/engine/match';
import { createRng } from '../../shared/engine/rng';
import type { Action, Game, View } from '../../shared/engine/game';
import { dobble } from '../../shared/games/dobble';
import { dobbm } from '../../shared/games/dobbm';
import { isSharedPart, sharedPart } from '../../shared/engine/viewParts';
import { view as dubbeView, type DubbeView } from '../../shared/games/dubbe/view';
import type { DubbeState } from '../../shared/games/dubbe/state';
import { pickBot } from '../../src-main/host/botDriver';
import { Table } from '../../src-main/host/table';
import { viewJson } from '../../src-main/host/viewJson';

/**
 * The host serializes a view's shared parts (deep-frozen, the same object
 * for every seat until the state they come from changes) once and reuses
 * the text: the state text must stay exactly JSON.stringify(view), for every
 * seat and spectator, action after action, with one cache over the game.
 */
describe('viewJson and the views\' shared parts', () => {
  it('gives JSON.stringify\'s text for every view of a whole black-die Dubbe game, with the texts kept across changes', () => {
    const table = new Table({ game: 'dubbe', seats: 4, seed: 'view-json', dataDir: null, options: { blackDie: true } });
    for (let s = 0; s < 4; s++) table.join({ name: `P${s}` }, false, true);
    for (let s = 0; s < 4; s++) table.connect(s);
    const bot = pickBot(table.game.bots, 'random');
    const texts = new WeakMap<object, string>();
    let actions = 0;
    let shared = 0;
    for (; !table.over && actions < 2000; actions++) {
      // A copy of the state shares no object with it: its view is built afresh, with no part kept from before.
      const copy = structuredClone(table.match!.state) as DubbeState;
      for (const seat of [0, 1, 2, 3, null]) {
        const v = table.view(seat)!;
        expect(viewJson(v, texts)).toBe(JSON.stringify(v));
        expect(JSON.stringify(v)).toBe(JSON.stringify(dubbeView(copy, seat)));
        shared += Object.values(v).filter((x) => typeof x === 'object' && x !== null && isSharedPart(x)).length;
      }
      const seat = table.match!.status().awaiting[0]!;
      const { seat: _own, ...action } = bot.decide(table.view(seat) as View, createRng('view-json', String(actions)))!;
      expect(table.act(seat, action as { type: string }).ok).toBe(true);
    }
    expect(table.over).toBe(true);
    expect(shared).toBeGreaterThan(actions * 5 * 4);
    table.close();
  });

  it('Doppelkopf (Weimar): every view of a whole game equals one built from a copy of the state, and viewJson gives its text', () => {
    const table = new Table({ game: 'doppelkopf', seats: 4, seed: 'view-json-dk', dataDir: null, options: { preset: 'weimar', games: 2 } });
    for (let s = 0; s < 4; s++) table.join({ name: `P${s}` }, false, true);
    for (let s = 0; s < 4; s++) table.connect(s);
    const bot = pickBot(table.game.bots, 'random');
    const texts = new WeakMap<object, string>();
    let actions = 0;
    for (; !table.over && actions < 3000; actions++) {
      const copy = structuredClone(table.match!.state);
      for (const seat of [0, 1, 2, 3, null]) {
        const v = table.view(seat)!;
        expect(viewJson(v, texts)).toBe(JSON.stringify(v));
        expect(JSON.stringify(v)).toBe(JSON.stringify(table.game.view(copy, seat)));
      }
      const seat = table.match!.status().awaiting[0]!;
      const { seat: _own, ...action } = bot.decide(table.view(seat) as View, createRng('view-json-dk', String(actions)))!;
      expect(table.act(seat, action as { type: string }).ok).toBe(true);
    }
    expect(actions).toBeGreaterThan(40);
    table.close();
  });

  it.each([
    ['Dobbm, look-back for the declarer\'s side (5 seats)', dobbm, 5, { hands: 4, lookBack: 'own' }, 'random'],
    ['Dobbm, look-back for all (4 seats)', dobbm, 4, { hands: 4, lookBack: 'all' }, 'random'],
    // The hard bot's claims are right: the mini-games run to their end.
    ['the symbol game (4 seats)', dobble, 4, {}, 'hard'],
  ] as const)('%s: every view of a whole game equals one built from a copy of the state, and viewJson gives its text', (_, game, n, options, level) => {
    const g = game as unknown as Game;
    const m = Match.create(g, Array.from({ length: n }, (_x, i) => `P${i}`), options, `view-json/${g.id}/${n}`);
    const bot = g.bots[level]!;
    const texts = new WeakMap<object, string>();
    let actions = 0;
    let shared = 0;
    let now = 0;
    for (let step = 0; m.status().phase !== 'gameOver' && step < 4000; step++) {
      const copy = structuredClone(m.state);
      for (const seat of [...Array.from({ length: n }, (_x, i) => i), null]) {
        const v = m.view(seat) as object;
        expect(viewJson(v, texts)).toBe(JSON.stringify(v));
        expect(JSON.stringify(v)).toBe(JSON.stringify(g.view(copy, seat)));
        shared += Object.values(v).filter((x) => typeof x === 'object' && x !== null && isSharedPart(x)).length;
      }
      const { awaiting } = m.status();
      const seat = awaiting[step % awaiting.length]!;
      const action = bot.decide(m.view(seat), createRng('view-json', String(step))) as Action | null;
      if (!action) continue;
      // Real-time claims carry the round clock: a step of 50 ms each.
      if (m.act('at' in action ? { ...action, at: (now += 50) } : action).ok) actions++;
    }
    expect(m.status().phase).toBe('gameOver');
    expect(actions).toBeGreaterThan(30);
    expect(shared).toBeGreaterThan(actions * (n + 1));
  });

  it('hands every seat the same frozen public parts until they change, and the hand stays each seat\'s own', () => {
    const table = new Table({ game: 'dubbe', seats: 4, seed: 'view-parts', dataDir: null });
    for (let s = 0; s < 4; s++) table.join({ name: `P${s}` }, false, true);
    for (let s = 0; s < 4; s++) table.connect(s);
    const a = table.view(0) as DubbeView;
    const b = table.view(1) as DubbeView;
    expect(b.characters).toBe(a.characters);
    expect(b.score).toBe(a.score);
    expect(b.hand).not.toBe(a.hand);
    expect(isSharedPart(a.hand!)).toBe(false);
    expect(Object.isFrozen(a.characters[0])).toBe(true);
    expect(() => { (a.characters as unknown[]).push(1); }).toThrow(TypeError);
    // The first player's trump changes the characters: a new part, the old one unchanged.
    const first = a.legal[0] ?? (table.view(a.awaiting[0]!) as DubbeView).legal[0]!;
    const { seat, ...action } = first;
    expect(table.act(seat, action).ok).toBe(true);
    const c = table.view(0) as DubbeView;
    expect(c.characters).not.toBe(a.characters);
    expect(JSON.stringify(c.characters)).not.toBe(JSON.stringify(a.characters));
    table.close();
  });

  it('leaves what is not a shared part to JSON.stringify: undefined fields out, a frozen object of the game\'s own re-read', () => {
    const texts = new WeakMap<object, string>();
    const own = Object.freeze({ n: 1 });
    const part = sharedPart(new WeakMap<object, { n: number }>(), {}, () => ({ n: 2 }));
    const first = viewJson({ a: own, b: undefined, c: part, 'd"e': [1] }, texts);
    expect(first).toBe('{"a":{"n":1},"c":{"n":2},"d\\"e":[1]}');
    expect(viewJson({ a: own, c: part }, texts)).toBe('{"a":{"n":1},"c":{"n":2}}');
    expect(viewJson(null, texts)).toBe('null');
    expect(viewJson({}, texts)).toBe('{}');
  });
});
