// Server rendering with a remote's own server target (remoteRender.ts), with stand-in remotes on
// this machine: one that renders, one that throws, one slower than the budget, one that is down.
// Each stand-in is a Module Federation container as packages/build's server target makes it
// (commonjs-module: `get` and `init`), loaded over HTTP by the federation runtime.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellServer } from '../dist/shellServer.js';
import { checkPin, matchesPath } from '../dist/remoteRender.js';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="description" content="d" /><title>Stage Rentals</title>
    <script>window.bootMarker = 1;</script></head>
  <body><div id="root"><header class="boot-nav"></header><div class="boot">Loading…</div></div></body>
</html>`;

/** A server container whose renderPage does `body` (a function's source, run in the container). */
const container = (body) => `
module.exports = {
  init: function () { return Promise.resolve(); },
  get: function (name) {
    if (name !== './serverRender') return Promise.reject(new Error('no ' + name));
    return Promise.resolve(function () { return { renderPage: ${body} }; });
  },
};`;

const REMOTES = {
  good: container(`async ({ url, apiUrl }) => ({ html: '<h1>Page ' + url + '</h1><p>$& Rs 4,500.00 &lt;b&gt;</p>', queries: { 'getProduct("A")': { status: 'fulfilled', data: { name: '</script><b>' } } }, status: url.includes('GONE') ? 404 : 200 })`),
  throws: container(`async () => { throw new Error('boom'); }`),
  slow: container(`() => new Promise((resolve) => setTimeout(() => resolve({ html: '<h1>late</h1>', queries: {}, status: 200 }), 2000))`),
};
// Pinned releases: `pinned` as published; `tampered` is the same release with one byte of its
// server entry changed (the changed code would set a marker); `forged` has a changed manifest.
const PINNED_ENTRY = container(`async ({ url }) => { globalThis.pinnedRan = (globalThis.pinnedRan || 0) + 1; return { html: '<h1>Pinned ' + url + '</h1>', queries: {}, status: 200 }; }`);
const TAMPERED_ENTRY = PINNED_ENTRY.replace('globalThis.pinnedRan', 'globalThis.tamperRan');
REMOTES.pinned = PINNED_ENTRY;
REMOTES.tampered = TAMPERED_ENTRY;
REMOTES.forged = PINNED_ENTRY;
const sha384 = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const manifestText = (name, paths) => JSON.stringify(manifest(name, paths));
const PINNED_PATHS = { pinned: ['/pinned'], tampered: ['/tampered'], forged: ['/forged'] };
const pinsOf = (remote) => ({ manifest: sha384(manifestText(`mfe_${remote}`, PINNED_PATHS[remote])), entry: sha384(`the browser entry of ${remote}`), serverEntry: sha384(PINNED_ENTRY) });
const entryRequests = [];

let remoteServer;
let remoteBase;
let shell;
let base;
let root;
let remotes;
const logged = [];

// The chunks' digests as packages/build writes them into the manifest (chunkIntegrity.js), and the product page's own chunk (registration.js).
const DIGESTS = { 'app.aaaa.js': sha384('app'), 'vendor/react.bbbb.js': sha384('react'), 'page.cccc.js': sha384('page') };
const manifest = (name, paths) => ({
  name,
  metaData: {
    registration: { paths, nav: [], layout: 'site' },
    publicPath: 'auto',
    remoteEntry: { name: 'remoteEntry.0123456789.js', path: '' },
    integrity: DIGESTS,
    pageFiles: { '/product/:key': ['page.cccc.js'], '/pinned': ['page.cccc.js'] },
  },
  exposes: [{ name: 'App', path: './App', assets: { js: { sync: ['app.aaaa.js', 'vendor/react.bbbb.js'], async: ['page.cccc.js'] } } }],
});

before(async () => {
  remoteServer = createServer((req, res) => {
    const [, remote, ...rest] = req.url.split('?')[0].split('/');
    const file = rest.join('/');
    if (file === 'mf-manifest.json') {
      const paths = { good: ['/', '/product/:key'], throws: ['/broken'], slow: ['/slow'], ...PINNED_PATHS }[remote];
      // forged: one byte of the published manifest changed.
      const text = manifestText(`mfe_${remote}`, paths);
      return res.writeHead(200, { 'content-type': 'application/json' }).end(remote === 'forged' ? text.replace('"layout":"site"', '"layout":"site" ') : text);
    }
    if (file === 'server/remoteEntry.js') entryRequests.push(remote);
    if (file === 'server/remoteEntry.js' && REMOTES[remote]) return res.writeHead(200, { 'content-type': 'text/javascript' }).end(REMOTES[remote]);
    res.writeHead(404).end();
  });
  await new Promise((resolve) => remoteServer.listen(0, '127.0.0.1', resolve));
  remoteBase = `http://localhost:${remoteServer.address().port}`;
  root = mkdtempSync(join(tmpdir(), 'shell-root-'));
  writeFileSync(join(root, 'index.html'), TEMPLATE);
  remotes = {
    apiUrl: 'http://localhost:9',
    remotes: {
      good: `${remoteBase}/good/mf-manifest.json`,
      throws: `${remoteBase}/throws/mf-manifest.json`,
      slow: `${remoteBase}/slow/mf-manifest.json`,
      down: 'http://localhost:9/mf-manifest.json',
      pinned: { manifest: `${remoteBase}/pinned/mf-manifest.json`, integrity: pinsOf('pinned') },
      tampered: { manifest: `${remoteBase}/tampered/mf-manifest.json`, integrity: pinsOf('tampered') },
      forged: { manifest: `${remoteBase}/forged/mf-manifest.json`, integrity: pinsOf('forged') },
    },
  };
  shell = await createShellServer({ root, remotesConfig: () => remotes, budgetMs: 300, serverRender: true, log: (message) => logged.push(message) });
  base = await shell.listen({ port: 0, host: '127.0.0.1' });
});

