import { describe, expect, it } from 'vitest';
import type { Action, Game, Seat } from '../../shared/engine/game';
import { Match } from '../../shared/engine/match';
import { replay } from '../../shared/engine/replay';
import { createRng, type Rng } from '../../shared/engine/rng';
import { PRESETS } from '../../shared/games/doppelkopf/options';
import { games, getGame } from '../../shared/games/registry';

/**
 * One bar every game in the registry clears, modelled on OpenSpiel's shared
 * basic tests: random legal playouts of whole games end; every listed legal
 * action is accepted and every refused one leaves the state untouched; the
 * same seed gives the same game; the record replays to the same results; no
 * view (a seat's or the spectator's) changes when the cards hidden from it are
 * swapped among their holders (Game.swapHidden). Counts are bounded so each
 * game takes a few seconds.
 */

/** Option sets per game beyond the defaults: Doppelkopf's variants (presets) come from its registry. */
const extraOptions: Record<string, Record<string, unknown>[]> = {
  doppelkopf: [
    ...PRESETS.filter((p) => p !== 'standard').map((preset) => ({ preset })),
    // The additions rounds play (issue 28), each sub-choice at least once (the Genscher's folded into these, no extra runs).
    { schweine: 'said', hyperschweine: 'nines', schweineInSolos: true, genscher: 'normal', genscherSamePartner: false, genscherParty: 'own' },
    { schweine: 'automatic', hyperschweine: 'kings', schweinePoverty: false, withNines: false, doubling: 'stages', genscher: 'partnerGames', genscherAnnounced: 'notAfterAny', genscherHyper: false },
    { announceDeadlines: 'table5and13', doubling: 'reKontra', preset: 'ddv', genscher: 'partnerGames', genscherAnnounced: 'notAfterOwn' },
  ],
};
/** Shorter matches where the default is an evening: the checks are per action, not per length. */
const short: Record<string, Record<string, unknown>> = {
  dubbe: {},
  doppelkopf: { games: 6 },
  dobbm: { hands: 4 },
  dobble: { miniGames: 2 },
};

const MAX_ACTIONS = 6000;
/** Every k-th step gets the expensive checks (refusals, hidden swaps). */
const EVERY = 5;

const json = (x: unknown): string => JSON.stringify(x);

/** A few actions that are not in the legal list: others' legal actions in the awaiting seat's name, and the reverse. */
function candidatesNotListed(n: number, legal: Action[][]): Action[] {
  const listed = new Set(legal.flat().map(json));
  const out: Action[] = [];
  for (let s = 0; s < n; s++) {
    for (const a of legal[s]!.slice(0, 3)) {
      for (let t = 0; t < n; t++) {
        const moved = { ...a, seat: t };
        if (!listed.has(json(moved))) out.push(moved);
      }
    }
  }
  // And an action of a type no game has.
  out.push({ seat: 0, type: '__none__' });
  return out.slice(0, 12);
}

interface Playout { match: Match; actions: number; swaps: number; swapsChanged: number; whyNotSeen: number; whyNotKinds: Set<string> }

/** The kinds of choices whose first-game reasons a playout must meet (so the hidden-card check covers each). */
const whyNotKinds: Record<string, string[]> = { doppelkopf: ['play', 'announce', 'reserve'], dobbm: ['play', 'dob'] };

