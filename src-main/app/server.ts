import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { guardHeaders, crossSiteApiCall } from '../host/httpGuards';
import QRCode from 'qrcode';
import { z } from 'zod';
import { games, getGame } from '../../shared/games/registry';
import { PublicTableInfo } from '../../shared/protocol/messages';
import { lanAddresses } from '../host/addresses';
import { markLookAlikes } from '../host/mdns';
import { startTable, TableBrowser, type RunningTable, type StartTableOptions } from '../host/index';
import { serveStatic } from '../host/staticFiles';
import type { AppInfo, FoundTable, HostedTable } from '../../shared/protocol/lobby';
import { HistoryApi } from './historyApi';
import { HouseRulesApi } from './houseRules';
import { HttpError, readJsonBody } from './http';
import { paceTiming } from '../host/botDriver';
import { localOnly } from './security';
import { newTableCode } from './tableCode';
import { HOST_FORMAT, TableDirs, type HostFile } from './tableDirs';

/** The app's own port: fixed by default, so the page's origin (and with it the remembered name) stays the same. */
export { defaultAppDataDir } from './tableDirs';

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
  /**
   * Where every table this app opens is saved (`tables/<dir>/`), and from
   * where a restart reopens the unfinished ones. Null or absent: nothing is
   * saved and no history is kept (tests); `npm start` passes `defaultAppDataDir()`
   * or `--data DIR`. The history (docs/history.md) lives in its `history/`.
   */
  dataDir?: string | null;
  /** Progress notes for people (reopened tables, save problems). */
  log?: (line: string) => void;
  /** A finished game's table stays open this long for "play again", then closes (default 15 minutes). */
  finishedKeepMs?: number;
}

export interface AppServer {
  port: number;
  /** `http://127.0.0.1:PORT/`: what the window (or a browser) opens. */
  url: string;
  /** Where the tables are saved, or null. */
  dataDir: string | null;
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
  // "Tips allowed": every seat may ask for a tip; default off (a person alone against bots gets them anyway).
  tips: z.boolean().optional(),
  // When a person is away: a bot plays for them after the grace time (default), or the table waits.
  absent: z.enum(['stand-in', 'wait']).optional(),
});

const version = (() => {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
})();

interface Hosted {
  /** The table's data directory and its host.json (null: nothing saved). */
  dir: string | null;
  host: HostFile | null;
  /** Closes a finished table nobody plays again. */
  timer: NodeJS.Timeout | null;
}


