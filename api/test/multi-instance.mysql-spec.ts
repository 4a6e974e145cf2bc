import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { createConnection } from 'mysql2/promise';
import { redisOrSkip, redisTestPrefix, redisTestUrl } from './support/redis.js';
import { type ApiInstance, EMAILS, PASSWORDS, startInstanceOf, TEST_JWT_SECRET, useTestApp } from './support/test-app.js';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const describeWithRedis = (await redisOrSkip('the multi-instance tests')) ? describe : describe.skip;

/**
 * Two API processes on one MariaDB database and one Redis, as behind a load balancer: what one
 * instance does, the other knows at once.
 */
describeWithRedis('two API instances on one database and one Redis', () => {
  const shared = { REDIS_URL: redisTestUrl(), REDIS_PREFIX: redisTestPrefix(), AUTH_RATE_LIMIT: '10', AUTH_RATE_WINDOW_SECONDS: '60' };
  const t = useTestApp(shared);
  let other: ApiInstance;
  beforeAll(async () => {
    other = await startInstanceOf(t(), shared);
  });
  afterAll(async () => {
    await other?.close();
  });
  /** Instance i % 2: the first or the other. */
  const instance = (i: number) => (i % 2 === 0 ? t().http : other.http);

  it('both say they are ready, with Redis up', async () => {
    for (const http of [t().http, other.http]) {
      expect((await http.get('/api/health/ready').expect(200)).body).toEqual({ status: 'ready', database: 'up', redis: 'up' });
    }
  });

  it('holds the sign-in limit across both: the 11th attempt in the window is refused whichever instance responds', async () => {
    // The harness signed in four times on the first instance while starting (admin, staff, customer, blocked).
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await instance(i).post('/api/users/login').send({ email: EMAILS.customer, password: i % 3 ? PASSWORDS.customer : 'wrong-password' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 6).every((s) => s === 200 || s === 401)).toBe(true);
    expect(statuses.slice(6)).toEqual([429, 429, 429, 429, 429]);
  });

  it('books the last unit exactly once when 100 customers try at once, spread over both instances', async () => {
    const key = `LAST-${Date.now()}`;
    await t().http.post('/api/products').set(t().auth('admin')).send({ key, name: 'Last unit', price: 100, category: 'audio', dimensions: '1 x 1 x 1 cm', description: 'One left', stock: 1 }).expect(201);
    const cart = { orderedItems: [{ key, qty: 1 }], startingDate: day(10), endingDate: day(12) };
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => instance(i).post('/api/orders').set(t().auth('customer')).send(cart)));
    const statuses = responses.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(99);
    // And both instances now say none is free (their caches were emptied by the booking).
    for (const http of [t().http, other.http]) {
      const availability = await http.get(`/api/products/${key}/availability?start=${day(10)}&end=${day(12)}`).expect(200);
      expect(availability.body.free).toBe(0);
    }
  });

  it('books once for ten identical bookings with one Idempotency-Key spread over both instances, all ten responded to alike', async () => {
    const key = `IDEM-${Date.now()}`;
    await t().http.post('/api/products').set(t().auth('admin')).send({ key, name: 'Idempotent', price: 100, category: 'audio', dimensions: '1 x 1 x 1 cm', description: 'Once', stock: 50 }).expect(201);
    const cart = { orderedItems: [{ key, qty: 1 }], startingDate: day(20), endingDate: day(22) };
    const idempotencyKey = `key-${Date.now()}`;
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => instance(i).post('/api/orders').set(t().auth('customer')).set('Idempotency-Key', idempotencyKey).send(cart)));
    expect(responses.map((res) => res.status)).toEqual(Array(10).fill(201));
    for (const res of responses) expect(res.body).toEqual(responses[0].body);
    const orders = (await t().http.get('/api/orders').set(t().auth('customer')).expect(200)).body as { orderedItems: { product: { key: string } }[] }[];
    expect(orders.filter((order) => order.orderedItems.some((line) => line.product.key === key))).toHaveLength(1);
  });

  it('returns a price changed through one instance from the other at once', async () => {
    const key = `PRICE-${Date.now()}`;
    await t().http.post('/api/products').set(t().auth('admin')).send({ key, name: 'Moving head', price: 100, category: 'lights', dimensions: '1 x 1 x 1 cm', description: 'Bright', stock: 3 }).expect(201);
    const cart = { orderedItems: [{ key, qty: 1 }], startingDate: day(5), endingDate: day(6) };
    // The other instance has the old responses in its cache...
    for (let i = 0; i < 3; i++) {
      expect((await other.http.get(`/api/products/${key}`).expect(200)).body.price).toBe(100);
      expect((await other.http.post('/api/orders/quote').send(cart).expect(200)).body.total).toBe(100);
    }
    const listed = (await other.http.get('/api/products').expect(200)).body as { key: string; price: number }[];
    expect(listed.find((p) => p.key === key)?.price).toBe(100);
    // ...until the first one changes the price.
    await t().http.put(`/api/products/${key}`).set(t().auth('admin')).send({ price: 250.5 }).expect(200);
    expect((await other.http.get(`/api/products/${key}`).expect(200)).body.price).toBe(250.5);
    expect((await other.http.post('/api/orders/quote').send(cart).expect(200)).body.total).toBe(250.5);
    const relisted = (await other.http.get('/api/products').expect(200)).body as { key: string; price: number }[];
    expect(relisted.find((p) => p.key === key)?.price).toBe(250.5);
  });

  // Last: it blocks the customer. Its sessions are opened in the database (as a sign-in would):
  // the sign-in limit of this file is spent by the test above.
  it('a session ended on one instance is refused by the other at once, though the other remembered it', async () => {
    const me = (await t().http.get('/api/users/').set(t().auth('customer')).expect(200)).body as { _id: string; email: string; role: string };
    const db = await createConnection({ uri: t().databaseUrl! });
    const openSession = async () => {
      const sid = randomUUID();
      await db.query('INSERT INTO sessions (id, userId, createdAt, lastSeenAt, expiresAt, userAgent, ipAddress) VALUES (?, ?, UTC_TIMESTAMP(), UTC_TIMESTAMP(), DATE_ADD(UTC_TIMESTAMP(), INTERVAL 1 HOUR), ?, ?)', [sid, Number(me._id), 'test', '127.0.0.1']);
      return { Authorization: `Bearer ${new JwtService({ secret: TEST_JWT_SECRET }).sign({ sub: Number(me._id), email: me.email, role: me.role, sid }, { expiresIn: 3600, algorithm: 'HS256' })}` };
    };
    const [one, two, three] = [await openSession(), await openSession(), await openSession()];
    await db.end();
    const warm = async (auth: { Authorization: string }) => {
      for (const http of [t().http, other.http]) for (let i = 0; i < 3; i++) await http.get('/api/users/').set(auth).expect(200);
    };
    for (const auth of [one, two, three]) await warm(auth);

    await t().http.post('/api/users/logout').set(one).expect(200);
    expect((await other.http.get('/api/users/').set(one).expect(401)).body.error).toBe('Your session is no longer valid. Please log in again.');
    await other.http.get('/api/users/').set(two).expect(200);

    await other.http.post('/api/users/sessions/end-others').set(three).expect(200);
    await t().http.get('/api/users/').set(two).expect(401);

    await warm(three);
    await t().http.patch('/api/users/me').set(three).send({ lastName: 'Remembered' }).expect(200);
    expect((await other.http.get('/api/users/').set(three).expect(200)).body.lastName).toBe('Remembered');

    await warm(three);
    await t().http.put(`/api/users/block/${EMAILS.customer}`).set(t().auth('admin')).expect(200);
    expect((await other.http.get('/api/users/').set(three).expect(403)).body.error).toBe('Your account has been blocked. Please contact support.');
  });
});
