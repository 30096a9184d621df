import type { Seat, View } from '../../engine/game';
import { sharedPart } from '../../engine/viewParts';
import { byCard, cardName, type Card } from './cards';
import type { DobbmAction } from './actions';
import type { DobbmOptions } from './options';
import { legalActions, mussrundeCallRefusal, status, totals } from './rules';
import type { Call, CompletedTrick, Contract, DobbmState, HandResult, Phase } from './state';

export interface TrickView {
  leader: Seat;
  winner: Seat;
  /** null when the table's look-back rule hides this trick from the viewer. */
  cards: { seat: Seat; card: string }[] | null;
}

export type HandResultView = Omit<HandResult, 'dobb'> & { dobb: string[] };

export interface DobbmView extends View<DobbmAction> {
  game: 'dobbm';
  seats: number;
  options: DobbmOptions;
  /** 0-based index of the current deal. */
  round: number;
  phase: Phase;
  dealer: Seat;
  /** The dealer when five sit at the table ("er feiert"); null at four. */
  sittingOut: Seat | null;
  /** The four seats in play, in playing order from the dealer's left. */
  active: Seat[];
  mussrunde: boolean;
  awaiting: Seat[];
  /** Own hand, hearts first, high to low; null for a spectator. */
  hand: string[] | null;
  handSizes: number[];
  /** Cards lying face down in the middle: the Dobb, or the declarer's discard. */
  middleSize: number;
  /** The declarer's own discard; only the declarer of an ordinary game sees it. */
  discard: string[] | null;
  calls: Call[];
  declarer: Seat | null;
  contract: Contract | null;
  doubles: number;
  trick: { seat: Seat; card: string }[];
  tricks: TrickView[];
  /** Tricks won so far by the declarer and by the defenders. */
  trickCounts: { declarer: number; defenders: number };
  /** Finished deals with their payments; the Dobb is shown once it was counted. */
  history: HandResultView[];
  totals: number[];
  played: number;
  mussPlayed: number;
  /** The table called the Mußrunde; it starts with the next deal (or has started: see `mussrunde`). */
  mussrundeCalled: boolean;
  /**
   * Whether this seat may call the Mußrunde now (`callMussrunde`). It is
   * never in `legal`: that lists the moves of the seat to act, which bots
   * choose from, and calling the Mußrunde is for people to decide.
   */
  mayCallMussrunde: boolean;
  /**
   * The last trick of the deal that was played last (a passed-out deal has
   * none; at the end, the last deal's): who played what, who took it; public once that deal ended. It
   * stays after the next deal, so the table can show it and "Last trick"
   * find it; null before.
   */
  finalTrick: { round: number; leader: Seat; winner: Seat; cards: { seat: Seat; card: string }[] } | null;
}

const names = (cards: readonly Card[]): string[] => cards.slice().sort(byCard).map(cardName);

// Public parts, each built once per state object it comes from (shared/engine/viewParts.ts): the same frozen object for every seat.
const optionsParts = new WeakMap<DobbmOptions, DobbmOptions>();
const activeParts = new WeakMap<readonly Seat[], Seat[]>();
const handSizesParts = new WeakMap<readonly (readonly Card[])[], number[]>();
const callsParts = new WeakMap<readonly Call[], Call[]>();
const trickParts = new WeakMap<DobbmState['trick'], { seat: Seat; card: string }[]>();
/** The finished tricks when every card in them is shown to everyone (look-back for all, or the deal is over). */
const openTricksParts = new WeakMap<readonly CompletedTrick[], TrickView[]>();
const historyParts = new WeakMap<readonly HandResult[], HandResultView[]>();
const totalsParts = new WeakMap<readonly HandResult[], number[]>();

const playedCards = (cards: readonly { seat: Seat; card: Card }[]) => cards.map((p) => ({ seat: p.seat, card: cardName(p.card) }));

/** Whether `viewer` may look back at a trick won by `winner`. */
function mayLookBack(state: DobbmState, viewer: Seat | null, winner: Seat): boolean {
  if (state.options.lookBack === 'all') return true;
  if (viewer === null || !state.active.includes(viewer) || state.declarer === null) return false;
  return (viewer === state.declarer) === (winner === state.declarer);
}

/** The last trick of the deal that ended last: this one's once it is over, else the one kept from before. */
function finalTrick(state: DobbmState): DobbmView['finalTrick'] {
  const over = (state.phase === 'deal' || state.phase === 'over') && state.tricks.length > 0;
  const f = over ? { round: state.round, trick: state.tricks[state.tricks.length - 1]! } : state.finalTrick;
  return f ? { round: f.round, leader: f.trick.leader, winner: f.trick.winner, cards: f.trick.cards.map((p) => ({ seat: p.seat, card: cardName(p.card) })) } : null;
}

/** Everything public, plus what `seat` legitimately holds or has seen: the only place hidden cards are removed. */
export function view(state: DobbmState, seat: Seat | null): DobbmView {
  const mine = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.n ? seat : null;
  const ordinaryDeclarer = mine !== null && mine === state.declarer && state.contract === 'dob';
  const pickedUp = state.contract === 'dob' && state.phase !== 'bid';
  const inPlay = state.phase !== 'deal' && state.phase !== 'over';
  const lastTrick = state.tricks.length - 1;
  const declarerTricks = state.tricks.filter((t) => t.winner === state.declarer).length;
  return {
    game: 'dobbm',
    seat: mine,
    seats: state.n,
    options: sharedPart(optionsParts, state.options, (o) => ({ ...o })),
    round: state.round,
    phase: state.phase,
    dealer: state.dealer,
    sittingOut: state.n === 5 ? state.dealer : null,
    active: sharedPart(activeParts, state.active, (a) => a.slice()),
    mussrunde: state.mussrunde,
    awaiting: status(state).awaiting,
    hand: mine === null ? null : names(state.hands[mine] ?? []),
    handSizes: sharedPart(handSizesParts, state.hands, (hs) => hs.map((h) => h.length)),
    middleSize: !inPlay ? 0 : pickedUp ? state.discard.length : state.dobb.length,
    discard: ordinaryDeclarer && state.discard.length > 0 ? names(state.discard) : null,
    calls: sharedPart(callsParts, state.calls, (cs) => cs.map((c) => ({ ...c }))),
    declarer: state.declarer,
    contract: state.contract,
    doubles: state.doubles,
    trick: sharedPart(trickParts, state.trick, playedCards),
    tricks: state.options.lookBack === 'all' || !inPlay
      ? sharedPart(openTricksParts, state.tricks, (ts) => ts.map((t) => ({ leader: t.leader, winner: t.winner, cards: playedCards(t.cards) })))
      : state.tricks.map((t, i) => ({
        leader: t.leader,
        winner: t.winner,
        cards: i === lastTrick || mayLookBack(state, mine, t.winner) ? playedCards(t.cards) : null,
      })),
    trickCounts: { declarer: declarerTricks, defenders: state.tricks.length - declarerTricks },
    history: sharedPart(historyParts, state.history, (hs) => hs.map((h) => ({ ...h, payments: h.payments.slice(), dobb: names(h.dobb), ...(h.explain ? { explain: structuredClone(h.explain) } : {}) }))),
    totals: sharedPart(totalsParts, state.history, () => totals(state)),
    played: state.played,
    mussPlayed: state.mussPlayed,
    mussrundeCalled: state.mussrundeCalled,
    mayCallMussrunde: mine !== null && state.phase !== 'deal' && mussrundeCallRefusal(state) === null,
    finalTrick: finalTrick(state),
    legal: mine === null ? [] : legalActions(state, mine),
  };
}
