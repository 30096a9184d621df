// The client side of `npm run bench:net`: 4 bot clients per table URL given
// on the command line, in this one process; prints the round trips as JSON.
import { runBotClient } from '../src-main/host/botClient';

const [perTableArg, delayArg, ...urls] = process.argv.slice(2);
const perTable = Number(perTableArg);
const rtts: number[] = [];
// The size of the states the host sends: the plain-ws twin sends the same.
let stateBytes = 0;
let states = 0;
const started = performance.now();
const results = await Promise.all(urls.flatMap((url, t) =>
  Array.from({ length: perTable }, (_, i) => runBotClient({
    url, name: `T${t}B${i}`, delayMs: Number(delayArg), seed: `bench/${t}/${i}`, onRoundTrip: (ms) => rtts.push(ms),
    onMessage: (text) => { if (text.startsWith('{"type":"state"')) { stateBytes += text.length; states++; } },
  }))));
const failed = results.filter((r) => r.code !== 0).map((r) => r.message);
process.stdout.write(JSON.stringify({ rtts, failed, ms: performance.now() - started, cpu: process.cpuUsage(), stateBytes: states ? Math.round(stateBytes / states) : 0 }) + '\n');
