import { createInterface } from 'node:readline';
import { TestClient } from '../host/client';

/**
 * A person at a table, as a process of its own (so it can run inside a
 * network namespace: `ip netns exec NS node --import tsx netnsPerson.ts URL`).
 * Sits down as "Anna", then obeys stdin: `leave` closes the connection (the
 * seat waits), `back` comes back to the same seat with the token. Each done
 * step is one stdout line (`seated N`, `left`, `back N`); errors go to stderr
 * with exit 1. It ends when stdin ends.
 */
const url = process.argv[2]!;
let client = await TestClient.open(url);
const welcome = await client.join({ name: 'Anna' });
const token = welcome.token;
process.stdout.write(`seated ${welcome.seat}\n`);

for await (const line of createInterface({ input: process.stdin })) {
  try {
    if (line === 'leave') {
      client.close();
      await client.closed;
      process.stdout.write('left\n');
    } else if (line === 'back') {
      client = await TestClient.open(url);
      const again = await client.join({ name: 'Anna', token });
      process.stdout.write(`back ${again.seat}\n`);
    }
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    process.exit(1);
  }
}
client.close();
