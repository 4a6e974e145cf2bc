// Browser journey for taking money through Stripe: book with "pay in full now", pay on a
// local stand-in for Stripe's hosted Checkout page (opened at the session's url, as Stripe's is),
// come back to a paid booking (as the server recorded it from Stripe's signed webhook), then staff
// find the payment in the payments list (/admin/payments) with its totals and open its order.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { fromToday as day } from '@rental/money-days/days';
import { DEMO_LOGINS, sitePorts, siteUrls } from '../scripts/lib/site.mjs';
import { startStripeStandIn } from '../api/test/support/stripe-stand-in.mjs';
import { apiJson, browserUnavailableReason, DESKTOP, openPage, PHONE, PORT_BASE, rupees, screenshot, startE2E, tokenFor } from './support.mjs';

const skip = browserUnavailableReason();
const CUSTOMER = DEMO_LOGINS.find((l) => l.role === 'customer');
const ADMIN = DEMO_LOGINS.find((l) => l.role === 'admin');
const TIMEOUT = 20_000;

describe('paying online through Stripe', { skip: skip ?? false, timeout: 600_000 }, () => {
  let env;
  let stripe;
  let customerToken;
  let adminToken;
  const settings = {};
  const url = (path) => `${env.site.urls.shell}${path}`;

  before(async () => {
    stripe = await startStripeStandIn({ port: PORT_BASE + 91, host: 'localhost' });
    // The API reads these (scripts/lib/site.mjs passes the environment on): Stripe is set up.
    Object.assign(settings, {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      PUBLIC_SITE_URL: siteUrls(sitePorts({ PORT_BASE: String(PORT_BASE) })).shell,
    });
    Object.assign(process.env, settings);
    env = await startE2E();
    stripe.webhookUrl = `${env.site.urls.api}/api/payments/stripe/webhook`;
    adminToken = await tokenFor(env, ADMIN.email, ADMIN.password);
    customerToken = await tokenFor(env, CUSTOMER.email, CUSTOMER.password);
    await apiJson(env, '/api/products', {
      token: adminToken,
      body: { key: 'STRIPE-SUB', name: 'Electro-Voice ETX-18SP Subwoofer', price: 7500, deposit: 15000, stock: 3, category: 'audio', dimensions: '56 x 70 x 76 cm', description: 'A subwoofer for the Stripe payment journey.' },
    });
  });

  after(async () => {
    for (const name of Object.keys(settings)) delete process.env[name];
    await env?.stop();
    await stripe?.close();
  });

  for (const [viewport, label] of [[DESKTOP, 'desktop'], [PHONE, 'phone']]) {
    test(`book, pay in full on Stripe's page, come back to a paid booking; staff find it in the payments list (${label})`, async () => {
      const { context, page, errors } = await openPage(env, { viewport, token: customerToken });
      await context.addInitScript(
        ([start, end]) => {
          if (sessionStorage.getItem('cart-seeded')) return;
          sessionStorage.setItem('cart-seeded', '1');
          localStorage.setItem('cart', JSON.stringify({ orderedItems: [{ key: 'STRIPE-SUB', qty: 1 }], days: 2, startingDate: start, endingDate: end }));
        },
        [day(5), day(7)],
      );
      await page.goto(url('/booking'));
      const choice = page.getByRole('group', { name: 'How would you like to pay?' });
      await choice.waitFor({ timeout: TIMEOUT });
      const quote = await apiJson(env, '/api/orders/quote', { body: { orderedItems: [{ key: 'STRIPE-SUB', qty: 1 }], days: 2, startingDate: day(5), endingDate: day(7) } });
      const whole = quote.total + quote.deposit;
      await choice.getByRole('radio', { name: /Pay in full now/ }).check();

      await page.getByRole('button', { name: 'Create Booking' }).click();
      await page.waitForURL(new RegExp(`^${stripe.url}/c/pay/cs_test_`), { timeout: TIMEOUT });
      assert.equal(await page.locator('#amount').textContent(), `LKR ${whole.toFixed(2)}`, "the server's amount (hire and deposit), not a figure from the browser");
      const session = stripe.sessions.get(new URL(page.url()).pathname.split('/').pop());
      assert.equal(session.amount_total, Math.round(whole * 100), 'Stripe is asked for integer cents of the whole booking');
      await screenshot(page, `payments-stripe-stand-in-${label}`);

      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/booking\/payment\?order=ORD\d+/, { timeout: TIMEOUT });
      const state = page.getByTestId('payment-state');
      await state.getByText('Payment received').waitFor({ timeout: TIMEOUT });
      assert.equal((await page.getByTestId('payment-paid').textContent()).trim(), rupees(whole));
      assert.equal((await page.getByTestId('payment-due').textContent()).trim(), rupees(0));
      await page.getByText(/Booking in full via Stripe: paid/).waitFor({ timeout: TIMEOUT });
      await screenshot(page, `payments-stripe-paid-${label}`);

      const orderId = new URL(page.url()).searchParams.get('order');
      const recorded = await apiJson(env, `/api/orders/${orderId}/payments`, { token: customerToken });
      assert.equal(recorded.amountPaid, whole);
      assert.equal(recorded.amountDue, 0);
      assert.deepEqual(recorded.payments.map((p) => `${p.kind} ${p.provider} ${p.status} ${p.reference}`), [`rental stripe paid ${session.payment_intent}`]);
      assert.deepEqual(stripe.events.filter((e) => e.objectId === session.id).map((e) => `${e.type} ${e.status}`), ['checkout.session.completed 200']);
      assert.deepEqual(errors, []);
      await context.close();

      // Staff: the payments list, filtered to Stripe, shows it with the totals; its row opens the order.
      const staff = await openPage(env, { viewport, token: adminToken });
      await staff.page.goto(url('/admin/payments?provider=stripe'));
      const table = staff.page.getByRole('table', { name: 'Payments' });
      await table.getByText(orderId).first().waitFor({ timeout: TIMEOUT });
      const listed = await apiJson(env, '/api/admin/payments?provider=stripe', { token: adminToken });
      assert.equal(listed.data[0].orderId, orderId);
      await staff.page.getByTestId('payments-total-received').getByText(rupees(listed.totals.received)).waitFor({ timeout: TIMEOUT });
      await screenshot(staff.page, `payments-list-${label}`);
      await table.getByRole('link', { name: `Open order ${orderId}` }).first().click();
      const dialog = staff.page.getByRole('dialog', { name: `Order ${orderId}` });
      await dialog.getByRole('table', { name: 'Payments' }).getByText('Stripe').waitFor({ timeout: TIMEOUT });
      assert.deepEqual(staff.errors, []);
      await staff.context.close();
    });
  }
});
