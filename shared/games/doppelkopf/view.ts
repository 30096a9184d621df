import type { Seat, View } from '../../engine/game';
import { sharedPart } from '../../engine/viewParts';
import { cardName, type Card } from './cards';
import type { AnnouncementName, DoppelkopfAction } from './actions';
import type { DoppelkopfOptions } from './options';
import { ranking, TRUMP } from './order';
import { knownParties, rankingOf } from './parties';
import { legalActions, status } from './rules';
import type { Party } from './scoring';
import type { CompletedTrick, Contract, DoppelkopfState, GameRecord, Genscher, Phase, Pigs, Reservation } from './state';

export interface TrickView {
  leader: Seat;
  cards: { seat: Seat; card: string }[];
  winner: Seat;
  points: number;
}

export interface DoppelkopfView extends View<DoppelkopfAction> {
  game: 'doppelkopf';
  seats: number;
  options: DoppelkopfOptions;
  round: number;
  phase: Phase;
  dealer: Seat;
  /** The four seats in this game, from the dealer's left. */
  active: Seat[];
  awaiting: Seat[];
  /** Own hand, trumps first from the highest, then the plain suits; null for a spectator. */
  hand: string[] | null;
  handSizes: number[];
  /**
   * Per seat: null not asked yet, "healthy", or "reservation"; the viewer's
   * own answer in full. The winning reservation shows in `contract`; the
   * ones it outranked are never revealed.
   */
  reservations: (Reservation | 'reservation' | null)[];
  /** The game being played once reservations are resolved; a silent solo shows as `normal`. */
  contract: Contract | null;
  poverty: {
    /** Cards laid out: their names only for the poor player and the taker. */
    count: number;
    cards: string[] | null;
    declined: Seat[];
    returnedTrumps: number | null;
  } | null;
  /** Parties as far as this seat can know them. */
  parties: (Party | null)[];
  announcements: { seat: Seat; announcement: AnnouncementName }[];
  trick: { seat: Seat; card: string }[];
  tricks: TrickView[];
  score: { games: GameRecord[]; totals: number[]; gamesPlayed: number; gamesInMatch: number };
  /** The multiplier of the current game from Bock rounds, and those pending. */
  bock: { current: number; pending: number[] };
  /** Ouvert Null: the soloist's hand, open to everybody once play begins; else null. */
  openHand: { seat: Seat; cards: string[] } | null;
  /** The evening (Weimar): jokers left, Ramsch round, closing time, Pflichtsolos (solos per seat, who must play now). */
  evening: DoppelkopfState['evening'];
  ramschGame: boolean;
  /**
   * The last trick of the deal that ended last (a thrown-in deal has none;
   * at the end, the last deal's): who played what, who took it. It stays
   * after the next deal, so the
   * table can show it and "Last trick" find it; null before.
   */
  finalTrick: (TrickView & { round: number }) | null;
  /** Schweine / Hyperschweine counting this game (public once said): who holds each pair. */
  pigs: Pigs | null;
  /** The Genscher of this game (public at once): who made it, the partner named, the trick (0-based); null if none. */
  genscher: Genscher | null;
}

const trickView = (t: CompletedTrick): TrickView => ({
  leader: t.leader, winner: t.winner, points: t.points, cards: t.cards.map((p) => ({ seat: p.seat, card: cardName(p.card) })),
});

const NAMES = ['', 'win', 'no90', 'no60', 'no30', 'black'] as const;

/** Display order: trumps high to low, then each plain suit high to low. */
export function sortHand(cards: readonly Card[], state: DoppelkopfState): Card[] {
  const r = state.contract ? rankingOf(state) : ranking('normal', state.options.dullen);
  const key = (c: Card): number => (r.follow[c] === TRUMP ? -1000 : r.follow[c]! * 100) - r.strength[c]!;
  return cards.slice().sort((a, b) => key(a) - key(b));
}

export function totals(history: readonly GameRecord[], n: number): number[] {
  const t = new Array<number>(n).fill(0);
  for (const g of history) g.points.forEach((p, s) => { t[s]! += p; });
  return t;
}

