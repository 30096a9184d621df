import { copyLine, type ExplainLine } from '../../engine/explain';
import type { Seat, View } from '../../engine/game';
import { sharedPart } from '../../engine/viewParts';
import { byCard, cardName, SUITS } from './cards';
import type { DubbeAction } from './actions';
import { legalActions, status } from './rules';
import { CHARACTERS, type CharacterId, type CharacterState, type CompletedTrick, type DubbeState, type Phase, type RoundScore, type RoundSummary } from './state';

export interface CharacterView {
  id: CharacterId;
  suit: string | null;
  die: number;
  owner: Seat | null;
}

export interface TrickView {
  leader: Seat;
  cards: { seat: Seat; card: string }[];
  winner: Seat;
}

/** A trick game's last trick of the deal that ended last, with that deal's index (the host's bots pause after it, the table shows it). */
export interface FinalTrickView extends TrickView {
  round: number;
}

export interface DubbeView extends View<DubbeAction> {
  game: 'dubbe';
  seats: number;
  options: { rounds: number; blackDie: boolean };
  /** 0-based index of the current round. */
  round: number;
  phase: Phase;
  dealer: Seat;
  declarer: Seat;
  /** Seats the table waits for (the player to move, or the Jammerlabbe's owner to collect). */
  awaiting: Seat[];
  /** Own hand, sorted by suit and value; null for a spectator. */
  hand: string[] | null;
  handSizes: number[];
  /** The 2-player dummy: only its size while the round is on. */
  dummySize: number;
  trick: { seat: Seat; card: string }[];
  /** This round's completed tricks; in `collect` the last one still lies on the table. */
  tricks: TrickView[];
  trump: string | null;
  characters: CharacterView[];
  blackDie: { holder: Seat; value: number } | null;
  score: { round: RoundScore; history: RoundScore[]; totals: { plus: number[]; minus: number[]; net: number[] } };
  /** The previous round's end: the revealed dummy and the final characters. */
  lastRound: {
    dealer: Seat;
    dummy: string[];
    characters: CharacterView[];
    blackDie: { holder: Seat; value: number } | null;
    score: RoundScore;
    /** Why each seat got its points this round (shared/engine/explain.ts); adds up to `score`. */
    explain: ExplainLine[];
  } | null;
  /**
   * The last trick of the round that ended last: who played what and who
   * took it. It stays after the next deal, so the table can show it and
   * "Last trick" find it; null before the first round ends.
   */
  finalTrick: FinalTrickView | null;
}

const trickView = (t: CompletedTrick): TrickView => ({
  leader: t.leader, winner: t.winner, cards: t.cards.map((p) => ({ seat: p.seat, card: cardName(p.card) })),
});

const characterView = (c: CharacterState, i: number): CharacterView => ({
  id: CHARACTERS[i]!,
  suit: c.suit === null ? null : SUITS[c.suit]!,
  die: c.die,
  owner: c.owner,
});

// The public parts built once per state object they come from and shared by every seat's view (engine/viewParts.ts).
const optionsParts = new WeakMap<DubbeState['options'], DubbeView['options']>();
const handSizesParts = new WeakMap<DubbeState['hands'], number[]>();
const trickParts = new WeakMap<DubbeState['trick'], DubbeView['trick']>();
const tricksParts = new WeakMap<readonly CompletedTrick[], TrickView[]>();
const charactersParts = new WeakMap<readonly CharacterState[], CharacterView[]>();
// The score changes with the round's score or the history: one cache per history, keyed by the round's score.
const scoreParts = new WeakMap<readonly RoundScore[], WeakMap<RoundScore, DubbeView['score']>>();
const lastRoundParts = new WeakMap<RoundSummary, NonNullable<DubbeView['lastRound']>>();
const finalTrickParts = new WeakMap<RoundSummary, FinalTrickView | null>();

function totalsOf(history: readonly RoundScore[], n: number): DubbeView['score']['totals'] {
  const totals = { plus: new Array<number>(n).fill(0), minus: new Array<number>(n).fill(0), net: [] as number[] };
  for (const r of history) r.plus.forEach((p, s) => { totals.plus[s]! += p; totals.minus[s]! += r.minus[s]!; });
  totals.net = totals.plus.map((p, s) => p - totals.minus[s]!);
  return totals;
}

function lastRoundView(last: RoundSummary): NonNullable<DubbeView['lastRound']> {
  return {
    dealer: last.dealer,
    dummy: last.dummy.slice().sort(byCard).map(cardName),
    characters: last.characters.map(characterView),
    blackDie: last.blackDie ? { ...last.blackDie } : null,
    score: { plus: last.score.plus.slice(), minus: last.score.minus.slice() },
    explain: (last.score.lines ?? []).map(copyLine),
  };
}

/** Everything public, plus the hand of `seat`: the only place hidden cards are removed. */
export function view(state: DubbeState, seat: Seat | null): DubbeView {
  const mine = seat !== null && seat >= 0 && seat < state.n ? seat : null;
  const last = state.lastRound;
  let scores = scoreParts.get(state.history);
  if (scores === undefined) scoreParts.set(state.history, scores = new WeakMap());
  return {
    game: 'dubbe',
    seat: mine,
    seats: state.n,
    options: sharedPart(optionsParts, state.options, (o) => ({ ...o })),
    round: state.round,
    phase: state.phase,
    dealer: state.dealer,
    declarer: (state.dealer + 1) % state.n,
    awaiting: status(state).awaiting,
    hand: mine === null ? null : state.hands[mine]?.slice().sort(byCard).map(cardName) ?? [],
    handSizes: sharedPart(handSizesParts, state.hands, (hs) => hs.map((h) => h.length)),
    dummySize: state.dummy.length,
    trick: sharedPart(trickParts, state.trick, (t) => t.map((p) => ({ seat: p.seat, card: cardName(p.card) }))),
    tricks: sharedPart(tricksParts, state.tricks, (ts) => ts.map(trickView)),
    trump: state.characters[0]!.suit === null ? null : SUITS[state.characters[0]!.suit]!,
    characters: sharedPart(charactersParts, state.characters, (cs) => cs.map(characterView)),
    blackDie: state.blackDie ? { ...state.blackDie } : null,
    score: sharedPart(scores, state.roundScore, (round) => ({
      round: { plus: round.plus.slice(), minus: round.minus.slice() },
      history: state.history.map((r) => ({ plus: r.plus.slice(), minus: r.minus.slice() })),
      totals: totalsOf(state.history, state.n),
    })),
    lastRound: last && sharedPart(lastRoundParts, last, lastRoundView),
    finalTrick: last ? sharedPart(finalTrickParts, last, (l) => (l.lastTrick ? { round: l.round, ...trickView(l.lastTrick) } : null)) : null,
    legal: mine === null ? [] : legalActions(state, mine),
  };
}
