import { defineStore } from 'pinia';
import { PROTOCOL_VERSION, ServerMessage, type TableInfo } from '../../shared/protocol/messages';
import { type Channel, nobleAead } from '../../shared/protocol/secure/channel';
import { answerChallenge } from '../../shared/protocol/secure/handshake';
import { patchState, type StateMessage } from '../../shared/protocol/stateFrames';
import { memory } from './memory';
import { watch } from 'vue';
import { firstGame } from '../games/common/firstGame';

export type ConnectionPhase = 'idle' | 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface JoinRequest {
  wsUrl: string;
  name: string;
  code?: string;
  seat?: number;
  spectate?: boolean;
  /** Use this token instead of the one remembered (e.g. "back to my seat" from an earlier tab). */
  token?: string;
  /** The host's admin token (only the lobby of the laptop that opened the table has it). */
  admin?: string;
  /** The table as this tab last saw it, its game over (a reload): when it cannot be reached, it has ended. */
  over?: TableInfo;
}

export interface Refusal {
  code: string;
  message: string;
  /** The view's seq when it arrived, so the UI can show it next to the state it refers to. */
  at: number;
}

// Not reactive: the socket and timers are plumbing, not state to render.
let socket: WebSocket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retries = 0;
let nextId = 1;
/** The id of the last tip request, to match its refusal. */
let tipId = 0;
let request: JoinRequest | null = null;
let heartbeat: ReturnType<typeof setInterval> | null = null;
let lastHeard = 0;
/** The current socket's encrypted channel (docs/protocol.md "Security"): null until its handshake. */
let channel: Channel | null = null;
/** Waiting for the finished game's record (asked through the encrypted connection). */
let recordWaiter: ((r: { file: string; record: unknown }) => void) | null = null;
/** A sealed frame came on this socket: the host took the handshake; from now on nothing in clear counts. */
let sealedSeen = false;
/** The last whole state of this connection with every patch since applied (docs/protocol.md "State and patch"). */
let held: StateMessage | null = null;
/** A patch did not fit `held`: `resync` asked, until a whole state comes. */
let resyncAsked = false;

/** Every message goes sealed into the channel; nothing is sent before it exists. */
function sendSealed(ws: WebSocket | null, msg: object): boolean {
  if (!ws || ws !== socket || !channel || ws.readyState !== WebSocket.OPEN) return false;
  const text = JSON.stringify(msg);
  // Browser tests see what the page sent before sealing (test/e2e/browser.ts).
  (globalThis as { __stammtischSent?: (text: string) => void }).__stammtischSent?.(text);
  ws.send(channel.seal(text));
  return true;
}

/** A laptop that left the Wi-Fi may never see its socket close: ping, and give up on a silent one. */
const PING_MS = 10_000;
const SILENT_MS = 25_000;

// The host works out first-game reasons only for a connection that asked: tell it when the switch changes.
watch(() => firstGame.on, (on) => {
  sendSealed(socket, { type: 'firstGame', on });
});

/** Back-off for reconnecting: quick at first (a reload of the host), then every few seconds. */
const retryDelay = (n: number): number => Math.min(5000, 300 * 2 ** n);

