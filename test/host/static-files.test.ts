import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src-main/host/staticFiles';

let root: string;
let server: Server;
let base: string;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'stammtisch-static-'));
  mkdirSync(join(root, 'assets'));
  // As vite builds it: relative asset URLs.
  writeFileSync(join(root, 'index.html'), '<!doctype html><html><head><script type="module" src="./assets/app.js"></script></head><body></body></html>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  server = createServer((req, res) => void serveStatic(root, req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(root, { recursive: true, force: true });
});

describe('the renderer on nested paths', () => {
  it('a nested URL gets index.html whose relative assets resolve from the root (not /table/assets/…)', async () => {
    const html = await (await fetch(`${base}/table/abc`)).text();
    const src = /src="([^"]+)"/.exec(html)![1]!;
    const baseHref = /<base href="([^"]+)"/.exec(html)?.[1] ?? '/table/abc';
    const asset = await fetch(new URL(src, new URL(baseHref, `${base}/table/abc`)));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
  });

  it('the root page is served unchanged', async () => {
    expect(await (await fetch(`${base}/`)).text()).not.toContain('<base');
  });
});
