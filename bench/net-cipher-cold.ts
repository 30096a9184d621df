// `npx tsx bench/net-cipher-cold.ts [--rounds N] [--gap MS] [--churn KB]`: the cipher's cold path
// (issue 29, docs/benchmarks.md "The cipher's cold path"). The four cipher calls of one action's
// round trip — client seals the action (~80 B), host opens it, host seals the actor's patch
// (~600 B), client opens it — each after other work (a JSON round trip of a state-sized object
// and `--churn` KB of memory touched, default 2048, not timed), every round after an idle gap of
// `--gap` ms (default 20) as between two actions of a real table. Four ways, in turns (the order
// rotated each round), N rounds each (default 200): node:crypto, a cipher per call
// (bench/support/nodeAead.ts, the host's until libsodium), libsodium in WebAssembly through its wrappers (copied here) and called
// directly (src-main/host/sodiumAead.ts, the host's and the bot client's now) and noble (the pages'). Prints the medians in µs of each call and of the
// four together, and the ratios to node:crypto. One process: client and host calls share its
// caches, so this is a lower bound of the cold cost on two processes.
// (Until the move to libsodium this bench also had `--sim` and `--first`, for node:crypto
// ciphers prepared ahead of their frame: docs/benchmarks.md, commit 47f4d6d.)
import { isUtf8 } from 'node:buffer';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Channel, nobleAead, type AeadFactory } from '../shared/protocol/secure/channel';
import sodium from 'libsodium-wrappers';
import { sodiumAead } from '../src-main/host/sodiumAead';
import { nodeAead } from './support/nodeAead';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '200' }, gap: { type: 'string', default: '20' }, churn: { type: 'string', default: '2048' } } });
const rounds = Number(values.rounds);
const gapMs = Number(values.gap);
const churnKb = Number(values.churn);

/** libsodium through its wrappers (buffers allocated, copied and freed per call), as first tried. */
const sodiumWrapped: AeadFactory = (key) => ({
  seal: (nonce, text) => sodium.crypto_aead_chacha20poly1305_ietf_encrypt(text, null, null, nonce, key),
  open(nonce, sealed) {
    try {
      const body = sodium.crypto_aead_chacha20poly1305_ietf_decrypt(null, sealed, null, nonce, key);
      return isUtf8(body) ? Buffer.from(body).toString('utf8') : null;
    } catch {
      return null;
    }
  },
});

const WAYS = { nodeCrypto: nodeAead, sodiumWrapped, sodium: sodiumAead, noble: nobleAead } as const;
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

const ways = Object.keys(WAYS) as Way[];
const load0 = loadavg()[0]!;
const started = new Date().toISOString();
// Warm-up (not counted): every way's code compiled and run.
for (let i = 0; i < 20; i++) for (const w of ways) { roundTrip(w, i); for (const c of [...CALLS, 'total']) samples[w][c]!.length = 0; }
for (let r = 0; r < rounds; r++) {
  for (let j = 0; j < ways.length; j++) {
    await sleep(gapMs);
    roundTrip(ways[(r + j) % ways.length]!, r);
  }
}
const med = Object.fromEntries(ways.map((w) => [w, Object.fromEntries([...CALLS, 'total'].map((c) => [c, +median(samples[w][c]!).toFixed(1)]))])) as Record<Way, Record<string, number>>;
console.log(JSON.stringify({
  started, ended: new Date().toISOString(), load1: [+load0.toFixed(2), +loadavg()[0]!.toFixed(2)], rounds, gapMs, churnKb,
  medianUs: med,
  ratios: Object.fromEntries(ways.map((w) => [w, +(med[w].total! / med.nodeCrypto.total!).toFixed(3)])),
  sink: sink % 7,
}, null, 1));