export const useTableStore = defineStore('table', {
  state: () => ({
    phase: 'idle' as ConnectionPhase,
    wsUrl: null as string | null,
    seat: null as number | null,
    admin: false,
    table: null as TableInfo | null,
    // The game's view as the host sent it; each game's components know its shape.
    view: null as ({ game: string } & Record<string, unknown>) | null,
    seq: 0,
    refusal: null as Refusal | null,
    /** The last tip the host answered (null: none asked, or the table moved on), and whether one is on its way. */
    tip: null as { seq: number; action: { type: string; seat: number } & Record<string, unknown>; reason: { code: string; params?: Record<string, string | number> } | null } | null,
    tipPending: false,
    /** First-game reasons for my seat with the current state (`state.whyNot`): cards the rules refuse now and the rule's code. */
    whyNot: [] as { action: { type: string; card?: unknown } & Record<string, unknown>; code: string; params?: Record<string, string | number> }[],
    /** Why the table is gone, or why joining failed (shown instead of the table). */
    problem: null as { code: string; message: string } | null,
    /** This spectator asked the host for a seat: 'asked' until the host answers, 'refused' after a no. */
    seatAsk: null as null | 'asked' | 'refused',
    /** The code the host gave this seat request (`seatAsked`): shown here and in the host's prompt, for the host to compare. */
    seatCode: null as string | null,
    /**
     * The table's game was over (or ended) and its host is gone (closed, or
     * the app restarted, which does not reopen a finished table): the page
     * says "This table has ended" instead of reconnecting for ever.
     */
    ended: false,
    /** Leaving keeps this tab's seat token (a kept table: "continue" goes back to the seat). */
    keepSeat: false,
  }),
  getters: {
    seated: (s) => s.seat !== null,
  },
  actions: {
    join(req: JoinRequest): void {
      this.leave(false);
      request = { ...req };
      this.wsUrl = req.wsUrl;
      this.problem = null;
      this.refusal = null;
      memory.setName(req.name);
      this.open('connecting');
    },

    open(phase: ConnectionPhase): void {
      if (!request) return;
      const req = request;
      this.phase = phase;
      const ws = new WebSocket(req.wsUrl);
      ws.binaryType = 'arraybuffer';
      socket = ws;
      channel = null;
      sealedSeen = false;
      held = null;
      resyncAsked = false;
      // `hello` answers the host's first frame, its `challenge` (see `receive`).
      lastHeard = Date.now();
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = setInterval(() => {
        if (socket !== ws) return;
        if (Date.now() - lastHeard > SILENT_MS) {
          ws.onclose = null;
          ws.close();
          socket = null;
          this.dropped();
        } else {
          sendSealed(ws, { type: 'ping', t: Date.now() });
        }
      }, PING_MS);
      ws.onmessage = (ev) => {
        if (socket !== ws) return;
        lastHeard = Date.now();
        // In clear only before the channel (the challenge, a refusal at the door); after it, sealed frames only.
        // A refusal at the door (wrong code) comes in clear right after the handshake, before any sealed frame.
        const sealed = ev.data instanceof ArrayBuffer;
        if (sealed) sealedSeen = true;
        const clear = !sealed && (!channel || (!sealedSeen && /^\{"type":"error"[^]*"fatal":true\}$/.test(String(ev.data))));
        const text = clear ? String(ev.data) : sealed && channel ? channel.open(new Uint8Array(ev.data)) : null;
        if (text === null) {
          if (!channel) return;
          // Forged, replayed or broken: this connection cannot go on; a new one gets new keys.
          ws.onclose = null;
          ws.close();
          socket = null;
          this.dropped();
          return;
        }
        // Browser tests see what the page got after opening (test/e2e/browser.ts): the page's own messages, nothing more.
        (globalThis as { __stammtischFrame?: (text: string) => void }).__stammtischFrame?.(text);
        let data: unknown;
        try { data = JSON.parse(text); } catch { return; }
        const parsed = ServerMessage.safeParse(data);
        if (parsed.success) this.receive(parsed.data);
      };
      ws.onclose = () => {
        if (socket !== ws) return;
        socket = null;
        this.dropped();
      };
    },

    /** Dropped: come back to the same seat with the token, as often as it takes. */
    dropped(): void {
      if (this.phase === 'closed' || !request) return;
      // A finished table's host may still run ("play again"), a phone may just wake up: three quick tries
      // (about 2 s); when they fail too, the table has ended (a restart does not reopen a finished table).
      // After a reload the page has not heard of the table yet: what it saw before (request.over) counts.
      const over = this.table?.over ? this.table : request.over ?? null;
      if (over && retries >= 3) {
        this.showEnded(over);
        return;
      }
      this.phase = 'reconnecting';
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = setTimeout(() => this.open('reconnecting'), retryDelay(retries++));
    },

    /**
     * "This table has ended" without (more) connecting: the table no longer
     * runs. `table` is the table as last seen (its result), or null when unknown.
     */
    showEnded(table: TableInfo | null): void {
      this.close();
      this.table = table ?? this.table;
      this.ended = true;
    },

    /**
     * The host's first frame: the handshake (the table code is its password
     * and never travels), then hello inside the encrypted channel.
     */
    hello(ws: WebSocket, challenge: Extract<ServerMessage, { type: 'challenge' }>): void {
      const req = request;
      if (!req || channel || socket !== ws || ws.readyState !== WebSocket.OPEN) return;
      const token = req.token ?? memory.seat(req.wsUrl)?.token;
      let answer: ReturnType<typeof answerChallenge>;
      try {
        answer = answerChallenge(challenge, req.code ?? null, PROTOCOL_VERSION, nobleAead);
      } catch (e) {
        this.problem = { code: 'handshake', message: (e as Error).message };
        this.close();
        return;
      }
      ws.send(JSON.stringify(answer.message));
      channel = answer.channel;
      sendSealed(ws, {
        type: 'hello',
        protocol: PROTOCOL_VERSION,
        name: req.name,
        ...(token ? { token } : {}),
        ...(req.seat !== undefined ? { seat: req.seat } : {}),
        ...(req.spectate ? { spectate: true } : {}),
        ...(req.admin ? { admin: req.admin } : {}),
        ...(firstGame.on ? { firstGame: true } : {}),
      });
    },

    receive(msg: ServerMessage): void {
      switch (msg.type) {
        case 'challenge':
          if (socket) this.hello(socket, msg);
          break;
        case 'welcome': {
          retries = 0;
          this.phase = 'open';
          // A second welcome on this connection: the host gave this spectator a seat. A welcome of a new
          // connection: the host dropped the old one's request with it.
          this.seatAsk = null;
          this.seatCode = null;
          this.seat = msg.seat;
          this.admin = msg.admin;
          this.table = msg.table;
          if (request) {
            // A token handed over by the caller is used once; from now on this tab owns it.
            request.token = undefined;
            memory.setSeat(request.wsUrl, msg.token
              ? { token: msg.token, seat: msg.seat, name: request.name, ...(request.code ? { code: request.code } : {}) }
              : null);
          }
          break;
        }
        case 'patch': {
          const whole = patchState(held, msg);
          if (whole) this.receive(whole);
          else if (!resyncAsked) resyncAsked = this.send({ type: 'resync' });
          break;
        }
        case 'state':
          held = msg;
          resyncAsked = false;
          this.phase = 'open';
          this.seq = msg.seq;
          this.table = msg.table;
          this.view = msg.view as ({ game: string } & Record<string, unknown>) | null;
          this.whyNot = msg.whyNot ?? [];
          // A tip belongs to the state it was worked out for.
          if (this.tip && this.tip.seq !== msg.seq) this.tip = null;
          break;
        case 'whyNot':
          // The answer to turning first-game mode on: the reasons for the state it was worked out for.
          if (msg.seq === this.seq) this.whyNot = msg.whyNot;
          break;
        case 'record':
          recordWaiter?.({ file: msg.file, record: msg.record });
          recordWaiter = null;
          break;
        case 'seatAsked':
          this.seatAsk = 'asked';
          this.seatCode = msg.code;
          break;
        case 'tip':
          this.tipPending = false;
          this.tip = msg.seq === this.seq ? { seq: msg.seq, action: msg.action, reason: msg.reason } : null;
          break;
        case 'error':
          if (msg.fatal) {
            // Refused at the door (wrong code, table full, stale token): stop and say why.
            if (request && msg.code === 'bad-token') memory.setSeat(request.wsUrl, null);
            this.problem = { code: msg.code, message: msg.message };
            this.close();
          } else if (msg.code === 'seat-refused') {
            this.seatAsk = 'refused';
            this.seatCode = null;
          } else {
            if (msg.replyTo !== undefined && msg.replyTo === tipId) this.tipPending = false;
            this.refusal = { code: msg.code, message: msg.message, at: this.seq };
          }
          break;
        case 'bye':
          // A host shutting down may come back on the same data: keep trying with the token.
          // Not with a finished table: a restart does not reopen it.
          if (msg.reason === 'shutdown' && this.table?.over) {
            this.ended = true;
            this.close();
            break;
          }
          if (msg.reason === 'shutdown') break;
          if (msg.reason === 'removed' && request) memory.setSeat(request.wsUrl, null);
          this.problem = { code: msg.reason, message: msg.message };
          this.close();
          break;
        case 'pong':
          break;
      }
    },

    /** Send one game action for my seat; the host fills in the seat and checks everything. */
    act(action: { type: string } & Record<string, unknown>): boolean {
      if (!channel || !socket || socket.readyState !== WebSocket.OPEN) return false;
      this.refusal = null;
      return sendSealed(socket, { type: 'action', id: nextId++, action });
    },

    /** Take back my last move (alone against bots at once; with people it asks them). */
    takeBack(): void {
      this.refusal = null;
      sendSealed(socket, { type: 'takeBack' });
    },

    /** My answer to someone's take-back. */
    answerTakeBack(accept: boolean): void {
      sendSealed(socket, { type: 'takeBackAnswer', accept });
    },

    /**
     * "I'm going home": give up my seat for good (docs/protocol.md "Leaving");
     * with nobody else left the game ends. The connection stays as a spectator.
     */
    goHome(): boolean {
      return this.send({ type: 'goHome' });
    },

    /**
     * The finished game's record, through the encrypted connection (a locked
     * table's record is not served to plain HTTP: it needs the code). Null when
     * the connection is gone or the host does not answer within 10 s.
     */
    fetchRecord(): Promise<{ file: string; record: unknown } | null> {
      if (!this.send({ type: 'record' })) return Promise.resolve(null);
      return new Promise((resolve) => {
        const timer = setTimeout(() => { recordWaiter = null; resolve(null); }, 10_000);
        recordWaiter = (r) => { clearTimeout(timer); resolve(r); };
      });
    },

    /** Alone against bots: pause or resume them. */
    pauseBots(paused: boolean): void {
      sendSealed(socket, { type: 'pauseBots', paused });
    },

    /** Ask the host what a strong bot would do now for my seat (answer in `tip`). */
    askTip(): boolean {
      if (!channel || !socket || socket.readyState !== WebSocket.OPEN || this.tipPending) return false;
      this.tipPending = true;
      this.tip = null;
      tipId = nextId++;
      sendSealed(socket, { type: 'tip', id: tipId });
      return true;
    },

    /** Host-only: bots take every empty seat (the host refuses non-admins). */
    fillWithBots(): void {
      this.table?.seats.forEach((s, seat) => {
        // Before the game a seat whose person left is free too (docs/protocol.md "Leaving").
        if (s.kind === 'empty' || (s.kind === 'human' && !s.connected && !this.table?.started)) sendSealed(socket, { type: 'seatBot', seat });
      });
    },

    /** A spectator asks the host for a seat (their own from another device, or any). */
    askSeat(seat: number | null): void {
      if (!this.send({ type: 'askSeat', ...(seat !== null ? { seat } : {}) })) return;
      this.seatAsk = 'asked';
      // The new request gets a new code (`seatAsked`).
      this.seatCode = null;
    },

    /** Host-only commands (docs/protocol.md); the host refuses them from anyone else. */
    hostCommand(msg: { type: 'giveSeat'; request: number; seat: number } | { type: 'refuseSeat'; request: number }
      | { type: 'seatBot'; seat: number } | { type: 'removePlayer'; seat: number } | { type: 'endGame' } | { type: 'playAgain' }
      | { type: 'absent'; absent: 'stand-in' | 'wait' }): void {
      this.refusal = null;
      this.send(msg);
    },

    send(msg: object): boolean {
      return sendSealed(socket, msg);
    },

    dismissRefusal(): void {
      this.refusal = null;
    },

    close(): void {
      this.phase = 'closed';
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      const ws = socket;
      socket = null;
      ws?.close();
    },

    /** Leave the table for good (forget = also give up the remembered seat). */
    leave(forget = true): void {
      if (forget && !this.keepSeat && request) memory.setSeat(request.wsUrl, null);
      this.close();
      request = null;
      retries = 0;
      this.$reset();
    },
  },
});
