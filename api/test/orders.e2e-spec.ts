import { EMAILS, useTestApp } from './support/test-app.js';

interface OrderBody {
  _id: string;
  orderId: string;
  email: string;
  status: string;
  totalAmount: number;
  orderDate: string;
  orderedItems: { product: { key: string; name: string; image: string; price: number }; quantity: number }[];
}

const gear = (key: string, price: number, image: string[] = [`https://cdn.example.com/${key}-1.jpg`, `https://cdn.example.com/${key}-2.jpg`]) => ({
  key,
  name: `Gear ${key}`,
  price,
  category: 'lights',
  dimensions: '50 x 50 x 50 cm',
  description: 'Booking test gear',
  // Plenty of units: these tests are about prices and orders, not stock (see inventory.e2e-spec.ts).
  stock: 1000,
  image,
});

const cart = (orderedItems: { key: string; qty: number }[], startingDate = '2030-12-01', endingDate = '2030-12-04') => ({ orderedItems, days: 1, startingDate, endingDate });

describe('orders: bookings, listing and approval', () => {
  const t = useTestApp();
  let secondCustomer: { Authorization: string };

  beforeAll(async () => {
    const admin = t().auth('admin');
    await t().http.post('/api/products').set(admin).send(gear('moving-head', 2500.5)).expect(201);
    await t().http.post('/api/products').set(admin).send(gear('dmx-desk', 1234.57)).expect(201);
    await t().http.post('/api/products').set(admin).send(gear('no-photo', 10, [])).expect(201);
    const registered = await t()
      .http.post('/api/users')
      .send({ email: 'second@test.local', password: 'second-pass', firstName: 'Sam', lastName: 'Second', address: '2 Hill St', phone: '0779876543' })
      .expect(201);
    secondCustomer = { Authorization: `Bearer ${registered.body.token}` };
  });

  const book = (body: object, headers: Record<string, string> = t().auth('customer')) => t().http.post('/api/orders').set(headers).send(body);
  const ordersOf = async (headers: Record<string, string>) => (await t().http.get('/api/orders/').set(headers).expect(200)).body as OrderBody[];

  it("books the cart as 'Pending' with the customer's e-mail, server-side days and total, and a snapshot of each product", async () => {
    const before = Date.now();
    const res = await book(cart([{ key: 'moving-head', qty: 2 }, { key: 'dmx-desk', qty: 1 }, { key: 'moving-head', qty: 1 }])).expect(201);
    expect(res.body).toEqual({
      message: 'Booking Created',
      order: {
        _id: expect.any(String),
        orderId: expect.stringMatching(/^ORD\d{4,}$/),
        email: EMAILS.customer,
        days: 3,
        startingDate: '2030-12-01',
        endingDate: '2030-12-04',
        // (2500.50 × 3 + 1234.57 × 1) × 3 days
        totalAmount: 26_208.21,
        // No duration rates, no deposits and tax 0: the total is exactly what it always was.
        subtotal: 26_208.21,
        taxRate: 0,
        tax: 0,
        deposit: 0,
        amountDue: 26_208.21,
        // Nothing paid yet: the amount due is the whole booking.
        amountPaid: 0,
        couponCode: null,
        discount: 0,
        acceptance: null,
        // Picked up at the shop: no address, no fee.
        fulfilment: 'pickup',
        idDocument: { required: false, received: false, receivedAt: null },
        delivery: null,
        deliveryFee: 0,
        payments: [],
        lateDays: 0,
        lateFee: 0,
        lateFeeReason: null,
        depositRefunded: null,
        depositRefundReason: null,
        // Nobody in particular handles it yet: every staff calendar lists it.
        handledBy: null,
        status: 'Pending',
        pickedUpAt: null,
        returnedAt: null,
        overdue: false,
        daysOverdue: 0,
        // Where it is in the order process, and what staff (or the customer) may do next.
        stage: 'Pending',
        actions: ['approve', 'reject', 'cancel', 'extend'],
        orderDate: expect.any(String),
        orderedItems: [
          { product: { key: 'moving-head', name: 'Gear moving-head', image: 'https://cdn.example.com/moving-head-1.jpg', price: 2500.5 }, quantity: 3, breakdown: '3 days', amount: 22_504.5, deposit: 0 },
          { product: { key: 'dmx-desk', name: 'Gear dmx-desk', image: 'https://cdn.example.com/dmx-desk-1.jpg', price: 1234.57 }, quantity: 1, breakdown: '3 days', amount: 3703.71, deposit: 0 },
        ],
      },
    });
    expect(res.body.order.orderId).toBe(`ORD${res.body.order._id.padStart(4, '0')}`);
    expect(Math.abs(Date.parse(res.body.order.orderDate) - before)).toBeLessThan(60_000);
    const quote = await t().http.post('/api/orders/quote').send(cart([{ key: 'moving-head', qty: 3 }, { key: 'dmx-desk', qty: 1 }])).expect(200);
    expect(quote.body.total).toBe(res.body.order.totalAmount);
  });

  it('keeps what was booked when the product changes or disappears later', async () => {
    const booked = (await book(cart([{ key: 'no-photo', qty: 4 }])).expect(201)).body.order as OrderBody;
    expect(booked.orderedItems[0].product).toEqual({ key: 'no-photo', name: 'Gear no-photo', image: '', price: 10 });
    await t().http.put('/api/products/no-photo').set(t().auth('admin')).send({ name: 'Renamed', price: 99 }).expect(200);
    await t().http.delete('/api/products/no-photo').set(t().auth('admin')).expect(200);
    const again = (await ordersOf(t().auth('customer'))).find((o) => o.orderId === booked.orderId)!;
    expect(again.orderedItems[0].product).toEqual({ key: 'no-photo', name: 'Gear no-photo', image: '', price: 10 });
    expect(again.totalAmount).toBe(120);
  });

  it.each([
    ['an anonymous visitor', {}, 401],
    ['a blocked customer', 'blocked', 403],
    ['an expired token', 'expired', 401],
    ['a forged token', 'forged', 401],
  ] as const)('refuses a booking from %s', async (_who, role, status) => {
    await book(cart([{ key: 'dmx-desk', qty: 1 }]), typeof role === 'string' ? t().auth(role as 'blocked' | 'expired' | 'forged') : role).expect(status);
  });

  it('refuses a booking it cannot price and writes nothing', async () => {
    const count = (await ordersOf(t().auth('admin'))).length;
    const unknown = await book(cart([{ key: 'dmx-desk', qty: 1 }, { key: 'ghost', qty: 1 }])).expect(400);
    expect(unknown.body.error).toBe('These products do not exist: ghost');
    await book(cart([{ key: 'dmx-desk', qty: 1 }], '2030-12-05', '2030-12-01')).expect(400);
    await book(cart([])).expect(400);
    expect(await ordersOf(t().auth('admin'))).toHaveLength(count);
  });

  it('lists every order for an admin and only their own for a customer, newest first', async () => {
    const second = (await book(cart([{ key: 'dmx-desk', qty: 2 }]), secondCustomer).expect(201)).body.order as OrderBody;
    const mine = await ordersOf(t().auth('customer'));
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.every((o) => o.email === EMAILS.customer)).toBe(true);
    const theirs = await ordersOf(secondCustomer);
    expect(theirs.map((o) => o.orderId)).toEqual([second.orderId]);
    const all = await ordersOf(t().auth('admin'));
    expect(all[0].orderId).toBe(second.orderId);
    expect(all.map((o) => o.orderId).sort()).toEqual([...mine, ...theirs].map((o) => o.orderId).sort());
    const ids = all.map((o) => Number(o._id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await ordersOf(t().auth('customer'))).toEqual(mine);
  });

  it('the orders list needs a valid token', async () => {
    await t().http.get('/api/orders/').expect(401);
    await t().http.get('/api/orders/').set(t().auth('blocked')).expect(403);
  });

  it("an admin approves and rejects orders ('approved', 'Rejected') and the list shows it", async () => {
    const [latest] = await ordersOf(t().auth('admin'));
    const approved = await t().http.put(`/api/orders/status/${latest.orderId}`).set(t().auth('admin')).send({ status: 'approved' }).expect(200);
    expect(approved.body).toEqual({ message: `Order ${latest.orderId} is now approved`, order: { ...latest, status: 'approved', stage: 'approved', actions: ['reject', 'extend', 'pickup'] } });
    const rejected = await t().http.put(`/api/orders/status/${latest.orderId}`).set(t().auth('admin')).send({ status: 'Rejected' }).expect(200);
    expect(rejected.body.order.status).toBe('Rejected');
    expect((await ordersOf(t().auth('admin')))[0].status).toBe('Rejected');
  });

  it.each([
    ['rejected', 'Rejected'],
    ['APPROVED', 'approved'],
    ['Approved', 'approved'],
  ])('accepts the status %j in any letter case and responds with the spec spelling %j', async (sent, spelled) => {
    const [latest] = await ordersOf(t().auth('admin'));
    const res = await t().http.put(`/api/orders/status/${latest.orderId}`).set(t().auth('admin')).send({ status: sent }).expect(200);
    expect(res.body.order.status).toBe(spelled);
    expect((await ordersOf(t().auth('admin')))[0].status).toBe(spelled);
  });

  it.each([['Pending'], ['pending'], [''], [1], [null]])('refuses the status %j', async (status) => {
    const [latest] = await ordersOf(t().auth('admin'));
    const res = await t().http.put(`/api/orders/status/${latest.orderId}`).set(t().auth('admin')).send({ status }).expect(400);
    expect(res.body.error).toBe("status must be 'approved' or 'Rejected'");
    expect((await ordersOf(t().auth('admin')))[0].status).toBe(latest.status);
  });

  it('an unknown order number is a 404', async () => {
    const res = await t().http.put('/api/orders/status/ORD999999').set(t().auth('admin')).send({ status: 'approved' }).expect(404);
    expect(res.body).toEqual({ error: 'No order has the id ORD999999', statusCode: 404 });
    await t().http.put('/api/orders/status/not-an-order').set(t().auth('admin')).send({ status: 'approved' }).expect(404);
  });

  it('customers cannot change an order status', async () => {
    const [mine] = await ordersOf(t().auth('customer'));
    await t().http.put(`/api/orders/status/${mine.orderId}`).set(t().auth('customer')).send({ status: 'approved' }).expect(403);
    await t().http.put(`/api/orders/status/${mine.orderId}`).send({ status: 'approved' }).expect(401);
  });

  // Failing bookings (rolled back) are mixed in, so a rollback that reached a neighbour's work would
  // show as a missing order or line. src/database/serial-writes.spec.ts shows how the embedded SQLite loses writes
  // when transactions overlap, and that the queue used here prevents it.
  it('50 bookings arriving at the same moment, among failing ones, get 50 distinct order numbers and are each stored whole', async () => {
    const before = (await ordersOf(t().auth('admin'))).length;
    const good = Array.from({ length: 50 }, (_, i) => () => book(cart([{ key: 'moving-head', qty: (i % 5) + 1 }, { key: 'dmx-desk', qty: 1 }], '2030-12-10', '2030-12-12')));
    const failing = Array.from({ length: 25 }, () => () => book(cart([{ key: 'dmx-desk', qty: 1 }, { key: 'ghost', qty: 1 }])));
    const all = await Promise.all(good.flatMap((send, i) => (i % 2 === 0 ? [send(), failing[i / 2]()] : [send()])));
    const responses = all.filter((r) => r.status !== 400);
    expect(all.length - responses.length).toBe(25);
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const orders = responses.map((r) => r.body.order as OrderBody);
    expect(new Set(orders.map((o) => o.orderId)).size).toBe(50);
    const stored = await ordersOf(t().auth('admin'));
    expect(stored).toHaveLength(before + 50);
    for (const order of orders) {
      const saved = stored.find((o) => o.orderId === order.orderId)!;
      // Every booking keeps exactly its own two lines and its own total.
      expect(saved.orderedItems.map((line) => line.quantity)).toEqual(order.orderedItems.map((line) => line.quantity));
      const qty = order.orderedItems[0].quantity;
      expect(saved.totalAmount).toBe(Math.round((2500.5 * qty + 1234.57) * 2 * 100) / 100);
    }
  });
});
