import { EMAILS, useTestApp } from './support/test-app.js';

interface StatsBody {
  totalUsers: number;
  totalOrders: number;
  totalItems: number;
  totalRevenue: number;
  pendingOrders: number;
  recentOrders: { orderId: string; email: string; totalAmount: number; status: string; orderDate: string }[];
  recentSignups: { _id: string; name: string; email: string; role: string; createdAt: string }[];
}

const gear = (key: string, price: number, availability = true) => ({
  key,
  name: `Gear ${key}`,
  price,
  category: 'audio',
  dimensions: '40 x 40 x 60 cm',
  description: 'Dashboard test gear',
  stock: 1000,
  image: [],
  availability,
});

const cart = (key: string, qty: number) => ({ orderedItems: [{ key, qty }], days: 1, startingDate: '2030-12-01', endingDate: '2030-12-03' });

describe('GET /api/admin/stats: the admin dashboard figures', () => {
  const t = useTestApp();
  const stats = async () => (await t().http.get('/api/admin/stats').set(t().auth('admin')).expect(200)).body as StatsBody;
  const book = async (key: string, qty: number) => (await t().http.post('/api/orders').set(t().auth('customer')).send(cart(key, qty)).expect(201)).body.order.orderId as string;
  const decide = (orderId: string, status: 'approved' | 'Rejected') => t().http.put(`/api/orders/status/${orderId}`).set(t().auth('admin')).send({ status }).expect(200);

  it('counts the accounts the test app starts with and nothing else', async () => {
    const body = await stats();
    expect(body).toEqual({ totalUsers: 4, totalOrders: 0, totalItems: 0, totalRevenue: 0, pendingOrders: 0, overdueOrders: 0, overdue: [], recentOrders: [], recentSignups: expect.any(Array) });
    // Newest first: the staff member registered after the blocked customer, who registered after the customer, all after the admin.
    expect(body.recentSignups.map((u) => u.email)).toEqual([EMAILS.staff, EMAILS.blocked, EMAILS.customer, EMAILS.admin]);
    expect(body.recentSignups[0].role).toBe('staff');
    expect(body.recentSignups[2]).toEqual({ _id: expect.stringMatching(/^\d+$/), name: 'Cara Tester', email: EMAILS.customer, role: 'customer', createdAt: expect.any(String) });
    expect(body.recentSignups[3].role).toBe('admin');
    expect(body.recentSignups[0]).not.toHaveProperty('passwordHash');
  });

  it('counts unavailable products too, and sums only approved orders, exact to the paisa', async () => {
    const admin = t().auth('admin');
    await t().http.post('/api/products').set(admin).send(gear('stats-mixer', 1234.57)).expect(201);
    await t().http.post('/api/products').set(admin).send(gear('stats-sub', 0.1)).expect(201);
    await t().http.post('/api/products').set(admin).send(gear('stats-hidden', 99, false)).expect(201);

    const mixer = await book('stats-mixer', 1); // 1234.57 × 2 days = 2469.14
    const subs = await book('stats-sub', 3); // 0.10 × 3 × 2 days = 0.60
    const rejected = await book('stats-mixer', 2); // 4938.28, rejected below
    await book('stats-sub', 1); // stays Pending
    await decide(mixer, 'approved');
    await decide(subs, 'approved');
    await decide(rejected, 'Rejected');

    const body = await stats();
    expect(body).toMatchObject({ totalUsers: 4, totalOrders: 4, totalItems: 3, pendingOrders: 1, totalRevenue: 2469.74 });
    expect(body.recentOrders.map((o) => o.status)).toEqual(['Pending', 'Rejected', 'approved', 'approved']);
    expect(body.recentOrders[1]).toEqual({ orderId: rejected, email: EMAILS.customer, totalAmount: 4938.28, status: 'Rejected', orderDate: expect.any(String) });
  });

  it('an approval changed back to rejected leaves the revenue', async () => {
    const { recentOrders } = await stats();
    const approved = recentOrders.filter((o) => o.status === 'approved');
    expect(approved.map((o) => o.totalAmount)).toEqual([0.6, 2469.14]);
    await decide(approved[0].orderId, 'Rejected');
    expect((await stats()).totalRevenue).toBe(2469.14);
  });

  it('lists at most 5 of the latest orders and sign-ups, newest first', async () => {
    for (let n = 1; n <= 4; n++) {
      await t().http.post('/api/users').send({ email: `fan${n}@test.local`, password: 'fan-pass-1', firstName: 'Fan', lastName: String(n), address: '3 Beach Rd', phone: '0771112223' }).expect(201);
      await book('stats-sub', n);
    }
    const body = await stats();
    expect(body.totalUsers).toBe(8);
    expect(body.totalOrders).toBe(8);
    expect(body.recentSignups.map((u) => u.email)).toEqual(['fan4@test.local', 'fan3@test.local', 'fan2@test.local', 'fan1@test.local', EMAILS.staff]);
    expect(body.recentOrders).toHaveLength(5);
    const ids = body.recentOrders.map((o) => Number(o.orderId.slice(3)));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(ids[0]).toBe(8);
  });

  it('is for admins only: a customer, and staff (who see no revenue), are refused with the API error shape', async () => {
    const res = await t().http.get('/api/admin/stats').set(t().auth('customer')).expect(403);
    expect(res.body).toEqual({ error: 'Only administrators can do this.', statusCode: 403 });
    const staff = await t().http.get('/api/admin/stats').set(t().auth('staff')).expect(403);
    expect(staff.body).toEqual({ error: 'Only administrators can do this.', statusCode: 403 });
    await t().http.get('/api/admin/stats').expect(401);
  });
});
