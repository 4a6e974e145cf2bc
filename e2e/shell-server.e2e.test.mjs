// The shell server as a crawler or a link preview reads it (plain HTTP, no JavaScript), against the
// real API of the test site, and the same pages in Chromium under their Content-Security-Policy.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { apiCall, browserUnavailableReason, rupees, livePage, openPage, startE2E, tokenFor, watchedPage } from './support.mjs';

const skip = browserUnavailableReason();
// This file's site renders the remotes' pages on the server, whatever SHELL_SERVER_RENDER the environment sets.
process.env.SHELL_SERVER_RENDER = '1';

describe('shell server', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const api = async (path) => (await fetch(`${env.site.urls.api}${path}`)).json();
  const meta = (html, attribute, key) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

  before(async () => {
    env = await startE2E();
  });

  after(async () => {
    await env?.stop();
  });

  test("a product page's HTML names the product, its price (the API's) and picture, with JSON-LD", async () => {
    const [first] = (await api('/api/products?page=1&limit=1')).data;
    const product = await api(`/api/products/${encodeURIComponent(first.key)}`);
    const response = await fetch(url(`/product/${encodeURIComponent(product.key)}`));
    const html = await response.text();
    assert.equal(response.status, 200);
    const title = /<title>([^<]*)<\/title>/.exec(html)[1];
    assert.ok(title.includes(product.name.replace(/&/g, '&#38;')), title);
    assert.ok(title.includes(rupees(product.price)), title);
    assert.equal(meta(html, 'property', 'og:type'), 'product');
    assert.ok(meta(html, 'property', 'og:image').startsWith('http'), 'the picture is an absolute address');
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)[1]);
    assert.equal(jsonLd.name, product.name);
    assert.equal(Number(jsonLd.offers.price), product.price);
    assert.equal(jsonLd.offers.priceCurrency, 'LKR');
    assert.ok(meta(html, 'name', 'description').startsWith(`${rupees(product.price)} a day.`));
  });

  const body = (html) => /<body[^>]*>([\s\S]*)<\/body>/.exec(html)[1];
  const serverRendered = (html) => /<main class="boot-main" data-server-rendered="catalog" data-release="[^"]+">([\s\S]*?)<\/main>\s*<\/div>/.exec(body(html))?.[1] ?? '';
  const text = (markup) => markup.replace(/<style[\s\S]*?<\/style>/g, '').replace(/<[^>]+>/g, ' ').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ');

  test("without JavaScript the product page's body is the catalogue's own page: name, price (the API's), description", async () => {
    const [first] = (await api('/api/products?page=1&limit=1')).data;
    const product = await api(`/api/products/${encodeURIComponent(first.key)}`);
    await fetch(url('/')); // the shell server's first load of the catalogue's server code
    const html = await (await fetch(url(`/product/${encodeURIComponent(product.key)}`))).text();
    const page = text(serverRendered(html));
    assert.ok(page.includes(product.name), page.slice(0, 500));
    assert.ok(page.includes(rupees(product.price)), page.slice(0, 500));
    assert.ok(page.includes(text(product.description).trim().slice(0, 60)), page.slice(0, 500));
    assert.match(html, /<script type="application\/json" id="server-state">/);
  });

  test('without JavaScript /items lists the first page of products', async () => {
    const { data } = await api('/api/products?page=1&limit=24&sort=name&order=asc');
    const page = text(serverRendered(await (await fetch(url('/items'))).text()));
    for (const product of data) assert.ok(page.includes(product.name), `${product.name} is listed`);
  });

  test('a server-rendered product page comes alive in Chromium with no console error, and Add to Cart works', async () => {
    const [first] = (await api('/api/products?page=1&limit=1')).data;
    const { page, errors, consoleErrors } = await watchedPage(env);
    await page.goto(url(`/product/${encodeURIComponent(first.key)}`));
    await livePage(page);
    await page.getByRole('button', { name: /Add to Cart/i }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '{"orderedItems":[]}').orderedItems.length === 1, null, { timeout: 10_000 });
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
  });

  test("the remote's code hydrates /items and a product page: the server's own nodes stay, no hydration error or warning, Add to Cart works", async () => {
    const [first] = (await api('/api/products?page=1&limit=1')).data;
    const { context, page, errors, consoleErrors } = await watchedPage(env);
    const warnings = [];
    page.on('console', (message) => {
      if (message.type() === 'warning' && /hydrat|did not match|didn't match/i.test(message.text())) warnings.push(message.text());
    });
    // Every element the HTML parser puts into the server's markup is marked before any script runs.
    await context.addInitScript(() => {
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node.nodeType === 1 && node.closest('main.boot-main')) for (const element of [node, ...node.querySelectorAll('*')]) element.__fromServer = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const fromServer = (selector) => page.evaluate((s) => [...document.querySelectorAll(s)].map((element) => element.__fromServer === true), selector);

    await page.goto(url('/items'));
    await livePage(page);
    const cards = await fromServer('main.site-main .server-page .cat-grid li');
    assert.ok(cards.length > 0, 'the list is on screen');
    assert.deepEqual(cards, cards.map(() => true), "every card on screen is the server's element");
    assert.equal(await page.locator('main.boot-main').count(), 0);

    await page.goto(url(`/product/${encodeURIComponent(first.key)}`));
    await livePage(page);
    assert.deepEqual(await fromServer('main.site-main .server-page h1'), [true], "the product's name is the server's element");
    assert.deepEqual(await fromServer('main.site-main .server-page .cat-product__actions button'), [true], "Add to Cart is the server's element");
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('cart') ?? '{"orderedItems":[]}').orderedItems.length === 1, null, { timeout: 10_000 });
    await page.getByText('Added to Cart').first().waitFor({ timeout: 10_000 });
    // The visitor's own calendar days come right after hydration.
    await page.locator('.cat-avail__months table').first().waitFor({ timeout: 10_000 });
    // Within the catalogue the same root follows the shell's history.
    await page.getByRole('link', { name: /All gear/ }).click();
    await page.locator('.cat-grid li').first().waitFor({ timeout: 10_000 });
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    assert.deepEqual(warnings, []);
    await context.close();
  });

  test("after a price change the page's HTML has the new price at once, in its head and its rendered body, though the page was kept (never older than the API's)", async () => {
    const [first] = (await api('/api/products?page=1&limit=1')).data;
    const admin = DEMO_LOGINS.find((login) => login.role === 'admin');
    const token = await tokenFor(env, admin.email, admin.password);
    const pagePrice = async () => {
      const response = await fetch(url(`/product/${encodeURIComponent(first.key)}`));
      const html = await response.text();
      const price = Number(JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)[1]).offers.price);
      assert.ok(text(serverRendered(html)).includes(rupees(price)), `the rendered page shows ${rupees(price)}`);
      return { price, cache: /cache;desc=(\w+)/.exec(response.headers.get('server-timing') ?? '')?.[1] };
    };
    await fetch(url('/')); // the shell server's first load of the catalogue's server code
    assert.equal((await pagePrice()).price, first.price);
    // The shell server keeps the page (shell/server/src/pageCache.ts): the next one is a lookup.
    assert.deepEqual(await pagePrice(), { price: first.price, cache: 'hit' });
    const changed = first.price + 125;
    const { status } = await apiCall(env, `/api/products/${encodeURIComponent(first.key)}`, { method: 'PUT', token, body: { price: changed } });
    assert.equal(status, 200);
    try {
      assert.deepEqual(await pagePrice(), { price: changed, cache: 'miss' });
    } finally {
      await apiCall(env, `/api/products/${encodeURIComponent(first.key)}`, { method: 'PUT', token, body: { price: first.price } });
    }
    assert.equal((await pagePrice()).price, first.price);
  });

  test('an unknown product answers 404; robots.txt and the sitemap name every visible product', async () => {
    assert.equal((await fetch(url('/product/NO-SUCH-KEY'))).status, 404);
    const robots = await (await fetch(url('/robots.txt'))).text();
    assert.match(robots, /^Disallow: \/admin$/m);
    assert.match(robots, /^Sitemap: .*\/sitemap\.xml$/m);
    const sitemap = await (await fetch(url('/sitemap.xml'))).text();
    const listed = [...sitemap.matchAll(/<loc>[^<]*\/product\/([^<]*)<\/loc>/g)].map((m) => decodeURIComponent(m[1]));
    const visible = await api('/api/products');
    assert.deepEqual(listed.sort(), (Array.isArray(visible) ? visible : visible.data).map((p) => p.key).sort());
  });

  test('under its CSP the product page works in Chromium (no violation, see support.mjs), and an injected inline script is refused', async () => {
    const [first] = (await api('/api/products?page=1&limit=1')).data;
    const { page, errors } = await openPage(env);
    const response = await page.goto(url(`/product/${encodeURIComponent(first.key)}`));
    assert.match(response.headers()['content-security-policy'], /script-src 'nonce-/);
    await livePage(page);
    await page.getByRole('button', { name: /Add to Cart/i }).waitFor({ timeout: 20_000 });
    assert.deepEqual(errors, []);
    // What a tampered remote would do: put a script of its own into the page.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      const refused = new Promise((resolve) => document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective), { once: true }));
      document.body.appendChild(script);
      return { refusedBy: await refused, ran: window.__injected === true };
    });
    assert.deepEqual(ran, { refusedBy: 'script-src-elem', ran: false });
    // Reported like any other (support.mjs); this one was meant to be refused, so it is not held against the site.
    const injected = (violation) => violation.sample?.includes('__injected');
    for (let waited = 0; !env.cspViolations.some(injected) && waited < 5000; waited += 100) await page.waitForTimeout(100);
    assert.ok(env.cspViolations.some(injected), 'the refusal was reported');
    env.cspViolations.splice(0, env.cspViolations.length, ...env.cspViolations.filter((violation) => !injected(violation)));
  });
});
