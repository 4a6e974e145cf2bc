// Browser journey of the planner and the reports: a new booking shows on its product's row in
// the planner over its days and opens its order; the revenue report's chart figures and its CSV
// agree; both screens at 1280x800 and 390x844 pass axe with no console errors.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { DESKTOP, PHONE, apiCall as apiCallOf, browserUnavailableReason, screenshot, startE2E, tokenFor, watchedPage, axeViolations } from './support.mjs';

const skip = browserUnavailableReason();
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const TIMEOUT = 20_000;
const RUN = Date.now().toString(36).toUpperCase();
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('planner and reports', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let adminToken;
  let orderId;
  const key = `PLN-${RUN}`;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const apiCall = (path, options) => apiCallOf(env, path, options);
  const downloadText = async (download) => {
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  };

  /** The admin screen is live: its heading is there. */
  const adminReady = async (page, heading) => {
    await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor({ timeout: TIMEOUT });
  };

  before(async () => {
    env = await startE2E();
    adminToken = await tokenFor(env, ADMIN.email, ADMIN.password);
    const customerToken = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const made = await apiCall('/api/products', { method: 'POST', token: adminToken, body: { key, name: `Planner par can ${RUN}`, price: 1500, category: 'lights', dimensions: '30 x 30 x 40 cm', description: 'Planner journey gear', stock: 3, image: [] } });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const booked = await apiCall('/api/orders', { method: 'POST', token: customerToken, body: { orderedItems: [{ key, qty: 2 }], startingDate: day(2), endingDate: day(5) } });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    orderId = booked.body.order.orderId;
  });

  after(async () => {
    await env?.stop();
  });

  test('the planner shows the new booking on its row over its days, and opens it', async () => {
    const { context, page, errors, consoleErrors } = await watchedPage(env, { viewport: DESKTOP, token: adminToken });
    await page.goto(url(`/admin/planner?from=${day(0)}&weeks=2&category=lights`));
    await adminReady(page, 'Planner');
    const row = page.locator(`[data-row="${key}"]`);
    const bar = row.getByRole('button', { name: new RegExp(`${orderId}, Pending, 2 units, ${day(2)} to ${day(5)}`) });
    await bar.waitFor({ timeout: TIMEOUT });
    // Day 2 to day 5 of the range: the bar starts where the third day's column starts and covers three.
    const columns = page.locator('.planner-day');
    const third = await columns.nth(2).boundingBox();
    const sixth = await columns.nth(5).boundingBox();
    const box = await bar.boundingBox();
    assert.ok(Math.abs(box.x - third.x) <= 2, `bar starts at ${box.x}, day 2 at ${third.x}`);
    assert.ok(Math.abs(box.x + box.width - sixth.x) <= 3, `bar ends at ${box.x + box.width}, day 5 at ${sixth.x}`);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'desktop-admin-planner');
    await bar.click();
    await page.getByRole('dialog', { name: `Order ${orderId}` }).waitFor({ timeout: TIMEOUT });
    assert.match(page.url(), new RegExp(`/admin/orders\\?order=${orderId}`));
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();

    const phone = await watchedPage(env, { viewport: PHONE, token: adminToken });
    await phone.page.goto(url(`/admin/planner?from=${day(0)}&weeks=1&q=${key}`));
    await adminReady(phone.page, 'Planner');
    await phone.page.locator(`[data-row="${key}"]`).getByRole('button', { name: new RegExp(orderId) }).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await axeViolations(phone.page), []);
    await screenshot(phone.page, 'phone-admin-planner');
    assert.deepEqual(phone.errors, []);
    assert.deepEqual(phone.consoleErrors, []);
    await phone.context.close();
  });

  test("the revenue report's chart figures and its CSV agree", async () => {
    const approved = await apiCall(`/api/orders/status/${orderId}`, { method: 'PUT', token: adminToken, body: { status: 'approved' } });
    assert.equal(approved.status, 200, JSON.stringify(approved.body));
    const { context, page, errors, consoleErrors } = await watchedPage(env, { viewport: DESKTOP, token: adminToken });
    await page.goto(url(`/admin/reports?report=revenue&from=${day(-5)}&to=${day(5)}&interval=day`));
    await adminReady(page, 'Reports');
    const chart = page.getByRole('img', { name: /^Revenue by day\./ });
    await chart.waitFor({ timeout: TIMEOUT });
    await page.getByText('Figures as a table').click();
    const table = page.getByRole('table', { name: 'Revenue by day: figures' });
    const figures = await table.locator('tbody tr').evaluateAll((rows) => rows.map((tr) => [tr.querySelector('th').textContent, tr.querySelector('td').getAttribute('data-value')]));
    assert.equal(figures.length, 11);
    assert.ok(Number(figures.find(([period]) => period === day(2))[1]) > 0, 'the booking is revenue on its first day');
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'desktop-admin-reports');
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Download CSV/ }).click()]);
    const rows = parse(await downloadText(file), { columns: true });
    assert.deepEqual(rows.map((row) => [row.period, row.rental]), figures.map(([period, value]) => [period, Number(value).toFixed(2)]));
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();

    const phone = await watchedPage(env, { viewport: PHONE, token: adminToken });
    await phone.page.goto(url(`/admin/reports?report=utilisation&from=${day(0)}&to=${day(13)}&interval=week`));
    await adminReady(phone.page, 'Reports');
    await phone.page.getByRole('img', { name: /^Utilisation by week\./ }).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await axeViolations(phone.page), []);
    await screenshot(phone.page, 'phone-admin-reports');
    assert.deepEqual(phone.errors, []);
    assert.deepEqual(phone.consoleErrors, []);
    await phone.context.close();
  });
});
