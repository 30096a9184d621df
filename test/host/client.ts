import WebSocket from 'ws';
import { PROTOCOL_VERSION, ServerMessage } from '../../shared/protocol/messages';
import { type Channel, nobleAead } from '../../shared/protocol/secure/channel';
import { answerChallenge } from '../../shared/protocol/secure/handshake';
import { patchState, type StateMessage } from '../../shared/protocol/stateFrames';

type Msg = ServerMessage;

/** Every frame on the wire, as a listener on the network sees it (text, or binary as a Buffer). */
export interface WireFrame {
  dir: 'in' | 'out';
  data: string | Buffer;
}

/**
 * A raw protocol client for tests: every received message is schema-checked
 * and queued. It speaks the encrypted channel like a page does (noble's pure-JS
 * AEAD against the host's node:crypto one): the first `send` or `hello` runs the
 * handshake (with `hello`'s `code`, else none); `sendClear` sends a frame
 * outside the channel. `wire` records every frame as it travelled.
 */
export class TestClient {
  readonly ws: WebSocket;
  readonly received: Msg[] = [];
  /** Messages that failed the protocol schema (must stay empty). */
  readonly invalid: string[] = [];
  readonly wire: WireFrame[] = [];
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  closed: Promise<{ code: number; reason: string }>;
  private readonly consumed = new Set<number>();
  private channel: Channel | null = null;
  private handshake: Promise<void> | null = null;
  /** A sealed frame came: the host took the handshake, so no frame in clear counts any more. */
  private sealedSeen = false;
  private readonly listeners: ((m: Msg) => void)[] = [];
  /** Every message's text as the host sent it (opened, before the schema strips a field). */
  private readonly textListeners: ((text: string) => void)[] = [];
  /** The whole state as this client holds it: the last `state`, with every `patch` since applied. */
  private held: StateMessage | null = null;
  /** Patches that did not fit the state held (each answered by `resync`, as the app does). */
  resyncs = 0;
  private resyncAsked = false;
  /** Patches received (each is queued as the whole `state` it makes). */
  patches = 0;

