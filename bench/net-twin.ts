// The plain-`ws` twin of `npm run bench:net` (issue #21): per table one
// bare WebSocketServer that does only what the wire needs — take an action
// from the seat whose turn it is, answer every client of the table with a
// state of the size the real host sent, each serialized for its seat: a
// whole state first, then patches of the host's mean patch size (protocol 5,
// docs/protocol.md "State and patch"), as the host does. No rules, no
// views, no saving, no channel: the round trip a table host could reach.
import { WebSocketServer, type WebSocket } from 'ws';

export interface Twin {
  urls: string[];
  close(): Promise<void>;
}

/**
 * `tables` servers on loopback; each answers `seats` clients with states of
 * about `stateBytes`, turns round robin. With `sampleView` (a view the host
 * sent) each seat's view is that object, serialized per seat like the
 * host's (a real view's many small fields cost more to serialize and parse
 * than one long string of the same size); without it, one padding string.
 * With `patchBytes` > 0 every state after a seat's first is a patch of
 * about that size (the turn and padding); 0: whole states every time.
 */
export async function startTwin(tables: number, seats: number, stateBytes: number, sampleView: object | null = null, patchBytes = 0): Promise<Twin> {
  const servers = await Promise.all(Array.from({ length: tables }, () => new Promise<WebSocketServer>((resolve) => {
    const wss: WebSocketServer = new WebSocketServer({ host: '127.0.0.1', port: 0 }, () => resolve(wss));
  })));
  for (const wss of servers) serveTable(wss, seats, stateBytes, sampleView, patchBytes);
  return {
    urls: servers.map((s) => `ws://127.0.0.1:${(s.address() as { port: number }).port}/`),
    close: async () => {
      await Promise.all(servers.map((s) => new Promise<void>((resolve) => {
        for (const c of s.clients) c.terminate();
        s.close(() => resolve());
      })));
    },
  };
}

function serveTable(wss: WebSocketServer, seats: number, stateBytes: number, sampleView: object | null, patchBytes: number): void {
  const clients: WebSocket[] = [];
  let seq = 0;
  // The table part is the same for all, the view differs per seat (as the host's does).
  const table = JSON.stringify({ seats: Array.from({ length: seats }, (_, i) => ({ name: `T${i}`, kind: 'human', connected: true })) });
  const shape = sampleView ?? {};
  const pad = 'x'.repeat(Math.max(0, stateBytes - table.length - JSON.stringify(shape).length - 80));
  // A patch's frame: `{"type":"patch","seq":N,"v":N,"base":N-1,"view":{"seat":S,"turn":T,"pad":"…"}}` of about patchBytes.
  const patchPad = 'x'.repeat(Math.max(0, patchBytes - 80));
  const broadcast = (from: WebSocket | null, replyTo: number | undefined) => {
    const turn = seq % seats;
    clients.forEach((c, seat) => {
      const reply = c === from && replyTo !== undefined ? `,"replyTo":${replyTo}` : '';
      if (patchBytes > 0 && seq > 0) {
        c.send(`{"type":"patch","seq":${seq},"v":${seq},"base":${seq - 1},"view":${JSON.stringify({ seat, turn, pad: patchPad })}${reply}}`);
        return;
      }
      const view = JSON.stringify({ ...shape, game: 'twin', seat, turn, pad });
      c.send(`{"type":"state","seq":${seq},"v":${seq},"table":${table},"view":${view}${reply}}`);
    });
  };
  wss.on('connection', (ws) => {
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as { type: string; id?: number; action?: unknown };
      if (msg.type === 'hello') {
        const seat = clients.push(ws) - 1;
        ws.send(JSON.stringify({ type: 'welcome', seat }));
        if (clients.length === seats) broadcast(null, undefined);
      } else if (msg.type === 'action' && clients.indexOf(ws) === seq % seats) {
        seq++;
        broadcast(ws, msg.id);
      }
    });
  });
}
