import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

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
  try {
    let body = await readFile(file);
    if (fallback && path.lastIndexOf('/') > 0) body = Buffer.from(body.toString('utf8').replace(/<head>/i, '<head><base href="/">'));
    const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
    // Hashed asset names may be cached; index.html must not be.
    const cache = file.endsWith('index.html') ? 'no-cache' : 'public, max-age=3600';
    res.writeHead(200, { 'content-type': type, 'content-length': body.length, 'cache-control': cache });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch {
    res.writeHead(404, { 'content-type': TYPES['.txt']! }).end('not found');
  }
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
