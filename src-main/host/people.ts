import type { Seat } from '../../shared/engine/game';
import { emptySeat, personSeat, type SeatState } from './seats';

/** What a seat does whose person is away: a bot stands in after the grace time, or the table waits at its turn. */
export type AbsentPolicy = 'stand-in' | 'wait';
export const ABSENT_POLICIES: readonly AbsentPolicy[] = ['stand-in', 'wait'];

/** What the people's seats need of their table. */
export interface PeopleTable {
  readonly seats: SeatState[];
  /** The game has begun. */
  readonly started: boolean;
  readonly closed: boolean;
  /** Seats changed on their own (a grace time ran out): save and announce. */
  seatsChanged(): void;
}

/**
 * The seats of people and their comings and goings (docs/protocol.md
 * "Leaving"). A person who drops keeps the seat: before the game it is free
 * again after the grace time (and anyone who comes meanwhile may take it:
 * nobody holds a table by walking off); during the game it waits for them —
 * with `stand-in`, a bot plays it after the grace time until they are back;
 * with `wait`, the table waits at that seat's turn (`missing`). A person may
 * also go home for good: the seat is free again before the game, and played
 * by a stand-in during it (the host can give it to someone who asks).
 */
export class SeatPeople {
  constructor(private readonly table: PeopleTable, private readonly graceMs: number, public absent: AbsentPolicy = 'stand-in') {}

  /** A client now holds `seat`: its person is back, the stand-in goes. */
  here(seat: Seat): void {
    const s = this.table.seats[seat]!;
    s.connections++;
    this.stopGrace(s);
    if (!s.gone) s.standIn = false;
  }

  /** A client holding `seat` went away; the last one starts the grace time. */
  away(seat: Seat): void {
    const s = this.table.seats[seat]!;
    s.connections = Math.max(0, s.connections - 1);
    if (personSeat(s) && s.connections === 0) this.startGrace(seat);
  }

  /** After a restart: the people who were away get their grace time again. */
  restarted(): void {
    this.table.seats.forEach((s, i) => { if (personSeat(s)) this.startGrace(i); });
  }

  /**
   * The person at `seat` goes home for good: before the game the seat is
   * empty again, during it a stand-in plays it and no token holds it.
   */
  goHome(seat: Seat): void {
    const s = this.table.seats[seat]!;
    this.stopGrace(s);
    if (!this.table.started) Object.assign(s, emptySeat());
    else Object.assign(s, { gone: true, standIn: true, tokenHash: null, connections: 0, botClient: false });
  }

  /**
   * The host's choice for away people. `stand-in`: a bot plays their seats
   * now (the host chose it looking at who is missing); `wait`: the stand-ins
   * of people who may come back stop, and the table waits at their turn.
   */
  setAbsent(absent: AbsentPolicy): void {
    this.absent = absent;
    if (!this.table.started) return;
    for (const s of this.table.seats) {
      if (!personSeat(s) || s.connections > 0) continue;
      this.stopGrace(s);
      s.standIn = absent === 'stand-in';
    }
  }

  /** The seats of people who may come back. */
  get people(): Seat[] {
    return this.table.seats.flatMap((s, i) => (personSeat(s) ? [i] : []));
  }

  /** The table has people and none of them is here: its bots must not play on alone. */
  get nobodyHere(): boolean {
    const people = this.table.seats.filter(personSeat);
    return people.length > 0 && people.every((s) => s.connections === 0);
  }

  /** Everyone seated is here (a game starts only then). */
  get everyoneHere(): boolean {
    return this.table.seats.every((s) => s.kind !== 'human' || s.gone || s.connections > 0);
  }

  /** Before the game: a seat anyone may take — empty, or its person left and is not here. */
  takeable(seat: Seat): boolean {
    const s = this.table.seats[seat]!;
    return s.kind === 'empty' || (!this.table.started && s.kind === 'human' && s.connections === 0);
  }

  /** Of `awaiting`, the seats whose person is away with no stand-in: the table waits for them. */
  missing(awaiting: readonly Seat[]): Seat[] {
    return awaiting.filter((i) => { const s = this.table.seats[i]!; return personSeat(s) && s.connections === 0 && !s.standIn; });
  }

  /** Stop every timer (the table closes, or could not open). */
  stop(): void {
    for (const s of this.table.seats) this.stopGrace(s);
  }

  stopGrace(s: SeatState): void {
    if (s.graceTimer) clearTimeout(s.graceTimer);
    s.graceTimer = null;
  }

  private startGrace(seat: Seat): void {
    const s = this.table.seats[seat]!;
    this.stopGrace(s);
    s.graceTimer = setTimeout(() => {
      s.graceTimer = null;
      if (!personSeat(s) || s.connections > 0 || this.table.closed) return;
      if (!this.table.started) {
        // Before the game a seat of someone who left is free again: nobody can hold a table hostage by walking off.
        Object.assign(s, emptySeat());
      } else if (this.absent === 'stand-in') s.standIn = true;
      else return;
      this.table.seatsChanged();
    }, this.graceMs);
    s.graceTimer.unref();
  }
}
