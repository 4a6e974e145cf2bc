import { useTestApp } from './support/test-app.js';

// The order process (api/src/orders/order-process.ts): each stage allows some actions, the order
// view says which, the admin list filters by stage, and anything else is a clear 409.

interface OrderBody {
  orderId: string;
  status: string;
  stage: string;
  actions: string[];
  pickedUpAt: string | null;
  returnedAt: string | null;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
let serial = 0;

describe('order process: stages, the actions each allows, early pick-up', () => {
  // Many bookings by one customer: the open-bookings limit is not what these tests are about.
  const t = useTestApp({ MAX_OPEN_BOOKINGS: '1000' });
  const admin = () => t().auth('admin');
  const staff = () => t().auth('staff');

  const product = async (stock = 5) => {
    const key = `proc-${++serial}`;
    await t().http.post('/api/products').set(admin()).send({ key, name: `Process gear ${serial}`, price: 1000, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Process test gear', stock, image: ['https://example.com/p.png'] }).expect(201);
    return key;
  };
  const book = async (key: string, from: number, to: number) =>
    (await t().http.post('/api/orders').set(t().auth('customer')).send({ orderedItems: [{ key, qty: 1 }], startingDate: day(from), endingDate: day(to) }).expect(201)).body.order as OrderBody;
  const setStatus = (orderId: string, status: string) => t().http.put(`/api/orders/status/${orderId}`).set(staff()).send({ status });
  const pickup = (orderId: string, body?: object) => t().http.put(`/api/orders/${orderId}/pickup`).set(staff()).send(body ?? {});
  const giveBack = (orderId: string) => t().http.put(`/api/orders/${orderId}/return`).set(staff()).send({});
  const listed = async (query: string) => (await t().http.get(`/api/admin/orders?limit=100&${query}`).set(staff()).expect(200)).body.data as OrderBody[];

  it('the order view carries its stage and the actions it allows, at every step', async () => {
    const key = await product();
    const order = await book(key, 0, 2);
    expect(order).toEqual(expect.objectContaining({ status: 'Pending', stage: 'Pending', actions: ['approve', 'reject', 'cancel', 'extend'] }));

    const approved = (await setStatus(order.orderId, 'approved').expect(200)).body.order as OrderBody;
    expect(approved).toEqual(expect.objectContaining({ status: 'approved', stage: 'approved', actions: ['reject', 'extend', 'pickup'] }));

    const out = (await pickup(order.orderId).expect(200)).body.order as OrderBody;
    // The spec's status stays 'approved' for old clients; the stage says the gear is out.
    expect(out).toEqual(expect.objectContaining({ status: 'approved', stage: 'Out', actions: ['extend', 'return'] }));

    const back = (await giveBack(order.orderId).expect(200)).body.order as OrderBody;
    expect(back).toEqual(expect.objectContaining({ status: 'approved', stage: 'Returned', actions: [] }));

    const rejected = await book(key, 0, 1);
    expect(((await setStatus(rejected.orderId, 'Rejected').expect(200)).body.order as OrderBody)).toEqual(expect.objectContaining({ stage: 'Rejected', actions: ['approve'] }));
    const cancelled = await book(key, 0, 1);
    expect(((await t().http.put(`/api/orders/${cancelled.orderId}/cancel`).set(t().auth('customer')).expect(200)).body.order as OrderBody).actions).toEqual(['approve']);
  });

  it('an order out past its end date is Late, and can only be returned or extended', async () => {
    const key = await product();
    // A same-day rental yesterday: its return day is over.
    const order = await book(key, -1, -1);
    await setStatus(order.orderId, 'approved').expect(200);
    const late = (await pickup(order.orderId).expect(200)).body.order as OrderBody;
    expect(late).toEqual(expect.objectContaining({ status: 'approved', stage: 'Late', actions: ['extend', 'return'] }));
  });

  it('refuses to approve or reject an order that is out or returned, with a 409 naming its stage, and changes nothing', async () => {
    const key = await product();
    const order = await book(key, 0, 2);
    await setStatus(order.orderId, 'approved').expect(200);
    await pickup(order.orderId).expect(200);

    const refusedOut = await setStatus(order.orderId, 'Rejected').expect(409);
    expect(refusedOut.body).toEqual({
      error: `${order.orderId} is out with the customer: it can no longer be approved or rejected`,
      statusCode: 409,
      stage: 'Out',
      actions: ['extend', 'return'],
    });
    // Approving again once out is refused too (before pick-up it would be a harmless repeat).
    expect((await setStatus(order.orderId, 'approved').expect(409)).body.stage).toBe('Out');

    await giveBack(order.orderId).expect(200);
    for (const status of ['approved', 'Rejected']) {
      const refused = await setStatus(order.orderId, status).expect(409);
      expect(refused.body).toEqual({ error: `${order.orderId} is returned: it can no longer be approved or rejected`, statusCode: 409, stage: 'Returned', actions: [] });
    }
    const [kept] = await listed(`q=${order.orderId}`);
    expect(kept).toEqual(expect.objectContaining({ status: 'approved', stage: 'Returned' }));
    const trail = (await t().http.get(`/api/admin/audit?entityType=order&entityId=${order.orderId}`).set(admin()).expect(200)).body.data;
    expect(trail.map((entry: { action: string }) => entry.action)).toEqual(['returned', 'picked up', 'approved', 'created']);
  });

  it('refuses steps out of turn: a Pending order cannot be picked up, a returned one cannot be picked up again or extended', async () => {
    const key = await product();
    const order = await book(key, 0, 2);
    expect((await pickup(order.orderId).expect(409)).body).toEqual(
      expect.objectContaining({ error: `Only an approved order can be picked up; ${order.orderId} is Pending`, stage: 'Pending' }),
    );
    expect((await giveBack(order.orderId).expect(409)).body.error).toBe(`${order.orderId} has not been picked up yet`);
    await setStatus(order.orderId, 'approved').expect(200);
    await pickup(order.orderId).expect(200);
    await giveBack(order.orderId).expect(200);
    expect((await pickup(order.orderId).expect(409)).body.error).toBe(`${order.orderId} was already returned`);
    expect((await t().http.put(`/api/orders/${order.orderId}/extend`).set(staff()).send({ endingDate: day(5) }).expect(409)).body.error).toBe(`${order.orderId} was already returned`);
  });

  it('setting the status an order already has before pick-up is a harmless repeat', async () => {
    const key = await product();
    const order = await book(key, 0, 2);
    await setStatus(order.orderId, 'approved').expect(200);
    expect((await setStatus(order.orderId, 'approved').expect(200)).body.order.stage).toBe('approved');
    await setStatus(order.orderId, 'Rejected').expect(200);
    expect((await setStatus(order.orderId, 'Rejected').expect(200)).body.order.stage).toBe('Rejected');
  });

  it('an early pick-up is refused until staff confirm it with early: true', async () => {
    const key = await product();
    const order = await book(key, 8, 13);
    await setStatus(order.orderId, 'approved').expect(200);

    const refused = await pickup(order.orderId).expect(409);
    expect(refused.body).toEqual({
      error: `${order.orderId} starts on ${day(8)}, 8 days from today: confirm an early pick-up (early: true) to hand it out now`,
      statusCode: 409,
      early: true,
      startingDate: day(8),
      daysEarly: 8,
    });
    await pickup(order.orderId, { early: false }).expect(409);
    expect((await pickup(order.orderId, { early: 'yes' }).expect(400)).body.error).toMatch(/early must be true or false/);
    expect((await listed(`q=${order.orderId}`))[0]).toEqual(expect.objectContaining({ stage: 'approved', pickedUpAt: null }));

    const confirmed = await pickup(order.orderId, { early: true }).expect(200);
    expect(confirmed.body.order).toEqual(expect.objectContaining({ stage: 'Out', pickedUpAt: expect.any(String) }));
    // On or after the start date no confirmation is needed.
    const today = await book(key, 0, 1);
    await setStatus(today.orderId, 'approved').expect(200);
    await pickup(today.orderId).expect(200);
  });

  it('rejecting an approved order before pick-up puts its assigned units back on the shelf', async () => {
    const key = await product(2);
    const units = (await t().http.post(`/api/products/${key}/units`).set(admin()).send({ count: 2 }).expect(201)).body.units as { tag: string }[];
    const order = await book(key, 1, 2);
    await setStatus(order.orderId, 'approved').expect(200);
    await t().http.post(`/api/orders/${order.orderId}/units`).set(staff()).send({ tag: units[0].tag }).expect(200);
    await setStatus(order.orderId, 'Rejected').expect(200);
    const unit = (await t().http.get(`/api/units/${units[0].tag}`).set(staff()).expect(200)).body;
    expect(unit.status).toBe('available');
    expect((await t().http.get(`/api/orders/${order.orderId}/units`).set(staff()).expect(200)).body.lines[0].units).toEqual([]);
  });

  it('the admin list filters by stage: approved, Out, Late and Returned are told apart', async () => {
    const key = await product(10);
    const [waiting, out, late, back] = [await book(key, 0, 3), await book(key, 0, 3), await book(key, -1, -1), await book(key, 0, 3)];
    for (const order of [waiting, out, late, back]) await setStatus(order.orderId, 'approved').expect(200);
    for (const order of [out, late, back]) await pickup(order.orderId).expect(200);
    await giveBack(back.orderId).expect(200);
    const ids = async (stage: string) => (await listed(`stage=${stage}`)).map((order) => order.orderId);

    const approvedOnes = await ids('approved');
    expect(approvedOnes).toContain(waiting.orderId);
    expect(approvedOnes).not.toEqual(expect.arrayContaining([out.orderId]));
    expect(await ids('Out')).toEqual(expect.arrayContaining([out.orderId]));
    expect(await ids('Out')).not.toContain(late.orderId);
    expect(await ids('Late')).toContain(late.orderId);
    expect(await ids('Late')).not.toContain(out.orderId);
    // Any letter case, as the status filter.
    expect(await ids('returned')).toContain(back.orderId);
    expect(await ids('Returned')).not.toContain(out.orderId);
    for (const stage of ['approved', 'Out', 'Late', 'Returned']) {
      for (const order of await listed(`stage=${stage}`)) expect(order.stage).toBe(stage);
    }
    const bad = await t().http.get('/api/admin/orders?stage=Lost').set(staff()).expect(400);
    expect(bad.body.error).toBe('stage must be one of Pending, approved, Out, Late, Returned, Rejected, Cancelled, Expired');
  });
});
