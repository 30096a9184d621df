import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTable, type RunningTable } from '../../src-main/host/index';
import { browserAndApp, webRoot } from './browser';

/**
 * A foreign web page (another origin on this machine, as any site on the
 * internet would be) against the lobby and a table: it may not frame them
 * (clickjacking) nor make the lobby fetch addresses for it (blind SSRF).
 */
const env = browserAndApp();
let foreign: Server;
let foreignUrl = '';
let page = '';
let canary: Server;
let canaryHits: string[] = [];
let canaryUrl = '';
let table: RunningTable;

const listen = (s: Server) => new Promise<string>((resolve) => s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}/`)));

beforeAll(async () => {
  foreign = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  canary = createServer((req, res) => { canaryHits.push(req.url ?? ''); res.writeHead(404).end(); });
  [foreignUrl, canaryUrl] = await Promise.all([listen(foreign), listen(canary)]);
  table = await startTable({ game: 'dubbe', seats: 3, port: 0, mdns: false, webRoot });
});
afterAll(async () => {
  await table?.close();
  await Promise.all([foreign, canary].map((s) => new Promise((r) => s?.close(r))));
});

describe('a foreign page against the lobby and a table', () => {
  it('cannot frame the lobby or a table page (clickjacking)', async () => {
    const context = await env.browser.newContext();
    const p = await context.newPage();
    const tableUrl = `http://127.0.0.1:${table.port}/`;
    page = `<!doctype html><iframe id="lobby" src="${env.app.url}"></iframe><iframe id="table" src="${tableUrl}"></iframe>`;
    await p.goto(foreignUrl);
    await p.waitForTimeout(1500);
    const framed = p.frames().filter((f) => f !== p.mainFrame());
    expect(framed).toHaveLength(2);
    for (const f of framed) {
      // A refused frame is Chromium's error page: the app's page never loads inside it.
      expect(await f.locator('#app').count().catch(() => 0)).toBe(0);
      expect(f.url()).not.toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    }
    await context.close();
  });

  it('cannot make the lobby fetch an address for it (an <img> at /api/probe)', async () => {
    const context = await env.browser.newContext();
    const p = await context.newPage();
    canaryHits = [];
    page = `<!doctype html><img src="${env.app.url}api/probe?url=${encodeURIComponent(canaryUrl)}"><img src="${env.app.url}api/qr?text=x">`;
    await p.goto(foreignUrl);
    await p.waitForTimeout(1500);
    expect(canaryHits).toEqual([]);
    await context.close();
  });

  it('the lobby page itself still joins by address through /api/probe', async () => {
    const context = await env.browser.newContext();
    const p = await context.newPage();
    await p.goto(env.app.url);
    const info = await p.evaluate(async (base) => {
      const r = await fetch(`/api/probe?url=${encodeURIComponent(base)}`, { headers: { 'x-stammtisch': 'lobby' } });
      return { status: r.status, body: await r.json() };
    }, `http://127.0.0.1:${table.port}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ game: 'dubbe', seats: 3 });
    await context.close();
  });
});
