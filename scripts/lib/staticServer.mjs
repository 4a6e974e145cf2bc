// The static server of a built remote: @fastify/static sends the files (ranges, ETags, folders'
// index.html, no path outside the root), @fastify/compress gzips text and @fastify/cors lets the
// shell fetch a remote from its own origin. What is ours: which files are cached for good, the
// standalone page's headers, the SPA fallback and the JSON generated per request.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';

/** Webpack's content hash in a file name (`main.0123abcd.js`): such a file never changes. */
const HASHED = /\.[0-9a-f]{8,}\.\w+$/;
/** RFC 9239's type for scripts (the mime table still says application/javascript). */
const SCRIPT = /\.m?js$/;

/**
 * @param {object} options
 * @param {string} options.root                 folder to serve (a webpack dist)
 * @param {number} options.port
 * @param {string} [options.host]
 * @param {boolean} [options.spa]               unknown paths without an extension get index.html
 * @param {Record<string, () => unknown>} [options.dynamicJson]  paths whose response is JSON generated per request
 * @param {() => Record<string, string>} [options.htmlHeaders]  headers of every HTML response (a remote's standalone page: its CSP)
 * @returns {Promise<import('node:http').Server>}
 */
export async function serveStatic({ root, port, host = 'localhost', spa = true, dynamicJson = {}, htmlHeaders }) {
  const base = resolve(root);
  // Our own node server, listened on below as before: `closeServer` then makes the remote unreachable at once.
  let server;
  const app = Fastify({ serverFactory: (handler) => (server = createServer(handler)) });

  await app.register(fastifyCors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'], allowedHeaders: '*', strictPreflight: false });
  await app.register(fastifyCompress, { encodings: ['gzip'] });
  await app.register(fastifyStatic, {
    root: base,
    wildcard: true,
    setHeaders(reply, path) {
      reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (SCRIPT.test(path)) reply.header('content-type', 'text/javascript; charset=utf-8');
      if (extname(path) === '.html' && htmlHeaders) reply.headers(htmlHeaders());
    },
  });

  for (const [path, generate] of Object.entries(dynamicJson)) {
    app.get(path, (_request, reply) => reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(JSON.stringify(generate(), null, 2)));
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(405).send();
    const pathname = request.url.split('?')[0];
    // A page of the remote's own router: the app's index.html (when there is one, else this would loop).
    if (spa && !extname(pathname) && existsSync(join(base, 'index.html'))) return reply.sendFile('index.html');
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  await app.ready();
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
