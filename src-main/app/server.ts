import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import QRCode from 'qrcode';
import { z } from 'zod';
import { games, getGame } from '../../shared/games/registry';
import { PublicTableInfo } from '../../shared/protocol/messages';
import { startTable, TableBrowser, type RunningTable, type StartTableOptions } from '../host/index';
import { serveStatic } from '../host/staticFiles';
import { paceTiming } from '../host/botDriver';
import type { AppInfo, FoundTable, HostedTable } from './api';
import { localOnly } from './security';
import { newTableCode } from './tableCode';

/** The app's own port: fixed by default, so the page's origin (and with it the remembered name) stays the same. */
export const DEFAULT_APP_PORT = 47470;

export interface AppServerOptions {
  /** Default DEFAULT_APP_PORT, or a free one when it is taken; 0: any free port. */
  port?: number;
  /** The built renderer (out/renderer). */
  webRoot: string | null;
  /** Passed to every table this app opens (tests: `{ port: 0, mdns: false }`). */
  tableDefaults?: Partial<StartTableOptions>;
  /** Browse the network for tables by mDNS; default on unless STAMMTISCH_NO_MDNS=1. */
  browse?: boolean;
}

export interface AppServer {
  port: number;
  /** `http://127.0.0.1:PORT/`: what the window (or a browser) opens. */
  url: string;
  hosted(): RunningTable[];
  close(): Promise<void>;
}

const CreateTable = z.strictObject({
  game: z.string().max(32),
  seats: z.number().int().min(1).max(16),
  options: z.record(z.string(), z.unknown()).default({}),
  name: z.string().trim().min(1).max(40),
  locked: z.boolean().optional(),
  bots: z.number().int().min(0).max(15).optional(),
  botLevel: z.enum(['random', 'easy', 'medium', 'hard']).optional(),
  // How fast the bots play (table option from the lobby); default `normal`.
  botPace: z.enum(['slow', 'normal', 'fast']).optional(),
});

const version = (() => {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
})();

class HttpError extends Error {
  constructor(readonly status: number, message: string) { super(message); }
}

