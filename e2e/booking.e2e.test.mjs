// Browser journeys for /booking: the shared cart from the catalogue, dates and quantities
// re-priced by the server, sign-in and back, Create Booking, and the order as the API keeps it.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { PDFParse } from 'pdf-parse';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
// Days as the site counts them (@rental/money-days/days): today on this machine's clock, the browser's.
import { formatDay, fromToday as day } from '@rental/money-days/days';
import { apiJson, DESKTOP, rupees, PHONE, browserUnavailableReason, livePage, openPage, screenshot, startE2E, tokenFor } from './support.mjs';

const skip = browserUnavailableReason();
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');

/** Clicks `button` and reads the PDF the browser downloads: its text. */
async function downloadedPdfText(page, button) {
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), button.click()]);
  const bytes = await readFile(await download.path());
  assert.equal(bytes.subarray(0, 5).toString(), '%PDF-', `${download.suggestedFilename()} is a PDF`);
  return { name: download.suggestedFilename(), text: (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text };
}
const TIMEOUT = 20_000;

const money = rupees;
/** Rupees compared in paise: the server sums exactly, JavaScript's floats may not. */
const paise = (amount) => Math.round(amount * 100);

describe('booking', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let products;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const apiCall = (path, options) => apiJson(env, path, options);

  before(async () => {
    env = await startE2E();
    const list = await apiCall('/api/products');
    products = (Array.isArray(list) ? list : list.data).filter((p) => p.availability).slice(0, 2);
    assert.equal(products.length, 2, 'the API serves two available demo products');
  });

  after(async () => {
    await env?.stop();
  });

  /** Console errors: a page must have none (the shell serves no favicon yet; not this page's concern). */
  function watchErrors(page, errors) {
    page.on('console', (message) => {
      const where = message.location().url;
      if (message.type() === 'error' && !where.endsWith('/favicon.ico')) errors.push(`${message.text()} (${where})`);
    });
  }

  const summaryTotal = (page) => page.getByTestId('summary-total');
  async function shownTotal(page) {
    await page.waitForFunction(() => /^Rs \d/.test(document.querySelector('[data-testid="summary-total"]')?.textContent ?? ''), null, { timeout: TIMEOUT });
    return (await summaryTotal(page).textContent()).trim();
  }
  /** The total shown must be what the server quotes for the cart the page keeps in localStorage. */
  async function assertServerTotal(page) {
    const shown = await shownTotal(page);
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')));
    const quote = await apiCall('/api/orders/quote', { body: cart });
    assert.equal(shown, money(quote.total), `shown total for ${JSON.stringify(cart)}`);
    return { shown, quote, cart };
  }

  async function addFromProductPage(page, key) {
    await page.goto(url(`/product/${encodeURIComponent(key)}`));
    // The server's markup (inert) shows first: the button works once the live page replaced it.
    await livePage(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click({ timeout: TIMEOUT });
    await page.getByText('Added to Cart').first().waitFor({ timeout: TIMEOUT });
  }

  test('add two products, change quantities and dates, log in, book, and find the order with the server total', async () => {
    const { context, page, errors } = await openPage(env);
    const consoleErrors = [];
    watchErrors(page, consoleErrors);
    const [first, second] = products;
    await addFromProductPage(page, first.key);
    await addFromProductPage(page, second.key);
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await page.waitForURL(url('/booking'));
    await page.getByRole('heading', { name: first.name }).waitFor({ timeout: TIMEOUT });
    await page.getByRole('heading', { name: second.name }).waitFor();
    assert.equal(await page.getByLabel('Start date').inputValue(), day(0));
    assert.equal(await page.getByLabel('End date').inputValue(), day(1));
    assert.equal(await page.getByLabel('End date').getAttribute('min'), day(0), 'no end before the start');
    const initial = await assertServerTotal(page);
    assert.equal(paise(initial.quote.total), paise(first.price) + paise(second.price), 'one day of one of each');

    await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await page.waitForFunction((before) => document.querySelector('[data-testid="summary-total"]')?.textContent !== before, initial.shown);
    const twoOfFirst = await assertServerTotal(page);
    assert.notEqual(twoOfFirst.shown, initial.shown);
    assert.deepEqual(twoOfFirst.cart.orderedItems.map((l) => l.qty), [2, 1]);
    await page.getByRole('link', { name: 'Cart, 3 items' }).waitFor();

    await page.getByLabel('Start date').fill(day(2));
    await page.getByLabel('End date').fill(day(5));
    await page.getByText('Total days: 3').waitFor();
    await page.waitForFunction((before) => document.querySelector('[data-testid="summary-total"]')?.textContent !== before, twoOfFirst.shown);
    const threeDays = await assertServerTotal(page);
    assert.equal(threeDays.quote.days, 3);
    assert.equal(paise(threeDays.quote.total), (2 * paise(first.price) + paise(second.price)) * 3);
    assert.equal(await page.getByTestId('summary-days').textContent(), '3');
    await screenshot(page, 'desktop-booking-cart');

    // Signed out: Create Booking asks for a login and comes back here afterwards.
    await page.getByRole('button', { name: 'Create Booking' }).click();
    await page.waitForURL(url('/login'));
    await page.getByLabel('Email').fill(CUSTOMER.email);
    await page.getByLabel('Password').fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(url('/booking'), { timeout: TIMEOUT });
    assert.equal(await shownTotal(page), threeDays.shown, 'the cart and dates survived the login');

    await page.getByRole('button', { name: 'Create Booking' }).click();
    await page.getByText('Booking Created').first().waitFor({ timeout: TIMEOUT });
    await page.getByText('Your cart is empty').waitFor();
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')));
    assert.deepEqual(stored, { orderedItems: [], days: 1, startingDate: day(0), endingDate: day(1) });
    const heading = await page.getByRole('heading', { name: /^Booking ORD\d{4,} created$/ }).textContent();
    const orderId = heading.match(/ORD\d+/)[0];
    await screenshot(page, 'desktop-booking-created');

    const token = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const orders = await apiCall('/api/orders', { token });
    const order = orders.find((o) => o.orderId === orderId);
    assert.ok(order, `GET /api/orders lists ${orderId}`);
    assert.equal(money(order.totalAmount), threeDays.shown, "the order's total is the quote the customer saw");
    assert.equal(order.totalAmount, threeDays.quote.total);
    assert.deepEqual(
      { email: order.email, days: order.days, startingDate: order.startingDate, endingDate: order.endingDate, status: order.status },
      { email: CUSTOMER.email, days: 3, startingDate: day(2), endingDate: day(5), status: 'Pending' },
    );
    assert.deepEqual(
      order.orderedItems.map((line) => [line.product.key, line.quantity]),
      [
        [first.key, 2],
        [second.key, 1],
      ],
    );
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('the cart follows another tab, and a product that no longer exists leaves the cart', async () => {
    const { context, page, errors } = await openPage(env);
    const consoleErrors = [];
    watchErrors(page, consoleErrors);
    await page.goto(url('/booking'));
    await page.getByText('Your cart is empty').waitFor({ timeout: TIMEOUT });
    await page.getByRole('link', { name: 'Browse Items' }).waitFor();

    const other = await context.newPage();
    await addFromProductPage(other, products[1].key);
    await page.getByRole('heading', { name: products[1].name }).waitFor({ timeout: TIMEOUT });
    await other.close();

    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cart'));
      cart.orderedItems.push({ key: 'NO-SUCH-PRODUCT', qty: 1 });
      localStorage.setItem('cart', JSON.stringify(cart));
    });
    await page.reload();
    await page.getByText('NO-SUCH-PRODUCT is no longer available and was removed from your cart').waitFor({ timeout: TIMEOUT });
    await assertServerTotal(page);
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')));
    assert.deepEqual(cart.orderedItems, [{ key: products[1].key, qty: 1 }]);

    // Down from 1 removes the line.
    await page.getByRole('button', { name: `Decrease quantity of ${products[1].name}` }).click();
    await page.getByText('Your cart is empty').waitFor();
    assert.deepEqual(errors, []);
    // The refused requests for the missing product are the browser's own network log lines, not app errors.
    assert.deepEqual(consoleErrors.filter((text) => !text.startsWith('Failed to load resource')), []);
    await context.close();
  });

  test('book gear with a week rate and a deposit: what is due, the quote, the booking confirmation, the price of extending, then the invoice', async () => {
    const admin = await tokenFor(env, ADMIN.email, ADMIN.password);
    const key = `E2E-WEEK-${Date.now().toString(36)}`;
    const name = `Week-rate line array ${key}`;
    await apiCall('/api/products', {
      token: admin,
      body: { key, name, price: 1000, weekPrice: 5000, deposit: 2000, stock: 2, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Rented by the week' },
    });
    const token = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const { context, page, errors } = await openPage(env, { token });
    const consoleErrors = [];
    watchErrors(page, consoleErrors);
    await page.goto(url('/booking'));
    // Nine days: one week and two days, Rs 5000 + 2 × Rs 1000, and the deposit beside it.
    await page.evaluate(({ key, start, end }) => localStorage.setItem('cart', JSON.stringify({ orderedItems: [{ key, qty: 1 }], days: 9, startingDate: start, endingDate: end })), {
      key,
      start: day(2),
      end: day(11),
    });
    await page.reload();
    await page.getByRole('heading', { name }).waitFor({ timeout: TIMEOUT });
    await page.getByText('Rs 5,000.00 per week', { exact: false }).waitFor();
    const { quote } = await assertServerTotal(page);
    assert.deepEqual([quote.subtotal, quote.deposit, quote.amountDue, quote.lines[0].breakdown], [7000, 2000, 9000 + quote.tax, '1 week + 2 days']);
    await page.getByText('(1 week + 2 days)').waitFor();
    assert.equal(await page.getByTestId('summary-deposit').textContent(), money(2000));
    assert.equal(await page.getByTestId('summary-amount-due').textContent(), money(quote.amountDue));
    await screenshot(page, 'desktop-booking-week-rate');
    const quotePdf = await downloadedPdfText(page, page.getByRole('button', { name: 'Download quote' }));
    for (const text of ['Quote', name, '1 week + 2 days', 'Rs 7,000.00', 'Rs 2,000.00']) assert.ok(quotePdf.text.includes(text), `the quote PDF says ${text}`);

    await page.getByRole('button', { name: 'Create Booking' }).click();
    await page.getByText('Booking Created').first().waitFor({ timeout: TIMEOUT });
    const orderId = (await page.getByRole('heading', { name: /^Booking ORD\d{4,} created$/ }).textContent()).match(/ORD\d+/)[0];

    // The confirmation tells what is due at pick-up (rental + deposit), the deposit and that it comes back.
    const confirmation = page.getByRole('status').filter({ has: page.getByRole('heading', { name: `Booking ${orderId} created` }) });
    const confirmed = (label) => confirmation.getByLabel(`Figures of ${orderId}`).locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    assert.equal(await confirmed('Rental total').textContent(), money(quote.total));
    assert.equal(await confirmed('Deposit (refundable)').textContent(), money(2000));
    assert.equal(await confirmed('Due at pick-up').textContent(), money(quote.amountDue));
    assert.equal(await confirmed('Back to you at return').textContent(), money(2000));
    await confirmation.getByText(`You pay ${money(quote.amountDue)} when you pick up the gear`, { exact: false }).waitFor();
    await screenshot(page, 'desktop-booking-confirmation');
    await page.setViewportSize(PHONE);
    await confirmation.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-booking-confirmation');
    const confirmationWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(confirmationWidth <= PHONE.width, `no sideways scrolling on a phone (page is ${confirmationWidth}px wide)`);
    await page.setViewportSize(DESKTOP);

    await page.goto(url('/bookings'));
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: orderId }) });
    await card.getByText('1 week + 2 days', { exact: false }).waitFor({ timeout: TIMEOUT });
    // Pending: the shop has not approved it, so its PDF is a booking confirmation, not an invoice.
    const pendingPdf = await downloadedPdfText(page, card.getByRole('button', { name: `Download booking confirmation ${orderId}` }));
    assert.equal(pendingPdf.name, `booking-confirmation-${orderId}.pdf`);
    for (const text of ['Booking confirmation', 'Not an invoice', orderId, CUSTOMER.email, formatDay(day(2)), formatDay(day(11)), '1 week + 2 days', 'Rs 7,000.00', 'Rs 2,000.00', 'Amount due']) {
      assert.ok(pendingPdf.text.includes(text), `the booking confirmation says ${text}`);
    }
    assert.ok(!pendingPdf.text.includes('Invoice'), 'a Pending booking is not invoiced');

    // One more day: the date input offers only free days, and the server's price shows before extending.
    const extendCalls = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname.endsWith('/extend')) extendCalls.push(request.url());
    });
    await card.getByRole('button', { name: `Extend booking ${orderId}` }).click();
    const newEnd = card.getByLabel('New end date');
    await newEnd.waitFor({ timeout: TIMEOUT });
    assert.equal(await newEnd.getAttribute('min'), day(12));
    assert.ok(await card.getByRole('button', { name: 'Extend booking' }).isDisabled(), 'nothing to extend before a date is priced');
    await newEnd.fill(day(12));
    const price = card.getByLabel(`Price of extending ${orderId}`);
    await price.waitFor({ timeout: TIMEOUT });
    const priced = (label) => price.locator('div', { has: page.getByText(label, { exact: true }) }).locator('dd');
    // Tax 0 here: one more day at Rs 1000, the deposit unchanged.
    assert.equal(await priced('Total now').textContent(), money(quote.total));
    assert.equal(await priced('New total').textContent(), money(quote.total + 1000));
    assert.equal(await priced('Difference').textContent(), `+${money(1000)}`);
    assert.equal(await priced('Deposit (unchanged)').textContent(), money(2000));
    assert.equal(await priced('New amount due').textContent(), money(quote.amountDue + 1000));
    await card.getByText(`10 days instead of 9, for ${money(1000)} more`, { exact: false }).waitFor();
    assert.deepEqual(extendCalls, [], 'asking the price extends nothing');
    const unchanged = (await apiCall('/api/orders', { token })).find((o) => o.orderId === orderId);
    assert.deepEqual([unchanged.endingDate, unchanged.totalAmount], [day(11), quote.total], 'the order is as booked until Extend booking');
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-my-bookings-extend');
    await page.setViewportSize(PHONE);
    // The whole dialog on a phone: the price and, under it, Extend booking.
    await card.getByRole('button', { name: 'Extend booking' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-my-bookings-extend');
    const extendWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(extendWidth <= PHONE.width, `no sideways scrolling on a phone (page is ${extendWidth}px wide)`);
    await page.setViewportSize(DESKTOP);
    await card.getByRole('button', { name: 'Extend booking' }).click();
    await page.getByText(new RegExp(`Booking ${orderId} now ends on .*: Rs 1,000\\.00 more`)).first().waitFor({ timeout: TIMEOUT });
    await card.getByText('1 week + 3 days', { exact: false }).waitFor({ timeout: TIMEOUT });
    const order = (await apiCall('/api/orders', { token })).find((o) => o.orderId === orderId);
    assert.deepEqual([order.endingDate, order.days, order.subtotal, order.deposit, order.orderedItems[0].breakdown], [day(12), 10, 8000, 2000, '1 week + 3 days']);
    await screenshot(page, 'desktop-my-bookings-figures');

    // Approved by the shop, the same download is the invoice.
    const approval = await fetch(`${env.site.urls.api}/api/orders/status/${orderId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
      body: JSON.stringify({ status: 'approved' }),
    });
    assert.equal(approval.status, 200, await approval.text());
    await page.reload();
    await card.getByText('1 week + 3 days', { exact: false }).waitFor({ timeout: TIMEOUT });
    const invoice = await downloadedPdfText(page, card.getByRole('button', { name: `Download invoice ${orderId}` }));
    assert.equal(invoice.name, `invoice-${orderId}.pdf`);
    for (const text of ['Invoice', orderId, CUSTOMER.email, formatDay(day(2)), formatDay(day(12)), '1 week + 3 days', 'Rs 8,000.00', 'Rs 2,000.00']) assert.ok(invoice.text.includes(text), `the invoice says ${text}`);
    assert.ok(!invoice.text.includes('Booking confirmation'), 'an approved booking is invoiced');

    await page.setViewportSize(PHONE);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-my-bookings-figures');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `no sideways scrolling on a phone (page is ${width}px wide)`);
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('dates the page cannot book: an end before the start, a start in the past; what is booked is what is on screen', async () => {
    const token = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const { context, page, errors } = await openPage(env, { token });
    const consoleErrors = [];
    watchErrors(page, consoleErrors);
    // Every quote, quote PDF and booking the page sends, with the dates it sends.
    const sent = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path.startsWith('/api/orders')) sent.push({ path, cart: request.postDataJSON() });
    });
    const bookingsSent = () => sent.filter((call) => call.path === '/api/orders' || call.path === '/api/orders/quote/pdf');
    const [gear] = products;
    const start = page.getByLabel('Start date');
    const end = page.getByLabel('End date');
    const createBooking = page.getByRole('button', { name: 'Create Booking' });
    const downloadQuote = page.getByRole('button', { name: 'Download quote' });

    async function cartWith(startingDate, endingDate) {
      await page.evaluate(
        ({ key, startingDate, endingDate }) => localStorage.setItem('cart', JSON.stringify({ orderedItems: [{ key, qty: 1 }], days: 1, startingDate, endingDate })),
        { key: gear.key, startingDate, endingDate },
      );
      await page.reload();
      await page.getByRole('heading', { name: gear.name }).waitFor({ timeout: TIMEOUT });
      return assertServerTotal(page);
    }

    /** The field keeps what was typed and says why; no figure stands and nothing can be booked or downloaded. */
    async function assertRefused(field, typed, message) {
      const error = page.getByText(message);
      await error.waitFor({ timeout: TIMEOUT });
      assert.equal(await field.inputValue(), typed, 'what was typed stays in the field');
      // Leaving the field keeps it too.
      await page.getByRole('heading', { name: 'Rental dates' }).click();
      assert.equal(await field.inputValue(), typed, 'what was typed stays in the field after leaving it');
      assert.equal(await field.getAttribute('aria-invalid'), 'true');
      assert.equal(await field.getAttribute('aria-describedby'), await error.getAttribute('id'), 'the message describes the field');
      assert.equal(await error.getAttribute('role'), 'alert');
      await page.getByText('Total days: —').waitFor();
      assert.equal(await page.getByTestId('summary-days').textContent(), '—');
      assert.equal((await summaryTotal(page).textContent()).trim(), '—');
      await page.getByText('Fix the rental dates to see your price.').waitFor();
      assert.ok(await createBooking.isDisabled(), 'Create Booking is off');
      assert.ok(await downloadQuote.isDisabled(), 'Download quote is off');
      const before = bookingsSent().length;
      await createBooking.click({ force: true });
      await downloadQuote.click({ force: true });
      await page.waitForTimeout(500);
      assert.equal(bookingsSent().length, before, 'nothing is booked or downloaded');
    }

    /** Books the dates on screen and finds the order the API made: those dates. */
    async function bookAndCheck(startingDate, endingDate, days) {
      await createBooking.click();
      await page.getByText('Booking Created').first().waitFor({ timeout: TIMEOUT });
      const orderId = (await page.getByRole('heading', { name: /^Booking ORD\d{4,} created$/ }).textContent()).match(/ORD\d+/)[0];
      const order = (await apiCall('/api/orders', { token })).find((o) => o.orderId === orderId);
      assert.deepEqual([order.startingDate, order.endingDate, order.days], [startingDate, endingDate, days], `${orderId} is for the dates on screen`);
    }

    // The first case: 20 → 22 Dec shown and quoted (two days), then 18 Dec typed as the end.
    await page.goto(url('/booking'));
    await page.getByText('Your cart is empty').waitFor({ timeout: TIMEOUT });
    const twoDays = await cartWith(day(24), day(26));
    assert.equal(twoDays.quote.days, 2);
    assert.equal(await page.getByTestId('summary-days').textContent(), '2');
    await end.fill(day(22));
    await assertRefused(end, day(22), "The end date can't be before the start date.");
    assert.equal(await start.getAttribute('aria-invalid'), null, 'the start is fine');
    await screenshot(page, 'desktop-booking-end-before-start');
    await page.setViewportSize(PHONE);
    await end.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-booking-end-before-start');
    await createBooking.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-booking-end-before-start-summary');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `no sideways scrolling on a phone (page is ${width}px wide)`);
    await page.setViewportSize(DESKTOP);

    // A later end: the message goes, the server prices the dates on screen, and they are booked.
    await end.fill(day(27));
    await page.getByText('Total days: 3').waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByText("The end date can't be before the start date.").count(), 0);
    assert.equal(await end.getAttribute('aria-invalid'), null);
    const threeDays = await assertServerTotal(page);
    assert.deepEqual([threeDays.cart.startingDate, threeDays.cart.endingDate, threeDays.quote.days], [day(24), day(27), 3]);
    await bookAndCheck(day(24), day(27), 3);

    // The second case: a start in the past (20 Nov on 26 Nov), while today → tomorrow was quoted.
    await cartWith(day(0), day(1));
    await start.fill(day(-6));
    await assertRefused(start, day(-6), "The start date can't be in the past.");
    assert.equal(await end.getAttribute('aria-invalid'), null, 'the end is fine');
    await screenshot(page, 'desktop-booking-start-in-past');
    await page.setViewportSize(PHONE);
    await start.scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-booking-start-in-past');
    await page.setViewportSize(DESKTOP);

    await start.fill(day(0));
    await page.getByText('Total days: 1').waitFor({ timeout: TIMEOUT });
    assert.equal(await start.getAttribute('aria-invalid'), null);
    const oneDay = await assertServerTotal(page);
    assert.deepEqual([oneDay.cart.startingDate, oneDay.cart.endingDate], [day(0), day(1)]);
    await bookAndCheck(day(0), day(1), 1);

    // Nothing the page sent was for dates it refuses.
    for (const { path, cart } of sent) {
      assert.ok(cart.startingDate >= day(0) && cart.endingDate >= cart.startingDate, `${path} sent ${cart.startingDate} → ${cart.endingDate}`);
    }
    assert.equal(sent.filter((call) => call.path === '/api/orders').length, 2, 'two bookings, one per case');
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('/booking arrives rendered by the shell server (heading, dates form, no cart) and hydrates with the cart in storage, no console error', async () => {
    // The shell server's first load of the remote's server code may miss a page's budget (it goes on in the background).
    const serverPage = (html) => /<main class="boot-main" data-server-rendered="booking" data-release="[^"]+">([\s\S]*?)<\/main>/.exec(html)?.[1];
    let html = '';
    for (const until = Date.now() + 60_000; !serverPage(html) && Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 500))) html = await (await fetch(url('/booking'))).text();
    const page = serverPage(html);
    assert.ok(page, 'the booking remote rendered /booking on the server');
    assert.match(page, /<h1 class="booking-page__title">Booking<\/h1>/);
    assert.match(page, /Rental dates/);
    assert.match(page, /<input[^>]*type="date"/);
    // The cart is the visitor's (the browser's storage): not on the server, neither its lines nor an empty state.
    assert.doesNotMatch(page.replace(/<style>[\s\S]*?<\/style>/g, ''), /Your cart is empty|booking-line__name/);
    // Its code comes with the page: the remote's entry and the page's chunks are preloaded.
    assert.match(html, /<link rel="preload" as="script" href="[^"]*remoteEntry[^"]*"/);

    const { context, page: tab, errors } = await openPage(env);
    const consoleErrors = [];
    watchErrors(tab, consoleErrors);
    const [first] = products;
    const cart = { orderedItems: [{ key: first.key, qty: 2 }], startingDate: day(1), endingDate: day(3) };
    await context.addInitScript((stored) => {
      if (!localStorage.getItem('cart')) localStorage.setItem('cart', stored);
    }, JSON.stringify(cart));
    await tab.goto(url('/booking'));
    await livePage(tab);
    await tab.getByRole('heading', { name: first.name }).waitFor({ timeout: TIMEOUT });
    assert.equal(await tab.locator('.booking-line .booking-qty__value').first().textContent(), '2');
    // The heading is the server's element, hydrated (the page is not rendered again).
    assert.equal(await tab.locator('main.site-main .server-page h1').count(), 1);
    await assertServerTotal(tab);
    await tab.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
    await tab.waitForFunction(() => JSON.parse(localStorage.getItem('cart')).orderedItems[0].qty === 3, null, { timeout: TIMEOUT });
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('screenshots at desktop and phone sizes', async () => {
    const token = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
      const { context, page } = await openPage(env, { viewport, token });
      await page.goto(url('/booking'));
      await page.getByText('Your cart is empty').waitFor({ timeout: TIMEOUT });
      await screenshot(page, `${size}-booking-empty`);
      await page.evaluate((keys) => {
        const cart = JSON.parse(localStorage.getItem('cart'));
        localStorage.setItem('cart', JSON.stringify({ ...cart, orderedItems: keys.map((key, i) => ({ key, qty: i + 1 })) }));
      }, products.map((p) => p.key));
      await page.reload();
      await shownTotal(page);
      await screenshot(page, `${size}-booking-lines`);
      if (size === 'phone') {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= PHONE.width, `no sideways scrolling on a phone (page is ${width}px wide)`);
        await page.getByRole('button', { name: 'Create Booking' }).scrollIntoViewIfNeeded();
        await screenshot(page, 'phone-booking-summary');
      }
      await context.close();
    }
  });
});
