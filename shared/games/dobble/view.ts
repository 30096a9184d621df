import type { Seat, View } from '../../engine/game';
import { sharedPart } from '../../engine/viewParts';
import type { DobbleAction } from './actions';
import { cardName, type Card } from './deck';
import type { DobbleOptions, PlayId } from './options';
import { legalActions, status } from './rules';
import { totals } from './scoring';
import type { DobbleState, LastClaim, Phase, PlayedRound } from './state';

export interface DobbleView extends View<DobbleAction> {
  game: 'dobble';
  seats: number;
  options: DobbleOptions;
  round: number;
  phase: Phase;
  dealer: Seat;
  awaiting: Seat[];
  miniGame: PlayId | null;
  tiebreak: boolean;
  players: Seat[];
  /** The round clock of the last accepted action, and the table version a claim may name as `seen`. */
  clock: number;
  version: number;
  lockMs: number;
  /** Per seat: no claim accepted before this round-clock ms. */
  lockedUntil: number[];
  /** Face-up top cards per seat; null where this seat may not see it (or none). */
  tops: (string | null)[];
  /** Cards in each seat's pile (face down below the top). */
  pileSizes: number[];
  /** Top of the middle stack (Tower, Well, Poisoned Gift) or the middle card (Catch Them All). */
  centre: string | null;
  centreSize: number;
  /** Catch Them All: the cards around the middle, null where taken. */
  outer: (string | null)[];
  /** Cards set aside for later rounds. */
  stockSize: number;
  /** Per seat: cards won (Catch Them All) or lost (Hot Potato). */
  wonSizes: number[];
  lostRounds: number[];
  /** Well: seats out of cards, in order. */
  out: Seat[];
  subRound: number;
  /** The host's word on the last claim. */
  last: LastClaim | null;
  chooser: Seat | null;
  winner: Seat | null;
  score: { played: PlayedRound[]; totals: number[] };
}

const copyPlayed = (r: PlayedRound): PlayedRound => ({
  ...r, players: r.players.slice(), points: r.points.slice(), cards: r.cards.slice(), ranking: r.ranking.map((g) => g.slice()),
  ...(r.lostRounds ? { lostRounds: r.lostRounds.slice() } : {}), ...(r.out ? { out: r.out.slice() } : {}),
  ...(r.explain ? { explain: structuredClone(r.explain) } : {}),
});

// Public parts, each built once per state object it comes from (shared/engine/viewParts.ts): the same frozen object for every seat.
const optionsParts = new WeakMap<DobbleOptions, DobbleOptions>();
const playersParts = new WeakMap<readonly Seat[], Seat[]>();
/** The score, by the rounds played (a state's seat count never changes, and every game starts a list of its own). */
const scoreParts = new WeakMap<readonly PlayedRound[], DobbleView['score']>();

const top = (stack: readonly Card[]): string | null => (stack.length ? cardName(stack[stack.length - 1]!) : null);

/**
 * What one seat may see. In the Tower and the Well a player sees only their
 * own top card and the middle (the others' cards are no use to them and
 * stay hidden); in the other mini-games every face-up card is shown. Cards
 * under a top card, the stock and the deck order are never shown. A
 * spectator sees what every player sees.
 */
export function view(state: DobbleState, seat: Seat | null): DobbleView {
  const mine = seat !== null && seat >= 0 && seat < state.n ? seat : null;
  const b = state.board;
  const ownOnly = b !== null && (b.kind === 'tower' || b.kind === 'well');
  const playing = state.phase === 'play' && b !== null;
  return {
    game: 'dobble',
    seat: mine,
    seats: state.n,
    options: sharedPart(optionsParts, state.options, (o) => ({ ...o })),
    round: state.round,
    phase: state.phase,
    dealer: state.dealer,
    awaiting: status(state).awaiting,
    miniGame: b?.kind ?? null,
    tiebreak: state.tiebreak,
    players: b ? sharedPart(playersParts, b.players, (p) => p.slice()) : [],
    clock: state.clock,
    version: state.version,
    lockMs: state.options.lockMs,
    lockedUntil: state.lockedUntil.slice(),
    tops: Array.from({ length: state.n }, (_, s) => (playing && (!ownOnly || s === mine) ? top(b.piles[s]!) : null)),
    pileSizes: Array.from({ length: state.n }, (_, s) => b?.piles[s]!.length ?? 0),
    centre: playing ? top(b.centre) : null,
    centreSize: b?.centre.length ?? 0,
    outer: playing ? b.outer.map((c) => (c === null ? null : cardName(c))) : [],
    stockSize: b?.stock.length ?? 0,
    wonSizes: Array.from({ length: state.n }, (_, s) => b?.won[s]!.length ?? 0),
    lostRounds: b ? b.lostRounds.slice() : new Array<number>(state.n).fill(0),
    out: b ? b.out.slice() : [],
    subRound: b?.subRound ?? 0,
    last: state.last ? { ...state.last } : null,
    chooser: state.chooser,
    winner: state.winner,
    score: sharedPart(scoreParts, state.played, (played) => ({ played: played.map(copyPlayed), totals: totals(played, state.n) })),
    legal: mine === null ? [] : legalActions(state, mine),
  };
}
