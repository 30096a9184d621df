import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { TestClient } from '../host/client';
import { isLoopback } from '../../src-main/app/security';
import { startAppServer, type AppServer } from '../../src-main/app/server';
import type { HostedTable } from '../../shared/protocol/lobby';

let app: AppServer;
beforeAll(async () => {
  app = await startAppServer({ port: 0, webRoot: null, browse: false, tableDefaults: { port: 0, mdns: false } });
});
afterAll(async () => {
  await app?.close();
});

/** A raw request, so tests can send the headers a hostile page would. */
function call(path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<{ status: number; body: string; type: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: app.port, path, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode!, body, type: String(res.headers['content-type']), headers: res.headers }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

describe('app server (lobby API)', () => {
  it('describes the app and its games', async () => {
    const res = await call('/api/app');
    expect(res.status).toBe(200);
    const info = JSON.parse(res.body);
    expect(info.app).toBe('stammtisch');
    expect(info.games.find((g: { id: string }) => g.id === 'dubbe')).toMatchObject({ seats: { min: 2, max: 5 } });
  });

  it('refuses requests naming another host (DNS rebinding) or coming from another origin', async () => {
    expect((await call('/api/app', { headers: { host: 'evil.example' } })).status).toBe(403);
    expect((await call('/api/tables', { headers: { host: `attacker.test:${app.port}` } })).status).toBe(403);
    const res = await post('/api/tables', { game: 'dubbe', seats: 2, name: 'x' }, { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(app.hosted()).toHaveLength(0);
    expect((await call('/api/app', { headers: { host: `localhost:${app.port}` } })).status).toBe(200);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '127.8.0.3', '::1', '::ffff:127.0.0.1'].map(isLoopback)).toEqual([true, true, true, true]);
    expect(['192.168.1.2', '10.0.0.1', '::ffff:192.168.1.2', 'fe80::1', undefined].map(isLoopback)).toEqual([false, false, false, false, false]);
  });

  it('explains a bad table request without opening anything', async () => {
    const unknown = await post('/api/tables', { game: 'skat', seats: 3, name: 'x' });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.body).error).toBe('unknown game "skat"');
    const rounds = await post('/api/tables', { game: 'dubbe', seats: 3, name: 'x', options: { rounds: 4 } });
    expect(rounds.status).toBe(400);
    expect(JSON.parse(rounds.body).error).toMatch(/rounds: 4 is not a multiple of 3/);
    const level = await post('/api/tables', { game: 'dubbe', seats: 3, name: 'x', botLevel: 'genius' });
    expect(level.status).toBe(400);
    expect(JSON.parse(level.body).error).toMatch(/^botLevel/);
    const pace = await post('/api/tables', { game: 'dubbe', seats: 3, name: 'x', botPace: 'turbo' });
    expect(pace.status).toBe(400);
    expect(JSON.parse(pace.body).error).toMatch(/^botPace/);
    const seats = await post('/api/tables', { game: 'dubbe', seats: 7, name: 'x' });
    expect(seats.status).toBe(400);
    expect((await call('/api/tables', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' })).status).toBe(415);
    expect(app.hosted()).toHaveLength(0);
  });

  it('opens a locked table in-process; its admin token works on the table; closing it frees the port', async () => {
    const res = await post('/api/tables', {
      game: 'dubbe', seats: 3, name: 'Stammtisch', locked: true, bots: 2, botLevel: 'hard', options: { blackDie: true },
    });
    expect(res.status).toBe(200);
    const t = JSON.parse(res.body) as HostedTable;
    expect(t.code).toMatch(/^[A-Z2-9]{7}$/);
    expect(t.shareUrls[0]).toMatch(new RegExp(`^http://[\\d.]+:${t.port}/#code=${t.code}$`));
    expect(JSON.parse((await call('/api/tables')).body)).toEqual([t]);

    const running = app.hosted()[0]!;
    expect(running.table.seats.map((s) => s.kind)).toEqual(['empty', 'bot', 'bot']);
    // The lobby's bot level: for the bots seated now and for later bots and stand-ins.
    expect(running.table.seats.map((s) => s.level)).toEqual([null, 'hard', 'hard']);
    expect(running.table.botLevel).toBe('hard');
    // No pace asked for: the app's default (normal) unless the test app's own defaults.
    expect(running.table.bots.pauses.trickMs).toBeGreaterThanOrEqual(0);
    expect(running.table.options).toMatchObject({ blackDie: true, rounds: 6 });

    // The lobby window joins with the admin token: the host says so in its welcome.
    // The lobby's handshake uses the code like any client's.
    const ws = await TestClient.open(t.wsUrl);
    const welcome = await ws.join({ name: 'Birgit', code: t.code!, admin: t.admin });
    expect(welcome).toMatchObject({ seat: 0, admin: true });
    ws.close();

    // "Join by address" asks the app server, which asks the table.
    const probe = await call(`/api/probe?url=${encodeURIComponent(`http://127.0.0.1:${t.port}`)}`, { headers: { 'x-stammtisch': 'lobby' } });
    expect(JSON.parse(probe.body)).toMatchObject({ name: 'Stammtisch', game: 'dubbe', seats: 3, locked: true });

    expect((await call(`/api/tables/${t.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(app.hosted()).toHaveLength(0);
    const gone = await call(`/api/probe?url=${encodeURIComponent(`http://127.0.0.1:${t.port}`)}`, { headers: { 'x-stammtisch': 'lobby' } });
    expect(gone.status).toBe(502);
    expect(JSON.parse(gone.body).error).toMatch(/^no table answers at 127\.0\.0\.1:\d+/);
  });

  it('answers for one table, a finished one still running included (its "play again" window), and 404 once it is closed', async () => {
    const t = JSON.parse((await post('/api/tables', { game: 'dubbe', seats: 2, bots: 1, name: 'Einer' })).body) as HostedTable;
    expect(JSON.parse((await call(`/api/tables/${t.id}`)).body)).toEqual({ ...t, over: false });
    app.hosted().find((r) => r.table.id === t.id)!.table.endGame();
    // Over: off the list, still answered (a reloaded page joins it again).
    expect(JSON.parse((await call('/api/tables')).body)).toEqual([]);
    expect(JSON.parse((await call(`/api/tables/${t.id}`)).body)).toMatchObject({ id: t.id, over: true });
    expect((await call(`/api/tables/${t.id}`, { method: 'DELETE' })).status).toBe(200);
    const gone = await call(`/api/tables/${t.id}`);
    expect(gone.status).toBe(404);
    expect(JSON.parse(gone.body).error).toBe('no such table');
  });

  it('lists its own tables among the tables found', async () => {
    const t = JSON.parse((await post('/api/tables', { game: 'dubbe', seats: 4, name: 'Ecke' })).body) as HostedTable;
    const found = JSON.parse((await call('/api/discovered')).body);
    expect(found).toEqual([{ id: t.id, name: 'Ecke', game: 'dubbe', seats: 4, free: 4, locked: false, addresses: ['127.0.0.1'], port: t.port, local: true, lookAlike: false }]);
    await call(`/api/tables/${t.id}`, { method: 'DELETE' });
  });

  it('draws QR codes as SVG', async () => {
    const res = await call(`/api/qr?text=${encodeURIComponent('http://192.168.1.20:47474/?code=AB12')}`);
    expect(res.status).toBe(200);
    expect(res.type).toBe('image/svg+xml');
    expect(res.body).toMatch(/^<svg[^>]*viewBox="0 0 (\d+) \1"/);
  });

  it('every answer forbids framing; another site may not use the API, and the probe answers the lobby page only', async () => {
    for (const path of ['/', '/api/app', '/api/tables', '/api/nothing']) {
      const res = await call(path);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['content-security-policy']).toBe("frame-ancestors 'none'");
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
    for (const site of ['cross-site', 'same-site']) {
      expect((await call('/api/tables', { headers: { 'sec-fetch-site': site } })).status).toBe(403);
      expect((await call('/api/qr?text=x', { headers: { 'sec-fetch-site': site } })).status).toBe(403);
    }
    expect((await call('/api/tables', { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
    const bare = await call(`/api/probe?url=${encodeURIComponent('http://127.0.0.1:9/')}`);
    expect(bare.status).toBe(403);
    expect(JSON.parse(bare.body).error).toMatch(/lobby page only/);
  });

  it('keeps the standard quiet zone of four modules around a QR code', async () => {
    const text = 'http://192.168.1.20:47474/?code=AB12';
    const res = await call(`/api/qr?text=${encodeURIComponent(text)}`);
    const side = Number(/viewBox="0 0 (\d+) \1"/.exec(res.body)![1]);
    const modules = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules.size;
    expect(side - modules).toBeGreaterThanOrEqual(8);
    // The first dark module (the finder pattern's corner) starts four modules in.
    const dark = /<path[^>]*stroke="[^"]+"[^>]*d="M(\d+) (\d+(?:\.5)?)/.exec(res.body)!;
    expect(Number(dark[1])).toBeGreaterThanOrEqual(4);
    expect(Math.floor(Number(dark[2]))).toBeGreaterThanOrEqual(4);
  });
});
