// Browser journey of the back office's data screen: an admin downloads the orders export and the import
// template, imports a file with a bad row (refused, the row and column named, nothing written),
// then imports only its valid rows; the screen at 1280x800 and as cards at 390x844.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { DESKTOP, PHONE, apiCall as apiCallOf, browserUnavailableReason, screenshot, startE2E, tokenFor, watchedPage, axeViolations } from './support.mjs';

const skip = browserUnavailableReason();
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const TIMEOUT = 20_000;
const RUN = Date.now().toString(36).toUpperCase();

describe('back-office data: export and import', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let adminToken;
  const url = (path) => `${env.site.urls.shell}${path}`;
  const apiCall = (path, options) => apiCallOf(env, path, options);

  const downloadText = async (download) => {
    const chunks = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk);
    return Buffer.concat(chunks).toString('utf8');
  };

  before(async () => {
    env = await startE2E();
    adminToken = await tokenFor(env, ADMIN.email, ADMIN.password);
  });

  after(async () => {
    await env?.stop();
  });

  test('an admin downloads the orders and the template, and imports products row by row', async () => {
    const { context, page, errors, consoleErrors } = await watchedPage(env, { viewport: DESKTOP, token: adminToken });
    await page.goto(url('/admin/data'));
    await page.getByRole('heading', { name: 'Data', exact: true }).waitFor({ timeout: TIMEOUT });
    assert.equal(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Data' }).getAttribute('aria-current'), 'page');

    // The orders export: the same orders the API lists.
    const [ordersFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download orders (CSV)' }).click()]);
    assert.match(ordersFile.suggestedFilename(), /^orders-\d{4}-\d\d-\d\d\.csv$/);
    const orders = parse(await downloadText(ordersFile), { columns: true });
    const listed = (await apiCall('/api/admin/orders?limit=1', { token: adminToken })).body.pagination.total;
    assert.equal(new Set(orders.map((row) => row.orderId)).size, listed);

    // The template, edited as a spreadsheet would: one good row, one bad price, one more good row.
    const [templateFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the template' }).click()]);
    assert.equal(templateFile.suggestedFilename(), 'products-template.csv');
    const header = (await downloadText(templateFile)).split(/\r?\n/)[0];
    assert.ok(header.startsWith('key,name,category,priceCategory,price,'), header);
    const csv = [
      'key,name,category,price,stock,dimensions,description',
      `IMP-${RUN}-A,Imported mixer ${RUN},audio,1500,3,40 x 30 x 10 cm,Imported in the journey`,
      `IMP-${RUN}-B,Imported haze ${RUN},lights,lots,2,50 x 30 x 30 cm,A bad price`,
      `IMP-${RUN}-C,Imported wash ${RUN},lights,900.50,6,30 x 30 x 40 cm,Imported in the journey`,
    ].join('\n');
    await page.getByLabel('CSV file').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const refused = page.getByRole('alert').filter({ hasText: 'Nothing was imported' });
    await refused.waitFor({ timeout: TIMEOUT });
    assert.match(await refused.textContent(), /1 of 3 rows have problems.*line 3, price/);
    const problems = page.getByRole('table', { name: 'Problems by line' });
    await problems.getByRole('row').nth(1).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await problems.getByRole('row').nth(1).getByRole('cell').allTextContents(), ['3', 'price', 'Price must be a valid number']);
    assert.equal((await apiCall(`/api/products/IMP-${RUN}-A`, { token: adminToken })).status, 404, 'nothing written');
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'desktop-admin-data-refused');

    await page.getByLabel('Import only the valid rows').check();
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByRole('status').filter({ hasText: 'Some rows have problems' }).waitFor({ timeout: TIMEOUT });
    assert.equal((await apiCall(`/api/products/IMP-${RUN}-A`, { token: adminToken })).status, 404, 'a check writes nothing');
    // The checked file as the admin sees it. Taking it also lets headless Chromium paint: antd's
    // buttons drop their loading icon (named "loading") at the end of a CSS transition, which a
    // page nobody paints never reaches.
    await screenshot(page, 'desktop-admin-data-checked');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const done = page.getByRole('status').filter({ hasText: 'Import done' });
    await done.waitFor({ timeout: TIMEOUT });
    assert.match(await done.textContent(), new RegExp(`2 products created \\(IMP-${RUN}-A, IMP-${RUN}-C\\).*Left out line 3`));
    const wash = await apiCall(`/api/products/IMP-${RUN}-C`, { token: adminToken });
    assert.equal(wash.status, 200);
    assert.equal(wash.body.price, 900.5);
    assert.equal(wash.body.stock, 6);
    assert.equal((await apiCall(`/api/products/IMP-${RUN}-B`, { token: adminToken })).status, 404);
    await screenshot(page, 'desktop-admin-data-imported');
    assert.deepEqual(errors, []);
    // The refused file's 422 is the browser's own log line of the response the screen showed; nothing else.
    assert.deepEqual(consoleErrors.filter((text) => !/status of 422 .*\/api\/admin\/imports\/products/.test(text)), []);
    await context.close();
  });

  test('on a phone the problems are cards, and the screen passes axe', async () => {
    const phone = await watchedPage(env, { viewport: PHONE, token: adminToken });
    await phone.page.goto(url('/admin/data'));
    await phone.page.getByRole('heading', { name: 'Data', exact: true }).waitFor({ timeout: TIMEOUT });
    await screenshot(phone.page, 'phone-admin-data');
    const csv = `key,name,category,price\nIMP-${RUN}-P,,audio,100\n`;
    await phone.page.getByLabel('CSV file').setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await phone.page.getByRole('button', { name: 'Check file' }).click();
    const problems = phone.page.getByRole('table', { name: 'Problems by line' });
    await problems.waitFor({ timeout: TIMEOUT });
    const cell = problems.locator('td[data-label="Column"]').first();
    assert.equal((await cell.textContent()).trim(), 'name');
    await problems.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'phone-admin-data-problems');
    assert.deepEqual(await axeViolations(phone.page), []);
    assert.deepEqual(phone.errors, []);
    assert.deepEqual(phone.consoleErrors.filter((text) => !/status of 422 .*\/api\/admin\/imports\/products/.test(text)), []);
    await phone.context.close();
  });
});