  constructor(url: string, options?: WebSocket.ClientOptions) {
    this.ws = new WebSocket(url, options);
    this.ws.on('message', (data, isBinary) => {
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
      this.wire.push({ dir: 'in', data: isBinary ? buf : buf.toString('utf8') });
      let msg: Msg;
      try {
        // In clear only before the host took the handshake (the challenge, refusals at the door).
        if (isBinary) this.sealedSeen = true;
        const clear = !isBinary && !this.sealedSeen;
        const text = clear ? buf.toString('utf8') : isBinary && this.channel ? this.channel.open(buf) : null;
        if (text === null) throw new Error(isBinary ? 'a sealed frame that does not open' : 'a frame in clear inside the channel');
        for (const l of this.textListeners) l(text);
        msg = ServerMessage.parse(JSON.parse(text));
        if (clear && this.channel && !(msg.type === 'error' && msg.fatal)) throw new Error('only a refusal comes in clear after the handshake');
        if (msg.type === 'state') {
          this.held = msg;
          this.resyncAsked = false;
        } else if (msg.type === 'patch') {
          // Queued as the whole state it makes, as the app sees it; one that does not fit is asked for again.
          this.patches++;
          const whole = patchState(this.held, msg);
          if (!whole) {
            // Asked once until the whole state comes.
            if (!this.resyncAsked) {
              this.resyncs++;
              this.resyncAsked = true;
              this.send({ type: 'resync' });
            }
            this.held = null;
            return;
          }
          msg = this.held = whole;
        }
      } catch (e) {
        // Reported by `next` and checked by the tests: the host sent something outside the protocol.
        this.invalid.push(`${(e as Error).message.slice(0, 300)} in ${data.toString().slice(0, 200)}`);
        return;
      }
      this.received.push(msg);
      for (const l of this.listeners) l(msg);
      const w = this.waiters.findIndex((x) => x.pred(msg));
      if (w >= 0) this.waiters.splice(w, 1)[0]!.resolve(msg);
    });
    this.closed = new Promise((resolve) => this.ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  }

  static async open(url: string): Promise<TestClient> {
    const c = new TestClient(url);
    await new Promise<void>((resolve, reject) => {
      c.ws.once('open', () => resolve());
      c.ws.once('error', reject);
    });
    return c;
  }

  /** Called with every message received from now on (decrypted, schema-checked). */
  onMessage(listener: (m: Msg) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Plays its seat's first legal action whenever it is its turn, `turns` times
   * (then the promise resolves), or until the game is over.
   */
  playsFirstLegal(turns = Infinity): Promise<void> {
    let played = 0;
    return new Promise((resolve) => {
      if (turns <= 0) return resolve();
      this.onMessage((m) => {
        const msg = m as unknown as { type: string; seq: number; table: { over: boolean }; view: { seat: number | null; awaiting: number[]; legal: { seat: number }[] } | null };
        const v = msg.view;
        if (msg.type !== 'state' || msg.table.over || !v || v.seat === null || !v.awaiting.includes(v.seat) || !v.legal.length || played >= turns) return;
        played++;
        const { seat: _s, ...action } = v.legal[0]!;
        this.send({ type: 'action', id: msg.seq, action });
        if (played === turns) resolve();
      });
    });
  }

  /** Forgets the state held, as a client that lost it would: the next patch does not fit. */
  forgetState(): void {
    this.held = null;
  }

  /** Called with every message's text as the host sent it (opened from its sealed frame). */
  onText(listener: (text: string) => void): void {
    this.textListeners.push(listener);
  }

  /** Runs the handshake once (`code`: the table code, or none). */
  secure(code: string | null = null): Promise<void> {
    this.handshake ??= this.challenge().then((ch) => {
      const { message, channel } = answerChallenge(ch, code, PROTOCOL_VERSION, nobleAead);
      this.sendClear(message);
      this.channel = channel;
    });
    return this.handshake;
  }

  /** Sealed in the channel (handshake first if there is none yet; sent in order). */
  send(msg: unknown): void {
    const text = typeof msg === 'string' ? msg : JSON.stringify(msg);
    if (this.channel) this.sendSealed(text);
    else void this.secure().then(() => this.sendSealed(text), () => {});
  }

  private sendSealed(text: string): void {
    if (this.ws.readyState !== WebSocket.OPEN) return;
    const frame = Buffer.from(this.channel!.seal(text));
    this.wire.push({ dir: 'out', data: frame });
    this.ws.send(frame);
  }

  /** A frame outside the channel, as an old page or a stranger sends it. */
  sendClear(msg: unknown): void {
    const text = typeof msg === 'string' ? msg : JSON.stringify(msg);
    this.wire.push({ dir: 'out', data: text });
    this.ws.send(text);
  }

  /** The first message not yet consumed that matches `pred` (waits for it). */
  next<T extends Msg['type']>(type: T, pred: (m: Extract<Msg, { type: T }>) => boolean = () => true, timeoutMs = 10_000): Promise<Extract<Msg, { type: T }>> {
    const match = (m: Msg) => m.type === type && pred(m as Extract<Msg, { type: T }>);
    for (let i = 0; i < this.received.length; i++) {
      if (!this.consumed.has(i) && match(this.received[i]!)) {
        this.consumed.add(i);
        return Promise.resolve(this.received[i] as Extract<Msg, { type: T }>);
      }
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} message within ${timeoutMs} ms; ${this.received.length} received, last: ${String(JSON.stringify(this.received.at(-1))).slice(0, 400)}; invalid: ${this.invalid.join(' | ')}`)), timeoutMs);
      this.waiters.push({
        pred: match,
        resolve: (m) => {
          clearTimeout(timer);
          this.consumed.add(this.received.length - 1);
          resolve(m as Extract<Msg, { type: T }>);
        },
      });
    });
  }

  /** Latest state received so far. */
  lastState(): Extract<Msg, { type: 'state' }> | undefined {
    for (let i = this.received.length - 1; i >= 0; i--) {
      const m = this.received[i]!;
      if (m.type === 'state') return m;
    }
    return undefined;
  }

  /** The host's first frame: the start of the handshake. */
  challenge(): Promise<Extract<Msg, { type: 'challenge' }>> {
    const c = this.received.find((m) => m.type === 'challenge');
    return c ? Promise.resolve(c as Extract<Msg, { type: 'challenge' }>) : this.next('challenge');
  }

  /** `hello` as a real client sends it: a `code` is the handshake's password, it never travels. */
  async hello(hello: Record<string, unknown>): Promise<void> {
    const { code, ...rest } = hello;
    await this.secure(typeof code === 'string' ? code : null);
    this.send({ type: 'hello', protocol: PROTOCOL_VERSION, ...rest });
  }

  async join(hello: Record<string, unknown>): Promise<Extract<Msg, { type: 'welcome' }>> {
    await this.hello(hello);
    return this.next('welcome');
  }

  close(): void {
    this.ws.close();
  }
}
