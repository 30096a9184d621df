import type { Seat } from '../../shared/engine/game';
import { refuse, type Refusal } from './refusal';

/** Someone watching asks the host for a seat (`askSeat`). */
export interface SeatRequest {
  id: number;
  name: string;
  /** The seat asked for (e.g. their own, from another device), or null: any. */
  seat: Seat | null;
}

const MAX_REQUESTS = 16;

/** People waiting for a seat the host may give them (a new device, a latecomer); one open request per person. */
export class SeatRequests {
  readonly list: SeatRequest[] = [];
  private next = 1;

  /** A new request (`replaces` the person's earlier one); the caller checks the table (seat exists, game not over). */
  add(name: string, seat: Seat | null, replaces: number | null): { ok: true; id: number } | Refusal {
    if (replaces !== null) this.drop(replaces);
    if (this.list.length >= MAX_REQUESTS) return refuse('too-many-requests', 'Too many people are waiting for a seat; try again later.');
    const id = this.next++;
    this.list.push({ id, name: name.trim(), seat });
    return { ok: true, id };
  }

  find(id: number): SeatRequest | undefined {
    return this.list.find((r) => r.id === id);
  }

  /** True if there was such a request. */
  drop(id: number): boolean {
    const i = this.list.findIndex((r) => r.id === id);
    if (i < 0) return false;
    this.list.splice(i, 1);
    return true;
  }
}
