import type { Seat } from '../../engine/game';
import type { Card } from './cards';
import type { DobbmOptions } from './options';

/** `dob`: ordinary game, the declarer takes the Dobb and discards; `solo`: the Dobb stays face down. */
export type Contract = 'dob' | 'solo';

export interface PlayedCard {
  seat: Seat;
  card: Card;
}

export interface CompletedTrick {
  leader: Seat;
  cards: PlayedCard[];
  winner: Seat;
}

export interface Call {
  seat: Seat;
  call: 'pass' | 'dob' | 'solo' | 'double';
}

/** One finished deal, as `results` and the views report it. */
export interface HandResult {
  dealer: Seat;
  mussrunde: boolean;
  /** null when everyone said weiter and the cards were thrown in. */
  declarer: Seat | null;
  contract: Contract | null;
  /** Schwacher plus every Retour. */
  doubles: number;
  /** Card points incl. the Dobb (which goes to the defenders on a lost Match); null when thrown in. */
  points: { declarer: number; defenders: number } | null;
  /** The side that took all eight tricks, if one did. */
  match: 'declarer' | 'defenders' | null;
  outcome: 'won' | 'lost' | 'draw' | 'passed';
  /** What the declarer receives from (won) or pays to (lost) each other seat. */
  perDefender: number;
  /** The seat that receives a Stockerl after a thrown-in five-player deal, and from each other seat how much. */
  stockerl: { seat: Seat; each: number } | null;
  /** Net change per seat; sums to zero. */
  payments: number[];
  /** The four cards that counted for the declarer: the Dobb in a Solo, the discard in an ordinary game. */
  dobb: Card[];
  /** Why each seat got its payment, line by line (shared/engine/explain.ts); adds up to `payments`. */
  explain?: import('../../engine/explain').ExplainLine[];
}

/**
 * `deal`: waiting for the next deal; `bid`: one call each, from the dealer's
 * left; `discard`: the declarer of an ordinary game holds the Dobb and lays
 * four cards away ("i lig"); `double`: Schwacher and Retours; `play`: tricks;
 * `over`: the session has ended.
 */
export type Phase = 'deal' | 'bid' | 'discard' | 'double' | 'play' | 'over';

export interface DobbmState {
  readonly n: number;
  readonly options: DobbmOptions;
  /** Index of the current deal (record round); -1 before the first. */
  readonly round: number;
  readonly phase: Phase;
  readonly dealer: Seat;
  /** The four seats in play, clockwise from the dealer's left (with five, the dealer sits out). */
  readonly active: readonly Seat[];
  readonly hands: readonly (readonly Card[])[];
  /** The Dobb as dealt. */
  readonly dobb: readonly Card[];
  /** The declarer's four discarded cards (ordinary game). */
  readonly discard: readonly Card[];
  /** Whether this deal belongs to the Mußrunde. */
  readonly mussrunde: boolean;
  /** Calls of this deal in order: bids, then doubling. */
  readonly calls: readonly Call[];
  readonly declarer: Seat | null;
  readonly contract: Contract | null;
  readonly doubles: number;
  /** In `double`: the defenders asked so far in this turn of asking (they speak in order from the declarer's left). */
  readonly asked: number;
  /** The seat to act in `bid`, `discard`, `double` and `play`. */
  readonly turn: Seat;
  readonly trick: readonly PlayedCard[];
  readonly tricks: readonly CompletedTrick[];
  /** Played (non-thrown-in) hands before the Mußrunde so far. */
  readonly played: number;
  /** Mußrunde deals finished so far. */
  readonly mussPlayed: number;
  /** The table called the Mußrunde ("jetzt die Mußrunde"): it starts with the next deal, whatever `hands` says. */
  readonly mussrundeCalled: boolean;
  readonly history: readonly HandResult[];
  /** Who deals next: the declarer, or by the pass-out and Mußrunde rules. */
  readonly nextDealer: Seat | null;
  /** The last trick of the last deal that was played, and that deal's index: public, shown after the next deal. */
  readonly finalTrick?: { readonly round: number; readonly trick: CompletedTrick } | null;
}
