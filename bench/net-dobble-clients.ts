// The client side of `npm run bench:dobble`: C people per table URL, tables one after another.
// Each client finds its right claim itself from its view (Tower: own top card vs the middle).
import WebSocket from 'ws';
import { secureWs } from '../src-main/host/secureWs';
import { commonSymbol, parseCard } from '../shared/games/dobble/deck';
import { PROTOCOL_VERSION } from '../shared/protocol/messages';

interface View { seat: number; version: number; awaiting: number[]; tops: (string | null)[]; centre: string | null }
interface State { type: string; seq: number; view: View | null; table: { over: boolean; started: boolean } }

const [clientsArg, pauseArg, ...urls] = process.argv.slice(2);
const n = Number(clientsArg);
const pause = Number(pauseArg);
const all: number[] = [];
const each: number[] = [];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function play(url: string): Promise<void> {
  const sockets: WebSocket[] = [];
  const views: (View | null)[] = Array.from({ length: n }, () => null);
  let over = false;
  const seqs: number[] = Array.from({ length: n }, () => 0);
  let waiting: { seq: number; sent: number; got: Set<number>; done: () => void } | null = null;
  for (let i = 0; i < n; i++) {
    const ws = secureWs(new WebSocket(url));
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString()) as State;
      if (msg.type !== "state" || !msg.view) return;
      const now = performance.now();
      views[i] = msg.view;
      seqs[i] = msg.seq;
      if (msg.table.over) over = true;
      const w = waiting;
      if (w && msg.seq >= w.seq && !w.got.has(i)) {
        w.got.add(i);
        each.push(now - w.sent);
        if (w.got.size === n) {
          all.push(now - w.sent);
          w.done();
        }
      }
    });
    await new Promise<void>((resolve, reject) => { ws.once('open', () => resolve()); ws.once('error', reject); });
    ws.send(JSON.stringify({ type: 'hello', protocol: PROTOCOL_VERSION, name: `P${i + 1}` }));
    sockets.push(ws);
  }
  while (views.some((v) => !v || !v.awaiting.length)) await sleep(5);
  for (let turn = 0; !over; turn++) {
    // Seat 0 claims twice per cycle: a clear winner, so no tie-break follows.
    const seat = turn % (n + 1) === n ? 0 : turn % (n + 1);
    const v = views[seat]!;
    if (!v.awaiting.includes(seat)) {
      if (turn % n === n - 1) await sleep(1);
      continue;
    }
    // Tower: own top card vs the middle; in a tie-break: vs the next player's top card, named as target.
    const target = v.centre === null ? [...Array(n).keys()].map((k) => (seat + 1 + k) % n).find((s) => s !== seat && v.tops[s]) : undefined;
    const symbol = commonSymbol(parseCard(v.tops[seat]!)!, parseCard(target === undefined ? v.centre! : v.tops[target]!)!);
    await new Promise<void>((done) => {
      waiting = { seq: seqs[seat]! + 1, sent: performance.now(), got: new Set(), done };
      sockets[seat]!.send(JSON.stringify({ type: 'action', action: { type: 'claim', symbol, seen: v.version, ...(target !== undefined ? { target } : {}) } }));
    });
    waiting = null;
    await sleep(pause);
  }
  for (const ws of sockets) ws.close();
}

const started = performance.now();
for (const url of urls) await play(url);
process.stdout.write(JSON.stringify({ all, each, ms: performance.now() - started }) + '\n');
