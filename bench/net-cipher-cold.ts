// `npx tsx bench/net-cipher-cold.ts [--rounds N] [--gap MS] [--churn KB]`: the cipher's cold path
// (issue 29, docs/benchmarks.md "The cipher's cold path"). The four cipher calls of one action's
// round trip — client seals the action (~80 B), host opens it, host seals the actor's patch
// (~600 B), client opens it — each after other work (a JSON round trip of a state-sized object
// and `--churn` KB of memory touched, default 2048, not timed), every round after an idle gap of
// `--gap` ms (default 20) as between two actions of a real table. Three ways, in turns (the order
// rotated each round), N rounds each (default 200): main's nodeAead as of edd97dd (copied here:
// Buffer.concat), `nodeAeadJustInTime` (a cipher created at each call), `nodeAead` (the next
// frame's cipher prepared in the gap, by setImmediate or the 1 ms timer: STAMMTISCH_CIPHER_AHEAD). Prints the medians in µs of each call and
// of the four together, the ratios to main and just in time, and how many calls found a prepared
// cipher. One process: client and host calls share its caches, so this is a lower bound of
// the cold cost on two processes.
// `--sim S`: instead, the host's CPU per action in a host-like simulation, S seconds a turn, 6
// turns each (just in time, then prepared): 20 tables × 4 channels in this process, an action
// every 0–5 ms (a timer, as frames come in) opened at a random seat and a patch sealed to its
// table's 4 seats; process.cpuUsage per action. This counts what the preparation costs besides
// the calls, e.g. the wake-ups of its own timer (STAMMTISCH_CIPHER_AHEAD chooses the mode).
// `--first`: instead, what is cold in the first call after idle: one prepared seal of 80 B after
// the gap and the churn, preceded by nothing, a 100-byte Buffer filled, a SHA-256 of one byte,
// or a seal on another channel (the cipher's code run once); N rounds, medians in µs.
import { isUtf8 } from 'node:buffer';
import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Channel, TAG_BYTES, type AeadFactory } from '../shared/protocol/secure/channel';
import { aheadCounts, aheadMode, nodeAead, nodeAeadJustInTime } from '../src-main/host/nodeAead';

const { values } = parseArgs({ options: { first: { type: 'boolean' }, sim: { type: 'string' }, rounds: { type: 'string', default: '200' }, gap: { type: 'string', default: '20' }, churn: { type: 'string', default: '2048' } } });
const rounds = Number(values.rounds);
const gapMs = Number(values.gap);
const churnKb = Number(values.churn);

/** src-main/host/nodeAead.ts at edd97dd (main before this change), for the same run. */
const OPTIONS = { authTagLength: TAG_BYTES } as const;
const mainAead: AeadFactory = (key) => {
  const k = Buffer.from(key);
  return {
    seal(nonce, text) {
      const c = createCipheriv('chacha20-poly1305', k, nonce, OPTIONS);
      const body = c.update(text, 'utf8');
      const tail = c.final();
      const tag = c.getAuthTag();
      return tail.length === 0 ? Buffer.concat([body, tag], body.length + TAG_BYTES) : Buffer.concat([body, tail, tag]);
    },
    open(nonce, sealed) {
      if (sealed.length < TAG_BYTES) return null;
      const end = sealed.length - TAG_BYTES;
      let body: Buffer;
      try {
        const d = createDecipheriv('chacha20-poly1305', k, nonce, OPTIONS);
        d.setAuthTag(sealed.subarray(end));
        body = d.update(sealed.subarray(0, end));
        const tail = d.final();
        if (tail.length > 0) body = Buffer.concat([body, tail]);
      } catch {
        return null;
      }
      return isUtf8(body) ? body.toString('utf8') : null;
    },
  };
};

const WAYS = { main: mainAead, justInTime: nodeAeadJustInTime, prepared: nodeAead } as const;
type Way = keyof typeof WAYS;
const CALLS = ['clientSeal', 'hostOpen', 'hostSeal', 'clientOpen'] as const;

