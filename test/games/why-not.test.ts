import { describe, expect, it } from 'vitest';
import type { Game, Unplayable } from '../../shared/engine/game';
import { dubbe } from '../../shared/games/dubbe';
import { doppelkopf } from '../../shared/games/doppelkopf';
import { dobbm } from '../../shared/games/dobbm';
import { position as dubbePosition, p as dubbePlay, run as dubbeRun } from './dubbe/craft';
import { position as dkPosition, p as dkPlay, run as dkRun, res as dkRes, start as dkStart } from './doppelkopf/craft';
import { dbl, dealOf, dob, pass, play as dobbmPlay, run as dobbmRun, solo, started } from './dobbm/craft';

/**
 * First-game mode (#17): for the seat to act, every card it holds but may
 * not play, with the rule error `apply` gives for it (code and params the
 * renderer turns into one sentence). Nothing for a seat that is not to act.
 */
const byCard = (list: Unplayable[]) => Object.fromEntries(list.filter((u) => u.action.type === 'play').map((u) => [(u.action as unknown as { card: string }).card, { code: u.code, params: u.params ?? {} }]));
const whyNot = (game: Game, state: unknown, seat: number) => {
  expect(typeof game.whyNot, `${game.id} explains unplayable cards`).toBe('function');
  return game.whyNot!(state, seat);
};

