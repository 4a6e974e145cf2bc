import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { startPayHereStandIn } from './support/payhere-stand-in.js';
import { startStripeStandIn, type StripeStandIn } from './support/stripe-stand-in.mjs';
import { day } from './support/paperwork.js';
import { spawnApi, startTestApp, stop, type TestApp, testDbType, useTestApp, waitUntilReady } from './support/test-app.js';

// The staff's side of the money: the payments list with its filters and totals, Stripe's
// later word on a refund (refund.updated: a refund that failed after it was accepted), and a
// refund cut off by a process that died while sending it, picked up again without paying twice.
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(() => stripe.close());

const stripeEnv = () => ({ STRIPE_SECRET_KEY: stripe.secretKey, STRIPE_WEBHOOK_SECRET: stripe.webhookSecret, STRIPE_API_URL: stripe.url, TAX_RATE_PERCENT: '0' });
let unique = 0;

/** A Pending booking of one speaker (Rs 1,500.50 a day, deposit Rs 2,000) for one day: Rs 3,500.50 in all. */
const book = async (app: TestApp) => {
  const key = `PAYLIST-${++unique}`;
  await app.http.post('/api/products').set(app.auth('admin')).send({ key, name: `Speaker ${key}`, price: 1500.5, deposit: 2000, stock: 1, category: 'audio', dimensions: '1 m', description: 'Payment test gear' }).expect(201);
  const res = await app.http.post('/api/orders').set(app.auth('customer')).send({ orderedItems: [{ key, qty: 1 }], startingDate: day(10), endingDate: day(11) }).expect(201);
  return res.body.order.orderId as string;
};
/** Pays a booking on the Stripe stand-in (the session completes); returns the session. */
const payOnStripe = async (app: TestApp, orderId: string, plan: 'full' | 'deposit') => {
  const form = (await app.http.post(`/api/orders/${orderId}/payments/checkout`).set(app.auth('customer')).send({ plan }).expect(201)).body;
  const session = stripe.sessions.get(form.action.split('/').pop())!;
  return session;
};
const paymentsOf = async (app: TestApp, orderId: string) => (await app.http.get(`/api/orders/${orderId}/payments`).set(app.auth('staff')).expect(200)).body;

