// The client side of `npm run bench:net`: 4 bot clients per table URL given
// on the command line, in this one process; prints the round trips, the mean
// state size (all frames; whole states and patches apart) and a sample view
// (for the twin) as JSON. `rttAt`: when each
// round trip ended (ms since the epoch), so bench/net.ts can leave out the
// joins. BENCH_HOST_DIR: the bot client of that checkout (`net.ts --host-dir`).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type RunBotClient = typeof import('../src-main/host/botClient').runBotClient;
const hostDir = process.env.BENCH_HOST_DIR;
const { runBotClient } = (await import(hostDir ? pathToFileURL(join(hostDir, 'src-main/host/botClient.ts')).href : '../src-main/host/botClient')) as { runBotClient: RunBotClient };

const [perTableArg, delayArg, ...urls] = process.argv.slice(2);
const perTable = Number(perTableArg);
const rtts: number[] = [];
const rttAt: number[] = [];
// The size of the states the host sends: the plain-ws twin sends the same (whole states and patches apart, and both).
let stateBytes = 0;
let states = 0;
let wholeBytes = 0;
let wholes = 0;
let patchBytes = 0;
let patches = 0;
// Every 50th state: the twin sends a view of the same shape (the one closest to the mean size).
const samples: string[] = [];
const started = performance.now();
// A bot that gives up (e.g. starved past the host's 15 s hello limit on a loaded machine) leaves its table
// waiting forever for its fourth player: after BENCH_CLIENT_LIMIT_MS (default 15 min) report what there is and stop.
const limitMs = Number(process.env.BENCH_CLIENT_LIMIT_MS ?? 15 * 60_000);
let finished = 0;
const limit = setTimeout(() => {
  const unfinished = urls.length * perTable - finished;
  process.stdout.write(JSON.stringify({ rtts, rttAt, failed: [`${unfinished} bot clients unfinished after ${limitMs} ms`], ms: performance.now() - started, cpu: process.cpuUsage(), stateBytes: 0, sampleView: null }) + '\n');
  process.exit(1);
}, limitMs);
const results = await Promise.all(urls.flatMap((url, t) =>
  Array.from({ length: perTable }, (_, i) => runBotClient({
    url, name: `T${t}B${i}`, delayMs: Number(delayArg), seed: `bench/${t}/${i}`, onRoundTrip: (ms) => { rtts.push(ms); rttAt.push(Date.now()); },
    onMessage: (text) => {
      // Whole states and patches (protocol 5) alike: the bytes of a state frame; the twin's sample from whole ones.
      const whole = text.startsWith('{"type":"state"');
      if (!whole && !text.startsWith('{"type":"patch"')) return;
      stateBytes += text.length;
      states++;
      if (whole) {
        wholeBytes += text.length;
        wholes++;
        samples.push(text);
      } else {
        patchBytes += text.length;
        patches++;
      }
    },
  }).then((r) => { finished++; if (r.code !== 0) console.error(`bench/net-clients.ts: ${r.message}`); return r; }))));
clearTimeout(limit);
const failed = results.filter((r) => r.code !== 0).map((r) => r.message);
const mean = states ? Math.round(stateBytes / states) : 0;
const sample = samples.filter((t) => (JSON.parse(t) as { view: unknown }).view).sort((x, y) => Math.abs(x.length - mean) - Math.abs(y.length - mean))[0];
const sampleView = sample ? (JSON.parse(sample) as { view: unknown }).view : null;
process.stdout.write(JSON.stringify({
  rtts, rttAt, failed, ms: performance.now() - started, cpu: process.cpuUsage(), stateBytes: mean, sampleView,
  wholeBytes: wholes ? Math.round(wholeBytes / wholes) : 0, patchBytes: patches ? Math.round(patchBytes / patches) : 0,
}) + '\n');
