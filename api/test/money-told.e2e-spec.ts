import { binary, day, fridayAfter, pdfText } from './support/paperwork.js';
import { useTestApp } from './support/test-app.js';

// The money a customer is told. A Pending booking's PDF is a booking
// confirmation, not an invoice; an extension's price is shown before it is done, priced by the
// server exactly as the extension itself prices it.

let unique = 0;

describe("the money a customer is told: a Pending booking's paperwork and an extension's price before it is done", () => {
  // 18% tax, so every figure differs from the rental charges alone.
  const t = useTestApp({ TAX_RATE_PERCENT: '18' });
  let other: { Authorization: string };

  beforeAll(async () => {
    const registered = await t()
      .http.post('/api/users')
      .send({ email: 'someone-else@test.local', password: 'other-pass-1', firstName: 'Sam', lastName: 'Else', address: '4 Side St', phone: '0771112224' })
      .expect(201);
    other = { Authorization: `Bearer ${registered.body.token}` };
  });

  /** Rs 1000 a day, Rs 2500 a weekend, Rs 5000 a week, Rs 5000 deposit per unit. */
  const product = async (extra: Record<string, unknown> = {}) => {
    const key = `TOLD-${++unique}`;
    const res = await t()
      .http.post('/api/products')
      .set(t().auth('admin'))
      .send({ key, name: `Told Speaker ${unique}`, price: 1000, weekendPrice: 2500, weekPrice: 5000, deposit: 5000, stock: 1, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Money test gear', ...extra })
      .expect(201);
    return res.body.product as { key: string; name: string };
  };
  const cart = (key: string, startingDate: string, endingDate: string) => ({ orderedItems: [{ key, qty: 1 }], days: 1, startingDate, endingDate });
  const book = async (body: object, headers = t().auth('customer')) => {
    const res = await t().http.post('/api/orders').set(headers).send(body);
    expect(`${res.status} ${JSON.stringify(res.body.error ?? '')}`).toBe('201 ""');
    return res.body.order as { orderId: string; totalAmount: number; amountDue: number; endingDate: string; days: number };
  };
  const paperwork = (orderId: string, headers = t().auth('customer')) => t().http.get(`/api/orders/${orderId}/invoice`).set(headers).buffer(true).parse(binary);
  const quoteExtension = (orderId: string, endingDate: string, headers = t().auth('customer')) => t().http.post(`/api/orders/${orderId}/extension-quote`).set(headers).send({ endingDate });
  const listed = async (orderId: string) => ((await t().http.get('/api/orders').set(t().auth('customer')).expect(200)).body as { orderId: string }[]).find((o) => o.orderId === orderId);

  describe("an order's PDF", () => {
    it('is a booking confirmation while Pending (not an invoice), with the amount due and the deposit', async () => {
      const gear = await product();
      // Three weekdays: 3 × 1000 = 3000, tax 540, total 3540, deposit 5000, due 8540.
      const order = await book(cart(gear.key, day(40), day(43)));
      const res = await paperwork(order.orderId).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-confirmation-${order.orderId}.pdf"`);
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain('Booking confirmation');
      expect(text).toContain('Not an invoice: the shop has not approved this booking yet.');
      expect(text).not.toContain('Invoice');
      expect(text).toContain('Status: Pending');
      for (const figure of ['Total', 'Rs 3,540.00', 'Deposit (refundable)', 'Rs 5,000.00', 'Amount due', 'Rs 8,540.00']) expect(text).toContain(figure);
    });

    it('is the invoice once the shop approves the booking', async () => {
      const gear = await product();
      const order = await book(cart(gear.key, day(50), day(52)));
      await t().http.put(`/api/orders/status/${order.orderId}`).set(t().auth('admin')).send({ status: 'approved' }).expect(200);
      const res = await paperwork(order.orderId).expect(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.orderId}.pdf"`);
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain('Invoice');
      expect(text).not.toContain('Booking confirmation');
      expect(text).not.toContain('Not an invoice');
      expect(text).toContain('Status: approved');
    });

    it.each([
      ['Cancelled', 'Cancelled booking', 'cancelled-booking', 'this booking was cancelled'],
      ['Rejected', 'Rejected booking', 'rejected-booking', 'the shop could not accept this booking'],
    ])('is not an invoice once %s: titled %s, with nothing due', async (status, title, file, why) => {
      const gear = await product();
      const order = await book(cart(gear.key, day(80), day(81)));
      if (status === 'Cancelled') await t().http.put(`/api/orders/${order.orderId}/cancel`).set(t().auth('customer')).expect(200);
      else await t().http.put(`/api/orders/status/${order.orderId}`).set(t().auth('admin')).send({ status: 'Rejected' }).expect(200);
      for (const headers of [t().auth('customer'), t().auth('staff')]) {
        const res = await paperwork(order.orderId, headers).expect(200);
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}-${order.orderId}.pdf"`);
        const text = await pdfText(res.body as Buffer);
        expect(text).toContain(title);
        expect(text).toContain(`Not an invoice: ${why}. Nothing is due.`);
        expect(text).not.toContain('Invoice');
        expect(text).not.toContain('Amount due');
        expect(text).toContain(`Status: ${status}`);
      }
    });

    it('is a booking confirmation for staff too while Pending', async () => {
      const gear = await product();
      const order = await book(cart(gear.key, day(60), day(61)));
      const res = await paperwork(order.orderId, t().auth('staff')).expect(200);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="booking-confirmation-${order.orderId}.pdf"`);
      expect(await pdfText(res.body as Buffer)).toContain('Booking confirmation');
    });
  });

  describe('POST /api/orders/{orderId}/extension-quote', () => {
    it('returns the new days, figures and difference before anything changes, and the extension then charges exactly that', async () => {
      const gear = await product();
      const from = fridayAfter(70);
      // Fri → Mon: one weekend, 2500; tax 450; total 2950; deposit 5000.
      const order = await book(cart(gear.key, day(from), day(from + 3)));
      expect(order).toEqual(expect.objectContaining({ totalAmount: 2950, amountDue: 7950, days: 3 }));

      // To Wednesday: a weekend + 2 days = 4500; tax 810; total 5310; 2360 more.
      const quoted = await quoteExtension(order.orderId, day(from + 5)).expect(200);
      expect(quoted.body).toEqual({
        orderId: order.orderId,
        startingDate: day(from),
        endingDate: day(from + 5),
        days: 5,
        currentEndingDate: day(from + 3),
        currentDays: 3,
        currentTotalAmount: 2950,
        subtotal: 4500,
        taxRate: 18,
        tax: 810,
        totalAmount: 5310,
        priceDifference: 2360,
        deposit: 5000,
        amountDue: 10310,
        lines: [{ key: gear.key, name: gear.name, quantity: 1, breakdown: '1 weekend + 2 days', amount: 4500 }],
      });

      // Asking changed nothing: the order, and its history (no 'extended' entry).
      expect(await listed(order.orderId)).toEqual(expect.objectContaining({ endingDate: day(from + 3), days: 3, totalAmount: 2950 }));
      const history = async () => (await t().http.get(`/api/admin/audit?entityType=order&entityId=${order.orderId}`).set(t().auth('admin')).expect(200)).body.data as { action: string }[];
      expect((await history()).map((entry) => entry.action)).toEqual(['created']);

      // The extension charges what the quote said.
      const extended = await t().http.put(`/api/orders/${order.orderId}/extend`).set(t().auth('customer')).send({ endingDate: day(from + 5) }).expect(200);
      expect(extended.body.priceDifference).toBe(quoted.body.priceDifference);
      expect(extended.body.order).toEqual(
        expect.objectContaining({ endingDate: day(from + 5), days: 5, subtotal: 4500, tax: 810, totalAmount: quoted.body.totalAmount, amountDue: quoted.body.amountDue }),
      );
      expect(extended.body.order.orderedItems[0].breakdown).toBe(quoted.body.lines[0].breakdown);

      // From the new end date on, the next quote starts from the new figures.
      const further = await quoteExtension(order.orderId, day(from + 7)).expect(200);
      // Fri + 7 days: one week, 5000; tax 900; total 5900; 590 more than 5310.
      expect(further.body).toEqual(expect.objectContaining({ currentEndingDate: day(from + 5), currentTotalAmount: 5310, days: 7, subtotal: 5000, totalAmount: 5900, priceDifference: 590 }));
    });

    it('refuses what the extension would refuse, with the same responses', async () => {
      const gear = await product();
      const from = fridayAfter(90);
      const order = await book(cart(gear.key, day(from), day(from + 3)));
      // Someone else holds the only unit from the Wednesday after.
      await book(cart(gear.key, day(from + 5), day(from + 7)), other);

      const clash = await quoteExtension(order.orderId, day(from + 6)).expect(409);
      expect(clash.body).toEqual({
        error: `No ${gear.name} available from ${day(from + 3)} to ${day(from + 6)}`,
        statusCode: 409,
        shortages: [{ key: gear.key, name: gear.name, requested: 1, available: 0 }],
      });
      expect((await quoteExtension(order.orderId, day(from + 3)).expect(400)).body.error).toBe(`The new end date must be after the current end date, ${day(from + 3)}`);
      expect((await quoteExtension(order.orderId, '2026-02-30').expect(400)).body.error).toBe('endingDate 2026-02-30 is not a real calendar date');
      expect((await t().http.post(`/api/orders/${order.orderId}/extension-quote`).set(t().auth('customer')).send({ endingDate: day(from + 4), total: 0 }).expect(400)).body.error).toBe(
        'total is not an accepted field',
      );
      // Someone else's booking does not exist for them; staff may ask about any.
      expect((await quoteExtension(order.orderId, day(from + 4), other).expect(404)).body.error).toBe(`No order has the id ${order.orderId}`);
      expect((await quoteExtension(order.orderId, day(from + 4), t().auth('staff')).expect(200)).body.days).toBe(4);
      expect((await quoteExtension('ORD99999', day(from + 4)).expect(404)).body.error).toBe('No order has the id ORD99999');
      await t().http.post(`/api/orders/${order.orderId}/extension-quote`).send({ endingDate: day(from + 4) }).expect(401);

      await t().http.put(`/api/orders/${order.orderId}/cancel`).set(t().auth('customer')).expect(200);
      expect((await quoteExtension(order.orderId, day(from + 4)).expect(409)).body.error).toBe(`Only a Pending or approved booking can be extended; ${order.orderId} is Cancelled`);
    });
  });
});
