// What a server-rendered page costs beyond its render, with stand-ins on this machine (a remote's
// static server with ETags, an API that counts its requests): a remote's server code is run again
// only when its bytes changed, and a product page asks the API for its product once, for its head
// and its render together, and never takes a request made for an earlier page.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellServer } from '../dist/shellServer.js';
import { listen, etagOf } from './support.mjs';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="description" content="d" /><title>Stage Rentals</title></head>
  <body><div id="root"><header class="boot-nav"></header><div class="boot">Loading…</div></div></body>
</html>`;

/**
 * A server container (as packages/build's server target makes it) whose render reads the product
 * through the fetch the shell server gives it, and counts how often its code was run.
 */
const container = (release) => `
globalThis.entryRuns = (globalThis.entryRuns || 0) + 1;
module.exports = {
  init: function () { return Promise.resolve(); },
  get: function () {
    return Promise.resolve(function () {
      return {
        renderPage: async function ({ url, apiUrl, fetch: pageFetch }) {
          const key = decodeURIComponent(url.split('/').pop());
          const response = await pageFetch(apiUrl + '/api/products/' + encodeURIComponent(key));
          const product = await response.json();
          return { html: '<h1>${release} ' + product.name + ' Rs ' + product.price + '</h1>', queries: {}, status: response.status };
        },
      };
    });
  },
};`;

const REUSE_MS = 100;
let entry = container('release-1');
const entryAnswers = [];
const productReads = [];
let price = 4500;
let remoteServer;
let api;
let shell;
let base;
let root;

before(async () => {
  remoteServer = createServer((req, res) => {
    if (req.url === '/catalog/mf-manifest.json') {
      const manifest = { name: 'catalog', metaData: { registration: { paths: ['/product/:key'], nav: [], layout: 'site' } } };
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
    }
    if (req.url !== '/catalog/server/remoteEntry.js') return res.writeHead(404).end();
    // As @fastify/static (`send`) answers: 304 to the ETag of the bytes the client has, unless it asks for no cache.
    const etag = etagOf(entry);
    const unchanged = req.headers['if-none-match'] === etag && !/no-cache/.test(req.headers['cache-control'] ?? '');
    entryAnswers.push(unchanged ? 304 : 200);
    if (unchanged) return res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'text/javascript', etag }).end(entry);
  });
  api = createServer((req, res) => {
    productReads.push(req.url);
    const json = (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/products/AUD-001') return json(200, { key: 'AUD-001', name: 'JBL PRX 815', price, description: 'A speaker.', availability: true, stock: 3 });
    return json(404, { error: 'Product not found', statusCode: 404 });
  });
  const remoteBase = await listen(remoteServer);
  const apiUrl = await listen(api);
  root = mkdtempSync(join(tmpdir(), 'shell-root-'));
  writeFileSync(join(root, 'index.html'), TEMPLATE);
  const remotes = { apiUrl, remotes: { catalog: `${remoteBase}/catalog/mf-manifest.json` } };
  shell = await createShellServer({ root, remotesConfig: () => remotes, budgetMs: 2000, serverRender: true, remoteReuseMs: REUSE_MS });
  base = await shell.listen({ port: 0, host: '127.0.0.1' });
});

after(async () => {
  await shell?.close();
  await new Promise((resolve) => remoteServer.close(resolve));
  await new Promise((resolve) => api.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

const page = async (path) => (await fetch(`${base}${path}`)).text();
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const jsonLdPrice = (html) => Number(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)[1]).offers.price);

describe("a remote's server code", () => {
  it('is run once while its bytes stay the same: after reuseMs a conditional request (304) keeps it', async () => {
    assert.match(await page('/product/AUD-001'), /<h1>release-1 JBL PRX 815/);
    const runs = globalThis.entryRuns;
    for (let i = 0; i < 3; i += 1) {
      await pause(REUSE_MS * 1.5);
      assert.match(await page('/product/AUD-001'), /<h1>release-1 /);
    }
    assert.equal(globalThis.entryRuns, runs, 'the same bytes were not run again');
    assert.ok(entryAnswers.filter((status) => status === 304).length >= 3, `checked each time: ${entryAnswers}`);
  });

  it('changed bytes at the same address (a deploy over it) are run once reuseMs has passed', async () => {
    entry = container('release-2');
    const runs = globalThis.entryRuns;
    await pause(REUSE_MS * 1.5);
    assert.match(await page('/product/AUD-001'), /<h1>release-2 /);
    assert.equal(globalThis.entryRuns, runs + 1);
    assert.equal(entryAnswers.at(-1), 200);
  });
});

describe("a product page's reads of the API", () => {
  it('one request for the product serves the head (title, JSON-LD) and the render', async () => {
    await page('/product/AUD-001');
    const before = productReads.length;
    const html = await page('/product/AUD-001');
    assert.deepEqual(productReads.slice(before), ['/api/products/AUD-001']);
    assert.match(html, /<title>JBL PRX 815[^<]*<\/title>/);
    assert.equal(jsonLdPrice(html), price);
    assert.ok(html.includes(`JBL PRX 815 Rs ${price}</h1>`), html);
  });

  it('a price changed between two pages is on the second, in its head and its render', async () => {
    const first = await page('/product/AUD-001');
    price = 4625;
    const second = await page('/product/AUD-001');
    assert.equal(jsonLdPrice(first), 4500);
    assert.equal(jsonLdPrice(second), 4625);
    assert.ok(second.includes('JBL PRX 815 Rs 4625</h1>'), second);
  });

  it('an unknown product: one request, and the page is a 404', async () => {
    const before = productReads.length;
    const response = await fetch(`${base}/product/NOPE`);
    await response.text();
    assert.equal(response.status, 404);
    assert.deepEqual(productReads.slice(before), ['/api/products/NOPE']);
  });
});
