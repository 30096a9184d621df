import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { DEFAULT_PORT, PROTOCOL_VERSION } from '../../shared/protocol/messages';
import { lanAddresses, publicAddress } from './addresses';
import { Advertiser, type AdvertisedTable } from './mdns';
import type { GuessPolicy, TableGuessPolicy } from './guessLimit';
import type { HandshakePolicy } from './handshakeLimit';
import { TableServer, type ConnectionLimits } from './server';
import { defaultWebRoot } from './staticFiles';
import { Table, type TableSettings } from './table';

export { browseTables, TableBrowser, type FoundTable } from './mdns';
export { defaultDataDir } from './store';
export { Table, type TableSettings } from './table';
export { runBotClient, type BotClientOptions, type BotClientResult } from './botClient';

export interface StartTableOptions extends TableSettings {
  /** Default: 47474, or a free port when that one is taken. An explicit port that is taken is an error. 0: any free port. */
  port?: number;
  /** Listen address; default all interfaces. */
  listen?: string;
  /** The built browser UI; default `out/renderer` of this checkout if built, else a short "not built" page. */
  webRoot?: string | null;
  /** Announce by mDNS; default true unless STAMMTISCH_NO_MDNS=1 (tests on loopback must not multicast). */
  mdns?: boolean;
  /** Generated when not given. */
  adminToken?: string;
  rate?: { burst: number; perSecond: number };
  floodLimit?: number;
  maxBufferedBytes?: number;
  heartbeatMs?: number;
  limits?: Partial<ConnectionLimits>;
  guesses?: Partial<GuessPolicy>;
  tableGuesses?: Partial<TableGuessPolicy>;
  handshakes?: Partial<HandshakePolicy>;
}

export interface RunningTable {
  table: Table;
  server: TableServer;
  port: number;
  /** The address other laptops use (first LAN IPv4, or the listen address). */
  address: string;
  addresses: string[];
  /** `ws://ADDRESS:PORT/` */
  url: string;
  /** `http://ADDRESS:PORT/` plus `#code=` for a locked table: the QR code's content (a fragment never leaves the browser). */
  browserUrl: string;
  adminToken: string;
  tableCode: string | null;
  dataDir: string | null;
  resumed: boolean;
  close(): Promise<void>;
}

/**
 * Open a table: the authoritative game, the WebSocket + HTTP server on one
 * port, and the mDNS announcement. Can run several times in one process
 * (one table per port).
 */
export async function startTable(options: StartTableOptions): Promise<RunningTable> {
  const table = new Table(options);
  const adminToken = options.adminToken ?? randomBytes(24).toString('base64url');
  const webRoot = options.webRoot === undefined ? defaultWebRoot() : options.webRoot;
  const server = new TableServer(table, {
    webRoot, adminToken, ...(options.rate ? { rate: options.rate } : {}),
    ...(options.floodLimit !== undefined ? { floodLimit: options.floodLimit } : {}),
    ...(options.maxBufferedBytes !== undefined ? { maxBufferedBytes: options.maxBufferedBytes } : {}),
    ...(options.heartbeatMs !== undefined ? { heartbeatMs: options.heartbeatMs } : {}),
    ...(options.limits ? { limits: options.limits } : {}),
    ...(options.guesses ? { guesses: options.guesses } : {}),
    ...(options.tableGuesses ? { tableGuesses: options.tableGuesses } : {}),
    ...(options.handshakes ? { handshakes: options.handshakes } : {}),
  });
  const listen = options.listen ?? '0.0.0.0';
  let port: number;
  try {
    port = await listenOn(server, options.port ?? DEFAULT_PORT, listen);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE' || options.port !== undefined) {
      table.close();
      // flush() gives the data directory's lock free: the caller may open the table again on another port.
      await Promise.all([server.close().catch(() => {}), table.flush()]);
      const err = e as NodeJS.ErrnoException;
      throw new Error(err.code === 'EADDRINUSE' ? `port ${options.port} is already in use` : `cannot listen on ${listen}:${options.port}: ${err.message}`);
    }
    port = await listenOn(server, 0, listen);
  }

  const mdnsOn = options.mdns ?? process.env.STAMMTISCH_NO_MDNS !== '1';
  const advertised = (): AdvertisedTable => ({
    id: table.id, name: table.name, game: table.game.id, seats: table.seats.length, free: table.freeSeats,
    protocol: PROTOCOL_VERSION, locked: table.code !== null,
  });
  let closing: Promise<void> | null = null;
  // A finished game is no open table, nor one whose people are all away: its announcement is withdrawn,
  // and made again when the host plays again or someone is back.
  const listed = () => !table.over && !table.dormant;
  let advertiser = mdnsOn && listed() ? new Advertiser(port, advertised()) : null;
  if (mdnsOn) {
    table.on('change', () => {
      if (!listed()) {
        void advertiser?.stop();
        advertiser = null;
      } else if (advertiser) advertiser.update(advertised());
      else if (!closing) advertiser = new Advertiser(port, advertised());
    });
  }

  const address = publicAddress(listen);
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    table,
    server,
    port,
    address,
    addresses: listen === '0.0.0.0' ? [...lanAddresses(), '127.0.0.1'] : [address],
    url: `ws://${host}:${port}/`,
    browserUrl: `http://${host}:${port}/${table.code ? `#code=${encodeURIComponent(table.code)}` : ''}`,
    adminToken,
    tableCode: table.code,
    dataDir: table.dataDir,
    resumed: table.resumed,
    close() {
      closing ??= (async () => {
        table.close();
        await Promise.all([advertiser?.stop(), server.close(), table.flush()]);
      })();
      return closing;
    },
  };
}

function listenOn(server: TableServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (e: Error) => reject(e);
    server.http.once('error', onError);
    server.http.listen(port, host, () => {
      server.http.off('error', onError);
      resolve((server.http.address() as AddressInfo).port);
    });
  });
}