const k1 = new Uint8Array(32).fill(3);
const k2 = new Uint8Array(32).fill(5);
const pairs = Object.fromEntries(Object.entries(WAYS).map(([w, aead]) => [w, { host: new Channel(k1, k2, aead), client: new Channel(k2, k1, aead) }])) as Record<Way, { host: Channel; client: Channel }>;
const samples = Object.fromEntries(Object.keys(WAYS).map((w) => [w, Object.fromEntries([...CALLS, 'total'].map((c) => [c, [] as number[]]))])) as Record<Way, Record<string, number[]>>;

// Other work between the calls, as on the real path (zod, rules, views, JSON, the socket).
const stateLike = { type: 'state', seq: 0, table: { id: 'T4bLe1d', seats: [0, 1, 2, 3].map((s) => ({ name: `P${s}`, connected: true, bot: false })) }, view: { hand: Array.from({ length: 10 }, (_, i) => ({ suit: i % 4, rank: i })), trick: [1, 2, 3], scores: [10, 20, 30, 40], log: Array.from({ length: 30 }, (_, i) => `move ${i}`) } };
const scratch = new Uint8Array(churnKb * 1024);
let sink = 0;
function otherWork(i: number): void {
  stateLike.seq = i;
  sink += (JSON.parse(JSON.stringify(stateLike)) as { seq: number }).seq;
  for (let j = 0; j < scratch.length; j += 64) scratch[j] = (scratch[j]! + i) & 0xff;
}

const action = (i: number) => JSON.stringify({ type: 'action', id: i, action: { type: 'play', card: { suit: i % 4, rank: i % 13 } } }).padEnd(80, ' ');
const patch = (i: number) => JSON.stringify({ type: 'patch', seq: i, ops: Array.from({ length: 12 }, (_, j) => ({ op: 'replace', path: `/view/hand/${j}`, value: { suit: j % 4, rank: (i + j) % 13 } })) }).slice(0, 600);

