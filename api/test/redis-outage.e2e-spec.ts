import { Redis } from 'ioredis';
import type request from 'supertest';
import { STALE_BOUND_MS } from '../src/read-cache/cache-invalidation.js';
import { PrivateRedis } from './support/private-redis.js';
import { redisTestPrefix } from './support/redis.js';
import { type ApiInstance, EMAILS, PASSWORDS, startInstanceOf, testDbType, useTestApp } from './support/test-app.js';

const METRICS_TOKEN = 'redis-outage-metrics-token-0123456789';
const LIMIT = 20;
const REDIS_AWAY = 'Redis is unreachable: rate limits are counted by each instance alone and the read cache is off until it returns';
// Our own ports (26000-26900), one per database half: the two halves may run at once.
const redis = new PrivateRedis(testDbType() === 'mysql' ? 26811 : 26810);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Redis stopped and started again under a running API (with REDIS_URL): no 5xx meanwhile,
 * readiness says Redis is down but the instance stays ready, limits are counted per instance,
 * no price is served staler than STALE_BOUND_MS, and once Redis is back limits are shared again
 * and the read cache is used again. On MySQL two instances share Redis; on the embedded database
 * (one process only) the sharing is read in Redis itself.
 */
describe('Redis as a part that can fail', () => {
  const prefix = redisTestPrefix();
  beforeAll(() => redis.start());
  afterAll(() => redis.stop());
  const env = { REDIS_URL: redis.url, REDIS_PREFIX: prefix, PUBLIC_READ_RATE_LIMIT: String(LIMIT), PUBLIC_READ_RATE_WINDOW_SECONDS: '3600', METRICS_TOKEN };
  const t = useTestApp(env);
  let other: ApiInstance | null = null;
  beforeAll(async () => {
    if (t().dbType === 'mysql') other = await startInstanceOf(t(), env);
  });
  afterAll(async () => {
    await other?.close();
  });

  /** The second instance on MySQL; the same one on SQLite. */
  const second = (): ReturnType<typeof request> => other?.http ?? t().http;
  const key = `OUTAGE-${Date.now()}`;
  const cart = { orderedItems: [{ key, qty: 1 }], startingDate: '2031-05-01', endingDate: '2031-05-02' };
  const quote = (http: ReturnType<typeof request>) => http.post('/api/orders/quote').send(cart);
  const hitsOf = async () => {
    const text = (await t().http.get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200)).text;
    return Number(/^read_cache_requests_total\{result="hit"\} (\d+)$/m.exec(text)?.[1]);
  };
  /** Public-read counts Redis holds for this shop (the limiter's hit counters). */
  const countedInRedis = async () => {
    const client = new Redis(redis.url, { maxRetriesPerRequest: 0 });
    try {
      const names = await client.keys(`${prefix}*public-read*:hits`);
      const values = await Promise.all(names.map((name) => client.get(name)));
      return values.reduce((sum, value) => sum + Number(value), 0);
    } finally {
      client.disconnect();
    }
  };

  /** Requests sent all along on both instances, from before Redis stops until after it is back. */
  const statuses: number[] = [];
  let traffic: Promise<void> | null = null;
  let trafficOn = false;
  const startTraffic = () => {
    trafficOn = true;
    traffic = (async () => {
      while (trafficOn) {
        const responses = await Promise.all([
          t().http.get('/api/products'),
          second().get(`/api/products/${key}`),
          t().http.get('/api/health/ready'),
          second().post('/api/users/login').send({ email: EMAILS.customer, password: PASSWORDS.customer }),
        ]);
        statuses.push(...responses.map((response) => response.status));
        await sleep(50);
      }
    })();
  };

  it('serves through a Redis outage with no 5xx, per-instance limits and no stale price, and shares limits and caches again once Redis is back', async () => {
    await t().http.post('/api/products').set(t().auth('admin')).send({ key, name: 'Outage light', price: 100, category: 'lights', dimensions: '1 x 1 x 1 m', description: 'Survives', stock: 5 }).expect(201);
    expect((await t().http.get('/api/health/ready').expect(200)).body).toEqual({ status: 'ready', database: 'up', redis: 'up' });
    // The first instance keeps the quote in its cache.
    for (let i = 0; i < 2; i++) expect((await quote(t().http).expect(200)).body.total).toBe(100);
    startTraffic();
    await sleep(300);

    await redis.stop();
    const stoppedAt = Date.now();
    // Readiness says so at once, and the instance stays ready (a balancer keeps sending traffic).
    const ready = await t().http.get('/api/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ready', database: 'up', redis: 'down', degraded: REDIS_AWAY });
    expect(Date.now() - stoppedAt).toBeLessThan(1000);

    // A price changed through the second instance is what the first one quotes, within the stated bound.
    const changed = Date.now();
    await second().put(`/api/products/${key}`).set(t().auth('admin')).send({ price: 250.5 }).expect(200);
    expect(Date.now() - changed).toBeLessThan(1000);
    let total = 0;
    let quotedHere = 0;
    while (Date.now() - changed <= STALE_BOUND_MS) {
      quotedHere++;
      total = (await quote(t().http).expect(200)).body.total;
      if (total === 250.5) break;
      await sleep(100);
    }
    expect(total).toBe(250.5);

    // Limits still hold, counted by this instance alone: the quotes it already counted in Redis are not known here.
    const local: number[] = [];
    for (let i = quotedHere; i <= LIMIT; i++) local.push((await quote(t().http)).status);
    expect(local.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(local.at(-1)).toBe(429);
    if (other) expect((await quote(other.http)).status).toBe(200);
    expect(t().output()).toContain('rate limits are counted by this instance alone until it returns');
    await sleep(1000);

    await redis.start();
    const deadline = Date.now() + 20_000;
    let redisState = 'down';
    while (Date.now() < deadline && redisState !== 'up') {
      await sleep(200);
      const responses = await Promise.all([t().http.get('/api/health/ready'), ...(other ? [other.http.get('/api/health/ready')] : [])]);
      redisState = responses.every((response) => response.body.redis === 'up') ? 'up' : 'down';
    }
    expect(redisState).toBe('up');
    expect((await t().http.get('/api/health/ready').expect(200)).body).toEqual({ status: 'ready', database: 'up', redis: 'up' });
    trafficOn = false;
    await traffic;

    // No request failed with a 5xx while Redis went away and came back (reads, sign-ins, readiness).
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);

    // Limits are shared again: Redis starts empty; LIMIT quotes spread over both instances use them up, the next is refused.
    const after: number[] = [];
    for (let i = 0; i < LIMIT; i++) after.push((await quote(i % 2 ? second() : t().http)).status);
    expect(after).toEqual(Array(LIMIT).fill(200));
    expect(await countedInRedis()).toBe(LIMIT);
    expect((await quote(second())).status).toBe(429);
    expect(t().output()).toContain('rate limits are shared by every instance again');

    // The read cache is used again (once the invalidation channel is subscribed again: its own
    // connection reconnects on its own schedule, up to 2 s after the one readiness reports), and
    // still emptied everywhere by a write.
    const resubscribed = Date.now() + 10_000;
    for (let before = await hitsOf(); Date.now() < resubscribed; before = await hitsOf()) {
      await t().http.get(`/api/products/${key}`).expect(200);
      await t().http.get(`/api/products/${key}`).expect(200);
      if ((await hitsOf()) > before) break;
      await sleep(200);
    }
    const hits = await hitsOf();
    for (let i = 0; i < 3; i++) expect((await t().http.get(`/api/products/${key}`).expect(200)).body.price).toBe(250.5);
    expect(await hitsOf()).toBeGreaterThanOrEqual(hits + 2);
    await second().put(`/api/products/${key}`).set(t().auth('admin')).send({ price: 300 }).expect(200);
    expect((await t().http.get(`/api/products/${key}`).expect(200)).body.price).toBe(300);
  });
  it('treats a Redis that hangs without closing (frozen) the same way: nothing waits on it, and no price is staler than the stated bound', async () => {
    redis.freeze();
    try {
      const frozenAt = Date.now();
      // A write responds without waiting for Redis (its invalidation message times out after a second).
      await second().put(`/api/products/${key}`).set(t().auth('admin')).send({ price: 410 }).expect(200);
      expect(Date.now() - frozenAt).toBeLessThan(2500);
      let total = 0;
      while (Date.now() - frozenAt <= STALE_BOUND_MS + 1500) {
        // A product read, not a quote: the quote limit was used up above (and this instance counts it alone now).
        total = (await t().http.get(`/api/products/${key}`).expect(200)).body.price;
        if (total === 410) break;
        await sleep(100);
      }
      expect(total).toBe(410);
      // Sign-ins and readiness respond within the command timeout; readiness says Redis is down.
      const signIn = Date.now();
      await second().post('/api/users/login').send({ email: EMAILS.customer, password: PASSWORDS.customer }).expect(200);
      expect(Date.now() - signIn).toBeLessThan(3000);
      const ready = await t().http.get('/api/health/ready').expect(200);
      expect(ready.body).toEqual({ status: 'ready', database: 'up', redis: 'down', degraded: REDIS_AWAY });
    } finally {
      redis.thaw();
    }
    const deadline = Date.now() + 20_000;
    let state = '';
    while (Date.now() < deadline && state !== 'up') {
      await sleep(200);
      state = (await t().http.get('/api/health/ready')).body.redis;
    }
    expect(state).toBe('up');
  });
});
