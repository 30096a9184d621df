import WebSocket from 'ws';
import { codeKey, codeProof } from '../../shared/protocol/codeProof';
import { PROTOCOL_VERSION, ServerMessage } from '../../shared/protocol/messages';

type Msg = ServerMessage;

/** A raw protocol client for tests: every received message is schema-checked and queued. */
export class TestClient {
  readonly ws: WebSocket;
  readonly received: Msg[] = [];
  /** Messages that failed the protocol schema (must stay empty). */
  readonly invalid: string[] = [];
  private waiters: { pred: (m: Msg) => boolean; resolve: (m: Msg) => void }[] = [];
  closed: Promise<{ code: number; reason: string }>;
  private readonly consumed = new Set<number>();

  constructor(url: string, options?: WebSocket.ClientOptions) {
    this.ws = new WebSocket(url, options);
    this.ws.on('message', (data) => {
      let msg: Msg;
      try {
        msg = ServerMessage.parse(JSON.parse(data.toString()));
      } catch (e) {
        // Reported by `next` and checked by the tests: the host sent something outside the protocol.
        this.invalid.push(`${(e as Error).message.slice(0, 300)} in ${data.toString().slice(0, 200)}`);
        return;
      }
      this.received.push(msg);
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

  send(msg: unknown): void {
    this.ws.send(typeof msg === 'string' ? msg : JSON.stringify(msg));
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

  /** The host's first frame: table id and nonce for the code proof. */
  challenge(): Promise<Extract<Msg, { type: 'challenge' }>> {
    const c = this.received.find((m) => m.type === 'challenge');
    return c ? Promise.resolve(c as Extract<Msg, { type: 'challenge' }>) : this.next('challenge');
  }

  /** `hello` as a real client sends it: a `code` becomes the proof for this connection's challenge. */
  async hello(hello: Record<string, unknown>): Promise<void> {
    const { code, ...rest } = hello;
    const msg: Record<string, unknown> = { type: 'hello', protocol: PROTOCOL_VERSION, ...rest };
    if (typeof code === 'string') {
      const ch = await this.challenge();
      msg.proof = codeProof(codeKey(code, ch.table), ch.nonce, ch.table);
    }
    this.send(msg);
  }

  async join(hello: Record<string, unknown>): Promise<Extract<Msg, { type: 'welcome' }>> {
    await this.hello(hello);
    return this.next('welcome');
  }

  close(): void {
    this.ws.close();
  }
}
