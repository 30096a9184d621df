/**
 * The shapes of the app server's history API (docs/history.md), shared by
 * the server (src-main/history) and the renderer (src-renderer/history),
 * which imports nothing from src-main.
 */
import type { Action } from '../engine/game';
import type { SeatStats } from '../engine/stats';

export type { SeatStats };

/** Per seat: how many of its recorded actions its own player took, a stand-in bot (`by: "stand-in"`), or a bot seat's bot (`by: "bot"`). */
export interface SeatActions {
  own: number;
  standIn: number;
  bot: number;
}

/**
 * Someone who held a seat under another name than the seat's in `players`
 * (the record's `who` marks: took over a bot's seat or a seat someone left,
 * or the bot that took a removed person's seat), with their actions there.
 */
export interface Sitter extends SeatActions {
  seat: number;
  name: string;
  /** A bot (all its actions `by: "bot"`, or a name the host gives bots only): nobody in statistics. */
  isBot: boolean;
}

/** One game of the history, as the index keeps it (everything the lists, statistics and season need). */
export interface GameSummary {
  game: string;
  /** What statistics group by: the game id, with `:PRESET` for a preset other than the standard (e.g. `doppelkopf:weimar`). */
  kind: string;
  /** ms since 1970: `meta.finishedAt`/`meta.date` when the record has one, else the file's time. */
  date: number;
  players: string[];
  /** The game reached its end (a host-ended or saved game did not). */
  over: boolean;
  endedBy: string | null;
  rounds: number;
  winners: number[];
  /** Net points per seat (`results().totals.net`, or `totals` when it is a list); null if the game has neither. */
  points: number[] | null;
  /** The game's own counters per seat. */
  seats: SeatStats[];
  /** Who took each seat's actions (the record's `by` marks; docs/history.md); absent in summaries of index version 2. */
  acted?: SeatActions[];
  /** Seats held by a bot, not a person: never in anyone's statistics. */
  bots?: boolean[];
  /** Who else held a seat during the game (absent: nobody; `acted` then counts only the seat's own name's actions). */
  sitters?: Sitter[];
  /** Weimar evening: the settlement per seat as `replay` reports it. */
  settlement: { centsPerPoint: number; minimumCents: number; seats: { place: number; cents: number }[] } | null;
}

export interface Problem {
  path: string;
  status: 'damaged' | 'unknown';
  error: string;
}

/** One moment of a replay: after `action` (null: just dealt). Every hand face up: the game is over. */
export interface ReplayStep {
  round: number;
  /** Index of the action in its round; -1 for the deal. */
  index: number;
  action: Action | null;
  /** The action's `by` mark: a bot's seat (`bot`) or a stand-in for the person (`stand-in`); absent: the seat's own player. */
  by?: 'bot' | 'stand-in';
  /** Who held the seat, when not the seat's name in `players` (the record's `who`: someone who took it over). */
  who?: string;
  hands: (string[] | null)[];
  /** The trick on the table (games with tricks), else null. */
  trick: { seat: number; card: string }[] | null;
  /** The last completed trick and who took it, while no card of the next one lies (trick games). */
  lastTrick: { cards: { seat: number; card: string }[]; winner: number } | null;
  /** Tricks completed in this round so far. */
  tricks: number;
  /** The round's score entry of `replay` once this step ended the round, else null. */
  summary: unknown;
}

export interface ReplayData {
  game: string;
  players: string[];
  steps: ReplayStep[];
  /** The index of the first step of each round (for "jump to deal"). */
  rounds: number[];
  results: unknown;
  /** The first refused action, if the record is damaged after some point. */
  refused: string | null;
  /** The record's `meta.endedBy` (the game ended early: `host`, or `left` when everyone went home); absent otherwise. */
  endedBy?: string;
}

export interface SeasonEvening {
  id: string;
  date: number;
  /** Per member present (aliases merged): place and cents. */
  seats: { name: string; place: number; cents: number; minus: number }[];
  himmelfahrt: boolean;
}

export interface SeasonView {
  year: number;
  /** ISO date (YYYY-MM-DD) of Himmelfahrtstag (Ascension Day) in that year. */
  himmelfahrtstag: string;
  members: string[];
  evenings: SeasonEvening[];
  /** Season's sum of the evenings per member, in cents. */
  totals: Record<string, number>;
  /** Himmelfahrtstag: null when no evening that day is in the history. */
  himmelfahrt: {
    /** Cents per member: what the present paid that day; the absent pay `averageCents`. */
    payments: Record<string, { cents: number; absent: boolean }>;
    averageCents: number;
    present: string[];
    absent: string[];
  } | null;
}

/** A game in the history's list: its summary, the API's id and the record's file name. */
export interface HistoryGame extends GameSummary {
  id: string;
  file: string;
}
