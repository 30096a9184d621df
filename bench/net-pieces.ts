// `npx tsx bench/net-pieces.ts [--games N] [--repeat R]`: where the host's CPU
// per action goes, piece by piece, in one process and without sockets
// (docs/benchmarks.md "Encrypted channel: the round trip and the host's
// cost per action"). N Dubbe games (4 seats, default 6) are played through
// `Table` by random bots as `bench/net.ts` plays them; every action is
// recorded with what the host made of it (the client's action text, the
// table info, each seat's view and state text). Then each piece runs alone
// over all recorded actions, R times (default 5), pieces alternated, and the
// median CPU time (process.cpuUsage) per action is printed: parsing and
// checking the action (JSON + zod), the rules (`Table.act` as replayed),
// the table info and the four views with their JSON (`JSON.stringify`, and
// the host's `viewJson`, which serializes a shared view part once; it is
// checked to give the same text), and the channel's
// frames (4 states sealed, 1 action opened) with node:crypto's
// ChaCha20-Poly1305 (the host's), with the key as a KeyObject, with
// AES-256-GCM (key as bytes and as a KeyObject; what the pages could not
// decrypt in constant time), and
// noble's pure JS (the pages'). The socket writes (about a third of the
// host's busy time in a CPU profile of `bench/net.ts`) are not here.
import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type CipherKey } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createRng } from '../shared/engine/rng';
import type { View } from '../shared/engine/game';
import { ClientMessage } from '../shared/protocol/messages';
import { Channel, nobleAead, TAG_BYTES, type AeadFactory } from '../shared/protocol/secure/channel';
import { pickBot } from '../src-main/host/botDriver';
import { nodeAead } from './support/nodeAead';
import { sodiumAead } from '../src-main/host/sodiumAead';
import { Table } from '../src-main/host/table';
import { viewJson } from '../src-main/host/viewJson';

const { values } = parseArgs({ options: { games: { type: 'string', default: '6' }, repeat: { type: 'string', default: '5' } } });
const games = Number(values.games);
const repeat = Number(values.repeat);
const SEATS = 4;

type Act = { type: string; [k: string]: unknown };
interface Step { seat: number; actionText: string; action: Act }
/** One game's moves, then everything the host built for them. */
const steps: Step[][] = [];
const states: string[] = [];
const actions: string[] = [];
for (let g = 0; g < games; g++) {
  const table = newTable(g);
  const bot = pickBot(table.game.bots, 'random');
  const moves: Step[] = [];
  for (let k = 0; !table.over && k < 5000; k++) {
    const seat = table.match!.status().awaiting[0]!;
    const choice = bot.decide(table.view(seat) as View, createRng(`pieces/${g}`, String(k)))!;
    const { seat: _own, ...action } = choice;
    const actionText = JSON.stringify({ type: 'action', id: k + 1, action });
    moves.push({ seat, actionText, action: action as Act });
    const out = table.act(seat, action as Act);
    if (!out.ok) throw new Error(`a bot's move was refused: ${out.message}`);
    const info = JSON.stringify(table.info());
    for (let s = 0; s < SEATS; s++) {
      const view = JSON.stringify(table.view(s));
      if (viewJson(table.view(s), new WeakMap()) !== view) throw new Error('viewJson differs from JSON.stringify');
      states.push(`{"type":"state","seq":${table.seq},"table":${info},"view":${view}}`);
    }
    actions.push(actionText);
  }
  steps.push(moves);
  table.close();
}
const count = actions.length;

function newTable(g: number): Table {
  const table = new Table({ game: 'dubbe', seats: SEATS, seed: `bench-net/${g}`, dataDir: null });
  for (let s = 0; s < SEATS; s++) table.join({ name: `P${s}` }, false, true);
  for (let s = 0; s < SEATS; s++) table.connect(s);
  return table;
}

/** A sealing and opening pair of one cipher, from node:crypto, as nodeAead uses it. */
function nodeCipher(algorithm: 'chacha20-poly1305' | 'aes-256-gcm', keyObject: boolean): AeadFactory {
  return (raw) => {
    const key: CipherKey = keyObject ? createSecretKey(raw) : Buffer.from(raw);
    const options = { authTagLength: TAG_BYTES };
    // One overload of node:crypto's typings covers both AEADs' calls.
    const name = algorithm as 'chacha20-poly1305';
    return {
      seal(nonce, text) {
        const c = createCipheriv(name, key, nonce, options);
        const body = c.update(text, 'utf8');
        c.final();
        return Buffer.concat([body, c.getAuthTag()], body.length + TAG_BYTES);
      },
      open(nonce, sealed) {
        const d = createDecipheriv(name, key, nonce, options);
        d.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
        const body = d.update(sealed.subarray(0, sealed.length - TAG_BYTES));
        d.final();
        return body.toString('utf8');
      },
    };
  };
}

