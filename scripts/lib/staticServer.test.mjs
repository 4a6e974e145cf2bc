// What the built frontends' static server promises the shell, the journeys and `npm start`:
// content types, gzip, CORS, caching, the SPA fallback, generated JSON and the standalone page's CSP.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { closeServer, serveStatic, standalonePageHeaders } from './staticServer.mjs';

const PORT = Number(process.env.STATIC_TEST_PORT) || 24790;
const SCRIPT = `export const catalogue = ${JSON.stringify('x'.repeat(4000))};\n`;

/** A raw request, so the test sees the bytes and headers as sent (fetch would undo gzip). */
function send(path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolvePromise, reject) => {
    const req = request({ host: 'localhost', port: PORT, path, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolvePromise({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static server for a built frontend', () => {
  let root;
  let server;
  let config = { apiUrl: 'http://localhost:3000', remotes: {} };

  before(async () => {
    root = mkdtempSync(join(tmpdir(), 'static-server-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>Catalogue</title>');
    writeFileSync(join(root, 'main.0123abcd.js'), SCRIPT);
    writeFileSync(join(root, 'mf-manifest.json'), '{"id":"catalog"}');
    writeFileSync(join(root, 'picture.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    mkdirSync(join(root, 'releases/1.0.0'), { recursive: true });
    writeFileSync(join(root, 'releases/1.0.0/index.html'), '<!doctype html><title>Release</title>');
    writeFileSync(join(root, '..', 'outside-static-root.txt'), 'secret');
    server = await serveStatic({
      root,
      port: PORT,
      dynamicJson: { '/remotes.json': () => config },
      htmlHeaders: () => standalonePageHeaders(config.apiUrl),
    });
  });

  after(async () => {
    if (server) await closeServer(server);
    rmSync(root, { recursive: true, force: true });
    rmSync(join(root, '..', 'outside-static-root.txt'), { force: true });
  });

  test('a hashed file is cached for good, with its content type and CORS for the shell', async () => {
    const res = await send('/main.0123abcd.js');
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'], /^text\/javascript; charset=utf-8$/i);
    assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal(res.body.toString(), SCRIPT);
  });

  test('a manifest is revalidated on every use', async () => {
    const res = await send('/mf-manifest.json');
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'], /^application\/json/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.deepEqual(JSON.parse(res.body.toString()), { id: 'catalog' });
  });

  test('text is gzipped for a browser that accepts gzip, and the response varies on it', async () => {
    const res = await send('/main.0123abcd.js', { headers: { 'accept-encoding': 'gzip, deflate' } });
    assert.equal(res.headers['content-encoding'], 'gzip');
    assert.match(res.headers.vary, /accept-encoding/i);
    assert.equal(gunzipSync(res.body).toString(), SCRIPT);
    assert.ok(res.body.length < SCRIPT.length / 4, `gzipped ${res.body.length} bytes of ${SCRIPT.length}`);
  });

  test('a picture keeps its bytes and type', async () => {
    const res = await send('/picture.png', { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.headers['content-encoding'], undefined);
    assert.equal(res.body.length, 4);
  });

  test('the standalone page carries its Content-Security-Policy and is never cached', async () => {
    const res = await send('/');
    assert.equal(res.status, 200);
    assert.match(res.headers['content-type'], /^text\/html; charset=utf-8$/i);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(res.headers['content-security-policy'], /script-src 'self';/);
    assert.match(res.headers['content-security-policy'], /connect-src 'self' http:\/\/localhost:3000/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.match(res.body.toString(), /<title>Catalogue<\/title>/);
  });

  test('an unknown path without an extension gets the app page (SPA fallback), with its CSP', async () => {
    const res = await send('/products/mixer-12');
    assert.equal(res.status, 200);
    assert.match(res.body.toString(), /<title>Catalogue<\/title>/);
    assert.match(res.headers['content-security-policy'], /frame-ancestors 'none'/);
  });

  test('a folder path serves its index.html', async () => {
    const res = await send('/releases/1.0.0/');
    assert.equal(res.status, 200);
    assert.match(res.body.toString(), /<title>Release<\/title>/);
  });

  test('a missing file with an extension is a 404, not the app page', async () => {
    const res = await send('/missing.0123abcd.js');
    assert.equal(res.status, 404);
    assert.doesNotMatch(res.body.toString(), /Catalogue/);
  });

  test('generated JSON is made per request, never cached', async () => {
    const first = await send('/remotes.json');
    assert.equal(first.headers['cache-control'], 'no-cache');
    assert.match(first.headers['content-type'], /^application\/json/);
    assert.equal(JSON.parse(first.body.toString()).apiUrl, 'http://localhost:3000');
    config = { ...config, apiUrl: 'http://localhost:3999' };
    assert.equal(JSON.parse((await send('/remotes.json')).body.toString()).apiUrl, 'http://localhost:3999');
    assert.match((await send('/')).headers['content-security-policy'], /connect-src 'self' http:\/\/localhost:3999/);
  });

  test('a HEAD has the headers and no body', async () => {
    const res = await send('/mf-manifest.json', { method: 'HEAD' });
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.equal(res.body.length, 0);
  });

  test('a CORS preflight gets a 204', async () => {
    const res = await send('/mf-manifest.json', { method: 'OPTIONS', headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'GET' } });
    assert.equal(res.status, 204);
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.match(res.headers['access-control-allow-methods'], /GET/);
  });

  test('no file outside the served folder is reachable', async () => {
    for (const path of ['/../outside-static-root.txt', '/%2e%2e/outside-static-root.txt', '/releases/..%2f..%2foutside-static-root.txt']) {
      const res = await send(path);
      assert.ok([400, 403, 404].includes(res.status), `${path} responded ${res.status}`);
      assert.doesNotMatch(res.body.toString(), /secret/);
    }
  });

  test('a write is refused', async () => {
    const res = await send('/mf-manifest.json', { method: 'POST' });
    assert.ok(res.status === 404 || res.status === 405, `POST responded ${res.status}`);
  });
});
