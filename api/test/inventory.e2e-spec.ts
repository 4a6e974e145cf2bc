import { useTestApp } from './support/test-app.js';

/** The calendar date `offset` days from today (UTC), as the API reads dates. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

interface AvailabilityBody {
  key: string;
  stock: number;
  start: string;
  end: string;
  days: { date: string; free: number }[];
  free: number;
}

let unique = 0;

describe('inventory: stock, free units per day, shortages, cancelling and the staff lifecycle', () => {
  const t = useTestApp();
  let otherCustomer: { Authorization: string };

  beforeAll(async () => {
    const registered = await t()
      .http.post('/api/users')
      .send({ email: 'other@test.local', password: 'other-pass-1', firstName: 'Olu', lastName: 'Other', address: '3 Side St', phone: '0771112223' })
      .expect(201);
    otherCustomer = { Authorization: `Bearer ${registered.body.token}` };
  });

  /** A new product with its own key, so every test starts from an empty calendar. */
  const product = async (stock?: number, extra: Record<string, unknown> = {}) => {
    const key = `INV-${++unique}`;
    const body = { key, name: `Stage Light ${unique}`, price: 100, category: 'lights', dimensions: '1 x 1 x 1 m', description: 'Inventory test gear', ...extra };
    const res = await t()
      .http.post('/api/products')
      .set(t().auth('admin'))
      .send(stock === undefined ? body : { ...body, stock })
      .expect(201);
    return res.body.product as { key: string; name: string; stock: number };
  };
  const cart = (key: string, qty: number, from: number, to: number) => ({ orderedItems: [{ key, qty }], days: 1, startingDate: day(from), endingDate: day(to) });
  const book = (key: string, qty: number, from: number, to: number, headers = t().auth('customer')) => t().http.post('/api/orders').set(headers).send(cart(key, qty, from, to));
  const quote = (key: string, qty: number, from: number, to: number) => t().http.post('/api/orders/quote').send(cart(key, qty, from, to));
  const booked = async (key: string, qty: number, from: number, to: number, headers = t().auth('customer')) => {
    const res = await book(key, qty, from, to, headers);
    expect(`${res.status} ${JSON.stringify(res.body.error ?? '')}`).toBe('201 ""');
    return res.body.order.orderId as string;
  };
  const freeDays = async (key: string, from: number, to: number, headers: Record<string, string> = {}) => {
    const res = await t().http.get(`/api/products/${key}/availability?start=${day(from)}&end=${day(to)}`).set(headers).expect(200);
    return res.body as AvailabilityBody;
  };
  const free = async (key: string, from: number, to: number) => (await freeDays(key, from, to)).days.map((d) => d.free);
  const setStatus = (orderId: string, status: string) => t().http.put(`/api/orders/status/${orderId}`).set(t().auth('admin')).send({ status });
  const ordersOf = async (key: string) =>
    ((await t().http.get('/api/orders').set(t().auth('admin')).expect(200)).body as { orderId: string; status: string; orderedItems: { product: { key: string } }[] }[]).filter((o) =>
      o.orderedItems.some((line) => line.product.key === key),
    );

  describe('stock', () => {
    it('is 1 unless the admin says otherwise, and the admin can change it', async () => {
      expect((await product()).stock).toBe(1);
      const gear = await product(4);
      expect(gear.stock).toBe(4);
      const res = await t().http.put(`/api/products/${gear.key}`).set(t().auth('admin')).send({ stock: 0 }).expect(200);
      expect(res.body.product.stock).toBe(0);
      expect((await t().http.get(`/api/products/${gear.key}`).expect(200)).body.stock).toBe(0);
    });

    it.each([-1, 1.5, 10_000, '3', null])('refuses the stock %p with a 400 that says why, and changes nothing', async (stock) => {
      const gear = await product(2);
      const res = await t().http.put(`/api/products/${gear.key}`).set(t().auth('admin')).send({ stock }).expect(400);
      expect(res.body.error).toBe('Stock must be a whole number from 0 to 9999');
      expect((await t().http.get(`/api/products/${gear.key}`).expect(200)).body.stock).toBe(2);
    });
  });

  describe('days a booking holds (from the start date up to the return day)', () => {
    it('holds the start date up to the day before the end date', async () => {
      const gear = await product(2);
      await booked(gear.key, 1, 10, 13);
      const response = await freeDays(gear.key, 9, 15);
      expect(response).toEqual({
        key: gear.key,
        stock: 2,
        start: day(9),
        end: day(15),
        days: [9, 10, 11, 12, 13, 14].map((offset) => ({ date: day(offset), free: offset >= 10 && offset <= 12 ? 1 : 2 })),
        free: 1,
      });
    });

    it('lets a booking start on the day another ends (touching ranges), both ways', async () => {
      const gear = await product(1);
      await booked(gear.key, 1, 10, 13);
      await booked(gear.key, 1, 13, 15);
      await booked(gear.key, 1, 7, 10);
      expect(await free(gear.key, 7, 15)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    });

    it('a same-day rental holds its one day, and meets a booking covering that day', async () => {
      const gear = await product(1);
      await booked(gear.key, 1, 12, 12);
      expect(await free(gear.key, 11, 14)).toEqual([1, 0, 1]);
      const res = await book(gear.key, 1, 11, 13).expect(409);
      expect(res.body.error).toBe(`No ${gear.name} available from ${day(11)} to ${day(13)}`);
      await booked(gear.key, 1, 13, 13);
      await booked(gear.key, 1, 11, 12);
    });

    it('a same-day rental on 9999-12-31, the last date accepted, holds that day too', async () => {
      const gear = await product(1);
      const lastDay = { orderedItems: [{ key: gear.key, qty: 1 }], startingDate: '9999-12-31', endingDate: '9999-12-31' };
      await t().http.post('/api/orders').set(t().auth('customer')).send(lastDay).expect(201);
      const res = await t().http.post('/api/orders').set(t().auth('customer')).send(lastDay).expect(409);
      expect(res.body.error).toBe(`No ${gear.name} available from 9999-12-31 to 9999-12-31`);
      const response = await t().http.get(`/api/products/${gear.key}/availability?start=9999-12-31&end=9999-12-31`).expect(200);
      expect(response.body.days).toEqual([{ date: '9999-12-31', free: 0 }]);
    });

    it('refuses a partial overlap that needs more units than are left on one day', async () => {
      const gear = await product(3);
      await booked(gear.key, 2, 10, 13);
      const res = await book(gear.key, 2, 8, 11).expect(409);
      expect(res.body).toEqual({
        error: `Only 1 of ${gear.name} available from ${day(8)} to ${day(11)}`,
        statusCode: 409,
        shortages: [{ key: gear.key, name: gear.name, requested: 2, available: 1 }],
      });
      // One unit is still free on every day of that range.
      await booked(gear.key, 1, 8, 11);
      expect(await free(gear.key, 8, 13)).toEqual([2, 2, 0, 1, 1]);
    });

    it('the quote refuses the same shortage with the same 409, and tells how many are free when it fits', async () => {
      const gear = await product(3);
      await booked(gear.key, 2, 10, 13);
      const short = await quote(gear.key, 2, 12, 14).expect(409);
      expect(short.body.shortages).toEqual([{ key: gear.key, name: gear.name, requested: 2, available: 1 }]);
      const fits = await quote(gear.key, 3, 13, 16).expect(200);
      expect(fits.body.lines).toEqual([expect.objectContaining({ key: gear.key, qty: 3, available: 3 })]);
      expect((await quote(gear.key, 1, 9, 11).expect(200)).body.lines[0].available).toBe(1);
    });

    it('names every short line, in the order of the cart', async () => {
      const a = await product(1);
      const b = await product(2);
      await booked(a.key, 1, 20, 22);
      const res = await t()
        .http.post('/api/orders')
        .set(t().auth('customer'))
        .send({ orderedItems: [{ key: b.key, qty: 3 }, { key: a.key, qty: 1 }], days: 1, startingDate: day(21), endingDate: day(23) })
        .expect(409);
      expect(res.body.error).toBe(`Only 2 of ${b.name} available from ${day(21)} to ${day(23)}; No ${a.name} available from ${day(21)} to ${day(23)}`);
      expect(res.body.shortages.map((s: { key: string }) => s.key)).toEqual([b.key, a.key]);
    });

    it('counts Pending and approved orders, and ignores Rejected and Cancelled ones', async () => {
      const gear = await product(4);
      const pending = await booked(gear.key, 1, 10, 12);
      const approved = await booked(gear.key, 1, 10, 12);
      const rejected = await booked(gear.key, 1, 10, 12);
      const cancelled = await booked(gear.key, 1, 10, 12);
      await setStatus(approved, 'approved').expect(200);
      await setStatus(rejected, 'Rejected').expect(200);
      await t().http.put(`/api/orders/${cancelled}/cancel`).set(t().auth('customer')).expect(200);
      expect(await free(gear.key, 10, 12)).toEqual([2, 2]);
      expect(pending).toMatch(/^ORD/);
    });

    it('never shows fewer than 0 free when the stock is lowered below what is booked (forced: it is refused otherwise)', async () => {
      const gear = await product(3);
      await booked(gear.key, 3, 10, 11);
      await t().http.put(`/api/products/${gear.key}`).set(t().auth('admin')).send({ stock: 1 }).expect(409);
      await t().http.put(`/api/products/${gear.key}`).set(t().auth('admin')).send({ stock: 1, force: true }).expect(200);
      expect(await free(gear.key, 10, 11)).toEqual([0]);
      await book(gear.key, 1, 10, 11).expect(409);
    });
  });

  describe('GET /api/products/{key}/availability', () => {
    it.each([
      ['no start', (key: string) => `/api/products/${key}/availability?end=${day(3)}`, 'start is required (YYYY-MM-DD)'],
      ['a start that is not a date', (key: string) => `/api/products/${key}/availability?start=soon&end=${day(3)}`, 'start must be a date written as YYYY-MM-DD'],
      ['two starts', (key: string) => `/api/products/${key}/availability?start=${day(1)}&start=${day(2)}&end=${day(3)}`, 'start must be a date written as YYYY-MM-DD'],
      ['an end before the start', (key: string) => `/api/products/${key}/availability?start=${day(3)}&end=${day(1)}`, 'The end date cannot be before the start date'],
      ['more than 366 days', (key: string) => `/api/products/${key}/availability?start=${day(1)}&end=${day(368)}`, 'Availability is answered for at most 366 days at a time'],
    ])('refuses %s with a 400', async (_what, url, message) => {
      const gear = await product(1);
      const res = await t().http.get(url(gear.key)).expect(400);
      expect(res.body).toMatchObject({ error: message, statusCode: 400 });
    });

    it('returns 366 days, the longest range', async () => {
      const gear = await product(1);
      expect((await freeDays(gear.key, 1, 367)).days).toHaveLength(366);
    });

    it('responds 404 for an unknown product, and hides a product switched off from everyone but admins', async () => {
      await t().http.get(`/api/products/NOPE/availability?start=${day(1)}&end=${day(2)}`).expect(404);
      const hidden = await product(2, { availability: false });
      await t().http.get(`/api/products/${hidden.key}/availability?start=${day(1)}&end=${day(2)}`).set(t().auth('customer')).expect(404);
      expect((await freeDays(hidden.key, 1, 2, t().auth('admin'))).free).toBe(2);
    });
  });

  describe('race-free booking', () => {
    it('100 bookings of the last unit at the same moment: exactly one is created, 99 get the 409', async () => {
      const gear = await product(1);
      const results = await Promise.all(Array.from({ length: 100 }, () => book(gear.key, 1, 30, 33)));
      const statuses = results.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(99);
      for (const res of results.filter((r) => r.status === 409)) expect(res.body.error).toBe(`No ${gear.name} available from ${day(30)} to ${day(33)}`);
      expect(await ordersOf(gear.key)).toHaveLength(1);
      expect(await free(gear.key, 30, 33)).toEqual([0, 0, 0]);
    });

    it('100 bookings of overlapping ranges over 3 units never hold more than 3 on any day', async () => {
      const gear = await product(3);
      // Ranges starting on days 40..49 and lasting 1 to 4 days, so they overlap in many ways.
      const results = await Promise.all(Array.from({ length: 100 }, (_, i) => book(gear.key, 1 + (i % 2), 40 + (i % 10), 41 + (i % 10) + (i % 4))));
      expect(results.every((res) => res.status === 201 || res.status === 409)).toBe(true);
      expect(results.some((res) => res.status === 201)).toBe(true);
      const days = await free(gear.key, 40, 54);
      expect(Math.min(...days)).toBeGreaterThanOrEqual(0);
      // Count what the stored orders hold per day independently of the API's own arithmetic.
      const orders = (await t().http.get('/api/orders').set(t().auth('admin')).expect(200)).body as {
        startingDate: string;
        endingDate: string;
        status: string;
        orderedItems: { product: { key: string }; quantity: number }[];
      }[];
      for (let offset = 40; offset < 54; offset++) {
        const date = day(offset);
        const held = orders
          .filter((o) => o.orderedItems[0].product.key === gear.key && o.startingDate <= date && (date < o.endingDate || (o.startingDate === o.endingDate && o.startingDate === date)))
          .reduce((sum, o) => sum + o.orderedItems[0].quantity, 0);
        expect(held).toBeLessThanOrEqual(3);
        expect(days[offset - 40]).toBe(3 - held);
      }
    });
  });

  describe('bookings that lock many products at once', () => {
    it('carts listing the same products in different orders, and carts of many lines, all go through (no deadlock)', async () => {
      // Keys sorted the opposite way to the rows' ids, so locking in key order and locking in id order disagree.
      const gear: { key: string }[] = [];
      for (let i = 59; i >= 0; i--) gear.push(await product(1000, { key: `INV-LOCKS-${String(i).padStart(2, '0')}` }));
      const byKey = gear.map((g) => g.key).sort();
      const carts = [[byKey[0], byKey[59]], [byKey[59], byKey[30], byKey[0]], byKey, [...byKey].reverse()];
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          t()
            .http.post('/api/orders')
            .set(t().auth('customer'))
            .send({ orderedItems: carts[i % carts.length].map((key) => ({ key, qty: 1 })), startingDate: day(60 + (i % 5)), endingDate: day(63 + (i % 5)) }),
        ),
      );
      expect(results.filter((res) => res.status !== 201).map((res) => `${res.status} ${JSON.stringify(res.body)}`)).toEqual([]);
    });
  });

  describe('cancelling', () => {
    it('a customer cancels their own Pending booking, which frees its units at once', async () => {
      const gear = await product(1);
      const orderId = await booked(gear.key, 1, 10, 12);
      await book(gear.key, 1, 11, 12, otherCustomer).expect(409);
      const res = await t().http.put(`/api/orders/${orderId}/cancel`).set(t().auth('customer')).expect(200);
      expect(res.body).toEqual({ message: 'Booking Cancelled', order: expect.objectContaining({ orderId, status: 'Cancelled' }) });
      expect(await free(gear.key, 10, 12)).toEqual([1, 1]);
      await booked(gear.key, 1, 11, 12, otherCustomer);
      const mine = (await t().http.get('/api/orders').set(t().auth('customer')).expect(200)).body as { orderId: string; status: string }[];
      expect(mine.find((o) => o.orderId === orderId)?.status).toBe('Cancelled');
    });

    it("responds 404 for someone else's order and leaves it as it was", async () => {
      const gear = await product(1);
      const orderId = await booked(gear.key, 1, 10, 12);
      const res = await t().http.put(`/api/orders/${orderId}/cancel`).set(otherCustomer).expect(404);
      expect(res.body.error).toBe(`No order has the id ${orderId}`);
      expect((await ordersOf(gear.key))[0].status).toBe('Pending');
    });

    it('only a Pending booking can be cancelled', async () => {
      const gear = await product(1);
      const orderId = await booked(gear.key, 1, 10, 12);
      await setStatus(orderId, 'approved').expect(200);
      const res = await t().http.put(`/api/orders/${orderId}/cancel`).set(t().auth('customer')).expect(409);
      expect(res.body.error).toBe(`Only a Pending booking can be cancelled; ${orderId} is approved`);
      expect((await ordersOf(gear.key))[0].status).toBe('approved');
    });

    it('an admin may cancel any Pending booking; an unknown order is a 404', async () => {
      const gear = await product(1);
      const orderId = await booked(gear.key, 1, 10, 12);
      await t().http.put(`/api/orders/${orderId}/cancel`).set(t().auth('admin')).expect(200);
      await t().http.put('/api/orders/ORD999999/cancel').set(t().auth('admin')).expect(404);
      await t().http.put('/api/orders/not-an-order/cancel').set(t().auth('customer')).expect(404);
    });

    it('approving a cancelled or rejected order again checks the units are still free', async () => {
      const gear = await product(1);
      const first = await booked(gear.key, 1, 10, 12);
      await t().http.put(`/api/orders/${first}/cancel`).set(t().auth('customer')).expect(200);
      const second = await booked(gear.key, 1, 11, 13, otherCustomer);
      const res = await setStatus(first, 'approved').expect(409);
      expect(res.body.error).toBe(`No ${gear.name} available from ${day(10)} to ${day(12)}`);
      expect((await ordersOf(gear.key)).find((o) => o.orderId === first)?.status).toBe('Cancelled');
      await setStatus(second, 'Rejected').expect(200);
      await setStatus(first, 'approved').expect(200);
      // Rejected → approved for the second now finds its units taken.
      await setStatus(second, 'approved').expect(409);
    });
  });

  describe('dates', () => {
    it('refuses a booking that starts in the past, allowing one day for time zones', async () => {
      const gear = await product(1);
      const res = await book(gear.key, 1, -2, 1).expect(400);
      expect(res.body.error).toBe('The rental cannot start in the past');
      await booked(gear.key, 1, -1, 0);
      expect(await ordersOf(gear.key)).toHaveLength(1);
    });
  });

  describe('staff lifecycle: picked up, returned, overdue', () => {
    // Confirmed early: these orders start in a few days (order-process.e2e-spec.ts tests the early rule).
    const pickup = (orderId: string) => t().http.put(`/api/orders/${orderId}/pickup`).set(t().auth('admin')).send({ early: true });
    const giveBack = (orderId: string) => t().http.put(`/api/orders/${orderId}/return`).set(t().auth('admin'));

    it('records when an approved order is picked up and then returned, once each', async () => {
      const gear = await product(1);
      const orderId = await booked(gear.key, 1, 5, 7);
      expect((await pickup(orderId).expect(409)).body.error).toBe(`Only an approved order can be picked up; ${orderId} is Pending`);
      expect((await giveBack(orderId).expect(409)).body.error).toBe(`${orderId} has not been picked up yet`);
      await setStatus(orderId, 'approved').expect(200);
      const before = Date.now();
      const picked = await pickup(orderId).expect(200);
      expect(picked.body.message).toBe(`Order ${orderId} picked up`);
      expect(Date.parse(picked.body.order.pickedUpAt)).toBeGreaterThanOrEqual(before - 1000);
      expect(picked.body.order.returnedAt).toBeNull();
      expect((await pickup(orderId).expect(409)).body.error).toBe(`${orderId} was already picked up`);
      const returned = await giveBack(orderId).expect(200);
      expect(returned.body.order).toEqual(expect.objectContaining({ pickedUpAt: picked.body.order.pickedUpAt, returnedAt: expect.any(String), overdue: false }));
      expect((await giveBack(orderId).expect(409)).body.error).toBe(`${orderId} was already returned`);
      const listed = (await t().http.get('/api/orders').set(t().auth('customer')).expect(200)).body.find((o: { orderId: string }) => o.orderId === orderId);
      expect(listed.returnedAt).toBe(returned.body.order.returnedAt);
    });

    it('an approved order past its end date and not returned is overdue, on the order and on the dashboard', async () => {
      const gear = await product(1);
      // A same-day rental yesterday: its return day is over.
      const late = await booked(gear.key, 1, -1, -1);
      const notYet = await booked(gear.key, 1, 0, 1);
      const stats = async () => (await t().http.get('/api/admin/stats').set(t().auth('admin')).expect(200)).body as { overdueOrders: number; overdue: { orderId: string; overdue: boolean; daysOverdue: number }[] };
      const before = await stats();
      expect(before.overdue.map((o) => o.orderId)).not.toContain(late);
      await setStatus(late, 'approved').expect(200);
      await setStatus(notYet, 'approved').expect(200);
      const during = await stats();
      expect(during.overdueOrders).toBe(before.overdueOrders + 1);
      expect(during.overdue.map((o) => o.orderId)).toContain(late);
      expect(during.overdue.map((o) => o.orderId)).not.toContain(notYet);
      expect(during.overdue.find((o) => o.orderId === late)).toEqual(expect.objectContaining({ overdue: true, daysOverdue: 1 }));
      await pickup(late).expect(200);
      expect((await stats()).overdueOrders).toBe(before.overdueOrders + 1);
      const returned = await giveBack(late).expect(200);
      expect(returned.body.order).toEqual(expect.objectContaining({ overdue: false, daysOverdue: 0 }));
      expect((await stats()).overdueOrders).toBe(before.overdueOrders);
    });
  });
});