const us = (t0: bigint) => Number(process.hrtime.bigint() - t0) / 1000;
function roundTrip(w: Way, i: number): void {
  const { host, client } = pairs[w];
  const s = samples[w];
  const act = action(i);
  otherWork(i);
  let t = process.hrtime.bigint();
  const a = client.seal(act);
  s.clientSeal!.push(us(t));
  otherWork(i);
  t = process.hrtime.bigint();
  const text = host.open(a);
  s.hostOpen!.push(us(t));
  if (text === null) throw new Error('the action did not open');
  otherWork(i);
  const p = patch(i);
  t = process.hrtime.bigint();
  const f = host.seal(p);
  s.hostSeal!.push(us(t));
  otherWork(i);
  t = process.hrtime.bigint();
  if (client.open(f) !== p) throw new Error('the patch did not open');
  s.clientOpen!.push(us(t));
  const n = s.total!.length;
  s.total!.push(s.clientSeal![n]! + s.hostOpen![n]! + s.hostSeal![n]! + s.clientOpen![n]!);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** The host-like simulation (--sim): µs of this process's CPU per action, one turn of `ms`. */
async function simulate(aead: AeadFactory, ms: number): Promise<number> {
  const tables = Array.from({ length: 20 }, () => Array.from({ length: 4 }, () => ({ host: new Channel(k1, k2, aead), client: new Channel(k2, k1, nodeAeadJustInTime) })));
  const frames = tables.map((t) => t.map((c) => c.client.seal(action(0))));
  const p = patch(1);
  let actions = 0;
  const c0 = process.cpuUsage();
  const t0 = Date.now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      if (Date.now() - t0 > ms) return resolve();
      const ti = Math.floor(Math.random() * tables.length);
      const seat = Math.floor(Math.random() * 4);
      const conn = tables[ti]![seat]!;
      if (conn.host.open(frames[ti]![seat]!) === null) throw new Error('the action did not open');
      frames[ti]![seat] = conn.client.seal(action(actions)); // the client's next action: just in time in both turns, counted alike
      for (const c of tables[ti]!) c.host.seal(p);
      actions++;
      setTimeout(tick, Math.random() * 5);
    };
    tick();
  });
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / actions;
}
if (values.first) {
  const load = loadavg()[0]!;
  const started = new Date().toISOString();
  const before = { nothing: () => {}, buffer: () => Buffer.allocUnsafe(100).fill(1), sha256: () => createHash('sha256').update('x').digest(), otherSeal: () => pairs.main.host.seal('warm') };
  const chans = Object.fromEntries(Object.keys(before).map((w) => [w, new Channel(k1, k2, nodeAead)])) as Record<keyof typeof before, Channel>;
  const first = Object.fromEntries(Object.keys(before).map((w) => [w, [] as number[]])) as Record<keyof typeof before, number[]>;
  const text = action(0);
  for (let r = 0; r < rounds + 10; r++) {
    for (const w of Object.keys(before) as (keyof typeof before)[]) {
      await sleep(gapMs);
      otherWork(r);
      before[w]();
      const t = process.hrtime.bigint();
      chans[w].seal(text);
      if (r >= 10) first[w].push(us(t));
    }
  }
  console.log(JSON.stringify({
    started, ended: new Date().toISOString(), load1: [+load.toFixed(2), +loadavg()[0]!.toFixed(2)], aheadMode, rounds, gapMs, churnKb,
    firstSealMedianUs: Object.fromEntries(Object.entries(first).map(([k, v]) => [k, +median(v).toFixed(1)])),
  }));
  process.exit(0);
}
if (values.sim !== undefined) {
  const ms = Number(values.sim) * 1000;
  const load = loadavg()[0]!;
  const started = new Date().toISOString();
  const turns = { justInTime: [] as number[], prepared: [] as number[] };
  for (let r = 0; r < 6; r++) {
    turns.justInTime.push(await simulate(nodeAeadJustInTime, ms));
    turns.prepared.push(await simulate(nodeAead, ms));
  }
  console.log(JSON.stringify({
    started, ended: new Date().toISOString(), load1: [+load.toFixed(2), +loadavg()[0]!.toFixed(2)], aheadMode, secondsPerTurn: ms / 1000,
    cpuUsPerAction: Object.fromEntries(Object.entries(turns).map(([k, v]) => [k, v.map((x) => +x.toFixed(1))])),
    medianPreparedOverJustInTime: +(median(turns.prepared) / median(turns.justInTime)).toFixed(3),
  }));
  process.exit(0);
}
const ways = Object.keys(WAYS) as Way[];
const load0 = loadavg()[0]!;
const started = new Date().toISOString();
// Warm-up (not counted): every way's code compiled and run.
for (let i = 0; i < 20; i++) for (const w of ways) { roundTrip(w, i); for (const c of [...CALLS, 'total']) samples[w][c]!.length = 0; }
const before = { ...aheadCounts };
for (let r = 0; r < rounds; r++) {
  for (let j = 0; j < ways.length; j++) {
    await sleep(gapMs);
    roundTrip(ways[(r + j) % ways.length]!, r);
  }
}
const med = Object.fromEntries(ways.map((w) => [w, Object.fromEntries([...CALLS, 'total'].map((c) => [c, +median(samples[w][c]!).toFixed(1)]))])) as Record<Way, Record<string, number>>;
const counts = Object.fromEntries(Object.entries(aheadCounts).map(([k, v]) => [k, v - before[k as keyof typeof before]]));
console.log(JSON.stringify({
  started, ended: new Date().toISOString(), load1: [+load0.toFixed(2), +loadavg()[0]!.toFixed(2)], aheadMode, rounds, gapMs, churnKb,
  medianUs: med,
  ratios: {
    justInTimeOverMain: +(med.justInTime.total! / med.main.total!).toFixed(3),
    preparedOverMain: +(med.prepared.total! / med.main.total!).toFixed(3),
    preparedOverJustInTime: +(med.prepared.total! / med.justInTime.total!).toFixed(3),
  },
  // nodeAead's calls in the measured rounds (the just-in-time ways do not count).
  preparedCalls: counts,
  sink: sink % 7,
}, null, 1));
