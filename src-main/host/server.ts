import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Seat } from '../../shared/engine/game';
import {
  CLOSE, ClientMessage, HARD_MAX_MESSAGE_BYTES, MAX_MESSAGE_BYTES, PROTOCOL_VERSION, type ServerMessage,
} from '../../shared/protocol/messages';
import { guardHeaders, hostNamesThisMachine } from './httpGuards';
import { TAG_BYTES, type Channel } from '../../shared/protocol/secure/channel';
import { HostHandshake, PakeMessage } from '../../shared/protocol/secure/handshake';
import { DEFAULT_GUESS_POLICY, DEFAULT_TABLE_GUESS_POLICY, GuessLimiter, TableGuessLimiter, type GuessPolicy, type TableGuessPolicy } from './guessLimit';
import { DEFAULT_HANDSHAKE_POLICY, HandshakeLimiter, type HandshakePolicy } from './handshakeLimit';
import { sodiumAead } from './sodiumAead';
import { nodeHandshakeCrypto } from './nodeHandshakeCrypto';
import { originProblem } from './origin';
import { cleanName } from './names';
import { TokenBucket } from './rateLimit';
import { fieldsJson, fieldsPatch, viewFields, type ViewFields } from './viewJson';
import { sameSecret } from './seats';
import { serveStatic } from './staticFiles';
import type { ChangeCause, Table } from './table';

export interface ServerSettings {
  webRoot: string | null;
  adminToken: string;
  /** Messages at once / per second per client. */
  rate?: { burst: number; perSecond: number };
  /** A client must say `hello` within this time. */
  helloTimeoutMs?: number;
  /** Dropped messages in a row after which a flooding client is disconnected. */
  floodLimit?: number;
  /** A connection holding more unsent data than this (bytes) is not reading: it is cut. */
  maxBufferedBytes?: number;
  /** Ping interval; a connection that has not answered the previous ping with a pong is cut. */
  heartbeatMs?: number;
  /** Connections per remote address, connections in total, spectators of this table. */
  limits?: Partial<ConnectionLimits>;
  /** Wrong table codes per address: delays and pause (guessLimit.ts). */
  guesses?: Partial<GuessPolicy>;
  /** Wrong table codes for the whole table, from any address (guessLimit.ts). */
  tableGuesses?: Partial<TableGuessPolicy>;
  /** New connections (each a handshake) per address and per table (handshakeLimit.ts). */
  handshakes?: Partial<HandshakePolicy>;
}

export interface ConnectionLimits {
  perAddress: number;
  total: number;
  spectators: number;
}

/** Generous for a room of laptops and phones, small enough that no one address can crowd the host out. */
export const DEFAULT_LIMITS: ConnectionLimits = { perAddress: 16, total: 128, spectators: 32 };
/** 1 MiB: a few hundred states; a reading client never comes near it. */
export const DEFAULT_MAX_BUFFERED = 1024 * 1024;

interface Client {
  ws: WebSocket;
  joined: boolean;
  seat: Seat | null;
  admin: boolean;
  bucket: TokenBucket;
  lastLimitError: number;
  alive: boolean;
  address: string;
  /** The handshake under way (until the client's `pake`); then the encrypted channel (docs/protocol.md "Security"). */
  handshake: HostHandshake | null;
  channel: Channel | null;
  /** This spectator's open seat request (`askSeat`), if any. */
  request?: number;
  /** A tip is being worked out: one at a time per connection (each costs a bot search). */
  tipping?: boolean;
  /** First-game mode asked for (`hello.firstGame`, `firstGame`): only then are its seat's reasons worked out and sent. */
  firstGame: boolean;
  /** The last state this connection was sent (its change `v`, seat, table text, view fields): the next goes as a patch of it. */
  sent?: SentState | null;
}

interface SentState {
  v: number;
  seat: Seat | null;
  table: string;
  fields: ViewFields | null;
}

/** A seat's view at one change: its fields' texts (null: no view, or not a plain object) and, once a whole state needs it, the text. */
interface SeatView {
  fields: ViewFields | null;
  text?: string;
}