/** 4 states sealed and 1 action opened per action, in the order the host does them. */
function frames(aead: AeadFactory): () => void {
  const k1 = randomBytes(32);
  const k2 = randomBytes(32);
  return () => {
    const host = new Channel(k1, k2, aead);
    const client = new Channel(k2, k1, aead);
    const sealedActions = actions.map((a) => client.seal(a));
    for (let i = 0; i < count; i++) {
      if (host.open(sealedActions[i]!) === null) throw new Error('a frame did not open');
      for (let s = 0; s < SEATS; s++) host.seal(states[i * SEATS + s]!);
    }
  };
}

let sink = 0;
const pieces: [string, () => void][] = [
  ['action: JSON.parse + zod', () => { for (const a of actions) sink += ClientMessage.safeParse(JSON.parse(a)).success ? 1 : 0; }],
  ['rules: Table.act (replayed)', () => {
    steps.forEach((moves, g) => {
      const table = newTable(g);
      for (const m of moves) sink += table.act(m.seat, m.action).ok ? 1 : 0;
      table.close();
    });
  }],
  ['table info + its JSON', () => {
    steps.forEach((moves, g) => {
      const table = newTable(g);
      for (const m of moves) { table.act(m.seat, m.action); sink += JSON.stringify(table.info()).length; }
      table.close();
    });
  }],
  ['4 views + their JSON', () => {
    steps.forEach((moves, g) => {
      const table = newTable(g);
      for (const m of moves) { table.act(m.seat, m.action); for (let s = 0; s < SEATS; s++) sink += JSON.stringify(table.view(s)).length; }
      table.close();
    });
  }],
  ['4 views + their JSON, shared parts reused (the host\'s viewJson)', () => {
    const texts = new WeakMap<object, string>();
    steps.forEach((moves, g) => {
      const table = newTable(g);
      for (const m of moves) { table.act(m.seat, m.action); for (let s = 0; s < SEATS; s++) sink += viewJson(table.view(s), texts).length; }
      table.close();
    });
  }],
  ['frames: chacha20-poly1305 (libsodium, sodiumAead)', frames(sodiumAead)],
  ['frames: chacha20-poly1305 (node:crypto, nodeAead)', frames(nodeAead)],
  ['frames: chacha20-poly1305, KeyObject', frames(nodeCipher('chacha20-poly1305', true))],
  ['frames: aes-256-gcm', frames(nodeCipher('aes-256-gcm', false))],
  ['frames: aes-256-gcm, KeyObject', frames(nodeCipher('aes-256-gcm', true))],
  ['frames: noble (pages), 4 seals only, every 10th action', () => {
    const k = randomBytes(32);
    const host = new Channel(k, k, nobleAead);
    for (let i = 0; i < count; i += 10) for (let s = 0; s < SEATS; s++) host.seal(states[i * SEATS + s]!);
  }],
];
// The replays above include the moves themselves: "rules" is subtracted from the info and views rows.
const times = new Map<string, number[]>();
for (let r = 0; r < repeat + 1; r++) {
  for (const [name, f] of pieces) {
    const t = process.cpuUsage();
    f();
    const d = process.cpuUsage(t);
    // The first round warms up (JIT, caches) and is not counted.
    if (r > 0) (times.get(name) ?? times.set(name, []).get(name)!).push((d.user + d.system) / count);
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const rules = median(times.get('rules: Table.act (replayed)')!);
console.log(`${games} Dubbe games, ${count} actions, mean state ${Math.round(states.reduce((n, s) => n + s.length, 0) / states.length)} B; median of ${repeat} rounds, CPU µs per action\n`);
console.log('| piece | µs per action |\n|---|---:|');
for (const [name] of pieces) {
  let us = median(times.get(name)!);
  if (name === 'table info + its JSON' || name.startsWith('4 views + their JSON')) us -= rules;
  if (name.startsWith('frames: noble')) us *= 10;
  console.log(`| ${name} | ${us.toFixed(1)} |`);
}
if (sink < 0) console.log(sink);
