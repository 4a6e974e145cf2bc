import { startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in.mjs';
import { day } from './support/paperwork.js';
import { useTestApp } from './support/test-app.js';

// Taking money through Stripe (the official `stripe` package) against a local stand-in for
// Stripe's API: Checkout Sessions, and webhook events signed with the endpoint's secret.
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());

describe('payments through Stripe (local stand-in)', () => {
  const t = useTestApp(() => ({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url, TAX_RATE_PERCENT: '0' }));
  beforeAll(() => {
    stripe.webhookUrl = `${t().url}/api/payments/stripe/webhook`;
  });
  let unique = 0;

  const book = async () => {
    const key = `STRIPE-${++unique}`;
    await t().http.post('/api/products').set(t().auth('admin')).send({ key, name: `Speaker ${key}`, price: 1500.5, deposit: 2000, stock: 1, category: 'audio', dimensions: '1 m', description: 'Payment test gear' }).expect(201);
    const res = await t().http.post('/api/orders').set(t().auth('customer')).send({ orderedItems: [{ key, qty: 1 }], startingDate: day(10), endingDate: day(11) }).expect(201);
    return res.body.order.orderId as string;
  };
  const checkout = async (orderId: string, plan: 'full' | 'deposit') =>
    (await t().http.post(`/api/orders/${orderId}/payments/checkout`).set(t().auth('customer')).send({ plan }).expect(201)).body;
  const paymentsOf = async (orderId: string) => (await t().http.get(`/api/orders/${orderId}/payments`).set(t().auth('customer')).expect(200)).body;
  const sessionOf = (form: { action: string }) => form.action.split('/').pop()!;

  it("opens a Checkout Session of the server's amount, and a paid session records the payment once", async () => {
    expect((await t().http.get('/api/payments/options').expect(200)).body).toEqual(expect.objectContaining({ online: true, provider: 'stripe', checkoutUrl: null }));
    const orderId = await book();
    const form = await checkout(orderId, 'full');
    expect(form).toEqual(expect.objectContaining({ provider: 'stripe', method: 'GET', fields: {}, amount: 3500.5, currency: 'LKR' }));
    const session = stripe.sessions.get(sessionOf(form))!;
    expect(session).toEqual(expect.objectContaining({ amount_total: 350050, currency: 'lkr', client_reference_id: `${orderId}-P${form.payment._id}`, customer_email: 'customer@test.local' }));
    expect(session.success_url).toMatch(new RegExp(`/booking/payment\\?order=${orderId}$`));
    for (let n = 0; n < 3; n++) expect((await stripe.sendEvent('checkout.session.completed', session.id, { eventId: 'evt_same' })).status).toBe(200);
    const paid = await paymentsOf(orderId);
    expect(paid).toEqual(expect.objectContaining({ amountPaid: 3500.5, amountDue: 0 }));
    expect(paid.payments).toEqual([expect.objectContaining({ provider: 'stripe', status: 'paid', reference: session.payment_intent })]);
  });

  it('a forged signature, a wrong amount or a wrong currency is refused and changes nothing', async () => {
    const orderId = await book();
    const form = await checkout(orderId, 'deposit');
    const id = sessionOf(form);
    const forged = await stripe.sendEvent('checkout.session.completed', id, { forge: true });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body).error).toMatch(/Stripe-Signature does not match/);
    expect((await stripe.sendEvent('checkout.session.completed', id, { change: { amount_total: 100 } })).status).toBe(400);
    expect((await stripe.sendEvent('checkout.session.completed', id, { change: { currency: 'usd' } })).status).toBe(400);
    expect((await t().http.post('/api/payments/stripe/webhook').send({ type: 'checkout.session.completed' }).expect(400)).body.error).toMatch(/lacks its Stripe-Signature/);
    expect(await paymentsOf(orderId)).toEqual(expect.objectContaining({ amountPaid: 0, payments: [expect.objectContaining({ status: 'pending' })] }));
    // An expired session cancels that attempt; events we do not act on are acknowledged.
    expect((await stripe.sendEvent('checkout.session.expired', id)).status).toBe(200);
    expect((await paymentsOf(orderId)).payments[0].status).toBe('cancelled');
    expect(JSON.parse((await stripe.sendEvent('customer.created', id)).body)).toEqual({ received: true, status: null });
  });

  it('part of the deposit goes back through Stripe at return; a refused refund stays visible and a retry refunds once', async () => {
    const orderId = await book();
    const form = await checkout(orderId, 'full');
    const session = stripe.sessions.get(sessionOf(form))!;
    await stripe.sendEvent('checkout.session.completed', session.id);
    await t().http.put(`/api/orders/status/${orderId}`).set(t().auth('staff')).send({ status: 'approved' }).expect(200);
    await t().http.put(`/api/orders/${orderId}/pickup`).set(t().auth('staff')).send({ early: true }).expect(200);
    stripe.refuseRefunds = 'You have insufficient funds in your Stripe account.';
    const returned = (await t().http.put(`/api/orders/${orderId}/return`).set(t().auth('staff')).send({ depositRefunded: 1500, depositRefundReason: 'Torn grille' }).expect(200)).body.order;
    const failed = returned.payments[1];
    expect(failed).toEqual(expect.objectContaining({ kind: 'refund', provider: 'stripe', status: 'failed', amount: 1500, reference: null }));
    expect(failed.attention).toMatch(/insufficient funds/);
    expect(stripe.refunds).toEqual([]);
    stripe.refuseRefunds = null;
    // Two staff retrying at once: one refund at Stripe.
    const responses = await Promise.all([1, 2].map(() => t().http.post(`/api/orders/${orderId}/payments/${failed._id}/retry`).set(t().auth('staff'))));
    expect(responses.map((a) => a.status).sort()).toEqual([200, 409]);
    const after = await paymentsOf(orderId);
    expect(after).toEqual(expect.objectContaining({ amountPaid: 2000.5, amountDue: 0 }));
    expect(after.payments[1]).toEqual(expect.objectContaining({ status: 'paid', attention: null, reference: stripe.refunds[0].id }));
    expect(stripe.refunds).toEqual([expect.objectContaining({ payment_intent: session.payment_intent, amount: 150000 })]);
    await t().http.post(`/api/orders/${orderId}/payments/${failed._id}/retry`).set(t().auth('staff')).expect(409);
  });

  it('a paid booking turned down is refunded in full through Stripe', async () => {
    const orderId = await book();
    const form = await checkout(orderId, 'deposit');
    const session = stripe.sessions.get(sessionOf(form))!;
    await stripe.sendEvent('checkout.session.completed', session.id);
    const rejected = (await t().http.put(`/api/orders/status/${orderId}`).set(t().auth('staff')).send({ status: 'rejected' }).expect(200)).body.order;
    expect(rejected).toEqual(expect.objectContaining({ status: 'Rejected', amountPaid: 0 }));
    expect(rejected.payments[1]).toEqual(expect.objectContaining({ kind: 'refund', status: 'paid', amount: 2000 }));
    expect(stripe.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([expect.objectContaining({ amount: 200000 })]);
  });
});