/**
 * What one change costs to serialize, done once and shared by every
 * connection: the table, each seat's view (null: spectators) and each
 * seat's first-game reasons (worked out only when a connection of that seat asked).
 */
interface ChangeTexts {
  table?: string;
  /** The table as the host's connections get it: with the seat requests' codes. */
  hostTable?: string;
  views: Map<Seat | null, SeatView>;
  whyNot: Map<Seat, string>;
  /** Each patch's text after `"seq":N,`, by the view fields it builds on and the table text it carries ('' for none). */
  patches: Map<ViewFields, Map<string, string>>;
}

const freshTexts = (): ChangeTexts => ({ views: new Map(), whyNot: new Map(), patches: new Map() });

/**
 * HTTP (browser UI, `/api/table`) and the WebSocket protocol on one port.
 * Validates everything a client sends; the table decides.
 */
export class TableServer {
  readonly http: Server;
  private readonly wss: WebSocketServer;
  private readonly clients = new Set<Client>();
  /** The name each connection said hello with (for its seat requests). */
  private readonly names = new WeakMap<Client, string>();
  /** The JSON of the views' shared parts, serialized once for every seat and change (viewJson.ts). */
  private readonly partTexts = new WeakMap<object, string>();
  /** The change number `v` of state frames: one more for every change sent; a patch names the `v` it builds on. */
  private v = 0;
  private readonly heartbeat: NodeJS.Timeout;
  private readonly perAddress = new Map<string, number>();
  private readonly limits: ConnectionLimits;
  private readonly maxBuffered: number;
  private readonly guesses: GuessLimiter;
  private readonly tableGuesses: TableGuessLimiter;
  private readonly handshakes: HandshakeLimiter;

  constructor(private readonly table: Table, private readonly settings: ServerSettings) {
    this.http = createServer((req, res) => void this.onHttp(req, res));
    this.wss = new WebSocketServer({ server: this.http, maxPayload: HARD_MAX_MESSAGE_BYTES });
    this.limits = { ...DEFAULT_LIMITS, ...settings.limits };
    this.maxBuffered = settings.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED;
    this.guesses = new GuessLimiter({ ...DEFAULT_GUESS_POLICY, ...settings.guesses });
    this.tableGuesses = new TableGuessLimiter({ ...DEFAULT_TABLE_GUESS_POLICY, ...settings.tableGuesses });
    this.handshakes = new HandshakeLimiter({ ...DEFAULT_HANDSHAKE_POLICY, ...settings.handshakes });
    this.wss.on('connection', (ws, req) => this.onConnection(ws, req));
    // Listen errors (port taken) reach the caller through the HTTP server; ws re-emits them here.
    this.wss.on('error', () => {});
    table.on('change', (cause) => this.broadcast(cause));
    table.on('kick', (seat, reason) => this.kick(seat, reason));
    // Half-open connections (a laptop that left the Wi-Fi) are found by ping/pong;
    // only a pong counts, so a client that talks but never reads cannot pass for alive.
    this.heartbeat = setInterval(() => {
      for (const c of this.clients) {
        if (!c.alive) c.ws.terminate();
        else {
          c.alive = false;
          c.ws.ping();
        }
      }
    }, settings.heartbeatMs ?? 15_000);
    this.heartbeat.unref();
  }

  get connections(): number {
    return this.clients.size;
  }

  /** The most unsent data any one connection holds now (bytes): what a slow reader costs. */
  maxBufferedAmount(): number {
    let max = 0;
    for (const c of this.clients) max = Math.max(max, c.ws.bufferedAmount);
    return max;
  }

