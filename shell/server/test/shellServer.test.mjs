// The shell server's responses, read as a crawler or a link preview reads them (no JavaScript), with a
// stand-in API on this machine: a product, a slow product, a list of keys, and an API that is down.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createShellServer } from '../dist/shellServer.js';
import { listen } from './support.mjs';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="The generic description." />
    <title>Stage Rentals</title>
    <script>window.bootMarker = 1;</script>
    <script defer src="/main.0123456789abcdef.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const PRODUCT = { key: 'AUD-001', name: 'JBL <PRX> 815 Speaker', price: 4500, description: 'A 15" powered\nspeaker.', image: ['/uploads/products/jbl.png'], availability: true, stock: 3 };

let api;
let apiUrl;
let root;
let shell;
let base;
const keys = ['AUD-001', 'LGT-002', 'MIC 3'];
let remotes;

before(async () => {
  api = createServer((req, res) => {
    const json = (status, body) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api/products/AUD-001') return json(200, PRODUCT);
    if (req.url === '/api/products/SLOW-1') return void setTimeout(() => json(200, { ...PRODUCT, key: 'SLOW-1' }), 2000);
    if (req.url === '/api/products/BROKEN') return json(500, { error: 'Error Occured', statusCode: 500 });
    if (req.url === '/api/products') return json(200, keys.map((key) => ({ ...PRODUCT, key })));
    return json(404, { error: 'Product not found', statusCode: 404 });
  });
  apiUrl = await listen(api);
  root = mkdtempSync(join(tmpdir(), 'shell-root-'));
  writeFileSync(join(root, 'index.html'), TEMPLATE);
  writeFileSync(join(root, 'main.0123456789abcdef.js'), 'console.log(1)');
  remotes = {
    apiUrl,
    remotes: {
      catalog: 'http://localhost:4081/mf-manifest.json',
      gallery: 'https://gallery.shop.example/mf-manifest.json',
      admin: { manifest: 'http://localhost:4084/mf-manifest.json', adminOnly: true, paths: ['/admin/*'] },
      plain: 'http://remote.example/mf-manifest.json',
      weird: 'javascript:alert(1)',
    },
  };
  shell = await createShellServer({ root, remotesConfig: () => remotes, siteUrl: 'https://shop.example', budgetMs: 300, sitemapPageSize: 4, sitemapMaxAgeMs: 0 });
  base = await shell.listen({ port: 0, host: '127.0.0.1' });
});

after(async () => {
  await shell?.close();
  api?.close();
  rmSync(root, { recursive: true, force: true });
});

const page = async (path) => {
  const response = await fetch(base + path, { redirect: 'manual' });
  return { response, html: await response.text() };
};
const metaContent = (html, attribute, key) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)[1]);

