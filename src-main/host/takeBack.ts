import type { Seat } from '../../shared/engine/game';
import type { Match } from '../../shared/engine/match';
import { refuse, type Refusal } from './refusal';

/** A take-back waiting for the people at the table: cut before action `index` of record round `round`. */
interface PendingTakeBack {
  seat: Seat;
  round: number;
  index: number;
  waitingFor: Set<Seat>;
}

/** What the take-back needs of its table. */
export interface TakeBackTable {
  readonly match: Match | null;
  readonly over: boolean;
  readonly realtime: boolean;
  /** Seats of people (not bots) other than `seat`: whose consent a take-back needs. */
  otherPeople(seat: Seat): Seat[];
  /** The match without action `index` of round `round` and all after it. */
  applyTakeBack(round: number, index: number, seat: Seat): void;
  /** Announce a change (no action taken). */
  announce(): void;
  log(line: string): void;
}

/**
 * Taking back one's last action. Alone against bots: at once, with the
 * bots' moves after it. With people: only the seat's own card of the
 * current trick (the public view's `trick`; the host knows no rules), once
 * every other person agrees; meanwhile the bots wait and any accepted
 * action voids the request (`clear`).
 */
export class TakeBacks {
  private pending: PendingTakeBack | null = null;

  constructor(private readonly table: TakeBackTable) {}

  /** A take-back waits for answers (the bots wait meanwhile). */
  get waiting(): boolean {
    return this.pending !== null;
  }

  /** For `TableInfo.takeBack`. */
  info(): { seat: Seat; waitingFor: Seat[] } | null {
    const p = this.pending;
    return p ? { seat: p.seat, waitingFor: [...p.waitingFor].sort((a, b) => a - b) } : null;
  }

  /** The table moved on (or went back): a take-back asked for before is void. */
  clear(): void {
    this.pending = null;
  }

  ask(seat: Seat, alone: boolean): { ok: true; pending?: true } | Refusal {
    const match = this.table.match;
    if (!match) return refuse('not-started', 'The game has not begun.');
    if (this.table.over) return refuse('game-over', 'The game is over.');
    if (this.table.realtime) return refuse('no-take-back', 'Nothing can be taken back in a real-time game.');
    const at = match.lastActionOf(seat);
    if (!at) return refuse('nothing-to-take-back', 'You have not played anything to take back.');
    if (alone) {
      this.pending = null;
      this.table.applyTakeBack(at.round, at.index, seat);
      return { ok: true };
    }
    const rounds = match.record.rounds;
    const trick = (match.view(null) as { trick?: unknown }).trick;
    const mine = Array.isArray(trick) ? trick.findIndex((p) => (p as { seat?: unknown })?.seat === seat) : -1;
    const after = rounds[at.round]!.actions.length - 1 - at.index;
    if (at.round !== rounds.length - 1 || mine < 0 || after >= (trick as unknown[]).length - mine) {
      return refuse('too-late', 'With people at the table only your own card of the current trick can be taken back.');
    }
    if (this.pending) return refuse('take-back-pending', 'A take-back is already waiting for answers.');
    this.pending = { seat, round: at.round, index: at.index, waitingFor: new Set(this.table.otherPeople(seat)) };
    this.table.announce();
    return { ok: true, pending: true };
  }

  /** A person's answer to the take-back asked for: one "no" ends it, the last "yes" carries it out. */
  answer(seat: Seat, accept: boolean): { ok: true } | Refusal {
    const p = this.pending;
    if (!p || !p.waitingFor.has(seat)) return refuse('not-asked', 'No take-back waits for your answer.');
    if (!accept) {
      this.pending = null;
      this.table.log(`seat ${seat} refused seat ${p.seat}'s take-back`);
      this.table.announce();
      return { ok: true };
    }
    p.waitingFor.delete(seat);
    if (p.waitingFor.size > 0) {
      this.table.announce();
      return { ok: true };
    }
    this.pending = null;
    this.table.applyTakeBack(p.round, p.index, p.seat);
    return { ok: true };
  }
}