/**
 * The lobby's local process API (plain Node, no Electron): serves the
 * renderer, opens tables in this process through the host's `startTable`,
 * lists tables found by mDNS, draws QR codes. Loopback only.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const tables = new Map<RunningTable, Hosted>();
  let browser: TableBrowser | null = null;
  const browseOn = options.browse ?? process.env.STAMMTISCH_NO_MDNS !== '1';
  const log = options.log ?? (() => {});
  const dirs = options.dataDir ? new TableDirs(options.dataDir) : null;
  const keepMs = options.finishedKeepMs ?? 15 * 60_000;
  let port = 0;
  const history = new HistoryApi(options.dataDir ?? null);
  const houseRules = new HouseRulesApi(options.dataDir ?? null, games);

  /** Open tables only: a finished game leaves the lists (it stays reachable for "play again" a while). */
  const open = (): RunningTable[] => [...tables.keys()].filter((t) => !t.table.over);
  const byId = (id: string): RunningTable | undefined => [...tables.keys()].find((t) => t.table.id === id);

  const hostedInfo = (t: RunningTable): HostedTable => {
    const lan = t.addresses.filter((a) => a !== '127.0.0.1');
    const code = t.tableCode;
    // In the fragment: a phone opening the link never sends the code over the network.
    const query = code ? `#code=${encodeURIComponent(code)}` : '';
    const info = t.table.publicInfo();
    return {
      id: t.table.id,
      name: t.table.name,
      game: t.table.game.id,
      port: t.port,
      wsUrl: `ws://127.0.0.1:${t.port}/ws`,
      shareUrls: (lan.length ? lan : ['127.0.0.1']).map((a) => `http://${a.includes(':') ? `[${a}]` : a}:${t.port}/${query}`),
      code,
      admin: t.adminToken,
      seats: info.seats,
      free: info.free,
      started: info.started,
      resumed: t.resumed,
      ...(t.table.dormant ? { away: true } : {}),
    };
  };

  const discovered = (): FoundTable[] => {
    const out: FoundTable[] = [];
    const own = new Set([...lanAddresses(), '127.0.0.1']);
    // A table whose people are all away is nobody's to join now: it stays in "Your tables" only.
    for (const t of open().filter((x) => !x.table.dormant)) {
      const info = t.table.publicInfo();
      out.push({
        id: t.table.id, name: info.name, game: info.game, seats: info.seats, free: info.free, locked: info.locked,
        addresses: ['127.0.0.1'], port: t.port, local: true, lookAlike: false,
      });
    }
    const seen = new Set<string>();
    for (const f of browser?.tables ?? []) {
      // This app's own tables, announced on its LAN addresses, are listed once (as local).
      if (byId(f.id)?.port === f.port && own.has(f.address)) continue;
      const key = `${f.id}|${f.address}|${f.port}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({
        id: f.id, name: f.name, game: f.game, seats: f.seats, free: f.free, locked: f.locked, addresses: [f.address], port: f.port, local: false, lookAlike: false,
      });
    }
    // The same id at two addresses (a remote copy of one of ours included): flag every one of them.
    return markLookAlikes(out.map((f) => ({ ...f, address: f.addresses[0]! }))).map(({ address: _a, ...f }) => f);
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
    if (path === '/api/tables' && method === 'GET') return open().map(hostedInfo);
    if (path === '/api/tables' && method === 'POST') return hostedInfo(await create(await readJsonBody(req, 16 * 1024)));
    const one = /^\/api\/tables\/([\w-]+)$/.exec(path);
    if (one && method === 'GET') {
      // Also a finished table still running for "play again": a reloaded page asks whether its table is there at all.
      const t = byId(one[1]!);
      if (!t) throw new HttpError(404, 'no such table');
      return { ...hostedInfo(t), over: t.table.over };
    }
    if (one && method === 'DELETE') {
      const t = byId(one[1]!);
      if (!t) throw new HttpError(404, 'no such table');
      await end(t);
      return { ok: true };
    }
    if (path === '/api/probe' && method === 'GET') {
      // It makes this computer fetch an address: only for the lobby page itself, which says so in a header no foreign page can set.
      if (req.headers['x-stammtisch'] !== 'lobby') throw new HttpError(403, 'the probe answers the lobby page only (header x-stammtisch: lobby)');
      return probe(url.searchParams.get('url') ?? '');
    }
    if (path === '/api/history' || path.startsWith('/api/history/')) return history.handle(req, path, url);
    if (path === '/api/house-rules' || path.startsWith('/api/house-rules/')) return houseRules.handle(req, path);
    throw new HttpError(404, `no API ${method} ${path}`);
  }

  /** "End this table": the game ends (the record keeps what was played), the table closes and is not reopened. */
  async function end(t: RunningTable): Promise<void> {
    const h = tables.get(t);
    tables.delete(t);
    if (h?.timer) clearTimeout(h.timer);
    if (!t.table.over) t.table.endGame();
    if (h) markFinished(h, true);
    await t.close();
  }

  function markFinished(h: Hosted, finished: boolean): void {
    if (!dirs || !h.dir || !h.host || Boolean(h.host.finished) === finished) return;
    h.host = { ...h.host, finished };
    try { dirs.save(h.dir, h.host); } catch (e) { log(`saving ${h.dir} failed: ${(e as Error).message}`); }
  }

  /** Keeps the app's list and host.json in step with the table: over → finished (closed after a while), played again → open. */
  function track(running: RunningTable, dir: string | null, host: HostFile | null): void {
    const h: Hosted = { dir, host, timer: null };
    tables.set(running, h);
    history.watch(running);
    const sync = () => {
      if (!tables.has(running)) return;
      const over = running.table.over;
      markFinished(h, over);
      if (over && !h.timer) {
        h.timer = setTimeout(() => { if (running.table.over) void end(running); }, keepMs);
        h.timer.unref();
      } else if (!over && h.timer) {
        clearTimeout(h.timer);
        h.timer = null;
      }
    };
    running.table.on('change', sync);
    running.table.on('log', (line) => log(`${running.table.name}: ${line}`));
    sync();
  }

  const base = (): Partial<StartTableOptions> => ({
    webRoot: options.webRoot,
    // People must be able to follow what the bots play.
    bot: paceTiming('normal'),
    ...options.tableDefaults,
  });

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
    } catch (e) {
      throw new HttpError(400, (e as Error).message);
    }
    const dir = dirs?.create() ?? null;
    const adminToken = randomBytes(24).toString('base64url');
    let running: RunningTable;
    try {
      running = await startTable({
        ...base(),
        game: req.game,
        seats: req.seats,
        options: req.options,
        name: req.name,
        code: req.locked ? newTableCode() : null,
        dataDir: dir,
        adminToken,
        ...(req.bots ? { bots: req.bots } : {}),
        ...(req.botLevel ? { botLevel: req.botLevel } : {}),
        ...(req.botPace ? { botPace: req.botPace } : {}),
        ...(req.tips ? { tips: true } : {}),
        ...(req.absent ? { absent: req.absent } : {}),
      });
    } catch (e) {
      if (dir) rmSync(dir, { recursive: true, force: true });
      throw new HttpError(400, (e as Error).message);
    }
    const host: HostFile | null = dirs && dir ? { format: HOST_FORMAT, port: running.port, admin: adminToken, createdAt: new Date().toISOString(), ...(req.botPace ? { botPace: req.botPace } : {}), ...(req.tips ? { tips: true } : {}) } : null;
    if (dirs && dir && host) dirs.save(dir, host);
    track(running, dir, host);
    return running;
  }

  /** A restart: every unfinished table comes back with its id, seats and tokens, on its port when that is free. */
  async function reopenSaved(): Promise<void> {
    if (!dirs) return;
    for (const saved of dirs.unfinished((dir, message) => log(`not reopened: ${message}`))) {
      const { dir, host } = saved;
      // game/seats are read from the saved sidecar; these only matter for a directory without one.
      const settings: StartTableOptions = {
        ...base(), game: '', seats: 0, dataDir: dir, adminToken: host.admin, port: host.port, ...(host.botPace ? { botPace: host.botPace } : {}),
        ...(host.tips ? { tips: true } : {}),
      };
      let running: RunningTable;
      try {
        running = await startTable(settings).catch((e: Error) => {
          if (!/already in use/.test(e.message)) throw e;
          log(`port ${host.port} is taken: the table moves to another port`);
          return startTable({ ...settings, port: 0 });
        });
      } catch (e) {
        log(`not reopened: ${dir}: ${(e as Error).message}`);
        if (/^unknown game ""/.test((e as Error).message)) markFinished({ dir, host, timer: null }, true);
        continue;
      }
      if (!running.resumed) {
        // Its game was over: the table archived the record; nothing to reopen.
        await running.close();
        markFinished({ dir, host, timer: null }, true);
        continue;
      }
      const moved = running.port !== host.port ? { ...host, port: running.port } : host;
      if (moved !== host) dirs.save(dir, moved);
      track(running, dir, moved);
      log(`reopened "${running.table.name}" (${running.table.game.id}) on port ${running.port}`);
    }
  }

  const server: Server = createServer((req, res) => void handle(req, res));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    guardHeaders(res);
    const denied = localOnly(req, port);
    if (denied) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(denied);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    if (path.startsWith('/api/') && crossSiteApiCall(req)) {
      res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('requests from other sites are not accepted');
      return;
    }
    try {
      if (path === '/api/qr') {
        // Four modules of quiet zone, as ISO/IEC 18004 asks: phone cameras miss codes framed tighter on a dark page.
        const svg = await QRCode.toString(url.searchParams.get('text')?.slice(0, 500) || ' ', { type: 'svg', margin: 4, errorCorrectionLevel: 'M' });
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
  await reopenSaved();
  return {
    port,
    url: `http://127.0.0.1:${port}/`,
    dataDir: options.dataDir ?? null,
    hosted: () => [...tables.keys()],
    async close() {
      for (const h of tables.values()) if (h.timer) clearTimeout(h.timer);
      await Promise.all([...tables.keys()].map((t) => t.close()));
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
