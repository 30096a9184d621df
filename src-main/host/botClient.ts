import WebSocket from 'ws';
import type { Bot, View } from '../../shared/engine/game';
import { createRng, randomSeed } from '../../shared/engine/rng';
import { getGame } from '../../shared/games/registry';
import { PROTOCOL_VERSION, ServerMessage } from '../../shared/protocol/messages';
import type { Channel } from '../../shared/protocol/secure/channel';
import { answerChallenge } from '../../shared/protocol/secure/handshake';
import { patchState } from '../../shared/protocol/stateFrames';
import { sodiumAead } from './sodiumAead';
import { nodeHandshakeCrypto } from './nodeHandshakeCrypto';
import { pickBot } from './botDriver';

export interface BotClientOptions {
  /** `ws://HOST:PORT[/]`, or the browser URL `http://HOST:PORT/#code=…` (or the older `?code=…`). */
  url: string;
  name?: string;
  /** Table code; also taken from `#code=` (or `?code=`) in the URL. */
  code?: string;
  /** Wait this long before each action (at least; a real-time game's bot waits its own reaction time). */
  delayMs?: number;
  level?: string;
  seed?: string;
  /** Give up reconnecting after this long without a connection. */
  reconnectForMs?: number;
  /** Every message received, as its JSON text. */
  onMessage?: (text: string) => void;
  /** Round trip of each accepted action: send → the `state` answering it. */
  onRoundTrip?: (ms: number) => void;
  /** Progress notes for people (connects, drops). */
  onNote?: (text: string) => void;
}

export interface BotClientResult {
  /** 0: the game ended; 1: refused, unreachable, removed or lost. */
  code: 0 | 1;
  message: string;
  seat: number | null;
  actions: number;
}

type State = Extract<ServerMessage, { type: 'state' }>;

