// Browser journeys for the catalogue: home → /items → search, filter, sort, view and page
// (kept in the address) → product → Add to Cart → the booking page lists the line; the empty,
// failure and unknown-product states; phone layout; nothing moves while pictures load.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { DESKTOP, PHONE, apiCall, browserUnavailableReason, rupees, livePage, openPage, screenshot, startE2E, tokenFor } from './support.mjs';

const skip = browserUnavailableReason();
const TIMEOUT = 20_000;

describe('catalogue', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  const url = (path) => `${env.site.urls.shell}${path}`;
  /** What the API answers a visitor for a catalogue query: the truth the pages must show. */
  const catalogue = async (query) => (await fetch(`${env.site.urls.api}/api/products?${new URLSearchParams(query)}`)).json();

  /** Console errors join the page's uncaught exceptions (the shell serves no favicon yet: not the catalogue's concern). */
  function watchErrors(page, errors) {
    page.on('console', (message) => {
      const where = message.location().url;
      if (message.type() === 'error' && !where.endsWith('/favicon.ico')) errors.push(`${message.text()} (${where})`);
    });
  }

  const cardsOf = (page) => page.getByRole('list', { name: 'Products' }).getByRole('listitem');
  const cardNames = (page) => page.getByRole('list', { name: 'Products' }).getByRole('heading').allTextContents();

  before(async () => {
    env = await startE2E();
  });

  after(async () => {
    await env?.stop();
  });

  test('home → items → search, filter, sort, view, reload → product → Add to Cart → booking lists the line', async () => {
    const { context, page, errors } = await openPage(env, { viewport: DESKTOP });
    watchErrors(page, errors);

    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Sound and light for every stage' }).waitFor({ timeout: TIMEOUT });
    const featured = page.getByRole('list', { name: 'Featured gear' });
    await featured.waitFor({ timeout: TIMEOUT });
    const firstEight = (await catalogue({ page: 1, limit: 8 })).data;
    // The remote's own render replaces the server's inert markup of the list: wait for its items.
    await featured.getByRole('listitem').nth(7).waitFor({ timeout: TIMEOUT });
    assert.equal(await featured.getByRole('listitem').count(), 8);
    assert.deepEqual(await featured.getByRole('heading').allTextContents(), firstEight.map((p) => p.name));
    assert.equal(await featured.getByText('Available', { exact: true }).count(), 8);
    assert.equal(await page.getByRole('region', { name: 'Why rent with us' }).getByRole('heading').count(), 3);
    await page.getByRole('link', { name: 'Quick Book' }).waitFor();
    await screenshot(page, 'desktop-catalog-home');

    await page.getByRole('link', { name: 'Browse Gear' }).click();
    await page.waitForURL(url('/items'));
    const all = await catalogue({ page: 1, limit: 24 });
    await page.getByText(`Showing ${all.data.length} of ${all.pagination.total} products`).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await cardNames(page), all.data.map((p) => p.name));
    assert.equal(await cardsOf(page).getByText('Free Shipping').count(), all.data.length);
    assert.equal(await cardsOf(page).getByLabel('Rated 4.5 out of 5').count(), all.data.length);
    await screenshot(page, 'desktop-catalog-items');

    // Search (debounced, on the server), then category, sort and view: each lands in the address.
    await page.getByRole('searchbox', { name: 'Search' }).pressSequentially('chauvet', { delay: 40 });
    await page.waitForURL(url('/items?q=chauvet'));
    const chauvet = await catalogue({ page: 1, limit: 24, q: 'chauvet' });
    assert.ok(chauvet.pagination.total >= 3, 'the demo data has several Chauvet lights');
    await page.getByText(`Showing ${chauvet.data.length} of ${chauvet.pagination.total} products`).waitFor({ timeout: TIMEOUT });
    for (const name of await cardNames(page)) assert.match(name, /chauvet/i);

    await page.getByRole('combobox', { name: 'Category' }).selectOption('lights');
    await page.waitForURL(url('/items?q=chauvet&category=lights'));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
    await page.waitForURL(url('/items?q=chauvet&category=lights&sort=price-desc'));
    const sorted = await catalogue({ page: 1, limit: 24, q: 'chauvet', category: 'lights', sort: 'price', order: 'desc' });
    await page.getByText(`Showing ${sorted.data.length} of ${sorted.pagination.total} products`).waitFor({ timeout: TIMEOUT });
    await page.waitForFunction(
      (first) => document.querySelector('[aria-label="Products"] h2')?.textContent === first,
      sorted.data[0].name,
      { timeout: TIMEOUT },
    );
    assert.deepEqual(await cardNames(page), sorted.data.map((p) => p.name), 'the page shows the server-sorted list');
    const prices = sorted.data.map((p) => p.price);
    assert.deepEqual(prices, [...prices].sort((a, b) => b - a), 'most expensive first');
    await page.getByRole('button', { name: 'List' }).click();
    await page.waitForURL(url('/items?q=chauvet&category=lights&sort=price-desc&view=list'));
    await screenshot(page, 'desktop-catalog-items-list');

    // A reload (or a shared link) restores all of it.
    await page.reload();
    await page.getByText(`Showing ${sorted.data.length} of ${sorted.pagination.total} products`).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByRole('searchbox', { name: 'Search' }).inputValue(), 'chauvet');
    assert.equal(await page.getByRole('combobox', { name: 'Category' }).inputValue(), 'lights');
    assert.equal(await page.getByRole('combobox', { name: 'Sort by' }).inputValue(), 'price-desc');
    assert.equal(await page.getByRole('button', { name: 'List' }).getAttribute('aria-pressed'), 'true');
    assert.deepEqual(await cardNames(page), sorted.data.map((p) => p.name));

    // The product page: pictures with thumbnails, facts, Add to Cart.
    const chosen = sorted.data[0];
    await page.getByRole('link', { name: chosen.name, exact: true }).click();
    await page.waitForURL(url(`/product/${encodeURIComponent(chosen.key)}`));
    await page.getByRole('heading', { level: 1, name: chosen.name }).waitFor({ timeout: TIMEOUT });
    await page.getByText(chosen.dimensions).waitFor();
    await page.getByText(rupees(chosen.price)).first().waitFor();
    if (chosen.image.length > 1) {
      await page.getByRole('button', { name: `Show picture 2 of ${chosen.image.length}` }).click();
      await page.getByRole('img', { name: `${chosen.name}, picture 2 of ${chosen.image.length}` }).waitFor();
    }
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByText('Added to Cart').first().waitFor({ timeout: TIMEOUT });
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('cart'))).orderedItems, [{ key: chosen.key, qty: 2 }]);
    await screenshot(page, 'desktop-catalog-product');

    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await page.waitForURL(url('/booking'));
    // The line shows the loaded product (its name as a heading), not just the key, with the quantity added.
    await page.getByRole('heading', { level: 3, name: chosen.name }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByRole('status', { name: `Quantity of ${chosen.name}` }).textContent(), '2');

    // The second page of the whole catalogue, through the pager's Next link.
    await page.goto(url('/items'));
    const pageTwo = await catalogue({ page: 2, limit: 24 });
    if (pageTwo.pagination.totalPages > 1) {
      await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(url('/items?page=2'));
      await page.getByText(`Page 2 of ${pageTwo.pagination.totalPages}`).waitFor({ timeout: TIMEOUT });
      assert.deepEqual(await cardNames(page), pageTwo.data.map((p) => p.name));
    }
    assert.deepEqual(errors, []);
    await context.close();
  });

  test("empty, failure with Try Again, and 'Error Occured' states", async () => {
    const { context, page, errors } = await openPage(env, { viewport: DESKTOP });
    await page.goto(url('/items?q=no-such-gear-anywhere'));
    await page.getByText('No products found').waitFor({ timeout: TIMEOUT });
    await page.getByText('Showing 0 of 0 products').waitFor();

    // The API unreachable for the list: the failure state and the toast; Try Again once it is back.
    // (A page load would arrive with the list the shell server read; moving within the site reads it here.)
    await livePage(page);
    const listCalls = (route) => new URL(route).pathname === '/api/products';
    await page.route(listCalls, (route) => route.abort('connectionrefused'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Items', exact: true }).click();
    await page.waitForURL(url('/items'));
    await page.getByText('Failed to load products').waitFor({ timeout: TIMEOUT });
    await page.getByText('Failed to fetch products').first().waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-catalog-items-error');
    await page.unroute(listCalls);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText(/^Showing \d+ of \d+ products$/).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByText('Failed to load products').count(), 0);

    await page.goto(url('/product/NO-SUCH-KEY'));
    await livePage(page);
    await page.getByRole('heading', { name: 'Error Occured' }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByRole('button', { name: 'Add to Cart' }).count(), 0);
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).count(), 1, 'inside the site layout');
    await screenshot(page, 'desktop-catalog-product-error');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('pictures keep their reserved size: no layout shift while /items loads', async () => {
    const { context, page } = await openPage(env, { viewport: DESKTOP });
    await page.addInitScript(() => {
      window.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url('/items'));
    await page.getByText(/^Showing \d+ of \d+ products$/).waitFor({ timeout: TIMEOUT });
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 2000);
    await page.waitForTimeout(800);
    const shift = await page.evaluate(() => window.__shift);
    assert.ok(shift < 0.1, `cumulative layout shift ${shift.toFixed(3)} must stay under 0.1`);
    // Pictures below the fold wait until scrolled near.
    assert.equal(await page.locator('[aria-label="Products"] img[loading="lazy"]').count() > 0, true);
    await context.close();
  });

  test('phone size: a struck-out old price stays on one line, on the card and the product page', async () => {
    const admin = DEMO_LOGINS.find((login) => login.role === 'admin');
    const token = await tokenFor(env, admin.email, admin.password);
    const key = `E2E-OLD-${Date.now().toString(36)}`.toUpperCase();
    const made = await apiCall(env, '/api/products', {
      method: 'POST',
      token,
      body: { key, name: 'Discounted line array cabinet pair', price: 1500, oldPrice: 1800, category: 'audio', dimensions: '120 x 40 x 40 cm', description: 'On offer' },
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const { context, page, errors } = await openPage(env, { viewport: PHONE });
    watchErrors(page, errors);
    /** Each amount of the price (the day rate, the struck old one) and how many lines it takes. */
    const priceLines = (price) =>
      price.evaluate((el) => [...el.querySelectorAll(':scope > span:first-child, :scope > s')].map((part) => [part.textContent.trim(), part.getClientRects().length]));
    try {
      await page.goto(url(`/items?q=${key}`));
      await livePage(page);
      const card = cardsOf(page).first();
      await card.getByRole('heading', { name: 'Discounted line array cabinet pair' }).waitFor({ timeout: TIMEOUT });
      for (const [text, lines] of await priceLines(card.locator('.cat-price'))) assert.equal(lines, 1, `'${text}' on one line on the card`);
      await screenshot(page, 'phone-catalog-old-price-card');
      await page.goto(url(`/product/${key}`));
      await livePage(page);
      const price = page.locator('.cat-product .cat-price');
      await price.locator('s').waitFor({ timeout: TIMEOUT });
      const parts = await priceLines(price);
      assert.equal(parts.length, 2, JSON.stringify(parts));
      for (const [text, lines] of parts) assert.equal(lines, 1, `'${text}' on one line on the product page`);
      await screenshot(page, 'phone-catalog-old-price-product');
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
      await apiCall(env, `/api/products/${key}`, { method: 'DELETE', token });
    }
  });

  test('phone size: two-column grid, list view, product page, nothing wider than the screen', async () => {
    const { context, page, errors } = await openPage(env, { viewport: PHONE });
    watchErrors(page, errors);
    const noSideScroll = async (where) => {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= PHONE.width, `${where}: page is ${width}px wide on a ${PHONE.width}px screen`);
    };

    await page.goto(url('/'));
    await page.getByRole('list', { name: 'Featured gear' }).waitFor({ timeout: TIMEOUT });
    await noSideScroll('home');
    await screenshot(page, 'phone-catalog-home');

    await page.goto(url('/items'));
    await livePage(page);
    await page.getByText(/^Showing \d+ of \d+ products$/).waitFor({ timeout: TIMEOUT });
    const [a, b] = await Promise.all([cardsOf(page).nth(0).boundingBox(), cardsOf(page).nth(1).boundingBox()]);
    assert.equal(Math.round(a.y), Math.round(b.y), 'two cards side by side');
    await noSideScroll('items');
    await screenshot(page, 'phone-catalog-items');

    await page.getByRole('button', { name: 'List' }).click();
    await page.waitForURL(url('/items?view=list'));
    const [c, d] = await Promise.all([cardsOf(page).nth(0).boundingBox(), cardsOf(page).nth(1).boundingBox()]);
    assert.ok(d.y >= c.y + c.height, 'one card per row');
    await noSideScroll('items, list');
    await screenshot(page, 'phone-catalog-items-list');

    const first = cardsOf(page).nth(0).getByRole('link');
    const name = await first.textContent();
    await first.click();
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: TIMEOUT });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor({ timeout: TIMEOUT });
    await noSideScroll('product');
    await screenshot(page, 'phone-catalog-product');
    // The way back leads to the list the visitor came from, still in list view.
    await page.getByRole('link', { name: '← All gear' }).click();
    await page.waitForURL(url('/items?view=list'));
    await page.getByRole('button', { name: 'List', pressed: true }).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(errors, []);
    await context.close();
  });
});
