// The shell server's kept answers (pageCache.ts), with stand-ins on this machine: an API that
// answers with ETags and 304s as the real one's read cache does, and remotes whose render reads
// through the page's fetch and says whether it is whole. A page is answered from what was kept only
// while every read it was made from answers 304 now; each answer has its own nonce.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, get } from 'node:http';
import { mkdtempSync, writeFileSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellServer } from '../dist/shellServer.js';
import { listen, etagOf } from './support.mjs';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="description" content="d" /><title>Stage Rentals</title>
    <script>window.bootMarker = 1;</script><script src="/main.js"></script></head>
  <body><div id="root"><header class="boot-nav"></header><div class="boot">Loading…</div></div></body>
</html>`;

/**
 * A server container whose render reads the product through the page's fetch and counts its renders
 * in `globalThis.renders[name]`; `complete` is what it says of its render, `extra` code run before
 * it answers (with `pageFetch` and `apiUrl` in scope).
 */
const container = (name, { complete, extra = '' }) => `
module.exports = {
  init: function () { return Promise.resolve(); },
  get: function () {
    return Promise.resolve(function () {
      return {
        renderPage: async function ({ url, apiUrl, fetch: pageFetch }) {
          globalThis.renders = globalThis.renders || {};
          globalThis.renders['${name}'] = (globalThis.renders['${name}'] || 0) + 1;
          const key = decodeURIComponent(url.split('?')[0].split('/').pop());
          const response = await pageFetch(apiUrl + '/api/products/' + encodeURIComponent(key));
          const product = await response.json();
          ${extra}
          return { html: '<h1>' + product.name + ' Rs ' + product.price + '</h1>', queries: {}, status: response.status, ${complete === undefined ? '' : `complete: ${complete}`} };
        },
      };
    });
  },
};`;

const REMOTES = {
  // Says its render is whole: its pages may be kept.
  whole: { paths: ['/product/:key'], code: container('whole', { complete: true }) },
  // Built before renders said so: never kept.
  older: { paths: ['/older/:key'], code: container('older', {}) },
  // Whole, but also posts to the API (a request that is not a read): never kept.
  posts: { paths: ['/posts/:key'], code: container('posts', { complete: true, extra: "await pageFetch(apiUrl + '/api/quote', { method: 'POST', body: '{}' });" }) },
};

const prices = { 'AUD-001': 4500, 'AUD-002': 7000 };
/** What the API was asked: [method, url, status]. */
const apiLog = [];
let apiDown = false;
let remoteServer;
let api;
let shell;
let base;
let root;
let remotes;

before(async () => {
  remoteServer = createServer((req, res) => {
    const [, remote, ...rest] = req.url.split('?')[0].split('/');
    const file = rest.join('/');
    if (!REMOTES[remote]) return res.writeHead(404).end();
    if (file === 'mf-manifest.json') {
      const manifest = { name: remote, metaData: { registration: { paths: REMOTES[remote].paths, nav: [], layout: 'site' } } };
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
    }
    if (file === 'server/remoteEntry.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(REMOTES[remote].code);
    res.writeHead(404).end();
  });
  // As the API's read cache answers a public read: a strong ETag of the body, 304 to a request that has it.
  api = createServer((req, res) => {
    if (apiDown) {
      apiLog.push([req.method, req.url, 503]);
      return res.writeHead(503).end();
    }
    const key = /^\/api\/products\/([^/?]+)$/.exec(req.url)?.[1];
    if (req.method !== 'GET' || !key || !(key in prices)) {
      apiLog.push([req.method, req.url, 404]);
      return res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found","statusCode":404}');
    }
    const body = JSON.stringify({ key, name: `Speaker ${key}`, price: prices[key], description: 'A speaker.', availability: true, stock: 3 });
    const etag = etagOf(body);
    const unchanged = req.headers['if-none-match'] === etag;
    apiLog.push([req.method, req.url, unchanged ? 304 : 200]);
    if (unchanged) return res.writeHead(304, { etag }).end();
    res.writeHead(200, { 'content-type': 'application/json', etag }).end(body);
  });
  const remoteBase = await listen(remoteServer);
  const apiUrl = await listen(api);
  root = mkdtempSync(join(tmpdir(), 'shell-root-'));
  writeFileSync(join(root, 'index.html'), TEMPLATE);
  remotes = { apiUrl, remotes: Object.fromEntries(Object.keys(REMOTES).map((name) => [name, `${remoteBase}/${name}/mf-manifest.json`])) };
  shell = await createShellServer({ root, remotesConfig: () => remotes, budgetMs: 2000, serverRender: true });
  base = await shell.listen({ port: 0, host: '127.0.0.1' });
  // The remotes' code is loaded (onReady's warm-up) before the first page is asked for.
  for (const name of Object.keys(REMOTES)) await fetch(`${base}/${name === 'whole' ? 'product' : name}/AUD-002`).then((response) => response.text());
});

after(async () => {
  await shell?.close();
  await new Promise((resolve) => remoteServer.close(resolve));
  await new Promise((resolve) => api.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

/** GET with any headers, Host included (fetch sends its own). */
const rawGet = (path, headers) =>
  new Promise((resolve, reject) => {
    get(`${base}${path}`, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8').on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(new Response(body, { status: res.statusCode, headers: Object.entries(res.headers).map(([name, value]) => [name, String(value)]) })));
    }).on('error', reject);
  });

async function page(path, headers = {}) {
  const response = await rawGet(path, headers);
  const html = await response.text();
  const csp = response.headers.get('content-security-policy') ?? '';
  return {
    response,
    html,
    cache: /cache;desc=(\w+)/.exec(response.headers.get('server-timing') ?? '')?.[1],
    nonce: /'nonce-([^']+)'/.exec(csp)?.[1],
    htmlNonces: [...html.matchAll(/<script nonce="([^"]*)"/g)].map((match) => match[1]),
  };
}
const renders = (name) => globalThis.renders?.[name] ?? 0;
const jsonLdPrice = (html) => Number(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)[1]).offers.price);

describe('a server-rendered page kept by the shell server', () => {
  it('is served from what was kept the second time: no render, one conditional read answered 304', async () => {
    const first = await page('/product/AUD-001');
    assert.equal(first.response.status, 200);
    assert.match(first.html, /<h1>Speaker AUD-001 Rs 4500<\/h1>/);
    const rendered = renders('whole');
    const asked = apiLog.length;
    const second = await page('/product/AUD-001');
    assert.equal(second.cache, 'hit');
    assert.equal(renders('whole'), rendered, 'not rendered again');
    assert.deepEqual(apiLog.slice(asked), [['GET', '/api/products/AUD-001', 304]], 'the API was asked, with the ETag, after the request arrived');
    assert.equal(second.html.replaceAll(second.nonce, 'N'), first.html.replaceAll(first.nonce, 'N'), 'the same page but for its nonce');
  });

  it('a price changed through the API is on the very next page, in its head and its render', async () => {
    await page('/product/AUD-001');
    assert.equal((await page('/product/AUD-001')).cache, 'hit');
    prices['AUD-001'] = 4625;
    const rendered = renders('whole');
    const asked = apiLog.length;
    const next = await page('/product/AUD-001');
    assert.equal(next.cache, 'miss');
    assert.equal(jsonLdPrice(next.html), 4625);
    assert.ok(next.html.includes('<h1>Speaker AUD-001 Rs 4625</h1>'), next.html);
    assert.equal(renders('whole'), rendered + 1);
    // The conditional read's new answer (200) is the one the render used: the API is asked once.
    assert.deepEqual(apiLog.slice(asked), [['GET', '/api/products/AUD-001', 200]]);
    const after = await page('/product/AUD-001');
    assert.equal(after.cache, 'hit');
    assert.equal(jsonLdPrice(after.html), 4625);
  });

  it('is never answered when the API cannot say its data are the same (down): no kept price is shown', async () => {
    await page('/product/AUD-001');
    apiDown = true;
    try {
      const { response, html, cache } = await page('/product/AUD-001');
      assert.equal(response.status, 200);
      assert.equal(cache, 'miss');
      assert.ok(!html.includes('Rs 4625') && !html.includes('"price"'), 'no price the API did not just confirm');
    } finally {
      apiDown = false;
    }
    // The API is back and answers 304 to what was kept before: that page again, checked now.
    const back = await page('/product/AUD-001');
    assert.equal(back.cache, 'hit');
    assert.equal(jsonLdPrice(back.html), 4625);
  });

  it('each answer has its own unpredictable nonce, the one its CSP names, on the template’s scripts only', async () => {
    await page('/product/AUD-002');
    const answers = await Promise.all(Array.from({ length: 20 }, () => page('/product/AUD-002')));
    assert.ok(answers.every((answer) => answer.cache === 'hit'), answers.map((answer) => answer.cache).join());
    const nonces = answers.map((answer) => answer.nonce);
    assert.equal(new Set(nonces).size, nonces.length, 'no two answers share a nonce');
    for (const answer of answers) {
      assert.match(answer.nonce, /^[A-Za-z0-9+/]{22}==$/, '128 random bits');
      assert.deepEqual(answer.htmlNonces, [answer.nonce, answer.nonce], "the template's two scripts carry this answer's nonce");
      assert.ok(!/nonce-[0-9a-f]{32}/.test(answer.html), 'no marker is left in the page');
    }
  });

  it('keeps nothing of a visitor: another host gets its own canonical address, cookies change nothing', async () => {
    const plain = await page('/product/AUD-002');
    const other = await page('/product/AUD-002', { host: 'shop.example' });
    assert.ok(other.html.includes('href="http://shop.example/product/AUD-002"'), 'its own canonical');
    assert.ok(!other.html.includes(`${base}/product/AUD-002`), "not the other host's page");
    assert.ok(plain.html.includes(`href="${base}/product/AUD-002"`));
    const withCookie = await page('/product/AUD-002', { cookie: 'session=visitor-a', authorization: 'Bearer visitor-a' });
    assert.ok(!withCookie.html.includes('visitor-a'));
    assert.equal(withCookie.html.replaceAll(withCookie.nonce, 'N'), plain.html.replaceAll(plain.nonce, 'N'));
  });

  it("a remote that does not say its render is whole, or that made a request other than a read, renders every time", async () => {
    for (const path of ['/older/AUD-001', '/posts/AUD-001']) {
      const name = path.split('/')[1];
      await page(path);
      const rendered = renders(name);
      const again = await page(path);
      assert.equal(again.cache, 'miss', path);
      assert.equal(renders(name), rendered + 1, path);
    }
  });

  it('an unknown product (a 404 without an ETag) is rendered every time', async () => {
    await page('/product/NOPE');
    const again = await page('/product/NOPE');
    assert.equal(again.response.status, 404);
    assert.equal(again.cache, 'miss');
  });

  it('another query, another remotes.json or a new template is a new page', async () => {
    await page('/product/AUD-002');
    assert.equal((await page('/product/AUD-002?ref=mail')).cache, 'miss');
    remotes.extra = 'x';
    try {
      assert.equal((await page('/product/AUD-002')).cache, 'miss');
    } finally {
      delete remotes.extra;
    }
    const later = new Date(Date.now() + 5000);
    utimesSync(join(root, 'index.html'), later, later);
    assert.equal((await page('/product/AUD-002')).cache, 'miss');
    assert.equal((await page('/product/AUD-002')).cache, 'hit');
  });
});
