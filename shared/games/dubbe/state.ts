import type { ExplainLine } from '../../engine/explain';
import type { Seat } from '../../engine/game';
import type { Card, Suit } from './cards';
import type { DubbeOptions } from './options';

/** The five characters, in the order their suits are assigned. */
export const CHARACTERS = ['aagewwer', 'weschwieschmaen', 'jammerlabbe', 'joLossen', 'gliggsridder'] as const;
export type CharacterId = (typeof CHARACTERS)[number];
export const AAGEWWER = 0;
export const JAMMERLABBE = 2;
export const JO_LOSSEN = 3;
/** +1 banks plus points, -1 minus points. */
export const CHARACTER_SIGN = [-1, 1, -1, 1, 1] as const;
/** Jo Lossen's die starts (and stays) at 3. */
export const JO_LOSSEN_VALUE = 3;

export interface CharacterState {
  suit: Suit | null;
  die: number;
  owner: Seat | null;
}

export interface PlayedCard {
  seat: Seat;
  card: Card;
}

export interface CompletedTrick {
  leader: Seat;
  cards: PlayedCard[];
  winner: Seat;
}

export interface RoundScore {
  plus: number[];
  minus: number[];
  /** Why: one line per banked character, Jo Lossen, the black die (shared/engine/explain.ts). */
  lines?: readonly ExplainLine[];
}

/** What stays visible of a round after it ended: the revealed dummy, the final characters. */
export interface RoundSummary {
  /** Index of that round. */
  round: number;
  dealer: Seat;
  dummy: Card[];
  characters: CharacterState[];
  blackDie: BlackDie | null;
  score: RoundScore;
  /** Its last trick: public, and shown on the table after the next deal ("Last trick"). */
  lastTrick: CompletedTrick | null;
}

export interface BlackDie {
  holder: Seat;
  value: number;
}

/**
 * `deal`: waiting for the next deal; `trump`: the declarer names trump;
 * `play`: cards are played; `collect` (black die): the last trick lies on
 * the table until the Jammerlabbe's owner collects it; `over`: game ended.
 */
export type Phase = 'deal' | 'trump' | 'play' | 'collect' | 'over';

export interface DubbeState {
  readonly n: number;
  readonly options: DubbeOptions;
  /** Index of the current round; -1 before the first deal. */
  readonly round: number;
  readonly phase: Phase;
  readonly dealer: Seat;
  readonly hands: readonly (readonly Card[])[];
  /** The 2-player dummy hand, face down; empty otherwise. */
  readonly dummy: readonly Card[];
  /** The seat to act in `trump` and `play`. */
  readonly turn: Seat;
  readonly trick: readonly PlayedCard[];
  /** This round's completed tricks, in order: public history. */
  readonly tricks: readonly CompletedTrick[];
  readonly characters: readonly CharacterState[];
  readonly blackDie: BlackDie | null;
  /** Points banked so far in this round. */
  readonly roundScore: RoundScore;
  /** Completed rounds. */
  readonly history: readonly RoundScore[];
  readonly lastRound: RoundSummary | null;
}

/**
 * A copy of `s` with `changes`. Written out field by field because V8's
 * object spread of this 15-field state costs microseconds, and `apply` runs
 * millions of times in bot search.
 */
export function update(s: DubbeState, changes: Partial<DubbeState>): DubbeState {
  const copy: DubbeState = {
    n: s.n, options: s.options, round: s.round, phase: s.phase, dealer: s.dealer, hands: s.hands, dummy: s.dummy,
    turn: s.turn, trick: s.trick, tricks: s.tricks, characters: s.characters, blackDie: s.blackDie,
    roundScore: s.roundScore, history: s.history, lastRound: s.lastRound,
  };
  return Object.assign(copy, changes);
}
