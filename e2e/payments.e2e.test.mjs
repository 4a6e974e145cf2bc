// Browser journey for taking money: book with "pay the deposit now", pay on a local
// stand-in for PayHere's checkout page, come back to a page showing what was paid and what is
// still due (as the server recorded it from PayHere's signed notification), then staff take the
// rest in cash at pick-up.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fromToday as day } from '@rental/money-days/days';
import { DEMO_LOGINS, sitePorts, siteUrls } from '../scripts/lib/site.mjs';
import { startPayHereStandIn } from './fixtures/payhere-stand-in.mjs';
import { apiJson, browserUnavailableReason, DESKTOP, openPage, PHONE, PORT_BASE, rupees, screenshot, startE2E, tokenFor } from './support.mjs';

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

      // Staff see the payment on the order and take the rest in cash at pick-up.
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
      assert.deepEqual(staff.errors, []);
      await staff.context.close();
    });
  }
});
