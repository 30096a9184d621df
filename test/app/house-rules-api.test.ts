import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppServer, type AppServer } from '../../src-main/app/server';

/** Issue 28: a club's own rules, saved by name in the app's data directory, exported and imported as a small JSON file. */
let dir: string;
let app: AppServer;
const start = () => startAppServer({ port: 0, webRoot: null, browse: false, tableDefaults: { port: 0, mdns: false, bot: { delayMs: 0 } }, dataDir: join(dir, 'data') });
const call = async (method: string, path: string, body?: unknown) => {
  const res = await fetch(new URL(path, app.url), { method, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) });
  return { status: res.status, body: (await res.json()) as any };
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'house-rules-'));
  app = await start();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('GET/POST/DELETE /api/house-rules', () => {
  it('saves a named set, lists it, keeps it over a restart, replaces by name, deletes it', async () => {
    expect((await call('GET', '/api/house-rules')).body).toEqual([]);
    const saved = await call('POST', '/api/house-rules', { name: 'Dienstagsrunde', game: 'doppelkopf', options: { preset: 'ddv', schweine: 'said' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ format: 'stammtisch-house-rules', version: 1, name: 'Dienstagsrunde', game: 'doppelkopf', options: { preset: 'ddv', schweine: 'said', houseRules: 'Dienstagsrunde' } });
    await app.close();
    app = await start();
    const list = (await call('GET', '/api/house-rules')).body;
    expect(list.map((s: { name: string }) => s.name)).toEqual(['Dienstagsrunde']);
    const file = JSON.parse(await readFile(join(dir, 'data', 'house-rules.json'), 'utf8'));
    expect(file.sets[0].options.schweine).toBe('said');
    await call('POST', '/api/house-rules', { name: 'Dienstagsrunde', game: 'doppelkopf', options: { preset: 'standard' } });
    expect((await call('GET', '/api/house-rules')).body).toHaveLength(1);
    expect((await call('GET', '/api/house-rules')).body[0].options.preset).toBe('standard');
    expect((await call('DELETE', `/api/house-rules/${encodeURIComponent('Dienstagsrunde')}`)).status).toBe(200);
    expect((await call('GET', '/api/house-rules')).body).toEqual([]);
    expect((await call('DELETE', '/api/house-rules/Nope')).status).toBe(404);
  });

  it('imports an exported file (the same JSON) on another laptop', async () => {
    const exported = (await call('POST', '/api/house-rules', { name: 'Dulle-Runde Weimar', game: 'doppelkopf', options: { preset: 'weimar', base: 20 } })).body;
    await call('DELETE', `/api/house-rules/${encodeURIComponent('Dulle-Runde Weimar')}`);
    const again = await call('POST', '/api/house-rules', JSON.parse(JSON.stringify(exported)));
    expect(again.status).toBe(200);
    expect((await call('GET', '/api/house-rules')).body[0]).toMatchObject({ name: 'Dulle-Runde Weimar', options: { preset: 'weimar', base: 20 } });
  });

  it('refuses what is no valid set, with the reason', async () => {
    const bad = async (body: unknown) => call('POST', '/api/house-rules', body);
    expect((await bad({ name: '', game: 'doppelkopf', options: {} })).status).toBe(400);
    expect((await bad({ name: 'X', game: 'chess', options: {} })).status).toBe(400);
    const wrong = await bad({ name: 'X', game: 'doppelkopf', options: { schweine: 'maybe' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatch(/options\.schweine/);
    expect((await bad({ name: 'X', game: 'doppelkopf', options: { poverty: true }, extra: 1 })).status).toBe(400);
  });
});
