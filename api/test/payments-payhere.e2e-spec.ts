import { startPayHereStandIn, type PayHereStandIn } from './support/payhere-stand-in.js';
import { binary, day, pdfText } from './support/paperwork.js';
import { useTestApp } from './support/test-app.js';

// Taking money through PayHere, against a local stand-in that follows PayHere's protocol
// (the checkout form with its hash, the notification to notify_url with its md5sig).
let payhere: PayHereStandIn;
beforeAll(async () => {
  payhere = await startPayHereStandIn();
});
afterAll(() => payhere.close());

interface Checkout { action: string; fields: Record<string, string>; amount: number; payBy: string | null; payment: { _id: string; status: string } }

/** Posts the checkout form to the stand-in as the browser does, and returns its page. */
const postForm = async (checkout: Checkout) => {
  const res = await fetch(checkout.action, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(checkout.fields).toString() });
  return { status: res.status, text: await res.text() };
};

describe('payments through PayHere (local stand-in)', () => {
  const t = useTestApp(() => ({ PAYHERE_MERCHANT_ID: payhere.merchantId, PAYHERE_SECRET: payhere.secret, PAYHERE_URL: payhere.url, PAYHERE_APP_ID: payhere.appId, PAYHERE_APP_SECRET: payhere.appSecret, PAYMENT_HOLD_MINUTES: '0.05', TAX_RATE_PERCENT: '0' }));
  let unique = 0;

  /** A Pending booking of the customer: hire Rs 1,500.50 for one day and a deposit of 2000.00. */
  const book = async () => {
    const key = `PAY-${++unique}-${Date.now().toString(36)}`;
    await t().http.post('/api/products').set(t().auth('admin')).send({ key, name: `Mixer ${key}`, price: 1500.5, deposit: 2000, stock: 1, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Payment test gear' }).expect(201);
    const res = await t().http.post('/api/orders').set(t().auth('customer')).send({ orderedItems: [{ key, qty: 1 }], startingDate: day(10), endingDate: day(11) }).expect(201);
    return { key, orderId: res.body.order.orderId as string };
  };
  const checkout = async (orderId: string, plan: 'full' | 'deposit') =>
    (await t().http.post(`/api/orders/${orderId}/payments/checkout`).set(t().auth('customer')).send({ plan }).expect(201)).body as Checkout;
  const paymentsOf = async (orderId: string) => (await t().http.get(`/api/orders/${orderId}/payments`).set(t().auth('customer')).expect(200)).body;

  it('offers paying online with the shop\'s plans', async () => {
    const res = await t().http.get('/api/payments/options').expect(200);
    expect(res.body).toEqual({ online: true, provider: 'payhere', plans: ['full', 'deposit', 'pickup'], currency: 'LKR', holdMinutes: 0.05, checkoutUrl: `${payhere.url}/pay/checkout` });
  });

  it("signs the checkout form with the server's amount, and PayHere's hash check accepts it", async () => {
    const { orderId } = await book();
    const form = await checkout(orderId, 'full');
    expect(form.amount).toBe(3500.5);
    expect(form.fields).toEqual(expect.objectContaining({ merchant_id: payhere.merchantId, order_id: `${orderId}-P${form.payment._id}`, amount: '3500.50', currency: 'LKR', notify_url: `${t().url}/api/payments/payhere/notify` }));
    expect(form.fields.return_url).toMatch(new RegExp(`/booking/payment\\?order=${orderId}$`));
    const page = await postForm(form);
    expect(page.status).toBe(200);
    expect(page.text).toContain('LKR 3500.50');
    expect(payhere.checkouts.get(form.fields.order_id)!.hashValid).toBe(true);
  });

  it('a paid booking records the payment and its amount due drops', async () => {
    const { orderId } = await book();
    const form = await checkout(orderId, 'deposit');
    expect(form.fields.amount).toBe('2000.00');
    await postForm(form);
    expect((await payhere.notify(form.fields.order_id, 2, { paymentId: '320027150501' })).status).toBe(200);
    const paid = await paymentsOf(orderId);
    expect(paid).toEqual(expect.objectContaining({ orderId, status: 'Pending', totalAmount: 1500.5, deposit: 2000, amountPaid: 2000, amountDue: 1500.5, payBy: null }));
    expect(paid.payments).toEqual([expect.objectContaining({ kind: 'deposit', provider: 'payhere', reference: '320027150501', status: 'paid', amount: 2000, currency: 'LKR', attention: null })]);
    const listed = (await t().http.get('/api/orders').set(t().auth('customer')).expect(200)).body.find((o: { orderId: string }) => o.orderId === orderId);
    expect(listed).toEqual(expect.objectContaining({ amountPaid: 2000, amountDue: 1500.5, payments: [expect.objectContaining({ status: 'paid', amount: 2000 })] }));
    // The customer is told by e-mail, once, with what is still due.
    const mails = (await t().http.get('/api/admin/outbox?limit=100').set(t().auth('admin')).expect(200)).body.data.filter((m: { kind: string; orderId: string }) => m.kind === 'payment-received' && m.orderId === orderId);
    expect(mails).toEqual([expect.objectContaining({ recipient: 'customer@test.local', subject: `Payment received for ${orderId}` })]);
    const mail = (await t().http.get(`/api/admin/outbox/${mails[0].id}`).set(t().auth('admin')).expect(200)).body;
    expect(mail.text).toContain('we received Rs 2,000.00 for your booking');
    expect(mail.text).toContain('Still to pay when you pick up the gear: Rs 1,500.50.');
    expect(mail.text).toContain('Paid: Rs 2,000.00');
    // The rest online too: only what is still due is asked for.
    const rest = await checkout(orderId, 'full');
    expect(rest.fields.amount).toBe('1500.50');
    await t().http.post(`/api/orders/${orderId}/payments/checkout`).set(t().auth('customer')).send({ plan: 'deposit' }).expect(409);
  });

  it('a forged notification, a wrong amount or a wrong currency is refused and changes nothing', async () => {
    const { orderId } = await book();
    const form = await checkout(orderId, 'full');
    await postForm(form);
    const forged = await payhere.notify(form.fields.order_id, 2, { forge: true });
    expect(forged.status).toBe(400);
    expect(JSON.parse(forged.body).error).toMatch(/md5sig does not match/);
    expect((await payhere.notify(form.fields.order_id, 2, { amount: '1.00' })).status).toBe(400);
    expect((await payhere.notify(form.fields.order_id, 2, { currency: 'USD' })).status).toBe(400);
    const bare = await t().http.post('/api/payments/payhere/notify').type('form').send({ order_id: form.fields.order_id }).expect(400);
    expect(bare.body.error).toMatch(/lacks merchant_id/);
    const after = await paymentsOf(orderId);
    expect(after).toEqual(expect.objectContaining({ amountPaid: 0, amountDue: 3500.5 }));
    expect(after.payments.map((p: { status: string }) => p.status)).toEqual(['pending']);
  });

  it('the same notification three times, and ten at once, records one payment', async () => {
    const { orderId } = await book();
    const form = await checkout(orderId, 'full');
    await postForm(form);
    for (let n = 0; n < 3; n++) expect((await payhere.notify(form.fields.order_id, 2, { paymentId: '320027150777' })).status).toBe(200);
    expect((await paymentsOf(orderId)).amountPaid).toBe(3500.5);
    const { orderId: other } = await book();
    const second = await checkout(other, 'deposit');
    await postForm(second);
    const responses = await Promise.all(Array.from({ length: 10 }, () => payhere.notify(second.fields.order_id, 2, { paymentId: '320027150888' })));
    expect(responses.map((a) => a.status)).toEqual(Array(10).fill(200));
    const after = await paymentsOf(other);
    expect(after.amountPaid).toBe(2000);
    expect(after.payments).toHaveLength(1);
    // Older news (pending, cancelled) after the success changes nothing.
    await payhere.notify(second.fields.order_id, 0);
    await payhere.notify(second.fields.order_id, -1);
    expect((await paymentsOf(other)).payments[0].status).toBe('paid');
  });

  it('a cancelled or failed payment counts nothing; a charge-back takes the money back off', async () => {
    const { orderId } = await book();
    const form = await checkout(orderId, 'full');
    await postForm(form);
    await payhere.notify(form.fields.order_id, -2);
    expect(await paymentsOf(orderId)).toEqual(expect.objectContaining({ amountPaid: 0, payments: [expect.objectContaining({ status: 'failed' })] }));
    await payhere.notify(form.fields.order_id, 2);
    expect((await paymentsOf(orderId)).amountPaid).toBe(3500.5);
    await payhere.notify(form.fields.order_id, -3);
    expect(await paymentsOf(orderId)).toEqual(expect.objectContaining({ amountPaid: 0, amountDue: 3500.5, payments: [expect.objectContaining({ status: 'charged-back' })] }));
  });

  it('an unpaid pay-now booking is released after the hold, and a late success is refunded through PayHere', async () => {
    const { key, orderId } = await book();
    const form = await checkout(orderId, 'full');
    expect(Date.parse(form.payBy!) - Date.now()).toBeLessThanOrEqual(3_000);
    await postForm(form);
    const deadline = Date.now() + 15_000;
    let status = 'Pending';
    while (status === 'Pending' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await paymentsOf(orderId)).status;
    }
    expect(status).toBe('Expired');
    // Its unit is free again: someone else can book it.
    await t().http.post('/api/orders').set(t().auth('admin')).send({ orderedItems: [{ key, qty: 1 }], startingDate: day(10), endingDate: day(11) }).expect(201);
    await t().http.post(`/api/orders/${orderId}/payments/checkout`).set(t().auth('customer')).send({ plan: 'full' }).expect(409);
    const mails = (await t().http.get('/api/admin/outbox?limit=100').set(t().auth('admin')).expect(200)).body.data.filter((m: { kind: string; orderId: string }) => m.kind === 'payment-failed' && m.orderId === orderId);
    expect(mails).toEqual([expect.objectContaining({ subject: `The time to pay for ${orderId} has passed` })]);
    expect((await payhere.notify(form.fields.order_id, 2, { paymentId: '320027159901' })).status).toBe(200);
    const late = await paymentsOf(orderId);
    expect(late.amountPaid).toBe(0);
    expect(late.payments).toEqual([
      expect.objectContaining({ kind: 'rental', status: 'paid', amount: 3500.5, attention: null }),
      expect.objectContaining({ kind: 'refund', provider: 'payhere', status: 'paid', amount: 3500.5, refundOf: late.payments[0]._id, note: `Paid after booking ${orderId} was Expired: refunded automatically` }),
    ]);
    expect(payhere.refunds.filter((r) => r.paymentId === '320027159901')).toEqual([{ paymentId: '320027159901', amountCents: 350050, description: expect.stringContaining('refunded automatically') }]);
    // The same late notification again refunds nothing more.
    await payhere.notify(form.fields.order_id, 2, { paymentId: '320027159901' });
    expect((await paymentsOf(orderId)).payments).toHaveLength(2);
  });

  it('a paid booking cancelled gets its money back through PayHere (OAuth token, then the refund call)', async () => {
    const { orderId } = await book();
    const form = await checkout(orderId, 'deposit');
    await postForm(form);
    await payhere.notify(form.fields.order_id, 2, { paymentId: '320027152001' });
    const cancelled = (await t().http.put(`/api/orders/${orderId}/cancel`).set(t().auth('customer')).expect(200)).body.order;
    expect(cancelled).toEqual(expect.objectContaining({ status: 'Cancelled', amountPaid: 0 }));
    expect(cancelled.payments[1]).toEqual(expect.objectContaining({ kind: 'refund', provider: 'payhere', status: 'paid', amount: 2000, note: `Booking ${orderId} was cancelled` }));
    expect(payhere.refunds.filter((r) => r.paymentId === '320027152001')).toEqual([{ paymentId: '320027152001', amountCents: 200000, description: `Booking ${orderId} was cancelled` }]);
    // Nothing is left for the sweep to flag: the money went back.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await paymentsOf(orderId)).payments.map((p: { attention: string | null }) => p.attention)).toEqual([null, null]);
    const mails = (await t().http.get('/api/admin/outbox?limit=100').set(t().auth('admin')).expect(200)).body.data.filter((m: { kind: string; orderId: string }) => m.kind === 'refund-sent' && m.orderId === orderId);
    const mail = (await t().http.get(`/api/admin/outbox/${mails[0].id}`).set(t().auth('admin')).expect(200)).body;
    expect(mail.text).toContain('We sent Rs 2,000.00 back');
    expect(mail.text).toContain('Refund via PayHere (sent): -Rs 2,000.00');
  });

  it('part of the deposit refunded at return goes back through PayHere; a refused refund stays visible and is retried once', async () => {
    const { orderId } = await book();
    const form = await checkout(orderId, 'full');
    await postForm(form);
    await payhere.notify(form.fields.order_id, 2, { paymentId: '320027153001' });
    await t().http.put(`/api/orders/status/${orderId}`).set(t().auth('staff')).send({ status: 'approved' }).expect(200);
    await t().http.put(`/api/orders/${orderId}/pickup`).set(t().auth('staff')).send({ early: true }).expect(200);
    payhere.refuseRefunds = 'Refunds are paused for this merchant';
    const returned = (await t().http.put(`/api/orders/${orderId}/return`).set(t().auth('staff')).send({ depositRefunded: 1200, depositRefundReason: 'Scratched fader' }).expect(200)).body.order;
    const failed = returned.payments[1];
    expect(failed).toEqual(expect.objectContaining({ kind: 'refund', provider: 'payhere', status: 'failed', amount: 1200, attention: 'Refund not sent: PayHere refused the refund: Refunds are paused for this merchant' }));
    expect(returned).toEqual(expect.objectContaining({ amountPaid: 3500.5, amountDue: -1200, depositRefunded: 1200 }));
    expect(payhere.refunds.filter((r) => r.paymentId === '320027153001')).toEqual([]);
    // The customer cannot retry; staff can once PayHere takes it.
    await t().http.post(`/api/orders/${orderId}/payments/${failed._id}/retry`).set(t().auth('customer')).expect(403);
    payhere.refuseRefunds = null;
    const retried = (await t().http.post(`/api/orders/${orderId}/payments/${failed._id}/retry`).set(t().auth('staff')).expect(200)).body;
    expect(retried).toEqual(expect.objectContaining({ amountPaid: 2300.5, amountDue: 0 }));
    expect(retried.payments[1]).toEqual(expect.objectContaining({ status: 'paid', attention: null, reference: expect.any(String) }));
    const again = await t().http.post(`/api/orders/${orderId}/payments/${failed._id}/retry`).set(t().auth('staff')).expect(409);
    expect(again.body.error).toMatch(/already sent/);
    expect(payhere.refunds.filter((r) => r.paymentId === '320027153001')).toEqual([{ paymentId: '320027153001', amountCents: 120000, description: `Deposit of ${orderId} refunded in part: Scratched fader` }]);
    await t().http.post(`/api/orders/${orderId}/payments/999999/retry`).set(t().auth('staff')).expect(404);
    // The invoice lists the payment and the refund, and what is due.
    const pdf = await t().http.get(`/api/orders/${orderId}/invoice`).set(t().auth('staff')).buffer(true).parse(binary).expect(200);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Payment via PayHere, rental (received)');
    expect(text).toContain('Refund via PayHere (sent)');
    expect(text).toMatch(/Amount due\s*Rs 0\.00/);
  });

  it('staff record the rest in cash at pick-up, never more than is due', async () => {
    const { orderId } = await book();
    const form = await checkout(orderId, 'deposit');
    await postForm(form);
    await payhere.notify(form.fields.order_id, 2);
    await t().http.put(`/api/orders/status/${orderId}`).set(t().auth('staff')).send({ status: 'approved' }).expect(200);
    const tooMuch = await t().http.post(`/api/orders/${orderId}/payments/cash`).set(t().auth('staff')).send({ amount: 1500.51 }).expect(400);
    expect(tooMuch.body.error).toBe(`amount cannot be more than what is still due on ${orderId} (Rs 1,500.50)`);
    expect((await t().http.post(`/api/orders/${orderId}/payments/cash`).set(t().auth('staff')).send({ amount: -1 }).expect(400)).body.error).toBe('amount must be more than 0');
    const res = await t().http.post(`/api/orders/${orderId}/payments/cash`).set(t().auth('staff')).send({ amount: 1500.5 }).expect(201);
    expect(res.body).toEqual(expect.objectContaining({ amountPaid: 3500.5, amountDue: 0 }));
    expect(res.body.payments.map((p: { kind: string; provider: string }) => `${p.kind} ${p.provider}`)).toEqual(['deposit payhere', 'balance cash']);
    await t().http.post(`/api/orders/${orderId}/payments/cash`).set(t().auth('customer')).send({ amount: 1 }).expect(403);
  });

  it("refuses bad checkout requests with a clear 4xx, and someone else's order as not found", async () => {
    const { orderId } = await book();
    expect((await t().http.post(`/api/orders/${orderId}/payments/checkout`).set(t().auth('customer')).send({ plan: 'all' }).expect(400)).body.error).toBe("plan must be 'full' or 'deposit'");
    expect((await t().http.post(`/api/orders/${orderId}/payments/checkout`).set(t().auth('customer')).send({ plan: 'full', amount: 1 }).expect(400)).body.error).toEqual(expect.any(String));
    await t().http.post('/api/orders/ORD99999/payments/checkout').set(t().auth('customer')).send({ plan: 'full' }).expect(404);
    await t().http.get(`/api/orders/${orderId}/payments`).set(t().auth('staff')).expect(200);
    const stranger = await t().http.post('/api/users').send({ email: 'stranger@test.local', password: 'stranger-pass', firstName: 'Stan', lastName: 'Ger', address: '3 Lane', phone: '0770000000' }).expect(201);
    await t().http.get(`/api/orders/${orderId}/payments`).set({ Authorization: `Bearer ${stranger.body.token}` }).expect(404);
    // A form body is read by the notification route only.
    await t().http.post('/api/orders/quote').type('form').send({ startingDate: day(1) }).expect(400);
  });
});

describe('payments without provider settings', () => {
  const t = useTestApp();

  it('offers pay at pickup only, and refuses online checkout', async () => {
    expect((await t().http.get('/api/payments/options').expect(200)).body).toEqual({ online: false, provider: null, plans: ['pickup'], currency: 'LKR', holdMinutes: 30, checkoutUrl: null });
    const key = 'PICKUP-ONLY';
    await t().http.post('/api/products').set(t().auth('admin')).send({ key, name: 'Mixer', price: 100, stock: 1, category: 'audio', dimensions: '1 m', description: 'Gear' }).expect(201);
    const { orderId } = (await t().http.post('/api/orders').set(t().auth('customer')).send({ orderedItems: [{ key, qty: 1 }], startingDate: day(3), endingDate: day(4) }).expect(201)).body.order;
    expect((await t().http.post(`/api/orders/${orderId}/payments/checkout`).set(t().auth('customer')).send({ plan: 'full' }).expect(409)).body.error).toBe('This shop does not take payments online: pay at pickup');
    expect((await t().http.post('/api/payments/payhere/notify').type('form').send({ order_id: 'x' }).expect(400)).body.error).toBe('This shop does not take payments through payhere');
  });
});
