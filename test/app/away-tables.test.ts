import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoundTable, HostedTable } from '../../shared/protocol/lobby';
import { startAppServer, type AppServer } from '../../src-main/app/server';
import { TestClient } from '../host/client';

/** Issue 27: a table whose people are all away is nobody's open table — "Your tables" says so, the network list leaves it out. */
let app: AppServer;
const clients: TestClient[] = [];
beforeAll(async () => {
  app = await startAppServer({ port: 0, webRoot: null, browse: false, tableDefaults: { port: 0, mdns: false, bot: { delayMs: 5 }, graceMs: 100 } });
});
afterAll(async () => {
  for (const c of clients) c.ws.terminate();
  await app?.close();
});

const get = async <T>(path: string): Promise<T> => (await fetch(`${app.url}${path.slice(1)}`)).json() as Promise<T>;

describe('a table nobody is at', () => {
  it('is listed as away under "Your tables" (its bots wait), not on the network; back when someone sits down again', async () => {
    const res = await fetch(`${app.url}api/tables`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ game: 'dubbe', seats: 3, bots: 2, name: 'Solo', options: { rounds: 3 } }),
    });
    const t = await res.json() as HostedTable;
    expect(t.away).toBeUndefined();
    const anna = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(anna);
    const welcome = await anna.join({ name: 'Anna', admin: t.admin });
    await anna.next('state', (m) => m.table.started);
    expect((await get<FoundTable[]>('/api/discovered')).map((f) => f.id)).toEqual([t.id]);

    anna.close();
    await expect.poll(async () => (await get<HostedTable[]>('/api/tables')).find((h) => h.id === t.id)?.away).toBe(true);
    expect(await get<FoundTable[]>('/api/discovered')).toEqual([]);

    const back = await TestClient.open(`ws://127.0.0.1:${t.port}/`);
    clients.push(back);
    expect((await back.join({ name: 'Anna', token: welcome.token })).seat).toBe(0);
    await expect.poll(async () => (await get<HostedTable[]>('/api/tables')).find((h) => h.id === t.id)?.away).toBeUndefined();
    expect((await get<FoundTable[]>('/api/discovered')).map((f) => f.id)).toEqual([t.id]);
  });
});
