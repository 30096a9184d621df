import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../../src-main/host/staticFiles';

/** A raw GET (fetch would decompress and hide the encoding): status, headers and the bytes as sent. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(5000, () => req.destroy(new Error('timeout')));
    req.end();
  });
}

let root: string;
let server: Server;
let base: string;
// Repetitive like real JS: compresses well.
const js = Array.from({ length: 400 }, (_, i) => `export function card${i}(x) { return x + ${i}; }`).join('\n');
const css = Array.from({ length: 200 }, (_, i) => `.c${i} { color: #${(i * 4099).toString(16).padStart(6, '0').slice(0, 6)}; }`).join('\n');
const html = '<!doctype html><html><head><script type="module" src="./assets/index-AbC123xy.js"></script></head><body><div id="app"></div></body></html>';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'stammtisch-static-z-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), html);
  writeFileSync(join(root, 'assets', 'index-AbC123xy.js'), js);
  writeFileSync(join(root, 'assets', 'index-Zz9_8-7q.css'), css);
  // A precompressed sibling as the build writes it: served as is.
  writeFileSync(join(root, 'assets', 'big-Qq1Ww2Ee.js'), js + '\n// big');
  writeFileSync(join(root, 'assets', 'big-Qq1Ww2Ee.js.br'), brotliCompressSync(Buffer.from(js + '\n// big')));
  writeFileSync(join(root, 'assets', 'logo-Hh5Jj6Kk.png'), Buffer.alloc(4000, 7));
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
  server = createServer((req, res) => void serveStatic(root, req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  rmSync(root, { recursive: true, force: true });
});

describe('compressed answers', () => {
  it('brotli when the browser offers it, with Vary: Accept-Encoding and the right length', async () => {
    const res = await get(`${base}/assets/index-AbC123xy.js`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toContain('javascript');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(js.length / 4);
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(js);
  });

  it('gzip for a browser without brotli', async () => {
    const res = await get(`${base}/assets/index-Zz9_8-7q.css`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.body).toString('utf8')).toBe(css);
  });

  it('plain bytes without Accept-Encoding or with br;q=0, gzip;q=0 (still Vary)', async () => {
    for (const headers of [{} as Record<string, string>, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) {
      const res = await get(`${base}/assets/index-AbC123xy.js`, headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.body.toString('utf8')).toBe(js);
    }
  });

  it('index.html is compressed too, and on a nested route still gets its <base>', async () => {
    const res = await get(`${base}/table/abc`, { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString('utf8')).toContain('<base href="/">');
    const top = await get(`${base}/`, { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(top.body).toString('utf8')).toBe(html);
  });

  it('a precompressed .br file from the build is sent as it lies on disk', async () => {
    const res = await get(`${base}/assets/big-Qq1Ww2Ee.js`, { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString('utf8')).toBe(js + '\n// big');
    // The gzip-only browser gets gzip made from the original.
    const gz = await get(`${base}/assets/big-Qq1Ww2Ee.js`, { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString('utf8')).toBe(js + '\n// big');
  });

  it('images are not compressed again (no Content-Encoding)', async () => {
    const res = await get(`${base}/assets/logo-Hh5Jj6Kk.png`, { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBe(4000);
  });

  it('HEAD gives the same headers and no body', async () => {
    const get1 = await get(`${base}/assets/index-AbC123xy.js`, { 'accept-encoding': 'br' });
    const head = await get(`${base}/assets/index-AbC123xy.js`, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(get1.headers['content-length']);
  });
});

describe('caching headers', () => {
  it('hashed assets are immutable for a year; index.html and routes are revalidated', async () => {
    const asset = await get(`${base}/assets/index-AbC123xy.js`);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const img = await get(`${base}/assets/logo-Hh5Jj6Kk.png`);
    expect(img.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/table/abc']) {
      const page = await get(`${base}${path}`);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    // A file without a hash in its name may change under the same URL.
    expect((await get(`${base}/favicon.svg`)).headers['cache-control']).not.toContain('immutable');
  });

  it('an ETag per encoding; If-None-Match answers 304 without a body', async () => {
    const br = await get(`${base}/`, { 'accept-encoding': 'br' });
    const plain = await get(`${base}/`);
    expect(br.headers.etag).toBeTruthy();
    expect(plain.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get(`${base}/`, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    const stale = await get(`${base}/`, { 'accept-encoding': 'br', 'if-none-match': '"nope"' });
    expect(stale.status).toBe(200);
  });

  it('a file changed on disk gets a new ETag and its new bytes (the cache notices)', async () => {
    const before = await get(`${base}/favicon.svg`, { 'accept-encoding': 'gzip' });
    await new Promise((r) => setTimeout(r, 20));
    writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');
    const after = await get(`${base}/favicon.svg`, { 'accept-encoding': 'gzip' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const body = after.headers['content-encoding'] === 'gzip' ? gunzipSync(after.body) : after.body;
    expect(body.toString('utf8')).toContain('<rect');
  });
});