  private async onHttp(req: IncomingMessage, res: ServerResponse): Promise<void> {
    guardHeaders(res);
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/api/table') {
      const body = JSON.stringify(this.table.publicInfo());
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(body);
      return;
    }
    if (path === '/api/record') {
      this.serveRecord(req, res);
      return;
    }
    // The page asks this first to know whether it is a lobby: a table's port says it is not (no 404 in a guest's console).
    if (path === '/api/app') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ app: 'stammtisch-table' }));
      return;
    }
    if (path?.startsWith('/api/')) {
      res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ error: `no such endpoint: ${path}` }));
      return;
    }
    await serveStatic(this.settings.webRoot, req, res);
  }

  /**
   * The table record (save file, export, input of `replay`) as a download,
   * once the game is over: before that it holds every hand, and no client
   * may see those.
   */
  private serveRecord(req: IncomingMessage, res: ServerResponse): void {
    const json = (status: number, body: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...extra });
      res.end(JSON.stringify(body));
    };
    // A foreign name in Host is a page of another site that rebound its name to this address: no record for it.
    if (!hostNamesThisMachine(req.headers.host)) return json(403, { error: 'Ask this table by its address (or localhost, or its .local name).' });
    // A locked table's record (every hand, the seed, the names) needs the code: it comes only through the encrypted connection.
    if (this.table.code !== null) return json(403, { error: 'This table is locked: save its record from the table page.' });
    const match = this.table.match;
    if (!match) return json(404, { error: 'The game has not started: there is no record yet.' });
    if (!this.table.over) return json(409, { error: 'The record can be saved once the game is over: until then it holds every hand.' });
    json(200, match.record, { 'content-disposition': `attachment; filename="${this.recordFile()}"` });
  }

  private recordFile(): string {
    return `stammtisch-${this.table.game.id}-${this.table.id}.json`;
  }

  private onConnection(ws: WebSocket, req: IncomingMessage): void {
    const rate = this.settings.rate ?? { burst: 50, perSecond: 25 };
    const address = req.socket.remoteAddress ?? '?';
    const client: Client = {
      ws, joined: false, seat: null, admin: false, bucket: new TokenBucket(rate.burst, rate.perSecond), lastLimitError: 0, alive: true, address,
      firstGame: false, handshake: null, channel: null,
    };
    const fromHere = (this.perAddress.get(address) ?? 0) + 1;
    this.perAddress.set(address, fromHere);
    this.clients.add(client);
    ws.on('close', () => {
      const n = (this.perAddress.get(address) ?? 1) - 1;
      if (n > 0) this.perAddress.set(address, n);
      else this.perAddress.delete(address);
    });
    if (this.clients.size > this.limits.total) {
      ws.on('error', () => ws.terminate());
      ws.on('close', () => this.clients.delete(client));
      this.fail(client, 'host-busy', `The host serves at most ${this.limits.total} connections; try again later.`, CLOSE.busy);
      return;
    }
    if (fromHere > this.limits.perAddress) {
      ws.on('error', () => ws.terminate());
      ws.on('close', () => this.clients.delete(client));
      this.fail(client, 'too-many-connections', `At most ${this.limits.perAddress} connections from one address; close another tab first.`, CLOSE.busy);
      return;
    }
    const foreign = originProblem(req);
    if (foreign) {
      ws.on('error', () => ws.terminate());
      ws.on('close', () => this.clients.delete(client));
      this.fail(client, 'foreign-origin', foreign, CLOSE.origin);
      return;
    }
    const over = this.handshakes.take(address);
    if (over) {
      ws.on('error', () => ws.terminate());
      ws.on('close', () => this.clients.delete(client));
      this.fail(client, 'too-many-handshakes', over === 'address'
        ? 'Too many new connections from your address: try again in a few seconds.'
        : 'Too many new connections to this table: try again in a few seconds.', CLOSE.busy);
      return;
    }
    client.handshake = new HostHandshake(this.table.id, this.table.code, nodeHandshakeCrypto);
    this.send(client, { type: 'challenge', protocol: PROTOCOL_VERSION, ...client.handshake.challenge });
    const helloTimer = setTimeout(() => {
      if (!client.joined) this.fail(client, 'not-joined', 'No hello within the time limit.', CLOSE.protocol);
    }, this.settings.helloTimeoutMs ?? 15_000);
    helloTimer.unref();
    ws.on('pong', () => { client.alive = true; });
    ws.on('message', (data, isBinary) => this.onMessage(client, data, isBinary));
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      clearTimeout(helloTimer);
      this.clients.delete(client);
      if (client.request !== undefined) this.table.dropRequest(client.request);
      if (client.joined && client.seat !== null) this.table.disconnect(client.seat);
    });
  }

  private onMessage(client: Client, data: RawData, isBinary: boolean): void {
    // Refused and closing: what still arrives is not read.
    if (client.ws.readyState !== client.ws.OPEN) return;
    if (!client.bucket.take()) {
      // A dropped sealed frame still uses up its number.
      client.channel?.skip();
      if (client.bucket.dropped >= (this.settings.floodLimit ?? 200)) {
        this.fail(client, 'rate-limited', 'Too many messages: disconnected.', CLOSE.flood);
        return;
      }
      const now = performance.now();
      if (now - client.lastLimitError > 1000) {
        client.lastLimitError = now;
        this.send(client, { type: 'error', code: 'rate-limited', message: 'Too many messages; this one was dropped. Slow down.' });
      }
      return;
    }
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    const channel = client.channel;
    const size = channel ? bytes.length - TAG_BYTES : bytes.length;
    if (size > MAX_MESSAGE_BYTES) {
      channel?.skip();
      this.send(client, { type: 'error', code: 'too-big', message: `Messages are limited to ${MAX_MESSAGE_BYTES} bytes; this one has ${size}.` });
      return;
    }
    if (!channel) {
      this.handshakeMessage(client, bytes, isBinary);
      return;
    }
    // After the handshake only sealed binary frames count; anything else is forged or broken, and the numbering is lost.
    const text = isBinary ? channel.open(bytes) : null;
    if (text === null) {
      this.fail(client, 'bad-frame', 'A frame that is not sealed for this connection: disconnected.', CLOSE.protocol);
      return;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      this.send(client, { type: 'error', code: 'bad-json', message: 'That was not JSON.' });
      return;
    }
    const parsed = ClientMessage.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const where = issue.path.length ? ` (${issue.path.join('.')})` : '';
      const replyTo = replyIdOf(raw);
      this.send(client, {
        type: 'error', code: 'bad-message', message: `Not a message of protocol ${PROTOCOL_VERSION}: ${issue.message}${where}`,
        ...(replyTo !== undefined ? { replyTo } : {}),
      });
      return;
    }
    this.handle(client, parsed.data);
  }

  /**
   * The client's answer to the `challenge` (shared/protocol/secure/handshake.ts).
   * On a locked table each answer is one guess of the code: limited per
   * address and for the whole table, counted when wrong. A client still
   * speaking protocol 2 (a page from before) is told to reload.
   */
  private handshakeMessage(client: Client, bytes: Buffer, isBinary: boolean): void {
    let raw: unknown;
    try {
      raw = isBinary ? undefined : JSON.parse(bytes.toString('utf8'));
    } catch { /* refused below */ }
    const type = raw && typeof raw === 'object' ? (raw as { type?: unknown }).type : undefined;
    const protocol = raw && typeof raw === 'object' ? (raw as { protocol?: unknown }).protocol : undefined;
    if ((type === 'pake' || type === 'hello') && protocol !== PROTOCOL_VERSION) {
      this.fail(client, 'protocol', `This table speaks protocol ${PROTOCOL_VERSION} (encrypted), not ${String(protocol)}: reload the page or update the app.`, CLOSE.protocol);
      return;
    }
    const parsed = PakeMessage.safeParse(raw);
    if (!parsed.success) {
      this.fail(client, 'handshake', 'The connection starts with the handshake (`pake`, docs/protocol.md "Security").', CLOSE.protocol);
      return;
    }
    const handshake = client.handshake!;
    const locked = this.table.code !== null;
    if (locked && !parsed.data.code) {
      this.fail(client, 'wrong-code', 'This table is locked: joining needs the table code.', CLOSE.denied);
      return;
    }
    if (locked) {
      const wait = this.guesses.waitMs(client.address);
      const tableWait = this.tableGuesses.waitMs(client.address);
      if (wait > 0 || tableWait > 0) {
        const why = wait >= tableWait ? 'from your address' : 'at this table';
        this.fail(client, 'too-many-guesses', `Too many wrong table codes ${why}: try again in ${Math.ceil(Math.max(wait, tableWait) / 1000)} s.`, CLOSE.busy);
        return;
      }
    }
    const out = handshake.finish(parsed.data, sodiumAead);
    client.handshake = null;
    if (!out.ok) {
      if (out.why === 'wrong-code' && locked) {
        this.guesses.wrong(client.address);
        this.tableGuesses.wrong(client.address);
      }
      this.fail(client, out.why === 'bad-share' ? 'handshake' : 'wrong-code', out.why === 'bad-share'
        ? 'The handshake share is of low order.'
        : locked ? 'Wrong table code.' : 'The handshake failed: reload the page.', out.why === 'bad-share' ? CLOSE.protocol : CLOSE.denied);
      return;
    }
    if (locked) {
      this.guesses.right(client.address);
      this.tableGuesses.right(client.address);
    }
    client.channel = out.channel;
  }

  private handle(client: Client, msg: ClientMessage): void {
    if (msg.type === 'ping') {
      this.send(client, { type: 'pong', ...(msg.t !== undefined ? { t: msg.t } : {}) });
      return;
    }
    if (msg.type === 'hello') {
      if (client.joined) {
        this.send(client, { type: 'error', code: 'already-joined', message: 'This connection has already joined.' });
        return;
      }
      this.hello(client, msg);
      return;
    }
    if (!client.joined) {
      this.send(client, { type: 'error', code: 'not-joined', message: 'Say hello first.' });
      return;
    }
    if (msg.type === 'action') {
      const replyTo = msg.id;
      const reply = replyTo !== undefined ? { replyTo } : {};
      if (client.seat === null) {
        this.send(client, { type: 'error', code: 'spectator', message: 'Spectators cannot act.', ...reply });
        return;
      }
      // Accepted actions cost a token like any message: a stream of accepted no-ops must not be free.
      const out = this.table.act(client.seat, msg.action, { client, ...reply });
      if (!out.ok) this.send(client, { type: 'error', code: out.code, message: out.message, ...reply });
      return;
    }
    if (msg.type === 'askSeat') {
      this.askSeat(client, msg.seat ?? null);
      return;
    }
    if (msg.type === 'takeBack' || msg.type === 'takeBackAnswer' || msg.type === 'pauseBots') {
      if (client.seat === null) {
        this.send(client, { type: 'error', code: 'spectator', message: 'Spectators cannot do that.' });
        return;
      }
      const out = msg.type === 'takeBack' ? this.table.takeBack(client.seat)
        : msg.type === 'takeBackAnswer' ? this.table.answerTakeBack(client.seat, msg.accept)
          : this.table.pauseBots(client.seat, msg.paused);
      if (!out.ok) this.send(client, { type: 'error', code: out.code, message: out.message });
      return;
    }
    if (msg.type === 'tip') {
      this.tip(client, msg.id);
      return;
    }
    if (msg.type === 'record') {
      const match = this.table.match;
      if (!match || !this.table.over) {
        this.send(client, { type: 'error', code: 'not-over', message: 'The record can be saved once the game is over: until then it holds every hand.' });
        return;
      }
      this.send(client, { type: 'record', file: this.recordFile(), record: match.record });
      return;
    }
    if (msg.type === 'goHome') {
      this.goHome(client);
      return;
    }
    if (msg.type === 'firstGame') {
      this.firstGame(client, msg.on);
      return;
    }
    if (msg.type === 'resync') {
      // The client could not apply a patch: the whole state, and patches of it from then on.
      client.sent = null;
      this.sendState(client, this.table.info(), freshTexts());
      return;
    }
    if (!client.admin) {
      this.send(client, { type: 'error', code: 'not-admin', message: 'Only the host may do that.' });
      return;
    }
    if (msg.type === 'giveSeat' || msg.type === 'refuseSeat' || msg.type === 'playAgain') {
      void this.seatAdmin(client, msg);
      return;
    }
    const out = msg.type === 'seatBot' ? this.table.seatBot(msg.seat, msg.level)
      : msg.type === 'removePlayer' ? this.table.removePlayer(msg.seat)
        : msg.type === 'absent' ? this.table.setAbsent(msg.absent)
          : this.table.endGame();
    if (!out.ok) this.send(client, { type: 'error', code: out.code, message: out.message });
  }

  /** "I'm going home": every connection of that seat stays as a spectator (the seat no longer answers to them). */
  private goHome(client: Client): void {
    const seat = client.seat;
    if (seat === null) {
      this.send(client, { type: 'error', code: 'not-seated', message: 'You have no seat here to leave.' });
      return;
    }
    for (const c of this.clients) if (c.joined && c.seat === seat) c.seat = null;
    const out = this.table.goHome(seat);
    if (!out.ok) this.send(client, { type: 'error', code: out.code, message: out.message });
  }

  /** A tip costs a message token like an action, and only one runs per connection at a time. */
  private tip(client: Client, id: number | undefined): void {
    const reply = id !== undefined ? { replyTo: id } : {};
    if (client.seat === null) {
      this.send(client, { type: 'error', code: 'spectator', message: 'Spectators get no tips.', ...reply });
      return;
    }
    if (client.tipping) {
      this.send(client, { type: 'error', code: 'tip-busy', message: 'A tip is on its way; wait for it.', ...reply });
      return;
    }
    client.tipping = true;
    const seat = client.seat;
    void this.table.tip(seat).then((out) => {
      client.tipping = false;
      if (client.seat !== seat) return;
      if (out.ok) this.send(client, { type: 'tip', seq: out.seq, action: out.action as { type: string; seat: number }, reason: out.reason, ...reply });
      else this.send(client, { type: 'error', code: out.code, message: out.message, ...reply });
    }, () => { client.tipping = false; });
  }

  /**
   * First-game mode for this connection. Turned on, a seated connection gets
   * the reasons for the state it has now at once (the person switched it on
   * in the middle of a turn); a spectator's switch is kept for a seat it may
   * be given later and brings nothing.
   */
  private firstGame(client: Client, on: boolean): void {
    const was = client.firstGame;
    client.firstGame = on;
    if (!on || was || client.seat === null) return;
    this.sendRaw(client, `{"type":"whyNot","seq":${this.table.seq},"whyNot":${JSON.stringify(this.table.whyNot(client.seat))}}`);
  }

  private hello(client: Client, msg: Extract<ClientMessage, { type: 'hello' }>): void {
    if (msg.protocol !== PROTOCOL_VERSION) {
      this.fail(client, 'protocol', `This table speaks protocol ${PROTOCOL_VERSION}, not ${msg.protocol}: update the app.`, CLOSE.protocol);
      return;
    }
    let admin = false;
    if (msg.admin !== undefined) {
      if (!sameSecret(msg.admin, this.settings.adminToken)) {
        this.fail(client, 'bad-admin', 'Wrong admin token.', CLOSE.denied);
        return;
      }
      admin = true;
    }
    if (msg.spectate && !admin && msg.token === undefined) {
      let watching = 0;
      for (const c of this.clients) if (c.joined && c.seat === null && !c.admin) watching++;
      if (watching >= this.limits.spectators) {
        this.fail(client, 'too-many-spectators', `This table has its ${this.limits.spectators} spectators already.`, CLOSE.busy);
        return;
      }
    }
    // The channel exists only after the handshake: on a locked table that proved the code (handshakeMessage).
    const out = this.table.join(msg, admin, client.channel !== null);
    if (!out.ok) {
      this.fail(client, out.code, out.message, out.code === 'table-full' ? CLOSE.full : CLOSE.denied);
      return;
    }
    if (out.seat !== null) {
      // The same seat from a newer connection: the old one (often half-open) goes.
      for (const other of this.clients) {
        if (other !== client && other.joined && other.seat === out.seat) {
          this.send(other, { type: 'bye', reason: 'replaced', message: 'Your seat was taken over by a newer connection.' });
          other.joined = false;
          this.table.disconnect(out.seat);
          other.ws.close(CLOSE.replaced, 'replaced');
        }
      }
    }
    client.joined = true;
    client.seat = out.seat;
    client.admin = admin;
    client.firstGame = msg.firstGame === true;
    this.names.set(client, cleanName(msg.name));
    const info = this.table.info();
    this.send(client, { type: 'welcome', protocol: PROTOCOL_VERSION, seat: out.seat, token: out.token, admin, table: admin ? this.hostInfo(info) : info });
    // `connect` announces the change, which sends this client its first state.
    if (out.seat !== null) this.table.connect(out.seat);
    else this.sendState(client, this.table.info(), freshTexts());
  }

  /**
   * Every client gets its own seat's view; views are computed and
   * serialized once per seat (every spectator gets the same text). The
   * connection whose action caused the change is answered first: it is
   * the one waiting.
   */
  private broadcast(cause: ChangeCause): void {
    this.v++;
    const table = this.table.info();
    const texts = freshTexts();
    const cand = cause.client as Client | undefined;
    const actor = cand && this.clients.has(cand) && cand.joined ? cand : undefined;
    if (actor) this.sendState(actor, table, texts, cause.replyTo);
    for (const c of this.clients) {
      if (!c.joined || c === actor) continue;
      this.sendState(c, table, texts);
    }
  }

  /**
   * A connection's state: a patch of the one it was sent last (what changed
   * since, docs/protocol.md "State and patch") when it had one for the same
   * seat, else the whole state. Patches are built from the same per-seat
   * field texts as whole states, once per change for every connection that
   * builds on the same state.
   */
  private sendState(c: Client, table: ReturnType<Table['info']>, texts: ChangeTexts, replyTo?: number): void {
    let view = texts.views.get(c.seat);
    if (view === undefined) {
      const v = this.table.view(c.seat);
      const fields = viewFields(v, this.partTexts);
      view = fields ? { fields } : { fields: null, text: JSON.stringify(v) };
      texts.views.set(c.seat, view);
    }
    const tableText = c.admin && table.requests ? (texts.hostTable ??= JSON.stringify(this.hostInfo(table))) : (texts.table ??= JSON.stringify(table));
    const reply = replyTo !== undefined ? `,"replyTo":${replyTo}` : '';
    const whyNot = c.firstGame && c.seat !== null ? this.whyNotJson(c.seat, texts) : '';
    const prev = c.sent;
    let frame: string;
    if (prev && prev.seat === c.seat && prev.fields && view.fields) {
      const tableSame = prev.table === tableText;
      let byTable = texts.patches.get(prev.fields);
      if (!byTable) texts.patches.set(prev.fields, byTable = new Map());
      let body = byTable.get(tableSame ? '' : tableText);
      if (body === undefined) {
        const patch = fieldsPatch(prev.fields, view.fields);
        const gone = patch.gone.length ? `,"gone":${JSON.stringify(patch.gone)}` : '';
        body = `"v":${this.v},"base":${prev.v}${tableSame ? '' : `,"table":${tableText}`},"view":${patch.view}${gone}`;
        byTable.set(tableSame ? '' : tableText, body);
      }
      frame = `{"type":"patch","seq":${this.table.seq},${body}${reply}${whyNot}}`;
    } else {
      view.text ??= fieldsJson(view.fields!);
      frame = `{"type":"state","seq":${this.table.seq},"v":${this.v},"table":${tableText},"view":${view.text}${reply}${whyNot}}`;
    }
    c.sent = { v: this.v, seat: c.seat, table: tableText, fields: view.fields };
    this.sendRaw(c, frame);
  }

  /** The table info with each seat request's code: for the host's connections only. */
  private hostInfo(table: ReturnType<Table['info']>): ReturnType<Table['info']> {
    if (!table.requests) return table;
    const codes = new Map(this.table.requests.map((r) => [r.id, r.code]));
    return { ...table, requests: table.requests.map((r) => ({ ...r, code: codes.get(r.id) ?? '' })) };
  }

  /** First-game reasons for a seat whose connection asked, once per seat per change (docs/protocol.md "First-game reasons"). */
  private whyNotJson(seat: Seat, texts: ChangeTexts): string {
    let out = texts.whyNot.get(seat);
    if (out === undefined) {
      const list = this.table.whyNot(seat);
      out = list.length > 0 ? `,"whyNot":${JSON.stringify(list)}` : '';
      texts.whyNot.set(seat, out);
    }
    return out;
  }

  private kick(seat: Seat, reason: 'removed' | 'replaced' = 'removed'): void {
    for (const c of this.clients) {
      if (c.joined && c.seat === seat) {
        this.send(c, reason === 'removed'
          ? { type: 'bye', reason, message: 'The host removed you from this seat.' }
          : { type: 'bye', reason, message: 'The host gave your seat to another device.' });
        c.joined = false;
        c.ws.close(reason === 'removed' ? CLOSE.removed : CLOSE.replaced, reason);
      }
    }
  }

  // ---- seat requests and hand-over (docs/protocol.md, "The host runs the table") ----

  /** A spectator asks for a seat; the host sees it in `table.requests`. */
  private askSeat(client: Client, seat: Seat | null): void {
    if (client.seat !== null) {
      this.send(client, { type: 'error', code: 'seated', message: 'You already have a seat.' });
      return;
    }
    const name = this.names.get(client) ?? 'Guest';
    const out = this.table.askSeat(name, seat, client.request ?? null);
    if (!out.ok) {
      delete client.request;
      this.send(client, { type: 'error', code: out.code, message: out.message });
      return;
    }
    client.request = out.id;
    this.send(client, { type: 'seatAsked', request: out.id, code: out.code });
  }

  private async seatAdmin(client: Client, msg: Extract<ClientMessage, { type: 'giveSeat' | 'refuseSeat' | 'playAgain' }>): Promise<void> {
    if (msg.type === 'playAgain') {
      const out = await this.table.playAgain();
      if (!out.ok) this.send(client, { type: 'error', code: out.code, message: out.message });
      return;
    }
    const asker = [...this.clients].find((c) => c.request === msg.request && c.seat === null);
    if (msg.type === 'refuseSeat') {
      if (asker) {
        delete asker.request;
        this.send(asker, { type: 'error', code: 'seat-refused', message: 'The host did not give you that seat.' });
      }
      this.table.dropRequest(msg.request);
      return;
    }
    if (!asker) {
      this.table.dropRequest(msg.request);
      this.send(client, { type: 'error', code: 'no-such-request', message: 'That person is no longer waiting.' });
      return;
    }
    const out = this.table.giveSeat(msg.request, msg.seat);
    if (!out.ok) {
      this.send(client, { type: 'error', code: out.code, message: out.message });
      return;
    }
    delete asker.request;
    asker.seat = out.seat;
    // A second welcome: the seat and its token for this connection (a page keeps the token as after a hello).
    const info = this.table.info();
    this.send(asker, { type: 'welcome', protocol: PROTOCOL_VERSION, seat: out.seat, token: out.token, admin: asker.admin, table: asker.admin ? this.hostInfo(info) : info });
    this.table.connect(out.seat);
  }

  /** Fatal: said in the channel once there is one, else in clear (nothing secret in a refusal at the door). */
  private fail(client: Client, code: string, message: string, close: number): void {
    this.send(client, { type: 'error', code, message, fatal: true });
    client.ws.close(close, code);
  }

  private send(client: Client, msg: ServerMessage): void {
    this.sendRaw(client, JSON.stringify(msg));
  }

  private sendRaw(client: Client, text: string): void {
    const ws = client.ws;
    if (ws.readyState !== ws.OPEN) return;
    // A client that does not read its socket would make the host hold every state for it: cut it.
    if (ws.bufferedAmount > this.maxBuffered) {
      ws.terminate();
      return;
    }
    ws.send(client.channel ? client.channel.seal(text) : text);
  }

  /** Say goodbye to everyone, then stop listening. */
  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    for (const c of this.clients) {
      this.send(c, { type: 'bye', reason: 'shutdown', message: 'The host closed the table.' });
      c.ws.close(1001, 'shutdown');
    }
    const wsClosed = new Promise<void>((resolve) => this.wss.close(() => resolve()));
    // Sockets that do not finish the closing handshake in time are cut.
    const cut = setTimeout(() => { for (const c of this.clients) c.ws.terminate(); }, 1000);
    await wsClosed;
    clearTimeout(cut);
    const httpClosed = new Promise<void>((resolve) => this.http.close(() => resolve()));
    this.http.closeAllConnections();
    await httpClosed;
  }
}

function replyIdOf(raw: unknown): number | undefined {
  const id = raw && typeof raw === 'object' ? (raw as { id?: unknown }).id : undefined;
  return typeof id === 'number' && Number.isInteger(id) ? id : undefined;
}
