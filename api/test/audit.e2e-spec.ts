import { EMAILS, useTestApp } from './support/test-app.js';

interface Entry {
  _id: string;
  at: string;
  actor: string | null;
  entityType: string;
  entityId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
interface AuditPage {
  data: Entry[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}

const gear = (key: string) => ({ key, name: `Audit ${key}`, price: 1000, category: 'audio', dimensions: '1 x 1 x 1 m', description: 'Audited gear', stock: 5, image: ['https://example.com/a.png'] });
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const cart = (key: string) => ({ orderedItems: [{ key, qty: 1 }], days: 2, startingDate: day(2), endingDate: day(3) });

describe('the audit trail: who changed what, when, before and after', () => {
  const t = useTestApp();
  const audit = async (query: string) => (await t().http.get(`/api/admin/audit?${query}`).set(t().auth('admin')).expect(200)).body as AuditPage;
  const historyOf = async (entityType: string, entityId: string) => (await audit(`entityType=${entityType}&entityId=${encodeURIComponent(entityId)}&limit=100`)).data;
  const book = async (key: string) => (await t().http.post('/api/orders').set(t().auth('customer')).send(cart(key)).expect(201)).body.order.orderId as string;

  beforeAll(async () => {
    await t().http.post('/api/products').set(t().auth('admin')).send(gear('audit-amp')).expect(201);
  });

  it("records an order's life, newest first: booked by the customer, approved, picked up and returned by staff", async () => {
    const orderId = await book('audit-amp');
    await t().http.put(`/api/orders/status/${orderId}`).set(t().auth('staff')).send({ status: 'approved' }).expect(200);
    await t().http.put(`/api/orders/${orderId}/pickup`).set(t().auth('staff')).send({ early: true }).expect(200);
    await t().http.put(`/api/orders/${orderId}/return`).set(t().auth('staff')).expect(200);

    const history = await historyOf('order', orderId);
    expect(history.map((e) => [e.action, e.actor])).toEqual([
      ['returned', EMAILS.staff],
      ['picked up', EMAILS.staff],
      ['approved', EMAILS.staff],
      ['created', EMAILS.customer],
    ]);
    const [returned, pickedUp, approved, created] = history;
    expect(approved).toMatchObject({ entityType: 'order', entityId: orderId, before: { status: 'Pending' }, after: { status: 'approved' } });
    expect(created.before).toBeNull();
    expect(created.after).toMatchObject({ status: 'Pending', startingDate: day(2), endingDate: day(3), totalAmount: expect.any(Number) });
    expect(pickedUp.before).toEqual({ pickedUpAt: null });
    expect(pickedUp.after).toEqual({ pickedUpAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(returned.before).toMatchObject({ returnedAt: null, depositRefunded: null });
    expect(returned.after).toMatchObject({ returnedAt: expect.any(String), depositRefunded: 0 });
    expect(Date.parse(created.at)).toBeGreaterThan(Date.now() - 120_000);
  });

  it('records a rejection, a cancellation and an extension with their actors and changed fields only', async () => {
    const rejected = await book('audit-amp');
    await t().http.put(`/api/orders/status/${rejected}`).set(t().auth('admin')).send({ status: 'Rejected' }).expect(200);
    expect((await historyOf('order', rejected))[0]).toMatchObject({ action: 'rejected', actor: EMAILS.admin, before: { status: 'Pending' }, after: { status: 'Rejected' } });

    const cancelled = await book('audit-amp');
    await t().http.put(`/api/orders/${cancelled}/cancel`).set(t().auth('customer')).expect(200);
    expect((await historyOf('order', cancelled))[0]).toMatchObject({ action: 'cancelled', actor: EMAILS.customer, before: { status: 'Pending' }, after: { status: 'Cancelled' } });

    const extended = await book('audit-amp');
    await t().http.put(`/api/orders/${extended}/extend`).set(t().auth('staff')).send({ endingDate: day(5) }).expect(200);
    const [entry] = await historyOf('order', extended);
    expect(entry).toMatchObject({ action: 'extended', actor: EMAILS.staff, before: { endingDate: day(3), days: 1 }, after: { endingDate: day(5), days: 3 } });
    expect(Object.keys(entry.after!)).toEqual(expect.arrayContaining(['days', 'endingDate', 'totalAmount']));
    for (const unchanged of ['status', 'startingDate', 'pickedUpAt']) expect(entry.after).not.toHaveProperty(unchanged);
  });

  it('a refused change records nothing', async () => {
    const orderId = await book('audit-amp');
    await t().http.put(`/api/orders/${orderId}/pickup`).set(t().auth('staff')).expect(409);
    await t().http.put(`/api/orders/${orderId}/extend`).set(t().auth('staff')).send({ endingDate: day(1) }).expect(400);
    expect((await historyOf('order', orderId)).map((e) => e.action)).toEqual(['created']);
  });

  it('records product creation, edits (only the changed fields) and deletion; an edit that changes nothing is not recorded', async () => {
    await t().http.post('/api/products').set(t().auth('admin')).send(gear('audit-fog')).expect(201);
    await t().http.put('/api/products/audit-fog').set(t().auth('admin')).send({ price: 1250.5, name: 'Fog machine' }).expect(200);
    await t().http.put('/api/products/audit-fog').set(t().auth('admin')).send({ price: 1250.5 }).expect(200);
    await t().http.delete('/api/products/audit-fog').set(t().auth('admin')).expect(200);

    const history = await historyOf('product', 'audit-fog');
    expect(history.map((e) => e.action)).toEqual(['deleted', 'updated', 'created']);
    const [deleted, updated, created] = history;
    expect(created).toMatchObject({ actor: EMAILS.admin, before: null, after: { key: 'audit-fog', name: 'Audit audit-fog', price: 1000, stock: 5 } });
    expect(updated.before).toEqual({ name: 'Audit audit-fog', price: 1000 });
    expect(updated.after).toEqual({ name: 'Fog machine', price: 1250.5 });
    expect(deleted).toMatchObject({ before: { key: 'audit-fog', name: 'Fog machine', price: 1250.5 }, after: null });
  });

  it('records blocking, unblocking and role changes of users', async () => {
    await t().http.post('/api/users').send({ email: 'audit-user@test.local', password: 'audit-pass-1', firstName: 'Ada', lastName: 'Audit', address: '1 Road', phone: '0771234567' }).expect(201);
    await t().http.put('/api/users/block/audit-user@test.local').set(t().auth('admin')).expect(200);
    await t().http.put('/api/users/block/audit-user@test.local').set(t().auth('admin')).expect(200);
    const promoted = await t().http.put('/api/users/role/AUDIT-USER@test.local').set(t().auth('admin')).send({ role: 'staff' }).expect(200);
    expect(promoted.body).toMatchObject({ email: 'audit-user@test.local', role: 'staff' });
    await t().http.put('/api/users/role/audit-user@test.local').set(t().auth('admin')).send({ role: 'customer' }).expect(200);

    const history = await historyOf('user', 'audit-user@test.local');
    expect(history.map((e) => [e.action, e.before, e.after])).toEqual([
      ['role changed', { role: 'staff' }, { role: 'customer' }],
      // The admin granting the role vouches for the unconfirmed address: admins and staff are verified.
      ['role changed', { role: 'customer', emailVerified: false }, { role: 'staff', emailVerified: true }],
      ['unblocked', { isBlocked: true }, { isBlocked: false }],
      ['blocked', { isBlocked: false }, { isBlocked: true }],
    ]);
    expect(history.every((e) => e.actor === EMAILS.admin)).toBe(true);
  });

  it('an admin cannot change their own role; a bad role or unknown e-mail is refused; nothing is recorded', async () => {
    const before = (await audit('entityType=user')).pagination.total;
    const own = await t().http.put(`/api/users/role/${EMAILS.admin}`).set(t().auth('admin')).send({ role: 'customer' }).expect(400);
    expect(own.body).toEqual({ error: 'You cannot change your own role', statusCode: 400 });
    const bad = await t().http.put(`/api/users/role/${EMAILS.customer}`).set(t().auth('admin')).send({ role: 'owner' }).expect(400);
    expect(bad.body.error).toContain('role must be one of admin, staff, customer');
    await t().http.put('/api/users/role/ghost@test.local').set(t().auth('admin')).send({ role: 'staff' }).expect(404);
    expect((await t().http.get('/api/users/').set(t().auth('admin')).expect(200)).body.role).toBe('admin');
    expect((await audit('entityType=user')).pagination.total).toBe(before);
  });

  it('a role change applies to tokens issued before it: removed staff lose the order work at once', async () => {
    await t().http.post('/api/users').send({ email: 'temp-staff@test.local', password: 'temp-pass-1', firstName: 'Tim', lastName: 'Temp', address: '1 Road', phone: '0771234567' }).expect(201);
    await t().http.put('/api/users/role/temp-staff@test.local').set(t().auth('admin')).send({ role: 'staff' }).expect(200);
    const { token } = (await t().http.post('/api/users/login').send({ email: 'temp-staff@test.local', password: 'temp-pass-1' }).expect(200)).body;
    await t().http.get('/api/admin/orders').set('Authorization', `Bearer ${token}`).expect(200);
    await t().http.put('/api/users/role/temp-staff@test.local').set(t().auth('admin')).send({ role: 'customer' }).expect(200);
    // The role change ended the session; signed in again, the customer is refused the order work.
    await t().http.get('/api/admin/orders').set('Authorization', `Bearer ${token}`).expect(401);
    const again = (await t().http.post('/api/users/login').send({ email: 'temp-staff@test.local', password: 'temp-pass-1' }).expect(200)).body.token;
    await t().http.get('/api/admin/orders').set('Authorization', `Bearer ${again}`).expect(403);
  });

  it('staff see every order, a customer only their own', async () => {
    const orderId = await book('audit-amp');
    const staffList = (await t().http.get('/api/orders/').set(t().auth('staff')).expect(200)).body as { orderId: string }[];
    expect(staffList.map((o) => o.orderId)).toContain(orderId);
    const page = (await t().http.get('/api/admin/orders?limit=100').set(t().auth('staff')).expect(200)).body as { data: { orderId: string }[] };
    expect(page.data.map((o) => o.orderId)).toContain(orderId);
    const own = (await t().http.get('/api/orders/').set(t().auth('customer')).expect(200)).body as { email: string }[];
    expect(own.every((o) => o.email === EMAILS.customer)).toBe(true);
  });

  describe('GET /api/admin/audit filters', () => {
    it('filters by entity type, entity id and actor (any letter case)', async () => {
      const orders = await audit('entityType=order&limit=100');
      expect(orders.data.length).toBeGreaterThan(5);
      expect(orders.data.every((e) => e.entityType === 'order')).toBe(true);
      const byStaff = await audit(`actor=${EMAILS.staff.toUpperCase()}&limit=100`);
      expect(byStaff.data.length).toBeGreaterThan(0);
      expect(byStaff.data.every((e) => e.actor === EMAILS.staff)).toBe(true);
      const amp = await audit('entityType=product&entityId=audit-amp');
      expect(amp.data.map((e) => e.action)).toEqual(['created']);
      expect((await audit('entityId=no-such-thing')).pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
    });

    it('filters by day (UTC, both included)', async () => {
      const all = (await audit('limit=1')).pagination.total;
      expect((await audit(`from=${day(0)}&to=${day(0)}`)).pagination.total).toBe(all);
      expect((await audit(`to=${day(-1)}`)).pagination.total).toBe(0);
      expect((await audit(`from=${day(1)}`)).pagination.total).toBe(0);
    });

    it('pages newest first without overlap', async () => {
      const all = (await audit('limit=100')).data.map((e) => Number(e._id));
      expect(all).toEqual([...all].sort((a, b) => b - a));
      const first = (await audit('limit=3&page=1')).data.map((e) => Number(e._id));
      const second = await audit('limit=3&page=2');
      expect(first).toEqual(all.slice(0, 3));
      expect(second.data.map((e) => Number(e._id))).toEqual(all.slice(3, 6));
      expect(second.pagination).toEqual({ page: 2, limit: 3, total: all.length, totalPages: Math.ceil(all.length / 3) });
    });

    it.each([
      ['entityType=invoice', 'entityType must be one of order, product, user'],
      ['from=2026-13-01', 'from must be a date written as YYYY-MM-DD'],
      ['from=2026-11-20&to=2026-11-01', 'from must be on or before to'],
      ['limit=101', 'limit must be a whole number from 1 to 100'],
      [`actor=${'x'.repeat(255)}`, 'actor must be at most 254 characters'],
    ])('?%s responds 400: %s', async (query, message) => {
      const res = await t().http.get(`/api/admin/audit?${query}`).set(t().auth('admin')).expect(400);
      expect(res.body.error).toContain(message);
    });

    it('is for admins only', async () => {
      expect((await t().http.get('/api/admin/audit').set(t().auth('staff')).expect(403)).body).toEqual({ error: 'Only administrators can do this.', statusCode: 403 });
      await t().http.get('/api/admin/audit').set(t().auth('customer')).expect(403);
    });
  });
});
