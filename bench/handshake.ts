// `npx tsx bench/handshake.ts [--runs N]`: what the encrypted channel costs
// (docs/benchmarks.md "Encrypted channel"). In one run: a locked table's
// handshake, client side in pure JS (what a phone page runs) and with
// node:crypto (the bot CLI), and host side (node:crypto's X25519);
// the protocol-2 scrypt code proof it replaced (a client computed it on every
// join); and sealing + opening a state-sized frame with node:crypto (host)
// and noble (pages). Medians of N runs, ms of CPU time (process.cpuUsage).
import { parseArgs } from 'node:util';
import { scrypt } from '@noble/hashes/scrypt.js';
import { PROTOCOL_VERSION } from '../shared/protocol/messages';
import { Channel, nobleAead } from '../shared/protocol/secure/channel';
import { answerChallenge, HostHandshake } from '../shared/protocol/secure/handshake';
import { nodeAead } from '../src-main/host/nodeAead';
import { nodeX25519 } from '../src-main/host/nodeX25519';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const runs = Number(values.runs);

/** Median CPU time (user + system, ms) of f over n runs: on a loaded machine wall time mostly measures the other processes. */
function median(f: () => void, n = runs): number {
  const xs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = process.cpuUsage();
    f();
    const d = process.cpuUsage(t);
    xs.push((d.user + d.system) / 1000);
  }
  xs.sort((a, b) => a - b);
  return +xs[Math.floor(xs.length / 2)]!.toFixed(3);
}

// The host and the bot CLI run node:crypto's X25519, a page noble's (pure JS).
let host = new HostHandshake('T4bLe1d', 'KNEIPE7', nodeX25519);
const hostStart = median(() => { host = new HostHandshake('T4bLe1d', 'KNEIPE7', nodeX25519); });
let answer = answerChallenge(host.challenge, 'KNEIPE7', PROTOCOL_VERSION, nobleAead);
const client = median(() => { answer = answerChallenge(host.challenge, 'KNEIPE7', PROTOCOL_VERSION, nobleAead); });
const clientNative = median(() => { answer = answerChallenge(host.challenge, 'KNEIPE7', PROTOCOL_VERSION, nodeAead, nodeX25519); });
const pairs = Array.from({ length: runs }, () => {
  const h = new HostHandshake('T4bLe1d', 'KNEIPE7', nodeX25519);
  return { h, a: answerChallenge(h.challenge, 'KNEIPE7', PROTOCOL_VERSION, nobleAead) };
});
let i = 0;
const hostFinishOnly = median(() => { const p = pairs[i++]!; p.h.finish(p.a.message, nodeAead); });
const oldProof = median(() => { scrypt('KNEIPE7', 'stammtisch-code/T4bLe1d', { N: 8192, r: 8, p: 1, dkLen: 32 }); }, Math.min(runs, 10));

const state = JSON.stringify({ type: 'state', pad: 'x'.repeat(3600) });
const key = new Uint8Array(32).fill(1);
const sealFrame = (aead: typeof nodeAead) => {
  const out = new Channel(key, key, aead);
  const back = new Channel(key, key, aead);
  return median(() => { for (let k = 0; k < 100; k++) back.open(out.seal(state)); }) / 100;
};

console.log(JSON.stringify({
  runs,
  handshakeMs: { clientPureJs: client, clientNodeCrypto: clientNative, hostChallenge: hostStart, hostFinish: hostFinishOnly, hostTotal: +(hostStart + hostFinishOnly).toFixed(3) },
  replacedScryptProofClientMs: oldProof,
  stateBytes: state.length,
  sealPlusOpenMsPerFrame: { nodeCrypto: +sealFrame(nodeAead).toFixed(4), noblePureJs: +sealFrame(nobleAead).toFixed(4) },
}, null, 1));
