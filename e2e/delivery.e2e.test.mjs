// Browser journey of delivery and collection: a customer books with delivery (city,
// address, windows offered by the server, the fee on the summary), a coupon and the shop's terms
// accepted; staff find it in the day's run,
// print the run sheet and mark the delivery and the collection done (the pick-up and the return).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { PDFParse } from 'pdf-parse';
import { fromToday as day } from '@rental/money-days/days';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { apiCall as apiCallOf, browserUnavailableReason, DESKTOP, livePage, PHONE, rupees, screenshot, startE2E, tokenFor, watchedPage, axeViolations } from './support.mjs';

const skip = browserUnavailableReason();
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const RUN = Date.now().toString(36);
const STAFF = { email: `driver-${RUN}@example.com`, password: 'staff-pass-1' };
const TIMEOUT = 20_000;

describe('delivery and collection', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let adminToken;
  let staffToken;
  let customerToken;
  let product;
  let booked;
  /** The morning and afternoon windows' ids. */
  const windowIds = [];
  const url = (path) => `${env.site.urls.shell}${path}`;
  const apiCall = (path, options) => apiCallOf(env, path, options);
  const adminScreen = async (page, path, heading) => {
    await page.goto(url(path));
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor({ timeout: TIMEOUT });
  };

  before(async () => {
    env = await startE2E();
    adminToken = await tokenFor(env, ADMIN.email, ADMIN.password);
    customerToken = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const registered = await apiCall('/api/users', { method: 'POST', body: { ...STAFF, firstName: 'Dee', lastName: 'Driver', address: '1 Depot Rd', phone: '0771234567' } });
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
    assert.equal((await apiCall(`/api/users/role/${encodeURIComponent(STAFF.email)}`, { method: 'PUT', token: adminToken, body: { role: 'staff' } })).status, 200);
    staffToken = await tokenFor(env, STAFF.email, STAFF.password);
    // The van: Colombo for Rs 1,500, two windows, every day.
    for (const zone of [{ city: 'Colombo', fee: 1500 }, { city: 'Kandy', fee: 3000 }]) await apiCall('/api/admin/delivery/zones', { method: 'POST', token: adminToken, body: zone });
    for (const window of [{ startsAt: '09:00', endsAt: '12:00', capacity: 4 }, { startsAt: '14:00', endsAt: '17:00', capacity: 4 }]) windowIds.push((await apiCall('/api/admin/delivery/windows', { method: 'POST', token: adminToken, body: window })).body.id);
    assert.equal((await apiCall('/api/admin/delivery/settings', { method: 'PUT', token: adminToken, body: { freeDeliveryFrom: null, weekdays: [0, 1, 2, 3, 4, 5, 6] } })).status, 200);
    // The shop's terms and a 10% coupon: the booking below carries both (the whole checkout: delivery, terms and coupon).
    assert.equal((await apiCall('/api/admin/terms', { method: 'POST', token: adminToken, body: { text: 'Gear comes back clean and on time.' } })).status, 201);
    assert.equal((await apiCall('/api/admin/coupons', { method: 'POST', token: adminToken, body: { code: 'VAN10', kind: 'percent', value: 10 } })).status, 201);
    const list = (await apiCall('/api/products')).body;
    product = (Array.isArray(list) ? list : list.data).find((p) => p.availability);
  });

  after(async () => {
    await env?.stop();
  });

  test('a customer books with delivery: the windows are the server\'s, the fee is on the summary and the order', async () => {
    const { context, page, errors, consoleErrors } = await watchedPage(env, { viewport: DESKTOP, token: customerToken });
    await page.goto(url(`/product/${encodeURIComponent(product.key)}`));
    await livePage(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click({ timeout: TIMEOUT });
    await page.getByText('Added to Cart').first().waitFor({ timeout: TIMEOUT });
    await page.goto(url('/booking'));
    await livePage(page);
    await page.getByLabel('Start date').fill(day(2));
    await page.getByLabel('End date').fill(day(4));
    await page.getByRole('heading', { name: 'Pickup or delivery' }).waitFor({ timeout: TIMEOUT });
    await page.getByLabel('Delivery and collection').check();
    await page.getByLabel('City').selectOption('Colombo');
    await page.getByLabel('Street address').fill('12 Galle Road');
    await page.getByLabel('Phone for the driver').fill('+94 77 123 4567');
    await page.getByLabel('Notes for the driver (optional)').fill('Blue gate');
    await page.getByLabel(`Delivery on ${day(2)}`).selectOption({ label: '09:00-12:00 (4 places left)' });
    await page.getByLabel(`Collection on ${day(4)}`).selectOption({ label: '14:00-17:00 (4 places left)' });
    await page.getByTestId('summary-delivery-fee').filter({ hasText: rupees(1500) }).waitFor({ timeout: TIMEOUT });
    await page.getByLabel('Coupon code').fill('VAN10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('summary-discount').waitFor({ timeout: TIMEOUT });
    const terms = (await apiCall('/api/terms')).body;
    await page.getByLabel(`Type your full name to accept these terms (version ${terms.version})`).fill('Casey Delivery Customer');
    // The server's figures with fee, coupon and deposit: what the summary shows.
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')));
    const fulfilment = { method: 'delivery', city: 'Colombo', deliveryWindowId: windowIds[0], collectionWindowId: windowIds[1] };
    const quote = (await apiCall('/api/orders/quote', { method: 'POST', body: { ...cart, couponCode: 'VAN10', fulfilment } })).body;
    assert.equal(quote.deliveryFee, 1500);
    assert.ok(quote.discount > 0 && quote.deposit >= 0, JSON.stringify(quote));
    assert.equal((await page.getByTestId('summary-discount').textContent()).trim(), `-${rupees(quote.discount)}`);
    assert.equal((await page.getByTestId('summary-total').textContent()).trim(), rupees(quote.total));
    // Create Booking turns on once the address is complete: let its colour transition end before axe measures it.
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Create Booking' && !b.disabled), null, { timeout: TIMEOUT });
    await page.waitForTimeout(600);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'desktop-booking-delivery');
    await page.setViewportSize(PHONE);
    await page.getByRole('heading', { name: 'Pickup or delivery' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-booking-delivery');
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'Create Booking' }).click();
    await page.getByText('Booking Created').first().waitFor({ timeout: TIMEOUT });
    const orders = (await apiCall('/api/orders', { token: customerToken })).body;
    booked = orders.find((o) => o.fulfilment === 'delivery' && o.startingDate === day(2));
    assert.ok(booked, 'the delivery order is kept');
    assert.equal(booked.deliveryFee, 1500);
    assert.equal(booked.couponCode, 'VAN10');
    assert.equal(booked.discount, quote.discount);
    assert.equal(booked.totalAmount, quote.total);
    assert.equal(booked.acceptance.name, 'Casey Delivery Customer');
    assert.equal(booked.acceptance.termsVersion, terms.version);
    assert.deepEqual(booked.delivery, { street: '12 Galle Road', city: 'Colombo', phone: '+94 77 123 4567', notes: 'Blue gate', deliveryWindow: '09:00-12:00', collectionWindow: '14:00-17:00' });
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('staff see the day\'s run, print the run sheet, and mark the delivery and the collection done', async () => {
    assert.ok(booked, 'the booking journey ran first');
    assert.equal((await apiCall(`/api/orders/status/${booked.orderId}`, { method: 'PUT', token: adminToken, body: { status: 'approved' } })).status, 200);
    const { context, page, errors, consoleErrors } = await watchedPage(env, { viewport: DESKTOP, token: staffToken });
    await adminScreen(page, '/admin/runs', 'Delivery runs');
    await page.getByLabel('Day').fill(day(2));
    const table = page.getByRole('table', { name: `Deliveries and collections on ${day(2)}` });
    const row = table.getByRole('row').filter({ hasText: booked.orderId });
    await row.waitFor({ timeout: TIMEOUT });
    assert.match(await row.textContent(), /09:00-12:00.*Delivery.*12 Galle Road, Colombo.*Blue gate/);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'desktop-delivery-runs');

    const [download] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), page.getByRole('button', { name: 'Run sheet (PDF)' }).click()]);
    assert.equal(download.suggestedFilename(), `run-sheet-${day(2)}.pdf`);
    const sheet = (await new PDFParse({ data: new Uint8Array(await readFile(await download.path())) }).getText()).text.replace(/\s+/g, ' ');
    assert.ok(sheet.includes(`09:00-12:00 Delivery ${booked.orderId}`), sheet);
    assert.ok(sheet.includes('12 Galle Road, Colombo'));

    // Before the start date the pick-up asks first, as at the counter.
    await row.getByRole('button', { name: `Delivered ${booked.orderId}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deliver now' }).click({ timeout: TIMEOUT });
    await row.getByText(/^Delivered \d/).waitFor({ timeout: TIMEOUT });
    assert.ok((await apiCall('/api/orders', { token: customerToken })).body.find((o) => o.orderId === booked.orderId).pickedUpAt, 'the delivery is the pick-up');

    await page.getByLabel('Day').fill(day(4));
    const collection = page.getByRole('table', { name: `Deliveries and collections on ${day(4)}` }).getByRole('row').filter({ hasText: booked.orderId });
    await collection.getByRole('button', { name: `Collected ${booked.orderId}` }).click({ timeout: TIMEOUT });
    await collection.getByText(/^Collected \d/).waitFor({ timeout: TIMEOUT });
    const back = (await apiCall('/api/orders', { token: customerToken })).body.find((o) => o.orderId === booked.orderId);
    assert.ok(back.returnedAt, 'the collection is the return');
    assert.equal(back.totalAmount, booked.totalAmount, 'the fee stays in the total at the return');
    assert.deepEqual(errors, []);
    // The one refusal provoked on purpose: the early delivery's first ask (409, early: true).
    assert.deepEqual(consoleErrors.filter((e) => !e.includes(`409 (Conflict) (${env.site.urls.api}/api/orders/${booked.orderId}/pickup)`)), []);
    await context.close();

    const phone = await watchedPage(env, { viewport: PHONE, token: staffToken });
    await adminScreen(phone.page, '/admin/runs', 'Delivery runs');
    await phone.page.getByLabel('Day').fill(day(4));
    await phone.page.getByText(booked.orderId).first().waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await axeViolations(phone.page), []);
    await screenshot(phone.page, 'phone-delivery-runs');
    assert.deepEqual(phone.errors, []);
    await phone.context.close();
  });

  test('admins set zones, windows and days; on a phone too', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page, errors } = await watchedPage(env, { viewport, token: adminToken });
      await adminScreen(page, '/admin/delivery', 'Delivery and collection');
      await page.getByRole('table', { name: 'Delivery zones' }).getByText('Kandy').first().waitFor({ timeout: TIMEOUT });
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `${viewport === PHONE ? 'phone' : 'desktop'}-admin-delivery`);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });
});
