import type { Seat } from '../../engine/game';
import type { Card } from './cards';
import type { DoppelkopfOptions, SoloId } from './options';
import type { Played } from './order';
import type { GameValue, Level, Party } from './scoring';

/** What a player may answer when asked for reservations; German names in docs/doppelkopf.md. */
export const RESERVATIONS = [
  'healthy', 'marriage', 'poverty', 'throwNines', 'throwKings',
  'soloQueens', 'soloJacks', 'soloClubs', 'soloSpades', 'soloHearts', 'soloDiamonds', 'soloMeatless',
  // Weimar preset: Null, Dullen and Trumpf solos, "Hochzeit 12. Stich", a marriage with three trumps thrown in.
  'soloNullMeatless', 'soloNullMeatlessOuvert', 'soloNullTrump', 'soloNullTrumpOuvert', 'soloDullen', 'soloTrump',
  'marriageLast', 'throwMarriage',
] as const;
export type Reservation = (typeof RESERVATIONS)[number];

export const soloOfReservation = (r: Reservation): SoloId | null =>
  r.startsWith('solo') ? ((r[4]!.toLowerCase() + r.slice(5)) as SoloId) : null;
export const reservationOfSolo = (s: SoloId): Reservation => `solo${s[0]!.toUpperCase()}${s.slice(1)}` as Reservation;

/** Precedence when several players have a reservation: higher wins, ties go to the earlier seat. */
export function precedence(r: Reservation): number {
  if (r.startsWith('solo')) return 4;
  if (r === 'throwNines' || r === 'throwKings' || r === 'throwMarriage') return 3;
  if (r === 'poverty') return 2;
  if (r === 'marriage' || r === 'marriageLast') return 1;
  return 0;
}

/**
 * What game is played. `normal` includes the silent solo (both Clubs Queens
 * in one hand, nothing declared); `void` is a deal that was thrown in or a
 * poverty nobody took, redealt by the same dealer.
 */
export type Contract =
  | { kind: 'normal' }
  | { kind: 'solo'; solo: SoloId; soloist: Seat }
  | { kind: 'marriage'; seat: Seat; partner: Seat | null; clarifiedAfter: number | null; last?: boolean }
  | { kind: 'poverty'; seat: Seat; taker: Seat | null }
  | { kind: 'ramsch' }
  | { kind: 'void'; reason: 'throwNines' | 'throwKings' | 'throwMarriage' | 'povertyRefused' | 'povertyMarriage'; seat: Seat };

export interface CompletedTrick {
  leader: Seat;
  cards: Played[];
  winner: Seat;
  points: number;
}

export interface Announcement {
  seat: Seat;
  party: Party;
  level: Level;
}

/** One finished deal as it appears in the score sheet and the replay output. */
export interface GameRecord {
  /** Index of the record round. */
  round: number;
  dealer: Seat;
  /** `normal`, `silentSolo`, `marriage`, `marriageSolo`, `poverty`, a reservation id of a solo, or the void reason. */
  type: string;
  scored: boolean;
  re: Seat[];
  kontra: Seat[];
  cardPoints: Record<Party, number> | null;
  announcements: Record<Party, Level>;
  value: GameValue | null;
  /** 2^k in k overlapping Bock rounds. */
  bock: number;
  /** Game points by seat (0 for the dealer sitting out); sum 0 in DDV scoring; minus points negated in Weimar scoring. */
  points: number[];
  /** A Genscher made in this game: `re` / `kontra` are the parties after it. */
  genscher?: { seat: Seat; partner: Seat };
  /** Ramsch (everyone alone, no parties): each seat's card points and the seats that said Kontra. */
  ramsch?: { cardPoints: number[]; kontra: Seat[] };
  /** Weimar scoring: how the minus points came about (docs/weimar.md). */
  weimar?: import('./weimar/score').WeimarScore;
  /** Why each seat got its points, line by line (shared/engine/explain.ts); adds up to `points`. */
  explain?: import('../../engine/explain').ExplainLine[];
}

/** Who made the Schweine and the Hyperschweine count this game (null: nobody). */
export interface Pigs {
  schweine: Seat | null;
  hyper: Seat | null;
}

/** A Genscher made this game (genscher.ts): the Genscher and the partner named, the party the two play as from then on (`team`), the trick it was made in (0-based). */
export interface Genscher {
  seat: Seat;
  partner: Seat;
  team: Party;
  trick: number;
}

/** The evening (Weimar preset): jokers, the Ramsch round, closing time and the Pflichtsolos. */
export interface Evening {
  /** Own jokers left per seat. */
  jokers: number[];
  freeJokers: number;
  /** Who took the last free joker (not twice in a row). */
  lastFreeJoker: Seat | null;
  /** A joker took the lead in the current game. */
  jokerThisGame: Seat | null;
  /** Meal breaks announced; the games of a Ramsch round still to come. */
  mealBreaks: number;
  ramschLeft: number;
  /** Closing time reached: from now on only Pflichtsolos are played. */
  closing: boolean;
  /** Solos that count as Pflichtsolos, per seat. */
  solos: number[];
  /** The seat that must play its Pflichtsolo in the current game. */
  pflicht: Seat | null;
}

/**
 * `deal`: waiting for the next deal; `reserve`: asking for reservations;
 * `povertyPass`: the poor player lays out cards; `povertyOffer`: the others
 * are asked in turn to take them; `povertyReturn`: the taker gives back as
 * many; `play`: tricks; `over`: all games played.
 */
export type Phase = 'deal' | 'reserve' | 'povertyPass' | 'povertyOffer' | 'povertyReturn' | 'play' | 'over';

export interface DoppelkopfState {
  readonly n: number;
  readonly options: DoppelkopfOptions;
  /** Index of the current record round; -1 before the first deal. */
  readonly round: number;
  readonly phase: Phase;
  readonly dealer: Seat;
  /** The four seats in the game, from the left of the dealer clockwise. */
  readonly active: readonly Seat[];
  readonly hands: readonly (readonly Card[])[];
  /** Hands as dealt: the Clubs Queens there decide the parties of a normal game. */
  readonly dealt: readonly (readonly Card[])[];
  /** Each active seat's answer, secret until resolved (public: whether it is healthy). */
  readonly reservations: readonly (Reservation | null)[];
  readonly contract: Contract | null;
  /** Poverty: the cards laid out, and the seats that declined. */
  readonly povertyCards: readonly Card[];
  readonly povertyDeclined: readonly Seat[];
  /** How many of the returned cards were trumps (announced aloud). */
  readonly povertyReturnedTrumps: number | null;
  /** The seat to act in every phase but `deal`/`over`. */
  readonly turn: Seat;
  readonly trick: readonly Played[];
  readonly tricks: readonly CompletedTrick[];
  readonly announcements: readonly Announcement[];
  /** Scored games so far (the match ends at options.games). */
  readonly gamesPlayed: number;
  readonly history: readonly GameRecord[];
  /** Pending Bock multipliers' exponents for the next games, the first for the current one. */
  readonly bock: readonly number[];
  readonly evening: Evening;
  /** Whether the current game belongs to the Ramsch round. */
  readonly ramschGame: boolean;
  /** Schweine / Hyperschweine (house rules): the seats whose pairs count as the highest trumps this game, once said (or at once when automatic). */
  readonly pigs?: Pigs | null;
  /** The Genscher of this game (house rule, public at once), or null. */
  readonly genscher?: Genscher | null;
  /** The last trick of the last deal whose tricks were played, and that deal's index: public, shown after the next deal. */
  readonly finalTrick?: { readonly round: number; readonly trick: CompletedTrick } | null;
}
