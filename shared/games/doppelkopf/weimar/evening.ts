import { accept, refuse, type Outcome } from '../../../engine/errors';
import type { Seat } from '../../../engine/game';
import type { DoppelkopfAction, EveningEvent } from '../actions';
import type { DoppelkopfState, Evening, GameRecord } from '../state';

/** Meal breaks of an evening (Weimar booklet I.3③: two of 10 minutes). */
export const MEAL_BREAKS = 2;

/**
 * The evening (Weimar booklet I.3, I.8, I.12). Wall-clock time never enters
 * the rules: the table says "meal break" and "closing time" as actions any
 * seat may take (the host stamps `at` on them in the record), so replaying
 * a record gives the same evening.
 */
export function eveningEvent(state: DoppelkopfState, event: EveningEvent): Outcome<DoppelkopfState> {
  if (state.options.scoring !== 'weimar') return refuse('no-evening', 'Meal breaks and closing time belong to the Weimar evening (preset "weimar").');
  if (event === 'mealBreak') {
    // "2 mal 10 Minuten Essenspause" (I.3③): a third would change nothing the rules know, so it is refused.
    if (state.evening.mealBreaks >= MEAL_BREAKS) return refuse('meal-breaks-over', `The evening has its ${MEAL_BREAKS} meal breaks already.`);
    return accept({ ...state, evening: mealBreak(state) });
  }
  if (event === 'stopForgive' || event === 'stopCharge') return stopOwing(state, event === 'stopCharge');
  if (state.evening.closing) return refuse('already-closing', 'Closing time was already called; the Pflichtsolos are being played.');
  return accept({ ...state, evening: { ...state.evening, closing: true } });
}

/** Pflichtsolos still owed per seat. */
export const owedSolos = (state: DoppelkopfState): number[] => state.evening.solos.map((k) => Math.max(0, state.options.pflichtSolos - k));

/**
 * The players stop after closing time with Pflichtsolos still owed (the
 * booklet says they are played by the agreed time, not what happens if they
 * are not): the table's answer ends the evening and is recorded as a line
 * of the sheet, nothing or a lost solo (3 × base) per solo owed.
 */
function stopOwing(state: DoppelkopfState, charge: boolean): Outcome<DoppelkopfState> {
  const owed = owedSolos(state);
  if (!state.evening.closing || owed.every((k) => k === 0)) {
    return refuse('nothing-owed', 'Stopping with Pflichtsolos owed is asked only after closing time while someone still owes one.');
  }
  if (state.phase !== 'reserve') return refuse('stop-between-games', 'The game has started: finish it, then stop before the next one.');
  const record: GameRecord = {
    round: state.round, dealer: state.dealer, type: charge ? 'pflichtCharged' : 'pflichtForgiven', scored: false, re: [], kontra: [],
    cardPoints: null, announcements: { re: 0, kontra: 0 }, value: null, bock: 1,
    points: owed.map((k) => (charge && k > 0 ? -3 * state.options.base * k : 0)),
  };
  // The deal on the table is not played: the evening ends here.
  return accept({ ...state, phase: 'over', history: [...state.history, record], evening: { ...state.evening, pflicht: null, jokerThisGame: null } });
}

/** I.8②: the first round after the (first) common meal is a Ramsch round: one game per seat. */
function mealBreak(state: DoppelkopfState, e: Evening = state.evening): Evening {
  const ramschLeft = state.options.ramsch && e.mealBreaks === 0 ? state.n : e.ramschLeft;
  return { ...e, mealBreaks: e.mealBreaks + 1, ramschLeft };
}

/**
 * A table that agreed its evening in games (options `mealBreakAfter`,
 * `closingAfter`; 0 = said at the table) has the meal break and closing
 * time after that many scored games, as if said then: headless and bot
 * evenings run whole.
 */
export function scheduledEvents(state: DoppelkopfState, e: Evening, gamesPlayed: number): Evening {
  const o = state.options;
  let out = e;
  if (o.mealBreakAfter > 0 && gamesPlayed === o.mealBreakAfter && e.mealBreaks === 0) out = mealBreak(state, out);
  if (o.closingAfter > 0 && gamesPlayed >= o.closingAfter && !out.closing) out = { ...out, closing: true };
  // The agreed number of games is closing time at the latest (issue 28): the Ramsch round and the Pflichtsolos follow.
  if (gamesPlayed >= o.games && !out.closing) out = { ...out, closing: true };
  return out;
}

/**
 * The evening is over at closing time once the Ramsch round is played
 * whole (I.8②: a round, never cut off) and every Pflichtsolo is played
 * (I.3③); without either, at `games`. Each game after closing time is a
 * Ramsch game or plays an owed Pflichtsolo, so this comes within
 * seats × (1 + pflichtSolos) scored games after `games`: the hard bound
 * kept against a broken record.
 */
export function eveningOver(state: DoppelkopfState, e: Evening, gamesPlayed: number): boolean {
  const o = state.options;
  if (gamesPlayed >= o.games + state.n * (1 + o.pflichtSolos)) return true;
  return e.closing && e.ramschLeft === 0 && e.solos.every((k) => k >= o.pflichtSolos);
}

/**
 * Until issue 28 a Weimar evening ended at its agreed `games` even in the
 * middle of the Ramsch round or with Pflichtsolos owed. Today a record
 * always holds the next deal until the evening is over, so a record that
 * stops between games at or after `games` is one of those evenings: it
 * ends there as it did then (same scores, nothing added).
 */
export function recordEnds(state: DoppelkopfState): DoppelkopfState {
  if (state.phase !== 'deal' || state.options.scoring !== 'weimar' || state.gamesPlayed < state.options.games) return state;
  return { ...state, phase: 'over' };
}

/** Why `seat` may not use a joker now, or null. */
function jokerRefusal(state: DoppelkopfState, seat: Seat, free: boolean): ReturnType<typeof refuse> | null {
  const e = state.evening;
  if (state.phase !== 'play' || state.tricks.length > 0 || state.trick.length > 0) {
    return refuse('joker-not-now', 'A joker takes the lead before the first card of a game is played.');
  }
  if (e.jokerThisGame !== null) return refuse('joker-used', `Seat ${e.jokerThisGame} already took the lead with a joker in this game.`);
  if (state.turn === seat) return refuse('joker-pointless', `Seat ${seat} leads anyway.`);
  if (free) {
    if (e.freeJokers === 0) return refuse('no-free-joker', 'All free jokers have been taken.');
    if (e.lastFreeJoker === seat) return refuse('free-joker-twice', 'Nobody takes two free jokers in a row.');
  } else if (e.jokers[seat]! === 0) {
    return refuse('no-joker', `Seat ${seat} has used its own joker this evening.`);
  }
  return null;
}

export function joker(state: DoppelkopfState, seat: Seat, free: boolean): Outcome<DoppelkopfState> {
  const no = jokerRefusal(state, seat, free);
  if (no) return no;
  const e = state.evening;
  const jokers = e.jokers.slice();
  if (!free) jokers[seat]! -= 1;
  return accept({
    ...state,
    turn: seat,
    evening: {
      ...e, jokers, jokerThisGame: seat,
      freeJokers: free ? e.freeJokers - 1 : e.freeJokers,
      lastFreeJoker: free ? seat : e.lastFreeJoker,
    },
  });
}

export function jokerActions(state: DoppelkopfState, seat: Seat): DoppelkopfAction[] {
  if (!state.active.includes(seat)) return [];
  return [false, true].filter((free) => jokerRefusal(state, seat, free) === null).map((free) => ({ seat, type: 'joker', free }));
}
