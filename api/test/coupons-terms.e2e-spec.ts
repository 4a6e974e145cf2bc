import { formatDay } from '@rental/money-days/days';
import { binary, day, pdfText } from './support/paperwork.js';
import { useTestApp } from './support/test-app.js';

/** Coupons on the quote and the booking (every rule, under concurrency), and the rental agreement. */
describe('checkout: coupons and the rental agreement', () => {
  const t = useTestApp({ TAX_RATE_PERCENT: '18', SHOP_NAME: 'Coupon Sound & Light', SHOP_ADDRESS: '2 Test Road, Colombo' });
  let unique = 0;

  const product = async (category: 'audio' | 'lights', price: number, deposit: number) => {
    const key = `CPN-${++unique}`;
    await t()
      .http.post('/api/products')
      .set(t().auth('admin'))
      .send({ key, name: `Coupon ${category} ${unique}`, price, deposit, stock: 50, category, dimensions: '1 x 1 x 1 m', description: 'Coupon test gear' })
      .expect(201);
    return key;
  };
  const coupon = async (body: Record<string, unknown>) => (await t().http.post('/api/admin/coupons').set(t().auth('admin')).send(body).expect(201)).body.coupon as { id: number; code: string };
  /** Rs 1000 a day × 2 audio (deposit Rs 5000 each) and Rs 500 a day × 1 lights (deposit Rs 1000), 3 days. */
  let audio: string;
  let lights: string;
  const cart = (couponCode?: string, extra: Record<string, unknown> = {}) => ({
    orderedItems: [
      { key: audio, qty: 2 },
      { key: lights, qty: 1 },
    ],
    startingDate: day(10),
    endingDate: day(13),
    ...(couponCode === undefined ? {} : { couponCode }),
    ...extra,
  });

  beforeAll(async () => {
    audio = await product('audio', 1000, 5000);
    lights = await product('lights', 500, 1000);
  });

  it('shows the discount on the quote: off the rental charges of the lines it applies to, tax after it, deposits untouched', async () => {
    await coupon({ code: 'stage10', kind: 'percent', value: 10, categories: ['audio'] });
    const plain = (await t().http.post('/api/orders/quote').send(cart()).expect(200)).body;
    expect(plain).toEqual(expect.objectContaining({ subtotal: 7500, tax: 1350, total: 8850, deposit: 11000, amountDue: 19850 }));
    expect(plain.discount).toBeUndefined();
    // 10% of the audio line only (Rs 6000): Rs 600 off; 18% tax on Rs 6900.
    const quote = (await t().http.post('/api/orders/quote').send(cart(' Stage10 ')).expect(200)).body;
    expect(quote).toEqual(expect.objectContaining({ couponCode: 'STAGE10', subtotal: 7500, discount: 600, tax: 1242, total: 8142, deposit: 11000, amountDue: 19142 }));
  });

  it('never makes a total negative: a fixed amount larger than the charges takes them to zero, the deposit stays due', async () => {
    await coupon({ code: 'BIGGIFT', kind: 'amount', value: 100000 });
    const quote = (await t().http.post('/api/orders/quote').send(cart('BIGGIFT')).expect(200)).body;
    expect(quote).toEqual(expect.objectContaining({ subtotal: 7500, discount: 7500, tax: 0, total: 0, deposit: 11000, amountDue: 11000 }));
  });

  it('refuses each rule with its own message, on the quote and the booking, and changes nothing', async () => {
    const refused = async (code: string, status: number, message: string) => {
      const quote = await t().http.post('/api/orders/quote').send(cart(code));
      expect([quote.status, quote.body.error]).toEqual([status, message]);
      const booking = await t().http.post('/api/orders').set(t().auth('customer')).send(cart(code));
      expect([booking.status, booking.body.error]).toEqual([status, message]);
    };
    const before = (await t().http.get('/api/orders').set(t().auth('customer')).expect(200)).body.length;
    await refused('NOPE', 400, 'There is no coupon NOPE');
    const off = await coupon({ code: 'OFFNOW', kind: 'percent', value: 5 });
    await t().http.put(`/api/admin/coupons/${off.id}`).set(t().auth('admin')).send({ code: 'OFFNOW', kind: 'percent', value: 5, active: false }).expect(200);
    await refused('OFFNOW', 400, 'Coupon OFFNOW is no longer active');
    await coupon({ code: 'LATER', kind: 'percent', value: 5, validFrom: day(3) });
    await refused('LATER', 400, `Coupon LATER can be used from ${day(3)}`);
    await coupon({ code: 'GONE', kind: 'percent', value: 5, validFrom: day(-10), validUntil: day(-1) });
    await refused('GONE', 400, `Coupon GONE expired on ${day(-1)}`);
    await coupon({ code: 'BIGSPEND', kind: 'amount', value: 100, minOrder: 7500.01 });
    await refused('BIGSPEND', 400, 'Coupon BIGSPEND needs rental charges of at least Rs 7,500.01 before tax; this cart has Rs 7,500.00');
    await coupon({ code: 'OTHERKIT', kind: 'amount', value: 100, productKeys: ['NOT-IN-CART'] });
    await refused('OTHERKIT', 400, 'Coupon OTHERKIT does not apply to any item in this cart');
    // The limits: used up in all, and used up by this customer.
    await coupon({ code: 'ONEUSE', kind: 'amount', value: 100, maxUses: 1 });
    await t().http.post('/api/orders').set(t().auth('staff')).send(cart('ONEUSE')).expect(201);
    await refused('ONEUSE', 409, 'Coupon ONEUSE has been used up');
    await coupon({ code: 'ONCEEACH', kind: 'amount', value: 100, maxUsesPerCustomer: 1 });
    await t().http.post('/api/orders').set(t().auth('customer')).send(cart('ONCEEACH')).expect(201);
    const again = await t().http.post('/api/orders').set(t().auth('customer')).send(cart('ONCEEACH')).expect(409);
    expect(again.body.error).toBe('You have used coupon ONCEEACH 1 time, the most one customer may');
    // Someone else may still use it.
    await t().http.post('/api/orders').set(t().auth('staff')).send(cart('ONCEEACH')).expect(201);
    // Only the one good booking of this customer was written.
    expect((await t().http.get('/api/orders').set(t().auth('customer')).expect(200)).body.length).toBe(before + 1);
  });

  it('lets 20 simultaneous bookings take the last use of a code exactly once', async () => {
    const last = await coupon({ code: 'LASTONE', kind: 'percent', value: 20, maxUses: 2 });
    await t().http.post('/api/orders').set(t().auth('staff')).send(cart('LASTONE')).expect(201);
    // Twenty different products, so the bookings do not wait for each other's product locks: only the coupon decides.
    const keys: string[] = [];
    for (let i = 0; i < 20; i++) keys.push(await product('audio', 300, 0));
    const responses = await Promise.all(
      keys.map((key) => t().http.post('/api/orders').set(t().auth('admin')).send({ orderedItems: [{ key, qty: 1 }], startingDate: day(20), endingDate: day(21), couponCode: 'LASTONE' })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...new Array(19).fill(409)]);
    for (const response of responses.filter((a) => a.status === 409)) expect(response.body.error).toBe('Coupon LASTONE has been used up');
    const winner = responses.find((response) => response.status === 201)!.body.order;
    expect(winner).toEqual(expect.objectContaining({ couponCode: 'LASTONE', subtotal: 300, discount: 60, tax: 43.2, totalAmount: 283.2 }));
    const seen = (await t().http.get(`/api/admin/coupons/${last.id}`).set(t().auth('admin')).expect(200)).body;
    expect(seen.used).toBe(2);
    expect(seen.uses).toHaveLength(2);
    expect(seen.uses[0]).toEqual(expect.objectContaining({ orderId: winner.orderId, discount: 60, email: 'admin@test.local' }));
  });

  it('keeps versions of the terms, requires acceptance of the newest, stores it, and prints the agreement', async () => {
    // No terms yet: a booking needs no acceptance (older clients keep working).
    await t().http.post('/api/orders').set(t().auth('customer')).send(cart()).expect(201);
    await t().http.post('/api/admin/terms').set(t().auth('staff')).send({ text: 'Staff cannot' }).expect(403);
    await t().http.post('/api/admin/terms').set(t().auth('admin')).send({ text: '  ' }).expect(400);
    const v1 = (await t().http.post('/api/admin/terms').set(t().auth('admin')).send({ text: 'Version one: return the gear clean.' }).expect(201)).body;
    const v2 = (await t().http.post('/api/admin/terms').set(t().auth('admin')).send({ text: 'Version two: return the gear clean and dry. Damage is paid from the deposit.' }).expect(201)).body;
    expect(v2.version).toBe(v1.version + 1);
    expect((await t().http.get('/api/terms').expect(200)).body).toEqual(expect.objectContaining({ version: v2.version, text: v2.text }));
    expect((await t().http.get(`/api/terms/${v1.version}`).expect(200)).body.text).toBe('Version one: return the gear clean.');
    expect((await t().http.get('/api/admin/terms').set(t().auth('admin')).expect(200)).body.map((v: { version: number }) => v.version)).toEqual([v2.version, v1.version]);

    const missing = await t().http.post('/api/orders').set(t().auth('customer')).send(cart('STAGE10')).expect(400);
    expect(missing.body.error).toMatch(/^Please read the rental terms and accept them by typing your full name before booking/);
    const old = await t().http.post('/api/orders').set(t().auth('customer')).send(cart('STAGE10', { acceptance: { name: 'Casey Customer', termsVersion: v1.version } })).expect(409);
    expect(old.body.error).toBe(`The rental terms have changed (now version ${v2.version}): please read them again and accept the new version`);
    const noName = await t().http.post('/api/orders').set(t().auth('customer')).send(cart('STAGE10', { acceptance: { name: ' ', termsVersion: v2.version } })).expect(400);
    expect(noName.body.error).toBe('Type your full name to accept the rental terms (acceptance.name)');

    const before = Date.now() - 1000;
    const booked = (await t().http.post('/api/orders').set(t().auth('customer')).send(cart('STAGE10', { acceptance: { name: 'Casey Q. Customer', termsVersion: v2.version } })).expect(201)).body.order;
    expect(booked).toEqual(expect.objectContaining({ couponCode: 'STAGE10', subtotal: 7500, discount: 600, tax: 1242, totalAmount: 8142, deposit: 11000, amountDue: 19142 }));
    expect(booked.acceptance).toEqual(expect.objectContaining({ termsVersion: v2.version, name: 'Casey Q. Customer' }));
    expect(Date.parse(booked.acceptance.acceptedAt)).toBeGreaterThanOrEqual(before);
    expect(booked.acceptance.clientAddress).toMatch(/\d/);
    // Staff see the same acceptance on the order.
    const seen = (await t().http.get('/api/orders').set(t().auth('staff')).expect(200)).body.find((o: { orderId: string }) => o.orderId === booked.orderId);
    expect(seen.acceptance).toEqual(booked.acceptance);

    // The agreement: the customer's own and staff's; it prints the order, the accepted version's text and the acceptance.
    const pdf = await t().http.get(`/api/orders/${booked.orderId}/agreement`).set(t().auth('customer')).buffer(true).parse(binary).expect(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="rental-agreement-${booked.orderId}.pdf"`);
    const text = (await pdfText(pdf.body as Buffer)).replace(/\s+/g, ' ');
    for (const expected of [
      'Rental agreement',
      `Order ${booked.orderId}`,
      `Rental: ${formatDay(day(10))} to ${formatDay(day(13))} (3 days)`,
      'x 2: Rs 6,000.00, deposit Rs 10,000.00',
      'Subtotal: Rs 7,500.00',
      'Discount (coupon STAGE10): -Rs 600.00',
      'Tax (18%): Rs 1,242.00',
      'Total: Rs 8,142.00',
      'Deposit (refundable): Rs 11,000.00',
      `Terms of rental (version ${v2.version})`,
      'Version two: return the gear clean and dry. Damage is paid from the deposit.',
      'Accepted by typing the full name: Casey Q. Customer',
      `At: ${booked.acceptance.acceptedAt.replace('T', ' ').slice(0, 19)} UTC`,
      `From client address: ${booked.acceptance.clientAddress}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Version one');
    await t().http.get(`/api/orders/${booked.orderId}/agreement`).set(t().auth('staff')).buffer(true).parse(binary).expect(200);
    // An order booked before the terms has none.
    const earlier = (await t().http.get('/api/orders').set(t().auth('customer')).expect(200)).body.find((o: { acceptance: unknown }) => o.acceptance === null);
    await t().http.get(`/api/orders/${earlier.orderId}/agreement`).set(t().auth('customer')).expect(404);

    // The booking confirmation PDF and the e-mail show the discount too.
    const confirmation = (await pdfText((await t().http.get(`/api/orders/${booked.orderId}/invoice`).set(t().auth('customer')).buffer(true).parse(binary).expect(200)).body as Buffer)).replace(/\s+/g, ' ');
    expect(confirmation).toContain('Discount (coupon STAGE10) -Rs 600.00');
    const outbox = (await t().http.get('/api/admin/outbox?limit=100').set(t().auth('admin')).expect(200)).body.data as { id: number; orderId: string; kind: string }[];
    const mail = outbox.find((m) => m.orderId === booked.orderId && m.kind === 'booking-received')!;
    const opened = (await t().http.get(`/api/admin/outbox/${mail.id}`).set(t().auth('admin')).expect(200)).body;
    expect(opened.text).toContain('Discount (coupon STAGE10)');
    expect(opened.text).toContain('-Rs 600.00');
  });
});
