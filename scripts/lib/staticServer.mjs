// A tiny static file server for the built frontends: correct content types, gzip, CORS (remotes
// are fetched cross-origin by the shell), long caching for hashed files and SPA fallback.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.map', '.svg', '.txt']);
const HASHED = /\.[0-9a-f]{8,}\.\w+$/;

/**
 * @param {object} options
 * @param {string} options.root                 folder to serve (a webpack dist)
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.spa]               unknown paths without an extension get index.html
 * @param {Record<string, () => unknown>} [options.dynamicJson]  paths answered with generated JSON
 * @param {() => Record<string, string>} [options.htmlHeaders]  headers of every HTML answer (a remote's standalone page: its CSP)
 * @returns {Promise<import('node:http').Server>}
 */
export async function serveStatic({ root, port, host = 'localhost', spa = true, dynamicJson = {}, htmlHeaders }) {
  const base = resolve(root);
  const cache = new Map();

  async function load(file) {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return null;
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === info.mtimeMs) return hit;
    const body = await readFile(file);
    const entry = { body, gzipped: COMPRESSIBLE.has(extname(file)) ? gzipSync(body) : null, mtimeMs: info.mtimeMs };
    cache.set(file, entry);
    return entry;
  }

  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();

    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    } catch {
      return void res.writeHead(400).end();
    }

    if (dynamicJson[pathname]) {
      const body = JSON.stringify(dynamicJson[pathname](), null, 2);
      res.writeHead(200, { 'Content-Type': CONTENT_TYPES['.json'], 'Cache-Control': 'no-cache' });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }

    let file = normalize(join(base, pathname));
    if (file !== base && !file.startsWith(base + sep)) return void res.writeHead(403).end();
    if (pathname.endsWith('/')) file = join(file, 'index.html');
    let entry = await load(file);
    if (!entry && spa && !extname(pathname)) {
      file = join(base, 'index.html');
      entry = await load(file);
    }
    if (!entry) {
      res.writeHead(404, { 'Content-Type': CONTENT_TYPES['.txt'] });
      return void res.end('Not found');
    }

    const ext = extname(file);
    const headers = {
      'Content-Type': CONTENT_TYPES[ext] || 'application/octet-stream',
      'Cache-Control': HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (ext === '.html' && htmlHeaders) Object.assign(headers, htmlHeaders());
    const gzip = entry.gzipped && /\bgzip\b/.test(req.headers['accept-encoding'] || '');
    const body = gzip ? entry.gzipped : entry.body;
    if (gzip) headers['Content-Encoding'] = 'gzip';
    headers['Content-Length'] = body.length;
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });

  await new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolvePromise);
  });
  return server;
}

/** Closes a server and drops its keep-alive connections, so a "stopped" remote really is unreachable. */
export function closeServer(server) {
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise());
    server.closeAllConnections?.();
  });
}

/**
 * The headers of a remote's standalone page (its own HTML, no inline script): scripts only from
 * its own origin, data and pictures from the API too, never framed. `apiUrl` from remotes.json.
 */
export function standalonePageHeaders(apiUrl) {
  let api = '';
  try {
    api = apiUrl ? ` ${new URL(apiUrl).origin}` : '';
  } catch {
    // no usable API address: the page reaches only its own origin
  }
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${api}`,
    `connect-src 'self'${api}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
  };
}