/** Turns `http(s)://` into `ws(s)://` and pulls the table code out of the fragment (share links) or the query (older links). */
export function parseTableUrl(input: string): { url: string; code?: string } {
  const u = new URL(/^[a-z]+:\/\//i.test(input) ? input : `ws://${input}`);
  if (u.protocol === 'http:') u.protocol = 'ws:';
  if (u.protocol === 'https:') u.protocol = 'wss:';
  if (u.protocol !== 'ws:' && u.protocol !== 'wss:') throw new Error(`not a table address: ${input}`);
  const code = new URLSearchParams(u.hash.slice(1)).get('code') ?? u.searchParams.get('code') ?? undefined;
  u.search = '';
  u.hash = '';
  return code ? { url: u.toString(), code } : { url: u.toString() };
}

/** What a real-time view carries (Dobble's does): the bot's reaction restarts when one of these changes, as the host's bots do. */
interface RealtimeView {
  round?: unknown;
  phase?: unknown;
  version?: unknown;
  lockedUntil?: unknown[];
}

function reactionKey(view: View, seat: number): string {
  const v = view as RealtimeView;
  return `${String(v.round)}/${String(v.phase)}/${String(v.version)}/${String(v.lockedUntil?.[seat])}`;
}

/**
 * A bot that joins over the network like a person, but says it is a bot
 * (`hello.bot`: the others see its seat as one): first free seat, plays
 * from its own view until the game ends, and comes back with its token
 * after a dropped connection or a host restart. In a real-time game
 * (a bot with `reactionMs`) it claims after its level's reaction time from
 * the moment its view last changed, like the host's own bots.
 */
export function runBotClient(options: BotClientOptions): Promise<BotClientResult> {
  const { url, code: urlCode } = parseTableUrl(options.url);
  const code = options.code ?? urlCode;
  let name = options.name ?? 'Bot';
  let nameTries = 1;
  const delayMs = options.delayMs ?? 0;
  const seed = options.seed ?? randomSeed();
  const reconnectForMs = options.reconnectForMs ?? 60_000;
  const note = options.onNote ?? (() => {});

  return new Promise((resolve) => {
    let ws: WebSocket | null = null;
    /** The encrypted channel of the current connection (null until its handshake). */
    let channel: Channel | null = null;
    /** A sealed frame came: the host took the handshake; from now on nothing in clear counts. */
    let sealedSeen = false;
    let token: string | null = null;
    let seat: number | null = null;
    let bot: Bot | null = null;
    let last: State | null = null;
    /** A patch did not fit `last`: `resync` asked, until a whole state comes. */
    let resyncAsked = false;
    let pending: { id: number; seq: number; sentAt: number } | null = null;
    let timer: NodeJS.Timeout | null = null;
    /** The real-time view the running timer reacts to (null: not a real-time plan). */
    let planKey: string | null = null;
    let draws = 0;
    let nextId = 1;
    let tries = 0;
    let actions = 0;
    let droppedAt: number | null = null;
    let attempt = 0;
    let lastError = '';
    let finished = false;

    const finish = (exit: 0 | 1, message: string) => {
      if (finished) return;
      finished = true;
      if (timer) clearTimeout(timer);
      ws?.close(1000);
      resolve({ code: exit, message, seat, actions });
    };

    const send = (msg: object) => {
      if (ws?.readyState === WebSocket.OPEN && channel) ws.send(channel.seal(JSON.stringify(msg)));
    };

    const act = () => {
      timer = null;
      planKey = null;
      const view = last?.view as View | null | undefined;
      if (finished || pending || !bot || !view || !last) return;
      const choice = bot.decide(view, createRng(seed, `${last.seq}/${tries}`));
      if (!choice) return;
      const { seat: _own, ...action } = choice;
      const sent = { id: nextId++, seq: last.seq, sentAt: performance.now() };
      pending = sent;
      send({ type: 'action', id: sent.id, action });
      // The host may drop a message unread (its rate limit) and says so at most once a second:
      // no answer within 3 s means decide again.
      setTimeout(() => {
        if (pending !== sent || finished) return;
        pending = null;
        note('no answer to an action within 3 s: deciding again');
        consider(0);
      }, 3000).unref();
    };

    /** A real-time bot's pause: its level's reaction time for this view (never below --delay). */
    const reaction = (view: View): number =>
      Math.max(delayMs, Math.round(bot!.reactionMs!(view, createRng(seed, `react/${last?.seq ?? 0}/${draws++}`))));

    const consider = (wait = delayMs) => {
      if (pending || finished) return;
      const view = last?.view as View | null | undefined;
      const realtime = !!bot?.reactionMs && view != null && seat !== null && (view as RealtimeView).version !== undefined;
      if (realtime) {
        const key = reactionKey(view!, seat!);
        // The table changed under a running reaction: react to the new one from now.
        if (timer && planKey === key) return;
        if (timer) clearTimeout(timer);
        timer = null;
        planKey = null;
        if (view!.legal.length === 0) return;
        planKey = key;
        timer = setTimeout(act, reaction(view!));
        return;
      }
      if (timer) return;
      if (!view || seat === null || view.legal.length === 0) return;
      if (wait <= 0) act();
      else timer = setTimeout(act, wait);
    };

    const onMessage = (text: string) => {
      // Frames still in flight when the bot has finished (its log may be closed already) are dropped.
      if (finished) return;
      options.onMessage?.(text);
      let msg: ServerMessage;
      try {
        const raw = JSON.parse(text);
        // States are the bulk (one per action); their shape is checked lightly, the rest by the schema.
        msg = (raw?.type === 'state' && typeof raw.seq === 'number' && raw.table && typeof raw.table === 'object')
          || (raw?.type === 'patch' && typeof raw.seq === 'number' && typeof raw.base === 'number' && raw.view && typeof raw.view === 'object')
          ? raw : ServerMessage.parse(raw);
      } catch (e) {
        note(`ignoring a message that is not protocol ${PROTOCOL_VERSION}: ${(e as Error).message.split('\n')[0]}`);
        return;
      }
      if (msg.type === 'patch') {
        // What changed since the state held (docs/protocol.md "State and patch"); one that does not fit: the whole state again, asked once.
        const whole = patchState(last, msg);
        if (!whole) {
          if (!resyncAsked) send({ type: 'resync' });
          resyncAsked = true;
          return;
        }
        msg = whole;
      } else if (msg.type === 'state') resyncAsked = false;
      switch (msg.type) {
        case 'challenge': {
          // The handshake: the code is its password and never travels; then hello in the channel.
          if (channel || !ws) return;
          let answer: ReturnType<typeof answerChallenge>;
          try {
            answer = answerChallenge(msg, code ?? null, PROTOCOL_VERSION, sodiumAead, nodeHandshakeCrypto);
          } catch (e) {
            return finish(1, `cannot join ${url}: ${(e as Error).message}`);
          }
          ws.send(JSON.stringify(answer.message));
          channel = answer.channel;
          send({ type: 'hello', protocol: PROTOCOL_VERSION, name, bot: true, ...(token ? { token } : {}) });
          return;
        }
        case 'welcome': {
          token = msg.token;
          seat = msg.seat;
          const game = getGame(msg.table.game);
          if (!game) return finish(1, `this bot does not know the game "${msg.table.game}"`);
          bot = pickBot(game.bots, options.level ?? 'random');
          note(`seated at ${seat} of "${msg.table.name}" (${msg.table.game})`);
          return;
        }
        case 'state': {
          last = msg;
          if (pending && (msg.replyTo === pending.id || msg.seq > pending.seq)) {
            if (msg.replyTo === pending.id) {
              actions++;
              options.onRoundTrip?.(performance.now() - pending.sentAt);
            }
            pending = null;
            tries = 0;
          }
          if (msg.table.over) return finish(0, msg.table.endedBy ? 'the host ended the game' : 'game over');
          return consider();
        }
        case 'error': {
          if (msg.fatal && msg.code === 'name-taken' && token === null && nameTries < 16) {
            // Several bots called "Bot" at one table: the next one is "Bot 2", and so on.
            name = `${options.name ?? 'Bot'} ${++nameTries}`;
            note(`name taken; trying "${name}"`);
            ws?.removeAllListeners('close');
            ws?.close();
            setTimeout(connect, 50);
            return;
          }
          if (msg.fatal) return finish(1, `${msg.message} (${msg.code})`);
          // The host dropped a message unread (no replyTo): an action of ours may be among them.
          if (pending && msg.code === 'rate-limited' && msg.replyTo === undefined) {
            pending = null;
            note('rate-limited: acting again in a second');
            if (timer === null) timer = setTimeout(act, 1000);
            return;
          }
          if (pending && msg.replyTo === pending.id) {
            // Refused (the table moved on, or a race): decide again from the latest view.
            pending = null;
            tries++;
            note(`action refused: ${msg.message}`);
            const view = last?.view as View | null | undefined;
            // A real-time bot looks again after another reaction time (e.g. locked, or too late).
            if (timer === null) timer = setTimeout(act, bot?.reactionMs && view ? reaction(view) : Math.min(1000, 20 * tries));
          }
          return;
        }
        case 'bye':
          if (msg.reason !== 'shutdown') return finish(1, msg.message);
          return;
        default:
          return;
      }
    };

    const connect = () => {
      if (finished) return;
      const socket = new WebSocket(url, { handshakeTimeout: 10_000 });
      ws = socket;
      channel = null;
      sealedSeen = false;
      socket.on('open', () => {
        attempt = 0;
        droppedAt = null;
        // `hello` follows the host's `challenge`.
      });
      socket.on('message', (data, isBinary) => {
        if (ws !== socket) return;
        const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
        // In clear: the challenge, or a refusal at the door (until the host's first sealed frame); after that, sealed frames only.
        if (!isBinary && !sealedSeen) {
          const text = buf.toString('utf8');
          if (!channel || /^\{"type":"error"[^]*"fatal":true\}$/.test(text)) onMessage(text);
          return;
        }
        sealedSeen = true;
        if (!channel) return;
        const text = isBinary ? channel.open(buf) : null;
        if (text === null) {
          note('a frame that is not sealed for this connection: reconnecting');
          socket.terminate();
          return;
        }
        onMessage(text);
      });
      socket.on('error', (e) => { lastError = e.message; });
      socket.on('close', () => {
        if (finished || ws !== socket) return;
        pending = null;
        if (timer) clearTimeout(timer);
        timer = null;
        if (token === null) return finish(1, `cannot join ${url}: ${lastError || 'the connection closed'}`);
        droppedAt ??= Date.now();
        if (Date.now() - droppedAt > reconnectForMs) {
          return finish(1, `lost the table at ${url} and could not reconnect for ${Math.round(reconnectForMs / 1000)} s`);
        }
        const wait = Math.min(5000, 200 * 2 ** attempt++);
        note(`connection lost (${lastError || 'closed'}); reconnecting in ${wait} ms`);
        setTimeout(connect, wait);
      });
    };
    connect();
  });
}
