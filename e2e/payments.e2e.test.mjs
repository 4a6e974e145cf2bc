// Browser journey for taking money: book with "pay the deposit now", pay on a local
// stand-in for PayHere's checkout page, come back to a page showing what was paid and what is
// still due (as the server recorded it from PayHere's signed notification), then staff take the
// rest in cash at pick-up and, at the return, give back part of the deposit through PayHere.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fromToday as day } from '@rental/money-days/days';
import { DEMO_LOGINS, sitePorts, siteUrls } from '../scripts/lib/site.mjs';
import { startPayHereStandIn } from './fixtures/payhere-stand-in.mjs';
import { apiCall, apiJson, browserUnavailableReason, DESKTOP, openPage, PHONE, PORT_BASE, rupees, screenshot, startE2E, tokenFor } from './support.mjs';

const skip = browserUnavailableReason();
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const TIMEOUT = 20_000;

describe('paying online at checkout', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let payhere;
  let customerToken;
  let adminToken;
  const settings = {};
  const url = (path) => `${env.site.urls.shell}${path}`;

  before(async () => {
    payhere = await startPayHereStandIn({ port: PORT_BASE + 90, host: 'localhost' });
    // The API and the shell's remotes.json read these (scripts/lib/site.mjs): PayHere is set up.
    Object.assign(settings, {
      PAYHERE_MERCHANT_ID: payhere.merchantId,
      PAYHERE_SECRET: payhere.secret,
      PAYHERE_URL: payhere.url,
      // The Business App PayHere's refund API takes: refunds go back the way the money came.
      PAYHERE_APP_ID: payhere.appId,
      PAYHERE_APP_SECRET: payhere.appSecret,
      PUBLIC_SITE_URL: siteUrls(sitePorts({ PORT_BASE: String(PORT_BASE) })).shell,
    });
    Object.assign(process.env, settings);
    env = await startE2E();
    adminToken = await tokenFor(env, ADMIN.email, ADMIN.password);
    customerToken = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    await apiJson(env, '/api/products', {
      token: adminToken,
      body: { key: 'PAY-MIXER', name: 'Allen & Heath SQ-5 Mixer', price: 6500, deposit: 20000, stock: 3, category: 'audio', dimensions: '44 x 50 x 18 cm', description: 'A digital mixer for the payment journey.' },
    });
  });

  after(async () => {
    for (const name of Object.keys(settings)) delete process.env[name];
    await env?.stop();
    await payhere?.close();
  });

  for (const [viewport, label] of [[DESKTOP, 'desktop'], [PHONE, 'phone']]) {
    test(`book, pay the deposit on PayHere, and come back to what was paid and what is due (${label})`, async () => {
      const { context, page, errors } = await openPage(env, { viewport, token: customerToken });
      // The cart is put in once: the pages after PayHere must find it emptied by the booking.
      await context.addInitScript(
        ([start, end]) => {
          if (sessionStorage.getItem('cart-seeded')) return;
          sessionStorage.setItem('cart-seeded', '1');
          localStorage.setItem('cart', JSON.stringify({ orderedItems: [{ key: 'PAY-MIXER', qty: 1 }], days: 2, startingDate: start, endingDate: end }));
        },
        [day(5), day(7)],
      );
      await page.goto(url('/booking'));
      const choice = page.getByRole('group', { name: 'How would you like to pay?' });
      await choice.waitFor({ timeout: TIMEOUT });
      const quote = await apiJson(env, '/api/orders/quote', { body: { orderedItems: [{ key: 'PAY-MIXER', qty: 1 }], days: 2, startingDate: day(5), endingDate: day(7) } });
      await choice.getByText(`${rupees(quote.deposit)} now`).waitFor({ timeout: TIMEOUT });
      await choice.getByRole('radio', { name: /Pay the deposit now/ }).check();
      await screenshot(page, `payments-checkout-${label}`);

      await page.getByRole('button', { name: 'Create Booking' }).click();
      await page.waitForURL(`${payhere.url}/pay/checkout`, { timeout: TIMEOUT });
      assert.equal(await page.locator('#amount').textContent(), `LKR ${quote.deposit.toFixed(2)}`, "the server's deposit, not a figure from the browser");
      const [checkout] = [...payhere.checkouts.values()].slice(-1);
      assert.equal(checkout.hashValid, true, 'the form carries a valid PayHere hash');
      await screenshot(page, `payments-payhere-stand-in-${label}`);

      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL(/\/booking\/payment\?order=ORD\d+/, { timeout: TIMEOUT });
      const state = page.getByTestId('payment-state');
      await state.getByText('Payment received').waitFor({ timeout: TIMEOUT });
      assert.equal((await page.getByTestId('payment-paid').textContent()).trim(), rupees(quote.deposit));
      assert.equal((await page.getByTestId('payment-due').textContent()).trim(), rupees(quote.total));
      await page.getByText(/Deposit via PayHere: paid/).waitFor({ timeout: TIMEOUT });
      await screenshot(page, `payments-paid-${label}`);

      assert.deepEqual(JSON.parse(await page.evaluate(() => localStorage.getItem('cart'))).orderedItems, [], 'the booked cart is emptied');
      const orderId = new URL(page.url()).searchParams.get('order');
      const recorded = await apiJson(env, `/api/orders/${orderId}/payments`, { token: customerToken });
      assert.equal(recorded.amountPaid, quote.deposit);
      assert.equal(recorded.amountDue, quote.total);
      assert.deepEqual(payhere.notifications.filter((n) => checkout.fields.order_id === n.orderId).map((n) => n.status), [200]);
      assert.deepEqual(errors, []);
      await context.close();

      // Staff approve the booking, see the payment on the order and take the rest in cash at pick-up.
      const approved = await apiCall(env, `/api/orders/status/${orderId}`, { method: 'PUT', token: adminToken, body: { status: 'approved' } });
      assert.equal(approved.status, 200, JSON.stringify(approved.body));
      const staff = await openPage(env, { viewport, token: adminToken });
      await staff.page.goto(url(`/admin/orders?order=${orderId}`));
      const dialog = staff.page.getByRole('dialog', { name: `Order ${orderId}` });
      const payments = dialog.getByRole('table', { name: 'Payments' });
      await payments.getByText(rupees(quote.deposit)).waitFor({ timeout: TIMEOUT });
      await payments.getByText('PayHere').waitFor({ timeout: TIMEOUT });
      await dialog.getByRole('table', { name: 'Payments' }).scrollIntoViewIfNeeded();
      await screenshot(staff.page, `payments-staff-order-${label}`);
      await dialog.getByRole('button', { name: 'Take payment in cash' }).click();
      await staff.page.getByText(`Cash payment recorded on ${orderId}`).first().waitFor({ timeout: TIMEOUT });
      const settled = await apiJson(env, `/api/orders/${orderId}/payments`, { token: customerToken });
      assert.equal(settled.amountDue, 0);
      assert.deepEqual(settled.payments.map((p) => `${p.kind} ${p.provider} ${p.status} ${p.amount}`), [`deposit payhere paid ${quote.deposit}`, `balance cash paid ${quote.total}`]);

      // The gear goes out (5 days early) and comes back with a scratch: staff keep Rs 2,500 of the
      // deposit and the rest goes back through PayHere, to the payment that took it.
      const steps = dialog.getByRole('region', { name: 'Pick-up and return' });
      await dialog.getByRole('button', { name: 'Mark picked up' }).click();
      await staff.page.getByRole('dialog', { name: 'Hand out early?' }).getByRole('button', { name: /^Hand out now/ }).click({ timeout: TIMEOUT });
      await steps.getByText(/^Picked up /).waitFor({ timeout: TIMEOUT });
      await dialog.getByRole('button', { name: 'Record return…' }).click();
      const returning = staff.page.getByRole('dialog', { name: `Return of ${orderId}` });
      await returning.getByRole('checkbox').first().waitFor({ timeout: TIMEOUT });
      for (const box of await returning.getByRole('checkbox').all()) await box.check();
      const kept = 2500;
      await returning.getByLabel(/^Deposit refunded/).fill(String(quote.deposit - kept));
      await returning.getByLabel('Reason for keeping part of the deposit').fill('Scratched fader');
      await returning.getByRole('button', { name: 'Confirm return' }).click();
      await steps.getByText(/^Returned /).waitFor({ timeout: TIMEOUT });
      await payments.getByText('Refund').waitFor({ timeout: TIMEOUT });
      await payments.scrollIntoViewIfNeeded();
      await screenshot(staff.page, `payments-staff-refund-${label}`);
      const returned = await apiJson(env, `/api/orders/${orderId}/payments`, { token: customerToken });
      assert.deepEqual(returned.payments.map((p) => `${p.kind} ${p.provider} ${p.status} ${p.amount}`), [`deposit payhere paid ${quote.deposit}`, `balance cash paid ${quote.total}`, `refund payhere paid ${quote.deposit - kept}`]);
      const [deposit] = returned.payments;
      assert.deepEqual(payhere.refunds.filter((r) => r.paymentId === deposit.reference), [{ paymentId: deposit.reference, amountCents: (quote.deposit - kept) * 100, description: `Deposit of ${orderId} refunded in part: Scratched fader` }]);
      assert.deepEqual(staff.errors, []);
      await staff.context.close();
    });
  }
});