/**
 * The lobby's local process API (plain Node, no Electron): serves the
 * renderer, opens tables in this process through the host's `startTable`,
 * lists tables found by mDNS, draws QR codes. Loopback only.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const tables = new Map<string, RunningTable>();
  let browser: TableBrowser | null = null;
  const browseOn = options.browse ?? process.env.STAMMTISCH_NO_MDNS !== '1';
  let port = 0;

  const hostedInfo = (t: RunningTable): HostedTable => {
    const lan = t.addresses.filter((a) => a !== '127.0.0.1');
    const code = t.tableCode;
    const query = code ? `?code=${encodeURIComponent(code)}` : '';
    return {
      id: t.table.id,
      name: t.table.name,
      game: t.table.game.id,
      port: t.port,
      wsUrl: `ws://127.0.0.1:${t.port}/ws`,
      shareUrls: (lan.length ? lan : ['127.0.0.1']).map((a) => `http://${a.includes(':') ? `[${a}]` : a}:${t.port}/${query}`),
      code,
      admin: t.adminToken,
    };
  };

  const discovered = (): FoundTable[] => {
    const out = new Map<string, FoundTable>();
    for (const t of tables.values()) {
      const info = t.table.publicInfo();
      out.set(t.table.id, {
        id: t.table.id, name: info.name, game: info.game, seats: info.seats, free: info.free, locked: info.locked,
        addresses: ['127.0.0.1'], port: t.port, local: true,
      });
    }
    for (const f of browser?.tables ?? []) {
      if (out.has(f.id)) continue;
      out.set(f.id, {
        id: f.id, name: f.name, game: f.game, seats: f.seats, free: f.free, locked: f.locked, addresses: [f.address], port: f.port, local: false,
      });
    }
    return [...out.values()];
  };

  async function api(req: IncomingMessage, path: string, url: URL): Promise<unknown> {
    const method = req.method ?? 'GET';
    if (path === '/api/app' && method === 'GET') {
      const info: AppInfo = {
        app: 'stammtisch', version,
        games: Object.values(games).map((g) => ({ id: g.id, title: g.title, seats: g.seats })),
      };
      return info;
    }
    if (path === '/api/discovered' && method === 'GET') {
      if (browseOn && !browser) browser = new TableBrowser();
      return discovered();
    }
    if (path === '/api/tables' && method === 'GET') return [...tables.values()].map(hostedInfo);
    if (path === '/api/tables' && method === 'POST') return hostedInfo(await create(await body(req)));
    const one = /^\/api\/tables\/([\w-]+)$/.exec(path);
    if (one && method === 'DELETE') {
      const t = tables.get(one[1]!);
      if (!t) throw new HttpError(404, 'no such table');
      tables.delete(one[1]!);
      await t.close();
      return { ok: true };
    }
    if (path === '/api/probe' && method === 'GET') return probe(url.searchParams.get('url') ?? '');
    throw new HttpError(404, `no API ${method} ${path}`);
  }

  async function create(raw: unknown): Promise<RunningTable> {
    const parsed = CreateTable.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new HttpError(400, `${issue.path.join('.') || 'request'}: ${issue.message}`);
    }
    const req = parsed.data;
    const game = getGame(req.game);
    if (!game) throw new HttpError(400, `unknown game "${req.game}"`);
    try {
      game.options(req.options, req.seats); // a clear message for the form before any port is opened
      const running = await startTable({
        webRoot: options.webRoot,
        // People must be able to follow what the bots play.
        bot: paceTiming('normal'),
        ...options.tableDefaults,
        ...(req.botPace ? { botPace: req.botPace } : {}),
        game: req.game,
        seats: req.seats,
        options: req.options,
        name: req.name,
        code: req.locked ? newTableCode() : null,
        ...(req.bots ? { bots: req.bots } : {}),
        ...(req.botLevel ? { botLevel: req.botLevel } : {}),
      });
      tables.set(running.table.id, running);
      return running;
    } catch (e) {
      throw new HttpError(400, (e as Error).message);
    }
  }

  const server: Server = createServer((req, res) => void handle(req, res));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const denied = localOnly(req, port);
    if (denied) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(denied);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    try {
      if (path === '/api/qr') {
        const svg = await QRCode.toString(url.searchParams.get('text')?.slice(0, 500) || ' ', { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
        res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-store' }).end(svg);
        return;
      }
      if (path.startsWith('/api/')) {
        send(res, 200, await api(req, path, url));
        return;
      }
      await serveStatic(options.webRoot, req, res);
    } catch (e) {
      const status = e instanceof HttpError ? e.status : 500;
      send(res, status, { error: (e as Error).message });
    }
  }

  port = await listen(server, options.port ?? DEFAULT_APP_PORT, options.port === undefined);
  return {
    port,
    url: `http://127.0.0.1:${port}/`,
    hosted: () => [...tables.values()],
    async close() {
      await Promise.all([...tables.values()].map((t) => t.close()));
      tables.clear();
      await browser?.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(text);
}

async function body(req: IncomingMessage): Promise<unknown> {
  if (!(req.headers['content-type'] ?? '').startsWith('application/json')) throw new HttpError(415, 'send JSON');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16 * 1024) throw new HttpError(413, 'request too big');
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'not JSON');
  }
}

/** Another table's public info for "join by address" (the page itself may not read other origins). */
async function probe(raw: string): Promise<PublicTableInfo> {
  let base: URL;
  try { base = new URL(raw); } catch { throw new HttpError(400, `not an address: ${raw}`); }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') throw new HttpError(400, 'only http addresses');
  let res: Response;
  try {
    res = await fetch(new URL('/api/table', base), { signal: AbortSignal.timeout(3000), redirect: 'error' });
  } catch (e) {
    throw new HttpError(502, `no table answers at ${base.host} (${(e as Error).message})`);
  }
  const parsed = PublicTableInfo.safeParse(await res.json().catch(() => null));
  if (!res.ok || !parsed.success) throw new HttpError(502, `${base.host} is not a Stammtisch table`);
  return parsed.data;
}

function listen(server: Server, port: number, fallback: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (e: NodeJS.ErrnoException) => {
      if (fallback && e.code === 'EADDRINUSE') {
        server.listen(0, '127.0.0.1');
        return;
      }
      reject(e);
    };
    server.on('error', onError);
    server.once('listening', () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
    server.listen(port, '127.0.0.1');
  });
}
