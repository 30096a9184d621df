/**
 * The lobby API between the app server (src-main/app/, loopback only) and the
 * renderer. Types only, so the renderer can import them without pulling Node in.
 */
export interface GameInfo {
  id: string;
  title: { de: string; en: string };
  seats: { min: number; max: number };
}

export interface AppInfo {
  app: 'stammtisch';
  version: string;
  games: GameInfo[];
}

/** A table seen on the network by mDNS (or hosted here). */
export interface FoundTable {
  id: string;
  name: string;
  game: string;
  seats: number;
  free: number;
  locked: boolean;
  /** Addresses to reach it, best first (IPv4 before IPv6). */
  addresses: string[];
  port: number;
  /** True when this app hosts it. */
  local: boolean;
  /** Another announcement has the same table id at another address: one of them is a look-alike. */
  lookAlike: boolean;
}

export interface CreateTableRequest {
  game: string;
  seats: number;
  options: Record<string, unknown>;
  name: string;
  /** Protect the table with a code that joiners must give. */
  locked?: boolean;
  /** Bots take the last this-many seats at once (the opener sits in the first free one). */
  bots?: number;
  /** How well bots play: for the seats filled now, later ones, and stand-ins for dropped players. */
  botLevel?: 'random' | 'easy' | 'medium' | 'hard';
  /** How fast the bots play: pause per move and before leading after a trick (default `normal`). */
  botPace?: 'slow' | 'normal' | 'fast';
  /** "Tips allowed": every seat may ask for a tip (without it only a person alone against bots). Default off. */
  tips?: boolean;
  /** When a person is away: `stand-in` (default) — a bot plays for them after the grace time; `wait` — the table waits at their turn. */
  absent?: 'stand-in' | 'wait';
}

/** `GET /api/tables`: an unfinished table this app hosts (a finished game leaves the list). */
export interface HostedTable {
  id: string;
  name: string;
  game: string;
  port: number;
  /** Where this laptop's window connects (loopback). */
  wsUrl: string;
  /** What others type or scan: one per LAN address, with the code when locked. */
  shareUrls: string[];
  code: string | null;
  /** The host's admin token: stays on this machine (the lobby API is loopback-only). */
  admin: string;
  seats: number;
  free: number;
  started: boolean;
  /** Reopened from the data directory after the app was restarted. */
  resumed: boolean;
  /** The game runs but none of its people is there: its bots wait ("continue" goes back to the seat). */
  away?: boolean;
}

/**
 * `GET /api/tables/:id`: one table this app runs, finished ones included
 * (a finished game stays reachable 15 minutes for "play again"); 404 when it
 * does not run (ended and closed, or not reopened after a restart).
 */
export interface HostedTableState extends HostedTable {
  over: boolean;
}

/** A club's own rule set (`/api/house-rules`); the exported file is this JSON. */
export interface HouseRulesSet {
  format: 'stammtisch-house-rules';
  version: 1;
  name: string;
  game: string;
  /** The table options, `houseRules: name` included (shown to guests). */
  options: Record<string, unknown>;
  savedAt: string;
}
