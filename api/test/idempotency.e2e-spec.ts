import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { spawnApi, startTestApp, stop, testDbType, useTestApp, waitUntilReady } from './support/test-app.js';

const gear = { key: 'fog-machine', name: 'Fog machine', price: 1500, category: 'lights', dimensions: '40 x 30 x 30 cm', description: 'Idempotency test gear', stock: 1000, image: [] };
const cart = (qty = 1) => ({ orderedItems: [{ key: 'fog-machine', qty }], days: 1, startingDate: '2031-03-01', endingDate: '2031-03-03' });

describe('Idempotency-Key on create calls', () => {
  const t = useTestApp();

  beforeAll(async () => {
    await t().http.post('/api/products').set(t().auth('admin')).send(gear).expect(201);
  });

  const book = (key: string | null, body: object = cart(), role: 'customer' | 'staff' = 'customer') => {
    const call = t().http.post('/api/orders').set(t().auth(role));
    return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
  };
  const orderCount = async (role: 'customer' | 'staff' = 'customer') => ((await t().http.get('/api/orders').set(t().auth(role)).expect(200)).body as unknown[]).length;

  it('a repeat with the same key gets the first response and books nothing more', async () => {
    const before = await orderCount();
    const key = randomUUID();
    const first = await book(key).expect(201);
    const again = await book(key).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await orderCount()).toBe(before + 1);
  });

  it('ten identical bookings at once with one key: one order, ten identical responses', async () => {
    const before = await orderCount();
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 10 }, () => book(key, cart(2))));
    expect(responses.map((a) => a.status)).toEqual(Array(10).fill(201));
    for (const response of responses) expect(response.body).toEqual(responses[0].body);
    expect(await orderCount()).toBe(before + 1);
  });

  it('ten identical bookings at once for the last unit in stock: one order, ten identical 201s, not nine refusals', async () => {
    await t().http.post('/api/products').set(t().auth('admin')).send({ ...gear, key: 'last-strobe', name: 'Last strobe', stock: 1 }).expect(201);
    const key = randomUUID();
    const body = { ...cart(), orderedItems: [{ key: 'last-strobe', qty: 1 }] };
    const responses = await Promise.all(Array.from({ length: 10 }, () => book(key, body)));
    expect(responses.map((a) => a.status)).toEqual(Array(10).fill(201));
    for (const response of responses) expect(response.body).toEqual(responses[0].body);
    const mine = (await t().http.get('/api/orders').set(t().auth('customer')).expect(200)).body as { orderedItems: { product: { key: string } }[] }[];
    expect(mine.filter((order) => order.orderedItems.some((line) => line.product.key === 'last-strobe'))).toHaveLength(1);
  });

  it('the same key with a different body is refused with 422 and creates nothing', async () => {
    const key = randomUUID();
    await book(key, cart(1)).expect(201);
    const before = await orderCount();
    const other = await book(key, cart(3)).expect(422);
    expect(other.body).toEqual({ error: expect.stringMatching(/already used for a different request/), statusCode: 422 });
    expect(await orderCount()).toBe(before);
  });

  it('the same body with its fields in another order is the same request', async () => {
    const key = randomUUID();
    const { orderedItems, days, startingDate, endingDate } = cart(1);
    const first = await book(key, { orderedItems, days, startingDate, endingDate }).expect(201);
    const again = await book(key, { endingDate, startingDate, days, orderedItems }).expect(201);
    expect(again.body).toEqual(first.body);
  });

  it('keys belong to their user: another user with the same key books their own order', async () => {
    const key = randomUUID();
    const mine = await book(key).expect(201);
    const theirs = await book(key, cart(), 'staff').expect(201);
    expect(theirs.body.order.orderId).not.toBe(mine.body.order.orderId);
  });

  it('a refusal is the first response too: repeated as it was', async () => {
    const key = randomUUID();
    const body = { ...cart(), orderedItems: [{ key: 'ghost', qty: 1 }] };
    const first = await book(key, body).expect(400);
    const again = await book(key, body).expect(400);
    expect(again.body).toEqual(first.body);
    expect(first.body.error).toBe('These products do not exist: ghost');
  });

  it('without the header every request books, as before', async () => {
    const before = await orderCount();
    await book(null).expect(201);
    await book(null).expect(201);
    expect(await orderCount()).toBe(before + 2);
  });

  it.each([
    ['too long', 'k'.repeat(256)],
    ['not visible ASCII', 'clé spéciale'],
    ['empty', ''],
  ])('a key that is %s is a 400 with an error text', async (_what, key) => {
    const before = await orderCount();
    const res = await t().http.post('/api/orders').set(t().auth('customer')).set('Idempotency-Key', encodeURI(key) === key ? key : Buffer.from(key, 'utf8').toString('latin1')).send(cart());
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Idempotency-Key must be/);
    expect(await orderCount()).toBe(before);
  });

  it('a gallery item added twice with one key is added once', async () => {
    const key = randomUUID();
    const photo = { imageUrl: 'http://localhost:3000/uploads/gallery/idem.jpg', description: 'Added once' };
    const first = await t().http.post('/api/gallery').set(t().auth('admin')).set('Idempotency-Key', key).send(photo).expect(201);
    const again = await t().http.post('/api/gallery').set(t().auth('admin')).set('Idempotency-Key', key).send(photo).expect(201);
    expect(again.body).toEqual(first.body);
    const all = (await t().http.get('/api/gallery?limit=100').expect(200)).body.data as { description: string }[];
    expect(all.filter((item) => item.description === 'Added once')).toHaveLength(1);
  });

  it('a product added twice with one key responds 201 both times, not a 409 for its own key', async () => {
    const key = randomUUID();
    const product = { ...gear, key: 'hazer', name: 'Hazer' };
    const first = await t().http.post('/api/products').set(t().auth('admin')).set('Idempotency-Key', key).send(product).expect(201);
    const again = await t().http.post('/api/products').set(t().auth('admin')).set('Idempotency-Key', key).send(product).expect(201);
    expect(again.body).toEqual(first.body);
  });
});

