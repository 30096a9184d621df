import { existsSync, statSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** The built renderer of this checkout, if there is one. */
export function defaultWebRoot(): string | null {
  const dir = fileURLToPath(new URL('../../out/renderer', import.meta.url));
  return existsSync(join(dir, 'index.html')) ? dir : null;
}

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Stammtisch</title>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto">
<h1>Stammtisch</h1>
<p>Der Tisch läuft, aber die Browser-Oberfläche ist nicht gebaut (<code>npm run build</code>).</p>
<p>The table is running, but the browser UI is not built (<code>npm run build</code>).</p>
<p><a href="/api/table">/api/table</a></p>`;

/** Serves files under `root`, `index.html` for paths that are not files (client-side routes). */
export async function serveStatic(root: string | null, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  if (!root) {
    res.writeHead(200, { 'content-type': TYPES['.html']! }).end(req.method === 'HEAD' ? undefined : NOT_BUILT);
    return;
  }
  let path: string;
  try {
    path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  } catch {
    res.writeHead(400).end();
    return;
  }
  const base = resolve(root);
  let file = resolve(base, '.' + normalize('/' + path));
  if (file !== base && !file.startsWith(base + sep)) {
    res.writeHead(403).end();
    return;
  }
  // A client-side route: index.html. On a nested path (/table/abc) its relative asset URLs
  // (vite's base './') would point below that path: a <base href="/"> makes them resolve from the root.
  const fallback = !isFile(file);
  if (fallback) file = join(base, 'index.html');
  const withBase = fallback && path.lastIndexOf('/') > 0;
  let loaded: Loaded;
  try {
    loaded = await load(file, withBase);
  } catch {
    res.writeHead(404, { 'content-type': TYPES['.txt']! }).end('not found');
    return;
  }
  const ext = extname(file).toLowerCase();
  const type = TYPES[ext] ?? 'application/octet-stream';
  const compressible = COMPRESSIBLE.has(ext);
  const encoding = compressible ? pickEncoding(req.headers['accept-encoding']) : null;
  let body = loaded.plain;
  if (encoding) {
    try {
      body = await loaded.encoded(encoding);
    } catch {
      // Compression failed (it should not): the plain bytes are still right.
    }
  }
  const sent = body === loaded.plain ? null : encoding;
  const etag = `"${loaded.tag}${sent ? `-${sent === 'br' ? 'b' : 'g'}` : ''}"`;
  const headers: Record<string, string | number> = { 'content-type': type, 'cache-control': cacheControl(file, base), etag };
  // Caches (and the browser) must keep one copy per encoding.
  if (compressible) headers.vary = 'Accept-Encoding';
  if (notModified(req.headers['if-none-match'], etag)) {
    delete headers['content-type'];
    res.writeHead(304, headers).end();
    return;
  }
  if (sent) headers['content-encoding'] = sent;
  headers['content-length'] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** Text compresses well; images, fonts (woff2 is compressed already) are sent as they are. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.wasm', '.ico']);

/**
 * A hashed build asset (vite names them `name-<hash>.ext` under assets/): its URL
 * changes when its bytes do, so browsers keep it for a year. index.html must be
 * asked again every time (it names the current hashes); other files for an hour.
 */
function cacheControl(file: string, base: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  const rel = file.slice(base.length + 1).split(sep);
  const hashed = rel.length >= 2 && rel[0] === 'assets' && /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(rel[rel.length - 1]!);
  return hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

type Encoding = 'br' | 'gzip';

/** br when the browser takes it, else gzip, else none (Accept-Encoding with q-values; `*` counts). */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  const q = new Map<string, number>();
  for (const part of raw.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? (name === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function notModified(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const tags = (Array.isArray(header) ? header.join(',') : header).split(',').map((t) => t.trim().replace(/^W\//, ''));
  return tags.includes(etag) || tags.includes('*');
}

interface Loaded {
  plain: Buffer;
  /** Size and mtime of the file (and `-i` for index.html with its <base>): the ETag's core. */
  tag: string;
  encoded(encoding: Encoding): Promise<Buffer>;
}

/**
 * Files as sent, read and compressed once per version (size and mtime): the
 * built renderer is about a megabyte, so the whole set fits in memory. The
 * build writes brotli and gzip copies beside each asset (vite.web.config.ts);
 * a file without one is compressed here, in zlib's thread pool, once.
 */
const cache = new Map<string, { key: string; loaded: Loaded }>();
const CACHE_LIMIT = 64 * 1024 * 1024;
let cached = 0;

async function load(file: string, withBase: boolean): Promise<Loaded> {
  const st = await stat(file);
  if (!st.isFile()) throw new Error('not a file');
  const key = `${st.size}-${Math.floor(st.mtimeMs)}`;
  const id = withBase ? `${file}#base` : file;
  const hit = cache.get(id);
  if (hit?.key === key) return hit.loaded;
  let plain = await readFile(file);
  if (withBase) plain = Buffer.from(plain.toString('utf8').replace(/<head>/i, '<head><base href="/">'));
  const versions = new Map<Encoding, Promise<Buffer>>();
  const loaded: Loaded = {
    plain,
    tag: `${st.size.toString(36)}-${Math.floor(st.mtimeMs).toString(36)}${withBase ? '-i' : ''}`,
    encoded(encoding) {
      let v = versions.get(encoding);
      if (!v) {
        v = (withBase ? Promise.resolve(null) : prebuilt(file, encoding, st.mtimeMs)).then((b) => b ?? compress(plain, encoding));
        // A failure is not kept: the next request tries again.
        v.catch(() => versions.delete(encoding));
        versions.set(encoding, v);
      }
      return v;
    },
  };
  if (cached + plain.length * 2 > CACHE_LIMIT) { cache.clear(); cached = 0; }
  cache.set(id, { key, loaded });
  cached += plain.length * 2;
  return loaded;
}

/** The build's own `.br` / `.gz` beside the file, if it is not older than the file. */
async function prebuilt(file: string, encoding: Encoding, mtimeMs: number): Promise<Buffer | null> {
  const sibling = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  try {
    const st = await stat(sibling);
    return st.isFile() && st.mtimeMs >= mtimeMs ? await readFile(sibling) : null;
  } catch {
    return null;
  }
}

function compress(plain: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(plain, { level: 9 });
  // Quality 9: nearly 11's size at a fraction of its time (the build's copies use 11).
  return brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } });
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
