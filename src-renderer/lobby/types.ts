import type { TableInfo } from '../../shared/protocol/messages';

/** What the lobby hands to the app when a person sits down somewhere. */
export interface JoinIntent {
  wsUrl: string;
  name: string;
  code?: string;
  spectate?: boolean;
  admin?: string;
  shareUrls?: string[];
  hostedId?: string;
  /** A seat token from an earlier session (the host's window after a restart). */
  token?: string;
  /** The table as last seen with its game over (a reload): if it cannot be reached, it has ended. */
  over?: TableInfo;
}