describe('Idempotency-Key and a process killed mid-booking', () => {
  it('the key and its order are one commit: after kill -9, every retried key books exactly once and responds 201', async () => {
    const app = await startTestApp();
    let restarted: ReturnType<typeof spawnApi> | null = null;
    try {
      await app.http.post('/api/products').set(app.auth('admin')).send(gear).expect(201);
      const keys: string[] = Array.from({ length: 40 }, () => randomUUID());
      const send = (http: ReturnType<typeof request>, key: string) => http.post('/api/orders').set(app.auth('customer')).set('Idempotency-Key', key).send(cart());
      const booked = new Map<string, unknown>();
      const burst = keys.map((key) =>
        send(app.http, key).then(
          (res) => {
            if (res.status === 201) booked.set(key, res.body);
          },
          () => undefined,
        ),
      );
      // Killed while bookings are being written: some responded to, some cut off anywhere between their key and their commit.
      const deadline = Date.now() + 20_000;
      while (booked.size < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
      app.child.kill('SIGKILL');
      await Promise.all(burst);
      expect(booked.size).toBeGreaterThan(0);
      expect(booked.size).toBeLessThan(keys.length);

      // The embedded database: a killed holder's lock goes stale after 10 s.
      if (testDbType() === 'sqlite') await new Promise((resolve) => setTimeout(resolve, 11_000));
      restarted = spawnApi(app.env);
      await waitUntilReady(app.url, restarted.child, restarted.output);
      const http = request(app.url);
      const retries = await Promise.all(keys.map((key) => send(http, key)));
      // A key left claimed without its order (or its response) would keep its retry waiting, then refuse it with 409.
      expect(retries.map((res) => res.status)).toEqual(Array(keys.length).fill(201));
      for (const [key, body] of booked) expect(retries[keys.indexOf(key)].body).toEqual(body);
      const orders = (await http.get('/api/orders').set(app.auth('customer')).expect(200)).body as unknown[];
      expect(orders).toHaveLength(keys.length);
    } finally {
      if (restarted) await stop(restarted.child);
      await app.close();
    }
  });
});
