// Browser journeys for kits and tracked units: an admin builds a kit on the item form and
// a customer books it; staff pick an order up by typing its units' tags into the order dialog (a
// wrong tag refused with the reason); and one unit of an overdue order comes back a day late.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { addDays, fromToday, utcToday } from '@rental/money-days/days';
import { DESKTOP, PHONE, browserUnavailableReason, livePage, openPage, screenshot, startE2E, tokenFor } from './support.mjs';

const skip = browserUnavailableReason();
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const TIMEOUT = 20_000;
const RUN = Date.now().toString(36).toUpperCase();
/** Days as the API counts them (UTC): the late order must end before the server's today. */
const day = (n) => addDays(utcToday(), n);

describe('kits and tracked units', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let adminToken;
  const url = (path) => `${env.site.urls.shell}${path}`;

  async function apiCall(path, { method, body, token = adminToken, expect = [200, 201] } = {}) {
    const response = await fetch(`${env.site.urls.api}${path}`, {
      method: method ?? (body ? 'POST' : 'GET'),
      headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => undefined);
    assert.ok(expect.includes(response.status), `${path} answered ${response.status}: ${JSON.stringify(json)}`);
    return json;
  }
  const product = async (key, name, stock, extra = {}) =>
    (await apiCall('/api/products', { body: { key, name, price: 1000, category: 'audio', priceCategory: 'standard', dimensions: '50 x 40 x 30 cm', description: `${name} for the units journey`, image: [], availability: true, stock, ...extra } })).product;
  const approvedOrder = async (lines, start, end) => {
    const { order } = await apiCall('/api/orders', { body: { orderedItems: lines.map(([key, qty]) => ({ key, qty })), startingDate: start, endingDate: end } });
    await apiCall(`/api/orders/status/${order.orderId}`, { method: 'PUT', body: { status: 'approved' } });
    return order.orderId;
  };
  async function adminPage(viewport = DESKTOP) {
    const opened = await openPage(env, { token: adminToken, viewport });
    return opened;
  }

  before(async () => {
    env = await startE2E();
    adminToken = await tokenFor(env, ADMIN.email, ADMIN.password);
  });

  after(async () => {
    await env?.stop();
  });

  test('an admin builds a kit on the item form, and a customer books it', async () => {
    const top = await product(`E2E-TOP-${RUN}`, `Top Speaker ${RUN}`, 4);
    const sub = await product(`E2E-SUB-${RUN}`, `Subwoofer ${RUN}`, 2);
    const kit = await product(`E2E-PA-${RUN}`, `PA for 100 guests ${RUN}`, 1, { price: 5000 });

    const { page, errors, context } = await adminPage();
    await page.goto(url(`/admin/items/edit?key=${encodeURIComponent(kit.key)}`));
    const section = page.getByRole('region', { name: 'Kit' });
    await section.getByRole('button', { name: 'Add component' }).click({ timeout: TIMEOUT });
    await section.getByRole('button', { name: 'Add component' }).click();
    for (const [i, part, qty] of [
      [1, top, '2'],
      [2, sub, '1'],
    ]) {
      await section.getByRole('combobox').nth(i - 1).click();
      await page.keyboard.type(part.name);
      await page.locator('.ant-select-dropdown:visible').getByTitle(`${part.name} (${part.key})`).click();
      await section.getByLabel(`Quantity of component ${i}`).fill(qty);
    }
    await screenshot(page, 'desktop-admin-kit-builder');
    await section.getByRole('button', { name: 'Save kit' }).click();
    await page.getByText('Kit saved').first().waitFor({ timeout: TIMEOUT });
    const saved = await apiCall(`/api/products/${kit.key}/kit`);
    assert.deepEqual(
      saved.components.map((part) => [part.key, part.qty]),
      [
        [top.key, 2],
        [sub.key, 1],
      ],
    );
    // Two subwoofers, one per kit: two kits at most.
    assert.equal((await apiCall(`/api/products/${kit.key}/availability?start=${day(20)}&end=${day(22)}`)).stock, 2);
    assert.deepEqual(errors, []);
    await context.close();

    // The customer books one kit from its page; it holds two tops and a sub.
    const customerToken = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const shop = await openPage(env, { token: customerToken });
    await shop.page.goto(url(`/product/${encodeURIComponent(kit.key)}`));
    await livePage(shop.page);
    await shop.page.getByRole('button', { name: 'Add to Cart' }).click({ timeout: TIMEOUT });
    await shop.page.getByText('Added to Cart').first().waitFor({ timeout: TIMEOUT });
    await shop.page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await shop.page.waitForURL(url('/booking'));
    await shop.page.getByLabel('End date').fill(fromToday(22));
    await shop.page.getByLabel('Start date').fill(fromToday(20));
    await shop.page.getByLabel('End date').fill(fromToday(22));
    await shop.page.getByText('Total days: 2').waitFor({ timeout: TIMEOUT });
    await shop.page.getByRole('button', { name: 'Create Booking' }).click();
    await shop.page.getByText('Booking Created').first().waitFor({ timeout: TIMEOUT });
    const start = fromToday(20);
    const end = fromToday(22);
    assert.equal((await apiCall(`/api/products/${top.key}/availability?start=${start}&end=${end}`)).free, 2, 'the kit holds two tops');
    assert.equal((await apiCall(`/api/products/${sub.key}/availability?start=${start}&end=${end}`)).free, 1, 'and one sub');
    assert.deepEqual(shop.errors, []);
    await shop.context.close();
  });

  test('staff pick an order up by typing its tags; a wrong tag is refused with the reason', async () => {
    const speaker = await product(`E2E-SPK-${RUN}`, `Tracked Speaker ${RUN}`, 1);
    const light = await product(`E2E-LGT-${RUN}`, `Tracked Light ${RUN}`, 1, { category: 'lights' });
    const { units } = await apiCall(`/api/products/${speaker.key}/units`, { body: { count: 3 } });
    const [lamp] = (await apiCall(`/api/products/${light.key}/units`, { body: { count: 1 } })).units;
    const orderId = await approvedOrder([[speaker.key, 2]], day(1), day(3));

    const { page, errors, context } = await adminPage();
    // The units list on the item form shows the new tags.
    await page.goto(url(`/admin/items/edit?key=${encodeURIComponent(speaker.key)}`));
    const list = page.getByRole('region', { name: 'Units' });
    await list.getByRole('cell', { name: units[2].tag }).waitFor({ timeout: TIMEOUT });
    await list.scrollIntoViewIfNeeded();
    await screenshot(page, 'desktop-admin-units');

    await page.goto(url('/admin/orders'));
    await page.getByRole('button', { name: `Open order ${orderId}` }).click({ timeout: TIMEOUT });
    const dialog = page.getByRole('dialog', { name: `Order ${orderId}` });
    const tagBox = dialog.getByLabel('Tag to hand out');
    await tagBox.fill(lamp.tag);
    await tagBox.press('Enter');
    await dialog.getByText(`${lamp.tag} is a ${light.name}; ${orderId} has no ${light.name} to hand out`).waitFor({ timeout: TIMEOUT });
    // Booked from tomorrow: the dialog asks before an early hand-out. Before every unit is assigned it is refused.
    const handOutEarly = async () => {
      await dialog.getByRole('button', { name: 'Mark picked up' }).click();
      await page.getByRole('dialog', { name: 'Hand out early?' }).getByRole('button', { name: 'Hand out now, 1 day early' }).click({ timeout: TIMEOUT });
    };
    await handOutEarly();
    await dialog.getByText(`Assign every unit before pick-up; still to scan: 2 ${speaker.name}`).waitFor({ timeout: TIMEOUT });
    for (const unit of units.slice(0, 2)) {
      await tagBox.fill(unit.tag.toLowerCase());
      await tagBox.press('Enter');
      await dialog.getByText(`${unit.tag} assigned to ${orderId}`).waitFor({ timeout: TIMEOUT });
    }
    await dialog.getByText('Every unit is assigned.').waitFor();
    await screenshot(page, 'desktop-admin-order-units');
    await handOutEarly();
    await dialog.getByRole('region', { name: 'Pick-up and return' }).getByText(/^Picked up/).waitFor({ timeout: TIMEOUT });
    assert.equal((await apiCall(`/api/units/${units[0].tag}`)).status, 'out');
    assert.equal((await apiCall(`/api/units/${units[0].tag}`)).orderId, orderId);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('one unit comes back a day late; the late fee is charged for it', async () => {
    const speaker = await product(`E2E-LATE-${RUN}`, `Late Speaker ${RUN}`, 1);
    const { units } = await apiCall(`/api/products/${speaker.key}/units`, { body: { count: 2 } });
    // A one-day rental yesterday: whatever comes back today is a day late.
    const orderId = await approvedOrder([[speaker.key, 2]], day(-1), day(-1));
    for (const unit of units) await apiCall(`/api/orders/${orderId}/units`, { body: { tag: unit.tag } });
    await apiCall(`/api/orders/${orderId}/pickup`, { method: 'PUT' });

    const { page, errors, context } = await adminPage(PHONE);
    await page.goto(url('/admin/scan'));
    const tag = page.getByLabel('Tag');
    await tag.fill(units[0].tag);
    await tag.press('Enter');
    await page.getByRole('button', { name: `Back from ${orderId}` }).click({ timeout: TIMEOUT });
    await page.getByText(`${units[0].tag} is back`).waitFor({ timeout: TIMEOUT });
    await page.getByText('1 day late').waitFor();
    await screenshot(page, 'phone-admin-scan');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `no sideways scrolling on a phone (page is ${width}px wide)`);
    await context.close();

    // The rest comes back in the order dialog: the unit already back is marked late.
    const desk = await adminPage();
    await desk.page.goto(url('/admin/orders'));
    await desk.page.getByRole('button', { name: `Open order ${orderId}` }).click({ timeout: TIMEOUT });
    const dialog = desk.page.getByRole('dialog', { name: `Order ${orderId}` });
    await dialog.getByText(`${units[0].tag} back, 1 day late`).waitFor({ timeout: TIMEOUT });
    // The return is confirmed with a checklist of what is still out (the unit already back is not on it).
    await dialog.getByRole('button', { name: 'Record return…' }).click({ timeout: TIMEOUT });
    const returning = desk.page.getByRole('dialog', { name: `Return of ${orderId}` });
    const confirm = returning.getByRole('button', { name: 'Confirm return' });
    await confirm.waitFor({ timeout: TIMEOUT });
    for (const box of await returning.getByRole('checkbox').all()) await box.check();
    await confirm.click();
    await dialog.getByText('Late fee (1 day)').waitFor({ timeout: TIMEOUT });
    const order = (await apiCall(`/api/admin/orders?q=${orderId}`)).data[0];
    assert.equal(order.lateDays, 1);
    assert.ok(order.lateFee > 0, 'a late fee is charged');
    assert.equal((await apiCall(`/api/units/${units[1].tag}`)).status, 'available');
    assert.deepEqual([...errors, ...desk.errors], []);
    await desk.context.close();
  });
});
