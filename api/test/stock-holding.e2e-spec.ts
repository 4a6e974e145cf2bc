import { binary, pdfText } from './support/paperwork.js';
import { useTestApp } from './support/test-app.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const HOLD_SECONDS = 3.6;

describe('holding stock: Pending bookings expire, customers have limits, staff do not', () => {
  // A Pending booking holds its units for 0.001 h (3.6 s) here; 48 h by default.
  const t = useTestApp({ PENDING_HOLD_HOURS: '0.001', MAX_OPEN_BOOKINGS: '2', MAX_RENTAL_DAYS: '30' });
  let unique = 0;
  const customers: { Authorization: string }[] = [];

  beforeAll(async () => {
    for (const name of ['Hana', 'Ivo', 'Jun']) {
      const res = await t()
        .http.post('/api/users')
        .send({ email: `${name.toLowerCase()}@test.local`, password: 'holder-pass-1', firstName: name, lastName: 'Holder', address: '4 Hold St', phone: '0771234000' })
        .expect(201);
      customers.push({ Authorization: `Bearer ${res.body.token}` });
    }
  });

  const product = async (stock: number) => {
    const key = `HOLD-${++unique}`;
    await t()
      .http.post('/api/products')
      .set(t().auth('admin'))
      .send({ key, name: `Hold Speaker ${unique}`, price: 100, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Holding test gear', stock })
      .expect(201);
    return key;
  };
  const cart = (key: string, qty: number, from: number, to: number) => ({ orderedItems: [{ key, qty }], startingDate: day(from), endingDate: day(to) });
  const statusOf = async (orderId: string) => ((await t().http.get('/api/orders').set(t().auth('admin')).expect(200)).body as { orderId: string; status: string }[]).find((o) => o.orderId === orderId)!.status;

  it("stops holding a Pending booking after PENDING_HOLD_HOURS, marks it 'Expired' and lets others book", async () => {
    const key = await product(2);
    const first = await t().http.post('/api/orders').set(customers[0]).send(cart(key, 2, 10, 12)).expect(201);
    await t().http.post('/api/orders').set(customers[1]).send(cart(key, 1, 10, 12)).expect(409);
    await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000 + 500));

    const free = await t().http.get(`/api/products/${key}/availability?start=${day(10)}&end=${day(12)}`).expect(200);
    expect(free.body.free).toBe(2);
    const second = await t().http.post('/api/orders').set(customers[1]).send(cart(key, 2, 10, 12)).expect(201);
    // Approved, it holds its units however long the checks below take (a Pending one would expire in 3.6 s).
    await t().http.put(`/api/orders/status/${second.body.order.orderId}`).set(t().auth('admin')).send({ status: 'approved' }).expect(200);
    expect(await statusOf(first.body.order.orderId)).toBe('Expired');
    // The customer sees it too, and can no longer cancel it.
    const mine = (await t().http.get('/api/orders').set(customers[0]).expect(200)).body as { orderId: string; status: string }[];
    expect(mine.find((o) => o.orderId === first.body.order.orderId)!.status).toBe('Expired');
    await t().http.put(`/api/orders/${first.body.order.orderId}/cancel`).set(customers[0]).expect(409);
    // Its PDF is no invoice: it says it expired, with nothing due.
    const pdf = await t().http.get(`/api/orders/${first.body.order.orderId}/invoice`).set(customers[0]).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="expired-booking-${first.body.order.orderId}.pdf"`);
    const text = await pdfText(pdf.body as Buffer);
    expect(text).toContain('Expired booking');
    expect(text).toContain('Not an invoice: this booking expired before the shop answered. Nothing is due.');
    expect(text).not.toContain('Amount due');
    // Approving it later takes the units again, so it is checked like a new booking: they are gone.
    const late = await t().http.put(`/api/orders/status/${first.body.order.orderId}`).set(t().auth('admin')).send({ status: 'approved' });
    expect(late.status).toBe(409);
  });

  it('keeps holding an approved booking however long it waits', async () => {
    const key = await product(1);
    const booked = await t().http.post('/api/orders').set(customers[0]).send(cart(key, 1, 20, 21)).expect(201);
    await t().http.put(`/api/orders/status/${booked.body.order.orderId}`).set(t().auth('admin')).send({ status: 'approved' }).expect(200);
    await new Promise((resolve) => setTimeout(resolve, HOLD_SECONDS * 1000 + 500));
    await t().http.post('/api/orders').set(customers[1]).send(cart(key, 1, 20, 21)).expect(409);
    expect(await statusOf(booked.body.order.orderId)).toBe('approved');
  });

  it('refuses a customer more than MAX_RENTAL_DAYS or MAX_OPEN_BOOKINGS open bookings; staff book anyway', async () => {
    const key = await product(10);
    const long = await t().http.post('/api/orders').set(customers[2]).send(cart(key, 1, 40, 71)).expect(400);
    expect(long.body.error).toBe('A rental can last at most 30 days online; please contact the shop for longer hires');
    // The quote says so before the customer tries to book.
    const quote = await t().http.post('/api/orders/quote').send(cart(key, 1, 40, 71)).expect(400);
    expect(quote.body.error).toBe(long.body.error);
    await t().http.post('/api/orders/quote').send(cart(key, 1, 40, 70)).expect(200);
    // Approved at once, so they stay open however slow this machine is (a Pending one would expire in 3.6 s).
    for (const [from, to] of [[40, 70], [42, 43]]) {
      const booked = await t().http.post('/api/orders').set(customers[2]).send(cart(key, 1, from, to)).expect(201);
      await t().http.put(`/api/orders/status/${booked.body.order.orderId}`).set(t().auth('admin')).send({ status: 'approved' }).expect(200);
    }
    const third = await t().http.post('/api/orders').set(customers[2]).send(cart(key, 1, 40, 41)).expect(409);
    expect(third.body.error).toMatch(/^You have 2 open bookings, the most one customer can have at once/);
    // Staff are not limited: a long rental and any number of bookings.
    await t().http.post('/api/orders').set(t().auth('admin')).send(cart(key, 1, 40, 400)).expect(201);
    for (let i = 0; i < 3; i++) await t().http.post('/api/orders').set(t().auth('admin')).send(cart(key, 1, 50, 51)).expect(201);
  });
});