function playout(game: Game, n: number, raw: Record<string, unknown>, seed: string, checks: boolean): Playout {
  const match = Match.create(game, Array.from({ length: n }, (_, i) => `P${i}`), raw, seed);
  const rng: Rng = createRng(seed, 'conformance');
  let actions = 0;
  let swaps = 0;
  let swapsChanged = 0;
  let whyNotSeen = 0;
  const kinds = new Set<string>();
  for (; actions < MAX_ACTIONS && match.status().phase !== 'gameOver'; actions++) {
    const st = match.status();
    expect(st.phase, `${game.id}: a dealt round is in play`).toBe('play');
    const state = match.state;
    const legal = Array.from({ length: n }, (_, s) => game.legalActions(state, s));
    const acting = [...new Set([...st.awaiting, ...(st.optional ?? [])])];
    const choices = acting.flatMap((s) => legal[s]!);
    expect(choices.length, `${game.id}: step ${actions}: the game waits for ${json(st.awaiting)}, who have no legal action`).toBeGreaterThan(0);
    if (checks) {
      // Every listed legal action is accepted (a sample of up to 16 per step).
      for (const a of choices.length > 16 ? choices.filter((_, i) => i % Math.ceil(choices.length / 16) === 0) : choices) {
        const out = game.apply(state, a);
        expect(out.ok, `${game.id}: step ${actions}: listed ${json(a)} refused: ${out.ok ? '' : out.error.message}`).toBe(true);
      }
      if (actions % EVERY === 0) {
        const before = json(state);
        for (const a of candidatesNotListed(n, legal)) {
          const out = game.apply(state, a);
          if (!out.ok) expect(json(state), `${game.id}: refusing ${json(a)} changed the state`).toBe(before);
        }
        for (const seat of [null, ...Array.from({ length: n }, (_, s) => s)] as (Seat | null)[]) {
          if (!game.swapHidden) break;
          const other = game.swapHidden(state, seat, createRng(seed, `swap/${actions}/${seat}`));
          swaps++;
          if (json(other) !== json(state)) swapsChanged++;
          expect(game.view(other, seat), `${game.id}: step ${actions}: the view of ${seat} shows cards hidden from it`).toEqual(game.view(state, seat));
          // The first-game mode's reasons are sent beside the view: they must not tell a hidden card either.
          if (game.whyNot && seat !== null) {
            expect(game.whyNot(other, seat), `${game.id}: step ${actions}: first-game reasons for ${seat} tell cards hidden from it`).toEqual(game.whyNot(state, seat));
            for (const u of game.whyNot(state, seat)) { whyNotSeen++; kinds.add(u.action.type); }
          }
        }
      }
    }
    const a = choices[rng.int(0, choices.length - 1)]!;
    const out = match.act(a);
    expect(out.ok, `${game.id}: step ${actions}: ${json(a)} refused: ${out.ok ? '' : out.error.message}`).toBe(true);
  }
  return { match, actions, swaps, swapsChanged, whyNotSeen, whyNotKinds: kinds };
}

for (const [id, game] of Object.entries(games)) {
  const optionSets = [{}, ...(extraOptions[id] ?? [])].map((o) => ({ ...short[id], ...o }));
  const seatCounts = [...new Set([game.seats.min, game.seats.max])];
  describe(`conformance: ${id}`, () => {
    for (const raw of optionSets) {
      for (const n of seatCounts) {
        const label = `${n} seats, options ${json(raw)}`;
        it(`${label}: random legal playouts end; listed actions accepted, refused ones change nothing; views hide what they must`, () => {
          for (const seed of [`c-${id}-1`, `c-${id}-2`]) {
            const p = playout(game, n, raw, seed, seed.endsWith('-1'));
            expect(p.match.status().phase, `${id} ${label}: no end after ${MAX_ACTIONS} actions`).toBe('gameOver');
            if (game.swapHidden && seed.endsWith('-1')) {
              expect(p.swaps).toBeGreaterThan(0);
              // The swap is not vacuous: it did change hidden cards.
              expect(p.swapsChanged).toBeGreaterThan(0);
              // And the reasons check is not vacuous: some card was refused on the way.
              if (game.whyNot) expect(p.whyNotSeen, `${id} ${label}: no first-game reason seen`).toBeGreaterThan(0);
              for (const kind of whyNotKinds[id] ?? []) expect([...p.whyNotKinds], `${id} ${label}: no first-game reason for a ${kind} seen`).toContain(kind);
            }
          }
        });

        it(`${label}: the same seed gives the same game; the record replays to the same results`, () => {
          const a = playout(game, n, raw, `same-${id}`, false);
          const b = playout(game, n, raw, `same-${id}`, false);
          expect(json(b.match.record)).toBe(json(a.match.record));
          expect(b.match.results()).toEqual(a.match.results());
          const record = JSON.parse(json(a.match.record));
          expect(replay(record, getGame)).toEqual({ ok: true, ...JSON.parse(json(a.match.results())) });
        });
      }
    }
  });
}

describe('conformance: the suite covers the registry', () => {
  it('every game in the registry has a hidden-card swap for the view check', () => {
    for (const game of Object.values(games)) expect(typeof game.swapHidden, game.id).toBe('function');
  });
});
