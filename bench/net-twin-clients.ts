// The client side of the plain-`ws` twin in `npm run bench:net`: per table
// URL `seats` clients in this one process, paced like the bot clients
// (`delay` ms before each action, one action in flight per table), each
// table played for `actions` actions; a patch is applied to the state held.
// Prints the round trips as JSON.
import WebSocket from 'ws';

const [seatsArg, delayArg, actionsArg, ...urls] = process.argv.slice(2);
const seats = Number(seatsArg);
const delay = Number(delayArg);
const actions = Number(actionsArg);
const rtts: number[] = [];
const failed: string[] = [];
const started = performance.now();

function client(url: string): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url);
    let seat = -1;
    let pending: { id: number; at: number } | null = null;
    let nextId = 1;
    const act = () => {
      pending = { id: nextId++, at: performance.now() };
      ws.send(JSON.stringify({ type: 'action', id: pending.id, action: { type: 'play', card: 'x' } }));
    };
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', protocol: 1, name: 'twin' })));
    // The whole state held, each patch applied to it as the real clients do (shared/protocol/stateFrames.ts).
    let held: { seq: number; view: { turn: number } } | null = null;
    ws.on('message', (data) => {
      let msg = JSON.parse(data.toString()) as { type: string; seat?: number; seq?: number; replyTo?: number; view?: { turn: number } };
      if (msg.type === 'welcome') { seat = msg.seat!; return; }
      if (msg.type === 'patch' && held) msg = { ...msg, type: 'state', view: { ...held.view, ...msg.view } };
      if (msg.type !== 'state') return;
      held = { seq: msg.seq!, view: msg.view! };
      if (pending && msg.replyTo === pending.id) {
        rtts.push(performance.now() - pending.at);
        pending = null;
      }
      if (msg.seq! >= actions) { ws.close(); return; }
      if (msg.view!.turn === seat) {
        if (delay > 0) setTimeout(act, delay);
        else act();
      }
    });
    ws.on('error', (e) => failed.push(e.message));
    ws.on('close', () => resolve());
  });
}

await Promise.all(urls.flatMap((url) => Array.from({ length: seats }, () => client(url))));
process.stdout.write(JSON.stringify({ rtts, failed, ms: performance.now() - started, cpu: process.cpuUsage() }) + '\n');
