import { randomInt } from 'node:crypto';
import type { Seat } from '../../shared/engine/game';
import { nameKey } from './names';
import { refuse, type Refusal } from './refusal';
import type { SeatState } from './seats';

/** Someone watching asks the host for a seat (`askSeat`). */
export interface SeatRequest {
  id: number;
  name: string;
  /** The seat asked for (e.g. their own, from another device), or null: any. */
  seat: Seat | null;
  /**
   * Four digits from the host's CSPRNG, shown on the asking device
   * (`seatAsked`) and in the host's prompt, nowhere else: the host asks the
   * person in the room to show it, so a stranger asking under a seated
   * person's name cannot pass for them (docs/protocol.md "Seat requests").
   */
  code: string;
}

const MAX_REQUESTS = 16;

/** A code no open request has (16 at most open, 10 000 codes). */
function freshCode(open: readonly SeatRequest[]): string {
  for (;;) {
    const code = String(randomInt(10_000)).padStart(4, '0');
    if (!open.some((r) => r.code === code)) return code;
  }
}

/** The person's seat whose name reads the same as `name` (look-alike letters and case do not count: names.ts), or null. */
export function sameNameSeat(seats: readonly SeatState[], name: string): Seat | null {
  const key = nameKey(name);
  const i = seats.findIndex((s) => s.kind === 'human' && s.name !== null && nameKey(s.name) === key);
  return i < 0 ? null : i;
}

/** People waiting for a seat the host may give them (a new device, a latecomer); one open request per person. */
export class SeatRequests {
  readonly list: SeatRequest[] = [];
  private next = 1;

  /** A new request (`replaces` the person's earlier one); the caller checks the table (seat exists, game not over). */
  add(name: string, seat: Seat | null, replaces: number | null): { ok: true; id: number; code: string } | Refusal {
    if (replaces !== null) this.drop(replaces);
    if (this.list.length >= MAX_REQUESTS) return refuse('too-many-requests', 'Too many people are waiting for a seat; try again later.');
    const id = this.next++;
    const code = freshCode(this.list);
    this.list.push({ id, name: name.trim(), seat, code });
    return { ok: true, id, code };
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
