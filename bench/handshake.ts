// `npx tsx bench/handshake.ts [--runs N] [--old DIR]`: what the encrypted channel costs
// (docs/benchmarks.md "Encrypted channel"). In one run: a locked table's
// handshake, client side in pure JS (what a phone page runs) and with
// node:crypto (the bot CLI), and host side (node:crypto's X25519 and hashes,
// libsodium's cipher);
// the protocol-2 scrypt code proof it replaced (a client computed it on every
// join); and sealing + opening a state-sized frame with libsodium (host, bot
// CLI), node:crypto (both until issue 29's cold-path work) and noble (pages). Medians of N runs, ms of CPU time (process.cpuUsage).
// `--old DIR`: also the handshake of an older checkout (DIR's
// shared/protocol/secure/handshake.ts, e.g. protocol 3's CPace on
// ristretto255 in pure JS everywhere), old and new alternated 5 times in
// this one process: a phone page's side (pure JS) and the host's.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { scrypt } from '@noble/hashes/scrypt.js';
import { PROTOCOL_VERSION } from '../shared/protocol/messages';
import { Channel, nobleAead } from '../shared/protocol/secure/channel';
import { answerChallenge, HostHandshake } from '../shared/protocol/secure/handshake';
import { nodeAead } from './support/nodeAead';
import { sodiumAead } from '../src-main/host/sodiumAead';
import { nodeHandshakeCrypto } from '../src-main/host/nodeHandshakeCrypto';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '40' }, old: { type: 'string' } } });
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

// The host and the bot CLI run node:crypto's X25519 and hashes, a page noble's (pure JS).
let host = new HostHandshake('T4bLe1d', 'KNEIPE7', nodeHandshakeCrypto);
const hostStart = median(() => { host = new HostHandshake('T4bLe1d', 'KNEIPE7', nodeHandshakeCrypto); });
let answer = answerChallenge(host.challenge, 'KNEIPE7', PROTOCOL_VERSION, nobleAead);
const client = median(() => { answer = answerChallenge(host.challenge, 'KNEIPE7', PROTOCOL_VERSION, nobleAead); });
const clientNative = median(() => { answer = answerChallenge(host.challenge, 'KNEIPE7', PROTOCOL_VERSION, sodiumAead, nodeHandshakeCrypto); });
const pairs = Array.from({ length: runs }, () => {
  const h = new HostHandshake('T4bLe1d', 'KNEIPE7', nodeHandshakeCrypto);
  return { h, a: answerChallenge(h.challenge, 'KNEIPE7', PROTOCOL_VERSION, nobleAead) };
});
let i = 0;
const hostFinishOnly = median(() => { const p = pairs[i++]!; p.h.finish(p.a.message, sodiumAead); });
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
  sealPlusOpenMsPerFrame: { libsodium: +sealFrame(sodiumAead).toFixed(4), nodeCrypto: +sealFrame(nodeAead).toFixed(4), noblePureJs: +sealFrame(nobleAead).toFixed(4) },
}, null, 1));

if (values.old) {
  type Hs = typeof import('../shared/protocol/secure/handshake');
  const old = (await import(pathToFileURL(join(values.old, 'shared/protocol/secure/handshake.ts')).href)) as Hs;
  // Old: its own defaults (protocol 3: ristretto255 in pure JS on both sides); new: the host on node:crypto, the page on noble.
  const sides = {
    old: { host: () => new old.HostHandshake('T4bLe1d', 'KNEIPE7'), answer: (h: { challenge: Parameters<Hs['answerChallenge']>[0] }) => old.answerChallenge(h.challenge, 'KNEIPE7', 3, nobleAead) },
    new: { host: () => new HostHandshake('T4bLe1d', 'KNEIPE7', nodeHandshakeCrypto), answer: (h: { challenge: Parameters<Hs['answerChallenge']>[0] }) => answerChallenge(h.challenge, 'KNEIPE7', PROTOCOL_VERSION, nobleAead) },
  };
  const rounds: Record<'old' | 'new', { phone: number; host: number }[]> = { old: [], new: [] };
  for (let r = 0; r < 5; r++) {
    for (const which of ['old', 'new'] as const) {
      const side = sides[which];
      const h0 = side.host();
      const phone = median(() => { side.answer(h0); });
      const hs = Array.from({ length: runs }, () => side.host());
      const answers = hs.map((h) => side.answer(h).message);
      let j = 0;
      let k = 0;
      // The host's whole side: challenge (generator, share) then finish (K, keys, confirmation).
      const host = median(() => { side.host(); }) + median(() => { hs[j]!.finish(answers[j++]!, sodiumAead); k++; });
      if (k !== runs) throw new Error('not every handshake finished');
      rounds[which].push({ phone, host: +host.toFixed(3) });
    }
  }
  const med = (xs: number[]) => +[...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(3);
  console.log(JSON.stringify({
    old: values.old,
    rounds,
    medians: {
      phonePureJs: { old: med(rounds.old.map((r) => r.phone)), new: med(rounds.new.map((r) => r.phone)) },
      host: { old: med(rounds.old.map((r) => r.host)), new: med(rounds.new.map((r) => r.host)) },
    },
  }, null, 1));
}
