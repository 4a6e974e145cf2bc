// Browser journeys of the smaller back-office tools: today's pick-ups and returns on the
// dashboard, editing a gallery item, a refused stock change shown readably, and the users, items
// and outbox lists as cards on a phone (390 px).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { addDays, utcToday } from '@rental/money-days/days';
import { DESKTOP, PHONE, apiCall as apiCallOf, browserUnavailableReason, screenshot, startE2E, toastShown, tokenFor, watchedPage } from './support.mjs';

const skip = browserUnavailableReason();
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const TIMEOUT = 20_000;
const RUN = Date.now().toString(36);
const day = (n) => addDays(utcToday(), n);

describe('back-office tools', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let adminToken;
  let customerToken;
  /** A demo product's picture: served by the site, so the pages' Content-Security-Policy allows it. */
  let picture;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const apiCall = (path, options) => apiCallOf(env, path, options);
  const adminPage = (viewport = DESKTOP) => watchedPage(env, { viewport, token: adminToken });
  const heading = (page, name) => page.getByRole('heading', { name, exact: true }).first().waitFor({ timeout: TIMEOUT });

  /** A product of its own, so this file's bookings never meet another journey's. */
  const product = async (stock) => {
    const key = `BOT-${RUN}-${stock}-${Math.floor(Math.random() * 1e6)}`.toUpperCase();
    const res = await apiCall('/api/products', {
      method: 'POST',
      token: adminToken,
      body: { key, name: `Tools speaker ${key}`, price: 1200, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Back-office tools gear', stock, image: [picture] },
    });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return key;
  };
  const book = async (key, qty, from, to) => {
    const res = await apiCall('/api/orders', { method: 'POST', token: customerToken, body: { orderedItems: [{ key, qty }], startingDate: day(from), endingDate: day(to) } });
    assert.equal(res.status, 201, JSON.stringify(res.body));
    return res.body.order.orderId;
  };

  before(async () => {
    env = await startE2E();
    adminToken = await tokenFor(env, ADMIN.email, ADMIN.password);
    customerToken = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const products = (await apiCall('/api/products')).body;
    picture = (Array.isArray(products) ? products : products.data).find((p) => p.image?.length).image[0];
  });

  after(async () => {
    await env?.stop();
  });

  test("the dashboard lists today's pick-ups and returns, each opening its order", async () => {
    const key = await product(5);
    const pickup = await book(key, 1, 0, 2);
    assert.equal((await apiCall(`/api/orders/status/${pickup}`, { method: 'PUT', token: adminToken, body: { status: 'approved' } })).status, 200);
    const back = await book(key, 1, -1, 0);
    assert.equal((await apiCall(`/api/orders/status/${back}`, { method: 'PUT', token: adminToken, body: { status: 'approved' } })).status, 200);
    assert.equal((await apiCall(`/api/orders/${back}/pickup`, { method: 'PUT', token: adminToken })).status, 200);

    const { context, page, errors, consoleErrors } = await adminPage();
    await page.goto(url('/admin/'));
    await heading(page, 'Admin dashboard');
    const pickups = page.getByRole('list', { name: 'Pick-ups today' });
    const returns = page.getByRole('list', { name: 'Returns today' });
    await pickups.getByRole('link', { name: `Open order ${pickup} (pick-ups today)` }).waitFor({ timeout: TIMEOUT });
    await returns.getByRole('link', { name: `Open order ${back} (returns today)` }).waitFor({ timeout: TIMEOUT });
    assert.equal(await pickups.getByText(back).count(), 0, 'an order out is no pick-up');
    await pickups.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-admin-dashboard-today');
    await pickups.getByRole('link', { name: `Open order ${pickup} (pick-ups today)` }).click();
    await page.getByRole('dialog', { name: `Order ${pickup}` }).getByRole('button', { name: 'Mark picked up' }).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();

    const phone = await adminPage(PHONE);
    await phone.page.goto(url('/admin/'));
    await heading(phone.page, 'Admin dashboard');
    const phoneReturns = phone.page.getByRole('list', { name: 'Returns today' });
    await phoneReturns.getByText(back).waitFor({ timeout: TIMEOUT });
    await phoneReturns.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'phone-admin-dashboard-today');
    assert.deepEqual(phone.errors, []);
    await phone.context.close();
  });

  test("an admin edits a gallery item's description and category", async () => {
    const description = `Tools gallery ${RUN}`;
    const created = await apiCall('/api/gallery', { method: 'POST', token: adminToken, body: { imageUrl: picture, description, category: 'events' } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { context, page, errors, consoleErrors } = await adminPage();
    await page.goto(url('/admin/gallery'));
    await heading(page, 'Gallery');
    await page.getByRole('button', { name: `Edit ${description}` }).click({ timeout: TIMEOUT });
    const dialog = page.getByRole('dialog', { name: 'Edit gallery item' });
    await dialog.getByLabel('Description').fill('');
    await dialog.getByText('Description is required').waitFor({ timeout: TIMEOUT });
    await dialog.getByLabel('Description').fill(`${description}, edited`);
    await dialog.getByLabel('Category').fill('Weddings');
    await screenshot(page, 'desktop-admin-gallery-edit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toastShown(page, 'Gallery item updated');
    await page.getByRole('listitem').filter({ hasText: `${description}, edited` }).getByText(/^weddings ·/).waitFor({ timeout: TIMEOUT });
    const listed = (await apiCall('/api/gallery?page=1&limit=100')).body.data.find((item) => item._id === created.body.item._id);
    assert.deepEqual([listed.description, listed.category], [`${description}, edited`, 'weddings']);
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();

    const phone = await adminPage(PHONE);
    await phone.page.goto(url('/admin/gallery'));
    await phone.page.getByRole('button', { name: `Edit ${description}, edited` }).click({ timeout: TIMEOUT });
    await phone.page.getByRole('dialog', { name: 'Edit gallery item' }).getByLabel('Category').waitFor({ timeout: TIMEOUT });
    await screenshot(phone.page, 'phone-admin-gallery-edit');
    await phone.context.close();
  });

  test('a stock change refused for its bookings is shown readably, naming them, and can go ahead', async () => {
    const key = await product(2);
    const orderId = await book(key, 2, 10, 12);
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page, errors } = await adminPage(viewport);
      await page.goto(url(`/admin/items/edit?key=${key}`));
      await heading(page, 'Edit item');
      const stock = page.getByLabel('Stock');
      await stock.waitFor({ timeout: TIMEOUT });
      await stock.fill('1');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Bookings need this stock' });
      await alert.waitFor({ timeout: TIMEOUT });
      assert.equal(await alert.getByText(/force: true/).count(), 0, 'not the API’s instruction to its clients');
      await alert.getByRole('link', { name: orderId }).waitFor();
      await alert.scrollIntoViewIfNeeded();
      await screenshot(page, `${viewport === PHONE ? 'phone' : 'desktop'}-admin-edit-item-stock-refused`);
      if (viewport === PHONE) {
        await alert.getByRole('button', { name: 'Lower it anyway' }).click();
        await page.waitForURL(url('/admin/items'), { timeout: TIMEOUT });
        const saved = (await apiCall(`/api/products/${key}`)).body;
        assert.equal((saved.product ?? saved).stock, 1);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  test('on a phone the users, items and outbox lists are cards, nothing off-screen', async () => {
    const { context, page, errors } = await adminPage(PHONE);
    for (const [path, title, name] of [
      ['/admin/users', 'Users', 'users'],
      ['/admin/items', 'Items', 'items'],
      ['/admin/outbox', 'E-mail outbox', 'outbox'],
    ]) {
      await page.goto(url(path));
      await heading(page, title);
      const card = page.locator('.admin-table--cards tbody tr.admin-table__row').first();
      await card.waitFor({ timeout: TIMEOUT });
      const box = await card.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `${name}: the card fits the phone (${JSON.stringify(box)})`);
      const wide = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(wide <= PHONE.width, `${name}: the page does not scroll sideways (${wide} px)`);
      await screenshot(page, `phone-admin-${name}-cards`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
});
