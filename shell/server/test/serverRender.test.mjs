// Server rendering with a remote's own server target (remoteRender.ts), with stand-in remotes on
// this machine: one that renders, one that throws, one slower than the budget, one that is down.
// Each stand-in is a Module Federation container as packages/build's server target makes it
// (commonjs-module: `get` and `init`), loaded over HTTP by the federation runtime.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellServer } from '../dist/shellServer.js';

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

let remoteServer;
let remoteBase;
let shell;
let base;
let root;
let remotes;

const manifest = (name, paths) => ({ name, metaData: { registration: { paths, nav: [], layout: 'site' } } });

before(async () => {
  remoteServer = createServer((req, res) => {
    const [, remote, ...rest] = req.url.split('?')[0].split('/');
    const file = rest.join('/');
    if (file === 'mf-manifest.json') {
      const paths = { good: ['/', '/product/:key'], throws: ['/broken'], slow: ['/slow'] }[remote];
      return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest(`mfe_${remote}`, paths)));
    }
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
    },
  };
  shell = await createShellServer({ root, remotesConfig: () => remotes, budgetMs: 300, serverRender: true });
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
    assert.ok(!html.includes('<div class="boot">'), 'no frame slot: the boot script paints no frame over it');
    assert.ok(html.indexOf('<meta name="server-rendered" content="good" />') < html.indexOf('<script'), 'the boot script is told before it runs: no frame, no second read');
    const state = /<script type="application\/json" id="server-state">(.*?)<\/script>/s.exec(html);
    assert.ok(state, html);
    assert.ok(!state[1].includes('</script>'), '< is escaped');
    assert.deepEqual(JSON.parse(state[1]).queries['getProduct("A")'].data, { name: '</script><b>' });
    assert.equal(JSON.parse(state[1]).entry, remotes.remotes.good, 'the remotes.json entry it rendered with');
    assert.ok(!/<script nonce="[^"]+" type="application\/json"/.test(html), "the nonce is on the template's scripts only");
  });

  it('a remote that throws, is slower than the budget or is down: the page as before, within the budget', async () => {
    for (const path of ['/broken', '/slow', '/somewhere']) {
      const { response, html, ms } = await page(path);
      assert.equal(response.status, 200, path);
      assert.ok(html.includes('<div class="boot">Loading…</div>'), `${path}: renders in the browser`);
      assert.ok(!html.includes('server-state') && !html.includes('name="server-rendered"'), path);
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
