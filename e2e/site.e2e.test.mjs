// Browser journeys through the composed site: shell + four remotes on their own origins + API.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { addDays, utcToday } from '@rental/money-days/days';
import { DESKTOP, PHONE, apiCall, apiJson, browserUnavailableReason, livePage, openPage, screenshot, startE2E, tokenFor } from './support.mjs';

const skip = browserUnavailableReason();
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const TIMEOUT = 20_000;
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Elements a keyboard can reach that sit inside an aria-hidden region (screen readers would land on nothing). */
const focusableInsideAriaHidden = () =>
  [...document.querySelectorAll('[aria-hidden="true"] :is(a[href], button, input, select, textarea, [tabindex], [contenteditable="true"])')]
    .filter((el) => !el.closest('[inert]') && !el.disabled && el.tabIndex >= 0)
    .map((el) => el.outerHTML.slice(0, 120));

describe('composed site', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let productKey;
  let adminOrigin;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const fromAdmin = (requests) => requests.filter((r) => new URL(r).origin === adminOrigin);

  before(async () => {
    env = await startE2E();
    adminOrigin = new URL(env.site.urls.admin).origin;
    const products = await (await fetch(`${env.site.urls.api}/api/products`)).json();
    const list = Array.isArray(products) ? products : products.data;
    productKey = list[0]?.key;
    assert.ok(productKey, 'the API serves demo products');
  });

  after(async () => {
    await env?.stop();
  });

  async function heading(page, text) {
    await page.getByRole('heading', { name: text }).first().waitFor({ timeout: TIMEOUT });
  }

  test('every nav link leads to its page, inside the site layout', async () => {
    const { context, page, errors } = await openPage(env);
    await page.goto(url('/'));
    await heading(page, 'Sound and light for every stage');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const journeys = [
      ['Items', '/items', 'Catalogue'],
      ['Gallery', '/gallery', 'Gallery'],
      ['About', '/about', 'Sound and light for every stage'],
      ['Contact', '/contact', 'Contact us'],
      ['Home', '/', 'Featured gear'],
    ];
    for (const [label, path, title] of journeys) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(url(path));
      await heading(page, title);
    }
    await page.getByRole('link', { name: /^Cart, \d+ items?$/ }).click();
    await page.waitForURL(url('/booking'));
    await heading(page, 'Booking');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("a first visit fetches each manifest (preloaded from the HTML) and the page's remote code once; remotes.json and the first read come in the page", async () => {
    for (const [path, origin, title, read] of [
      ['/items', env.site.urls.catalog, 'Catalogue', '/api/products?page=1&limit=24&sort=name&order=asc'],
      ['/gallery', env.site.urls.gallery, 'Gallery', '/api/gallery?page=1&limit=20'],
    ]) {
      const { context, page, requests, errors } = await openPage(env);
      await page.goto(url(path));
      await heading(page, title);
      await page.waitForLoadState('networkidle');
      const boot = requests.filter((r) => r.endsWith('/remotes.json') || r.endsWith('/mf-manifest.json') || /\/remoteEntry\.[\w]+\.js$/.test(r) || r.includes('/api/'));
      assert.deepEqual(boot.filter((r, i) => boot.indexOf(r) !== i), [], `${path}: nothing fetched twice`);
      const entry = boot.find((r) => r.startsWith(origin) && /remoteEntry/.test(r));
      assert.ok(entry, `${path}: the page's remote entry is fetched`);
      // The manifests are preloaded by the HTML the shell server wrote (<link rel=preload as=fetch>).
      const manifest = `${origin}/mf-manifest.json`;
      const preloaded = await page.evaluate((href) => [...document.querySelectorAll('head > link[rel=preload][as=fetch]')].some((l) => l.href === href), manifest);
      assert.ok(preloaded, `${path}: ${manifest} is preloaded from the HTML`);
      // The shell server made this request and rendered the page with it: the browser's store starts from it.
      assert.equal(requests.indexOf(env.site.urls.api + read), -1, `${path}: ${read} is not asked for again by the browser`);
      // remotes.json came in the page, as the server made the page with it.
      assert.deepEqual(requests.filter((r) => r.endsWith('/remotes.json')), [], `${path}: remotes.json is not asked for`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test("'/' arrives rendered by the catalogue's live release before any script runs; the page then replaces it in place", async () => {
    const manifest = (await (await fetch(url('/remotes.json'))).json()).remotes.catalog;
    const html = await (await fetch(url('/'))).text();
    const release = /<main class="boot-main" data-server-rendered="catalog" data-release="([^"]+)">/.exec(html)?.[1];
    assert.equal(release, typeof manifest === 'string' ? manifest : manifest.manifest, 'the HTML names the release it was rendered with');
    assert.match(html, /<h1 id="home-title"[^>]*>Sound and light for every stage<\/h1>/);

    const { context, page, requests, errors } = await openPage(env, { viewport: PHONE });
    let releaseShell;
    const shellHeld = new Promise((resolve) => (releaseShell = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await shellHeld;
      await route.continue();
    });
    await page.goto(url('/'), { waitUntil: 'commit' });
    const serverTitle = page.locator('main.boot-main h1#home-title');
    await serverTitle.waitFor({ timeout: TIMEOUT });
    assert.equal(await serverTitle.textContent(), 'Sound and light for every stage');
    assert.equal(await page.evaluate(() => 'webpackChunkshell' in window), false, 'no script of the shell has run yet');
    const before = await serverTitle.boundingBox();
    releaseShell();
    await livePage(page);
    const title = page.locator('main.site-main h1#home-title');
    await title.waitFor({ timeout: TIMEOUT });
    assert.equal(await title.textContent(), 'Sound and light for every stage');
    assert.equal(await page.locator('main').count(), 1, 'one main landmark once React has rendered');
    assert.equal(await page.locator('#home-title').count(), 1);
    const rendered = await title.boundingBox();
    assert.deepEqual([rendered.x, rendered.y], [before.x, before.y], 'the hero did not move');
    assert.equal(requests.filter((r) => /\/main\.[0-9a-f]+\.js$/.test(r)).length, 1, "the shell's entry is fetched once (preloaded, then run)");
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a product page, /items and /gallery arrive rendered on the server before any script runs; the page hydrates them in place', async () => {
    for (const [path, picture, text, title] of [
      [`/product/${encodeURIComponent(productKey)}`, '.cat-gallery__main img', 'h1.cat-product__name', null],
      ['/items', '.cat-grid li:first-child .cat-card__media img', '.cat-grid li:first-child .cat-card__link', 'Catalogue'],
      ['/gallery', '.gallery-grid li:first-child img', '.gallery-grid li:first-child .gallery-card__description', 'Gallery'],
    ]) {
      const { context, page, requests, errors } = await openPage(env, { viewport: PHONE });
      let releaseShell;
      const shellHeld = new Promise((resolve) => (releaseShell = resolve));
      await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
        await shellHeld;
        await route.continue();
      });
      await page.goto(url(path), { waitUntil: 'commit' });
      const serverPicture = page.locator(`main.boot-main ${picture}`);
      await serverPicture.waitFor({ timeout: TIMEOUT });
      await page.waitForFunction((selector) => document.querySelector(selector)?.complete, `main.boot-main ${picture}`, { timeout: TIMEOUT });
      assert.equal(await page.evaluate(() => 'webpackChunkshell' in window), false, `${path}: no script of the shell has run yet`);
      const serverText = (await page.locator(`main.boot-main ${text}`).textContent()).trim();
      assert.ok(serverText.length > 0, `${path}: the server's markup has the text`);
      const serverBox = await serverPicture.boundingBox();
      const serverNode = await serverPicture.elementHandle();
      const src = await serverPicture.getAttribute('src');
      releaseShell();
      if (title) await heading(page, title);
      // The shell shows the same markup while the remote's code loads: wait for the page itself.
      await livePage(page, TIMEOUT);
      const rendered = page.locator(`main.site-main ${picture}`);
      await rendered.waitFor({ timeout: TIMEOUT });
      assert.equal(await page.locator('main.boot-main').count(), 0, `${path}: the shell took the server's markup into its page`);
      assert.ok(await page.evaluate(([node, selector]) => node === document.querySelector(selector), [serverNode, `main.site-main ${picture}`]), `${path}: the picture is the server's element, hydrated`);
      assert.equal(await rendered.getAttribute('src'), src, `${path}: the same picture`);
      assert.equal((await page.locator(`main.site-main ${text}`).textContent()).trim(), serverText, `${path}: the same text`);
      const box = await rendered.boundingBox();
      // Within a pixel: the server's markup is laid out before antd's run-time styles are on the page.
      for (const side of ['x', 'y', 'width']) assert.ok(Math.abs(box[side] - serverBox[side]) <= 1, `${path}: the picture did not move (${side} ${serverBox[side]} -> ${box[side]})`);
      const reads = requests.filter((r) => r.startsWith(`${env.site.urls.api}/api/`) && !r.includes('/availability'));
      assert.deepEqual(reads.filter((r, i) => reads.indexOf(r) !== i), [], `${path}: each read once`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test('every route renders: product page, standalone pages and Error Not Found', async () => {
    const { context, page } = await openPage(env);
    await page.goto(url(`/product/${encodeURIComponent(productKey)}`));
    // The server's markup shows first; the remote's code hydrates it.
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ timeout: TIMEOUT });
    await livePage(page, TIMEOUT);
    await page.getByRole('button', { name: 'Add to Cart', disabled: false }).waitFor({ timeout: TIMEOUT });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to Cart').first().waitFor({ timeout: TIMEOUT });
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await screenshot(page, 'desktop-product');

    await page.goto(url('/no/such/page'));
    await heading(page, 'Error Not Found');
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 1, 'Not Found sits in the site layout');

    for (const [path, text] of [['/login', 'Login'], ['/register', 'Register'], ['/testing', null]]) {
      await page.goto(url(path));
      await page.waitForLoadState('networkidle');
      if (text) await page.getByRole('button', { name: text }).waitFor({ timeout: TIMEOUT });
      assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 0, `${path} stands alone`);
    }
    await context.close();
  });

  test('login: validation messages, then customer → / and admin → /admin/', async () => {
    const { context, page } = await openPage(env);
    await page.goto(url('/login'));
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please enter your email').waitFor({ timeout: TIMEOUT });
    await page.getByText('Please enter your password').waitFor();
    await page.getByLabel('Email').fill('sam.example.com');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please enter a valid email address').waitFor();
    await page.getByText('Password must be at least 6 characters').waitFor();
    await screenshot(page, 'desktop-login-validation');

    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Logout' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await nav.getByRole('link', { name: 'Admin' }).count(), 0, 'no Admin link for a customer');
    await nav.getByRole('button', { name: 'Logout' }).click();
    await nav.getByRole('link', { name: 'Login' }).waitFor();

    await page.goto(url('/login'));
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/admin/'));
    await page.getByText('Admin dashboard').waitFor({ timeout: TIMEOUT });
    await context.close();
  });

  test("contact: the shop's details shown; a visitor's message thanked, stored, mailed to the shop and listed for staff", async () => {
    const { context, page, errors } = await openPage(env);
    await page.goto(url('/contact'));
    await heading(page, 'Contact us');
    const shop = await apiJson(env, '/api/shop');
    const reach = page.locator('.shell-card').filter({ hasText: 'Reach us' });
    await reach.getByRole('link', { name: `Phone ${shop.phone}` }).waitFor({ timeout: TIMEOUT });
    await reach.getByRole('link', { name: `E-mail ${shop.email}` }).waitFor();
    await reach.getByText(shop.address).waitFor();

    const subject = `Wedding sound ${Date.now()}`;
    await page.getByLabel('Full name').fill('Ana Silva');
    await page.getByLabel('Email').fill('ana@example.com');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('Two speakers and a mixer for 150 guests, please.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you for your message! We will get back to you soon.').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByLabel('Subject').inputValue(), '', 'the form is cleared');

    const token = await tokenFor(env, ADMIN.email, ADMIN.password);
    const stored = (await apiJson(env, '/api/admin/contact-messages?limit=100', { token })).data.find((m) => m.subject === subject);
    assert.equal(stored?.email, 'ana@example.com', 'the message is stored');
    const mails = (await apiJson(env, '/api/admin/outbox?limit=100', { token })).data;
    assert.ok(mails.some((m) => m.kind === 'contact-message' && m.recipient === shop.email && m.subject === `Contact form: ${subject}`), "an e-mail to the shop's address is queued");

    const admin = await openPage(env, { token });
    await admin.page.goto(url('/admin/messages'));
    await admin.page.getByRole('cell', { name: subject, exact: true }).waitFor({ timeout: TIMEOUT });
    await admin.context.close();
    assert.deepEqual(errors, [], 'no page errors');
    await context.close();
  });

  test('register: validation messages, the link to login, and a new account signed up', async () => {
    const { context, page } = await openPage(env);
    await page.goto(url('/register'));
    // One message per field, the app's: the browser's own check (and its tooltip) is off.
    await page.getByRole('button', { name: 'Register' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.locator('form').first().evaluate((form) => form.noValidate), true);
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of ['Please enter your first name', 'Please enter your email', 'Please enter your address', 'Please enter your phone number']) {
      await page.getByText(message).first().waitFor({ timeout: TIMEOUT });
    }
    await page.getByLabel('Email').fill('nobody@nowhere');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByLabel('Confirm password').fill('456');
    await page.getByLabel('Phone').fill('12345');
    await page.getByRole('button', { name: 'Register' }).click();
    for (const message of ['Please enter a valid email address', 'Password must be at least 6 characters long', 'Passwords do not match', 'Please enter a valid phone number']) {
      await page.getByText(message).first().waitFor({ timeout: TIMEOUT });
    }
    await screenshot(page, 'desktop-register-validation');

    const email = `e2e-${Date.now()}@example.com`;
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Tester');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByLabel('Address').fill('1 Stage Street');
    await page.getByLabel('Phone').fill('0771234567');
    await page.getByRole('button', { name: 'Register' }).click();
    // With a token back the new customer lands on '/', without one on the login page.
    await page.waitForURL((u) => u.pathname === '/' || u.pathname === '/login', { timeout: TIMEOUT });

    await page.goto(url('/register'));
    await page.getByRole('link', { name: /log ?in/i }).first().click();
    await page.waitForURL(url('/login'));
    await page.getByRole('link', { name: /register|sign up|create/i }).first().click();
    await page.waitForURL(url('/register'));
    await context.close();
  });

  const EVERY_ROUTE = () => ['/', '/items', `/product/${encodeURIComponent(productKey)}`, '/gallery', '/booking', '/about', '/contact', '/login', '/register', '/testing', '/admin/', '/admin/orders', '/nope'];

  for (const who of ['visitor', 'customer']) {
    test(`a ${who} never requests anything from the admin origin, on any route`, async () => {
      const token = who === 'customer' ? await tokenFor(env, CUSTOMER.email, CUSTOMER.password) : undefined;
      const { context, page, requests } = await openPage(env, { token });
      for (const path of EVERY_ROUTE()) {
        await page.goto(url(path));
        await page.waitForLoadState('networkidle');
      }
      // The admin gate sent them away: a visitor to /login, a customer to /.
      await page.goto(url('/admin/'));
      await page.waitForURL(url(who === 'customer' ? '/' : '/login'), { timeout: TIMEOUT });
      assert.deepEqual(fromAdmin(requests), []);
      await context.close();
    });
  }

  test('an admin gets the Admin link and the admin remote, from its own origin', async () => {
    const token = await tokenFor(env, ADMIN.email, ADMIN.password);
    const { context, page, requests } = await openPage(env, { token });
    await page.goto(url('/'));
    const adminLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
    await adminLink.waitFor({ timeout: TIMEOUT });
    assert.deepEqual(fromAdmin(requests), [], 'nothing from the admin origin before /admin');
    await adminLink.click();
    await page.getByText('Admin dashboard').waitFor({ timeout: TIMEOUT });
    assert.ok(fromAdmin(requests).some((r) => r.endsWith('/mf-manifest.json')), 'admin manifest fetched');
    await screenshot(page, 'desktop-admin');
    await page.getByRole('navigation', { name: 'Admin', exact: true }).getByRole('link', { name: 'Orders' }).click();
    await page.waitForURL(url('/admin/orders'));
    await context.close();
  });

  test("an admin opening an admin address: the shell asks who is signed in and, told admin, loads the admin remote's code; each is asked for once", async () => {
    const token = await tokenFor(env, ADMIN.email, ADMIN.password);
    const { context, page, requests, errors } = await openPage(env, { token });
    await page.goto(url('/admin/orders'));
    await page.getByRole('heading', { name: 'Orders' }).waitFor({ timeout: TIMEOUT });
    await page.waitForLoadState('networkidle');
    assert.equal(requests.filter((r) => r === `${env.site.urls.api}/api/users/`).length, 1, 'GET /api/users/ once');
    assert.equal(fromAdmin(requests).filter((r) => r.endsWith('/mf-manifest.json')).length, 1, 'the admin manifest once');
    const entries = fromAdmin(requests).filter((r) => /\/remoteEntry\.[\w]+\.js$/.test(r));
    assert.equal(entries.length, 1, 'the admin remote entry once');
    // The shell server's HTML names no admin file: only the shell, once the API has named an admin, asks for them.
    const hinted = await page.evaluate((origin) => [...document.querySelectorAll('link[rel=preload]')].filter((l) => l.href.startsWith(origin)).length, env.site.urls.admin);
    assert.equal(hinted, 0, 'no preload of the admin origin in the HTML');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a stopped remote shows the contained fallback while the rest of the site navigates', async () => {
    const { context, page } = await openPage(env);
    await env.site.stopFrontend('gallery');
    try {
      await page.goto(url('/gallery'));
      await page.getByText('This section is temporarily unavailable').waitFor({ timeout: TIMEOUT });
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      await screenshot(page, 'desktop-remote-down');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Items', exact: true }).click();
      await heading(page, 'Catalogue');
      await nav.getByRole('link', { name: 'About' }).click();
      await heading(page, 'Sound and light for every stage');
      await nav.getByRole('link', { name: 'Gallery' }).click();
      await page.getByText('This section is temporarily unavailable').waitFor({ timeout: TIMEOUT });
    } finally {
      await env.site.restartFrontend('gallery');
    }
    // Back up: Retry brings the section in without reloading the page.
    await page.getByRole('button', { name: 'Retry' }).click();
    await heading(page, 'Gallery');
    await context.close();
  });

  /** axe's violations on the page as it is now, and focusable elements hidden from screen readers; `path` names the page in the failure. */
  async function assertAccessible(page, path) {
    await page.waitForLoadState('networkidle');
    assert.deepEqual(await page.evaluate(focusableInsideAriaHidden), [], `${path}: focusable elements inside aria-hidden`);
    // Evaluated by the test, not added as a <script>: the page's CSP rightly refuses inline code.
    if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(async () =>
      (await window.axe.run(document, { resultTypes: ['violations'] })).violations.map(
        (v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => `${n.html} ${n.any.map((c) => c.message).join(' ')}`).join(' | ')}`,
      ),
    );
    assert.deepEqual(violations, [], `${path}: axe violations`);
  }

  /** Visits each [path, ready] in turn at `viewport` and checks it with axe; every page is checked, and its failures returned. */
  async function pageFailures(viewport, token, pages) {
    const { context, page, errors } = await openPage(env, { viewport, token });
    const failures = [];
    for (const [path, ready] of pages) {
      try {
        await page.goto(url(path));
        await ready(page);
        await assertAccessible(page, path);
      } catch (error) {
        failures.push(`${viewport.width}px ${error.message}`);
      }
    }
    if (errors.length) failures.push(`${viewport.width}px page errors: ${errors.join('; ')}`);
    await context.close();
    return failures;
  }
  async function checkPages(viewport, token, pages) {
    assert.deepEqual(await pageFailures(viewport, token, pages), [], 'pages with accessibility failures');
  }
  const titled = (text) => (page) => page.getByRole('heading', { name: text, exact: true }).first().waitFor({ timeout: TIMEOUT });

  const publicPages = () => [
    ['/', titled('Featured gear')],
    ['/items', titled('Catalogue')],
    // The calendar's numbers are in (its contrast is what axe checks), not its loading shimmer.
    [`/product/${encodeURIComponent(productKey)}`, (page) => page.locator('.cat-avail__free').first().waitFor({ timeout: TIMEOUT })],
    ['/gallery', titled('Gallery')],
    ['/about', titled('Our story')],
    ['/contact', titled('Contact us')],
    ['/login', (page) => page.getByRole('button', { name: 'Login', exact: true }).waitFor({ timeout: TIMEOUT })],
    ['/register', (page) => page.getByRole('button', { name: 'Register', exact: true }).waitFor({ timeout: TIMEOUT })],
    ['/booking', titled('Booking')],
    ['/nope', titled('Error Not Found')],
  ];

  for (const [size, viewport] of [['a phone', PHONE], ['a desktop', DESKTOP]]) {
    test(`accessibility on ${size}: axe finds no violations on any public page, and nothing focusable hides in an aria-hidden region`, async () => {
      await checkPages(viewport, undefined, publicPages());
    });
  }

  test('accessibility when signed in: the customer\'s pages (My bookings, Booking) and every back-office page, phone and desktop', async () => {
    const customer = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const admin = await tokenFor(env, ADMIN.email, ADMIN.password);
    // A booking of the customer's, so My bookings and the admin's orders have a row and its dialog a history.
    const booked = await apiJson(env, '/api/orders', {
      token: customer,
      body: { orderedItems: [{ key: productKey, qty: 1 }], days: 2, startingDate: addDays(utcToday(), 30), endingDate: addDays(utcToday(), 32) },
    });
    await apiCall(env, `/api/orders/status/${booked.order.orderId}`, { method: 'PUT', token: admin, body: { status: 'approved' } });
    const failures = [];
    for (const viewport of [PHONE, DESKTOP]) {
      failures.push(...(await pageFailures(viewport, customer, [
        ['/bookings', (page) => page.getByText(booked.order.orderId).first().waitFor({ timeout: TIMEOUT })],
        ['/booking', titled('Booking')],
        ['/about', titled('Our story')],
      ])));
      failures.push(...(await pageFailures(viewport, admin, [
        ['/admin/', titled('Admin dashboard')],
        ['/admin/orders', titled('Orders')],
        // The detail dialog with the order's History.
        [`/admin/orders?order=${booked.order.orderId}`, (page) => page.getByRole('region', { name: 'History' }).getByText('approved', { exact: false }).first().waitFor({ timeout: TIMEOUT })],
        ['/admin/scan', titled('Scan')],
        ['/admin/items', titled('Items')],
        ['/admin/items/add', titled('Add item')],
        [`/admin/items/edit?key=${encodeURIComponent(productKey)}`, titled('Edit item')],
        ['/admin/users', titled('Users')],
        ['/admin/gallery', titled('Gallery')],
        ['/admin/audit', titled('Audit')],
        ['/admin/versions', titled('Live versions')],
        ['/admin/outbox', titled('E-mail outbox')],
        ['/admin/messages', titled('Contact messages')],
      ])));
    }
    assert.deepEqual(failures, [], 'pages with accessibility failures');
  });

  test('screenshots at desktop and phone sizes', async () => {
    const token = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      const { context, page } = await openPage(env, { viewport });
      const shots = [
        ['/', 'home', 'Featured gear'],
        ['/items', 'items', 'Catalogue'],
        ['/gallery', 'gallery', 'Gallery'],
        ['/booking', 'booking', 'Booking'],
        ['/about', 'about', 'Our story'],
        ['/contact', 'contact', 'Contact us'],
        ['/nope', 'not-found', 'Error Not Found'],
      ];
      for (const [path, name, title] of shots) {
        await page.goto(url(path));
        await heading(page, title);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `${size}-${name}`);
      }
      await page.goto(url('/login'));
      await page.getByRole('button', { name: 'Login' }).waitFor();
      await screenshot(page, `${size}-login`);
      await page.goto(url('/register'));
      await page.getByRole('button', { name: 'Register' }).waitFor();
      await screenshot(page, `${size}-register`);
      if (size === 'phone') {
        await page.goto(url('/'));
        await page.getByRole('button', { name: 'Open menu' }).click();
        const mobile = page.getByRole('navigation', { name: 'Mobile' });
        await mobile.getByRole('link', { name: 'Booking' }).waitFor();
        await screenshot(page, 'phone-menu');
        await mobile.getByRole('link', { name: 'Items' }).click();
        await page.waitForURL(url('/items'));
      }
      await context.close();
      const signedIn = await openPage(env, { viewport, token });
      await signedIn.page.goto(url('/'));
      await signedIn.page.getByRole('heading', { name: 'Featured gear' }).waitFor({ timeout: TIMEOUT });
      await screenshot(signedIn.page, `${size}-home-customer`);
      await signedIn.context.close();
    }
  });
});
