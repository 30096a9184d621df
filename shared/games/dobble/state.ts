import type { Seat } from '../../engine/game';
import type { Card } from './deck';
import type { DobbleOptions, MiniGameId, PlayId } from './options';

/**
 * The table of one mini-game. Every stack keeps its top card last.
 * Which fields matter depends on `kind` (see minigames.ts).
 */
export interface Board {
  readonly kind: PlayId;
  /** The seats taking part, in seat order (all, or the tied ones in a tie-break). */
  readonly players: readonly Seat[];
  /** Per seat: the cards in front of them, face up on top (Tower, Well, Hot Potato, Poisoned Gift, Duel). */
  readonly piles: readonly (readonly Card[])[];
  /** The face-up stack in the middle (Tower, Well, Poisoned Gift) or the one middle card (Catch Them All). */
  readonly centre: readonly Card[];
  /** Catch Them All: the cards around the middle; null where one was taken. */
  readonly outer: readonly (Card | null)[];
  /** Cards set aside for later rounds, drawn from the front (Hot Potato, Catch Them All). */
  readonly stock: readonly Card[];
  /** Per seat: cards won (Catch Them All) or lost (Hot Potato: the cards of a lost round). */
  readonly won: readonly (readonly Card[])[];
  /** Hot Potato: rounds lost per seat. */
  readonly lostRounds: readonly number[];
  /** Well: seats in the order they got rid of their last card. */
  readonly out: readonly Seat[];
  /** Hot Potato, Catch Them All: 0-based round within the mini-game. */
  readonly subRound: number;
  /** Duel: who found the match. */
  readonly duelWinner: Seat | null;
  readonly over: boolean;
}

/** What the host announces after a claim: who claimed what, and whether it was right. */
export interface LastClaim {
  seat: Seat;
  symbol: string;
  /** The seat (Hot Potato, Poisoned Gift) or outer slot (Catch Them All) it went to. */
  target: number | null;
  at: number;
  ok: boolean;
}

/** A finished record round. */
export interface PlayedRound {
  kind: PlayId;
  tiebreak: boolean;
  players: Seat[];
  /** Tournament points won in it (zero for tie-breaks and for a single mini-game's seats that sat out). */
  points: number[];
  /** The number the mini-game is decided on: cards collected, kept, left or lost (see docs/dobble.md). */
  cards: number[];
  /** Hot Potato: rounds lost. */
  lostRounds?: number[];
  /** Well: order of getting rid of all cards; the last holder is not in it. */
  out?: Seat[];
  /** Why each seat got its points (shared/engine/explain.ts); `chooses` says who chose the next mini-game. */
  explain?: import('../../engine/explain').ExplainLine[];
  /** Players grouped by the mini-game's own ranking, best first. */
  ranking: Seat[][];
}

/** What the next deal is for. */
export type Upcoming =
  | { kind: 'mini'; miniGame: MiniGameId; dealer: Seat | null }
  | { kind: 'tiebreak'; play: 'duel' | 'hotPotato'; players: Seat[] };

/**
 * `deal`: the next record round needs a deal; `play`: claims are on;
 * `choose`: the loser of the last mini-game picks the next; `over`.
 */
export type Phase = 'deal' | 'play' | 'choose' | 'over';

export interface DobbleState {
  readonly n: number;
  readonly options: DobbleOptions;
  /** Index of the current record round; -1 before the first deal. */
  readonly round: number;
  readonly phase: Phase;
  readonly dealer: Seat;
  readonly board: Board | null;
  readonly tiebreak: boolean;
  /** `at` of the last accepted action of this round: arrivals never go back in time. */
  readonly clock: number;
  /** Counts the claims that changed the table this round; a claim may say which it saw. */
  readonly version: number;
  /** Per seat: round-clock ms until which claims are refused after a wrong one. */
  readonly lockedUntil: readonly number[];
  readonly last: LastClaim | null;
  /**
   * The tables of the last few versions of this round (at most
   * RECENT_VERSIONS, oldest first), each with the right claim that ended
   * it: the host's memory for telling a lost race from a guess.
   */
  readonly recent: readonly { board: Board; take: LastClaim }[];
  readonly played: readonly PlayedRound[];
  readonly upcoming: Upcoming | null;
  /** Who picks the next mini-game in `choose`. */
  readonly chooser: Seat | null;
  /** The seat that won the whole game, once it is over. */
  readonly winner: Seat | null;
}