describe('a product page without JavaScript', () => {
  it("names the product, its price and picture in the title, description, Open Graph, Twitter card and JSON-LD", async () => {
    const { response, html } = await page('/product/AUD-001');
    assert.equal(response.status, 200);
    assert.match(html, /<title>JBL &#60;PRX&#62; 815 Speaker for hire, Rs 4,500.00 a day \| Stage Rentals<\/title>/);
    assert.match(metaContent(html, 'name', 'description'), /^Rs 4,500.00 a day. A 15&#34; powered speaker.$/);
    assert.equal(metaContent(html, 'property', 'og:type'), 'product');
    assert.equal(metaContent(html, 'property', 'og:url'), 'https://shop.example/product/AUD-001');
    assert.equal(metaContent(html, 'property', 'og:image'), `${apiUrl}/uploads/products/jbl.png`);
    assert.equal(metaContent(html, 'name', 'twitter:card'), 'summary_large_image');
    assert.match(html, /<link rel="canonical" href="https:\/\/shop.example\/product\/AUD-001" \/>/);
    const product = jsonLd(html);
    assert.equal(product['@type'], 'Product');
    assert.equal(product.name, PRODUCT.name);
    assert.deepEqual({ price: Number(product.offers.price), currency: product.offers.priceCurrency, availability: product.offers.availability }, { price: 4500, currency: 'LKR', availability: 'https://schema.org/InStock' });
    assert.ok(!/<\/?PRX>/.test(html), 'no markup from the product reaches the page unescaped');
  });

  it('an unknown product is a 404 with the page (the shell shows its message)', async () => {
    const { response, html } = await page('/product/NOPE-404');
    assert.equal(response.status, 404);
    assert.match(html, /<div id="root">/);
    assert.equal(metaContent(html, 'name', 'robots'), 'noindex');
  });

  it('an API slower than the budget, failing or down never holds the page: 200 with the generic head', async () => {
    const started = Date.now();
    const slow = await page('/product/SLOW-1');
    assert.ok(Date.now() - started < 1500, `answered in ${Date.now() - started} ms`);
    assert.equal(slow.response.status, 200);
    assert.match(slow.html, /<title>Stage Rentals<\/title>/);
    const broken = await page('/product/BROKEN');
    assert.equal(broken.response.status, 200);
    const saved = remotes.apiUrl;
    remotes.apiUrl = 'http://127.0.0.1:9';
    try {
      const down = await page('/product/AUD-001');
      assert.equal(down.response.status, 200);
    } finally {
      remotes.apiUrl = saved;
    }
  });
});

describe('containment', () => {
  it('every page carries a CSP whose scripts run only from the shop or with this answer\'s nonce, and the companion headers', async () => {
    const { response, html } = await page('/items');
    const policy = response.headers.get('content-security-policy');
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    const nonce = /'nonce-([^']+)'/.exec(directives['script-src'].join(' '))[1];
    assert.ok(!directives['script-src'].includes("'unsafe-inline'") && !directives['script-src'].includes("'unsafe-eval'"));
    assert.deepEqual([directives['object-src'], directives['base-uri'], directives['frame-ancestors']], [["'none'"], ["'none'"], ["'none'"]]);
    // Code carries the nonce; data (JSON-LD, remotes.json) is not code and needs none.
    const scripts = html.match(/<script(?![^>]*application\/(?:ld\+)?json)[^>]*>/g);
    assert.equal(scripts.length, 2);
    for (const tag of scripts) assert.ok(tag.includes(`nonce="${nonce}"`), tag);
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
    assert.match(response.headers.get('permissions-policy'), /microphone=\(\)/);
    const second = await page('/items');
    assert.notEqual(/'nonce-([^']+)'/.exec(second.response.headers.get('content-security-policy'))[1], nonce, 'a new nonce for every answer');
  });

  it('remotes.json keeps only remotes over https or on localhost, and the CSP names exactly those and the API', async () => {
    const config = await (await fetch(`${base}/remotes.json`)).json();
    assert.deepEqual(Object.keys(config.remotes).sort(), ['admin', 'catalog', 'gallery']);
    const policy = (await page('/')).response.headers.get('content-security-policy');
    const scriptSrc = /script-src ([^;]*)/.exec(policy)[1].split(' ');
    assert.deepEqual(scriptSrc.slice(1), ["'report-sample'", "'self'", 'http://localhost:4081', 'https://gallery.shop.example', 'http://localhost:4084']);
    assert.ok(/connect-src [^;]*http:\/\/127\.0\.0\.1:\d+/.test(policy), 'the API is reachable');
    assert.ok(!policy.includes('remote.example'));
  });

  it("forms post only to the shop itself, and to the payment page remotes.json names when online payment is set up", async () => {
    const formAction = async () => /form-action ([^;]*)/.exec((await page('/booking')).response.headers.get('content-security-policy'))[1];
    assert.equal(await formAction(), "'self'");
    remotes.paymentFormActions = ['https://sandbox.payhere.lk/pay/checkout', 'http://payhere.example/pay/checkout', 'javascript:alert(1)'];
    try {
      assert.equal(await formAction(), "'self' https://sandbox.payhere.lk", 'an https page only (http only on this machine)');
    } finally {
      delete remotes.paymentFormActions;
    }
  });

  it('the raw template is never served; hashed files are cached for good; an unknown file is a 404', async () => {
    assert.equal((await page('/index.html')).response.status, 301);
    const file = await fetch(`${base}/main.0123456789abcdef.js`);
    assert.equal(file.status, 200);
    assert.match(file.headers.get('cache-control'), /immutable/);
    assert.equal((await fetch(`${base}/missing.0123456789abcdef.js`)).status, 404);
  });
});

describe('search engines', () => {
  it('robots.txt keeps crawlers out of the back office and the booking and names the sitemap', async () => {
    const { response, html } = await page('/robots.txt');
    assert.equal(response.status, 200);
    assert.match(html, /^Disallow: \/admin$/m);
    assert.match(html, /^Disallow: \/booking$/m);
    assert.match(html, /^Sitemap: https:\/\/shop.example\/sitemap.xml$/m);
  });

  it('the sitemap lists the public pages and every product; past its page size it is an index of sitemaps', async () => {
    const index = await page('/sitemap.xml');
    assert.equal(index.response.status, 200);
    // 5 public pages + 3 products at 4 a file: an index of 2 files.
    assert.deepEqual([...index.html.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]), ['https://shop.example/sitemap-1.xml', 'https://shop.example/sitemap-2.xml']);
    const second = await page('/sitemap-2.xml');
    assert.deepEqual([...second.html.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]), ['https://shop.example/contact', 'https://shop.example/product/AUD-001', 'https://shop.example/product/LGT-002', 'https://shop.example/product/MIC%203']);
    assert.equal((await page('/sitemap-3.xml')).response.status, 404);
  });
});
