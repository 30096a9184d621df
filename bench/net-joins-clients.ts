// The client side of bench/net-joins.ts: S bot clients per table URL, in this
// one process, that join and wait (a bot delay of an hour: nobody acts).
// Prints "joined" once every client holds its first state, then stays until
// killed. BENCH_HOST_DIR: the bot client of that checkout (its protocol).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

type RunBotClient = typeof import('../src-main/host/botClient').runBotClient;
const hostDir = process.env.BENCH_HOST_DIR;
const { runBotClient } = (await import(hostDir ? pathToFileURL(join(hostDir, 'src-main/host/botClient.ts')).href : '../src-main/host/botClient')) as { runBotClient: RunBotClient };

const [perTableArg, ...urls] = process.argv.slice(2);
const perTable = Number(perTableArg);
let waiting = urls.length * perTable;
const limit = setTimeout(() => { console.error(`bench/net-joins-clients.ts: ${waiting} clients without a state after 60 s`); process.exit(1); }, 60_000);
urls.forEach((url, t) => {
  for (let i = 0; i < perTable; i++) {
    let seen = false;
    void runBotClient({
      url, name: `T${t}B${i}`, delayMs: 3_600_000, seed: `bench/${t}/${i}`,
      onMessage: (text) => {
        if (seen || !text.startsWith('{"type":"state"')) return;
        seen = true;
        if (--waiting === 0) {
          clearTimeout(limit);
          process.stdout.write('joined\n');
        }
      },
    }).then((r) => { if (r.code !== 0) console.error(`bench/net-joins-clients.ts: ${r.message}`); });
  }
});