after(async () => {
  await shell?.close();
  await new Promise((resolve) => remoteServer.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

async function page(path) {
  const started = Date.now();
  const response = await fetch(`${base}${path}`);
  return { response, html: await response.text(), ms: Date.now() - started };
}

describe('server rendering with the remotes’ own server targets', () => {
  it("puts the remote's page in the site layout's place, names its release, and hands its reads to the browser", async () => {
    await page('/'); // the first load of the remote's code may take longer than the budget
    const { response, html } = await page('/product/A');
    assert.equal(response.status, 200);
    assert.match(html, /<main class="boot-main" data-server-rendered="good" data-release="http:\/\/localhost:\d+\/good\/mf-manifest.json"><h1>Page \/product\/A<\/h1>/);
    assert.ok(html.includes('<p>$& Rs 4,500.00 &lt;b&gt;</p>'), 'markup is put in as it is');
    assert.ok(!html.includes('<div class="boot">'), 'the loading text is gone: the page is there');
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html);
    assert.ok(state, html);
    assert.ok(!state[1].includes('</script>'), '< is escaped');
    assert.deepEqual(JSON.parse(state[1]).queries['getProduct("A")'].data, { name: '</script><b>' });
    assert.equal(JSON.parse(state[1]).entry, remotes.remotes.good, 'the remotes.json entry it rendered with');
    assert.ok(!/<script nonce="[^"]+" type="application\/json"/.test(html), "the nonce is on the template's scripts only");
  });

  const scriptPreloads = (html) => [...html.slice(0, html.indexOf('</head>')).matchAll(/<link rel="preload" as="script"[^>]*>/g)].map(([tag]) => tag);

  it("preloads every public remote's manifest, and the code of the page it rendered as the browser will ask for it", async () => {
    const { html } = await page('/product/A');
    const head = html.slice(0, html.indexOf('</head>'));
    for (const name of ['good', 'throws', 'slow']) assert.ok(head.includes(`<link rel="preload" as="fetch" href="${remoteBase}/${name}/mf-manifest.json" crossorigin="anonymous" />`), `${name}'s manifest`);
    const good = `${remoteBase}/good`;
    assert.deepEqual(scriptPreloads(html), [
      // Not pinned: the federation runtime loads the entry and ./App's chunks as plain scripts.
      `<link rel="preload" as="script" href="${good}/remoteEntry.0123456789.js" fetchpriority="low" />`,
      `<link rel="preload" as="script" href="${good}/app.aaaa.js" fetchpriority="low" />`,
      `<link rel="preload" as="script" href="${good}/vendor/react.bbbb.js" fetchpriority="low" />`,
      // The page's chunk: the remote's own runtime loads it with its digest, in CORS mode.
      `<link rel="preload" as="script" href="${good}/page.cccc.js" crossorigin="anonymous" integrity="${DIGESTS['page.cccc.js']}" fetchpriority="low" />`,
    ]);
    assert.ok(!scriptPreloads((await page('/')).html).some((tag) => tag.includes('page.cccc.js')), "another route's page chunk is not preloaded");
  });

  it("preloads no remote's code with a page it did not render (a failed preload would poison a later Retry)", async () => {
    for (const path of ['/broken', '/slow', '/somewhere', '/tampered']) assert.deepEqual(scriptPreloads((await page(path)).html), [], path);
  });

  it("a pinned release's code is preloaded with the digests it will be loaded with", async () => {
    await page('/pinned');
    const { html } = await page('/pinned');
    const pinned = `${remoteBase}/pinned`;
    assert.deepEqual(scriptPreloads(html), [
      `<link rel="preload" as="script" href="${pinned}/remoteEntry.0123456789.js" crossorigin="anonymous" integrity="${pinsOf('pinned').entry}" fetchpriority="low" />`,
      `<link rel="preload" as="script" href="${pinned}/app.aaaa.js" crossorigin="anonymous" integrity="${DIGESTS['app.aaaa.js']}" fetchpriority="low" />`,
      `<link rel="preload" as="script" href="${pinned}/vendor/react.bbbb.js" crossorigin="anonymous" integrity="${DIGESTS['vendor/react.bbbb.js']}" fetchpriority="low" />`,
      `<link rel="preload" as="script" href="${pinned}/page.cccc.js" crossorigin="anonymous" integrity="${DIGESTS['page.cccc.js']}" fetchpriority="low" />`,
    ]);
  });

  it('carries remotes.json as it made the page with, for the browser to start from without asking', async () => {
    const { html } = await page('/items');
    const embedded = /<script type="application\/json" id="remotes-json">(.*?)<\/script>\s*<\/body>/s.exec(html);
    assert.ok(embedded, html);
    assert.deepEqual(JSON.parse(embedded[1]), await (await fetch(`${base}/remotes.json`)).json());
    assert.ok(!/<script nonce="[^"]+" type="application\/json" id="remotes-json"/.test(html), 'data, not code: no nonce');
  });

  it('a remote that throws, is slower than the budget or is down: the page as before, within the budget', async () => {
    for (const path of ['/broken', '/slow', '/somewhere']) {
      const { response, html, ms } = await page(path);
      assert.equal(response.status, 200, path);
      assert.ok(html.includes('<div class="boot">Loading…</div>'), `${path}: renders in the browser`);
      assert.ok(!html.includes('server-state') && !html.includes('data-server-rendered'), path);
      assert.ok(ms < 1000, `${path} answered in ${ms} ms`);
    }
  });

  it('a new release address is rendered with at once', async () => {
    const before = remotes.remotes.good;
    remotes.remotes.good = `${remoteBase}/good/mf-manifest.json?release=2`;
    try {
      await page('/');
      const { html } = await page('/');
      assert.ok(html.includes('data-release="http://localhost:') && html.includes('release=2'), html);
    } finally {
      remotes.remotes.good = before;
    }
  });
});

describe("the server's chain of trust: remotes.json's pins", () => {
  it('checkPin passes the pinned bytes and refuses any other, naming both digests', () => {
    assert.doesNotThrow(() => checkPin('x', PINNED_ENTRY, sha384(PINNED_ENTRY)));
    assert.doesNotThrow(() => checkPin('x', TAMPERED_ENTRY, undefined), 'nothing pinned: nothing to check');
    assert.throws(() => checkPin('x', TAMPERED_ENTRY, sha384(PINNED_ENTRY)), (error) => error.name === 'RefusedBytes' && error.message.includes(sha384(TAMPERED_ENTRY)) && error.message.includes(sha384(PINNED_ENTRY)));
  });

  it('a pinned release whose bytes match is rendered on the server', async () => {
    await page('/pinned');
    const { html } = await page('/pinned');
    assert.ok(html.includes('<h1>Pinned /pinned</h1>'), html);
    assert.ok(globalThis.pinnedRan >= 1);
  });

  it('one byte changed in the server entry: nothing of it runs, the page renders in the browser, the refusal is logged', async () => {
    for (let i = 0; i < 2; i += 1) {
      const { response, html } = await page('/tampered');
      assert.equal(response.status, 200);
      assert.ok(html.includes('<div class="boot">Loading…</div>') && !html.includes('Pinned'), html);
    }
    assert.equal(globalThis.tamperRan, undefined, 'the changed code never ran');
    assert.ok(entryRequests.includes('tampered'));
    assert.ok(logged.some((line) => line.includes('refused') && line.includes('/tampered/server/remoteEntry.js')), logged.join('\n'));
  });

  it('one byte changed in the manifest: refused before it is read, its server entry is never fetched', async () => {
    const { response, html } = await page('/forged');
    assert.equal(response.status, 200);
    assert.ok(html.includes('<div class="boot">Loading…</div>'), html);
    assert.ok(!entryRequests.includes('forged'));
    assert.ok(logged.some((line) => line.includes('refused') && line.includes('/forged/mf-manifest.json')), logged.join('\n'));
  });

  it('a release pinned without a server-entry pin is not run on the server', async () => {
    const before = remotes.remotes.pinned;
    remotes.remotes.pinned = { ...before, manifest: `${before.manifest}?old`, integrity: { manifest: before.integrity.manifest } };
    try {
      const { html } = await page('/pinned');
      assert.ok(html.includes('<div class="boot">Loading…</div>'), html);
      assert.ok(logged.some((line) => line.includes('its server entry is not')), logged.join('\n'));
    } finally {
      remotes.remotes.pinned = before;
    }
  });
});

describe('one path matcher (react-router matchPath, as the shell and the remotes match)', () => {
  it("':name' segments, a trailing '/*', a trailing slash", () => {
    assert.equal(matchesPath('/product/:key', '/product/AUD-001'), true);
    assert.equal(matchesPath('/product/:key', '/product/a/b'), false);
    assert.equal(matchesPath('/admin/*', '/admin'), true);
    assert.equal(matchesPath('/admin/*', '/admin/orders/7'), true);
    assert.equal(matchesPath('/items', '/items/'), true);
    assert.equal(matchesPath('/items', '/itemsx'), false);
  });
});