describe('the staff payments list and Stripe refund updates', () => {
  const t = useTestApp(stripeEnv);
  beforeAll(() => {
    stripe.webhookUrl = `${t().url}/api/payments/stripe/webhook`;
  });
  const list = async (query = '', role: 'staff' | 'admin' = 'staff') => (await t().http.get(`/api/admin/payments${query}`).set(t().auth(role)).expect(200)).body;

  it('lists every payment and refund newest first, filtered by status, provider, kind and day, with totals of all that match', async () => {
    expect(await list()).toEqual({ data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 }, totals: { count: 0, received: 0, refunded: 0, net: 0, failedRefunds: 0, attention: 0 } });
    // A: paid in full through Stripe.
    const a = await book(t());
    await stripe.sendEvent('checkout.session.completed', (await payOnStripe(t(), a, 'full')).id);
    // B: Rs 1,000 taken at the counter.
    const b = await book(t());
    await t().http.post(`/api/orders/${b}/payments/cash`).set(t().auth('staff')).send({ amount: 1000 }).expect(201);
    // C: a deposit attempt whose Stripe session expired.
    const c = await book(t());
    await stripe.sendEvent('checkout.session.expired', (await payOnStripe(t(), c, 'deposit')).id);
    // D: the deposit paid, then the booking turned down: the money goes back through Stripe.
    const d = await book(t());
    await stripe.sendEvent('checkout.session.completed', (await payOnStripe(t(), d, 'deposit')).id);
    await t().http.put(`/api/orders/status/${d}`).set(t().auth('staff')).send({ status: 'rejected' }).expect(200);

    const all = await list('', 'admin');
    expect(all.data.map((p: { orderId: string; kind: string; provider: string; status: string; amount: number }) => `${p.orderId} ${p.kind} ${p.provider} ${p.status} ${p.amount}`)).toEqual([
      `${d} refund stripe paid 2000`,
      `${d} deposit stripe paid 2000`,
      `${c} deposit stripe cancelled 2000`,
      `${b} balance cash paid 1000`,
      `${a} rental stripe paid 3500.5`,
    ]);
    expect(all.data[0]).toEqual(expect.objectContaining({ email: 'customer@test.local', orderStatus: 'Rejected', refundOf: all.data[1]._id, reference: expect.stringMatching(/^re_/) }));
    expect(all.totals).toEqual({ count: 5, received: 6500.5, refunded: 2000, net: 4500.5, failedRefunds: 0, attention: 0 });

    expect((await list('?provider=cash')).totals).toEqual(expect.objectContaining({ count: 1, received: 1000, refunded: 0, net: 1000 }));
    const cancelled = await list('?status=cancelled&provider=stripe');
    expect(cancelled.data.map((p: { orderId: string }) => p.orderId)).toEqual([c]);
    expect(cancelled.totals).toEqual(expect.objectContaining({ count: 1, received: 0, net: 0 }));
    expect((await list('?kind=refund')).totals).toEqual(expect.objectContaining({ count: 1, received: 0, refunded: 2000, net: -2000 }));
    // Days: today holds all five; tomorrow none.
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).totals.count).toBe(5);
    expect(await list(`?from=${day(1)}`)).toEqual(expect.objectContaining({ data: [], totals: expect.objectContaining({ count: 0, received: 0 }) }));
    // A page of two: the newest two, the totals still of all five.
    const page2 = await list('?limit=2&page=2');
    expect(page2.data.map((p: { orderId: string; status: string }) => `${p.orderId} ${p.status}`)).toEqual([`${c} cancelled`, `${b} paid`]);
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 5, totalPages: 3 });
    expect(page2.totals.net).toBe(4500.5);

    // Bad filters: a clear 400 naming the parameter; customers are refused.
    expect((await t().http.get('/api/admin/payments?status=settled').set(t().auth('staff')).expect(400)).body.error).toMatch(/status must be one of pending, paid, failed/);
    expect((await t().http.get('/api/admin/payments?provider=paypal').set(t().auth('staff')).expect(400)).body.error).toMatch(/provider must be one of payhere, stripe, cash/);
    expect((await t().http.get(`/api/admin/payments?from=${day(2)}&to=${day(1)}`).set(t().auth('staff')).expect(400)).body.error).toBe('from must be on or before to');
    expect((await t().http.get('/api/admin/payments?from=2026-02-30').set(t().auth('staff')).expect(400)).body.error).toMatch(/from must be a date written as YYYY-MM-DD/);
    await t().http.get('/api/admin/payments').set(t().auth('customer')).expect(403);
  });

  it("filters by day through an index on the payments' createdAt, on either database", async () => {
    // The list's day filter, as payments-list.ts writes it: the database's plan names the index.
    const where = 'SELECT id FROM payments WHERE createdAt >= ? AND createdAt < ?';
    const range = ['2026-01-01 00:00:00', '2026-01-02 00:00:00'];
    let plan: string;
    if (t().dbType === 'mysql') {
      const db = await createConnection({ uri: t().databaseUrl! });
      const [rows] = await db.query(`EXPLAIN ${where}`, range);
      await db.end();
      plan = JSON.stringify(rows);
      expect((rows as { possible_keys: string | null }[])[0].possible_keys).toContain('IDX_payments_created_at');
    } else {
      const require = createRequire(import.meta.url);
      const Database = require(Number(process.versions.node.split('.')[0]) >= 22 ? 'better-sqlite3-13' : 'better-sqlite3');
      const db = new Database(join(t().dataDir, 'rental.sqlite'), { readonly: true });
      plan = JSON.stringify(db.prepare(`EXPLAIN QUERY PLAN ${where}`).all(...range));
      db.close();
    }
    expect(plan).toContain('IDX_payments_created_at');
  });

  it("a refund Stripe later reports failed goes back to failed, visible and retryable with a new key; repeats and forgeries change nothing", async () => {
    const orderId = await book(t());
    const session = await payOnStripe(t(), orderId, 'full');
    await stripe.sendEvent('checkout.session.completed', session.id);
    await t().http.put(`/api/orders/status/${orderId}`).set(t().auth('staff')).send({ status: 'approved' }).expect(200);
    await t().http.put(`/api/orders/${orderId}/pickup`).set(t().auth('staff')).send({ early: true }).expect(200);
    const returned = (await t().http.put(`/api/orders/${orderId}/return`).set(t().auth('staff')).send({ depositRefunded: 1500, depositRefundReason: 'Torn grille' }).expect(200)).body.order;
    const sent = returned.payments[1];
    expect(sent).toEqual(expect.objectContaining({ kind: 'refund', status: 'paid', amount: 1500, reference: expect.stringMatching(/^re_/) }));
    expect((await paymentsOf(t(), orderId)).amountPaid).toBe(2000.5);

    // A forged event is refused and changes nothing.
    expect((await stripe.failRefund(sent.reference, 'expired_or_canceled_card', { forge: true })).status).toBe(400);
    expect((await paymentsOf(t(), orderId)).payments[1].status).toBe('paid');

    // The card was closed: the bank sends the money back to Stripe, which says so.
    const failed = await stripe.failRefund(sent.reference, 'expired_or_canceled_card');
    expect(failed.status).toBe(200);
    expect(JSON.parse(failed.body)).toEqual({ received: true, status: 'failed' });
    const after = await paymentsOf(t(), orderId);
    expect(after.payments[1]).toEqual(expect.objectContaining({ status: 'failed', reference: sent.reference, attention: 'Refund failed at Stripe (expired_or_canceled_card): retry it or give the money back another way' }));
    expect(after.amountPaid).toBe(3500.5);
    expect((await t().http.get('/api/admin/payments?kind=refund&status=failed').set(t().auth('staff')).expect(200)).body.totals).toEqual(expect.objectContaining({ count: 1, failedRefunds: 1, attention: 1 }));
    // The same news again, by the other event name: nothing changes.
    expect(JSON.parse((await stripe.failRefund(sent.reference, 'expired_or_canceled_card', { type: 'charge.refund.updated' })).body)).toEqual({ received: true, status: 'failed' });

    // Staff retry: a second refund at Stripe, under a new idempotency key (the old key's response is the failed refund).
    const calls = stripe.refundCalls.length;
    const retried = (await t().http.post(`/api/orders/${orderId}/payments/${sent._id}/retry`).set(t().auth('staff')).expect(200)).body;
    const newCalls = stripe.refundCalls.slice(calls);
    expect(newCalls).toEqual([expect.objectContaining({ replayed: false })]);
    expect(stripe.refunds.filter((r) => r.payment_intent === session.payment_intent).map((r) => `${r.amount} ${r.status}`)).toEqual(['150000 failed', '150000 succeeded']);
    const second = stripe.refunds.filter((r) => r.payment_intent === session.payment_intent)[1];
    expect(retried.payments[1]).toEqual(expect.objectContaining({ status: 'paid', reference: second.id, attention: null }));
    expect(retried.amountPaid).toBe(2000.5);
    // A late replay about the first, failed refund does not touch the one that went through.
    expect(JSON.parse((await stripe.failRefund(sent.reference, 'expired_or_canceled_card')).body)).toEqual({ received: true, status: null });
    expect((await paymentsOf(t(), orderId)).payments[1]).toEqual(expect.objectContaining({ status: 'paid', reference: second.id }));
  });
});

