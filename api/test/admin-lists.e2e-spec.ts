import { EMAILS, useTestApp } from './support/test-app.js';

interface PageBody<T> {
  data: T[];
  pagination: { page: number; limit: number; total: number; totalPages: number };
}
interface OrderRow { orderId: string; email: string; totalAmount: number; status: string; orderedItems: { product: { key: string }; quantity: number }[] }
interface UserRow { email: string; name: string; isBlocked: boolean; role: string }
interface ProductRow { key: string; price: number; category: string; availability: boolean }

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const gear = (key: string, price: number, category: 'audio' | 'lights', availability = true) => ({
  key, name: `List ${key}`, price, category, dimensions: '1 x 1 x 1 m', description: 'Admin list test gear', stock: 1000, image: [], availability,
});

describe('admin paged lists: GET /api/admin/orders, /users, /products', () => {
  const t = useTestApp();
  const get = async <T>(path: string) => (await t().http.get(path).set(t().auth('admin')).expect(200)).body as PageBody<T>;
  /** Order ids as booked, oldest first. */
  const booked: string[] = [];

  beforeAll(async () => {
    const admin = t().auth('admin');
    await t().http.post('/api/products').set(admin).send(gear('list-amp', 10, 'audio')).expect(201);
    await t().http.post('/api/products').set(admin).send(gear('list-par', 30, 'lights')).expect(201);
    await t().http.post('/api/products').set(admin).send(gear('list-fog', 20, 'lights', false)).expect(201);
    // 23 orders: one more than a page of 20; the n-th books n amplifiers, so totals rise with n.
    for (let n = 1; n <= 23; n++) {
      const cart = { orderedItems: [{ key: 'list-amp', qty: n }], days: 1, startingDate: day(1), endingDate: day(2) };
      booked.push((await t().http.post('/api/orders').set(t().auth('customer')).send(cart).expect(201)).body.order.orderId);
    }
    await t().http.put(`/api/orders/status/${booked[1]}`).set(admin).send({ status: 'approved' }).expect(200);
    await t().http.put(`/api/orders/status/${booked[3]}`).set(admin).send({ status: 'approved' }).expect(200);
    await t().http.put(`/api/orders/status/${booked[2]}`).set(admin).send({ status: 'Rejected' }).expect(200);
    for (const [first, email] of [['Dana', 'dana@shop.test'], ['Eli', 'eli@shop.test'], ['Fay', 'fay@shop.test']]) {
      await t().http.post('/api/users').send({ email, password: 'secret-pass', firstName: first, lastName: 'Lister', address: '1 Road', phone: '0771234567' }).expect(201);
    }
  });

  describe('orders', () => {
    it('returns the newest 20 first, with totals for the pager', async () => {
      const body = await get<OrderRow>('/api/admin/orders');
      expect(body.pagination).toEqual({ page: 1, limit: 20, total: 23, totalPages: 2 });
      expect(body.data.map((o) => o.orderId)).toEqual([...booked].reverse().slice(0, 20));
      expect(body.data[0]).toMatchObject({ email: EMAILS.customer, status: 'Pending', orderedItems: [{ product: { key: 'list-amp' }, quantity: 23 }] });
    });

    it('the last page holds the oldest three, and a page past the end is empty with the same totals', async () => {
      expect((await get<OrderRow>('/api/admin/orders?page=2')).data.map((o) => o.orderId)).toEqual([booked[2], booked[1], booked[0]]);
      const past = await get<OrderRow>('/api/admin/orders?page=3');
      expect(past).toEqual({ data: [], pagination: { page: 3, limit: 20, total: 23, totalPages: 2 } });
    });

    it('filters by status in any letter case', async () => {
      expect((await get<OrderRow>('/api/admin/orders?status=pending&limit=100')).pagination.total).toBe(20);
      const approved = await get<OrderRow>('/api/admin/orders?status=APPROVED');
      expect(approved.data.map((o) => o.orderId)).toEqual([booked[3], booked[1]]);
      expect((await get<OrderRow>('/api/admin/orders?status=Cancelled')).data).toEqual([]);
    });

    it('finds an order by its id, or orders by the start of the e-mail', async () => {
      expect((await get<OrderRow>(`/api/admin/orders?q=${booked[4].toLowerCase()}`)).data.map((o) => o.orderId)).toEqual([booked[4]]);
      expect((await get<OrderRow>('/api/admin/orders?q=CUSTOMER@test')).pagination.total).toBe(23);
      expect((await get<OrderRow>('/api/admin/orders?q=test.local')).pagination.total).toBe(0);
      expect((await get<OrderRow>('/api/admin/orders?q=nobody')).pagination).toEqual({ page: 1, limit: 20, total: 0, totalPages: 0 });
      // LIKE wildcards are searched for as text.
      expect((await get<OrderRow>('/api/admin/orders?q=%25')).pagination.total).toBe(0);
    });

    it('filters by the order date, both ends included', async () => {
      expect((await get<OrderRow>(`/api/admin/orders?from=${day(0)}&to=${day(0)}`)).pagination.total).toBe(23);
      expect((await get<OrderRow>(`/api/admin/orders?to=${day(-1)}`)).pagination.total).toBe(0);
      expect((await get<OrderRow>(`/api/admin/orders?from=${day(1)}`)).pagination.total).toBe(0);
      expect((await get<OrderRow>(`/api/admin/orders?from=${day(-7)}&status=Pending`)).pagination.total).toBe(20);
    });

    it('sorts by total either way, and pages of 10 neither overlap nor skip an order', async () => {
      const pages = await Promise.all([1, 2, 3].map((page) => get<OrderRow>(`/api/admin/orders?sort=totalAmount&order=asc&limit=10&page=${page}`)));
      const totals = pages.flatMap((p) => p.data.map((o) => o.totalAmount));
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      expect(totals[0]).toBe(10);
      expect(pages.map((p) => p.data.length)).toEqual([10, 10, 3]);
      expect(new Set(pages.flatMap((p) => p.data.map((o) => o.orderId)))).toEqual(new Set(booked));
      expect((await get<OrderRow>('/api/admin/orders?sort=totalAmount&limit=1')).data[0].orderId).toBe(booked[22]);
      expect((await get<OrderRow>('/api/admin/orders?sort=orderId&order=asc&limit=1')).data[0].orderId).toBe(booked[0]);
    });

    it("filters by the day the rental starts or is due back (the dashboard's pick-ups and returns today)", async () => {
      expect((await get<OrderRow>(`/api/admin/orders?startsOn=${day(1)}&stage=approved`)).data.map((o) => o.orderId)).toEqual([booked[3], booked[1]]);
      expect((await get<OrderRow>(`/api/admin/orders?startsOn=${day(2)}`)).pagination.total).toBe(0);
      expect((await get<OrderRow>(`/api/admin/orders?endsOn=${day(2)}&limit=100`)).pagination.total).toBe(23);
      expect((await get<OrderRow>(`/api/admin/orders?endsOn=${day(1)}`)).pagination.total).toBe(0);
      for (const bad of ['startsOn=tomorrow', 'endsOn=2026-13-01']) {
        const res = await t().http.get(`/api/admin/orders?${bad}`).set(t().auth('admin'));
        expect(res.status).toBe(400);
        expect(typeof res.body.error).toBe('string');
      }
    });

    it("names the customer who booked each order, with the account's phone", async () => {
      const body = await get<OrderRow & { customerName: string | null; customerPhone: string | null }>('/api/admin/orders?limit=100');
      expect(body.data).toHaveLength(23);
      for (const order of body.data) expect(order).toMatchObject({ email: EMAILS.customer, customerName: 'Cara Tester', customerPhone: '0771234567' });
    });

    it('the spec’s unpaged list still returns every order as a plain list', async () => {
      const all = (await t().http.get('/api/orders/').set(t().auth('admin')).expect(200)).body as OrderRow[];
      expect(all).toHaveLength(23);
    });
  });

  describe('users', () => {
    it('returns the newest accounts first', async () => {
      const body = await get<UserRow>('/api/admin/users');
      expect(body.pagination).toEqual({ page: 1, limit: 20, total: 7, totalPages: 1 });
      expect(body.data.map((u) => u.email)).toEqual(['fay@shop.test', 'eli@shop.test', 'dana@shop.test', EMAILS.staff, EMAILS.blocked, EMAILS.customer, EMAILS.admin]);
      expect(body.data[0]).not.toHaveProperty('passwordHash');
    });

    it('searches words of the name or the e-mail', async () => {
      expect((await get<UserRow>('/api/admin/users?q=cara%20tester')).data.map((u) => u.email)).toEqual([EMAILS.customer]);
      expect((await get<UserRow>('/api/admin/users?q=LISTER&sort=name')).data.map((u) => u.name)).toEqual(['Dana Lister', 'Eli Lister', 'Fay Lister']);
      expect((await get<UserRow>('/api/admin/users?q=shop.test&sort=email&order=desc')).data.map((u) => u.email)).toEqual(['fay@shop.test', 'eli@shop.test', 'dana@shop.test']);
      expect((await get<UserRow>('/api/admin/users?q=zed')).data).toEqual([]);
    });

    it('filters blocked or active accounts', async () => {
      expect((await get<UserRow>('/api/admin/users?blocked=true')).data.map((u) => u.email)).toEqual([EMAILS.blocked]);
      expect((await get<UserRow>('/api/admin/users?blocked=false')).pagination.total).toBe(6);
    });

    it('of seven accounts by twos, page 3 holds the fifth and sixth', async () => {
      const last = await get<UserRow>('/api/admin/users?limit=2&page=3&sort=email');
      expect(last.pagination).toEqual({ page: 3, limit: 2, total: 7, totalPages: 4 });
      expect(last.data.map((u) => u.email)).toEqual(['eli@shop.test', 'fay@shop.test']);
    });
  });

  describe('products', () => {
    it('lists unavailable products too, by key', async () => {
      const body = await get<ProductRow>('/api/admin/products');
      expect(body.data.map((p) => p.key)).toEqual(['list-amp', 'list-fog', 'list-par']);
      expect(body.pagination.total).toBe(3);
    });

    it('filters by availability, category and key or name', async () => {
      expect((await get<ProductRow>('/api/admin/products?availability=false')).data.map((p) => p.key)).toEqual(['list-fog']);
      expect((await get<ProductRow>('/api/admin/products?availability=true&category=lights')).data.map((p) => p.key)).toEqual(['list-par']);
      expect((await get<ProductRow>('/api/admin/products?q=List%20list-a')).data.map((p) => p.key)).toEqual(['list-amp']);
      expect((await get<ProductRow>('/api/admin/products?q=PAR')).data.map((p) => p.key)).toEqual(['list-par']);
      expect((await get<ProductRow>('/api/admin/products?q=mixer')).pagination).toMatchObject({ total: 0, totalPages: 0 });
    });

    it('sorts by price, and the last page of one is the dearest', async () => {
      expect((await get<ProductRow>('/api/admin/products?sort=price&order=desc')).data.map((p) => p.price)).toEqual([30, 20, 10]);
      const last = await get<ProductRow>('/api/admin/products?sort=price&limit=1&page=3');
      expect(last).toMatchObject({ data: [{ key: 'list-par' }], pagination: { page: 3, limit: 1, total: 3, totalPages: 3 } });
    });
  });

  it.each([
    ['/api/admin/orders?page=0', 'page must be a whole number of at least 1'],
    ['/api/admin/orders?limit=101', 'limit must be a whole number from 1 to 100'],
    ['/api/admin/orders?page=2abc', 'page must be a whole number of at least 1'],
    ['/api/admin/orders?status=Shipped', 'status must be one of'],
    ['/api/admin/orders?sort=email', 'sort must be one of orderDate'],
    ['/api/admin/orders?order=up', 'order must be asc or desc'],
    ['/api/admin/orders?from=2026-02-30', 'from must be a date written as YYYY-MM-DD'],
    ['/api/admin/orders?to=yesterday', 'to must be a date written as YYYY-MM-DD'],
    ['/api/admin/orders?from=2026-05-02&to=2026-05-01', 'from must be on or before to'],
    ['/api/admin/orders?q=a&q=b', 'q must be a single search text'],
    ['/api/admin/users?blocked=yes', 'blocked must be true or false'],
    ['/api/admin/users?sort=password', 'sort must be one of createdAt'],
    [`/api/admin/users?q=${'x'.repeat(101)}`, 'q must be at most 100 characters'],
    ['/api/admin/products?availability=1', 'availability must be true or false'],
    ['/api/admin/products?category=video', 'category must be audio or lights'],
    ['/api/admin/products?sort=rating', 'sort must be one of key'],
  ])('%s responds 400 saying what is wrong', async (path, message) => {
    const res = await t().http.get(path).set(t().auth('admin')).expect(400);
    expect(res.body.error).toContain(message);
  });
});
