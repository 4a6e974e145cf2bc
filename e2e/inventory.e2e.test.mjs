// Browser journey for rental inventory: two customers in two browser profiles want the
// shop's last unit of a product for overlapping dates. The first books it; the second sees the
// shortage on /booking (line marked, Create Booking off, the server's text); the first cancels on
// /bookings ('Cancelled'), and the second can then book.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
// Days as the site counts them (@rental/money-days/days): today on this machine's clock, the browser's.
import { fromToday as day } from '@rental/money-days/days';
import { DESKTOP, PHONE, browserUnavailableReason, livePage, openPage, screenshot, startE2E, tokenFor } from './support.mjs';

const skip = browserUnavailableReason();
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const SECOND = { email: `second-${Date.now()}@example.com`, password: 'second123', firstName: 'Riya', lastName: 'Kapoor', address: '2 Stage Road, Pune', phone: '9876543210' };
const TIMEOUT = 20_000;

/** The refused requests (409) are the browser's own network log lines, not app errors. */
function watchErrors(page, errors) {
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico') && !text.startsWith('Failed to load resource')) errors.push(text);
  });
}

describe('inventory: the last unit, two customers', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let product;
  let firstToken;
  let secondToken;
  const url = (path) => `${env.site.urls.shell}${path}`;
  async function apiCall(path, { method, token, body, expect = [200, 201] } = {}) {
    const response = await fetch(`${env.site.urls.api}${path}`, {
      method: method ?? (body ? 'POST' : 'GET'),
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => undefined);
    assert.ok(expect.includes(response.status), `${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  }

  before(async () => {
    env = await startE2E();
    const adminToken = await tokenFor(env, ADMIN.email, ADMIN.password);
    const key = `E2E-LAST-${Date.now()}`;
    await apiCall('/api/products', {
      token: adminToken,
      body: { key, name: 'Last Unit Moving Head', price: 1200, category: 'lights', priceCategory: 'standard', dimensions: '40 x 30 x 50 cm', description: 'The only one the shop owns.', image: [], availability: true, stock: 1 },
    });
    product = await apiCall(`/api/products/${key}`);
    assert.equal(product.stock, 1, 'the shop owns one unit');
    await apiCall('/api/users/', { body: SECOND });
    firstToken = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    secondToken = await tokenFor(env, SECOND.email, SECOND.password);
  });

  after(async () => {
    await env?.stop();
  });

  const summaryAlert = (page) => page.getByRole('region', { name: 'Summary' }).getByRole('alert');
  const line = (page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
  const createBooking = (page) => page.getByRole('button', { name: 'Create Booking' });

  /** A signed-in customer puts the product in the cart from its page, then picks the dates on /booking. */
  async function cartWithLastUnit(token, start, end, viewport = DESKTOP) {
    const opened = await openPage(env, { token, viewport });
    opened.consoleErrors = [];
    watchErrors(opened.page, opened.consoleErrors);
    const { page } = opened;
    await page.goto(url(`/product/${encodeURIComponent(product.key)}`));
    await livePage(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click({ timeout: TIMEOUT });
    await page.getByText('Added to Cart').first().waitFor({ timeout: TIMEOUT });
    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.waitForURL(url('/booking'));
    // The end first: a start after the old end would move the end along.
    await page.getByLabel('End date').fill(day(end));
    await page.getByLabel('Start date').fill(day(start));
    await page.getByLabel('End date').fill(day(end));
    await page.getByText(`Total days: ${end - start}`).waitFor({ timeout: TIMEOUT });
    return opened;
  }

  async function quotedTotal(page) {
    await page.waitForFunction(() => /^Rs \d/.test(document.querySelector('[data-testid="summary-total"]')?.textContent ?? ''), null, { timeout: TIMEOUT });
    return (await page.getByTestId('summary-total').textContent()).trim();
  }

  test('the second customer sees the shortage; after the first cancels on /bookings, the second books', async () => {
    // Overlapping rentals: days 10-12 and 11-13 both hold day 11 and day 12.
    const first = await cartWithLastUnit(firstToken, 10, 13);
    const second = await cartWithLastUnit(secondToken, 11, 14);
    for (const { page } of [first, second]) {
      assert.equal(await quotedTotal(page), 'Rs 3,600.00', 'three days of one unit, priced by the server');
      assert.ok(await createBooking(page).isEnabled());
      // One unit free: '+' cannot ask for a second.
      assert.ok(await page.getByRole('button', { name: `Increase quantity of ${product.name}` }).isDisabled(), "'+' stops at the free count");
      await line(page).getByText('The last one free for these dates').waitFor();
    }

    // The first customer books the last unit.
    await createBooking(first.page).click();
    await first.page.getByText('Booking Created').first().waitFor({ timeout: TIMEOUT });
    const heading = await first.page.getByRole('heading', { name: /^Booking ORD\d{4,} created$/ }).textContent();
    const orderId = heading.match(/ORD\d+/)[0];

    // The second still sees the old quote; the booking is refused with the server's reason.
    const refusal = `No ${product.name} available from ${day(11)} to ${day(14)}`;
    const quoted = await apiCall('/api/orders/quote', { body: await second.page.evaluate(() => JSON.parse(localStorage.getItem('cart'))), expect: [409] });
    assert.equal(quoted.error, refusal, "the API's wording, as the contract gives it");
    assert.deepEqual(quoted.shortages, [{ key: product.key, name: product.name, requested: 1, available: 0 }]);
    await createBooking(second.page).click();
    await summaryAlert(second.page).getByText(refusal).waitFor({ timeout: TIMEOUT });
    await line(second.page).getByText('None available for these dates (you asked for 1)').waitFor({ timeout: TIMEOUT });
    assert.ok(await createBooking(second.page).isDisabled(), 'Create Booking waits until the shortage is resolved');
    assert.equal((await second.page.getByTestId('summary-total').textContent()).trim(), '—', 'no total for a cart that cannot be booked');
    await screenshot(second.page, 'desktop-booking-shortage');

    // A fresh look at the page (the quote itself now answers 409) shows the same.
    await second.page.reload();
    await line(second.page).getByText('None available for these dates (you asked for 1)').waitFor({ timeout: TIMEOUT });
    await summaryAlert(second.page).getByText(refusal).waitFor();
    assert.ok(await createBooking(second.page).isDisabled());

    // Same dates on a phone: the line and the summary say so, without sideways scrolling.
    const secondPhone = await openPage(env, { token: secondToken, viewport: PHONE });
    await secondPhone.page.goto(url('/booking'));
    await secondPhone.page.evaluate((cart) => localStorage.setItem('cart', cart), await second.page.evaluate(() => localStorage.getItem('cart')));
    await secondPhone.page.reload();
    await line(secondPhone.page).getByText('None available for these dates (you asked for 1)').waitFor({ timeout: TIMEOUT });
    await secondPhone.page.waitForTimeout(300);
    await screenshot(secondPhone.page, 'phone-booking-shortage');
    await summaryAlert(secondPhone.page).scrollIntoViewIfNeeded();
    await screenshot(secondPhone.page, 'phone-booking-shortage-summary');
    const width = await secondPhone.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `no sideways scrolling on a phone (page is ${width}px wide)`);
    await secondPhone.context.close();

    // The first customer finds the booking under My bookings (nav link) and cancels it.
    await first.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My bookings' }).click();
    await first.page.waitForURL(url('/bookings'));
    await first.page.getByRole('heading', { name: 'My bookings', level: 1 }).waitFor({ timeout: TIMEOUT });
    const card = first.page.getByRole('listitem', { name: orderId });
    await card.waitFor({ timeout: TIMEOUT });
    await card.getByText('Pending', { exact: true }).waitFor();
    await card.getByText(`1 × ${product.name}`).waitFor();
    await card.getByText('Total', { exact: true }).locator('xpath=following-sibling::dd[1]').getByText('Rs 3,600.00').waitFor();
    await screenshot(first.page, 'desktop-my-bookings');
    await card.getByRole('button', { name: `Cancel booking ${orderId}` }).click();
    await card.getByRole('button', { name: 'Yes, cancel it' }).click();
    await first.page.getByText(`Booking ${orderId} cancelled`).first().waitFor({ timeout: TIMEOUT });
    await card.getByText('Cancelled', { exact: true }).waitFor({ timeout: TIMEOUT });
    assert.equal(await card.getByRole('button', { name: `Cancel booking ${orderId}` }).count(), 0, 'a Cancelled booking cannot be cancelled again');
    const mine = await apiCall('/api/orders', { token: firstToken });
    assert.equal(mine.find((o) => o.orderId === orderId)?.status, 'Cancelled', 'the API keeps it Cancelled');

    // The unit is free again: the second customer asks again and books it.
    await summaryAlert(second.page).getByRole('button', { name: 'Try again' }).click();
    assert.equal(await quotedTotal(second.page), 'Rs 3,600.00');
    assert.equal(await line(second.page).getByText('None available for these dates (you asked for 1)').count(), 0, 'the mark is gone');
    await createBooking(second.page).click();
    await second.page.getByText('Booking Created').first().waitFor({ timeout: TIMEOUT });
    const secondOrders = await apiCall('/api/orders', { token: secondToken });
    assert.deepEqual(
      secondOrders.map((o) => [o.status, o.startingDate, o.endingDate, o.orderedItems.map((l) => [l.product.key, l.quantity])]),
      [['Pending', day(11), day(14), [[product.key, 1]]]],
    );

    // The second customer's My bookings on a phone: cards, no sideways scrolling.
    const phone = await openPage(env, { token: secondToken, viewport: PHONE });
    await phone.page.goto(url('/bookings'));
    await phone.page.getByRole('listitem', { name: secondOrders[0].orderId }).waitFor({ timeout: TIMEOUT });
    await screenshot(phone.page, 'phone-my-bookings');
    const phoneWidth = await phone.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(phoneWidth <= PHONE.width, `no sideways scrolling on a phone (page is ${phoneWidth}px wide)`);
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'My bookings' }).waitFor();
    await phone.context.close();

    for (const { errors, consoleErrors } of [first, second]) {
      assert.deepEqual(errors, []);
      assert.deepEqual(consoleErrors, []);
    }
    await first.context.close();
    await second.context.close();
  });

  test('a signed-out visitor on /bookings logs in and comes back to their bookings', async () => {
    const { context, page, errors } = await openPage(env);
    await page.goto(url('/bookings'));
    await page.waitForURL(url('/login'), { timeout: TIMEOUT });
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My bookings' }).count(), 0);
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/bookings'), { timeout: TIMEOUT });
    await page.getByRole('heading', { name: 'My bookings', level: 1 }).waitFor({ timeout: TIMEOUT });
    // The earlier journey's booking, cancelled (this test runs after it in the same site).
    await page.getByRole('listitem').filter({ hasText: product.name }).first().waitFor({ timeout: TIMEOUT });
    await screenshot(page, 'desktop-my-bookings-after-login');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