describe('a refund cut off by a process that died while sending it', () => {
  it('is sent again at the next start with the same idempotency key: Stripe refunds it once', async () => {
    // A Stripe account of its own: the new database numbers its payments from 1 again, and the
    // first stand-in would respond to a checkout key it has seen with the other shop's session.
    const shared = stripe;
    stripe = await startStripeStandIn();
    const app = await startTestApp({ ...stripeEnv(), PAYMENT_REFUND_RESEND_SECONDS: '2' });
    let restarted: ReturnType<typeof spawnApi> | null = null;
    try {
      stripe.webhookUrl = `${app.url}/api/payments/stripe/webhook`;
      const orderId = await book(app);
      const session = await payOnStripe(app, orderId, 'deposit');
      await stripe.sendEvent('checkout.session.completed', session.id);
      // Stripe makes the refund, but its response never arrives: the process dies waiting.
      stripe.stallRefundResponses = true;
      const calls = stripe.refundCalls.length;
      const rejecting = app.http.put(`/api/orders/status/${orderId}`).set(app.auth('staff')).send({ status: 'rejected' }).then(
        () => 'responded',
        () => 'cut off',
      );
      const deadline = Date.now() + 20_000;
      while (stripe.refundCalls.length === calls && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      if (stripe.refundCalls.length !== calls + 1) throw new Error(`No refund call reached Stripe\n${app.output()}`);
      app.child.kill('SIGKILL');
      expect(await rejecting).toBe('cut off');
      stripe.stallRefundResponses = false;
      expect(stripe.refunds.filter((r) => r.payment_intent === session.payment_intent)).toHaveLength(1);

      // The embedded database: a killed holder's lock goes stale after 10 s.
      if (testDbType() === 'sqlite') await new Promise((resolve) => setTimeout(resolve, 11_000));
      restarted = spawnApi(app.env);
      await waitUntilReady(app.url, restarted.child, restarted.output);
      const http = request(app.url);
      let refund: { status: string; reference: string | null; attention: string | null } | undefined;
      const until = Date.now() + 30_000;
      while (Date.now() < until) {
        refund = (await http.get(`/api/orders/${orderId}/payments`).set(app.auth('staff')).expect(200)).body.payments[1];
        if (refund?.status !== 'pending') break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const made = stripe.refunds.filter((r) => r.payment_intent === session.payment_intent);
      expect(made).toEqual([expect.objectContaining({ amount: 200000, status: 'succeeded' })]);
      expect(refund).toEqual(expect.objectContaining({ status: 'paid', reference: made[0].id, attention: null }));
      // The second call carried the first one's key, and Stripe responded to it from the first.
      const [first, again] = stripe.refundCalls.slice(calls);
      expect(again).toEqual({ idempotencyKey: first.idempotencyKey, replayed: true });
      expect(stripe.refundCalls.length).toBe(calls + 2);
      expect(restarted.output()).toMatch(/never got a response \(the process stopped while sending it\): sending it again with the same idempotency key/);
    } finally {
      if (restarted) await stop(restarted.child);
      await app.close();
      await stripe.close();
      stripe = shared;
    }
  });

  it('with PayHere, whose refund API takes no key, is flagged for staff at the next start and never sent again', async () => {
    const payhere = await startPayHereStandIn();
    const app = await startTestApp({ PAYHERE_MERCHANT_ID: payhere.merchantId, PAYHERE_SECRET: payhere.secret, PAYHERE_URL: payhere.url, PAYHERE_APP_ID: payhere.appId, PAYHERE_APP_SECRET: payhere.appSecret, PAYMENT_REFUND_RESEND_SECONDS: '2', TAX_RATE_PERCENT: '0' });
    let restarted: ReturnType<typeof spawnApi> | null = null;
    try {
      const orderId = await book(app);
      const form = (await app.http.post(`/api/orders/${orderId}/payments/checkout`).set(app.auth('customer')).send({ plan: 'deposit' }).expect(201)).body;
      await fetch(form.action, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form.fields).toString() });
      expect((await payhere.notify(form.fields.order_id, 2, { paymentId: '320027159901' })).status).toBe(200);
      payhere.stallRefundResponses = true;
      const rejecting = app.http.put(`/api/orders/status/${orderId}`).set(app.auth('staff')).send({ status: 'rejected' }).then(
        () => 'responded',
        () => 'cut off',
      );
      const deadline = Date.now() + 20_000;
      while (payhere.refunds.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      if (payhere.refunds.length !== 1) throw new Error(`No refund reached PayHere\n${app.output()}`);
      app.child.kill('SIGKILL');
      expect(await rejecting).toBe('cut off');
      payhere.stallRefundResponses = false;

      if (testDbType() === 'sqlite') await new Promise((resolve) => setTimeout(resolve, 11_000));
      restarted = spawnApi(app.env);
      await waitUntilReady(app.url, restarted.child, restarted.output);
      const http = request(app.url);
      let refund: { status: string; attention: string | null } | undefined;
      const until = Date.now() + 30_000;
      while (Date.now() < until) {
        refund = (await http.get(`/api/orders/${orderId}/payments`).set(app.auth('staff')).expect(200)).body.payments[1];
        if (refund?.attention) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(refund).toEqual(expect.objectContaining({ status: 'pending', attention: 'No answer from payhere (the server stopped while sending it): check its dashboard before refunding by hand' }));
      // Never sent again, and the flag is counted in the payments list for staff.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(payhere.refunds).toEqual([expect.objectContaining({ paymentId: '320027159901', amountCents: 200000 })]);
      expect((await http.get('/api/admin/payments?kind=refund').set(app.auth('staff')).expect(200)).body.totals).toEqual(expect.objectContaining({ count: 1, attention: 1, refunded: 0 }));
    } finally {
      if (restarted) await stop(restarted.child);
      await app.close();
      await payhere.close();
    }
  });
});