describe('first-game mode: why a card may not be played', () => {
  it('Dubbe: the led suit must be followed; Jo Lossen frees his owner except in his own suit', () => {
    const base = {
      hands: [['blue-5', 'green-5'], ['blue-7', 'green-2', 'yellow-2'], ['blue-9', 'green-9', 'red-3']],
      trump: 'red',
      lead: 0,
      characters: { joLossen: { suit: 'green', die: 3, owner: 1 } },
    };
    // Nothing led yet: every card may lead.
    expect(whyNot(dubbe, dubbePosition(base), 0)).toEqual([]);
    const blueLed = dubbeRun(dubbePosition(base), dubbePlay(0, 'blue-5'));
    // Seat 1 owns Jo Lossen (green): free in blue.
    expect(whyNot(dubbe, blueLed, 1)).toEqual([]);
    // Not seat 2's turn yet: nothing to explain.
    expect(whyNot(dubbe, blueLed, 2)).toEqual([]);
    const after = dubbeRun(blueLed, dubbePlay(1, 'yellow-2'));
    expect(byCard(whyNot(dubbe, after, 2))).toEqual({
      'green-9': { code: 'must-follow-suit', params: { suit: 'blue' } },
      'red-3': { code: 'must-follow-suit', params: { suit: 'blue' } },
    });
    const greenLed = dubbeRun(dubbePosition(base), dubbePlay(0, 'green-5'));
    expect(byCard(whyNot(dubbe, greenLed, 1))).toEqual({
      'blue-7': { code: 'must-follow-suit', params: { suit: 'green', joLossen: 1 } },
      'yellow-2': { code: 'must-follow-suit', params: { suit: 'green', joLossen: 1 } },
    });
    // Every card explained is one `apply` refuses, every other one it accepts.
    for (const c of ['blue-7', 'yellow-2']) expect(dubbe.apply(greenLed, dubbePlay(1, c)).ok).toBe(false);
    expect(dubbe.apply(greenLed, dubbePlay(1, 'green-2')).ok).toBe(true);
  });

  it('Doppelkopf: a plain suit led must be followed (its trumps do not count); trump led must be followed with trump', () => {
    const s = dkPosition({ hands: [['hearts-A', 'clubs-9'], ['hearts-10', 'hearts-K', 'spades-9'], ['spades-9', 'clubs-Q'], ['diamonds-9']], turn: 0 });
    expect(byCard(whyNot(doppelkopf, s, 0))).toEqual({});
    const heartsLed = dkRun(s, dkPlay(0, 'hearts-A'));
    // hearts-10 is trump (Dulle): only hearts-K follows.
    expect(byCard(whyNot(doppelkopf, heartsLed, 1))).toEqual({
      'hearts-10': { code: 'must-follow-suit', params: { suit: 'hearts' } },
      'spades-9': { code: 'must-follow-suit', params: { suit: 'hearts' } },
    });
    const trumpLed = dkRun(dkPosition({ hands: [['diamonds-9', 'clubs-9'], ['spades-9', 'hearts-K'], ['spades-A', 'clubs-Q'], ['diamonds-A']], turn: 0 }), dkPlay(0, 'diamonds-9'));
    expect(byCard(whyNot(doppelkopf, trumpLed, 1))).toEqual({});
    const next = dkRun(trumpLed, dkPlay(1, 'spades-9'));
    expect(byCard(whyNot(doppelkopf, next, 2))).toEqual({ 'spades-A': { code: 'must-follow-suit', params: { suit: 'trump' } } });
  });

  it('Doppelkopf: announcements the seat may not make now, with the reason (never "wrong party": that button is not its own)', () => {
    // A full hand of 12, Re (clubs queen); nothing announced; seat 0 to play the first card.
    const hands = [
      ['clubs-Q', 'hearts-10', 'spades-Q', 'diamonds-J', 'diamonds-A', 'diamonds-10', 'clubs-A', 'clubs-A', 'spades-A', 'spades-10', 'hearts-A', 'hearts-K'],
      ['clubs-Q', 'hearts-10', 'spades-Q', 'diamonds-Q', 'diamonds-K', 'diamonds-9', 'clubs-10', 'clubs-K', 'spades-A', 'spades-K', 'hearts-A', 'hearts-K'],
      ['hearts-Q', 'hearts-Q', 'spades-J', 'spades-J', 'clubs-J', 'clubs-J', 'diamonds-J', 'diamonds-A', 'clubs-10', 'clubs-K', 'spades-10', 'spades-9'],
      ['diamonds-Q', 'hearts-J', 'hearts-J', 'diamonds-10', 'diamonds-K', 'diamonds-9', 'clubs-9', 'clubs-9', 'spades-K', 'spades-9', 'hearts-9', 'hearts-9'],
    ];
    const s = dkPosition({ hands, turn: 0, options: { stageNeedsKontra: true } });
    const says = (list: Unplayable[]) => Object.fromEntries(list.filter((u) => u.action.type === 'announce').map((u) => [(u.action as unknown as { announcement: string }).announcement, u.code]));
    // Stages need the party's own Re first (Weimar I.5②, switched on here); Kontra is the other party's.
    expect(says(whyNot(doppelkopf, s, 0))).toEqual({ no90: 'stage-needs-kontra', no60: 'stage-needs-kontra', no30: 'stage-needs-kontra', black: 'stage-needs-kontra' });
    // After Re: no90 goes; Re itself is said.
    const afterRe = dkRun(s, { seat: 0, type: 'announce', announcement: 're' });
    expect(says(whyNot(doppelkopf, afterRe, 0))).toEqual({ re: 'already-announced' });
    // Every announcement listed is one `apply` refuses; the legal ones are not listed.
    for (const u of whyNot(doppelkopf, afterRe, 0)) expect(doppelkopf.apply(afterRe, u.action as Parameters<typeof doppelkopf.apply>[1]).ok).toBe(false);
  });

  it('Doppelkopf reservations: each kind the table plays but this hand may not say, with the reason from `apply`', () => {
    const reasons = (list: Unplayable[]) => Object.fromEntries(list.filter((u) => u.action.type === 'reserve').map((u) => [(u.action as unknown as { reservation: string }).reservation, { code: u.code, params: u.params ?? {} }]));
    // One Clubs Queen, five trumps in all, two Nines, two Kings.
    const hand = ['clubs-Q', 'spades-Q', 'hearts-10', 'diamonds-J', 'diamonds-A', 'clubs-A', 'clubs-9', 'spades-A', 'spades-9', 'hearts-A', 'hearts-K', 'spades-K'];
    const s = dkStart([hand, [], [], []]);
    expect(reasons(whyNot(doppelkopf, s, 0))).toEqual({
      marriage: { code: 'reservation-not-allowed', params: { why: 'marriage' } },
      poverty: { code: 'reservation-not-allowed', params: { why: 'poverty', max: 3, held: 5 } },
      throwNines: { code: 'reservation-not-allowed', params: { why: 'throwNines', held: 2 } },
      throwKings: { code: 'reservation-not-allowed', params: { why: 'throwKings', held: 2 } },
    });
    // Not seat 1's turn yet: nothing.
    expect(whyNot(doppelkopf, s, 1)).toEqual([]);
    // Every listed one `apply` refuses; "healthy" and the solos are never listed.
    for (const u of whyNot(doppelkopf, s, 0)) expect(doppelkopf.apply(s, u.action as Parameters<typeof doppelkopf.apply>[1]).ok).toBe(false);
    // A table without throwing in and poverty: only the marriage is explained; with both Clubs Queens nothing about it.
    const plain = dkStart([hand, [], [], []], { throwNines: false, throwKings: false, poverty: false });
    expect(Object.keys(reasons(whyNot(doppelkopf, plain, 0)))).toEqual(['marriage']);
    const married = dkStart([['clubs-Q', 'clubs-Q', ...hand.slice(2, 12)], [], [], []], { throwNines: false, throwKings: false });
    expect(reasons(whyNot(doppelkopf, married, 0))).toEqual({ poverty: { code: 'reservation-not-allowed', params: { why: 'poverty', max: 3, held: 5 } } });
    // Weimar: a marriage that "lasts" and a thrown-in marriage need the marriage first; throwing in a marriage needs three trumps.
    const weimar = dkStart([['clubs-Q', 'clubs-Q', ...hand.slice(2, 12)], [], [], []], { preset: 'weimar' });
    expect(reasons(whyNot(doppelkopf, weimar, 0)).throwMarriage).toEqual({ code: 'reservation-not-allowed', params: { why: 'throwMarriage', held: 5 } });
    expect(reasons(whyNot(doppelkopf, weimar, 0)).marriageLast).toBeUndefined();
    // The second seat is asked after the first answered.
    const next = dkRun(s, dkRes(0, 'healthy'));
    expect(whyNot(doppelkopf, next, 0)).toEqual([]);
    expect(whyNot(doppelkopf, next, 1).length).toBeGreaterThan(0);
  });

  it('Doppelkopf Pflichtsolo: a Null solo is greyed (it does not count); the Ramsch round explains the reservations it leaves out', () => {
    const base = dkStart([[], [], [], []], { preset: 'weimar' });
    const pflicht = { ...base, evening: { ...base.evening, pflicht: 0 } };
    const list = whyNot(doppelkopf, pflicht, 0);
    const kinds = list.map((u) => (u.action as unknown as { reservation: string }).reservation).sort();
    expect(kinds).toEqual(['soloNullMeatless', 'soloNullMeatlessOuvert', 'soloNullTrump', 'soloNullTrumpOuvert']);
    expect(new Set(list.map((u) => u.code))).toEqual(new Set(['pflichtsolo']));
    const ramsch = { ...base, ramschGame: true };
    const r = whyNot(doppelkopf, ramsch, 0);
    expect(r.length).toBeGreaterThan(0);
    expect(new Set(r.map((u) => u.code))).toEqual(new Set(['ramsch-round']));
  });

  it('Doppelkopf Weimar: the same rule, the same reasons', () => {
    const s = dkPosition({ hands: [['clubs-A', 'clubs-9'], ['clubs-K', 'spades-9'], ['spades-9', 'clubs-Q'], ['diamonds-9']], turn: 0, options: { preset: 'weimar' } });
    const led = dkRun(s, dkPlay(0, 'clubs-A'));
    expect(byCard(whyNot(doppelkopf, led, 1))).toEqual({ 'spades-9': { code: 'must-follow-suit', params: { suit: 'clubs' } } });
  });

  it('Dobbm bidding and doubling: "i dob" after a bid, "weiter" in the Mußrunde, a double over the limit, each with its reason', () => {
    const calls = (list: Unplayable[]) => Object.fromEntries(list.filter((u) => u.action.type !== 'play').map((u) => [u.action.type, { code: u.code, params: u.params ?? {} }]));
    const hands = {
      0: ['laub-sau', 'laub-6', 'herz-sau', 'herz-zehn', 'herz-koenig', 'herz-ober', 'eichel-sau', 'schellen-sau'],
      1: ['laub-zehn', 'herz-6', 'eichel-zehn', 'eichel-koenig', 'eichel-ober', 'eichel-unter', 'eichel-9', 'eichel-8'],
      2: ['herz-7', 'herz-8', 'schellen-zehn', 'schellen-koenig', 'schellen-ober', 'schellen-unter', 'schellen-9', 'schellen-8'],
      3: ['eichel-7', 'eichel-6', 'schellen-7', 'schellen-6', 'laub-7', 'laub-8', 'laub-9', 'laub-unter'],
    };
    const s = started(4, dealOf(4, 3, hands));
    // The first to speak may say anything.
    expect(calls(whyNot(dobbm, s, 0))).toEqual({});
    const afterDob = dobbmRun(s, dob(0));
    expect(calls(whyNot(dobbm, afterDob, 1))).toEqual({ dob: { code: 'bid-too-low', params: {} } });
    expect(whyNot(dobbm, afterDob, 0)).toEqual([]);
    // Mußrunde: the first to speak must play.
    expect(calls(whyNot(dobbm, { ...s, mussrunde: true }, 0))).toEqual({ pass: { code: 'must-declare', params: {} } });
    // Doubling at a table that allows one double: after the Schwacher the declarer's Retour is refused.
    const limited = started(4, dealOf(4, 3, hands), { doublingLimit: 1 });
    const doubling = dobbmRun(limited, solo(0));
    expect(calls(whyNot(dobbm, doubling, 1))).toEqual({});
    const doubled = dobbmRun(doubling, dbl(1));
    expect(calls(whyNot(dobbm, doubled, 0))).toEqual({ double: { code: 'doubling-limit', params: { limit: 1 } } });
    for (const st of [afterDob, doubled]) {
      for (const u of whyNot(dobbm, st, st.turn)) expect(dobbm.apply(st, u.action as Parameters<typeof dobbm.apply>[1]).ok).toBe(false);
    }
  });

  it('Dobbm: follow suit, else a heart; each unplayable card says which', () => {
    const hands = {
      0: ['laub-sau', 'laub-6', 'herz-sau', 'herz-zehn', 'herz-koenig', 'herz-ober', 'eichel-sau', 'schellen-sau'],
      1: ['laub-zehn', 'herz-6', 'eichel-zehn', 'eichel-koenig', 'eichel-ober', 'eichel-unter', 'eichel-9', 'eichel-8'],
      2: ['herz-7', 'herz-8', 'schellen-zehn', 'schellen-koenig', 'schellen-ober', 'schellen-unter', 'schellen-9', 'schellen-8'],
      3: ['eichel-7', 'eichel-6', 'schellen-7', 'schellen-6', 'laub-7', 'laub-8', 'laub-9', 'laub-unter'],
    };
    const inPlay = dobbmRun(started(4, dealOf(4, 3, hands)), solo(0), pass(1), pass(2), pass(3));
    // Bidding and the lead: nothing to explain.
    expect(whyNot(dobbm, started(4, dealOf(4, 3, hands)), 0)).toEqual([]);
    expect(whyNot(dobbm, inPlay, 0)).toEqual([]);
    const s = dobbmRun(inPlay, dobbmPlay(0, 'laub-6'));
    const one = byCard(whyNot(dobbm, s, 1));
    expect(Object.keys(one).sort()).toEqual(['eichel-8', 'eichel-9', 'eichel-koenig', 'eichel-ober', 'eichel-unter', 'eichel-zehn', 'herz-6']);
    expect(one['herz-6']).toEqual({ code: 'must-follow-suit', params: { suit: 'laub' } });
    const t = dobbmRun(s, dobbmPlay(1, 'laub-zehn'));
    expect(byCard(whyNot(dobbm, t, 2))).toEqual(Object.fromEntries(
      ['schellen-zehn', 'schellen-koenig', 'schellen-ober', 'schellen-unter', 'schellen-9', 'schellen-8']
        .map((c) => [c, { code: 'must-trump', params: { suit: 'laub' } }]),
    ));
  });
});
