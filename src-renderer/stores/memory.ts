import type { TableInfo } from '../../shared/protocol/messages';

/**
 * What the browser remembers between visits. The name lives in localStorage
 * (it is the person's, on every table). The seat token lives in
 * sessionStorage, per tab: a reload puts this tab back in its seat, while a
 * second tab of the same browser does not silently take that seat over. A
 * copy in localStorage lets a fresh tab offer "back to your seat".
 */
export interface SeatMemory {
  token: string;
  seat: number | null;
  name: string;
  /** A locked table asks for its code again on every hello. */
  code?: string;
}

/** The table this tab sits at, so a reload of the lobby goes straight back. */
export interface CurrentTable {
  wsUrl: string;
  name: string;
  code?: string;
  /** What others open to join (tables this laptop hosts). */
  shareUrls?: string[];
  /** Id and admin token of a table this laptop hosts; they never leave this machine. */
  hostedId?: string;
  admin?: string;
  /**
   * The table as last seen once its game was over: after a reload, a table
   * that no longer runs (the app restarted and did not reopen it) shows
   * "This table has ended" with this result instead of reconnecting.
   */
  over?: TableInfo;
}

const NAME = 'stammtisch.name';
const seatKey = (wsUrl: string) => `stammtisch.seat:${wsUrl}`;
const CURRENT = 'stammtisch.current';
const HOSTING = 'stammtisch.hosting';

function read<T>(store: Storage | undefined, key: string): T | null {
  try {
    const raw = store?.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(store: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch { /* storage full or disabled: nothing to remember, play on */ }
}

const local = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);
const session = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export const memory = {
  name(): string {
    return read<string>(local(), NAME) ?? '';
  },
  setName(name: string): void {
    write(local(), NAME, name.trim() || null);
  },
  /** This tab's seat at a table. */
  seat(wsUrl: string): SeatMemory | null {
    return read<SeatMemory>(session(), seatKey(wsUrl));
  },
  /** A seat held at this table by this browser in some earlier tab. */
  earlierSeat(wsUrl: string): SeatMemory | null {
    return read<SeatMemory>(local(), seatKey(wsUrl));
  },
  setSeat(wsUrl: string, seat: SeatMemory | null): void {
    write(session(), seatKey(wsUrl), seat);
    write(local(), seatKey(wsUrl), seat);
  },
  current(): CurrentTable | null {
    return read<CurrentTable>(session(), CURRENT);
  },
  setCurrent(table: CurrentTable | null): void {
    write(session(), CURRENT, table);
  },
  /**
   * The hosted table this browser (the app's window) sat at, kept beyond the
   * session: after the app was restarted its window goes back there.
   */
  hosting(): CurrentTable | null {
    return read<CurrentTable>(local(), HOSTING);
  },
  setHosting(table: CurrentTable | null): void {
    write(local(), HOSTING, table);
  },
};
