import { formatDay } from '@rental/money-days/days';
import { binary, day, fridayAfter, pdfText } from './support/paperwork.js';
import { useTestApp } from './support/test-app.js';

let unique = 0;

describe('pricing and paperwork: duration rates, deposits, tax, late fees, extensions, invoices', () => {
  // 18% tax (GST) and late days at 1.5 × the day rate.
  const t = useTestApp({ TAX_RATE_PERCENT: '18', LATE_FEE_MULTIPLIER: '1.5', SHOP_NAME: 'Test Sound & Light', SHOP_ADDRESS: '1 Test Road, Colombo' });
  let other: { Authorization: string };

  beforeAll(async () => {
    const registered = await t()
      .http.post('/api/users')
      .send({ email: 'other@test.local', password: 'other-pass-1', firstName: 'Olu', lastName: 'Other', address: '3 Side St', phone: '0771112223' })
      .expect(201);
    other = { Authorization: `Bearer ${registered.body.token}` };
  });

  /** Rs 1000 a day, Rs 2500 a weekend, Rs 5000 a week, Rs 5000 deposit per unit, unless `extra` says otherwise. */
  const product = async (extra: Record<string, unknown> = {}) => {
    const key = `RATE-${++unique}`;
    const res = await t()
      .http.post('/api/products')
      .set(t().auth('admin'))
      .send({ key, name: `Line Array ${unique}`, price: 1000, weekendPrice: 2500, weekPrice: 5000, deposit: 5000, stock: 10, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Pricing test gear', ...extra })
      .expect(201);
    return res.body.product as { key: string; name: string; price: number; weekendPrice?: number; weekPrice?: number; deposit: number };
  };
  const cart = (key: string, qty: number, startingDate: string, endingDate: string) => ({ orderedItems: [{ key, qty }], days: 1, startingDate, endingDate });
  const quote = (body: object) => t().http.post('/api/orders/quote').send(body);
  const book = async (body: object, headers = t().auth('customer')) => {
    const res = await t().http.post('/api/orders').set(headers).send(body);
    expect(`${res.status} ${JSON.stringify(res.body.error ?? '')}`).toBe('201 ""');
    return res.body.order;
  };
  const admin = () => t().auth('admin');

  describe('products', () => {
    it('keep weekend and week rates and a deposit, and clear a rate with null', async () => {
      const gear = await product();
      expect(gear).toEqual(expect.objectContaining({ price: 1000, weekendPrice: 2500, weekPrice: 5000, deposit: 5000 }));
      const updated = await t().http.put(`/api/products/${gear.key}`).set(admin()).send({ weekPrice: null, deposit: 1234.5 }).expect(200);
      expect(updated.body.product.weekPrice).toBeUndefined();
      expect(updated.body.product).toEqual(expect.objectContaining({ weekendPrice: 2500, deposit: 1234.5 }));
      const plain = await product({ weekendPrice: undefined, weekPrice: undefined, deposit: undefined });
      expect(plain.deposit).toBe(0);
      expect(plain.weekendPrice).toBeUndefined();
    });

    it('refuse a negative or over-precise rate with a clear 400', async () => {
      const gear = await product();
      const res = await t().http.put(`/api/products/${gear.key}`).set(admin()).send({ weekendPrice: -1 }).expect(400);
      expect(res.body.error).toBe('Weekend price cannot be negative');
      const res2 = await t().http.put(`/api/products/${gear.key}`).set(admin()).send({ deposit: 1.234 }).expect(400);
      expect(res2.body.error).toBe('Deposit must be a number of rupees with at most 2 decimals');
    });
  });

  describe('quotes', () => {
    it.each([
      ['a weekend (Friday to Monday)', '2026-12-04', '2026-12-07', 3, '1 weekend', 2500],
      ['three weekdays', '2026-12-01', '2026-12-04', 3, '3 days', 3000],
      ['a range across a weekend', '2026-12-02', '2026-12-07', 5, '1 weekend + 2 days', 4500],
      ['7 days', '2026-12-01', '2026-12-08', 7, '1 week', 5000],
      ['8 days', '2026-12-01', '2026-12-09', 8, '1 week + 1 day', 6000],
      ['9 days', '2026-12-01', '2026-12-10', 9, '1 week + 2 days', 7000],
      ['14 days', '2026-12-01', '2026-12-15', 14, '2 weeks', 10000],
      ['15 days', '2026-12-01', '2026-12-16', 15, '2 weeks + 1 day', 11000],
    ])('charge %s as the cheapest mix', async (_what, start, end, days, breakdown, perUnit) => {
      const gear = await product();
      const res = await quote(cart(gear.key, 2, start, end)).expect(200);
      const subtotal = perUnit * 2;
      const tax = Math.round(subtotal * 18) / 100;
      expect(res.body).toEqual({
        total: subtotal + tax,
        subtotal,
        taxRate: 18,
        tax,
        deposit: 10000,
        amountDue: subtotal + tax + 10000,
        days,
        lines: [
          { key: gear.key, name: gear.name, price: 1000, weekendPrice: 2500, weekPrice: 5000, qty: 2, days, breakdown, amount: subtotal, lineTotal: subtotal, deposit: 10000, available: 10 },
        ],
      });
    });

    it('rounds tax to the paisa, half up, on the rental charges only', async () => {
      // 18% of Rs 0.25 is 0.045: 0.05. Of Rs 0.24 it is 0.0432: 0.04. Deposits are never taxed.
      const quarter = await product({ price: 0.25, weekendPrice: null, weekPrice: null, deposit: 100 });
      const res = await quote(cart(quarter.key, 1, '2026-12-01', '2026-12-02')).expect(200);
      expect(res.body).toEqual(expect.objectContaining({ subtotal: 0.25, tax: 0.05, total: 0.3, deposit: 100, amountDue: 100.3 }));
      expect(res.text).toContain('"tax":0.05,');
      const less = await product({ price: 0.24, weekendPrice: null, weekPrice: null, deposit: 0 });
      expect((await quote(cart(less.key, 1, '2026-12-01', '2026-12-02')).expect(200)).body).toEqual(expect.objectContaining({ tax: 0.04, total: 0.28, amountDue: 0.28 }));
    });

    it('returns the new price after a rate changes (the read cache is emptied by the write)', async () => {
      const gear = await product();
      const body = cart(gear.key, 1, '2026-12-01', '2026-12-08');
      expect((await quote(body).expect(200)).body.subtotal).toBe(5000);
      await t().http.put(`/api/products/${gear.key}`).set(admin()).send({ weekPrice: 4000 }).expect(200);
      expect((await quote(body).expect(200)).body.subtotal).toBe(4000);
    });

    it('still refuses a client-sent total', async () => {
      const gear = await product();
      const res = await quote({ ...cart(gear.key, 1, '2026-12-01', '2026-12-08'), total: 1 }).expect(400);
      expect(res.body.error).toBe('total is not an accepted field');
    });

    it('as a PDF: public, with the breakdown and the same figures', async () => {
      const gear = await product();
      const res = await t().http.post('/api/orders/quote/pdf').send(cart(gear.key, 2, '2026-12-01', '2026-12-10')).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = await pdfText(res.body as Buffer);
      expect(text).toContain('Test Sound & Light');
      expect(text).toContain('Quote');
      expect(text).toContain('1 week + 2 days');
      // 2 × 7000 = 14000; tax 2520; total 16520; deposit 10000; due 26520.
      for (const figure of ['Rs 14,000.00', 'Rs 2,520.00', 'Rs 16,520.00', 'Rs 10,000.00', 'Rs 26,520.00']) expect(text).toContain(figure);
      const bad = await t().http.post('/api/orders/quote/pdf').send(cart('NO-SUCH', 1, '2026-12-01', '2026-12-10')).expect(400);
      expect(bad.body.error).toBe('These products do not exist: NO-SUCH');
    });
  });

  describe('orders', () => {
    it('store the figures of the quote; the invoice shows them to the customer and staff, not to anyone else', async () => {
      const gear = await product();
      const from = fridayAfter(10);
      const body = cart(gear.key, 2, day(from), day(from + 9));
      const quoted = (await quote(body).expect(200)).body;
      const order = await book(body);
      expect(order).toEqual(
        expect.objectContaining({ totalAmount: quoted.total, subtotal: quoted.subtotal, tax: quoted.tax, taxRate: 18, deposit: 10000, amountDue: quoted.amountDue, lateFee: 0, depositRefunded: null }),
      );
      expect(order.orderedItems[0]).toEqual(expect.objectContaining({ quantity: 2, breakdown: quoted.lines[0].breakdown, amount: quoted.lines[0].amount, deposit: 10000 }));
      // Friday + 9 days: Fri-Sun as a weekend... or a week + 2 days, whichever is cheaper: 7000 < 2500 + 6000.
      expect(quoted.lines[0].breakdown).toBe('1 week + 2 days');

      const invoice = (headers: Record<string, string>) => t().http.get(`/api/orders/${order.orderId}/invoice`).set(headers);
      // Pending, it is a booking confirmation (money-told.e2e-spec.ts); approved, the invoice.
      await t().http.put(`/api/orders/status/${order.orderId}`).set(admin()).send({ status: 'approved' }).expect(200);
      const own = await invoice(t().auth('customer')).buffer(true).parse(binary).expect(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toBe(`attachment; filename="invoice-${order.orderId}.pdf"`);
      const text = await pdfText(own.body as Buffer);
      for (const expected of ['Test Sound & Light', '1 Test Road, Colombo', 'Invoice', order.orderId, 'Cara Tester', 'customer@test.local', formatDay(day(from)), formatDay(day(from + 9)), '1 week + 2 days', 'Rs 14,000.00', 'Tax (18%)', 'Rs 2,520.00', 'Rs 16,520.00', 'Rs 10,000.00', 'Rs 26,520.00']) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain('Late fee');
      await invoice(admin()).expect(200);
      expect((await invoice(other).expect(404)).body.error).toBe(`No order has the id ${order.orderId}`);
      await t().http.get(`/api/orders/${order.orderId}/invoice`).expect(401);
      await t().http.get('/api/orders/ORD99999/invoice').set(admin()).expect(404);
    });

    it('charge late days at the return, with tax on the fee, and keep part of the deposit only with a reason', async () => {
      const gear = await product({ deposit: 2000 });
      // A same-day rental yesterday: returned today, one day late.
      const order = await book(cart(gear.key, 2, day(-1), day(-1)));
      expect(order).toEqual(expect.objectContaining({ subtotal: 2000, tax: 360, totalAmount: 2360, deposit: 4000, amountDue: 6360 }));
      await t().http.put(`/api/orders/status/${order.orderId}`).set(admin()).send({ status: 'approved' }).expect(200);
      await t().http.put(`/api/orders/${order.orderId}/pickup`).set(admin()).expect(200);
      const giveBack = (body: object) => t().http.put(`/api/orders/${order.orderId}/return`).set(admin()).send(body);
      expect((await giveBack({ depositRefunded: 3000 }).expect(400)).body.error).toBe('Give a reason (depositRefundReason) when part of the deposit is kept');
      expect((await giveBack({ depositRefunded: 4000.01, depositRefundReason: 'x' }).expect(400)).body.error).toBe(
        `depositRefunded cannot be more than the deposit of ${order.orderId} (Rs 4,000.00)`,
      );
      expect((await giveBack({ depositRefunded: -1 }).expect(400)).body.error).toBe('depositRefunded cannot be negative');
      const returned = (await giveBack({ depositRefunded: 3000, depositRefundReason: 'Cracked grille' }).expect(200)).body.order;
      // 1 late day × Rs 1000 × 2 units × 1.5 = 3000; tax 18% of (2000 + 3000) = 900; total 5900.
      expect(returned).toEqual(
        expect.objectContaining({ lateDays: 1, lateFee: 3000, subtotal: 2000, tax: 900, totalAmount: 5900, deposit: 4000, amountDue: 6900, depositRefunded: 3000, depositRefundReason: 'Cracked grille' }),
      );
      const listed = (await t().http.get('/api/orders').set(t().auth('customer')).expect(200)).body.find((o: { orderId: string }) => o.orderId === order.orderId);
      expect(listed).toEqual(expect.objectContaining({ lateFee: 3000, totalAmount: 5900, depositRefunded: 3000 }));
      const text = await pdfText((await t().http.get(`/api/orders/${order.orderId}/invoice`).set(t().auth('customer')).buffer(true).parse(binary).expect(200)).body as Buffer);
      for (const expected of ['Late fee (1 day)', 'Rs 3,000.00', 'Rs 900.00', 'Rs 5,900.00', 'Deposit refunded', 'Cracked grille']) expect(text).toContain(expected);
    });

    it('refund the whole deposit when staff say nothing, and charge no late fee on time', async () => {
      // Day rates only: three days from today cost 3000 whichever weekday today is (a weekend rate would change it).
      const gear = await product({ weekendPrice: undefined, weekPrice: undefined });
      const order = await book(cart(gear.key, 1, day(0), day(3)));
      await t().http.put(`/api/orders/status/${order.orderId}`).set(admin()).send({ status: 'approved' }).expect(200);
      await t().http.put(`/api/orders/${order.orderId}/pickup`).set(admin()).expect(200);
      const returned = (await t().http.put(`/api/orders/${order.orderId}/return`).set(admin()).expect(200)).body.order;
      expect(returned).toEqual(expect.objectContaining({ lateDays: 0, lateFee: 0, subtotal: 3000, tax: 540, totalAmount: 3540, depositRefunded: 5000, depositRefundReason: null }));
    });
  });

  describe('extending a booking', () => {
    it('moves the end date when the units are free, prices the difference, and responds 409 with shortages when not', async () => {
      const gear = await product({ stock: 1 });
      const from = fridayAfter(20);
      // Fri → Mon: one weekend (2500). Someone else books from the Wednesday after.
      const mine = await book(cart(gear.key, 1, day(from), day(from + 3)));
      expect(mine.orderedItems[0].breakdown).toBe('1 weekend');
      await book(cart(gear.key, 1, day(from + 5), day(from + 7)), other);
      const extend = (endingDate: string, headers = t().auth('customer'), orderId = mine.orderId) => t().http.put(`/api/orders/${orderId}/extend`).set(headers).send({ endingDate });

      // To Wednesday: weekend + 2 days = 4500, 2000 more before tax, 2360 with it.
      const extended = await extend(day(from + 5)).expect(200);
      expect(extended.body.message).toBe(`Booking ${mine.orderId} now ends on ${day(from + 5)}`);
      expect(extended.body.priceDifference).toBe(2360);
      expect(extended.body.order).toEqual(expect.objectContaining({ endingDate: day(from + 5), days: 5, subtotal: 4500, tax: 810, totalAmount: 5310, deposit: 5000 }));
      expect(extended.body.order.orderedItems[0].breakdown).toBe('1 weekend + 2 days');

      const clash = await extend(day(from + 6)).expect(409);
      expect(clash.body).toEqual({
        error: `No ${gear.name} available from ${day(from + 5)} to ${day(from + 6)}`,
        statusCode: 409,
        shortages: [{ key: gear.key, name: gear.name, requested: 1, available: 0 }],
      });
      expect((await extend(day(from + 4)).expect(400)).body.error).toBe(`The new end date must be after the current end date, ${day(from + 5)}`);
      expect((await extend(day(from + 9), other).expect(404)).body.error).toBe(`No order has the id ${mine.orderId}`);
      expect((await extend('2026-02-30').expect(400)).body.error).toBe('endingDate 2026-02-30 is not a real calendar date');
      // The order is unchanged by the refusals.
      const listed = (await t().http.get('/api/orders').set(t().auth('customer')).expect(200)).body.find((o: { orderId: string }) => o.orderId === mine.orderId);
      expect(listed).toEqual(expect.objectContaining({ endingDate: day(from + 5), totalAmount: 5310 }));
    });

    it('is refused for a cancelled booking', async () => {
      const gear = await product();
      const order = await book(cart(gear.key, 1, day(30), day(31)));
      await t().http.put(`/api/orders/${order.orderId}/cancel`).set(t().auth('customer')).expect(200);
      const res = await t().http.put(`/api/orders/${order.orderId}/extend`).set(t().auth('customer')).send({ endingDate: day(33) }).expect(409);
      expect(res.body.error).toBe(`Only a Pending or approved booking can be extended; ${order.orderId} is Cancelled`);
    });
  });
});