/** The last trick of the deal that ended last: this one's once it is over, else the one kept from before. */
function finalTrick(state: DoppelkopfState): DoppelkopfView['finalTrick'] {
  const over = (state.phase === 'deal' || state.phase === 'over') && state.tricks.length > 0;
  const f = over ? { round: state.round, trick: state.tricks[state.tricks.length - 1]! } : state.finalTrick;
  return f ? { round: f.round, ...trickView(f.trick) } : null;
}

/** Everything public, plus what `seat` itself holds and knows: the only place hidden information is removed. */
// Public parts built once per state object and shared by every seat's view (engine/viewParts.ts).
const optionsParts = new WeakMap<DoppelkopfOptions, DoppelkopfOptions>();
const handSizesParts = new WeakMap<DoppelkopfState['hands'], number[]>();
const trickParts = new WeakMap<DoppelkopfState['trick'], DoppelkopfView['trick']>();
const tricksParts = new WeakMap<DoppelkopfState['tricks'], TrickView[]>();
const eveningParts = new WeakMap<DoppelkopfState['evening'] & object, DoppelkopfState['evening']>();

export function view(state: DoppelkopfState, seat: Seat | null): DoppelkopfView {
  const mine = seat !== null && Number.isInteger(seat) && seat >= 0 && seat < state.n ? seat : null;
  const c = state.contract;
  const publicContract: Contract | null = c === null ? null : structuredClone(c);
  const poor = c?.kind === 'poverty' ? c : null;
  // Weimar I.4②: with fewer than povertySeeBelow trumps pushed, the player asked sees them before answering.
  const asked = poor !== null && state.phase === 'povertyOffer' && mine === state.turn && state.povertyCards.length < state.options.povertySeeBelow;
  const seesPoverty = poor !== null && mine !== null && (mine === poor.seat || mine === poor.taker || asked);
  const ouvert = c?.kind === 'solo' && c.solo.endsWith('Ouvert') && state.phase === 'play' ? c.soloist : null;
  return {
    game: 'doppelkopf',
    seat: mine,
    seats: state.n,
    options: sharedPart(optionsParts, state.options, (o) => structuredClone(o)),
    round: state.round,
    phase: state.phase,
    dealer: state.dealer,
    active: state.active.slice(),
    awaiting: status(state).awaiting,
    hand: mine === null ? null : sortHand(state.hands[mine] ?? [], state).map(cardName),
    handSizes: sharedPart(handSizesParts, state.hands, (hs) => hs.map((h) => h.length)),
    reservations: state.reservations.map((r, s) => (r === null ? null : s === mine || r === 'healthy' ? r : 'reservation')),
    contract: publicContract,
    poverty: poor && {
      count: state.povertyCards.length,
      cards: seesPoverty ? state.povertyCards.map(cardName) : null,
      declined: state.povertyDeclined.slice(),
      returnedTrumps: state.povertyReturnedTrumps,
    },
    parties: knownParties(state, mine),
    announcements: state.announcements.map((a) => ({ seat: a.seat, announcement: a.level === 1 ? a.party : NAMES[a.level] as AnnouncementName })),
    trick: sharedPart(trickParts, state.trick, (t) => t.map((p) => ({ seat: p.seat, card: cardName(p.card) }))),
    tricks: sharedPart(tricksParts, state.tricks, (ts) => ts.map(trickView)),
    score: { games: structuredClone(state.history) as GameRecord[], totals: totals(state.history, state.n), gamesPlayed: state.gamesPlayed, gamesInMatch: state.options.games },
    bock: { current: 2 ** (state.bock[0] ?? 0), pending: state.bock.map((e) => 2 ** e) },
    openHand: ouvert === null ? null : { seat: ouvert, cards: sortHand(state.hands[ouvert] ?? [], state).map(cardName) },
    evening: state.evening ? sharedPart(eveningParts, state.evening, (e) => structuredClone(e)) : structuredClone(state.evening),
    ramschGame: state.ramschGame,
    finalTrick: finalTrick(state),
    pigs: state.pigs ?? null,
    genscher: state.genscher ? { ...state.genscher } : null,
    legal: mine === null ? [] : legalActions(state, mine),
  };
}
