// Browser journey of the checkout with terms and coupons: an admin publishes the rental terms and creates a coupon
// in the back office; a customer books with the coupon and accepts the terms by typing their full
// name; the confirmation shows the discount and the agreement PDF downloads with the terms, the
// name and the order. Screens at 1280x800 and 390x844, axe-checked.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { PDFParse } from 'pdf-parse';
import { DEMO_LOGINS } from '../scripts/lib/site.mjs';
import { DESKTOP, PHONE, apiCall as apiCallOf, apiJson, browserUnavailableReason, livePage, rupees, screenshot, startE2E, tokenFor, watchedPage, axeViolations } from './support.mjs';

const skip = browserUnavailableReason();
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const TIMEOUT = 30_000;
const RUN = Date.now().toString(36).toUpperCase();
const CODE = `JOURNEY${RUN}`.slice(0, 40);
const TERMS = `Journey terms ${RUN}: return the gear clean and dry. Damage is paid from the deposit.`;

describe('checkout: coupon and rental agreement', { skip: skip ?? false, timeout: 900_000 }, () => {
  let env;
  let adminToken;
  let customerToken;
  let product;
  const url = (path) => `${env.site.urls.shell}${path}`;

  const adminScreen = async (page, path, title) => {
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: TIMEOUT });
  };

  before(async () => {
    env = await startE2E();
    adminToken = await tokenFor(env, ADMIN.email, ADMIN.password);
    customerToken = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    const list = await apiJson(env, '/api/products');
    product = (Array.isArray(list) ? list : list.data).find((p) => p.availability && p.stock > 0);
    assert.ok(product, 'the API serves an available demo product');
  });

  after(async () => {
    await env?.stop();
  });

  test('an admin publishes the terms and creates a coupon in the back office', async () => {
    const { page, errors, consoleErrors, context } = await watchedPage(env, { token: adminToken });
    await adminScreen(page, '/admin/terms', 'Rental terms');
    const editor = page.getByLabel(/^(The terms|New version of the terms)$/);
    await editor.fill(TERMS);
    await page.getByRole('button', { name: /^Publish (version|as version) \d+$/ }).click();
    await page.getByText(/Version \d+ of the rental terms published/).first().waitFor({ timeout: TIMEOUT });
    await page.getByRole('listitem', { name: /Version \d+/ }).filter({ hasText: '(current)' }).filter({ hasText: TERMS }).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'checkout-terms-desktop');

    await adminScreen(page, '/admin/coupons', 'Coupons');
    await page.getByRole('button', { name: 'New coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    await dialog.getByLabel('Code').fill(CODE);
    await dialog.getByLabel('Percent off').fill('10');
    await dialog.getByLabel('Total uses').fill('5');
    await dialog.getByLabel('Uses per customer').fill('1');
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'checkout-coupon-dialog-desktop');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await page.getByText(`Coupon ${CODE} created`).first().waitFor({ timeout: TIMEOUT });
    const row = page.getByRole('row').filter({ hasText: CODE });
    await row.waitFor({ timeout: TIMEOUT });
    assert.match(await row.textContent(), /10% off/);
    assert.match(await row.textContent(), /0 of 5, 1 a customer/);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'checkout-coupons-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'checkout-coupons-phone');
    assert.deepEqual(await axeViolations(page), []);
    await adminScreen(page, '/admin/terms', 'Rental terms');
    await screenshot(page, 'checkout-terms-phone');
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
    assert.deepEqual(consoleErrors, []);
    await context.close();
  });

  test('a customer books with the coupon and accepted terms; the discount shows and the agreement downloads', async () => {
    const terms = await apiJson(env, '/api/terms');
    assert.equal(terms.text, TERMS, 'the journey published the current terms');
    const { page, errors, consoleErrors, context } = await watchedPage(env, { token: customerToken });
    await page.goto(url(`/product/${encodeURIComponent(product.key)}`));
    await livePage(page);
    await page.getByRole('button', { name: 'Add to Cart' }).click({ timeout: TIMEOUT });
    await page.getByText('Added to Cart').first().waitFor({ timeout: TIMEOUT });
    await page.goto(url('/booking'));
    await livePage(page);
    await page.waitForFunction(() => /^Rs \d/.test(document.querySelector('[data-testid="summary-total"]')?.textContent ?? ''), null, { timeout: TIMEOUT });

    // A code the server does not know: its reason shows by the field, and the total stays.
    await page.getByLabel('Coupon code').fill('NOSUCHCODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('coupon-problem').getByText('There is no coupon NOSUCHCODE').waitFor({ timeout: TIMEOUT });
    // The real code, typed in lower case.
    await page.getByLabel('Coupon code').fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByTestId('summary-discount').waitFor({ timeout: TIMEOUT });
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart')));
    const quote = await apiJson(env, '/api/orders/quote', { body: { ...cart, couponCode: CODE } });
    assert.ok(quote.discount > 0, 'the server discounts the cart');
    assert.equal((await page.getByTestId('summary-discount').textContent()).trim(), `-${rupees(quote.discount)}`);
    assert.equal((await page.getByTestId('summary-total').textContent()).trim(), rupees(quote.total));

    // The terms are shown; Create Booking waits for the typed name.
    const termsBox = page.getByRole('document', { name: `Rental terms, version ${terms.version}` });
    assert.equal((await termsBox.textContent()).trim(), TERMS);
    const create = page.getByRole('button', { name: 'Create Booking' });
    assert.equal(await create.isDisabled(), true, 'no booking before the terms are accepted');
    await page.getByLabel(`Type your full name to accept these terms (version ${terms.version})`).fill('Casey Journey Customer');
    await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Create Booking' && !b.disabled), null, { timeout: TIMEOUT });
    // antd eases the button from its disabled colours: contrast is measured once it has settled.
    await page.waitForTimeout(500);
    assert.deepEqual(await axeViolations(page), []);
    await screenshot(page, 'checkout-booking-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'checkout-booking-phone');
    assert.deepEqual(await axeViolations(page), []);
    await page.setViewportSize(DESKTOP);
    await create.click();

    const confirmation = page.getByRole('status').filter({ hasText: /Booking ORD\d+ created/ });
    await confirmation.waitFor({ timeout: TIMEOUT });
    const orderId = (await confirmation.getByRole('heading').textContent()).match(/ORD\d+/)[0];
    assert.equal((await page.getByTestId('confirmation-discount').textContent()).trim(), `-${rupees(quote.discount)}`);
    await screenshot(page, 'checkout-confirmation-desktop');

    // The agreement PDF: the terms read, the typed name, the order and its coupon.
    const [download] = await Promise.all([page.waitForEvent('download', { timeout: TIMEOUT }), page.getByRole('button', { name: `Download rental agreement ${orderId}` }).click()]);
    assert.equal(download.suggestedFilename(), `rental-agreement-${orderId}.pdf`);
    const bytes = await readFile(await download.path());
    assert.equal(bytes.subarray(0, 5).toString(), '%PDF-');
    const text = (await new PDFParse({ data: new Uint8Array(bytes) }).getText()).text.replace(/\s+/g, ' ');
    for (const words of [`Order ${orderId}`, TERMS, 'Accepted by typing the full name: Casey Journey Customer', `coupon ${CODE}`, `Terms version: ${terms.version}`]) {
      assert.ok(text.includes(words), `the agreement says "${words}"`);
    }

    // The order as the API keeps it, and the coupon's use in the back office's count.
    const order = (await apiJson(env, '/api/orders', { token: customerToken })).find((o) => o.orderId === orderId);
    assert.equal(order.couponCode, CODE);
    assert.equal(order.discount, quote.discount);
    assert.equal(order.acceptance.name, 'Casey Journey Customer');
    assert.equal(order.acceptance.termsVersion, terms.version);
    const coupon = (await apiCallOf(env, '/api/admin/coupons', { token: adminToken })).body.find((c) => c.code === CODE);
    assert.equal(coupon.used, 1);

    // My bookings offers the same agreement.
    await page.goto(url('/bookings'));
    await livePage(page);
    await page.getByRole('button', { name: `Download rental agreement ${orderId}` }).waitFor({ timeout: TIMEOUT });
    assert.deepEqual(errors, []);
    // The unknown code's quote is a 400 the browser logs by itself; nothing else may be.
    assert.deepEqual(
      consoleErrors.filter((text) => !(text.startsWith('Failed to load resource: the server responded with a status of 400') && text.endsWith('/api/orders/quote)'))),
      [],
    );
    assert.equal(consoleErrors.length, 1, 'one refused quote: the unknown code');
    await context.close();
  });
});
